/** @jest-environment node */
import { cartCouponFromRecord, COUPON_NOT_FOUND_MESSAGE, couponDiscountCents, couponInstant, validateCoupon, type CouponRecord } from './coupon';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('couponDiscountCents', () => {
  it.each([
    ['10% of R$ 153,70', { type: 'percentage', value: 10 }, 15370, 1537],
    ['15% of R$ 33,33 = 4,9995 → 5,00', { type: 'percentage', value: 15 }, 3333, 500],
    ['12,5% of R$ 10,01 = 1,25125 → 1,25', { type: 'percentage', value: 12.5 }, 1001, 125],
    ['5% of R$ 0,10 = 0,005 → 0,01 (half up)', { type: 'percentage', value: 5 }, 10, 1],
    ['150% is capped at the subtotal', { type: 'percentage', value: 150 }, 2000, 2000],
    ['fixed R$ 10,00', { type: 'fixed', value: 1000 }, 5000, 1000],
    ['fixed above the subtotal', { type: 'fixed', value: 8000 }, 5000, 5000],
    ['negative value', { type: 'fixed', value: -100 }, 5000, 0],
    ['empty cart', { type: 'percentage', value: 10 }, 0, 0],
  ] as const)('%s', (_case, coupon, subtotal, discount) => {
    expect(couponDiscountCents({ code: 'C', ...coupon }, subtotal)).toBe(discount);
  });

  it('no coupon, no discount', () => {
    expect(couponDiscountCents(null, 5000)).toBe(0);
  });
});

describe('cartCouponFromRecord', () => {
  it('converts a fixed value in reais to centavos and keeps percentages', () => {
    expect(cartCouponFromRecord({ code: 'DEZ', type: 'fixed', value: '10,00' })).toEqual({ code: 'DEZ', type: 'fixed', value: 1000 });
    expect(cartCouponFromRecord({ code: 'DEZ', type: 'fixed', value: 12.5 })).toEqual({ code: 'DEZ', type: 'fixed', value: 1250 });
    expect(cartCouponFromRecord({ code: 'P', type: 'percentage', value: '12,5' })).toEqual({ code: 'P', type: 'percentage', value: 12.5 });
    expect(cartCouponFromRecord({ code: 'P', type: 'percentage', value: 120 })).toEqual({ code: 'P', type: 'percentage', value: 100 });
  });
});

describe('validateCoupon', () => {
  const base: CouponRecord = { code: 'BEMVINDO', type: 'percentage', value: 10, is_active: true };
  const now = new Date('2025-03-10T15:00:00Z'); // 12:00 in São Paulo
  const check = (overrides: Partial<CouponRecord>, subtotalCents = 10000) => validateCoupon({ ...base, ...overrides }, { subtotalCents, now });

  it('accepts a valid coupon', () => {
    expect(check({})).toBeNull();
    expect(check({ starts_at: '2025-03-01', ends_at: '2025-03-31', usage_limit: 10, used_count: 9, min_order_value: 100 })).toBeNull();
  });

  it.each([
    ['inactive', { is_active: false }, 'Este cupom não está ativo.'],
    ['not_started', { starts_at: '2025-03-11' }, 'Este cupom ainda não é válido.'],
    ['not_started', { starts_at: '2025-03-10T16:00:00Z' }, 'Este cupom ainda não é válido.'],
    ['expired', { ends_at: '2025-03-09' }, 'Este cupom expirou.'],
    ['expired', { ends_at: new Date('2025-03-10T14:59:59Z') }, 'Este cupom expirou.'],
    ['exhausted', { usage_limit: 100, used_count: 100 }, 'Este cupom atingiu o limite de usos.'],
    ['exhausted', { usage_limit: 0 }, 'Este cupom atingiu o limite de usos.'],
  ] as const)('%s: %p', (code, overrides, message) => {
    expect(check(overrides)).toEqual({ code, message });
  });

  it('min_order: subtotal below the minimum, with the amount in the message', () => {
    const error = check({ min_order_value: '50,00' }, 4999);
    expect(error?.code).toBe('min_order');
    expect(plain(error?.message ?? '')).toBe('Pedido mínimo para este cupom: R$ 50,00.');
    expect(check({ min_order_value: 50 }, 5000)).toBeNull();
  });

  it('checks in order: inactive before dates before uses before minimum', () => {
    expect(check({ is_active: false, ends_at: '2020-01-01' })?.code).toBe('inactive');
    expect(check({ starts_at: '2030-01-01', ends_at: '2020-01-01' })?.code).toBe('not_started');
    expect(check({ ends_at: '2020-01-01', usage_limit: 0 })?.code).toBe('expired');
    expect(check({ usage_limit: 1, used_count: 1, min_order_value: 1000 }, 100)?.code).toBe('exhausted');
  });

  it('a date-only end is valid through that whole day in São Paulo', () => {
    const lastMinute = new Date('2025-03-11T02:59:00Z'); // 23:59 on 2025-03-10 in São Paulo
    expect(validateCoupon({ ...base, ends_at: '2025-03-10' }, { subtotalCents: 100, now: lastMinute })).toBeNull();
    expect(validateCoupon({ ...base, ends_at: '2025-03-10' }, { subtotalCents: 100, now: new Date('2025-03-11T03:00:00Z') })?.code).toBe('expired');
  });

  it('reads store-local timestamps without offset as São Paulo time', () => {
    expect(couponInstant('2025-03-10 18:00', 'start')?.toISOString()).toBe('2025-03-10T21:00:00.000Z');
    expect(couponInstant('2025-03-10', 'start')?.toISOString()).toBe('2025-03-10T03:00:00.000Z');
    expect(couponInstant('nonsense', 'end')).toBeNull();
    expect(couponInstant(null, 'end')).toBeNull();
  });

  it('unlimited uses when usage_limit is absent', () => {
    expect(check({ usage_limit: null, used_count: 5000 })).toBeNull();
  });

  it('exports the not-found message', () => {
    expect(COUPON_NOT_FOUND_MESSAGE).toBe('Cupom não encontrado.');
  });
});
