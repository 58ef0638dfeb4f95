import type { OrderAddress } from '../orders/wire';
import type { PaymentMethod } from '../orders/payment';
import type { Weekday } from '../store/types';
import type { LocalDate } from './local-date';
import type { MealFrequency, MealSubscriptionStatus } from './rules';
import type { UpcomingDelivery } from './schedule';

/** A subscription on the wire (money in reais, as orders). */
export type MealSubscription = {
  id: number;
  store: { id: number; name: string; slug: string };
  product: { id: number; name: string; image: string | null };
  /** The chosen options as the server resolved them, and their printed lines ('Tamanho: M (500 g)'). */
  selected_options: Record<string, unknown> | null;
  option_lines: string[];
  quantity: number;
  frequency: MealFrequency;
  weekdays: Weekday[];
  day_of_month: number | null;
  start_date: LocalDate;
  /** The stored status; `effective_status` says whether a dated pause has ended. */
  status: MealSubscriptionStatus;
  effective_status: MealSubscriptionStatus;
  paused_until: LocalDate | null;
  address: OrderAddress;
  payment_method: PaymentMethod;
  notes: string | null;
  /** Today's price of one delivery's items (engine price of the options × quantity), delivery fee apart; null when no longer sold. */
  price_per_delivery: number | null;
  /** The store's advertised monthly plan price (the product's subscription_price), for reference. */
  plan_price: number | null;
  skipped_dates: LocalDate[];
  upcoming: UpcomingDelivery[];
  cancelled_at: string | null;
  created_at: string;
};

/** One subscriber in the store's list. */
export type StoreMealSubscriber = Omit<MealSubscription, 'store'> & { customer: { id: number; name: string; phone: string | null } };

/** One delivery on the production list. */
export type MealProductionDelivery = {
  subscription_id: number;
  customer: { name: string; phone: string | null };
  address: OrderAddress;
  quantity: number;
  option_lines: string[];
  notes: string | null;
  /** The order created for it (once the day's job ran). */
  order: { id: number; number: number } | null;
};

/** What the kitchen makes on `date`: one group per product and options. */
export type MealProductionGroup = { product: { id: number; name: string }; option_lines: string[]; quantity: number; deliveries: MealProductionDelivery[] };

export type MealProductionList = { date: LocalDate; total: number; groups: MealProductionGroup[] };
