import type { Statement } from '../../db/client';

export const PIX_CHARGE_CREATE_JOB = 'pix.charge.create';
export const PIX_CHARGE_EXPIRE_JOB = 'pix.charge.expire';

/**
 * In the order's transaction ($1 order id, $2 store id, $3 txid, $4 amount, $5 the order's time): when the store has
 * an "API Pix" provider, the charge row (status creating), the order without the static code and with its expiry, the
 * job that creates the cob at the PSP (at once, after the commit: a crash before it ran leaves the job) and the job
 * that cancels the order unpaid at the expiry. No provider: no rows, the static code stays.
 */
export const SCHEDULE_PIX_CHARGE: Statement = {
  name: 'pix_charge_schedule',
  text: `
WITH p AS (SELECT expiry_minutes FROM store_pix_providers WHERE store_id = $2::int),
c AS (
  INSERT INTO pix_charges (order_id, store_id, txid, amount_cents, expires_at, created_at, updated_at)
  SELECT $1::int, $2::int, $3::text, $4::int, $5::timestamptz + p.expiry_minutes * interval '1 minute', $5::timestamptz, $5::timestamptz FROM p
  RETURNING expires_at
), o AS (
  UPDATE orders SET pix_code = NULL, pix_expires_at = c.expires_at FROM c WHERE orders.id = $1::int RETURNING orders.id
), j AS (
  INSERT INTO jobs (kind, payload, run_at, dedupe_key)
  SELECT '${PIX_CHARGE_CREATE_JOB}', jsonb_build_object('orderId', $1::int), 'epoch'::timestamptz, '${PIX_CHARGE_CREATE_JOB}:' || $1::int FROM c
  UNION ALL
  SELECT '${PIX_CHARGE_EXPIRE_JOB}', jsonb_build_object('orderId', $1::int), c.expires_at, '${PIX_CHARGE_EXPIRE_JOB}:' || $1::int FROM c
  ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND failed_at IS NULL DO NOTHING
)
SELECT c.expires_at AS "expiresAt", (SELECT count(*) FROM o)::int AS updated FROM c`,
};
