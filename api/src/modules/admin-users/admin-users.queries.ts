import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  foldText,
  onlyDigits,
  roleLabelOf,
  type AdminUserAuditEntry,
  type AdminUserDetails,
  type AdminUserListItem,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserStore,
  type Role,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { adminAuditLog, orders, personalAccessTokens, storeMemberships, stores, users, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';

const DAY_MS = 86_400_000;
const AUDIT_ENTRIES = 20;

/** A path id: a positive int4, else the user does not exist (404). */
export const userIdOf = idOrNotFound;

/** The newest use of any of the user's tokens (or their creation): the last sign-in we can still see. */
// "users"."id" written out: drizzle leaves the table name off the columns of a single-table select list, where a
// bare "id" would be the token's.
const lastLoginAt = sql<Date | string | null>`(SELECT max(coalesce(t.last_used_at, t.created_at)) FROM personal_access_tokens t WHERE t.user_id = ${sql.raw('"users"."id"')})`;

/** Lower-cased and without accents, as foldText does for the search term. */
const folded = (column: SQL | unknown) => sql`translate(lower(coalesce(${column}, '')), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`;

const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string): SQL | undefined {
  if (search === '') return undefined;
  const term = likeTerm(foldText(search));
  const digits = onlyDigits(search);
  return or(
    sql`${folded(users.name)} LIKE ${term}`,
    sql`lower(${users.email}) LIKE ${likeTerm(search.toLowerCase())}`,
    ...(digits.length >= 2 ? [sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') LIKE ${likeTerm(digits)}`] : []),
  );
}

function orderOf(query: AdminUserListQuery): SQL[] {
  const dir = query.direction === 'asc' ? asc : desc;
  const nullsLast = (column: SQL) => (query.direction === 'asc' ? sql`${column} ASC NULLS LAST` : sql`${column} DESC NULLS LAST`);
  switch (query.sort) {
    case 'name':
      return [dir(sql`lower(${users.name})`), dir(users.id)];
    case 'email':
      return [dir(sql`lower(${users.email})`), dir(users.id)];
    case 'last_login_at':
      return [nullsLast(lastLoginAt), dir(users.id)];
    default:
      return [dir(users.createdAt), dir(users.id)];
  }
}

const iso = (value: Date | string | null): string | null => (value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString());

/** The stores of each user: its memberships (with branch), then users.store_id when no membership names it. */
export async function storesOfUsers(db: Db, people: Pick<UserRow, 'id' | 'storeId'>[]): Promise<Map<number, AdminUserStore[]>> {
  const result = new Map<number, AdminUserStore[]>(people.map((p) => [p.id, []]));
  if (people.length === 0) return result;
  const branch = alias(stores, 'branch');
  const memberships = await db
    .select({
      userId: storeMemberships.userId,
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      role: storeMemberships.role,
      branchId: branch.id,
      branchName: branch.name,
      deactivatedAt: storeMemberships.deactivatedAt,
    })
    .from(storeMemberships)
    .innerJoin(stores, eq(stores.id, storeMemberships.storeId))
    .leftJoin(branch, eq(branch.id, storeMemberships.branchId))
    .where(inArray(storeMemberships.userId, people.map((p) => p.id)))
    .orderBy(asc(stores.name), asc(stores.id));
  for (const m of memberships) {
    result.get(m.userId)!.push({
      id: m.id,
      name: m.name,
      slug: m.slug,
      role: m.role,
      branch: m.branchId === null ? null : { id: m.branchId, name: m.branchName ?? '' },
      active: m.deactivatedAt === null,
      source: 'membership',
    });
  }
  const accountStoreIds = [...new Set(people.flatMap((p) => (p.storeId !== null && !result.get(p.id)!.some((s) => s.id === p.storeId) ? [p.storeId] : [])))];
  if (accountStoreIds.length > 0) {
    const rows = await db.select({ id: stores.id, name: stores.name, slug: stores.slug }).from(stores).where(inArray(stores.id, accountStoreIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const p of people) {
      const store = p.storeId === null ? undefined : byId.get(p.storeId);
      if (store && !result.get(p.id)!.some((s) => s.id === store.id)) result.get(p.id)!.push({ ...store, role: null, branch: null, active: true, source: 'account' });
    }
  }
  return result;
}

function listItemOf(user: UserRow, storesOfUser: AdminUserStore[], lastLogin: Date | string | null): AdminUserListItem {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role as Role,
    role_label: roleLabelOf(user.role),
    status: user.deactivatedAt === null ? 'ativo' : 'desativado',
    deactivated_at: iso(user.deactivatedAt),
    stores: storesOfUser,
    last_login_at: iso(lastLogin),
    created_at: user.createdAt.toISOString(),
  };
}

/** GET /admin/users: one page of accounts, searched, filtered and sorted, each with its stores. */
export async function listAdminUsers(db: Db, query: AdminUserListQuery): Promise<AdminUserPage> {
  const where = and(
    searchCondition(query.search),
    query.role ? eq(users.role, query.role) : undefined,
    query.status === 'ativo' ? isNull(users.deactivatedAt) : query.status === 'desativado' ? isNotNull(users.deactivatedAt) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, lastLogin: lastLoginAt })
    .from(users)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const storesOf = await storesOfUsers(db, rows.map((r) => r.user));
  return {
    data: rows.map((r) => listItemOf(r.user, storesOf.get(r.user.id) ?? [], r.lastLogin)),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(Number(total) / query.per_page)), per_page: query.per_page, total: Number(total) },
  };
}

export async function findUserOr404(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** GET /admin/users/:id: the account, its stores, sessions, orders and the admin actions about it. */
export async function adminUserDetails(db: Db, id: number, now: Date): Promise<AdminUserDetails> {
  const [row] = await db.select({ user: users, lastLogin: lastLoginAt }).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound();
  const storesOf = await storesOfUsers(db, [row.user]);
  const [sessions] = await db
    .select({ n: count() })
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, id), sql`${personalAccessTokens.expiresAt} > now()`));
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [orderCounts] = await db
    .select({ total: count(), recent: sql<number>`count(*) FILTER (WHERE ${orders.createdAt} >= ${since.toISOString()}::timestamptz)` })
    .from(orders)
    .where(eq(orders.userId, id));
  const audit = await db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entity, 'user'), eq(adminAuditLog.entityId, String(id))))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_ENTRIES);
  return {
    ...listItemOf(row.user, storesOf.get(id) ?? [], row.lastLogin),
    active_sessions: Number(sessions?.n ?? 0),
    orders: { total: Number(orderCounts?.total ?? 0), last_30_days: Number(orderCounts?.recent ?? 0) },
    audit: audit.map(
      (entry): AdminUserAuditEntry => ({
        id: Number(entry.id),
        actor_name: entry.actorName,
        action: entry.action,
        summary: entry.summary,
        before: entry.before,
        after: entry.after,
        created_at: entry.createdAt.toISOString(),
      }),
    ),
  };
}
