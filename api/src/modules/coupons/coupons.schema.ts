import { number, object, string } from 'yup';
// Sets yup's Portuguese locale before the schemas below are declared.
import type { CouponType } from '@comanda/shared/domain';
import '@comanda/shared/domain';

export const COUPON_API_MESSAGES = {
  codeRequired: 'Informe o código do cupom.',
  subtotalRequired: 'Informe o subtotal do pedido.',
  subtotalInvalid: 'O subtotal deve ser um valor em reais maior ou igual a zero.',
} as const;

/** POST /api/stores/{slug}/coupons/validate — subtotal in reais. */
export const validateCouponSchema = object({
  code: string().trim().required(COUPON_API_MESSAGES.codeRequired).max(64, COUPON_API_MESSAGES.codeRequired),
  subtotal: number()
    .typeError(COUPON_API_MESSAGES.subtotalInvalid)
    .required(COUPON_API_MESSAGES.subtotalRequired)
    .min(0, COUPON_API_MESSAGES.subtotalInvalid)
    .max(10_000_000, COUPON_API_MESSAGES.subtotalInvalid),
});

export type CouponValidationResponse = {
  valid: true;
  /** value: percentage points for 'percentage', reais for 'fixed', 0 for 'free_delivery'. */
  coupon: { code: string; type: CouponType; value: number };
  /** Reais off the items (0 for free delivery: the fee is waived when the order is priced). */
  discount: number;
};
