/** Invoices of a store's subscription (paid through the payment gateway). */
export const INVOICE_STATUSES = ['pending', 'paid', 'overdue', 'refunded', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Paga',
  overdue: 'Vencida',
  refunded: 'Estornada',
  cancelled: 'Cancelada',
};

export type InvoiceKind = 'renewal' | 'plan_change';
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { renewal: 'Renovação', plan_change: 'Mudança de plano' };

/** Days a new invoice gives the store to pay. */
export const INVOICE_DUE_DAYS = 3;

export type SubscriptionInvoice = {
  id: number;
  kind: InvoiceKind;
  description: string;
  amount: number;
  due_date: string;
  status: InvoiceStatus;
  invoice_url: string | null;
  charged: boolean;
  period_start: string | null;
  period_end: string | null;
  paid_at: string | null;
  created_at: string;
};
