import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';
import { CLAIM, COMPLETE, JOBS_CHANNEL, NEXT_DUE, RETRY_OR_FAIL } from './job-statements';
import { WakeLoop } from '../lib/wake-loop';
import { jobFailures } from '../observability/metrics';

export type ClaimedJob = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number; runAt: Date };

/** Does the job's work; throwing means "try again later" (with backoff) until max_attempts. */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export type JobRunnerOptions = {
  /** How long a node holds a claimed job before another may take it (its holder is presumed dead). */
  leaseMs: number;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  batchSize: number;
};

export const DEFAULT_JOB_RUNNER_OPTIONS: JobRunnerOptions = { leaseMs: 60_000, pollMs: 5_000, retryBaseMs: 5_000, retryMaxMs: 3_600_000, batchSize: 20 };

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

  constructor(private readonly deps: JobRunnerDeps) {
    this.options = { ...DEFAULT_JOB_RUNNER_OPTIONS, ...deps.options };
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

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Runs every job due by the app's clock and resolves when done (tests call it after moving the clock). */
  runDue(): Promise<void> {
    return this.loop.runNow();
  }

  private async round(): Promise<number | null> {
    const { db, now } = this.deps;
    for (;;) {
      const claimed = await db.run<ClaimedJob>(CLAIM, [this.owner, now().toISOString(), this.options.leaseMs, this.options.batchSize]);
      for (const job of claimed) await this.runOne({ ...job, id: Number(job.id) });
      if (claimed.length < this.options.batchSize) break;
    }
    const [next] = await db.run<{ ms: number | null }>(NEXT_DUE, [now().toISOString()]);
    return next?.ms ?? null;
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const { db, log, now } = this.deps;
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await db.run(COMPLETE, [job.id, this.owner]);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const [row] = await db.run<{ failed: boolean }>(RETRY_OR_FAIL, [job.id, this.owner, message.slice(0, 2000), now().toISOString(), this.options.retryBaseMs, this.options.retryMaxMs]);
      jobFailures.inc({ kind: job.kind, final: String(row?.failed === true) });
      if (row?.failed) log.error({ err, jobId: job.id, kind: job.kind }, 'job failed for good');
      else log.warn({ err, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed: retried later');
    }
  }
}
