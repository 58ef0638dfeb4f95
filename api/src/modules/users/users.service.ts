import { eq, sql } from 'drizzle-orm';
import type { AuthUser, Role } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

/** The wire shape of the shared `AuthUser`, with every field present. */
export type SerializedUser = Required<AuthUser>;

/** The user on the wire: never the password hash. */
export function serializeUser(u: UserRow): SerializedUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role as Role,
    store_id: u.storeId,
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
