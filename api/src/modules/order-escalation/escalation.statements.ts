import type { Statement } from '../../db/client';

export const ESCALATION_ALERT_JOB = 'order.escalation.alert';
export const ESCALATION_CANCEL_JOB = 'order.escalation.cancel';

const minutesOf = (field: string) => `CASE WHEN s.settings->'escalation'->>'${field}' ~ '^[0-9]{1,4}$' THEN (s.settings->'escalation'->>'${field}')::int END`;

/**
 * In the order's transaction ($1 order id, $2 store id, $3 the order's time): the store's escalation jobs,
 * read from its settings by the same statement (no settings configured: no rows, nothing to do).
 */
export const SCHEDULE_ESCALATION: Statement = {
  name: 'escalation_schedule',
  text: `
INSERT INTO jobs (kind, payload, run_at, dedupe_key)
SELECT j.kind, jsonb_build_object('orderId', $1::int, 'minutes', j.minutes), $3::timestamptz + j.minutes * interval '1 minute', j.kind || ':' || $1::int
FROM stores s
CROSS JOIN LATERAL (VALUES ('${ESCALATION_ALERT_JOB}', ${minutesOf('alert_after_minutes')}), ('${ESCALATION_CANCEL_JOB}', ${minutesOf('auto_cancel_after_minutes')})) AS j(kind, minutes)
WHERE s.id = $2::int AND j.minutes IS NOT NULL
ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND failed_at IS NULL DO NOTHING`,
};
