import { sql } from 'drizzle-orm';
import type { Db, SqlRunner } from '../db/client';
import { ENQUEUE } from './job-statements';

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  /** When to run it (default: at once). Compute it from the app's clock (`app.now()`), which tests control. */
  runAt?: Date;
  /** While a job with this key is pending, enqueueing another one with it does nothing. */
  dedupeKey?: string;
};

/** The job's id, or null when a pending job already has its dedupe key. */
export type EnqueuedJob = { id: number } | null;

const paramsOf = (job: NewJob) => [job.kind, JSON.stringify(job.payload), job.runAt?.toISOString() ?? null, job.dedupeKey ?? null];

/**
 * Writes a job in the caller's transaction: it runs only if that transaction commits, and surely then
 * (even if this process dies right after). `tx` is a raw runner (the order's fixed statements) or drizzle.
 */
export async function enqueueJob(tx: Pick<SqlRunner, 'run'> | Db, job: NewJob): Promise<EnqueuedJob> {
  const [kind, payload, runAt, dedupeKey] = paramsOf(job);
  if ('run' in tx) {
    const [row] = await tx.run<{ id: number }>(ENQUEUE, [kind, payload, runAt, dedupeKey]);
    return row ? { id: Number(row.id) } : null;
  }
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO jobs (kind, payload, run_at, dedupe_key)
    VALUES (${kind}, ${payload}::jsonb, coalesce(${runAt}::timestamptz, 'epoch'::timestamptz), ${dedupeKey})
    ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND failed_at IS NULL DO NOTHING
    RETURNING id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as { id: number }[];
  return rows[0] ? { id: Number(rows[0].id) } : null;
}
