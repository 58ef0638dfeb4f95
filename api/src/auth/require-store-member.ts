import { and, eq } from 'drizzle-orm';
import { roleMay, type StorePermission } from '@comanda/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { storeStaff, stores, type StoreRow, type UserRow } from '../db/schema';
import type { PreHandler } from '../fastify-types';
import { forbidden, HttpError, notFound } from '../lib/http-error';
import { recordAdminAction } from '../modules/admin-audit/record-admin-action';
import { currentUser } from './authenticate';

export async function findStoreByIdOrSlug(db: Db, idOrSlug: string): Promise<StoreRow | undefined> {
  const where = /^\d+$/.test(idOrSlug) && Number(idOrSlug) <= 2_147_483_647 ? eq(stores.id, Number(idOrSlug)) : eq(stores.slug, idOrSlug);
  const [row] = await db.select().from(stores).where(where).limit(1);
  return row;
}

/**
 * Membership rules (the store_staff view, migration 0005): a membership on store S (branch_id null) covers S
 * and every branch of S; a membership limited to branch B covers only B; staff of a branch do not reach the
 * parent store.
 */
export async function isStoreMember(db: Db, user: UserRow, store: Pick<StoreRow, 'id'>): Promise<boolean> {
  if (user.role === 'super_admin') return true;
  const [row] = await db
    .select({ userId: storeStaff.userId })
    .from(storeStaff)
    .where(and(eq(storeStaff.storeId, store.id), eq(storeStaff.userId, user.id)))
    .limit(1);
  return row !== undefined;
}

export const SUPPORT_MODE_READ_ONLY = 'Modo suporte: o administrador da plataforma vê o painel da loja somente para leitura.';
/** Methods that change nothing: support mode allows these, and a plan-gated feature still reads when locked. */
export const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The platform admin in a store's back office is in support mode: it reads what the store's staff see and changes
 * nothing (403 on writes), and every use is recorded in the admin audit log.
 */
async function enterSupportMode(request: FastifyRequest, user: UserRow, store: StoreRow): Promise<void> {
  const read = READ_METHODS.has(request.method);
  await recordAdminAction(request.server.db, {
    actor: { id: user.id, name: user.name },
    action: read ? 'support_view' : 'support_write_refused',
    entity: 'store',
    entityId: store.id,
    summary: `Modo suporte em "${store.name}": ${request.method} ${request.url.split('?')[0]}`,
  });
  if (!read) throw new HttpError(403, SUPPORT_MODE_READ_ONLY);
}

/**
 * preHandler (after `authenticate`): the route param (id or slug) must be a store the caller works for,
 * and the caller's role must have `permission` (STORE_PERMISSIONS in shared/domain).
 */
export function requireStoreMember(storeIdParam: string, permission: StorePermission): PreHandler {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    const value = (request.params as Record<string, string | undefined>)[storeIdParam];
    const store = value ? await findStoreByIdOrSlug(request.server.db, value) : undefined;
    if (!store) throw notFound();
    if (!roleMay(user.role, permission) || !(await isStoreMember(request.server.db, user, store))) throw forbidden();
    if (user.role === 'super_admin') await enterSupportMode(request, user, store);
    request.store = store;
  };
}
