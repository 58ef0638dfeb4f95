/**
 * A sale at the point of sale (issue 11). A POS sale is an order with channel 'pos' in the same tables as online
 * orders: the same price engine prices its items on the server, and it reaches the kanban, the dashboard and the
 * customer's history. What is POS-only: the register session it is paid into, tenders across methods, a discount
 * (attendants need a manager's PIN), an optional customer with "CPF na nota", and sales made while offline.
 *
 * Price rule for sales made offline (stated in the issue): the sale keeps the price the customer was charged. The
 * server still resolves every product against its own catalog (a product that no longer exists in the store refuses
 * the sale with a 422 naming the line); when its own price differs from the charged one, the order keeps the charged
 * amounts and records the difference (`price_difference_cents`), which the POS reports list.
 */
import { array, boolean, date, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import { isPhone } from '../auth/schemas';
import { isValidCpf } from '../validation/cpf-cnpj';
import { ORDER_LIMITS, ORDER_MESSAGES, deliveryAddressField, orderItemSchema } from '../orders/order-request-schema';
import { ORDER_TYPES } from '../orders/order-types';
import { posDiscountSchema, type PosDiscount } from './discount';
import { POS_PAYMENT_METHODS, type PosPaymentMethod, type Tender } from './tenders';

export const POS_SALE_MESSAGES = {
  registerRequired: 'Abra o caixa para vender.',
  registerClosed: 'O caixa desta venda já foi fechado. Abra o caixa novamente.',
  tableRequired: 'Informe a mesa ou o número da comanda.',
  cpfInvalid: 'CPF inválido.',
  tendersRequired: 'Informe como o cliente pagou.',
  tendersTooMany: 'No máximo 10 pagamentos por venda.',
  methodInvalid: 'Forma de pagamento inválida.',
  notFullyPaid: (remaining: string) => `Faltam ${remaining} para fechar a venda.`,
  pinRequired: 'Desconto precisa da aprovação de um gerente (PIN).',
  pinWrong: 'PIN de gerente inválido.',
  productGone: 'Este produto não existe mais na loja.',
  offlineTooOld: 'Venda offline com data inválida.',
  chargedPriceRequired: 'Venda offline sem o preço cobrado.',
  totalChanged: (total: string) => `Os preços mudaram. O total agora é ${total}. Confira a venda.`,
  alreadyPaid: 'Esta venda já está paga.',
  saleCancelled: 'Esta venda foi cancelada.',
  customerUnknown: 'Cliente não encontrado entre os clientes da loja.',
  sessionInvalid: 'Informe o caixa das vendas.',
} as const;

export const POS_LIMITS = { maxTenders: 10, maxPin: 12 } as const;

const tenderSchema = object({
  method: string().required(POS_SALE_MESSAGES.methodInvalid).oneOf([...POS_PAYMENT_METHODS], POS_SALE_MESSAGES.methodInvalid),
  amount_cents: number().typeError(POS_SALE_MESSAGES.tendersRequired).required(POS_SALE_MESSAGES.tendersRequired).integer().min(1, 'Informe um valor maior que zero.').max(ORDER_LIMITS.maxTotal * 100),
});

export const tendersSchema = array(tenderSchema).typeError(POS_SALE_MESSAGES.tendersRequired).max(POS_LIMITS.maxTenders, POS_SALE_MESSAGES.tendersTooMany).default([]);

const optionalText = (max: number) => string().trim().max(max, ORDER_MESSAGES.tooLong(max)).nullable().optional();

/** A line of a POS sale: the storefront's order item plus, for a sale made offline, the unit price it was charged. */
export const posSaleItemSchema = orderItemSchema.shape({
  charged_unit_price_cents: number().integer().min(0).max(ORDER_LIMITS.maxTotal * 100).nullable().optional(),
});

export const posCustomerSchema = object({
  name: optionalText(ORDER_LIMITS.maxName),
  phone: string().trim().nullable().optional().test('phone', ORDER_MESSAGES.phoneInvalid, (v) => !v || isPhone(v)),
  /** "CPF na nota": printed on the receipt and kept for the fiscal document (NFC-e) a later issue adds. */
  cpf: string().trim().nullable().optional().test('cpf', POS_SALE_MESSAGES.cpfInvalid, (v) => !v || isValidCpf(v)),
  /** A customer of the store found by phone (the store's customers list); the server checks it. */
  user_id: number().integer().positive().nullable().optional(),
})
  .nullable()
  .optional()
  .default(null);

/** POST /stores/{id}/pos/sales (header Idempotency-Key, made when the sale is finished, so an offline retry replays). */
export const posSaleSchema = object({
  register_session_id: number().typeError(POS_SALE_MESSAGES.registerRequired).required(POS_SALE_MESSAGES.registerRequired).integer().positive(POS_SALE_MESSAGES.registerRequired),
  order_type: string().required(ORDER_MESSAGES.orderTypeRequired).oneOf([...ORDER_TYPES], ORDER_MESSAGES.orderTypeInvalid),
  table: optionalText(ORDER_LIMITS.maxTable).when('order_type', { is: 'dine_in', then: (s) => s.required(POS_SALE_MESSAGES.tableRequired) }),
  items: array(posSaleItemSchema).typeError(ORDER_MESSAGES.itemsRequired).required(ORDER_MESSAGES.itemsRequired).min(1, ORDER_MESSAGES.itemsRequired).max(ORDER_LIMITS.maxItems, ORDER_MESSAGES.itemsTooMany),
  customer: posCustomerSchema,
  address: deliveryAddressField(),
  discount: posDiscountSchema.nullable().optional().default(null),
  /** A manager's PIN approving an attendant's discount. */
  manager_pin: string().trim().max(POS_LIMITS.maxPin).nullable().optional(),
  tenders: tendersSchema,
  /** Leave part of the sale to pay later (a delivery paid at the door, a tab paid in parts); otherwise it must be paid in full. */
  allow_partial: boolean().default(false),
  notes: optionalText(ORDER_LIMITS.maxNotes),
  /** The total the screen showed (centavos): an online sale whose total changed is refused so the operator sees the new one. */
  expected_total_cents: number().integer().min(0).nullable().optional(),
  /** When the sale was made while the station was offline (then the charged prices are kept: see the price rule). */
  sold_offline_at: date().typeError(POS_SALE_MESSAGES.offlineTooOld).nullable().optional(),
});

/** How far a station's clock may be off the server's when it stamps a sale made offline. */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60_000;

/** Why a sale stamped `soldAt` offline cannot go into a register opened at `openedAt` (null: it can): within the session, never in the future. */
export function offlineSaleTimeRefusal(soldAt: Date, openedAt: Date, now: Date): string | null {
  const t = soldAt.getTime();
  return t < openedAt.getTime() - OFFLINE_CLOCK_SKEW_MS || t > now.getTime() + OFFLINE_CLOCK_SKEW_MS ? POS_SALE_MESSAGES.offlineTooOld : null;
}

export type PosSaleItemInput = InferType<typeof posSaleItemSchema>;
export type PosSaleInput = Omit<InferType<typeof posSaleSchema>, 'tenders' | 'discount'> & { tenders: Tender[]; discount: PosDiscount | null };

/** POST /stores/{id}/pos/sales/{orderId}/payments: more tenders for a sale left partly paid. */
export const posPaymentSchema = object({ register_session_id: posSaleSchema.fields.register_session_id, tenders: tendersSchema.min(1, POS_SALE_MESSAGES.tendersRequired) });
export type PosPaymentInput = { register_session_id: number; tenders: Tender[] };

/** One tender as stored: what it paid of the sale and, for cash, the change given back. */
export type PosPaymentView = {
  id: number;
  method: PosPaymentMethod;
  amount_cents: number;
  change_cents: number;
  register_session_id: number;
  created_at: string;
  created_by: { id: number; name: string };
};

/** A POS sale as the POS reads it back (receipt, reprint, the register's sales). */
export type PosSaleView = {
  order_id: number;
  public_id: string;
  number: number;
  status: string;
  order_type: (typeof ORDER_TYPES)[number];
  table: string | null;
  created_at: string;
  sold_offline_at: string | null;
  operator: { id: number; name: string } | null;
  customer: { name: string | null; phone: string | null; cpf: string | null };
  items: { name: string; quantity: number; unit_price_cents: number; total_cents: number; option_lines: string[]; notes: string | null }[];
  subtotal_cents: number;
  discount_cents: number;
  delivery_fee_cents: number;
  service_charge_cents: number;
  total_cents: number;
  paid_cents: number;
  remaining_cents: number;
  change_cents: number;
  /** Charged minus the server's price now, for a sale made offline whose prices changed meanwhile (0 otherwise). */
  price_difference_cents: number;
  payments: PosPaymentView[];
  replayed: boolean;
};
