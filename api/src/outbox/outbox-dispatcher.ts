import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { EVENT_ID_FIELD } from '@comanda/shared/domain';
import type { DbHandle, Statement } from '../db/client';
import { rowFromJson } from '../db/row-from-json';
import { outbox } from '../db/schema';
import type { Broadcaster } from '../realtime/publisher';
import { queued, type OutboxLease, type QueuedEvent } from './outbox-events';

/** NOTIFY channel of the outbox trigger (migration 0010); payload '<schema>'. */
export const OUTBOX_CHANNEL = 'comanda_outbox';

export type OutboxOptions = {
  /** How long a node holds the rows it writes or claims before another node may deliver them. */
  leaseMs: number;
  /** Polling fallback: a dispatcher looks for due rows at least this often (a NOTIFY may be lost). */
  pollMs: number;
  /** Retry after a failed publish: retryBaseMs × 2^attempts, at most retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  batchSize: number;
  /** An event older than this is no longer news (the lists show the order): dropped, not published. */
  maxAgeMs: number;
};

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  leaseMs: 10_000,
  pollMs: 5_000,
  retryBaseMs: 1_000,
  retryMaxMs: 300_000,
  batchSize: 100,
  maxAgeMs: 3_600_000,
};

export type Outbox = {
  /** The lease to write rows with: this node delivers them itself right after the commit. */
  readonly lease: OutboxLease;
  /** Publishes rows this node holds; delivered rows are deleted (batched, soon after), failed ones rescheduled. Never throws. */
  deliver(events: QueuedEvent[]): Promise<void>;
  /** Claims and delivers due rows until none is left; resolves with how many were handled. */
  drain(): Promise<number>;
  /** Starts the dispatcher: LISTEN for new rows, a timer for due ones, a first run now. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type OutboxDeps = {
  db: DbHandle;
  broadcaster: Pick<Broadcaster, 'mode' | 'toChannel'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  options?: Partial<OutboxOptions>;
};

const CLAIM: Statement = {
  name: 'outbox_claim',
  text: `
UPDATE outbox SET locked_by = $1::text, next_attempt_at = now() + $2::int * interval '1 millisecond'
WHERE id IN (SELECT id FROM outbox WHERE next_attempt_at <= now() ORDER BY id LIMIT $3::int FOR UPDATE SKIP LOCKED)
RETURNING to_jsonb(outbox) AS row`,
};

const DELETE_DELIVERED: Statement = {
  name: 'outbox_delete_delivered',
  text: 'DELETE FROM outbox WHERE id = ANY($1::bigint[]) AND locked_by = $2::text',
};

const RESCHEDULE: Statement = {
  name: 'outbox_reschedule',
  text: `
UPDATE outbox SET attempts = attempts + 1, locked_by = NULL, last_error = $3::text,
  next_attempt_at = now() + least($4::float8 * power(2, attempts), $5::float8) * interval '1 millisecond'
WHERE id = ANY($1::bigint[]) AND locked_by = $2::text`,
};

const NEXT_DUE: Statement = {
  name: 'outbox_next_due',
  text: 'SELECT greatest(0, extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms FROM outbox',
};

/** PGlite: the database belongs to this process, so a lease held by another process is a dead one's. */
const RELEASE_DEAD_LEASES: Statement = {
  name: 'outbox_release_dead_leases',
  text: 'UPDATE outbox SET next_attempt_at = now(), locked_by = NULL WHERE locked_by IS NOT NULL AND locked_by NOT LIKE $1::text',
};

/**
 * The transactional outbox's delivery side. Why not pg-boss: it cannot run on PGlite (the embedded
 * default), v12 needs Node 22.12 (we run 20), and its jobs are written by its own statements, while our
 * events are written inside the order's transaction by our prepared statements. What it would give us is
 * small here: a claim with FOR UPDATE SKIP LOCKED, a lease in next_attempt_at, LISTEN/NOTIFY for wake-ups
 * and a timer as fallback, retries with exponential backoff.
 *
 * At least once: a row is deleted only after every channel accepted it, so a crash between publishing and
 * deleting publishes it again; each payload carries `event_id` (the row's uuid) for listeners to drop repeats.
 */
export function createOutbox({ db, broadcaster, log, options: overrides = {} }: OutboxDeps): Outbox {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...overrides };
  const processPrefix = `${hostname()}:${process.pid}:`;
  const lease: OutboxLease = { owner: `${processPrefix}${randomUUID().slice(0, 8)}`, ms: options.leaseMs };

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let unlisten: (() => Promise<void>) | null = null;

  let delivered: number[] = [];
  let flushing: Promise<void> | null = null;

  /**
   * Delivered rows are deleted in batches, after the caller has moved on: under load one DELETE serves many
   * orders. A crash before it only means those events are published again.
   */
  function forget(ids: number[]): void {
    delivered.push(...ids);
    flushing ??= (async () => {
      while (delivered.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        const batch = delivered;
        delivered = [];
        await db.run(DELETE_DELIVERED, [batch, lease.owner]).catch((err: unknown) => log.error({ err }, 'delivered outbox events not deleted'));
      }
      flushing = null;
    })();
  }

  async function publish(event: QueuedEvent): Promise<boolean> {
    if (broadcaster.mode === 'disabled') return true;
    const payload = { ...event.payload, [EVENT_ID_FIELD]: event.eventId };
    const accepted = await Promise.all(event.channels.map((channel) => broadcaster.toChannel(channel, event.event, payload)));
    return accepted.every(Boolean);
  }

  async function deliver(events: QueuedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const done: number[] = [];
    const failed: number[] = [];
    const oldest = Date.now() - options.maxAgeMs;
    // One after the other: a status change is not published before the order it follows.
    for (const event of events) {
      if (event.createdAt.getTime() < oldest) {
        log.warn({ eventId: event.eventId, event: event.event }, 'outbox event too old to announce: dropped');
        done.push(event.id);
      } else {
        ((await publish(event)) ? done : failed).push(event.id);
      }
    }
    if (done.length > 0) forget(done);
    if (failed.length === 0) return;
    log.warn({ count: failed.length }, 'outbox events not accepted by the realtime server: retried later');
    try {
      await db.run(RESCHEDULE, [failed, lease.owner, 'broadcast failed', options.retryBaseMs, options.retryMaxMs]);
    } catch (err) {
      // The rows stay leased: once the lease ends a dispatcher tries them again.
      log.error({ err }, 'failed outbox events not rescheduled');
    }
    // Sets this node's timer to the retry (a failed delivery notifies nobody).
    wake();
  }

  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await db.run<{ row: Record<string, unknown> }>(CLAIM, [lease.owner, options.leaseMs, options.batchSize]);
      const events = rows.map(({ row }) => queued(rowFromJson(outbox, row))).sort((a, b) => a.id - b.id);
      await deliver(events);
      handled += events.length;
      if (events.length < options.batchSize || stopped) return handled;
    }
  }

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      wake();
    }, ms);
    timer.unref();
  };

  async function run(): Promise<void> {
    do {
      again = false;
      await drain().catch((err: unknown) => log.error({ err }, 'outbox dispatch failed'));
    } while (again && !stopped);
    const [due] = await db.run<{ ms: number | null }>(NEXT_DUE, []).catch(() => [{ ms: null }]);
    const wait = due?.ms == null ? options.pollMs : Math.min(options.pollMs, Math.max(Math.ceil(due.ms), 20));
    schedule(again ? 0 : wait);
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  }

  return {
    lease,
    deliver,
    drain,
    async start() {
      stopped = false;
      if (db.driver === 'pglite') await db.run(RELEASE_DEAD_LEASES, [`${processPrefix}%`]);
      try {
        const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
        const schema = row?.schema ?? 'public';
        unlisten = await db.listen(OUTBOX_CHANNEL, (payload) => {
          if (payload === schema) wake();
        });
      } catch (err) {
        log.warn({ err }, `outbox notifications unavailable: due events are looked for every ${options.pollMs} ms`);
      }
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await unlisten?.();
      unlisten = null;
      await running;
      await flushing;
    },
  };
}
