/**
 * What the 80 mm slips of a POS sale print (issue 11): the customer's non-fiscal receipt and the kitchen ticket.
 * The UI only lays these lines out. A sale made offline prints from the station's own figures until the server
 * numbers it (`provisionalSaleView`).
 */
import { summarizeSelection } from '../cart/summary';
import { formatBRL } from '../money';
import { formatOrderNumber } from '../orders/order-number';
import { formatOrderDateTime } from '../orders/order-time';
import { draftTotals, type PosDraft } from './sale-draft';
import type { PosSaleView } from './sale';
import { POS_PAYMENT_METHOD_LABELS, type TenderSettlement, type Tender } from './tenders';

export const RECEIPT_NOT_FISCAL = 'NÃO É DOCUMENTO FISCAL';

export type SlipLine = { left: string; right: string; strong?: boolean };

export type PosReceipt = {
  storeName: string;
  title: string;
  dateTime: string;
  typeLine: string;
  items: { text: string; total: string; details: string[] }[];
  totals: SlipLine[];
  payments: SlipLine[];
  customer: string[];
  footer: string[];
};

const TYPE_LINE = { pickup: 'Balcão / Retirada', dine_in: 'Consumo no local', delivery: 'Delivery' } as const;

export const saleTitle = (sale: Pick<PosSaleView, 'number'>) => (sale.number > 0 ? `VENDA ${formatOrderNumber(sale.number)}` : 'VENDA OFFLINE');

export function posReceipt(sale: PosSaleView, storeName: string): PosReceipt {
  const totals: SlipLine[] = [{ left: 'Subtotal', right: formatBRL(sale.subtotal_cents) }];
  if (sale.discount_cents > 0) totals.push({ left: 'Desconto', right: `-${formatBRL(sale.discount_cents)}` });
  if (sale.service_charge_cents > 0) totals.push({ left: 'Taxa de serviço', right: formatBRL(sale.service_charge_cents) });
  if (sale.delivery_fee_cents > 0) totals.push({ left: 'Taxa de entrega', right: formatBRL(sale.delivery_fee_cents) });
  totals.push({ left: 'TOTAL', right: formatBRL(sale.total_cents), strong: true });
  const payments: SlipLine[] = sale.payments.map((p) => ({ left: POS_PAYMENT_METHOD_LABELS[p.method], right: formatBRL(p.amount_cents + p.change_cents) }));
  if (sale.change_cents > 0) payments.push({ left: 'Troco', right: formatBRL(sale.change_cents), strong: true });
  if (sale.remaining_cents > 0) payments.push({ left: 'A pagar', right: formatBRL(sale.remaining_cents), strong: true });
  const customer = [sale.customer.name, sale.customer.phone, sale.customer.cpf ? `CPF: ${formatCpf(sale.customer.cpf)}` : null].filter((line): line is string => Boolean(line));
  return {
    storeName,
    title: saleTitle(sale),
    dateTime: formatOrderDateTime(sale.sold_offline_at ?? sale.created_at),
    typeLine: sale.table ? `${TYPE_LINE[sale.order_type]} - Mesa ${sale.table}` : TYPE_LINE[sale.order_type],
    items: sale.items.map((item) => ({ text: `${item.quantity}x ${item.name}`, total: formatBRL(item.total_cents), details: [...item.option_lines, ...(item.notes ? [`OBS: ${item.notes}`] : [])] })),
    totals,
    payments,
    customer,
    footer: [sale.operator ? `Atendente: ${sale.operator.name}` : '', sale.number > 0 ? '' : 'Aguardando envio ao servidor', RECEIPT_NOT_FISCAL].filter(Boolean),
  };
}

function formatCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : cpf;
}

/** The sale as the station knows it before the server has it (offline): its own prices, no number yet. */
export function provisionalSaleView(draft: PosDraft, tenders: Tender[], settlement: TenderSettlement, soldAt: Date, operator: { id: number; name: string } | null): PosSaleView {
  const totals = draftTotals(draft);
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  let changeLeft = settlement.change_cents;
  return {
    order_id: 0,
    public_id: '',
    number: 0,
    status: 'confirmed',
    order_type: draft.orderType,
    table: draft.orderType === 'dine_in' ? optional(draft.table) : null,
    created_at: soldAt.toISOString(),
    sold_offline_at: soldAt.toISOString(),
    operator,
    customer: { name: optional(draft.customer.name), phone: optional(draft.customer.phone), cpf: optional(draft.customer.cpf.replace(/\D/g, '')) },
    items: draft.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit_price_cents: line.price,
      total_cents: line.price * line.quantity,
      option_lines: summarizeSelection(line.businessType, line.selectedOptions),
      notes: optional(line.notes),
    })),
    subtotal_cents: totals.subtotalCents,
    discount_cents: totals.discountCents,
    delivery_fee_cents: totals.deliveryFeeCents,
    service_charge_cents: 0,
    total_cents: totals.totalCents,
    paid_cents: settlement.paid_cents,
    remaining_cents: settlement.remaining_cents,
    change_cents: settlement.change_cents,
    price_difference_cents: 0,
    payments: tenders.map((tender, index) => {
      const change = tender.method === 'cash' ? Math.min(changeLeft, tender.amount_cents) : 0;
      changeLeft -= change;
      return { id: -(index + 1), method: tender.method, amount_cents: tender.amount_cents - change, change_cents: change, register_session_id: 0, created_at: soldAt.toISOString(), created_by: operator ?? { id: 0, name: '' } };
    }),
    replayed: false,
  };
}
