import { inArray, sql } from 'drizzle-orm';
import { isStoreStaff } from '@comanda/shared/domain';
import type { DbHandle } from '../client';
import { businessTypes, storeMemberships, stores, users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { BUSINESS_TYPES } from './business-types';
import { DEMO_STORES } from './demo-stores';
import { DEMO_PASSWORD } from './demo-logins';
import { DEMO_USERS } from './demo-users';

export type SeedOptions = { demo?: boolean };

/** Idempotent: inserts what is missing, never overwrites rows that exist (admins may have edited them). */
export async function seed(handle: DbHandle, options: SeedOptions = {}): Promise<void> {
  const { db } = handle;
  await db
    .insert(businessTypes)
    .values(BUSINESS_TYPES.map((t, i) => ({ name: t.name, slug: t.slug, description: t.description, icon: t.icon, sortOrder: i + 1 })))
    .onConflictDoNothing({ target: businessTypes.slug });

  if (options.demo !== false) await seedDemo(handle);

  // PGlite has no autovacuum: give the planner statistics now that tables have rows.
  if (handle.driver === 'pglite') await handle.exec('ANALYZE');
}

async function seedDemo({ db }: DbHandle): Promise<void> {
  const typeIds = new Map((await db.select({ id: businessTypes.id, slug: businessTypes.slug }).from(businessTypes)).map((t) => [t.slug, t.id]));
  const storeIds = new Map<string, number>();
  const loadStoreIds = async (slugs: string[]) => {
    const rows = await db.select({ id: stores.id, slug: stores.slug }).from(stores).where(inArray(stores.slug, slugs));
    for (const r of rows) storeIds.set(r.slug, r.id);
  };

  for (const s of DEMO_STORES) {
    const { businessType, parent, ...fields } = s;
    await db
      .insert(stores)
      .values({ ...fields, businessTypeId: typeIds.get(businessType) ?? null, parentId: parent ? (storeIds.get(parent) ?? null) : null })
      .onConflictDoNothing({ target: stores.slug });
    await loadStoreIds([s.slug]);
  }

  const existing = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_USERS.map((u) => u.email.toLowerCase())));
  const userIds = new Map(existing.map((u) => [u.email, u.id]));

  for (const u of DEMO_USERS) {
    const storeId = u.store ? (storeIds.get(u.store) ?? null) : null;
    if (!userIds.has(u.email)) {
      const [row] = await db
        .insert(users)
        .values({
          name: u.name,
          email: u.email,
          phone: u.phone,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          role: u.role,
          storeId,
          cep: u.cep,
          address: u.address,
          number: u.number,
          district: u.district,
          city: u.city,
          state: u.state,
          emailVerifiedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) userIds.set(u.email, row.id);
    }
    const userId = userIds.get(u.email);
    if (userId && storeId && isStoreStaff(u.role)) {
      await db
        .insert(storeMemberships)
        .values({ userId, storeId, role: u.role })
        .onConflictDoNothing({ target: [storeMemberships.userId, storeMemberships.storeId] });
    }
  }
}
