import type { DashboardPeriod, DeliveryStatsPreset } from '@comanda/shared/domain';

/** The chip chosen and the dates of "Personalizado" (kept while another chip is on). */
export type StatsPeriodChoice = { preset: DeliveryStatsPreset; custom: DashboardPeriod };

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** '24/11' or '18/11 a 24/11'. */
export function periodText(period: DashboardPeriod): string {
  return period.from === period.to ? dayMonth(period.from) : `${dayMonth(period.from)} a ${dayMonth(period.to)}`;
}

/** The chart's label of a day: '24/11'. */
export const dayLabel = dayMonth;
