import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser, Role } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { storeMemberships, stores, users, type UserRow } from '../../db/schema';

/** The wire shape of the shared `AuthUser`, with every field present. */
export type SerializedUser = Required<AuthUser>;

/** The branch a membership is limited to. */
export type MembershipBranch = { id: number; name: string };

/**
 * The user on the wire: never the password hash. `branch` is the branch the user's membership of
 * `store_id` is limited to (null when store-wide, or for accounts without a membership): see `branchOf`.
 */
export function serializeUser(u: UserRow, branch: MembershipBranch | null): SerializedUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role as Role,
    store_id: u.storeId,
    branch_id: branch?.id ?? null,
    branch_name: branch?.name ?? null,
    cep: u.cep,
    address: u.address,
    number: u.number,
    complement: u.complement,
    district: u.district,
    city: u.city,
    state: u.state,
    current_latitude: u.latitude,
    current_longitude: u.longitude,
    created_at: u.createdAt.toISOString(),
  };
}

/** The branch the user's active membership of their store (users.store_id) is limited to; null when store-wide or none. */
export async function branchOf(db: Db, u: Pick<UserRow, 'id' | 'storeId'>): Promise<MembershipBranch | null> {
  if (u.storeId === null) return null;
  const [row] = await db
    .select({ id: stores.id, name: stores.name })
    .from(storeMemberships)
    .innerJoin(stores, eq(stores.id, storeMemberships.branchId))
    .where(and(eq(storeMemberships.userId, u.id), eq(storeMemberships.storeId, u.storeId), isNull(storeMemberships.deactivatedAt)))
    .limit(1);
  return row ?? null;
}

/** `serializeUser` with the branch read from the user's membership. */
export async function serializeUserWithBranch(db: Db, u: UserRow): Promise<SerializedUser> {
  return serializeUser(u, await branchOf(db, u));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
