import { cartTotals } from './cart';
import { cartCouponFromRecord, couponDiscountCents, couponOrderTypeError, validateCoupon, type CouponRecord } from './coupon';
import { couponWriteSchema } from './coupon-schema';

const FRETE: CouponRecord = { code: 'FRETEGRATIS', type: 'free_delivery', value: 0, min_order_value: 40, is_active: true, usage_limit: 2, used_count: 0 };

describe('free-delivery coupons', () => {
  it('take nothing off the items (the fee is waived by the checkout quote)', () => {
    const coupon = cartCouponFromRecord(FRETE);
    expect(coupon).toEqual({ code: 'FRETEGRATIS', type: 'free_delivery', value: 0 });
    expect(couponDiscountCents(coupon, 5000)).toBe(0);
    expect(cartTotals({ items: [{ price: 5000, quantity: 1 }] as never, coupon })).toEqual({ subtotal: 5000, discount: 0, total: 5000 });
  });

  it('keep the minimum order, validity and limits of every coupon', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(validateCoupon(FRETE, { subtotalCents: 3999, now })?.code).toBe('min_order');
    expect(validateCoupon({ ...FRETE, used_count: 2 }, { subtotalCents: 5000, now })?.code).toBe('exhausted');
    expect(validateCoupon({ ...FRETE, ends_at: '2026-11-01' }, { subtotalCents: 5000, now })?.code).toBe('expired');
    expect(validateCoupon({ ...FRETE, first_order_only: true }, { subtotalCents: 5000, now, redeemer: { kind: 'customer', uses: 0, earlierOrders: 1 } })?.code).toBe('first_order');
    expect(validateCoupon(FRETE, { subtotalCents: 5000, now })).toBeNull();
  });

  it('are refused for pickup and dine-in, not before the order type is chosen', () => {
    expect(couponOrderTypeError(FRETE, 'pickup')).toBe('Este cupom é de frete grátis: escolha Delivery.');
    expect(couponOrderTypeError(FRETE, 'dine_in')).toBe('Este cupom é de frete grátis: escolha Delivery.');
    expect(couponOrderTypeError(FRETE, 'delivery')).toBeNull();
    expect(couponOrderTypeError(FRETE, null)).toBeNull();
    expect(couponOrderTypeError({ type: 'fixed' }, 'pickup')).toBeNull();
  });

  it('are written without a value (stored as 0), whatever the form sends', async () => {
    await expect(couponWriteSchema.validate({ code: 'FRETE', type: 'free_delivery', value: '' })).resolves.toMatchObject({ type: 'free_delivery', value: 0 });
    await expect(couponWriteSchema.validate({ code: 'FRETE', type: 'free_delivery', value: 15 })).resolves.toMatchObject({ value: 0 });
    await expect(couponWriteSchema.validate({ code: 'FRETE', type: 'free_delivery' })).resolves.toMatchObject({ value: 0 });
  });
});
