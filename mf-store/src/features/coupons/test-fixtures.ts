import type { StoreCoupon } from './api/coupons-api';

/** A store's coupon as the API lists it: R$ 5 off from R$ 40, used 3 times. */
export function makeCoupon(overrides: Partial<StoreCoupon> = {}): StoreCoupon {
  return {
    id: 7,
    code: 'FRETE5',
    description: null,
    type: 'fixed',
    value: 5,
    min_order_value: 40,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_customer_limit: null,
    first_order_only: false,
    is_active: true,
    used_count: 3,
    usage: { orders: 3, discount_total: 15, revenue: 180.5 },
    ...overrides,
  };
}
