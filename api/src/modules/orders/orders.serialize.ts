import { formatOrderNumber, summarizeSelection, type Order, type OrderRef, type OrderStatusEvent, type OrderSummary } from '@comanda/shared/domain';
import type { OrderHistoryRow, OrderItemRow, OrderRow } from '../../db/schema';

const reais = (cents: number) => cents / 100;
const iso = (date: Date | string) => new Date(date).toISOString();

export type OrderStoreInfo = { id: number; name: string; slug: string; phone: string | null; whatsapp: string | null };

export function changeDueCents(order: Pick<OrderRow, 'paymentMethod' | 'changeForCents' | 'totalCents'>): number | null {
  if (order.paymentMethod !== 'cash' || order.changeForCents === null) return null;
  return Math.max(order.changeForCents - order.totalCents, 0);
}

/** A scheduled order's slot on the wire (orders.scheduled_for/scheduled_until, migration 0042); null otherwise. */
const scheduledSlotOf = (order: Pick<OrderRow, 'scheduledFor' | 'scheduledUntil'>) =>
  order.scheduledFor && order.scheduledUntil ? { start: iso(order.scheduledFor), end: iso(order.scheduledUntil) } : null;

export function toOrder(order: OrderRow, store: OrderStoreInfo, items: OrderItemRow[], history: OrderHistoryRow[]): Order {
  const changeDue = changeDueCents(order);
  return {
    id: order.id,
    public_id: order.publicId,
    number: order.number,
    display_number: formatOrderNumber(order.number),
    store,
    channel: order.channel,
    order_type: order.orderType,
    status: order.status,
    customer: { user_id: order.userId, name: order.customerName, phone: order.customerPhone, email: order.customerEmail },
    address: order.address,
    table: order.tableLabel,
    items: [...items]
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((item) => ({
        id: item.id,
        product_id: item.productId,
        name: item.name,
        quantity: item.quantity,
        unit_price: reais(item.unitPriceCents),
        total_price: reais(item.totalCents),
        business_type_slug: item.businessTypeSlug,
        selected_options: item.selectedOptions,
        option_lines: item.optionLines,
        notes: item.notes,
      })),
    subtotal: reais(order.subtotalCents),
    discount: reais(order.discountCents),
    delivery_fee: reais(order.deliveryFeeCents),
    delivery_fee_waived: reais(order.deliveryFeeWaivedCents),
    total: reais(order.totalCents),
    coupon_code: order.couponCode,
    payment: {
      method: order.paymentMethod,
      change_for: order.changeForCents === null ? null : reais(order.changeForCents),
      change_due: changeDue === null ? null : reais(changeDue),
      pix_code: order.pixCode,
      pix_expires_at: order.pixExpiresAt ? iso(order.pixExpiresAt) : null,
      paid_at: order.paidAt ? iso(order.paidAt) : null,
    },
    notes: order.notes,
    estimated_time: order.estimatedTime,
    cancel_reason: order.cancelReason,
    scheduled_slot: scheduledSlotOf(order),
    history: [...history]
      .sort((a, b) => a.id - b.id)
      .map((entry) => ({
        status: entry.status,
        at: iso(entry.createdAt),
        actor: entry.actorId !== null ? { id: entry.actorId, name: entry.actorName ?? '' } : null,
        reason: entry.reason,
      })),
    created_at: iso(order.createdAt),
    updated_at: iso(order.updatedAt),
  };
}

/** The customer's reads of an unpaid dynamic PIX: the seconds left to pay, by the server's clock (the API's `now`). */
export function withPixClock(order: Order, now: Date): Order {
  const { pix_expires_at: expiresAt, paid_at: paidAt } = order.payment;
  if (!expiresAt || paidAt) return order;
  return { ...order, payment: { ...order.payment, pix_seconds_left: Math.max(0, Math.round((Date.parse(expiresAt) - now.getTime()) / 1000)) } };
}

/**
 * The order as its public tracking link shows it: whoever holds the link (a forwarded WhatsApp message) must not
 * learn which staff member moved the order, nor any account id.
 */
export function toPublicOrder(order: Order): Order {
  return {
    ...order,
    customer: { ...order.customer, user_id: null },
    history: order.history.map((entry) => ({ ...entry, actor: null })),
  };
}

export type SummaryItem = Pick<OrderItemRow, 'name' | 'quantity' | 'businessTypeSlug' | 'selectedOptions'>;

const PREVIEW_LINES = 3;

export function itemsPreview(items: SummaryItem[]): string[] {
  return items.slice(0, PREVIEW_LINES).map((item) => (item.quantity > 1 ? `${item.quantity}x ${item.name}` : item.name));
}

function toOrderRef(order: OrderRow): OrderRef {
  return {
    id: order.id,
    public_id: order.publicId,
    number: order.number,
    display_number: formatOrderNumber(order.number),
    store_id: order.storeId,
    order_type: order.orderType,
    status: order.status,
  };
}

export function toOrderSummary(order: OrderRow, itemsCount: number, preview: string[]): OrderSummary {
  return {
    ...toOrderRef(order),
    customer_name: order.customerName,
    total: reais(order.totalCents),
    payment_method: order.paymentMethod,
    items_count: itemsCount,
    items_preview: preview,
    district: order.district,
    scheduled_slot: scheduledSlotOf(order),
    created_at: iso(order.createdAt),
    updated_at: iso(order.updatedAt),
    paid_at: order.paidAt ? iso(order.paidAt) : null,
  };
}

export function toStatusEvent(order: OrderRow, previous: OrderRow['status']): OrderStatusEvent {
  return {
    ...toOrderRef(order),
    previous_status: previous,
    reason: order.cancelReason,
    updated_at: iso(order.updatedAt),
  };
}

/** The option lines stored with an item (display of what was chosen, frozen at order time). */
export const optionLinesOf = (slug: string | null, selection: unknown): string[] => summarizeSelection(slug, selection);
