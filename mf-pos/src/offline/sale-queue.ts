/**
 * The station's outbox of finished sales (issue 11). A sale is written here before anything else happens to it, then
 * sent to POST /stores/{id}/pos/sales in the order it was made, one at a time, always under the Idempotency-Key it
 * got when it was finished: a sale whose answer was lost is sent again with the same key and the server replays it
 * (200) instead of recording it twice.
 *
 *   2xx (201 new, 200 replay)   accepted: leaves the outbox
 *   409 / 422 / other 4xx       refused: kept as 'rejected' with the server's message until the operator retries or
 *                               discards it; the flush goes on with the next sale
 *   network / timeout / 5xx /   kept 'pending' (backoff); the flush stops, the order is kept
 *   401 / 403 / 408 / 429
 *
 * Only one flush runs at a time across every tab of the browser: the Web Locks API where there is one, else a lease
 * row in the database.
 */
import Dexie from 'dexie';
import { randomUuid, type PosSaleInput, type PosSaleView } from '@comanda/shared/domain';
import { posDb, type LocalReceipt, type OutboxError, type OutboxSale, type QueuedSaleBody } from './pos-db';

/** One POST of a queued sale: `body` is the parsed JSON answer. Throws (or status 0) when there was no answer. */
export type SendResult = { ok: boolean; status: number; body: unknown };
export type SendSale = (storeId: number, key: string, body: QueuedSaleBody) => Promise<SendResult>;

export type EnqueueInput = {
  storeId: number;
  body: PosSaleInput;
  stationId?: string | null;
  receipt?: LocalReceipt | null;
  /** The Idempotency-Key; made here when the screen did not make one. */
  key?: string;
};

export type FlushOutcome =
  | { key: string; seq: number; result: 'sent'; status: number; body: unknown }
  | { key: string; seq: number; result: 'rejected'; error: OutboxError };

export type FlushStop = 'network' | 'server' | 'auth' | 'backoff';

export type FlushResult = {
  /** false: another flush (this tab or another) held the queue; this call did nothing. */
  ran: boolean;
  outcomes: FlushOutcome[];
  /** Why the flush ended before the queue was empty (null: nothing left to send). */
  stopped: FlushStop | null;
};

export type FlushOptions = {
  /** Only this store's sales (the others wait for a session of their store). */
  storeId?: number | null;
  /** Ignore the backoff (the operator asked, or the network just came back). */
  force?: boolean;
};

export const QUEUE_MESSAGES = {
  network: 'Sem conexão com o servidor. A venda será enviada quando a conexão voltar.',
  server: 'O servidor não conseguiu registrar a venda agora. Ela será enviada de novo.',
  auth: 'Sua sessão expirou ou não tem acesso ao PDV. Entre de novo para enviar as vendas.',
  rejected: 'O servidor recusou esta venda.',
} as const;

const LOCK_NAME = 'comanda-pos-outbox-flush';
const LEASE_KEY = 'outbox-flush-lease';
/** Longer than one send (its timeout) so a live flusher renews it before it lapses. */
export const LEASE_MS = 60_000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** Wait after the n-th failed attempt: 5 s, 10 s, 20 s … up to 5 min. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** The sale's Idempotency-Key, made once when it is finished. */
export const newSaleKey = (): string => randomUuid();

/** The body in its wire form (dates as ISO strings, no undefined fields). */
export function toQueuedBody(body: PosSaleInput): QueuedSaleBody {
  return JSON.parse(JSON.stringify(body)) as QueuedSaleBody;
}

/** Writes the finished sale to the outbox (durably, before any request) and returns it with its place in line. */
export async function enqueueSale(input: EnqueueInput): Promise<OutboxSale> {
  const row: Omit<OutboxSale, 'seq'> = {
    key: input.key ?? newSaleKey(),
    store_id: input.storeId,
    station_id: input.stationId ?? null,
    created_at: new Date().toISOString(),
    body: toQueuedBody(input.body),
    status: 'pending',
    attempts: 0,
    last_attempt_at: null,
    next_attempt_at: null,
    error: null,
    receipt: input.receipt ?? null,
  };
  const seq = await posDb().outbox.add(row);
  return { ...row, seq };
}

/** Every queued sale (pending, sending and rejected), oldest first; of one store when `storeId` is given. */
export async function listQueuedSales(storeId?: number | null): Promise<OutboxSale[]> {
  const rows = await posDb().outbox.orderBy('seq').toArray();
  return storeId == null ? rows : rows.filter((row) => row.store_id === storeId);
}

/**
 * A sale the server did not take at the screen (no connection) becomes a sale made offline: its body gets the time it
 * was made and the prices it was charged (the stated price rule). The server's request hash leaves those fields out,
 * so if the first attempt was recorded after all, this body is answered with that sale (a replay), never a second one.
 * Only a sale still waiting is changed (never one being sent).
 */
export async function markSoldOffline(key: string, body: PosSaleInput): Promise<boolean> {
  const db = posDb();
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.where('key').equals(key).first();
    if (row?.status !== 'pending') return false;
    await db.outbox.update(row.seq, { body: toQueuedBody(body) });
    return true;
  });
}

/** The operator sends a rejected sale again (same key, same body): it goes back in line at its original place. */
export async function retrySale(key: string): Promise<void> {
  const db = posDb();
  await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.where('key').equals(key).first();
    if (row?.status !== 'rejected') return;
    await db.outbox.update(row.seq, { status: 'pending', next_attempt_at: null, error: null });
  });
}

/** The operator gives up on a rejected sale (after confirming): it is removed from the station for good. */
export async function discardSale(key: string): Promise<boolean> {
  const db = posDb();
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.where('key').equals(key).first();
    if (row?.status !== 'rejected') return false;
    await db.outbox.delete(row.seq);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// One flusher at a time

type Acquired<T> = { acquired: true; value: T } | { acquired: false };

function lockManager(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function' ? navigator.locks : null;
}

/** Holds the lease row while `fn` runs; `renew` pushes its expiry (call it before each send). */
async function withLease<T>(fn: (renew: () => Promise<boolean>) => Promise<T>): Promise<Acquired<T>> {
  const db = posDb();
  const owner = newSaleKey();
  const take = () =>
    db.transaction('rw', db.meta, async () => {
      const lease = await db.meta.get(LEASE_KEY);
      if (lease && lease.owner !== owner && lease.expires_at > Date.now()) return false;
      await db.meta.put({ key: LEASE_KEY, owner, expires_at: Date.now() + LEASE_MS });
      return true;
    });
  if (!(await take())) return { acquired: false };
  try {
    return { acquired: true, value: await fn(take) };
  } finally {
    await db.transaction('rw', db.meta, async () => {
      const lease = await db.meta.get(LEASE_KEY);
      if (lease?.owner === owner) await db.meta.delete(LEASE_KEY);
    });
  }
}

async function withFlushLock<T>(fn: (renew: () => Promise<boolean>) => Promise<T>): Promise<Acquired<T>> {
  const locks = lockManager();
  if (!locks) return withLease(fn);
  return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock): Promise<Acquired<T>> => {
    if (!lock) return { acquired: false };
    return { acquired: true, value: await fn(async () => true) };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Flush

type Verdict = { kind: 'sent'; status: number; body: unknown } | { kind: 'rejected'; error: OutboxError } | { kind: 'retry'; stop: Exclude<FlushStop, 'backoff'>; error: OutboxError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function errorFrom(status: number, body: unknown, fallback: string): OutboxError {
  const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : fallback;
  const errors = isRecord(body) && isRecord(body.errors) ? (body.errors as Record<string, string[]>) : undefined;
  return errors ? { status, message, errors } : { status, message };
}

async function attempt(send: SendSale, sale: OutboxSale): Promise<Verdict> {
  let result: SendResult;
  try {
    result = await send(sale.store_id, sale.key, sale.body);
  } catch {
    return { kind: 'retry', stop: 'network', error: { status: null, message: QUEUE_MESSAGES.network } };
  }
  const { status, body } = result;
  if (status >= 200 && status < 300) return { kind: 'sent', status, body };
  if (!status) return { kind: 'retry', stop: 'network', error: { status: null, message: QUEUE_MESSAGES.network } };
  if (status === 401 || status === 403) return { kind: 'retry', stop: 'auth', error: errorFrom(status, body, QUEUE_MESSAGES.auth) };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'retry', stop: 'server', error: errorFrom(status, body, QUEUE_MESSAGES.server) };
  return { kind: 'rejected', error: errorFrom(status, body, QUEUE_MESSAGES.rejected) };
}

async function nextPending(storeId: number | null | undefined): Promise<OutboxSale | undefined> {
  const db = posDb();
  const inLine = storeId == null ? db.outbox.orderBy('seq') : db.outbox.where('[store_id+seq]').between([storeId, Dexie.minKey], [storeId, Dexie.maxKey]);
  return inLine.filter((row) => row.status === 'pending').first();
}

/** Marks the sale as being sent, unless it changed meanwhile (discarded, already sent by a stale flusher). */
async function claim(seq: number): Promise<OutboxSale | null> {
  const db = posDb();
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(seq);
    if (row?.status !== 'pending') return null;
    const claimed: OutboxSale = { ...row, status: 'sending', attempts: row.attempts + 1, last_attempt_at: new Date().toISOString() };
    await db.outbox.put(claimed);
    return claimed;
  });
}

async function settle(sale: OutboxSale, verdict: Verdict): Promise<void> {
  const db = posDb();
  await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(sale.seq);
    if (!row) return;
    if (verdict.kind === 'sent') await db.outbox.delete(sale.seq);
    else if (verdict.kind === 'rejected') await db.outbox.update(sale.seq, { status: 'rejected', error: verdict.error, next_attempt_at: null });
    else await db.outbox.update(sale.seq, { status: 'pending', error: verdict.error, next_attempt_at: Date.now() + backoffMs(row.attempts) });
  });
}

/**
 * Sends the pending sales in order, one at a time. Returns at once with `ran: false` when another flush (any tab)
 * is already at it.
 */
export async function flushSales(send: SendSale, options: FlushOptions = {}): Promise<FlushResult> {
  const held = await withFlushLock(async (renew) => {
    const db = posDb();
    // Holding the lock, any 'sending' row is a flush that died before its answer: send it again (same key).
    await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
    const outcomes: FlushOutcome[] = [];
    for (;;) {
      const next = await nextPending(options.storeId);
      if (!next) return { ran: true, outcomes, stopped: null };
      if (!options.force && next.next_attempt_at !== null && next.next_attempt_at > Date.now()) return { ran: true, outcomes, stopped: 'backoff' as const };
      if (!(await renew())) return { ran: true, outcomes, stopped: null };
      const sale = await claim(next.seq);
      if (!sale) continue;
      const verdict = await attempt(send, sale);
      await settle(sale, verdict);
      if (verdict.kind === 'sent') outcomes.push({ key: sale.key, seq: sale.seq, result: 'sent', status: verdict.status, body: verdict.body });
      else if (verdict.kind === 'rejected') outcomes.push({ key: sale.key, seq: sale.seq, result: 'rejected', error: verdict.error });
      else return { ran: true, outcomes, stopped: verdict.stop };
    }
  });
  return held.acquired ? held.value : { ran: false, outcomes: [], stopped: null };
}

export type SubmitOutcome =
  /** The API recorded it (201) or had already (200 replay). */
  | { state: 'sent'; key: string; sale: PosSaleView | null; replayed: boolean }
  /** Kept in the outbox: it goes when the network (or the sales queued before it) allow. */
  | { state: 'queued'; key: string }
  /** Refused at once while the operator is still at the screen: not kept (nothing was recorded); fix and finish again. */
  | { state: 'rejected'; key: string; error: OutboxError };

/**
 * Finishing a sale at the screen: queue it, then try to send the queue right away. Behind earlier queued sales it
 * waits for them (the order is kept); a refusal of this very sale comes back to the screen instead of staying queued.
 */
export async function submitSale(send: SendSale, input: EnqueueInput): Promise<SubmitOutcome> {
  const queued = await enqueueSale(input);
  const result = await flushSales(send, { storeId: input.storeId, force: true });
  const outcome = result.outcomes.find((candidate) => candidate.key === queued.key);
  if (outcome?.result === 'sent') {
    const data = isRecord(outcome.body) && isRecord(outcome.body.data) ? (outcome.body.data as PosSaleView) : null;
    return { state: 'sent', key: queued.key, sale: data, replayed: outcome.status === 200 };
  }
  if (outcome?.result === 'rejected') {
    await discardSale(queued.key);
    return { state: 'rejected', key: queued.key, error: outcome.error };
  }
  return { state: 'queued', key: queued.key };
}
