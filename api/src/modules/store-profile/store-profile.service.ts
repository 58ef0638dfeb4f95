import { asc, eq, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES, type StoreProfile, type StoreProfileInput } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { stores, storeSlugHistory, type StoreRow, type UserRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import type { OutboxLease } from '../../outbox/outbox-events';
import { changedFields, recordActivity } from '../activity/activity-log';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';
import { NO_STORE_CHANGE } from '../storefront-refresh/store-changes';
import { assertSlugFree } from '../stores/store-slugs';
import { isUniqueViolation } from '../../lib/db-errors';

const PROFILE_FIELDS = [
  'name',
  'slug',
  'description',
  'logo',
  'cover',
  'primaryColor',
  'secondaryColor',
  'backgroundColor',
  'textColor',
  'phone',
  'whatsapp',
  'email',
  'cep',
  'address',
  'number',
  'complement',
  'district',
  'city',
  'state',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof StoreProfileInput & keyof StoreRow)[];

function profileOf(store: StoreRow, previousSlugs: string[]): StoreProfile {
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, store[field]])) as StoreProfileInput;
  return { id: store.id, ...profile, previousSlugs };
}

async function previousSlugsOf(db: Db, storeId: number): Promise<string[]> {
  const rows = await db.select({ slug: storeSlugHistory.slug }).from(storeSlugHistory).where(eq(storeSlugHistory.storeId, storeId)).orderBy(asc(storeSlugHistory.changedAt));
  return rows.map((row) => row.slug);
}

export async function readProfile(db: Db, store: StoreRow): Promise<StoreProfile> {
  return profileOf(store, await previousSlugsOf(db, store.id));
}


/**
 * Writes the profile, keeps the old slug leading to the store, logs who changed what, and drops the public
 * caches of the store on every node and tells its open storefronts (announceStoreChange), in this transaction.
 */
export async function updateProfile(db: Db, store: StoreRow, input: StoreProfileInput, actor: UserRow, lease: OutboxLease): Promise<AnnouncedWrite<StoreProfile>> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(stores).where(eq(stores.id, store.id)).for('update');
      if (!before) throw fieldError('slug', PROFILE_MESSAGES.slugTaken);
      const slugChanged = input.slug !== before.slug;
      if (slugChanged) {
        await assertSlugFree(tx, input.slug, store.id);
        // Taking back one of its own former slugs: it is current again.
        await tx.delete(storeSlugHistory).where(eq(storeSlugHistory.slug, input.slug));
        await tx
          .insert(storeSlugHistory)
          .values({ slug: before.slug, storeId: store.id })
          .onConflictDoUpdate({ target: storeSlugHistory.slug, set: { storeId: store.id, changedAt: sql`now()` } });
      }
      const values = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, input[field]])) as Partial<StoreRow>;
      const [after] = await tx.update(stores).set(values).where(eq(stores.id, store.id)).returning();
      const changes = changedFields(before as unknown as Record<string, unknown>, values as Record<string, unknown>, PROFILE_FIELDS);
      if (Object.keys(changes).length > 0) {
        await recordActivity(tx, {
          storeId: store.id,
          actor: { id: actor.id, name: actor.name },
          entity: 'store',
          entityId: store.id,
          action: 'updated',
          summary: slugChanged ? `Endereço da loja alterado de /loja/${before.slug} para /loja/${input.slug}` : 'Perfil da loja alterado',
          changes,
        });
        return { value: profileOf(after!, await previousSlugsOf(tx, store.id)), announcements: await announceStoreChange(tx, store.id, lease) };
      }
      return { value: profileOf(after!, await previousSlugsOf(tx, store.id)), announcements: NO_STORE_CHANGE };
    });
  } catch (err) {
    // Two stores taking the same free slug at once: the unique index decides.
    if (isUniqueViolation(err)) throw fieldError('slug', PROFILE_MESSAGES.slugTaken);
    throw err;
  }
}
