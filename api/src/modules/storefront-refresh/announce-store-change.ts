import { sql } from 'drizzle-orm';
import { CATALOG_UPDATED_EVENT, storePublicChannel } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { enqueueEventsWith, type OutboxLease } from '../../outbox/outbox-events';
import type { StoreChange, StoreChanges } from './store-changes';

/**
 * In the transaction of any back-office write that a storefront shows (catalog, profile, settings, pause):
 * bumps the store's catalog_version (comanda_catalog_changed, which also NOTIFYs at commit) and queues
 * `catalog.updated` on the store's public channel, on which open storefronts refetch the store and its catalog.
 * The caller finishes the returned change after the commit (`app.storeChanges.committed`): caches of every
 * node dropped, events delivered.
 */
export async function announceStoreChange(tx: Db, storeId: number, lease: OutboxLease): Promise<StoreChange> {
  await tx.execute(sql`SELECT comanda_catalog_changed(${storeId})`);
  const events = await enqueueEventsWith(tx, [{ channels: [storePublicChannel(storeId)], event: CATALOG_UPDATED_EVENT, payload: { store_id: storeId } }], lease);
  return { storeIds: [storeId], events };
}

/** A write's result with what its commit owes (see announceStoreChange). */
export type AnnouncedWrite<T> = { value: T; announcements: StoreChange };

/** A route's answer to an announced write: finishes the change once committed, then answers `{data}`. */
export const answerAfterCommit =
  (storeChanges: Pick<StoreChanges, 'committed'>) =>
  async <T>(result: AnnouncedWrite<T>): Promise<{ data: T }> => {
    await storeChanges.committed(result.announcements);
    return { data: result.value };
  };
