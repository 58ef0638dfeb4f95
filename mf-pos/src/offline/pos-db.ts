/**
 * The POS station's own database (IndexedDB through Dexie): what it needs to keep selling while the network is down
 * (issue 11). One database per browser profile, shared by every tab of the POS:
 *   catalog   the store's catalog snapshot the sale screen sells from (one per store)
 *   register  this station's open register session as last read from the API (one per store + station)
 *   outbox    the finished sales not yet accepted by the API, in the order they were made (`seq`)
 *   meta      small records (the flush lease where the Web Locks API is missing)
 */
import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { PosCatalog, PosSaleInput, PosSaleView, RegisterSessionView, Tender } from '@comanda/shared/domain';

export const POS_DB_NAME = 'comanda-pos';

export type CatalogRow = PosCatalog & { store_id: number };

export type RegisterRow = {
  store_id: number;
  station_id: string;
  /** The open session (null: the API said none is open). */
  register: RegisterSessionView | null;
  saved_at: string;
};

/**
 * The POS sale body as it travels (JSON: `sold_offline_at` as an ISO string), frozen when the sale is queued so every
 * attempt sends the very same bytes under its key.
 */
export type QueuedSaleBody = Omit<PosSaleInput, 'sold_offline_at'> & { sold_offline_at?: string | null };

export type OutboxStatus = 'pending' | 'sending' | 'rejected';

/** The server's refusal of a queued sale (422 / 409 ...): kept until the operator retries or discards the sale. */
export type OutboxError = { status: number | null; message: string; errors?: Record<string, string[]> };

/** What the sale screen showed and printed when the sale was finished, before the server numbered it. */
export type LocalReceipt = Pick<
  PosSaleView,
  'order_type' | 'table' | 'customer' | 'items' | 'subtotal_cents' | 'discount_cents' | 'delivery_fee_cents' | 'service_charge_cents' | 'total_cents' | 'paid_cents' | 'change_cents'
> & { tenders: Tender[]; operator_name: string | null };

export type OutboxSale = {
  /** Position in the queue: IndexedDB's key generator, never reused and always increasing. */
  seq: number;
  /** The Idempotency-Key (a UUID made when the sale was finished): the same on every attempt. */
  key: string;
  store_id: number;
  station_id: string | null;
  created_at: string;
  /** Exactly what is POSTed, never changed after it was queued (the server compares bodies under one key). */
  body: QueuedSaleBody;
  status: OutboxStatus;
  attempts: number;
  last_attempt_at: string | null;
  /** Epoch ms before which the flusher does not try this sale again (backoff after a failure). */
  next_attempt_at: number | null;
  /** Why the last attempt failed: the server's message for a rejected sale, the network error otherwise. */
  error: OutboxError | null;
  receipt: LocalReceipt | null;
};

export type MetaRow = { key: string; owner: string; expires_at: number };

export type PosDb = Dexie & {
  catalog: EntityTable<CatalogRow, 'store_id'>;
  register: Dexie.Table<RegisterRow, [number, string]>;
  outbox: EntityTable<OutboxSale, 'seq'>;
  meta: EntityTable<MetaRow, 'key'>;
};

/** Opens (lazily) the POS database; `options` lets tests pass their own IndexedDB. */
export function openPosDb(name: string = POS_DB_NAME, options?: DexieOptions): PosDb {
  const db = new Dexie(name, options) as PosDb;
  db.version(1).stores({
    catalog: 'store_id',
    register: '[store_id+station_id]',
    outbox: '++seq, &key, status, [store_id+seq]',
    meta: 'key',
  });
  return db;
}

let instance: PosDb | null = null;

/** The station's database (one instance per page). */
export function posDb(): PosDb {
  instance ??= openPosDb();
  return instance;
}

/** Tests: drop every table's content by deleting the database; the next posDb() opens a fresh one. */
export async function resetPosDb(): Promise<void> {
  const db = instance ?? openPosDb();
  instance = null;
  await db.delete();
}
