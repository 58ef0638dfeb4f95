import { and, asc, eq, sql } from 'drizzle-orm';
import { BRANCH_MESSAGES, DEFAULT_TIME_ZONE, type Branch, type BranchCreateInput, type BranchInput, type BranchSummary } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orders, products, stores, storeMemberships, storeSlugHistory, type StoreRow, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { changedFields, recordActivity } from '../activity/activity-log';
import { parseId } from '../../lib/parse-id';
import type { OutboxLease } from '../../outbox/outbox-events';
import { assertWithinPlanLimit } from '../plan-limits/plan-limits';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';
import { NO_STORE_CHANGE } from '../storefront-refresh/store-changes';
import { assertSlugFree } from '../stores/store-slugs';
import { copyCatalog } from './branch-catalog-copy';

const countProducts = async (db: Db, storeId: number): Promise<number> =>
  (await db.select({ count: sql<number>`count(*)::int` }).from(products).where(eq(products.storeId, storeId)))[0]!.count;

const BRANCH_FIELDS = ['name', 'slug', 'phone', 'whatsapp', 'cep', 'address', 'number', 'complement', 'district', 'city', 'state', 'latitude', 'longitude', 'openingHours'] as const satisfies readonly (keyof BranchInput & keyof StoreRow)[];

type Actor = Pick<UserRow, 'id' | 'name'>;

const actorOf = (user: Actor) => ({ id: user.id, name: user.name });

function branchOf(row: StoreRow): Branch {
  const fields = Object.fromEntries(BRANCH_FIELDS.map((field) => [field, row[field]])) as BranchInput;
  const openingHours = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [], ...(row.openingHours ?? {}) } as BranchInput['openingHours'];
  return { ...fields, openingHours, id: row.id, is_active: row.isActive };
}

/** Branches hang from a main store only: a branch has none (no branch of a branch). */
export function assertMainStore(store: StoreRow): void {
  if (store.parentId !== null) throw notFound();
}

/** The branch `rawId` of `parent`, or a 404 (another store's branch, the parent itself, garbage). */
export async function findBranch(db: Db, parent: StoreRow, rawId: string, lock = false): Promise<StoreRow> {
  assertMainStore(parent);
  const id = parseId(rawId);
  if (id === null) throw notFound();
  const query = db.select().from(stores).where(and(eq(stores.id, id), eq(stores.parentId, parent.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

// Qualified by hand: drizzle writes a bare "id" in a one-table select, which the subqueries would read as their own.
const OUTER_ID = sql.raw('"stores"."id"');

/** Each branch with its branch-limited staff and its orders since midnight (São Paulo) of `now`. */
export async function listBranches(db: Db, parent: StoreRow, now: Date): Promise<BranchSummary[]> {
  assertMainStore(parent);
  const midnight = sql`((${now.toISOString()}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE})::date::timestamp AT TIME ZONE ${DEFAULT_TIME_ZONE})`;
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      city: stores.city,
      isActive: stores.isActive,
      staffCount: sql<number>`(SELECT count(*)::int FROM ${storeMemberships} m WHERE m.branch_id = ${OUTER_ID} AND m.deactivated_at IS NULL)`,
      ordersToday: sql<number>`(SELECT count(*)::int FROM ${orders} o WHERE o.store_id = ${OUTER_ID} AND o.created_at >= ${midnight})`,
    })
    .from(stores)
    .where(eq(stores.parentId, parent.id))
    .orderBy(asc(stores.name));
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, city: r.city, is_active: r.isActive, staff_count: Number(r.staffCount), orders_today: Number(r.ordersToday) }));
}

export async function readBranch(db: Db, parent: StoreRow, rawId: string): Promise<Branch> {
  return branchOf(await findBranch(db, parent, rawId));
}

const columnsOf = (input: BranchInput) => Object.fromEntries(BRANCH_FIELDS.map((field) => [field, input[field]])) as Partial<StoreRow>;

/** Two writers taking the same free slug at once: the unique index decides. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('slug', BRANCH_MESSAGES.slugTaken);
    throw err;
  }
}

/** A new branch: the parent's business type, optionally its catalog, all in one transaction. */
export async function createBranch(db: Db, parent: StoreRow, input: BranchCreateInput, actor: Actor, now: Date): Promise<Branch> {
  assertMainStore(parent);
  return slugSafe(() =>
    db.transaction(async (tx) => {
      await assertWithinPlanLimit(tx, parent.id, 'branches', now);
      await assertSlugFree(tx, input.slug);
      const [row] = await tx
        .insert(stores)
        .values({ ...columnsOf(input), name: input.name, slug: input.slug, parentId: parent.id, businessTypeId: parent.businessTypeId })
        .returning();
      if (input.copy_catalog) await assertWithinPlanLimit(tx, parent.id, 'products', now, await countProducts(tx, parent.id));
      const copied = input.copy_catalog ? await copyCatalog(tx, parent.id, row!.id) : null;
      await recordActivity(tx, {
        storeId: parent.id,
        actor: actorOf(actor),
        entity: 'branch',
        entityId: row!.id,
        action: 'created',
        summary: copied
          ? `Filial ${row!.name} criada com o cardápio da loja principal (${copied.categories} categorias, ${copied.products} produtos)`
          : `Filial ${row!.name} criada`,
      });
      return branchOf(row!);
    }),
  );
}

/** Open storefronts of the branch refetch it once the write commits (see announceStoreChange). */
export async function updateBranch(db: Db, parent: StoreRow, rawId: string, input: BranchInput, actor: Actor, lease: OutboxLease): Promise<AnnouncedWrite<Branch>> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const before = await findBranch(tx, parent, rawId, true);
      if (input.slug !== before.slug) {
        await assertSlugFree(tx, input.slug, before.id);
        // The old address keeps leading to the branch, as a store's does after a slug change.
        await tx.delete(storeSlugHistory).where(eq(storeSlugHistory.slug, input.slug));
        await tx
          .insert(storeSlugHistory)
          .values({ slug: before.slug, storeId: before.id })
          .onConflictDoUpdate({ target: storeSlugHistory.slug, set: { storeId: before.id, changedAt: sql`now()` } });
      }
      const values = columnsOf(input);
      const [after] = await tx.update(stores).set(values).where(eq(stores.id, before.id)).returning();
      const changes = changedFields(before as unknown as Record<string, unknown>, values as Record<string, unknown>, BRANCH_FIELDS);
      if (Object.keys(changes).length > 0) {
        await recordActivity(tx, { storeId: parent.id, actor: actorOf(actor), entity: 'branch', entityId: before.id, action: 'updated', summary: `Filial ${after!.name} alterada`, changes });
        return { value: branchOf(after!), announcements: await announceStoreChange(tx, before.id, lease) };
      }
      return { value: branchOf(after!), announcements: NO_STORE_CHANGE };
    }),
  );
}

/** Open storefronts of the branch hear of it (a deactivated branch's page sends them to /filial-inativa). */
export async function setBranchActive(db: Db, parent: StoreRow, rawId: string, isActive: boolean, actor: Actor, lease: OutboxLease): Promise<AnnouncedWrite<Branch>> {
  return db.transaction(async (tx) => {
    const before = await findBranch(tx, parent, rawId, true);
    if (before.isActive === isActive) return { value: branchOf(before), announcements: NO_STORE_CHANGE };
    const [after] = await tx.update(stores).set({ isActive }).where(eq(stores.id, before.id)).returning();
    await recordActivity(tx, {
      storeId: parent.id,
      actor: actorOf(actor),
      entity: 'branch',
      entityId: before.id,
      action: isActive ? 'activated' : 'deactivated',
      summary: `Filial ${before.name} ${isActive ? 'ativada' : 'desativada'}`,
      changes: { is_active: { from: before.isActive, to: isActive } },
    });
    return { value: branchOf(after!), announcements: await announceStoreChange(tx, before.id, lease) };
  });
}
