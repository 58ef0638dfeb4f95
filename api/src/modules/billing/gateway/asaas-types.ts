/**
 * The subset of Asaas API v3 (https://docs.asaas.com) that subscriptions use: customers, payments
 * ("cobranças") by boleto, PIX or card, their PIX QR code, and the webhooks they fire.
 */

/** Where the client sends its requests; paths start at /v3. The key is a secret (never logged). */
export type AsaasConfig = {
  /** e.g. ASAAS_SANDBOX_URL, ASAAS_PRODUCTION_URL, or the fake's url in tests and demos. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Asaas requires a User-Agent on accounts created since 2024-06. */
  userAgent?: string;
};

export const ASAAS_SANDBOX_URL = 'https://sandbox.asaas.com/api';
export const ASAAS_PRODUCTION_URL = 'https://api.asaas.com';

/** UNDEFINED lets the payer choose on the invoice page. */
export const ASAAS_BILLING_TYPES = ['BOLETO', 'PIX', 'CREDIT_CARD', 'UNDEFINED'] as const;
export type AsaasBillingType = (typeof ASAAS_BILLING_TYPES)[number];

export const ASAAS_PAYMENT_STATUSES = [
  'PENDING',
  'AWAITING_RISK_ANALYSIS',
  'CONFIRMED',
  'RECEIVED',
  'RECEIVED_IN_CASH',
  'OVERDUE',
  'REFUND_REQUESTED',
  'REFUND_IN_PROGRESS',
  'REFUNDED',
  'CHARGEBACK_REQUESTED',
  'CHARGEBACK_DISPUTE',
  'AWAITING_CHARGEBACK_REVERSAL',
  'DUNNING_REQUESTED',
  'DUNNING_RECEIVED',
] as const;
export type AsaasPaymentStatus = (typeof ASAAS_PAYMENT_STATUSES)[number];

export type AsaasCustomerInput = {
  name: string;
  /** Optional here, but Asaas refuses a payment for a customer without one (invalid_customer.cpfCnpj). */
  cpfCnpj?: string;
  email: string;
  mobilePhone?: string;
  /** Our id for the payer (e.g. `store:12`). */
  externalReference: string;
};

export type AsaasCustomer = {
  object: 'customer';
  id: string;
  dateCreated: string;
  name: string;
  email: string | null;
  cpfCnpj: string | null;
  mobilePhone: string | null;
  externalReference: string | null;
  deleted: boolean;
};

export type AsaasPaymentInput = {
  /** The Asaas customer id (cus_…). */
  customer: string;
  billingType: AsaasBillingType;
  /** In reais, e.g. 89.9. */
  value: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  description: string;
  /** Our id for the charge (e.g. `invoice:34`); comes back in every webhook. */
  externalReference: string;
};

export type AsaasPayment = {
  object: 'payment';
  id: string;
  dateCreated: string;
  customer: string;
  /** Asaas may answer billing types beyond ours (DEBIT_CARD, TRANSFER…). */
  billingType: AsaasBillingType | (string & {});
  status: AsaasPaymentStatus | (string & {});
  value: number;
  netValue: number | null;
  description: string | null;
  externalReference: string | null;
  dueDate: string;
  originalDueDate: string | null;
  confirmedDate: string | null;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  /** The payer's page: invoice, boleto, PIX and card. */
  invoiceUrl: string;
  invoiceNumber: string | null;
  /** The boleto's PDF (BOLETO and UNDEFINED). */
  bankSlipUrl: string | null;
  transactionReceiptUrl: string | null;
  nossoNumero: string | null;
  deleted: boolean;
};

export type AsaasPixQrCode = {
  /** PNG, base64. */
  encodedImage: string;
  /** PIX "copia e cola". */
  payload: string;
  expirationDate: string;
};

export type AsaasDeletion = { deleted: boolean; id: string };

/** One item of the `errors` list Asaas answers with a 4xx. */
export type AsaasErrorItem = { code: string; description: string };
