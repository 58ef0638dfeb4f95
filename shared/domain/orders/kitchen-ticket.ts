import { ORDER_TYPE_LABELS } from './order-types';
import { formatReais, orderAddressLines, orderPaymentSummary, orderTotalsLines, phoneDisplay, type MoneyLine } from './order-display';
import { formatOrderDateTime } from './order-time';
import type { Order } from './wire';

export type KitchenTicketItem = { quantity: number; name: string; total: string; options: string[]; notes: string | null };

/** What the 80 mm kitchen ticket prints, in order; the UI only lays it out. */
export type KitchenTicket = {
  storeName: string;
  number: string;
  dateTime: string;
  typeLabel: string;
  table: string | null;
  items: KitchenTicketItem[];
  customer: string[];
  address: string[];
  payment: string[];
  totals: MoneyLine[];
  notes: string | null;
};

export function kitchenTicket(order: Order): KitchenTicket {
  const payment = orderPaymentSummary(order);
  return {
    storeName: order.store.name,
    number: order.display_number,
    dateTime: formatOrderDateTime(order.created_at),
    typeLabel: ORDER_TYPE_LABELS[order.order_type],
    table: order.order_type === 'dine_in' ? order.table : null,
    items: order.items.map((item) => ({
      quantity: item.quantity,
      name: item.name,
      total: formatReais(item.total_price),
      options: item.option_lines,
      notes: item.notes,
    })),
    customer: [order.customer.name, phoneDisplay(order.customer.phone)].filter(Boolean),
    address: order.order_type === 'delivery' ? orderAddressLines(order.address) : [],
    payment: [payment.method, payment.changeFor, payment.changeDue].filter((line): line is string => Boolean(line)),
    totals: orderTotalsLines(order),
    notes: order.notes,
  };
}
