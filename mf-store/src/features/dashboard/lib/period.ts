import { presetPeriod, storeDate, type DashboardPeriod, type DashboardPreset } from '@comanda/shared/domain';

export type PeriodChoice = { preset: DashboardPreset; custom: DashboardPeriod };

/** The period asked of the API: a preset counted from the store's today, or the custom dates. */
export function periodOf(choice: PeriodChoice, now: Date = new Date()): DashboardPeriod {
  return choice.preset === 'custom' ? choice.custom : presetPeriod(choice.preset, storeDate(now));
}

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** '24/11' or '18/11 a 24/11'. */
export function periodLabel(period: DashboardPeriod): string {
  return period.from === period.to ? dayMonth(period.from) : `${dayMonth(period.from)} a ${dayMonth(period.to)}`;
}
