import { formatBRL } from '../money';
import type { OrderType } from './order-types';

/** Payment methods of the checkout (product notes): PIX, card on delivery, cash with change. */
export const PAYMENT_METHODS = ['pix', 'credit_card', 'debit_card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The method an order records: the checkout's, or for a POS sale the method of its largest tender, which may be a
 * meal voucher (the POS takes it; the online checkout never offers it, see PAYMENT_METHODS).
 */
export type OrderPaymentMethod = PaymentMethod | 'meal_voucher';

export const PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  pix: 'PIX',
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  cash: 'Dinheiro',
  meal_voucher: 'Vale-refeição',
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** 'Cartão de crédito (na entrega)' / '(na retirada)' / '(no local)': cards are paid to the store's machine. */
export function paymentMethodLabel(method: OrderPaymentMethod, type: OrderType): string {
  if (method !== 'credit_card' && method !== 'debit_card') return PAYMENT_METHOD_LABELS[method];
  const where = type === 'delivery' ? 'na entrega' : type === 'pickup' ? 'na retirada' : 'no local';
  return `${PAYMENT_METHOD_LABELS[method]} (${where})`;
}

export const CHANGE_FOR_LABEL = 'Troco para';

export function changeTooLowMessage(totalCents: number): string {
  return `O valor para troco deve ser maior ou igual ao total do pedido (${formatBRL(totalCents)}).`;
}

/**
 * Cash payment: `changeForCents` null means exact amount (no change). Returns the change the driver
 * must bring, or an error message when the note is below the total.
 */
export function changeDue(totalCents: number, changeForCents: number | null): { ok: true; changeCents: number } | { ok: false; message: string } {
  if (changeForCents === null || changeForCents === 0) return { ok: true, changeCents: 0 };
  if (changeForCents < totalCents) return { ok: false, message: changeTooLowMessage(totalCents) };
  return { ok: true, changeCents: changeForCents - totalCents };
}
