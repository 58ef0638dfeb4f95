import { couponDateInput, type CouponType, type CouponWrite } from '@comanda/shared/domain';
import type { StoreCoupon } from '../api/coupons-api';

/** What the form edits: limits and dates as text ('' = none), money as reais numbers (null = blank). */
export type CouponFormValues = {
  code: string;
  description: string;
  type: CouponType;
  value: number | null;
  min_order_value: number | null;
  starts_at: string;
  ends_at: string;
  usage_limit: string | number;
  per_customer_limit: string | number;
  first_order_only: boolean;
  is_active: boolean;
};

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  description: '',
  type: 'percentage',
  value: null,
  min_order_value: 0,
  starts_at: '',
  ends_at: '',
  usage_limit: '',
  per_customer_limit: '',
  first_order_only: false,
  is_active: true,
};

export function formValuesOf(coupon: StoreCoupon): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description ?? '',
    type: coupon.type,
    value: coupon.value,
    min_order_value: coupon.min_order_value,
    starts_at: couponDateInput(coupon.starts_at),
    ends_at: couponDateInput(coupon.ends_at),
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    per_customer_limit: coupon.per_customer_limit === null ? '' : String(coupon.per_customer_limit),
    first_order_only: coupon.first_order_only,
    is_active: coupon.is_active,
  };
}

/** The body the API validates with the same schema (couponWriteSchema). */
export function couponBody(values: CouponFormValues): CouponWrite {
  // Formik hands a number input's value over as a number once typed in.
  const limit = (input: string | number) => (String(input).trim() === '' ? null : Number(input));
  return {
    code: values.code.trim(),
    description: values.description.trim() || null,
    type: values.type,
    value: values.value ?? 0,
    min_order_value: values.min_order_value ?? 0,
    starts_at: values.starts_at || null,
    ends_at: values.ends_at || null,
    usage_limit: limit(values.usage_limit),
    per_customer_limit: limit(values.per_customer_limit),
    first_order_only: values.first_order_only,
    is_active: values.is_active,
  };
}
