/**
 * The checkout's rules on top of the wire schema (createOrderSchema): the order type and payment method
 * must be offered by the store, and a cash payment's 'Troco para' must cover the total (changeDue).
 * The browser validates the request it is about to send with it; the API validates the body with the
 * same schema and context (the store's lists and the total it computed).
 */
import { boolean, number, object, string, ValidationError } from 'yup';
import { reaisToCents } from '../money';
import { yupFieldErrors } from '../validation';
import '../validation/yup-locale';
import { ORDER_TYPES, type OrderType } from './order-types';
import { ORDER_MESSAGES, createOrderSchema } from './order-request-schema';
import { changeDue, PAYMENT_METHODS, type PaymentMethod } from './payment';

export type CheckoutSchemaContext = {
  /** The store's order types (StorePublic.orderTypes); absent = not checked. */
  orderTypes?: readonly OrderType[];
  /** The store's payment methods (StorePublic.paymentMethods); absent = not checked. */
  paymentMethods?: readonly PaymentMethod[];
  /** The order total in centavos, when known: 'Troco para' must be at least this much. */
  totalCents?: number | null;
};

export const CHECKOUT_MESSAGES = {
  changeRequired: 'Informe o valor para troco ou marque "Não preciso de troco"',
} as const;

type TestContext = { options: { context?: CheckoutSchemaContext }; parent?: Record<string, unknown> };

const contextOf = (test: unknown): CheckoutSchemaContext => (test as TestContext).options.context ?? {};

export const checkoutSchema = createOrderSchema.shape({
  order_type: string()
    .required(ORDER_MESSAGES.orderTypeRequired)
    .oneOf([...ORDER_TYPES], ORDER_MESSAGES.orderTypeInvalid)
    .test('offered', ORDER_MESSAGES.orderTypeUnavailable, function offered(value) {
      const offeredTypes = contextOf(this).orderTypes;
      return !value || !offeredTypes || offeredTypes.includes(value as OrderType);
    }),
  payment: object({
    method: string()
      .required(ORDER_MESSAGES.paymentRequired)
      .oneOf([...PAYMENT_METHODS], ORDER_MESSAGES.paymentInvalid)
      .test('offered', ORDER_MESSAGES.paymentUnavailable, function offered(value) {
        const methods = contextOf(this).paymentMethods;
        return !value || !methods || methods.includes(value as PaymentMethod);
      }),
    change_for: number()
      .typeError(ORDER_MESSAGES.changeInvalid)
      .min(0, ORDER_MESSAGES.changeInvalid)
      .max(100_000, ORDER_MESSAGES.changeInvalid)
      .nullable()
      .optional()
      .test('change-due', function changeCovers(value) {
        const parent = this.parent as { method?: string; no_change?: boolean };
        if (parent.method !== 'cash') return true;
        // The form says 'Não preciso de troco' explicitly; on the wire a null change_for means exact amount.
        if ((value === null || value === undefined) && parent.no_change === false) return this.createError({ message: CHECKOUT_MESSAGES.changeRequired });
        const totalCents = contextOf(this).totalCents;
        if (value === null || value === undefined || value < 0 || totalCents === null || totalCents === undefined) return true;
        const due = changeDue(totalCents, reaisToCents(value));
        return due.ok || this.createError({ message: due.message });
      }),
    /** Form only: the 'Não preciso de troco' box (false = the customer must say how much). */
    no_change: boolean().optional(),
  })
    .typeError(ORDER_MESSAGES.paymentRequired)
    .required(ORDER_MESSAGES.paymentRequired),
});

export type CheckoutValidation = { ok: true; errors: null } | { ok: false; errors: Record<string, string[]> };

/** Validates a request (CreateOrderRequest, plus the form's payment.no_change) with the checkout rules; errors by field path. */
export async function validateCheckout(request: unknown, context: CheckoutSchemaContext = {}): Promise<CheckoutValidation> {
  try {
    await checkoutSchema.validate(request, { abortEarly: false, context });
    return { ok: true, errors: null };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = yupFieldErrors(error);
    return { ok: false, errors };
  }
}
