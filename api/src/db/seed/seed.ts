import { inArray, sql } from 'drizzle-orm';
import { isStoreStaff, maskPhone } from '@comanda/shared/domain';
import type { DbHandle } from '../client';
import { businessTypes, categories, coupons, deliveryZones, drivers, plans, products, storeMemberships, stores, subscriptions, users } from '../schema';
import { DEMO_STORE_PLANS, PLANS } from './plans';
import { DEMO_DELIVERY_ZONES } from './demo-delivery-zones';
import { seedDemoOrders } from './demo-orders';
import { hashPassword } from '../../lib/passwords';
import { BUSINESS_TYPES } from './business-types';
import { DEMO_CATALOGS, galleryPathOf, imagePathOf } from './catalogs';
import { EXTRA_COUPONS, STANDARD_COUPONS, type DemoCoupon } from './demo-coupons';
import { DEMO_STORES } from './demo-stores';
import { DEMO_PASSWORD } from './demo-logins';
import { DEMO_USERS } from './demo-users';
import { seedSavedAddresses } from './demo-saved-addresses';
import { backfillNormalizedOptions } from '../../modules/catalog/stored-options';

export type SeedOptions = { demo?: boolean };

/**
 * Idempotent: inserts what is missing, never overwrites rows that exist (admins may have edited them).
 * Keys: stores by slug, users by e-mail, categories by (store, name), products by (store, name),
 * coupons by (store, code). One batched insert per table keeps it fast on PGlite.
 */
export async function seed(handle: DbHandle, options: SeedOptions = {}): Promise<void> {
  const { db } = handle;
  await db
    .insert(businessTypes)
    .values(BUSINESS_TYPES.map((t, i) => ({ name: t.name, slug: t.slug, description: t.description, icon: t.icon, sortOrder: i + 1 })))
    .onConflictDoNothing({ target: businessTypes.slug });
  await db.insert(plans).values(PLANS).onConflictDoNothing({ target: plans.slug });

  if (options.demo !== false) await seedDemo(handle);

  // PGlite has no autovacuum: give the planner statistics now that tables have rows.
  if (handle.driver === 'pglite') await handle.exec('ANALYZE');
}

async function seedDemo(handle: DbHandle): Promise<void> {
  const storeIds = await seedStores(handle);
  await seedSubscriptions(handle, storeIds);
  await seedUsers(handle, storeIds);
  await seedSavedAddresses(handle);
  await seedCatalogs(handle, storeIds);
  // Normalised from the stored jsonb, not from the demo objects: jsonb reorders the keys of keyed option
  // groups ({catupiry, cheddar}), and option ids follow the order the storefront reads.
  await backfillNormalizedOptions(handle);
  await seedCoupons(handle, storeIds);
  await seedDeliveryZones(handle, storeIds);
  await seedDrivers(handle, storeIds);
  await seedDemoOrders(handle, storeIds);
}

async function seedStores({ db }: DbHandle): Promise<Map<string, number>> {
  const typeIds = new Map((await db.select({ id: businessTypes.id, slug: businessTypes.slug }).from(businessTypes)).map((t) => [t.slug, t.id]));
  const storeIds = new Map<string, number>();
  const loadStoreIds = async () => {
    const rows = await db.select({ id: stores.id, slug: stores.slug }).from(stores).where(inArray(stores.slug, DEMO_STORES.map((s) => s.slug)));
    for (const r of rows) storeIds.set(r.slug, r.id);
  };
  // Parents first, then branches (they need the parent's id).
  for (const level of [DEMO_STORES.filter((s) => !s.parent), DEMO_STORES.filter((s) => s.parent)]) {
    if (level.length === 0) continue;
    await db
      .insert(stores)
      .values(
        level.map(({ businessType, parent, empty: _empty, ...fields }) => ({
          ...fields,
          // Many small stores use their e-mail as PIX key.
          pixKey: fields.pixKey ?? fields.email ?? null,
          businessTypeId: typeIds.get(businessType) ?? null,
          parentId: parent ? (storeIds.get(parent) ?? null) : null,
          // The demo stores are live (a store that signs up starts unpublished).
          publishedAt: new Date(),
        })),
      )
      .onConflictDoNothing({ target: stores.slug });
    await loadStoreIds();
  }
  return storeIds;
}

/** The demo stores (not their branches) paid a year of their plan when they were seeded. */
async function seedSubscriptions({ db }: DbHandle, storeIds: Map<string, number>): Promise<void> {
  const planIds = new Map((await db.select({ id: plans.id, slug: plans.slug }).from(plans)).map((p) => [p.slug, p.id]));
  const mains = DEMO_STORES.filter((s) => !s.parent && storeIds.has(s.slug));
  if (mains.length === 0) return;
  await db
    .insert(subscriptions)
    .values(
      mains.map((s) => ({
        storeId: storeIds.get(s.slug)!,
        planId: planIds.get(DEMO_STORE_PLANS[s.slug] ?? 'profissional')!,
        status: 'active' as const,
        billingCycle: 'yearly' as const,
        currentPeriodStart: sql`now()`,
        currentPeriodEnd: sql`now() + interval '1 year'`,
      })),
    )
    .onConflictDoNothing({ target: subscriptions.storeId });
}

async function seedUsers({ db }: DbHandle, storeIds: Map<string, number>): Promise<void> {
  const emailsOf = () =>
    db
      .select({ id: users.id, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, DEMO_USERS.map((u) => u.email.toLowerCase())));
  const missing = new Set(DEMO_USERS.map((u) => u.email.toLowerCase()));
  for (const u of await emailsOf()) missing.delete(u.email);
  if (missing.size > 0) {
    // Every demo account shares the demo password: hash it once.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(
        DEMO_USERS.filter((u) => missing.has(u.email.toLowerCase())).map((u) => ({
          name: u.name,
          email: u.email,
          phone: u.phone,
          passwordHash,
          role: u.role,
          storeId: u.store ? (storeIds.get(u.store) ?? null) : null,
          cep: u.cep,
          address: u.address,
          number: u.number,
          district: u.district,
          city: u.city,
          state: u.state,
          emailVerifiedAt: new Date(),
        })),
      )
      .onConflictDoNothing();
  }
  const userIds = new Map((await emailsOf()).map((u) => [u.email, u.id]));
  const memberships = DEMO_USERS.flatMap((u) => {
    const userId = userIds.get(u.email.toLowerCase());
    const storeId = u.store ? storeIds.get(u.store) : undefined;
    return userId && storeId && isStoreStaff(u.role) ? [{ userId, storeId, role: u.role }] : [];
  });
  if (memberships.length > 0) {
    await db.insert(storeMemberships).values(memberships).onConflictDoNothing({ target: [storeMemberships.userId, storeMemberships.storeId] });
  }
}

/** The demo stores' drivers: each demo account with the role driver is its store's own motorbike driver. */
async function seedDrivers({ db }: DbHandle, storeIds: Map<string, number>): Promise<void> {
  const accounts = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, storeId: users.storeId })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_USERS.filter((u) => u.role === 'driver').map((u) => u.email.toLowerCase())));
  const rows = accounts.flatMap((a) => (a.storeId && [...storeIds.values()].includes(a.storeId) ? [{ storeId: a.storeId, userId: a.id, name: a.name, phone: maskPhone(a.phone ?? ''), email: a.email, kind: 'own' as const, vehicle: 'moto' as const, plate: 'FGH2J34' }] : []));
  if (rows.length > 0) await db.insert(drivers).values(rows).onConflictDoNothing();
}

async function seedCatalogs({ db }: DbHandle, storeIds: Map<string, number>): Promise<void> {
  const catalogs = DEMO_CATALOGS.filter((c) => storeIds.has(c.store));
  if (catalogs.length === 0) return;
  const ids = catalogs.map((c) => storeIds.get(c.store)!);

  const categoryRows = catalogs.flatMap((c) =>
    c.categories.map((cat, i) => ({ storeId: storeIds.get(c.store)!, name: cat.name, sortOrder: i + 1, isActive: cat.isActive ?? true })),
  );
  await db.insert(categories).values(categoryRows).onConflictDoNothing();
  const categoryIds = new Map(
    (await db.select({ id: categories.id, storeId: categories.storeId, name: categories.name }).from(categories).where(inArray(categories.storeId, ids))).map(
      (r) => [`${r.storeId}\u0000${r.name.toLowerCase()}`, r.id],
    ),
  );

  const existing = new Set(
    (await db.select({ storeId: products.storeId, name: products.name }).from(products).where(inArray(products.storeId, ids))).map(
      (r) => `${r.storeId}\u0000${r.name.toLowerCase()}`,
    ),
  );
  const productRows = catalogs.flatMap((c) => {
    const storeId = storeIds.get(c.store)!;
    return c.categories.flatMap((cat) =>
      cat.products
        .map((p, i) => ({ p, i }))
        .filter(({ p }) => !existing.has(`${storeId}\u0000${p.name.toLowerCase()}`))
        .map(({ p, i }) => ({
          storeId,
          categoryId: categoryIds.get(`${storeId}\u0000${cat.name.toLowerCase()}`) ?? null,
          name: p.name,
          description: p.description,
          shortDescription: p.short,
          priceCents: p.price,
          promoPriceCents: p.promo ?? null,
          image: imagePathOf(c.store, p.name),
          galleryUrls: [imagePathOf(c.store, p.name), galleryPathOf(c.store, p.name)],
          businessTypeOptions: p.options,
          isActive: p.isActive ?? true,
          sortOrder: i + 1,
        })),
    );
  });
  if (productRows.length > 0) await db.insert(products).values(productRows);
}

const couponRow = (storeId: number, c: DemoCoupon) => ({
  storeId,
  code: c.code,
  description: c.description,
  type: c.type,
  value: String(c.value),
  minOrderCents: c.minOrderCents ?? 0,
  startsAt: c.startsAt ? new Date(c.startsAt) : null,
  endsAt: c.endsAt ? new Date(c.endsAt) : null,
  usageLimit: c.usageLimit ?? null,
  usedCount: c.usedCount ?? 0,
  perCustomerLimit: c.perCustomerLimit ?? null,
  isActive: c.isActive ?? true,
});

async function seedCoupons({ db }: DbHandle, storeIds: Map<string, number>): Promise<void> {
  const rows = DEMO_STORES.flatMap((s) => {
    const storeId = storeIds.get(s.slug);
    if (!storeId || s.isActive === false || s.empty) return [];
    const list = [...(s.parent ? [] : STANDARD_COUPONS), ...(EXTRA_COUPONS[s.slug] ?? [])];
    return list.map((c) => couponRow(storeId, c));
  });
  if (rows.length > 0) await db.insert(coupons).values(rows).onConflictDoNothing();
}

/** Zones only for stores that have none yet (an owner may have replaced the demo rules). */
async function seedDeliveryZones({ db }: DbHandle, storeIds: Map<string, number>): Promise<void> {
  const wanted = Object.keys(DEMO_DELIVERY_ZONES).flatMap((slug) => (storeIds.has(slug) ? [storeIds.get(slug)!] : []));
  if (wanted.length === 0) return;
  const withZones = new Set((await db.select({ storeId: deliveryZones.storeId }).from(deliveryZones).where(inArray(deliveryZones.storeId, wanted))).map((r) => r.storeId));
  const rows = Object.entries(DEMO_DELIVERY_ZONES).flatMap(([slug, zones]) => {
    const storeId = storeIds.get(slug);
    if (!storeId || withZones.has(storeId)) return [];
    return zones.map((z, i) => ({
      storeId,
      kind: z.kind,
      name: z.name,
      districts: z.kind === 'district' ? z.districts : [],
      city: z.kind === 'district' ? z.city : null,
      state: z.kind === 'district' ? z.state : null,
      upToKm: z.kind === 'distance' ? z.upToKm : null,
      feeCents: z.feeCents,
      minOrderCents: z.minOrderCents ?? null,
      estimatedTime: z.estimatedTime ?? null,
      sortOrder: i + 1,
    }));
  });
  if (rows.length > 0) await db.insert(deliveryZones).values(rows);
}
