import { count, eq } from 'drizzle-orm';
import { PUBLISH_MESSAGES, normaliseOpeningHours, onboardingChecklist, publishRefusal, storeOrderTypes, type OnboardingFacts, type OnboardingStep } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { deliveryZones, products, stores, type StoreRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { OutboxLease } from '../../outbox/outbox-events';
import { recordActivity } from '../activity/activity-log';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';
import { NO_STORE_CHANGE } from '../storefront-refresh/store-changes';

export async function onboardingFactsOf(db: Db, store: StoreRow): Promise<OnboardingFacts> {
  const [{ n: productCount } = { n: 0 }] = await db.select({ n: count() }).from(products).where(eq(products.storeId, store.id));
  const [{ n: zoneCount } = { n: 0 }] = await db.select({ n: count() }).from(deliveryZones).where(eq(deliveryZones.storeId, store.id));
  const hours = normaliseOpeningHours(store.openingHours);
  return {
    has_logo: Boolean(store.logo),
    has_hours: hours !== null && Object.values(hours).some((ranges) => ranges.length > 0),
    products: Number(productCount),
    has_pix_key: Boolean(store.pixKey),
    // A store that does not deliver (pickup, dine-in) has nothing to set here.
    has_delivery_area: !storeOrderTypes(store.settings).includes('delivery') || store.deliveryRangeMaxKm !== null || Number(zoneCount) > 0,
    published: store.publishedAt !== null,
  };
}

export type Onboarding = { published_at: string | null; steps: OnboardingStep[]; can_publish: boolean; blocked_by: string | null };

export async function readOnboarding(db: Db, store: StoreRow): Promise<Onboarding> {
  const facts = await onboardingFactsOf(db, store);
  const refusal = publishRefusal(facts);
  return { published_at: store.publishedAt?.toISOString() ?? null, steps: onboardingChecklist(facts), can_publish: refusal === null, blocked_by: refusal };
}

/**
 * Shows the store to the public once the required steps are done (422 naming what is missing otherwise). A store
 * already published stays as it is: publishing again writes nothing and announces nothing.
 */
export async function publishStore(db: Db, store: StoreRow, actor: { id: number; name: string }, lease: OutboxLease, now: Date): Promise<AnnouncedWrite<Onboarding>> {
  if (store.publishedAt !== null) return { value: await readOnboarding(db, store), announcements: NO_STORE_CHANGE };
  const refusal = publishRefusal(await onboardingFactsOf(db, store));
  if (refusal) throw new HttpError(422, refusal, { publish: [refusal] });
  return db.transaction(async (tx) => {
    const [row] = await tx.update(stores).set({ publishedAt: now, updatedAt: now }).where(eq(stores.id, store.id)).returning();
    await recordActivity(tx, { storeId: store.id, actor, entity: 'store', entityId: store.id, action: 'activated', summary: PUBLISH_MESSAGES.published });
    return { value: await readOnboarding(tx, row!), announcements: await announceStoreChange(tx, store.id, lease) };
  });
}
