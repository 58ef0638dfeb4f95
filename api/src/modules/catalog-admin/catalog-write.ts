import type { Db } from '../../db/client';
import type { OutboxLease } from '../../outbox/outbox-events';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';

/** Who writes, in which store row, and the outbox lease of this node. */
export type CatalogWriter = { db: Db; storeId: number; actor: { id: number; name: string }; lease: OutboxLease };

export type CatalogWriteResult<T> = AnnouncedWrite<T>;

/** Runs a catalog write in one transaction together with the storefront refresh event. */
export async function catalogWrite<T>(writer: CatalogWriter, write: (tx: Db) => Promise<T>): Promise<CatalogWriteResult<T>> {
  return writer.db.transaction(async (tx) => {
    const value = await write(tx);
    return { value, announcements: await announceStoreChange(tx, writer.storeId, writer.lease) };
  });
}
