import {
  effectiveStatus,
  MEAL_SUBSCRIPTION_LIMITS,
  mealDeliveryPrice,
  upcomingDeliveries,
  type MealFrequency,
  type MealSchedule,
  type MealSubscription,
  type MealSubscriptionStatus,
  type PaymentMethod,
  type StoreMealSubscriber,
  type Weekday,
} from '@comanda/shared/domain';
import type { MealSubscriptionRow } from '../../db/schema';
import type { LoadedSubscription } from './meal-subscriptions.queries';

export function scheduleOf(row: MealSubscriptionRow, skippedDates: readonly string[]): MealSchedule {
  return {
    frequency: row.frequency as MealFrequency,
    weekdays: row.weekdays as Weekday[],
    day_of_month: row.dayOfMonth,
    start_date: row.startDate,
    status: row.status as MealSubscriptionStatus,
    paused_until: row.pausedUntil,
    skipped_dates: skippedDates,
  };
}

/** Today's engine price of one delivery's items; null when the product is no longer sold as chosen. */
function pricePerDelivery(s: LoadedSubscription): number | null {
  if (!s.product.orderable) return null;
  const { product, options } = s.product.orderable;
  const price = mealDeliveryPrice(product, s.row.selectedOptions, s.row.quantity, options);
  return price.ok ? price.itemsCents / 100 : null;
}

const planPrice = (s: LoadedSubscription): number | null => {
  const options = s.product.orderable?.options as { subscription_price_cents?: number | null } | null | undefined;
  return options?.subscription_price_cents == null ? null : options.subscription_price_cents / 100;
};

export function toMealSubscription(s: LoadedSubscription, today: string): MealSubscription {
  const { row } = s;
  const schedule = scheduleOf(row, s.skippedDates);
  return {
    id: row.id,
    store: { id: s.store.id, name: s.store.name, slug: s.store.slug },
    product: { id: s.product.id, name: s.product.name, image: s.product.image },
    selected_options: row.selectedOptions,
    option_lines: row.optionLines,
    quantity: row.quantity,
    frequency: schedule.frequency,
    weekdays: [...schedule.weekdays],
    day_of_month: row.dayOfMonth,
    start_date: row.startDate,
    status: schedule.status,
    effective_status: effectiveStatus(schedule, today),
    paused_until: row.pausedUntil,
    address: row.address,
    payment_method: row.paymentMethod as PaymentMethod,
    notes: row.notes,
    price_per_delivery: pricePerDelivery(s),
    plan_price: planPrice(s),
    skipped_dates: s.skippedDates,
    upcoming: upcomingDeliveries(schedule, today, MEAL_SUBSCRIPTION_LIMITS.upcoming),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toStoreSubscriber(s: LoadedSubscription, today: string): StoreMealSubscriber {
  const { store: _store, ...rest } = toMealSubscription(s, today);
  return { ...rest, customer: s.customer };
}
