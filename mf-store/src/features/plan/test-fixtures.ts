import type { StoreEntitlements } from '@comanda/shared/domain';

const writable = { included: true, writable: true };

/** An active subscription with every feature and a few limits; override what the test is about. */
export function entitlementsFixture(overrides: Partial<StoreEntitlements> = {}): StoreEntitlements {
  return {
    plan: { id: 2, name: 'Profissional', slug: 'profissional' },
    status: 'active',
    standing: 'ok',
    grace_ends_at: null,
    trial_ends_at: null,
    current_period_end: '2026-12-24T03:00:00.000Z',
    suspension_reason: null,
    limits: { products: 100, branches: 1, employees: 5, orders_per_month: null },
    features: { pos: writable, delivery_management: writable, coupons: writable, reports: writable },
    usage: { products: 10, branches: 0, employees: 2, orders_per_month: 30 },
    ...overrides,
  };
}
