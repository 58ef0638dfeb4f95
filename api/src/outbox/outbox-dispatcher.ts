import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { EVENT_ID_FIELD } from '@comanda/shared/domain';
import type { DbHandle } from '../db/client';
import { rowFromJson } from '../db/row-from-json';
import { outbox } from '../db/schema';
import type { Broadcaster } from '../realtime/publisher';
import { LeaseKeeper } from '../lib/lease-keeper';
import { WakeLoop } from '../lib/wake-loop';
import { DeliveredRows } from './delivered-rows';
import { queued, type OutboxLease, type QueuedEvent } from './outbox-events';
import { CLAIM, NEXT_DUE, OUTBOX_CHANNEL, RELEASE_DEAD_LEASES, RENEW, RESCHEDULE } from './outbox-statements';

export type OutboxOptions = {
  /**
   * How long a node holds the rows it writes or claims before another node may deliver them. While it delivers
   * them it renews the lease every third of that, so this only bounds how long a dead node's events wait.
   */
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
  leaseMs: 2_000,
  pollMs: 2_000,
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

/**
 * The transactional outbox's delivery side. Why not pg-boss: it cannot run on PGlite (the embedded
 * default), v12 needs Node 22.12 (we run 20), and its jobs are written by its own statements, while our
 * events are written inside the order's transaction by our prepared statements. What it would give us is
 * small here: a claim with FOR UPDATE SKIP LOCKED, a lease in next_attempt_at, LISTEN/NOTIFY for wake-ups
 * and a timer as fallback, retries with exponential backoff.
 *
 * At least once: a row is deleted only after every channel accepted it, so a crash between publishing and
 * deleting publishes it again; each payload carries `event_id` (the row's uuid) for listeners to drop repeats.
 * While its node lives an event is published once: the node renews the lease of the rows it delivers (LeaseKeeper)
 * and publishes one only while that lease surely holds, so no other node can have taken it.
 */
export function createOutbox(deps: OutboxDeps): Outbox {
  return new OutboxDispatcher(deps);
}

class OutboxDispatcher implements Outbox {
  readonly lease: OutboxLease;
  private readonly options: OutboxOptions;
  private readonly processPrefix = `${hostname()}:${process.pid}:`;
  private readonly delivered: DeliveredRows;
  private readonly leases: LeaseKeeper<number>;
  private readonly loop: WakeLoop;

  constructor(private readonly deps: OutboxDeps) {
    this.options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
    this.lease = { owner: `${this.processPrefix}${randomUUID().slice(0, 8)}`, ms: this.options.leaseMs };
    this.leases = new LeaseKeeper<number>({ leaseMs: this.options.leaseMs, renew: (ids) => this.renew(ids), log: deps.log });
    this.delivered = new DeliveredRows(deps.db, this.lease.owner, deps.log, (ids) => this.leases.release(ids));
    this.loop = new WakeLoop({ db: deps.db, channel: OUTBOX_CHANNEL, pollMs: this.options.pollMs, round: () => this.dispatchDue(), log: deps.log });
  }

  async deliver(events: QueuedEvent[]): Promise<void> {
    if (events.length === 0) return;
    for (const event of events) this.leases.hold([event.id], event.leasedAt);
    const failed: number[] = [];
    const lost: number[] = [];
    const oldest = Date.now() - this.options.maxAgeMs;
    // One after the other: a status change is not published before the order it follows.
    for (const event of events) {
      if ((await this.leases.confirm([event.id])).length === 0) {
        // Its lease ran out before this node could renew it (a long transaction, a stall): another node may
        // hold it now, and delivers it if so; this one does not publish it too.
        lost.push(event.id);
      } else if (event.createdAt.getTime() < oldest) {
        this.deps.log.warn({ eventId: event.eventId, event: event.event }, 'outbox event too old to announce: dropped');
        this.delivered.forget([event.id]);
      } else if (await this.publish(event)) {
        // Deleted now, not after the batch: should a later publish of the batch outlast the lease, another node
        // taking the rows over does not announce this one again.
        this.delivered.forget([event.id]);
      } else {
        failed.push(event.id);
      }
    }
    if (lost.length > 0) this.giveUp(lost);
    if (failed.length > 0) await this.retryLater(failed);
  }

  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const leasedAt = performance.now();
      const rows = await this.deps.db.run<{ row: Record<string, unknown> }>(CLAIM, [this.lease.owner, this.options.leaseMs, this.options.batchSize]);
      const events = rows.map(({ row }) => queued(rowFromJson(outbox, row), leasedAt)).sort((a, b) => a.id - b.id);
      await this.deliver(events);
      handled += events.length;
      if (events.length < this.options.batchSize || !this.loop.running) return handled;
    }
  }

  async start(): Promise<void> {
    if (this.deps.db.driver === 'pglite') await this.deps.db.run(RELEASE_DEAD_LEASES, [`${this.processPrefix}%`]);
    await this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await this.delivered.settled();
    this.leases.stop();
  }

  private async publish(event: QueuedEvent): Promise<boolean> {
    const { broadcaster } = this.deps;
    if (broadcaster.mode === 'disabled') return true;
    const payload = { ...event.payload, [EVENT_ID_FIELD]: event.eventId };
    const accepted = await Promise.all(event.channels.map((channel) => broadcaster.toChannel(channel, event.event, payload)));
    return accepted.every(Boolean);
  }

  private async retryLater(ids: number[]): Promise<void> {
    const { db, log } = this.deps;
    log.warn({ count: ids.length }, 'outbox events not accepted by the realtime server: retried later');
    try {
      await db.run(RESCHEDULE, [ids, this.lease.owner, 'broadcast failed', this.options.retryBaseMs, this.options.retryMaxMs]);
    } catch (err) {
      // The rows stay leased: once the lease ends a dispatcher tries them again.
      log.error({ err }, 'failed outbox events not rescheduled');
    } finally {
      this.leases.release(ids);
    }
    // Sets this node's timer to the retry (a failed delivery notifies nobody).
    this.loop.wake();
  }

  private giveUp(ids: number[]): void {
    this.leases.release(ids);
    this.deps.log.warn({ count: ids.length }, 'outbox events whose lease ran out before they were published: left to whoever holds them now');
    // This node may still hold some (nobody took them): its timer finds them due once the lease ends.
    this.loop.wake();
  }

  private async renew(ids: number[]): Promise<number[]> {
    const rows = await this.deps.db.run<{ id: number }>(RENEW, [ids, this.lease.owner, this.options.leaseMs]);
    return rows.map((r) => Number(r.id));
  }

  /** One dispatch: everything due now; resolves with the ms until the next due row (the loop's timer). */
  private async dispatchDue(): Promise<number | null> {
    await this.drain().catch((err: unknown) => this.deps.log.error({ err }, 'outbox dispatch failed'));
    const [due] = await this.deps.db.run<{ ms: number | null }>(NEXT_DUE, []).catch(() => [{ ms: null }]);
    return due?.ms ?? null;
  }
}
