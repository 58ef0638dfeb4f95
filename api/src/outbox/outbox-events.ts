import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db, SqlRunner, Statement } from '../db/client';
import { rowFromJson } from '../db/row-from-json';
import { outbox, type OutboxRow } from '../db/schema';

/** One real-time event to publish: the same payload (and event id) on each channel. */
export type OutboxEvent = { channels: string[]; event: string; payload: Record<string, unknown> };

/**
 * A written event, as the writer delivers it right after its commit. `leasedAt` (performance.now()) is when the
 * statement that leased the row to this node was sent: the lease surely lasts until `leasedAt + lease.ms`.
 */
export type QueuedEvent = { id: number; eventId: string; channels: string[]; event: string; payload: Record<string, unknown>; createdAt: Date; leasedAt: number };

/**
 * The writer's hold on what it writes: nobody else delivers those rows before `ms` have passed (counted from the
 * insert, not from the transaction's start); the writer's outbox renews it while it delivers them.
 */
export type OutboxLease = { owner: string; ms: number };

/** Held from the insert on (not from the transaction's start); a lease of 0 is no hold: due at once, and NOTIFYs (migration 0010). */
const HELD_UNTIL = (ms: string) => `CASE WHEN ${ms} > 0 THEN clock_timestamp() + ${ms} * interval '1 millisecond' ELSE now() END`;

const ENQUEUE: Statement = {
  name: 'outbox_enqueue',
  text: `
INSERT INTO outbox (channels, event, payload, locked_by, next_attempt_at)
SELECT ARRAY(SELECT jsonb_array_elements_text(x.e->'channels')), x.e->>'event', x.e->'payload', $2::text, ${HELD_UNTIL('$3::int')}
FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, n)
ORDER BY x.n
RETURNING to_jsonb(outbox) AS row`,
};

export const queued = (row: OutboxRow, leasedAt: number): QueuedEvent => ({
  id: row.id,
  eventId: row.eventId,
  channels: row.channels,
  event: row.event,
  payload: row.payload,
  createdAt: row.createdAt,
  leasedAt,
});

const byId = (a: QueuedEvent, b: QueuedEvent) => a.id - b.id;

/** Writes the events in the caller's transaction (raw statements), leased to the writer. */
export async function enqueueEvents(tx: Pick<SqlRunner, 'run'>, events: OutboxEvent[], lease: OutboxLease): Promise<QueuedEvent[]> {
  if (events.length === 0) return [];
  const leasedAt = performance.now();
  const rows = await tx.run<{ row: Record<string, unknown> }>(ENQUEUE, [JSON.stringify(events), lease.owner, lease.ms]);
  return rows.map(({ row }) => queued(rowFromJson(outbox, row), leasedAt)).sort(byId);
}

/** The same in a drizzle transaction. */
export async function enqueueEventsWith(tx: Db, events: OutboxEvent[], lease: OutboxLease): Promise<QueuedEvent[]> {
  if (events.length === 0) return [];
  const leasedAt = performance.now();
  const rows = await tx
    .insert(outbox)
    .values(events.map((e) => ({ ...e, lockedBy: lease.owner, nextAttemptAt: sql.raw(HELD_UNTIL(String(Math.trunc(lease.ms)))) })))
    .returning();
  return rows.map((row) => queued(row, leasedAt)).sort(byId);
}
