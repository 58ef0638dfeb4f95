import type { DriverState, DriverView } from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';
import type { DriverRow } from '../../db/schema';

/** Start of the store's day (São Paulo) of the instant in parameter `param`, as SQL. */
export const storeDayStart = (param: string) => `(date_trunc('day', ${param}::timestamptz AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo')`;

const FIGURES = `
  SELECT d.id AS driver_id,
    (SELECT t.id FROM delivery_trips t WHERE t.driver_id = d.id AND t.status IN ('assigned', 'accepted', 'picked_up') LIMIT 1) AS trip_id,
    (SELECT count(*)::int FROM orders o WHERE o.driver_id = d.id AND o.delivered_at >= ${storeDayStart('$2')}) AS deliveries_today,
    (SELECT coalesce(sum(c.amount_cents), 0)::int FROM driver_cash c WHERE c.driver_id = d.id AND c.settlement_id IS NULL) AS cash_cents
  FROM drivers d WHERE d.id = ANY($1::int[])`;

type DriverFigures = { driver_id: number; trip_id: number | null; deliveries_today: number; cash_cents: number };

/** The driver's trip in progress, deliveries since the start of the store's day and cash not settled, per driver. */
async function figuresOf(db: Pick<SqlRunner, 'query'>, driverIds: number[], now: Date): Promise<Map<number, DriverFigures>> {
  if (driverIds.length === 0) return new Map();
  const rows = await db.query<DriverFigures>(FIGURES, [driverIds, now.toISOString()]);
  return new Map(rows.map((r) => [r.driver_id, r]));
}

export function driverState(row: Pick<DriverRow, 'onlineSince'>, tripId: number | null): DriverState {
  if (tripId !== null) return 'on_trip';
  return row.onlineSince ? 'idle' : 'offline';
}

export async function driverViews(db: Pick<SqlRunner, 'query'>, rows: DriverRow[], now: Date, inviteUrls: Map<number, string> = new Map()): Promise<DriverView[]> {
  const figures = await figuresOf(db, rows.map((r) => r.id), now);
  return rows.map((row) => {
    const f = figures.get(row.id);
    const tripId = f?.trip_id ?? null;
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      kind: row.kind,
      vehicle: row.vehicle,
      plate: row.plate,
      active: row.isActive,
      has_account: row.userId !== null,
      invite_url: inviteUrls.get(row.id) ?? null,
      state: driverState(row, tripId),
      position: row.latitude !== null && row.longitude !== null && row.positionAt ? { latitude: row.latitude, longitude: row.longitude, at: row.positionAt.toISOString() } : null,
      trip_id: tripId,
      deliveries_today: f?.deliveries_today ?? 0,
      cash_in_hand: (f?.cash_cents ?? 0) / 100,
    };
  });
}
