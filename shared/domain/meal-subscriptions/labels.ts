import { WEEKDAY_LABELS } from '../store/opening-hours';
import { WEEKDAYS, type Weekday } from '../store/types';
import { formatDeliveryDate, type LocalDate } from './local-date';
import { MEAL_FREQUENCY_LABELS, type MealFrequency, type MealSubscriptionStatus } from './rules';

/** 'Semanal: sexta-feira', 'Quinzenal: segunda-feira e quinta-feira', 'Mensal: dia 5', 'Dias úteis'. */
export function describeMealSchedule(s: { frequency: MealFrequency; weekdays: readonly Weekday[]; day_of_month: number | null }): string {
  const label = MEAL_FREQUENCY_LABELS[s.frequency];
  if (s.frequency === 'weekly' || s.frequency === 'bi_weekly') {
    const days = WEEKDAYS.filter((d) => s.weekdays.includes(d)).map((d) => WEEKDAY_LABELS[d].toLowerCase());
    const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} e ${days[days.length - 1]}` : (days[0] ?? '');
    return `${label}: ${list}`;
  }
  if (s.frequency === 'monthly') return `${label}: dia ${s.day_of_month ?? '—'}`;
  return label;
}

/** 'Ativa', 'Pausada até sex, 18/12', 'Pausada', 'Cancelada' (a dated pause names the day deliveries come back). */
export function mealStatusText(status: MealSubscriptionStatus, pausedUntil: LocalDate | null): string {
  if (status === 'paused') return pausedUntil ? `Pausada — volta em ${formatDeliveryDate(pausedUntil)}` : 'Pausada';
  return status === 'active' ? 'Ativa' : 'Cancelada';
}
