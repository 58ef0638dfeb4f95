import {
  CATALOG_ADMIN_MESSAGES as M,
  DEFAULT_TIME_ZONE,
  adjustPriceCents,
  bulkPriceSchema,
  formatBRL,
  productAvailabilitySchema,
  productWriteSchema,
  reaisToCents,
  type ProductWrite,
} from '@comanda/shared/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, type ProductRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { changedFields, recordActivity } from '../activity/activity-log';
import { assertWithinPlanLimit } from '../plan-limits/plan-limits';
import { catalogWrite, type CatalogWriter } from './catalog-write';
import { parseId } from '../../lib/parse-id';
import { productOptionsColumns } from '../catalog/stored-options';
import { toAdminProduct } from './products.serialize';
import { storeBusinessTypeSlug } from './store-business-type';

/** The end of today in the store's time zone (the database clock): when "esgotado hoje" lapses. */
const END_OF_STORE_DAY = sql`(date_trunc('day', now() AT TIME ZONE ${DEFAULT_TIME_ZONE}) + interval '1 day') AT TIME ZONE ${DEFAULT_TIME_ZONE}`;

const TRACKED = ['name', 'description', 'shortDescription', 'priceCents', 'promoPriceCents', 'image', 'galleryUrls', 'categoryId', 'businessTypeSlug', 'businessTypeOptions', 'isActive'] as const;

async function findProduct(db: Db, storeId: number, rawId: string, lock = false): Promise<ProductRow> {
  const id = parseId(rawId);
  if (id === null) throw notFound();
  const query = db.select().from(products).where(and(eq(products.id, id), eq(products.storeId, storeId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function categoryNameOf(db: Db, categoryId: number | null): Promise<string | null> {
  if (categoryId === null) return null;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  return row?.name ?? null;
}

/** The row values of a validated write: client ids resolved against this store, options validated and normalised, reais → centavos. */
async function rowValues(db: Db, storeId: number, input: ProductWrite) {
  if (input.category_id !== null && input.category_id !== undefined) {
    const [own] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, input.category_id), eq(categories.storeId, storeId))).limit(1);
    if (!own) throw fieldError('category_id', M.categoryInvalid);
  }
  const slug = input.business_type_slug ?? (await storeBusinessTypeSlug(db, storeId));
  const options = productOptionsColumns(slug, input.business_type_options ?? {});
  const promo = input.promo_price === null || input.promo_price === undefined || input.promo_price === 0 ? null : reaisToCents(input.promo_price);
  return {
    name: input.name,
    description: input.description || null,
    shortDescription: input.short_description || null,
    priceCents: reaisToCents(input.price),
    promoPriceCents: promo,
    image: input.image || null,
    galleryUrls: input.gallery_urls,
    categoryId: input.category_id ?? null,
    businessTypeSlug: input.business_type_slug ?? null,
    businessTypeOptions: options.businessTypeOptions,
    normalizedOptions: options.normalizedOptions,
    isActive: input.is_active,
  };
}

export async function getAdminProduct(db: Db, storeId: number, rawId: string, now: Date) {
  const row = await findProduct(db, storeId, rawId);
  return toAdminProduct(row, await categoryNameOf(db, row.categoryId), now);
}

export async function createProduct(writer: CatalogWriter, body: unknown, now: Date) {
  const input = await validateBody(productWriteSchema, body);
  return catalogWrite(writer, async (tx) => {
    await assertWithinPlanLimit(tx, writer.storeId, 'products', now);
    const values = await rowValues(tx, writer.storeId, input);
    const [row] = await tx
      .insert(products)
      .values({ ...values, storeId: writer.storeId, sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM products WHERE store_id = ${writer.storeId})` })
      .returning();
    await recordActivity(tx, { storeId: writer.storeId, actor: writer.actor, entity: 'product', entityId: row!.id, action: 'created', summary: `Produto "${row!.name}" criado (${formatBRL(row!.priceCents)})` });
    return toAdminProduct(row!, await categoryNameOf(tx, row!.categoryId), now);
  });
}

export async function updateProduct(writer: CatalogWriter, rawId: string, body: unknown, now: Date) {
  const input = await validateBody(productWriteSchema, body);
  return catalogWrite(writer, async (tx) => {
    const before = await findProduct(tx, writer.storeId, rawId, true);
    const values = await rowValues(tx, writer.storeId, input);
    const [row] = await tx.update(products).set(values).where(eq(products.id, before.id)).returning();
    const changes = changedFields(before, row!, TRACKED);
    if (Object.keys(changes).length > 0) {
      const summary = changes.priceCents
        ? `Preço de "${row!.name}" alterado de ${formatBRL(before.priceCents)} para ${formatBRL(row!.priceCents)}`
        : `Produto "${row!.name}" alterado`;
      await recordActivity(tx, { storeId: writer.storeId, actor: writer.actor, entity: 'product', entityId: row!.id, action: 'updated', summary, changes });
    }
    return toAdminProduct(row!, await categoryNameOf(tx, row!.categoryId), now);
  });
}

export async function deleteProduct(writer: CatalogWriter, rawId: string) {
  return catalogWrite(writer, async (tx) => {
    const row = await findProduct(tx, writer.storeId, rawId, true);
    await tx.delete(products).where(eq(products.id, row.id));
    await recordActivity(tx, { storeId: writer.storeId, actor: writer.actor, entity: 'product', entityId: row.id, action: 'deleted', summary: `Produto "${row.name}" excluído` });
    return null;
  });
}

/** A copy named "… (cópia)", paused so the owner reviews it before customers see it. */
export async function duplicateProduct(writer: CatalogWriter, rawId: string, now: Date) {
  return catalogWrite(writer, async (tx) => {
    await assertWithinPlanLimit(tx, writer.storeId, 'products', now);
    const source = await findProduct(tx, writer.storeId, rawId);
    const { id: _id, createdAt: _c, updatedAt: _u, searchName: _s, soldOutUntil: _o, ...copy } = source;
    const [row] = await tx
      .insert(products)
      .values({ ...copy, name: `${source.name} (cópia)`.slice(0, 120), isActive: false, sortOrder: source.sortOrder + 1 })
      .returning();
    await recordActivity(tx, { storeId: writer.storeId, actor: writer.actor, entity: 'product', entityId: row!.id, action: 'created', summary: `Produto "${source.name}" duplicado` });
    return toAdminProduct(row!, await categoryNameOf(tx, row!.categoryId), now);
  });
}

export async function setAvailability(writer: CatalogWriter, rawId: string, body: unknown, now: Date) {
  const input = await validateBody(productAvailabilitySchema, body);
  return catalogWrite(writer, async (tx) => {
    const before = await findProduct(tx, writer.storeId, rawId, true);
    const set: { isActive?: boolean; soldOutUntil?: typeof END_OF_STORE_DAY | null } = {};
    if (input.is_active !== undefined) set.isActive = input.is_active;
    if (input.sold_out_today !== undefined) set.soldOutUntil = input.sold_out_today ? END_OF_STORE_DAY : null;
    if (Object.keys(set).length === 0) return toAdminProduct(before, await categoryNameOf(tx, before.categoryId), now);
    const [row] = await tx.update(products).set(set).where(eq(products.id, before.id)).returning();
    const parts = [
      input.is_active === undefined ? null : input.is_active ? 'reativado' : 'pausado',
      input.sold_out_today === undefined ? null : input.sold_out_today ? 'marcado como esgotado hoje' : 'disponível de novo',
    ].filter(Boolean);
    await recordActivity(tx, {
      storeId: writer.storeId,
      actor: writer.actor,
      entity: 'product',
      entityId: row!.id,
      action: input.is_active === undefined ? 'updated' : input.is_active ? 'activated' : 'deactivated',
      summary: `Produto "${row!.name}" ${parts.join(' e ')}`,
      changes: changedFields(before, row!, ['isActive', 'soldOutUntil']),
    });
    return toAdminProduct(row!, await categoryNameOf(tx, row!.categoryId), now);
  });
}

/**
 * Every product of one category of this store: price (and promo price) × (1 + percent/100), to the centavo,
 * in one transaction, one activity entry per product. A promo price that would no longer be below the
 * price is dropped.
 */
export async function bulkChangePrices(writer: CatalogWriter, body: unknown) {
  const input = await validateBody(bulkPriceSchema, body);
  return catalogWrite(writer, async (tx) => {
    const [category] = await tx.select().from(categories).where(and(eq(categories.id, input.category_id), eq(categories.storeId, writer.storeId))).limit(1);
    if (!category) throw fieldError('category_id', M.categoryInvalid);
    const rows = await tx.select().from(products).where(eq(products.categoryId, category.id)).orderBy(asc(products.id)).for('update');
    const changed: { id: number; name: string; from: number; to: number }[] = [];
    for (const row of rows) {
      const priceCents = adjustPriceCents(row.priceCents, input.percent);
      const promo = row.promoPriceCents === null ? null : adjustPriceCents(row.promoPriceCents, input.percent);
      const promoPriceCents = promo !== null && promo < priceCents ? promo : null;
      if (priceCents === row.priceCents && promoPriceCents === row.promoPriceCents) continue;
      await tx.update(products).set({ priceCents, promoPriceCents }).where(eq(products.id, row.id));
      await recordActivity(tx, {
        storeId: writer.storeId,
        actor: writer.actor,
        entity: 'product',
        entityId: row.id,
        action: 'updated',
        summary: `Preço de "${row.name}" alterado de ${formatBRL(row.priceCents)} para ${formatBRL(priceCents)} (reajuste de ${input.percent}% em "${category.name}")`,
        changes: changedFields({ priceCents: row.priceCents, promoPriceCents: row.promoPriceCents }, { priceCents, promoPriceCents }, ['priceCents', 'promoPriceCents']),
      });
      changed.push({ id: row.id, name: row.name, from: row.priceCents / 100, to: priceCents / 100 });
    }
    return { category_id: category.id, percent: input.percent, changed };
  });
}
