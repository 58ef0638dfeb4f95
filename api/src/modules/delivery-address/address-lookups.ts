import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addressLookups } from '../../db/schema';

export type LookupKind = 'cep' | 'geocode';

/** How long a provider's answer is reused: streets and CEPs rarely move. */
export const ADDRESS_LOOKUP_TTL_DAYS = 30;

/** A provider answer stored by an API node (any node, any earlier run); null when absent or stale. */
export async function readLookup<T>(db: Db, kind: LookupKind, key: string, now: Date): Promise<T | null> {
  const since = new Date(now.getTime() - ADDRESS_LOOKUP_TTL_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ value: addressLookups.value })
    .from(addressLookups)
    .where(and(eq(addressLookups.kind, kind), eq(addressLookups.key, key), gt(addressLookups.fetchedAt, since)))
    .limit(1);
  return row ? (row.value as T) : null;
}

export async function writeLookup(db: Db, kind: LookupKind, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(addressLookups)
    .values({ kind, key, value, fetchedAt: now })
    .onConflictDoUpdate({ target: [addressLookups.kind, addressLookups.key], set: { value: sql`excluded.value`, fetchedAt: sql`excluded.fetched_at` } });
}
