import { sql } from 'drizzle-orm';
import type { Db, SqlRunner } from '../db/client';
import type { ClaimedJob } from './job-runner';
import { COMPLETE } from './job-statements';

export class JobClaimLostError extends Error {
  constructor(job: Pick<ClaimedJob, 'id' | 'kind'>) {
    super(`job ${job.id} (${job.kind}) is no longer held by this node`);
  }
}

/**
 * Ends a job in the transaction of its own work, for a handler whose work is all in the database: the work
 * commits only if this node still holds the job's claim (else this throws and the transaction rolls back),
 * and a job whose work committed is gone, so no node runs it again. Exactly once, even across crashes.
 */
export async function completeJob(tx: Pick<SqlRunner, 'run'> | Db, job: Pick<ClaimedJob, 'id' | 'kind' | 'attempts' | 'claimedBy'>): Promise<void> {
  let deleted: number;
  if ('run' in tx) {
    deleted = (await tx.run(COMPLETE, [job.id, job.claimedBy, job.attempts])).length;
  } else {
    const result = await tx.execute(sql`DELETE FROM jobs WHERE id = ${job.id} AND locked_by = ${job.claimedBy} AND attempts = ${job.attempts} RETURNING id`);
    deleted = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
  }
  if (deleted === 0) throw new JobClaimLostError(job);
}
