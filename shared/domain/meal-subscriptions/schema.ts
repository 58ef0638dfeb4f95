import { array, mixed, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { WEEKDAYS, type Weekday } from '../store/types';
import { daysBetween, isLocalDate, type LocalDate } from './local-date';
import { frequencyTakesDayOfMonth, frequencyTakesWeekdays, MEAL_FREQUENCIES, MEAL_SUBSCRIPTION_LIMITS, MEAL_SUBSCRIPTION_MESSAGES as M, MEAL_SUBSCRIPTION_PAYMENT_METHODS, type MealFrequency } from './rules';

const dateField = (required: string) =>
  string()
    .trim()
    .typeError(M.dateInvalid)
    .required(required)
    .test('date', M.dateInvalid, (v) => !v || isLocalDate(v));

/** `days` from today within [min, max]; invalid dates are left to the date test. */
const within = (today: LocalDate, min: number, max: number) => (v: string | undefined) => !v || !isLocalDate(v) || (daysBetween(today, v) >= min && daysBetween(today, v) <= max);

/** POST /customer/meal-subscriptions, checked against the store's `today` (its calendar day). */
export function mealSubscriptionSchema(today: LocalDate) {
  return object({
    product_id: number().typeError(M.productRequired).required(M.productRequired).integer(M.productRequired).min(1, M.productRequired).max(2_147_483_647, M.productRequired),
    selected_options: mixed<Record<string, unknown>>()
      .nullable()
      .optional()
      .test('object', M.productNotSubscribable, (v) => v === null || v === undefined || (typeof v === 'object' && !Array.isArray(v))),
    quantity: number().typeError(M.quantityInvalid).integer(M.quantityInvalid).min(1, M.quantityInvalid).max(MEAL_SUBSCRIPTION_LIMITS.maxQuantity, M.quantityInvalid).default(1),
    frequency: string<MealFrequency>().required(M.frequencyRequired).oneOf([...MEAL_FREQUENCIES], M.frequencyInvalid),
    weekdays: array(string<Weekday>().required(M.weekdayInvalid).oneOf([...WEEKDAYS], M.weekdayInvalid))
      .typeError(M.weekdaysRequired)
      .default([])
      .when('frequency', {
        is: (f: MealFrequency) => frequencyTakesWeekdays(f),
        then: (s) => s.min(1, M.weekdaysRequired),
        otherwise: (s) => s.transform(() => []),
      }),
    day_of_month: number()
      .typeError(M.dayOfMonthRequired)
      .nullable()
      .default(null)
      .when('frequency', {
        is: (f: MealFrequency) => frequencyTakesDayOfMonth(f),
        then: (s) => s.nonNullable(M.dayOfMonthRequired).required(M.dayOfMonthRequired).integer(M.dayOfMonthRequired).min(1, M.dayOfMonthRequired).max(31, M.dayOfMonthRequired),
        otherwise: (s) => s.transform(() => null),
      }),
    // Absent = from today (the store's calendar): a browser whose clock differs from the server's need not guess.
    start_date: string()
      .trim()
      .default(today)
      .transform((v: string) => (v === '' ? today : v))
      .test('date', M.dateInvalid, (v) => isLocalDate(v))
      .test('past', M.startDatePast, within(today, 0, Infinity))
      .test('far', M.startDateTooFar, within(today, -Infinity, MEAL_SUBSCRIPTION_LIMITS.maxStartDays)),
    address_id: number().typeError(M.addressRequired).required(M.addressRequired).integer(M.addressRequired).min(1, M.addressRequired).max(2_147_483_647, M.addressNotFound),
    payment_method: string().required(M.paymentRequired).oneOf([...MEAL_SUBSCRIPTION_PAYMENT_METHODS], M.paymentInvalid),
    notes: string()
      .trim()
      .max(MEAL_SUBSCRIPTION_LIMITS.maxNotes, M.notesTooLong)
      .nullable()
      .default(null)
      .transform((v: string | null) => (v === '' ? null : v)),
  });
}

export type MealSubscriptionInput = InferType<ReturnType<typeof mealSubscriptionSchema>>;

/** POST …/pause: `until` is the day deliveries come back (after today, within a year); null or absent = until resumed. */
export function pauseMealSubscriptionSchema(today: LocalDate) {
  return object({
    until: string()
      .trim()
      .nullable()
      .default(null)
      .transform((v: string | null) => (v === '' ? null : v))
      .test('date', M.dateInvalid, (v) => v === null || v === undefined || isLocalDate(v))
      .test('past', M.pauseUntilPast, (v) => v === null || v === undefined || within(today, 1, Infinity)(v))
      .test('far', M.pauseUntilTooFar, (v) => v === null || v === undefined || within(today, -Infinity, MEAL_SUBSCRIPTION_LIMITS.maxAheadDays)(v)),
  });
}

/** POST …/skip: a future delivery day (tomorrow on: today's order may already be made). */
export function skipMealDeliverySchema(today: LocalDate) {
  return object({
    date: dateField(M.skipDateRequired)
      .test('past', M.skipPast, within(today, 1, Infinity))
      .test('far', M.skipTooFar, within(today, -Infinity, MEAL_SUBSCRIPTION_LIMITS.maxAheadDays)),
  });
}
