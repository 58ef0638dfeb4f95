/** The platform admin's dashboard (/admin/dashboard). */
import type { Standing, SubscriptionStatus } from './subscriptions';

/** A store is at churn risk when it is live and has taken no order for this many days. */
export const CHURN_RISK_DAYS = 7;
export const PLATFORM_DASHBOARD_DAYS = 30;
/** The newest stores the dashboard lists, to follow their onboarding. */
export const NEWEST_STORES_SHOWN = 8;

export type PlatformDashboard = {
  stores: { total: number; unpublished: number; by_status: Record<'trialing' | 'active' | 'past_due' | 'cancelled' | 'suspended', number>; by_standing: Record<Standing, number> };
  /** The last PLATFORM_DASHBOARD_DAYS days, oldest first (São Paulo days). */
  per_day: { date: string; orders: number; gmv: number; new_stores: number; cancellations: number }[];
  totals: { orders: number; gmv: number; new_stores: number; cancellations: number };
  churn_risk: { id: number; name: string; slug: string; last_order_at: string | null; plan: string | null }[];
  /** The NEWEST_STORES_SHOWN main stores created last, newest first: is each one published, on which plan, selling? */
  newest_stores: { id: number; name: string; business_type: string | null; city: string | null; created_at: string; published: boolean; plan: string | null; status: SubscriptionStatus | null; orders: number }[];
};
