import type { Statement } from '../db/client';

/** NOTIFY channel of the jobs trigger (migration 0018); payload '<schema>'. */
export const JOBS_CHANNEL = 'comanda_jobs';

const RETURNING = 'RETURNING id, kind, payload, attempts, max_attempts AS "maxAttempts", run_at AS "runAt", locked_by AS "claimedBy"';

/**
 * $1 kind, $2 payload, $3 run_at, $4 dedupe key: a pending job with the same key wins (no row). Without a
 * run_at the job is due at once whatever the app's clock says (tests and demos move it): the epoch.
 */
export const ENQUEUE: Statement = {
  name: 'jobs_enqueue',
  text: `
INSERT INTO jobs (kind, payload, run_at, dedupe_key)
VALUES ($1::text, $2::jsonb, coalesce($3::timestamptz, 'epoch'::timestamptz), $4::text)
ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND failed_at IS NULL DO NOTHING
RETURNING id`,
};

/**
 * $1 owner, $2 now (the app's clock), $3 lease ms, $4 batch size: due jobs nobody holds (or whose holder's
 * lease ran out: it died), leased to the caller; the attempt is counted when claimed, so a job that kills
 * its node is not retried forever. Leases run on the database's clock, shared by every node (app clocks may
 * differ: CLOCK_START, tests), and the (owner, attempts) pair is the claim's fencing token: a later claim of
 * the same job, even by the same owner, has another one.
 */
export const CLAIM: Statement = {
  name: 'jobs_claim',
  text: `
UPDATE jobs SET locked_by = $1::text, locked_until = clock_timestamp() + $3::int * interval '1 millisecond', attempts = attempts + 1
WHERE id IN (
  SELECT id FROM jobs
  WHERE failed_at IS NULL AND run_at <= $2::timestamptz AND (locked_until IS NULL OR locked_until <= now())
  ORDER BY run_at, id LIMIT $4::int FOR UPDATE SKIP LOCKED)
${RETURNING}`,
};

/** $1 ids, $2 attempts (each job's claim), $3 owner, $4 lease ms: the ids still held, leased again. */
export const RENEW: Statement = {
  name: 'jobs_renew',
  text: `
UPDATE jobs SET locked_until = clock_timestamp() + $4::int * interval '1 millisecond'
FROM unnest($1::bigint[], $2::int[]) AS claim(id, attempts)
WHERE jobs.id = claim.id AND jobs.attempts = claim.attempts AND jobs.locked_by = $3::text
RETURNING jobs.id`,
};

/** $1 id, $2 owner, $3 attempts: deleted only while the claim holds; the id when it did. */
export const COMPLETE: Statement = {
  name: 'jobs_complete',
  text: 'DELETE FROM jobs WHERE id = $1::bigint AND locked_by = $2::text AND attempts = $3::int RETURNING id',
};

/**
 * $1 id, $2 owner, $3 error, $4 now, $5 retry base ms, $6 retry max ms, $7 attempts: released and due again
 * after base × 2^(attempts-1) (at most max), or failed for good once max_attempts is reached; only while the
 * claim holds (a node that lost it neither reschedules nor fails the job).
 */
export const RETRY_OR_FAIL: Statement = {
  name: 'jobs_retry_or_fail',
  text: `
UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $3::text,
  failed_at = CASE WHEN attempts >= max_attempts THEN $4::timestamptz END,
  run_at = $4::timestamptz + least($5::float8 * power(2, greatest(attempts - 1, 0)), $6::float8) * interval '1 millisecond'
WHERE id = $1::bigint AND locked_by = $2::text AND attempts = $7::int
RETURNING failed_at IS NOT NULL AS failed`,
};

/** $1 now (the app's clock): ms until the next job can be claimed (0 if one can now), null if none is pending. */
export const NEXT_DUE: Statement = {
  name: 'jobs_next_due',
  text: `
SELECT greatest(0, min(greatest(extract(epoch FROM run_at - $1::timestamptz), coalesce(extract(epoch FROM locked_until - now()), 0))) * 1000)::float8 AS ms
FROM jobs WHERE failed_at IS NULL`,
};

/**
 * $1 kind, $2 run_at, $3 dedupe key: a recurring job's run, unless a pending run of its kind is due then or
 * later. A run is deleted once done, but the run after it was enqueued before its work: so a node whose
 * clock is behind (or that starts late) never enqueues a period again that has already run.
 */
export const ENQUEUE_RECURRING: Statement = {
  name: 'jobs_enqueue_recurring',
  text: `
INSERT INTO jobs (kind, payload, run_at, dedupe_key)
SELECT $1::text, '{}'::jsonb, $2::timestamptz, $3::text
WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = $1::text AND failed_at IS NULL AND run_at >= $2::timestamptz)
ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND failed_at IS NULL DO NOTHING
RETURNING id`,
};
