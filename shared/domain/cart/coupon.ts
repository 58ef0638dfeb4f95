import { parseCents } from '../catalog/option';
import type { WirePrice } from '../catalog/product';
import { roundCents } from '../catalog/rounding';
import { formatBRL } from '../money';
import type { CartCoupon, CouponType } from './types';

export const COUPON_NOT_FOUND_MESSAGE = 'Cupom não encontrado.';

/**
 * Spec §9: percentage = value/100 of the subtotal, rounded to the centavo (half up); fixed = value.
 * The discount is never negative nor more than the subtotal.
 */
export function couponDiscountCents(coupon: CartCoupon | null, subtotalCents: number): number {
  // Free delivery takes nothing off the items: checkoutQuote waives the fee instead.
  if (coupon === null || coupon.type === 'free_delivery' || subtotalCents <= 0 || !Number.isFinite(coupon.value) || coupon.value <= 0) return 0;
  const discount = coupon.type === 'percentage' ? roundCents((subtotalCents * Math.min(coupon.value, 100)) / 100) : Math.round(coupon.value);
  return Math.min(discount, subtotalCents);
}

/**
 * A coupon as stored by the API / sent on the wire: money in reais (numbers or strings such as
 * Postgres numeric), `value` a percent for 'percentage' and reais for 'fixed'.
 */
export type CouponRecord = {
  code: string;
  type: CouponType;
  value: WirePrice;
  min_order_value?: WirePrice;
  starts_at?: string | Date | null;
  ends_at?: string | Date | null;
  /** null/undefined = unlimited; a number (0 included) caps the uses. */
  usage_limit?: number | null;
  used_count?: number | null;
  /** Uses allowed to one signed-in customer; null/undefined = no per-customer limit. */
  per_customer_limit?: number | null;
  /** Only for a signed-in customer's first (non-cancelled) order at the store. */
  first_order_only?: boolean;
  is_active: boolean;
};

/**
 * Who redeems (checked only where known, i.e. by the API): a guest cannot use a coupon with a per-customer
 * limit (it could not be counted), a signed-in customer up to the limit.
 */
export type CouponRedeemer = { kind: 'guest' } | { kind: 'customer'; uses: number; /** Earlier non-cancelled orders at the store. */ earlierOrders?: number };

/** Wire coupon (fixed value in reais) → the cart's coupon (fixed value in centavos). */
export function cartCouponFromRecord(record: Pick<CouponRecord, 'code' | 'type' | 'value'>): CartCoupon {
  if (record.type === 'free_delivery') return { code: record.code, type: 'free_delivery', value: 0 };
  if (record.type === 'fixed') return { code: record.code, type: 'fixed', value: Math.max(0, parseCents(record.value) ?? 0) };
  const percent = typeof record.value === 'number' ? record.value : Number(String(record.value ?? '').replace(',', '.'));
  return { code: record.code, type: 'percentage', value: Number.isFinite(percent) ? Math.min(Math.max(percent, 0), 100) : 0 };
}

export type CouponErrorCode = 'inactive' | 'not_started' | 'expired' | 'exhausted' | 'sign_in' | 'customer_limit' | 'first_order' | 'min_order';
export type CouponError = { code: CouponErrorCode; message: string };

export const COUPON_MESSAGES = {
  inactive: 'Este cupom não está ativo.',
  not_started: 'Este cupom ainda não é válido.',
  expired: 'Este cupom expirou.',
  exhausted: 'Este cupom atingiu o limite de usos.',
  sign_in: 'Entre na sua conta para usar este cupom.',
  customer_limit: 'Você já usou este cupom o número máximo de vezes.',
  first_order: 'Este cupom vale só para o primeiro pedido nesta loja.',
} as const;

/** Free delivery is refused (not silently ignored) on pickup and dine-in: the customer chose it for the fee. */
export const FREE_DELIVERY_ORDER_TYPE_MESSAGE = 'Este cupom é de frete grátis: escolha Delivery.';

/** Whether the coupon waives the delivery fee. */
export function isFreeDeliveryCoupon(coupon: Pick<CartCoupon, 'type'> | null | undefined): boolean {
  return coupon?.type === 'free_delivery';
}

/** Why the coupon cannot be used with this order type; null when it can (or the type is not chosen yet). */
export function couponOrderTypeError(coupon: Pick<CartCoupon, 'type'> | null | undefined, orderType: string | null): string | null {
  return isFreeDeliveryCoupon(coupon) && orderType !== null && orderType !== 'delivery' ? FREE_DELIVERY_ORDER_TYPE_MESSAGE : null;
}

export function minOrderMessage(minCents: number): string {
  return `Pedido mínimo para este cupom: ${formatBRL(minCents)}.`;
}

// Brazil has had no daylight saving time since 2019: store dates are UTC-03:00.
const STORE_OFFSET = '-03:00';

/**
 * Coupon dates: a Date, an ISO string with offset, or a store-local text without offset
 * ('2025-01-31', '2025-01-31 18:00'), read as São Paulo time. A date-only end is valid through the
 * whole day. Unparsable dates count as absent.
 */
export function couponInstant(value: string | Date | null | undefined, edge: 'start' | 'end'): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  let iso = text;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) iso = `${text}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${STORE_OFFSET}`;
  else if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) iso = `${text.replace(' ', 'T')}${STORE_OFFSET}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether the coupon counts the uses of each customer (and so needs a signed-in customer). */
export function needsSignedInCustomer(coupon: Pick<CouponRecord, 'per_customer_limit' | 'first_order_only'>): boolean {
  return hasPerCustomerLimit(coupon) || coupon.first_order_only === true;
}

/** Whether the coupon limits the uses of each customer (and so needs a signed-in customer). */
export function hasPerCustomerLimit(coupon: Pick<CouponRecord, 'per_customer_limit'>): boolean {
  const limit = coupon.per_customer_limit;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0;
}

/**
 * Validity of a found coupon for an order, checked in this order: active, started, not expired,
 * uses left, the customer's own uses (when `redeemer` is known), minimum order. Returns null when the
 * coupon can be applied.
 */
export function validateCoupon(
  coupon: CouponRecord,
  { subtotalCents, now, redeemer }: { subtotalCents: number; now: Date; redeemer?: CouponRedeemer },
): CouponError | null {
  if (!coupon.is_active) return { code: 'inactive', message: COUPON_MESSAGES.inactive };
  const startsAt = couponInstant(coupon.starts_at, 'start');
  if (startsAt !== null && now.getTime() < startsAt.getTime()) return { code: 'not_started', message: COUPON_MESSAGES.not_started };
  const endsAt = couponInstant(coupon.ends_at, 'end');
  if (endsAt !== null && now.getTime() > endsAt.getTime()) return { code: 'expired', message: COUPON_MESSAGES.expired };
  const limit = coupon.usage_limit;
  if (typeof limit === 'number' && Number.isFinite(limit) && (coupon.used_count ?? 0) >= limit) {
    return { code: 'exhausted', message: COUPON_MESSAGES.exhausted };
  }
  if (redeemer !== undefined && needsSignedInCustomer(coupon)) {
    if (redeemer.kind === 'guest') return { code: 'sign_in', message: COUPON_MESSAGES.sign_in };
    if (hasPerCustomerLimit(coupon) && redeemer.uses >= coupon.per_customer_limit!) return { code: 'customer_limit', message: COUPON_MESSAGES.customer_limit };
    if (coupon.first_order_only && (redeemer.earlierOrders ?? 0) > 0) return { code: 'first_order', message: COUPON_MESSAGES.first_order };
  }
  const minCents = parseCents(coupon.min_order_value);
  if (minCents !== null && minCents > 0 && subtotalCents < minCents) return { code: 'min_order', message: minOrderMessage(minCents) };
  return null;
}
