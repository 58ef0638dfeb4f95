import type { InvoiceStatus } from '@comanda/shared/domain';
import type { AsaasPaymentStatus } from './asaas-types';

/**
 * CONFIRMED already counts as paid: the payer paid (card approved, boleto/PIX cleared) and only the
 * crediting of our balance is pending. Refunds and chargebacks, even in progress or disputed, count as
 * not paid: the money is on its way back, and a won dispute comes back as a new status.
 */
const BY_STATUS: Record<AsaasPaymentStatus, InvoiceStatus> = {
  PENDING: 'pending',
  AWAITING_RISK_ANALYSIS: 'pending',
  CONFIRMED: 'paid',
  RECEIVED: 'paid',
  RECEIVED_IN_CASH: 'paid',
  DUNNING_RECEIVED: 'paid',
  OVERDUE: 'overdue',
  DUNNING_REQUESTED: 'overdue',
  REFUND_REQUESTED: 'refunded',
  REFUND_IN_PROGRESS: 'refunded',
  REFUNDED: 'refunded',
  CHARGEBACK_REQUESTED: 'refunded',
  CHARGEBACK_DISPUTE: 'refunded',
  AWAITING_CHARGEBACK_REVERSAL: 'refunded',
};

/**
 * Our invoice status for an Asaas payment, from a webhook (`event`, `payment`) or from getPayment().
 * A removed payment keeps its last status, so PAYMENT_DELETED / `deleted` decide "cancelled".
 * null: a status Asaas added after this code was written; keep the invoice as it is.
 */
export function invoiceStatusFor(payment: { status: string; deleted?: boolean | null }, event?: string): InvoiceStatus | null {
  if (event === 'PAYMENT_DELETED' || payment.deleted === true) return 'cancelled';
  return Object.hasOwn(BY_STATUS, payment.status) ? BY_STATUS[payment.status as AsaasPaymentStatus] : null;
}
