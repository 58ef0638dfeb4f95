import type { Statement } from '../db/client';

/** NOTIFY channel of the outbox trigger (migration 0010); payload '<schema>'. */
export const OUTBOX_CHANNEL = 'comanda_outbox';

/**
 * $1 owner, $2 lease ms, $3 batch size: due rows nobody holds (or whose holder stopped renewing its lease: it
 * died), leased to the caller from the statement's own time (clock_timestamp), which its LeaseKeeper counts from.
 */
export const CLAIM: Statement = {
  name: 'outbox_claim',
  text: `
UPDATE outbox SET locked_by = $1::text, next_attempt_at = clock_timestamp() + $2::int * interval '1 millisecond'
WHERE id IN (SELECT id FROM outbox WHERE next_attempt_at <= now() ORDER BY id LIMIT $3::int FOR UPDATE SKIP LOCKED)
RETURNING to_jsonb(outbox) AS row`,
};

/** $1 ids, $2 owner, $3 lease ms: the ids still held by the owner, leased again. */
export const RENEW: Statement = {
  name: 'outbox_renew',
  text: `
UPDATE outbox SET next_attempt_at = clock_timestamp() + $3::int * interval '1 millisecond'
WHERE id = ANY($1::bigint[]) AND locked_by = $2::text
RETURNING id`,
};

/** $1 ids, $2 owner. */
export const DELETE_DELIVERED: Statement = {
  name: 'outbox_delete_delivered',
  text: 'DELETE FROM outbox WHERE id = ANY($1::bigint[]) AND locked_by = $2::text',
};

/** $1 ids, $2 owner, $3 error, $4 retry base ms, $5 retry max ms: released, due again after the backoff. */
export const RESCHEDULE: Statement = {
  name: 'outbox_reschedule',
  text: `
UPDATE outbox SET attempts = attempts + 1, locked_by = NULL, last_error = $3::text,
  next_attempt_at = now() + least($4::float8 * power(2, attempts), $5::float8) * interval '1 millisecond'
WHERE id = ANY($1::bigint[]) AND locked_by = $2::text`,
};

export const NEXT_DUE: Statement = {
  name: 'outbox_next_due',
  text: 'SELECT greatest(0, extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms FROM outbox',
};

/** PGlite: the database belongs to this process, so a lease held by another process ($1: not this one's prefix) is a dead one's. */
export const RELEASE_DEAD_LEASES: Statement = {
  name: 'outbox_release_dead_leases',
  text: 'UPDATE outbox SET next_attempt_at = now(), locked_by = NULL WHERE locked_by IS NOT NULL AND locked_by NOT LIKE $1::text',
};
