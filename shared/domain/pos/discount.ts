/**
 * A discount on a POS sale (issue 11): by value or by percentage of the items. Owners and store admins give it
 * themselves (`pos.discount`); an attendant's discount needs a manager to approve it with their PIN at the station.
 * A discount never takes the sale below zero.
 */
import { number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { roleMay } from '../auth/permissions';
import { formatBRL } from '../money';

export const POS_DISCOUNT_TYPES = ['value', 'percent'] as const;
export type PosDiscountType = (typeof POS_DISCOUNT_TYPES)[number];

export const DISCOUNT_MESSAGES = {
  valueRequired: 'Informe o desconto.',
  percentRange: 'O desconto vai de 0,01% a 100%.',
  valuePositive: 'Informe um desconto maior que zero.',
  aboveSubtotal: (cents: number) => `O desconto não pode passar do valor dos itens (${formatBRL(cents)}).`,
  needsApproval: 'Desconto precisa da aprovação de um gerente (PIN).',
} as const;

/** `value`: centavos for 'value', percent (two decimals) for 'percent'. */
export const posDiscountSchema = object({
  type: string().oneOf([...POS_DISCOUNT_TYPES]).required(),
  value: number()
    .typeError(DISCOUNT_MESSAGES.valueRequired)
    .required(DISCOUNT_MESSAGES.valueRequired)
    .when('type', {
      is: 'percent',
      then: (s) => s.min(0.01, DISCOUNT_MESSAGES.percentRange).max(100, DISCOUNT_MESSAGES.percentRange),
      otherwise: (s) => s.integer(DISCOUNT_MESSAGES.valuePositive).min(1, DISCOUNT_MESSAGES.valuePositive),
    }),
});
export type PosDiscount = InferType<typeof posDiscountSchema> & { type: PosDiscountType };

/** The discount in centavos on `subtotalCents` of items (a percentage rounds to the centavo; never above the subtotal). */
export function posDiscountCents(subtotalCents: number, discount: PosDiscount | null): number {
  if (!discount) return 0;
  const cents = discount.type === 'percent' ? Math.round((subtotalCents * discount.value) / 100) : discount.value;
  return Math.min(Math.max(0, cents), subtotalCents);
}

/** Why a value discount is refused on this subtotal (null: it fits). */
export function posDiscountRefusal(subtotalCents: number, discount: PosDiscount): string | null {
  return discount.type === 'value' && discount.value > subtotalCents ? DISCOUNT_MESSAGES.aboveSubtotal(subtotalCents) : null;
}

/** Whether `role` must have a manager approve a discount with their PIN (attendants). */
export function discountNeedsApproval(role: string | null | undefined): boolean {
  return !roleMay(role, 'pos.discount');
}

export const MANAGER_PIN_MESSAGES = {
  pinInvalid: 'O PIN deve ter de 4 a 6 números.',
} as const;

/** PUT /stores/{id}/pos/manager-pin: a manager sets their own PIN (4 to 6 digits) to approve attendants' discounts. */
export const managerPinSchema = object({
  pin: string().trim().required(MANAGER_PIN_MESSAGES.pinInvalid).matches(/^\d{4,6}$/, MANAGER_PIN_MESSAGES.pinInvalid),
});
export type ManagerPinInput = InferType<typeof managerPinSchema>;
