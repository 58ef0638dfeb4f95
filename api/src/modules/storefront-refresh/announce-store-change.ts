import { sql } from 'drizzle-orm';
import { CATALOG_UPDATED_EVENT, storePublicChannel } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { enqueueEventsWith, type OutboxLease, type QueuedEvent } from '../../outbox/outbox-events';

/**
 * In the transaction of any back-office write that a storefront shows (catalog, profile, settings, pause):
 * drops the store's public caches (catalog, store data, server-rendered page) on every node —
 * comanda_catalog_changed bumps catalog_version and NOTIFYs at commit — and queues `catalog.updated` on the
 * store's public channel, on which open storefronts refetch the store and its catalog.
 * The caller delivers the returned events after the commit (`app.outbox.deliver`).
 */
export async function announceStoreChange(tx: Db, storeId: number, lease: OutboxLease): Promise<QueuedEvent[]> {
  await tx.execute(sql`SELECT comanda_catalog_changed(${storeId})`);
  return enqueueEventsWith(tx, [{ channels: [storePublicChannel(storeId)], event: CATALOG_UPDATED_EVENT, payload: { store_id: storeId } }], lease);
}

/** A write's result with the events to deliver once it is committed. */
export type AnnouncedWrite<T> = { value: T; announcements: QueuedEvent[] };

/** A route's answer to an announced write: delivers its events once committed, then answers `{data}`. */
export const answerAfterDelivery =
  (outbox: { deliver(events: QueuedEvent[]): Promise<unknown> }) =>
  async <T>(result: AnnouncedWrite<T>): Promise<{ data: T }> => {
    await outbox.deliver(result.announcements);
    return { data: result.value };
  };
