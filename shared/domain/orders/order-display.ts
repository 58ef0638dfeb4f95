import { formatBRL, reaisToCents } from '../money';
import { maskCep, maskPhone, onlyDigits } from '../masks';
import { ORDER_TYPE_LABELS } from './order-types';
import { CHANGE_FOR_LABEL, paymentMethodLabel } from './payment';
import type { Order, OrderAddress, OrderHistoryEntry } from './wire';

/** Wire money (reais) as the screens show it: 54.9 → 'R$ 54,90'. */
export function formatReais(reais: number): string {
  return formatBRL(reaisToCents(reais));
}

export type MoneyLine = { label: string; text: string; total?: boolean };

/** How a free-delivery coupon's waiver is named on the summary and the kitchen ticket. */
export function freeDeliveryLabel(couponCode: string | null): string {
  return couponCode ? `Frete grátis (cupom ${couponCode})` : 'Frete grátis';
}

/**
 * Subtotal, Desconto (when any), Taxa de entrega (delivery only; 'Grátis' at zero), Total. A fee waived by a
 * free-delivery coupon shows as the fee and its waiver ('Frete grátis (cupom FRETEGRATIS)'), so the lines add up.
 */
export function orderTotalsLines(
  order: Pick<Order, 'order_type' | 'subtotal' | 'discount' | 'delivery_fee' | 'total'> & Partial<Pick<Order, 'coupon_code' | 'delivery_fee_waived'>>,
): MoneyLine[] {
  const lines: MoneyLine[] = [{ label: 'Subtotal', text: formatReais(order.subtotal) }];
  if (order.discount > 0) lines.push({ label: 'Desconto', text: `- ${formatReais(order.discount)}` });
  if (order.order_type === 'delivery') {
    const waived = order.delivery_fee_waived ?? 0;
    const fee = order.delivery_fee + waived;
    lines.push({ label: 'Taxa de entrega', text: fee > 0 ? formatReais(fee) : 'Grátis' });
    if (waived > 0) lines.push({ label: freeDeliveryLabel(order.coupon_code ?? null), text: `- ${formatReais(waived)}` });
  }
  lines.push({ label: 'Total', text: formatReais(order.total), total: true });
  return lines;
}

export type PaymentSummary = {
  method: string;
  /** Cash: 'Troco para R$ 100,00' or 'Sem troco'. */
  changeFor: string | null;
  /** Cash with change: 'Levar troco de R$ 45,10'. */
  changeDue: string | null;
  pixCode: string | null;
};

export function orderPaymentSummary(order: Pick<Order, 'order_type' | 'payment'>): PaymentSummary {
  const { method, change_for: changeFor, change_due: changeDue, pix_code: pixCode } = order.payment;
  const cash = method === 'cash';
  return {
    method: paymentMethodLabel(method, order.order_type),
    changeFor: cash ? (changeFor ? `${CHANGE_FOR_LABEL} ${formatReais(changeFor)}` : 'Sem troco') : null,
    changeDue: cash && changeFor && changeDue !== null ? `Levar troco de ${formatReais(changeDue)}` : null,
    pixCode: method === 'pix' ? pixCode : null,
  };
}

/** 'Rua Augusta, 1500 - Apto 12' / 'Consolação' / 'São Paulo/SP' / 'CEP 01304-001' / 'Ref.: ...'. */
export function orderAddressLines(address: OrderAddress | null): string[] {
  if (!address) return [];
  const street = [address.address, address.number].filter(Boolean).join(', ');
  const cityLine = [address.city, address.state].filter(Boolean).join('/');
  const cep = onlyDigits(address.cep);
  return [
    [street, address.complement].filter(Boolean).join(' - '),
    address.district,
    cityLine,
    cep ? `CEP ${maskCep(cep)}` : '',
    address.reference ? `Ref.: ${address.reference}` : '',
  ].filter((line): line is string => Boolean(line));
}

/** Where the order goes: the address for delivery, 'Mesa 12' for dine-in, 'Retirada no balcão' for pickup. */
export function orderDestinationLabel(order: Pick<Order, 'order_type' | 'table'>): string {
  if (order.order_type === 'dine_in') return order.table ? `Mesa/comanda ${order.table}` : ORDER_TYPE_LABELS.dine_in;
  if (order.order_type === 'pickup') return 'Retirada no balcão';
  return ORDER_TYPE_LABELS.delivery;
}

export function phoneDisplay(phone: string | null | undefined): string {
  const digits = onlyDigits(phone);
  return digits.length >= 10 && digits.length <= 11 ? maskPhone(digits) : String(phone ?? '');
}

/** wa.me needs the international number: Brazilian numbers without a country code get 55. */
export function whatsappHref(phone: string | null | undefined): string | null {
  const digits = onlyDigits(phone);
  if (!digits) return null;
  return `https://wa.me/${digits.length <= 11 ? `55${digits}` : digits}`;
}

/** Who made a change in the timeline: the staff member, 'Cliente' for the order itself, else 'Sistema'. */
export function historyActorLabel(entry: Pick<OrderHistoryEntry, 'actor' | 'status'>): string {
  if (entry.actor) return entry.actor.name;
  return entry.status === 'pending' ? 'Cliente' : 'Sistema';
}
