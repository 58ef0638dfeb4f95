import { ORDERS_PER_MONTH_MESSAGES, ordersMonthStart, ordersPerMonthCeiling, ordersPerMonthRefusal } from './orders-per-month';
import { entitlementsOf, limitRefusal } from './subscriptions';

describe('orders per month', () => {
  it('accepts up to the limit plus 10% rounded up, then refuses in the customer’s words', () => {
    expect(ordersPerMonthCeiling(1500)).toBe(1650);
    expect(ordersPerMonthCeiling(30)).toBe(33); // 30 × 10% is 3, not 3.0000000000000004 rounded up to 4
    expect(ordersPerMonthCeiling(11)).toBe(13);
    expect(ordersPerMonthCeiling(1)).toBe(2);
    expect(ordersPerMonthCeiling(0)).toBe(0);
    expect(ordersPerMonthRefusal(1500, 1500)).toBeNull();
    expect(ordersPerMonthRefusal(1500, 1649)).toBeNull();
    expect(ordersPerMonthRefusal(1500, 1650)).toBe('Esta loja atingiu o limite de pedidos do plano neste mês.');
    expect(ordersPerMonthRefusal(1500, 1700)).toBe(ORDERS_PER_MONTH_MESSAGES.refused);
    expect(ordersPerMonthRefusal(0, 0)).toBe(ORDERS_PER_MONTH_MESSAGES.refused);
  });

  it('an unlimited plan never refuses', () => {
    expect(ordersPerMonthRefusal(null, 10_000_000)).toBeNull();
  });

  it('the month starts at midnight of the 1st in São Paulo, not in UTC', () => {
    expect(ordersMonthStart(new Date('2026-12-01T02:59:00Z'))).toBe('2026-11-01'); // 23:59 of 30/11 in São Paulo
    expect(ordersMonthStart(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
    expect(ordersMonthStart(new Date('2027-01-01T01:00:00Z'))).toBe('2026-12-01');
    expect(ordersMonthStart(new Date('2026-11-15T12:00:00Z'), 'UTC')).toBe('2026-11-01');
  });

  it('limitRefusal follows the same rule for orders, also for a lapsed store', () => {
    const plan = { id: 1, name: 'Essencial', slug: 'essencial', limits: { products: null, branches: null, employees: null, orders_per_month: 100 }, features: [] };
    const now = new Date('2026-11-24T12:00:00Z');
    const ok = entitlementsOf(plan, { status: 'active', trial_ends_at: null, current_period_end: '2026-12-24T00:00:00Z' }, now);
    const locked = entitlementsOf(plan, { status: 'past_due', trial_ends_at: null, current_period_end: '2026-10-01T00:00:00Z' }, now);
    expect(limitRefusal(ok, 'orders_per_month', 109)).toBeNull();
    expect(limitRefusal(ok, 'orders_per_month', 110)).toBe(ORDERS_PER_MONTH_MESSAGES.refused);
    expect(limitRefusal(locked, 'orders_per_month', 50)).toBeNull();
    expect(limitRefusal(locked, 'orders_per_month', 110)).toBe(ORDERS_PER_MONTH_MESSAGES.refused);
  });
});
