import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';
import { CLAIM, COMPLETE, JOBS_CHANNEL, NEXT_DUE, RENEW, RETRY_OR_FAIL } from './job-statements';
import { LeaseKeeper } from '../lib/lease-keeper';
import { WakeLoop } from '../lib/wake-loop';
import { jobFailures } from '../observability/metrics';

/** `claimedBy` and `attempts` are the claim: see completeJob (complete-job.ts) to end the job in a transaction of its own work. */
export type ClaimedJob = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number; runAt: Date; claimedBy: string };

/** Does the job's work; throwing means "try again later" (with backoff) until max_attempts. */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export type JobRunnerOptions = {
  /**
   * How long a claimed job is held (database clock) before another node may take it, its holder presumed dead.
   * The holder renews it every third of that while it waits or runs, so a slow handler is never run twice.
   */
  leaseMs: number;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  batchSize: number;
};

export const DEFAULT_JOB_RUNNER_OPTIONS: JobRunnerOptions = { leaseMs: 10_000, pollMs: 5_000, retryBaseMs: 5_000, retryMaxMs: 3_600_000, batchSize: 20 };

export type JobRunnerDeps = {
  db: DbHandle;
  /** The app's clock: a job is due when run_at <= now() (tests move it forward). */
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  options?: Partial<JobRunnerOptions>;
};

/**
 * Runs due jobs on this node. Why not pg-boss or graphile-worker: both need a real PostgreSQL server
 * through `pg` (PGlite, the embedded default, has one connection and no server), pg-boss v12 needs Node 22,
 * and neither lets the job be written by the caller's own transaction on PGlite. What they would give is
 * small: a claim with FOR UPDATE SKIP LOCKED and a lease, retries with backoff, LISTEN/NOTIFY wake-ups.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly options: JobRunnerOptions;
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly loop: WakeLoop;
  private readonly leases: LeaseKeeper<ClaimedJob>;

  constructor(private readonly deps: JobRunnerDeps) {
    this.options = { ...DEFAULT_JOB_RUNNER_OPTIONS, ...deps.options };
    this.leases = new LeaseKeeper<ClaimedJob>({
      leaseMs: this.options.leaseMs,
      renew: (jobs) => this.renew(jobs),
      onLost: (job) => deps.log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost: another node may run it, this one will not end it'),
      log: deps.log,
    });
    this.loop = new WakeLoop({ db: deps.db, channel: JOBS_CHANNEL, pollMs: this.options.pollMs, round: () => this.round(), log: deps.log });
  }

  /** One handler per kind; register before start (a due job of an unknown kind is retried later). */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job handler for ${kind} registered twice`);
    this.handlers.set(kind, handler);
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    this.leases.stop();
  }

  /** Runs every job due by the app's clock and resolves when done (tests call it after moving the clock). */
  runDue(): Promise<void> {
    return this.loop.runNow();
  }

  private async round(): Promise<number | null> {
    const { db, now } = this.deps;
    for (;;) {
      const leasedAt = performance.now();
      const rows = await db.run<ClaimedJob>(CLAIM, [this.owner, now().toISOString(), this.options.leaseMs, this.options.batchSize]);
      // In the claim's order (an UPDATE ... RETURNING has none of its own).
      const claimed = rows.map((job) => ({ ...job, id: Number(job.id) })).sort((x, y) => new Date(x.runAt).getTime() - new Date(y.runAt).getTime() || x.id - y.id);
      // The whole batch is renewed while its first jobs run: a job waiting its turn is not taken by another node.
      this.leases.hold(claimed, leasedAt);
      for (const job of claimed) await this.runHeld(job);
      // Jobs the batch's handlers wrote (a mail after a request) run in this round too.
      if (claimed.length === 0) break;
    }
    const [next] = await db.run<{ ms: number | null }>(NEXT_DUE, [now().toISOString()]);
    return next?.ms ?? null;
  }

  private async runHeld(job: ClaimedJob): Promise<void> {
    try {
      if ((await this.leases.confirm([job])).length === 0) return;
      await this.runOne(job);
    } finally {
      this.leases.release([job]);
    }
  }

  private async renew(jobs: ClaimedJob[]): Promise<ClaimedJob[]> {
    const rows = await this.deps.db.run<{ id: number }>(RENEW, [jobs.map((j) => j.id), jobs.map((j) => j.attempts), this.owner, this.options.leaseMs]);
    const renewed = new Set(rows.map((r) => Number(r.id)));
    return jobs.filter((j) => renewed.has(j.id));
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const { db, log, now } = this.deps;
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      // A no-op when the claim was lost (the job is another node's now) or the handler already ended the job.
      await db.run(COMPLETE, [job.id, this.owner, job.attempts]);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const [row] = await db.run<{ failed: boolean }>(RETRY_OR_FAIL, [
        job.id,
        this.owner,
        message.slice(0, 2000),
        now().toISOString(),
        this.options.retryBaseMs,
        this.options.retryMaxMs,
        job.attempts,
      ]);
      if (!row) {
        log.warn({ err, jobId: job.id, kind: job.kind }, 'job failed after its claim was lost: left to its new holder');
        return;
      }
      jobFailures.inc({ kind: job.kind, final: String(row.failed) });
      if (row.failed) log.error({ err, jobId: job.id, kind: job.kind }, 'job failed for good');
      else log.warn({ err, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed: retried later');
    }
  }
}
