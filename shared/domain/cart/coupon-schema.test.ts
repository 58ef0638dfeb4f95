import { couponDateInput, couponWriteSchema } from './coupon-schema';
import { validateCoupon, type CouponRecord } from './coupon';

const errorsOf = async (input: Record<string, unknown>) => {
  try {
    await couponWriteSchema.validate(input, { abortEarly: false });
    return {};
  } catch (err) {
    return Object.fromEntries((err as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('couponWriteSchema', () => {
  it('takes a percentage up to 100 and a fixed value in reais up to R$ 10.000,00', async () => {
    expect(await errorsOf({ code: 'DEZ', type: 'percentage', value: 10 })).toEqual({});
    expect(await errorsOf({ code: 'DEZ', type: 'percentage', value: 100.5 })).toEqual({ value: 'O percentual não pode passar de 100%.' });
    expect(await errorsOf({ code: 'DEZ', type: 'fixed', value: 150 })).toEqual({});
    expect(await errorsOf({ code: 'DEZ', type: 'fixed', value: 10_000.01 })).toEqual({ value: 'O desconto não pode passar de R$ 10.000,00.' });
  });

  it('refuses codes with spaces or accents, an end before the start and a zero limit', async () => {
    expect(await errorsOf({ code: 'PROMOÇÃO', type: 'percentage', value: 5, starts_at: '2026-12-02', ends_at: '2026-12-01', per_customer_limit: 0 })).toEqual({
      code: 'Use de 3 a 32 letras, números, - ou _ (sem espaços nem acentos).',
      ends_at: 'O fim da validade deve ser depois do início.',
      per_customer_limit: 'O limite deve ser um número inteiro maior que zero.',
    });
  });

  it('a one-day coupon (same start and end day) is valid: the end covers its whole day', async () => {
    expect(await errorsOf({ code: 'HOJE', type: 'percentage', value: 5, starts_at: '2026-12-01', ends_at: '2026-12-01' })).toEqual({});
  });
});

describe('couponDateInput', () => {
  it('shows a stored instant as its São Paulo day', () => {
    expect(couponDateInput('2026-11-01T03:00:00.000Z')).toBe('2026-11-01');
    expect(couponDateInput('2027-01-01T02:59:59.999Z')).toBe('2026-12-31');
    expect(couponDateInput(null)).toBe('');
  });
});

describe('first-order-only coupons', () => {
  const coupon: CouponRecord = { code: 'PRIMEIRO', type: 'percentage', value: 10, is_active: true, first_order_only: true };
  const now = new Date('2026-11-24T20:00:00-03:00');
  it('ask a guest to sign in, take a customer without orders, refuse one who ordered before', () => {
    expect(validateCoupon(coupon, { subtotalCents: 5000, now, redeemer: { kind: 'guest' } })?.code).toBe('sign_in');
    expect(validateCoupon(coupon, { subtotalCents: 5000, now, redeemer: { kind: 'customer', uses: 0, earlierOrders: 0 } })).toBeNull();
    expect(validateCoupon(coupon, { subtotalCents: 5000, now, redeemer: { kind: 'customer', uses: 0, earlierOrders: 2 } })?.message).toBe(
      'Este cupom vale só para o primeiro pedido nesta loja.',
    );
  });
});
