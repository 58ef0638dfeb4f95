import { desc, eq, inArray, or } from 'drizzle-orm';
import {
  ADMIN_STORE_MESSAGES,
  PLAN_LIMIT_KEYS,
  centsToReais,
  onlyDigits,
  standingOf,
  type AdminStoreDetails,
  type AdminStoreEdit,
  type AdminStoresQuery,
  type AdminStoreSummary,
  type PlanLimitKey,
  type SubscriptionStatus,
} from '@comanda/shared/domain';
import type { Db, SqlRunner } from '../../db/client';
import { businessTypes, orders, stores, subscriptions } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import type { OutboxLease } from '../../outbox/outbox-events';
import { recordAdminAction } from '../admin-audit/record-admin-action';
import { checkStoreTypeChange, type StoreTypeChangeCheck } from '../admin-business-types/type-change';
import { usageOf } from '../plan-limits/plan-limits';
import { accountEntitlements } from '../plan-limits/store-entitlements';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';
import { NO_FILTERS, adminStoresSql, type AdminStoreSqlRow } from './admin-stores.queries';

type Actor = { id: number; name: string };

function summaryOf(row: AdminStoreSqlRow, now: Date): AdminStoreSummary {
  const status = row.status as SubscriptionStatus | null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.city,
    state: row.state,
    business_type: row.business_type,
    owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name!, email: row.owner_email! },
    plan: row.plan_id === null ? null : { id: row.plan_id, name: row.plan_name!, slug: row.plan_slug! },
    subscription_status: status,
    standing: status === null ? null : standingOf({ status, trial_ends_at: row.trial_ends_at, current_period_end: row.current_period_end }, now).standing,
    published: row.published_at !== null,
    is_active: row.is_active,
    branches: row.branches,
    orders_30d: row.orders_30d,
    last_order_at: row.last_order_at ? new Date(row.last_order_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listAdminStores(sql: SqlRunner, query: AdminStoresQuery, now: Date): Promise<{ data: AdminStoreSummary[]; meta: { total: number; page: number; per_page: number } }> {
  const { text, params } = adminStoresSql(query, now);
  const rows = await sql.query<AdminStoreSqlRow>(text, params);
  return { data: rows.map((r) => summaryOf(r, now)), meta: { total: rows[0]?.total ?? 0, page: query.page, per_page: query.per_page } };
}

export async function getAdminStore(db: Db, sql: SqlRunner, rawId: string, now: Date): Promise<AdminStoreDetails> {
  const id = idOrNotFound(rawId);
  const { text, params } = adminStoresSql(NO_FILTERS, now, { id });
  const [row] = await sql.query<AdminStoreSqlRow>(text, params);
  if (!row) throw notFound();
  const [store] = await db.select().from(stores).where(eq(stores.id, id));
  const [sub] = await db.select({ reason: subscriptions.suspensionReason }).from(subscriptions).where(eq(subscriptions.storeId, id));
  const branchList = await db.select({ id: stores.id, name: stores.name, slug: stores.slug, is_active: stores.isActive }).from(stores).where(eq(stores.parentId, id)).orderBy(stores.name);
  const account = await accountEntitlements(db, id, now);
  const usage = account
    ? (Object.fromEntries(await Promise.all(PLAN_LIMIT_KEYS.map(async (key) => [key, await usageOf(db, id, key, now)] as const))) as Record<PlanLimitKey, number>)
    : null;
  const recent = await db
    .select()
    .from(orders)
    .where(inArray(orders.storeId, db.select({ id: stores.id }).from(stores).where(or(eq(stores.id, id), eq(stores.parentId, id)))))
    .orderBy(desc(orders.createdAt))
    .limit(10);
  return {
    ...summaryOf(row, now),
    email: store!.email,
    phone: store!.phone,
    whatsapp: store!.whatsapp,
    address: [store!.address, store!.number, store!.district].filter(Boolean).join(', ') || null,
    suspension_reason: sub?.reason ?? null,
    entitlements: account && usage ? { ...account.entitlements, usage } : null,
    branch_list: branchList,
    recent_orders: recent.map((o) => ({ id: o.id, number: o.number, public_id: o.publicId, status: o.status, total: centsToReais(o.totalCents), customer_name: o.customerName, created_at: o.createdAt.toISOString() })),
  };
}

async function mainStore(db: Db, rawId: string) {
  const [store] = await db.select().from(stores).where(eq(stores.id, idOrNotFound(rawId)));
  if (!store || store.parentId !== null) throw notFound();
  return store;
}

export async function editAdminStore(db: Db, rawId: string, input: AdminStoreEdit, actor: Actor, lease: OutboxLease, now: Date): Promise<AnnouncedWrite<{ id: number }>> {
  return db.transaction(async (tx) => {
    const before = await mainStore(tx, rawId);
    const values = { name: input.name, email: input.email, phone: input.phone && onlyDigits(input.phone), whatsapp: input.whatsapp && onlyDigits(input.whatsapp), isActive: input.is_active, updatedAt: now };
    await tx.update(stores).set(values).where(eq(stores.id, before.id));
    const pick = (s: { name: string; email: string | null; phone: string | null; whatsapp: string | null; isActive: boolean }) => ({ name: s.name, email: s.email, phone: s.phone, whatsapp: s.whatsapp, is_active: s.isActive });
    await recordAdminAction(tx, { actor, action: 'updated', entity: 'store', entityId: before.id, summary: `Loja "${input.name}" alterada`, before: pick(before), after: pick({ ...before, ...values }) });
    return { value: { id: before.id }, announcements: await announceStoreChange(tx, before.id, lease) };
  });
}

/** Suspends the store's subscription: its storefront says it is unavailable, its staff still sign in and see why. */
export async function suspendStore(db: Db, rawId: string, reason: string, actor: Actor, lease: OutboxLease, now: Date): Promise<AnnouncedWrite<{ id: number }>> {
  return db.transaction(async (tx) => {
    const store = await mainStore(tx, rawId);
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.storeId, store.id)).for('update');
    if (!sub) throw new HttpError(422, ADMIN_STORE_MESSAGES.noSubscription, { store: [ADMIN_STORE_MESSAGES.noSubscription] });
    if (sub.status === 'suspended') throw new HttpError(422, ADMIN_STORE_MESSAGES.alreadySuspended, { store: [ADMIN_STORE_MESSAGES.alreadySuspended] });
    await tx.update(subscriptions).set({ status: 'suspended', statusBeforeSuspension: sub.status, suspendedAt: now, suspensionReason: reason, updatedAt: now }).where(eq(subscriptions.id, sub.id));
    await recordAdminAction(tx, { actor, action: 'suspended', entity: 'store', entityId: store.id, summary: `Loja "${store.name}" suspensa: ${reason}`, before: { status: sub.status }, after: { status: 'suspended', reason } });
    return { value: { id: store.id }, announcements: await announceStoreChange(tx, store.id, lease) };
  });
}

export async function reactivateStore(db: Db, rawId: string, actor: Actor, lease: OutboxLease, now: Date): Promise<AnnouncedWrite<{ id: number }>> {
  return db.transaction(async (tx) => {
    const store = await mainStore(tx, rawId);
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.storeId, store.id)).for('update');
    if (!sub || sub.status !== 'suspended') throw new HttpError(422, ADMIN_STORE_MESSAGES.notSuspended, { store: [ADMIN_STORE_MESSAGES.notSuspended] });
    const status = sub.statusBeforeSuspension ?? 'active';
    await tx.update(subscriptions).set({ status, statusBeforeSuspension: null, suspendedAt: null, suspensionReason: null, updatedAt: now }).where(eq(subscriptions.id, sub.id));
    await recordAdminAction(tx, { actor, action: 'reactivated', entity: 'store', entityId: store.id, summary: `Loja "${store.name}" reativada`, before: { status: 'suspended', reason: sub.suspensionReason }, after: { status } });
    return { value: { id: store.id }, announcements: await announceStoreChange(tx, store.id, lease) };
  });
}

/** Changes a store's business type only when none of its products would lose options (422 naming them). */
export async function changeStoreType(db: Db, rawId: string, toSlug: string, actor: Actor, lease: OutboxLease, now: Date): Promise<AnnouncedWrite<StoreTypeChangeCheck>> {
  return db.transaction(async (tx) => {
    const store = await mainStore(tx, rawId);
    const check = await checkStoreTypeChange(tx, store.id, toSlug);
    if (!check.allowed) {
      const message = ADMIN_STORE_MESSAGES.typeLosesOptions(check.products);
      throw new HttpError(422, message, { business_type: [message] });
    }
    const [type] = await tx.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.slug, check.to));
    await tx.update(stores).set({ businessTypeId: type!.id, updatedAt: now }).where(eq(stores.id, store.id));
    await recordAdminAction(tx, { actor, action: 'type_changed', entity: 'store', entityId: store.id, summary: `Loja "${store.name}": ${ADMIN_STORE_MESSAGES.typeChanged(check.from, check.to)}`, before: { business_type: check.from }, after: { business_type: check.to } });
    return { value: check, announcements: await announceStoreChange(tx, store.id, lease) };
  });
}
