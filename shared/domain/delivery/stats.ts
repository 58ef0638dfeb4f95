import { string } from 'yup';
import { dashboardQuerySchema, presetPeriod, resolveDashboardPeriod, type DashboardPeriod } from '../orders/dashboard';
import '../validation/yup-locale';

/**
 * Delivery statistics of a store (issue 12, /store/delivery/stats). Route:
 *   GET /api/stores/{id}/delivery/stats?period=today|7d|30d|custom&from=&to=&branch_id=   { data: DeliveryStats } (store.manage)
 *
 * Only delivery orders the store delivered (status 'completed') count, in the period of their delivery (store days,
 * America/Sao_Paulo). The stages come from the order's status history: accepted = 'confirmed', out = 'delivering',
 * delivered = 'completed' (or the driver app's delivered_at). Late = placed → delivered longer than the store's
 * promised minutes (promisedMinutes of its delivery time text, as the monitor's isLate).
 */

export const DELIVERY_STATS_PRESETS = ['today', '7d', '30d', 'custom'] as const;
export type DeliveryStatsPreset = (typeof DELIVERY_STATS_PRESETS)[number];

export const DELIVERY_STATS_PRESET_LABELS: Record<DeliveryStatsPreset, string> = {
  today: 'Hoje',
  '7d': '7 dias',
  '30d': '30 dias',
  custom: 'Personalizado',
};

/** Without `period` (and without dates): the last 7 days. */
export const DELIVERY_STATS_DEFAULT_PRESET: DeliveryStatsPreset = '7d';

export const DELIVERY_STATS_MESSAGES = {
  periodInvalid: 'Período inválido. Use hoje (today), 7d, 30d ou custom.',
  customDatesRequired: 'Informe a data inicial do período personalizado.',
} as const;

/** The screen's labels (KPI cards, charts, tables). */
export const DELIVERY_STATS_LABELS = {
  title: 'Estatísticas de entrega',
  delivered: 'Entregas',
  acceptedToOut: 'Aceito → saiu',
  outToDelivered: 'Saiu → entregue',
  placedToDelivered: 'Pedido → entregue',
  late: 'Atrasados',
  lateShare: '% atrasados',
  perDay: 'Entregas e atrasos por dia',
  perDriver: 'Por entregador',
  perZone: 'Por zona',
  timePerDriver: 'Tempo de rota por entregador',
  driver: 'Entregador',
  zone: 'Zona',
  median: 'Mediana',
  average: 'Média',
  p90: '90% até',
  cashCollected: 'Dinheiro recebido',
  feeTotal: 'Taxas de entrega',
  noDriver: 'Sem entregador',
  noZone: 'Sem zona',
  empty: 'Nenhuma entrega no período',
} as const;

/** GET /api/stores/{id}/delivery/stats: the dashboard's dates (same checks) plus the preset. */
export const deliveryStatsQuerySchema = dashboardQuerySchema.shape({
  period: string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .optional()
    .oneOf([...DELIVERY_STATS_PRESETS], DELIVERY_STATS_MESSAGES.periodInvalid)
    .test('custom-dates', DELIVERY_STATS_MESSAGES.customDatesRequired, function (value) {
      if (value !== 'custom' || this.parent.from || this.parent.to) return true;
      return this.createError({ path: 'from', message: DELIVERY_STATS_MESSAGES.customDatesRequired });
    }),
});

export type DeliveryStatsQuery = { period?: string; from?: string; to?: string };

/**
 * The period asked for, `today` being the store's calendar day: a preset counted back from today; 'custom' (or
 * dates without a preset) the dates, a missing bound taking the other one as the dashboard does.
 */
export function resolveDeliveryStatsPeriod(query: DeliveryStatsQuery, today: string): DashboardPeriod {
  const preset = (query.period || (query.from || query.to ? 'custom' : DELIVERY_STATS_DEFAULT_PRESET)) as DeliveryStatsPreset;
  return preset === 'custom' ? resolveDashboardPeriod(query, today) : presetPeriod(preset, today);
}

/** Minutes of one stage over the period's deliveries (null when no delivery has both ends of it). */
export type StageMinutes = { avg: number | null; median: number | null; p90: number | null };

export type DeliveryStatsTotals = {
  delivered: number;
  late: number;
  /** late ÷ delivered, 0…1 (3 decimals); null without deliveries. */
  late_share: number | null;
  accepted_to_out: StageMinutes;
  out_to_delivered: StageMinutes;
  placed_to_delivered: StageMinutes;
};

export type DeliveryStatsDay = { date: string; delivered: number; late: number };

export type DeliveryStatsDriver = {
  /** null: delivered without a driver of the app (the store's own hand-off). */
  driver_id: number | null;
  name: string;
  delivered: number;
  median_out_to_delivered: number | null;
  late_share: number | null;
  /** Cash the driver received at the door for these deliveries, reais. */
  cash_collected: number;
};

export type DeliveryStatsZone = {
  /** The zone the checkout charged (orders.delivery_zone); null: none recorded. */
  zone: string | null;
  delivered: number;
  median_total: number | null;
  late_share: number | null;
  /** Delivery fees charged, reais. */
  fee_total: number;
};

export type DeliveryStats = {
  period: DashboardPeriod;
  totals: DeliveryStatsTotals;
  /** Every day of the period, zero-filled. */
  per_day: DeliveryStatsDay[];
  /** Most deliveries first. */
  per_driver: DeliveryStatsDriver[];
  per_zone: DeliveryStatsZone[];
};

/** Minutes as sent on the wire: one decimal; null stays null. */
export function roundMinutes(minutes: number | string | null | undefined): number | null {
  if (minutes === null || minutes === undefined) return null;
  const value = Number(minutes);
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : null;
}

/** late ÷ delivered, 3 decimals; null without deliveries. */
export function lateShare(late: number, delivered: number): number | null {
  return delivered > 0 ? Math.round((late / delivered) * 1000) / 1000 : null;
}

/** '—', '12 min', '27,5 min', '1 h 05 min'. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${String(Math.round(minutes * 10) / 10).replace('.', ',')} min`;
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}

/** 0.333 → '33,3%'; null → '—'. */
export function formatShare(share: number | null): string {
  if (share === null) return '—';
  return `${String(Math.round(share * 1000) / 10).replace('.', ',')}%`;
}
