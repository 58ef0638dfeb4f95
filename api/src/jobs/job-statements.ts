import type { Statement } from '../db/client';

/** NOTIFY channel of the jobs trigger (migration 0018); payload '<schema>'. */
export const JOBS_CHANNEL = 'comanda_jobs';

const RETURNING = 'RETURNING id, kind, payload, attempts, max_attempts AS "maxAttempts", run_at AS "runAt"';

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
 * its node is not retried forever.
 */
export const CLAIM: Statement = {
  name: 'jobs_claim',
  text: `
UPDATE jobs SET locked_by = $1::text, locked_until = $2::timestamptz + $3::int * interval '1 millisecond', attempts = attempts + 1
WHERE id IN (
  SELECT id FROM jobs
  WHERE failed_at IS NULL AND run_at <= $2::timestamptz AND (locked_until IS NULL OR locked_until <= $2::timestamptz)
  ORDER BY run_at, id LIMIT $4::int FOR UPDATE SKIP LOCKED)
${RETURNING}`,
};

/** $1 id, $2 owner. */
export const COMPLETE: Statement = {
  name: 'jobs_complete',
  text: 'DELETE FROM jobs WHERE id = $1::bigint AND locked_by = $2::text',
};

/**
 * $1 id, $2 owner, $3 error, $4 now, $5 retry base ms, $6 retry max ms: released and due again after
 * base × 2^(attempts-1) (at most max), or failed for good once max_attempts is reached.
 */
export const RETRY_OR_FAIL: Statement = {
  name: 'jobs_retry_or_fail',
  text: `
UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $3::text,
  failed_at = CASE WHEN attempts >= max_attempts THEN $4::timestamptz END,
  run_at = $4::timestamptz + least($5::float8 * power(2, greatest(attempts - 1, 0)), $6::float8) * interval '1 millisecond'
WHERE id = $1::bigint AND locked_by = $2::text
RETURNING failed_at IS NOT NULL AS failed`,
};

/** $1 now: ms until the next job is due (0 if one is due now), null if none is pending. */
export const NEXT_DUE: Statement = {
  name: 'jobs_next_due',
  text: `
SELECT greatest(0, extract(epoch FROM min(greatest(run_at, coalesce(locked_until, run_at))) - $1::timestamptz) * 1000)::float8 AS ms
FROM jobs WHERE failed_at IS NULL`,
};
