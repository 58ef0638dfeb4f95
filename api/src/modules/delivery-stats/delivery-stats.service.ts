import {
  DEFAULT_TIME_ZONE,
  DELIVERY_STATS_LABELS,
  addDays,
  centsToReais,
  lateShare,
  periodLengthInDays,
  promisedMinutes,
  roundMinutes,
  type DashboardPeriod,
  type DeliveryStats,
  type StageMinutes,
} from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';
import { deliveryStatsRows, storeDeliveryTimes, type DeliveryStatsRows, type StageRow } from './delivery-stats.queries';

function stageOf<P extends string>(row: StageRow<P>, prefix: P): StageMinutes {
  return { avg: roundMinutes(row[`${prefix}_avg`]), median: roundMinutes(row[`${prefix}_median`]), p90: roundMinutes(row[`${prefix}_p90`]) };
}

/** The response from the statements' rows: every day of the period zero-filled, money in reais, minutes to 1 decimal. */
export function assembleDeliveryStats(rows: DeliveryStatsRows, period: DashboardPeriod): DeliveryStats {
  const { totals } = rows;
  const days = new Map(rows.days.map((d) => [d.day, d]));
  return {
    period,
    totals: {
      delivered: totals.delivered,
      late: totals.late,
      late_share: lateShare(totals.late, totals.delivered),
      accepted_to_out: stageOf(totals, 'accepted_to_out'),
      out_to_delivered: stageOf(totals, 'out_to_delivered'),
      placed_to_delivered: stageOf(totals, 'placed_to_delivered'),
    },
    per_day: Array.from({ length: periodLengthInDays(period) }, (_, i) => {
      const date = addDays(period.from, i);
      const day = days.get(date);
      return { date, delivered: day?.delivered ?? 0, late: day?.late ?? 0 };
    }),
    per_driver: rows.drivers.map((r) => ({
      driver_id: r.driver_id,
      name: r.name ?? (r.driver_id === null ? DELIVERY_STATS_LABELS.noDriver : `Entregador #${r.driver_id}`),
      delivered: r.delivered,
      median_out_to_delivered: roundMinutes(r.median_out_to_delivered),
      late_share: lateShare(r.late, r.delivered),
      cash_collected: centsToReais(Number(r.cash_cents)),
    })),
    per_zone: rows.zones.map((r) => ({
      zone: r.zone,
      delivered: r.delivered,
      median_total: roundMinutes(r.median_total),
      late_share: lateShare(r.late, r.delivered),
      fee_total: centsToReais(Number(r.fee_cents)),
    })),
  };
}

/**
 * The delivery statistics of `storeIds` (a store and, for a parent, its branches, as the dashboard sums them) over a
 * period of store days; each store's deliveries are late against its own promised minutes.
 */
export async function loadDeliveryStats(sql: SqlRunner, storeIds: number[], period: DashboardPeriod): Promise<DeliveryStats> {
  const stores = (await storeDeliveryTimes(sql, storeIds)).map((s) => ({ storeId: s.id, minutes: promisedMinutes(s.delivery_time) }));
  return assembleDeliveryStats(await deliveryStatsRows(sql, stores, period, DEFAULT_TIME_ZONE), period);
}
