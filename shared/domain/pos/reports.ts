/**
 * The POS reports (issue 11) for a period of store days: the dashboard's own figures by channel (one rule for both
 * screens), and what only the POS knows — what each payment method took, each operator's sales, each station's
 * register sessions, and the sales made offline whose charged prices differ from the catalog's (the price rule).
 */
import type { DashboardPeriod, DashboardSplit } from '../orders/dashboard';
import type { OrderChannel } from '../orders/order-types';
import type { PosPaymentMethod } from './tenders';

export type PosReport = {
  period: DashboardPeriod;
  /** The dashboard's figures for the period (reais on the wire, as the dashboard answers). */
  revenue: number;
  orders: number;
  by_channel: DashboardSplit<OrderChannel>[];
  /** What the POS registers took in the period, per method (cash net of the change), in centavos. */
  by_payment_method: { method: PosPaymentMethod; payments: number; amount_cents: number }[];
  /** POS sales made in the period by each operator (cancelled ones left out), in centavos. */
  by_operator: { user_id: number | null; name: string; sales: number; total_cents: number }[];
  /** Register sessions opened in the period. */
  by_station: { station_name: string; sessions: number; sales_cents: number; difference_cents: number }[];
  /** Sales made offline whose charged amounts differ from the catalog's when they reached the server. */
  offline_price_differences: { order_id: number; number: number; sold_offline_at: string; total_cents: number; price_difference_cents: number }[];
};
