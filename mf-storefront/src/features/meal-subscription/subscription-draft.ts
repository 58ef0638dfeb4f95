import {
  addLocalDays,
  frequencyTakesDayOfMonth,
  frequencyTakesWeekdays,
  MEAL_FREQUENCIES,
  nextDeliveryDates,
  weekdayOfDate,
  type MealFrequency,
  type MealSchedule,
  type Weekday,
} from '@comanda/shared/domain';

/** What the subscribe form holds; `start_date` '' = from the store's today (decided by the server). */
export type SubscriptionDraft = {
  frequency: MealFrequency;
  weekdays: Weekday[];
  day_of_month: string;
  start_date: string;
  address_id: number | '';
  payment_method: string;
  notes: string;
};

export function initialDraft(suggested: string | null, today: string, paymentMethods: readonly string[]): SubscriptionDraft {
  const frequency = (MEAL_FREQUENCIES as string[]).includes(suggested ?? '') ? (suggested as MealFrequency) : 'weekly';
  const tomorrow = addLocalDays(today, 1);
  return {
    frequency,
    weekdays: [weekdayOfDate(tomorrow)],
    day_of_month: tomorrow.slice(8, 10).replace(/^0/, ''),
    start_date: '',
    address_id: '',
    payment_method: paymentMethods.includes('cash') ? 'cash' : (paymentMethods[0] ?? ''),
    notes: '',
  };
}

/** The body POST /customer/meal-subscriptions takes (fields the frequency does not use are left out). */
export function draftBody(draft: SubscriptionDraft, product: { id: number; selection: unknown; quantity: number }) {
  return {
    product_id: product.id,
    selected_options: product.selection,
    quantity: product.quantity,
    frequency: draft.frequency,
    ...(frequencyTakesWeekdays(draft.frequency) ? { weekdays: draft.weekdays } : {}),
    ...(frequencyTakesDayOfMonth(draft.frequency) ? { day_of_month: draft.day_of_month === '' ? null : Number(draft.day_of_month) } : {}),
    ...(draft.start_date ? { start_date: draft.start_date } : {}),
    address_id: draft.address_id === '' ? null : draft.address_id,
    payment_method: draft.payment_method,
    notes: draft.notes.trim() || null,
  };
}

/** The dates the summary previews, from this browser's today (the server's answer is what counts). */
export function previewDates(draft: SubscriptionDraft, today: string): string[] {
  const schedule: MealSchedule = {
    frequency: draft.frequency,
    weekdays: draft.weekdays,
    day_of_month: draft.day_of_month === '' ? null : Number(draft.day_of_month),
    start_date: draft.start_date || today,
    status: 'active',
    paused_until: null,
    skipped_dates: [],
  };
  return nextDeliveryDates(schedule, today, 5);
}
