import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BUSINESS_TYPE_ADMIN_MESSAGES,
  businessTypeOptionsView,
  isBusinessTypeSlug,
  productsLosingOptions,
  type AdminBusinessType,
  type AdminBusinessTypeDetails,
  type BusinessTypeWrite,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes, products, stores } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import type { OutboxLease } from '../../outbox/outbox-events';
import { recordAdminAction } from '../admin-audit/record-admin-action';
import { isUniqueViolation } from '../../lib/db-errors';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';
import { NO_STORE_CHANGE, type StoreChange } from '../storefront-refresh/store-changes';
import { parseId } from '../../lib/parse-id';
import { typeChangeProductsOf } from './type-change';

type Actor = { id: number; name: string };
type BusinessTypeRow = typeof businessTypes.$inferSelect;

/** Product names quoted in the refusal of a slug change. */
const NAMES_SHOWN = 5;

function adminTypeOf(row: BusinessTypeRow, storesCount: number, productsCount: number): AdminBusinessType {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    stores_count: storesCount,
    products_count: productsCount,
    described: isBusinessTypeSlug(row.slug),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a type. */
const auditedOf = (row: BusinessTypeRow) => ({ name: row.name, slug: row.slug, icon: row.icon, description: row.description, is_active: row.isActive, sort_order: row.sortOrder });

/** Stores per type id, and products per effective type slug (their own type, else their store's). */
async function countsOf(db: Db): Promise<{ stores: Map<number, number>; products: Map<string, number> }> {
  const storeCounts = await db.select({ typeId: stores.businessTypeId, n: count() }).from(stores).groupBy(stores.businessTypeId);
  const storeType = alias(businessTypes, 'store_type');
  const effective = sql<string | null>`coalesce(${products.businessTypeSlug}, ${storeType.slug})`;
  const productCounts = await db
    .select({ slug: effective, n: count() })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(storeType, eq(storeType.id, stores.businessTypeId))
    .groupBy(effective);
  return {
    stores: new Map(storeCounts.flatMap((r) => (r.typeId === null ? [] : [[r.typeId, Number(r.n)] as const]))),
    products: new Map(productCounts.flatMap((r) => (r.slug === null ? [] : [[r.slug, Number(r.n)] as const]))),
  };
}

export async function listAdminBusinessTypes(db: Db): Promise<AdminBusinessType[]> {
  const rows = await db.select().from(businessTypes).orderBy(asc(businessTypes.sortOrder), asc(businessTypes.name), asc(businessTypes.id));
  const counts = await countsOf(db);
  return rows.map((row) => adminTypeOf(row, counts.stores.get(row.id) ?? 0, counts.products.get(row.slug) ?? 0));
}

/** `:id` is the type's id or its slug. */
async function findType(db: Db, idOrSlug: string, lock = false): Promise<BusinessTypeRow> {
  const id = parseId(idOrSlug);
  if (id === null && idOrSlug.length > 200) throw notFound();
  const query = db
    .select()
    .from(businessTypes)
    .where(id !== null ? eq(businessTypes.id, id) : eq(businessTypes.slug, idOrSlug))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function detailsOf(db: Db, row: BusinessTypeRow): Promise<AdminBusinessTypeDetails> {
  const counts = await countsOf(db);
  const { option_groups, option_fields, described } = businessTypeOptionsView(row.slug);
  return { ...adminTypeOf(row, counts.stores.get(row.id) ?? 0, counts.products.get(row.slug) ?? 0), described, option_groups, option_fields };
}

/** GET /admin/business-types/:id: the type, and its option groups and fields as the domain describes them (read-only). */
export async function adminBusinessTypeDetails(db: Db, idOrSlug: string): Promise<AdminBusinessTypeDetails> {
  return detailsOf(db, await findType(db, idOrSlug));
}

async function assertSlugFree(db: Db, slug: string, exceptId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: businessTypes.id })
    .from(businessTypes)
    .where(exceptId === null ? eq(businessTypes.slug, slug) : and(eq(businessTypes.slug, slug), ne(businessTypes.id, exceptId)))
    .limit(1);
  if (taken) throw fieldError('slug', BUSINESS_TYPE_ADMIN_MESSAGES.slugTaken);
}

const slugTaken = (err: unknown) => (isUniqueViolation(err) ? fieldError('slug', BUSINESS_TYPE_ADMIN_MESSAGES.slugTaken) : err);

export async function createBusinessType(db: Db, input: BusinessTypeWrite, actor: Actor): Promise<AdminBusinessTypeDetails> {
  const row = await db
    .transaction(async (tx) => {
      await assertSlugFree(tx, input.slug, null);
      const [last] = await tx.select({ n: max(businessTypes.sortOrder) }).from(businessTypes);
      const [created] = await tx
        .insert(businessTypes)
        .values({
          name: input.name,
          slug: input.slug,
          icon: input.icon ?? null,
          description: input.description ?? null,
          isActive: input.is_active,
          sortOrder: input.sort_order ?? (last?.n ?? 0) + 1,
        })
        .returning();
      const described = isBusinessTypeSlug(created!.slug);
      await recordAdminAction(tx, {
        actor,
        action: 'created',
        entity: 'business_type',
        entityId: created!.id,
        summary: `Tipo de negócio ${created!.name} (${created!.slug}) criado${created!.isActive ? '' : ', inativo'}${described ? '' : '; sem opções descritas no sistema'}`,
        before: null,
        after: auditedOf(created!),
      });
      return created!;
    })
    .catch((err: unknown) => {
      throw slugTaken(err);
    });
  return detailsOf(db, row);
}

/**
 * PUT /admin/business-types/:id. A slug change is allowed (the business_types trigger bumps the catalog version of
 * every store of the type) unless products of those stores that follow their store's type would lose options under
 * the new slug (the same rule as a store's change of type): then a 422 on `slug` names them. A change of name or
 * slug is shown by every storefront of the type (their caches go, open storefronts refetch); the audit says so.
 * Deactivating hides the type from the sign-up only: its stores keep it.
 */
export async function updateBusinessType(db: Db, idOrSlug: string, input: BusinessTypeWrite, actor: Actor, lease: OutboxLease): Promise<AnnouncedWrite<number>> {
  return db
    .transaction(async (tx) => {
      const current = await findType(tx, idOrSlug, true);
      const slugChanged = input.slug !== current.slug;
      const storesOfType = await tx.select({ id: stores.id }).from(stores).where(eq(stores.businessTypeId, current.id)).orderBy(asc(stores.id));
      const storeIds = storesOfType.map((s) => s.id);
      if (slugChanged) {
        await assertSlugFree(tx, input.slug, current.id);
        const losing = productsLosingOptions(await typeChangeProductsOf(tx, storeIds), input.slug, current.slug);
        if (losing.length > 0) {
          const names = losing.slice(0, NAMES_SHOWN).map((p) => p.name).join(', ') + (losing.length > NAMES_SHOWN ? '…' : '');
          throw fieldError('slug', BUSINESS_TYPE_ADMIN_MESSAGES.slugLosesOptions(losing.length, names));
        }
      }
      const [updated] = await tx
        .update(businessTypes)
        .set({
          name: input.name,
          slug: input.slug,
          icon: input.icon ?? null,
          description: input.description ?? null,
          isActive: input.is_active,
          sortOrder: input.sort_order ?? current.sortOrder,
          updatedAt: new Date(),
        })
        .where(eq(businessTypes.id, current.id))
        .returning();
      const shownByStorefronts = slugChanged || input.name !== current.name;
      let announcements: StoreChange = NO_STORE_CHANGE;
      if (shownByStorefronts) {
        const changes = [];
        for (const storeId of storeIds) changes.push(await announceStoreChange(tx, storeId, lease));
        announcements = { storeIds: changes.flatMap((c) => c.storeIds), events: changes.flatMap((c) => c.events) };
      }
      const notes = [
        slugChanged ? `identificador alterado de "${current.slug}" para "${updated!.slug}" (catálogos de ${storeIds.length} loja(s) com nova versão)` : null,
        slugChanged && !isBusinessTypeSlug(updated!.slug) ? 'o novo identificador não tem opções descritas no sistema' : null,
        current.isActive !== updated!.isActive ? (updated!.isActive ? 'ativado' : `desativado (some do cadastro de lojas; ${storeIds.length} loja(s) mantêm o tipo)`) : null,
      ].filter((note): note is string => note !== null);
      await recordAdminAction(tx, {
        actor,
        action: current.isActive !== updated!.isActive ? (updated!.isActive ? 'activated' : 'deactivated') : 'updated',
        entity: 'business_type',
        entityId: current.id,
        summary: `Tipo de negócio ${updated!.name} alterado${notes.length > 0 ? `: ${notes.join('; ')}` : ''}`,
        before: auditedOf(current),
        after: { ...auditedOf(updated!), ...(slugChanged ? { slug_changed: true, stores_republished: storeIds.length } : {}) },
      });
      return { value: current.id, announcements };
    })
    .catch((err: unknown) => {
      throw slugTaken(err);
    });
}
