/**
 * Wire shapes of the order calls (the spec leaves them out; we design them). Money on the wire is in
 * reais (numbers), as in the rest of the API; the domain works in centavos.
 *
 * Routes:
 *   POST /api/stores/{slug}/orders                 create (public; bearer token optional; header Idempotency-Key) → 201 { data: Order }
 *   GET  /api/orders/track/{publicId}              one order by its private link (public)                → { data: Order }
 *   GET  /api/stores/{storeId}/orders              store staff: list (OrderListQuery)                    → OrderListResponse
 *   GET  /api/stores/{storeId}/orders/{id}         store staff: one order                                → { data: Order }
 *   POST /api/stores/{storeId}/orders/{id}/status  store staff: { status, reason? }                      → { data: Order }
 *   GET  /api/customer/orders                      the caller's orders (CustomerOrderListQuery)          → CustomerOrderListResponse
 *   GET  /api/customer/orders/stores               the stores the caller ordered from, latest first      → CustomerOrderStoresResponse
 *   GET  /api/customer/orders/{id}                 one of the caller's orders                            → { data: Order }
 *   POST /api/customer/orders/{id}/cancel          the caller cancels their order while pending: { reason? } → { data: Order }
 *                                                  (422 on `status` once the store accepted it: customerCancelRefusal)
 *   POST /api/customer/orders/{id}/reorder         "pedir de novo": the order's items priced today         → ReorderResponse
 * Another customer's order is a 404 on every /customer/orders/{id} call.
 *
 * Real time (spec §4): `order.new` { order: OrderSummary } and `order.status_update` OrderStatusEvent on
 * private-store.{store_id} (a branch's orders also reach its parent store's channel); OrderStatusEvent
 * on the public channel `order.{public_id}` for the tracking page (the uuid is the secret).
 * `order.updated` OrderUpdatedEvent on the same store channels: an order changed without changing status (a table's
 * tab got a round, items moved between tabs, its service charge or bill request changed, it was paid). A dynamic PIX
 * charge made or paid also sends `order.updated` on the tracking channel `order.{public_id}`.
 */
import type { CartChange } from '../cart/cart-change';
import type { CartItem } from '../cart/types';
import type { ProductSelection } from '../catalog/registry';
import type { CourierView } from '../delivery/wire';
import type { OrderChannel, OrderType } from './order-types';
import type { OrderPaymentMethod, PaymentMethod } from './payment';
import type { OrderStatus } from './status';

export type OrderAddress = {
  cep: string;
  /** Street (logradouro). */
  address: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
  reference: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type CreateOrderItem = {
  product_id: number;
  quantity: number;
  /** The cart line's selection; null for a product without options. Prices inside are ignored. */
  selected_options: ProductSelection | null;
  notes?: string | null;
};

export type CreateOrderRequest = {
  order_type: OrderType;
  items: CreateOrderItem[];
  customer: { name: string; phone: string; email?: string | null };
  /** Required for delivery. */
  address?: OrderAddress | null;
  /** Dine-in: table or command number (optional). */
  table?: string | null;
  payment: { method: PaymentMethod; /** Cash: 'Troco para' in reais; null = exact amount. */ change_for?: number | null };
  coupon_code?: string | null;
  notes?: string | null;
  /** The total the customer saw; when the server's differs the order is refused (422 on expected_total). */
  expected_total?: number | null;
  /** "Agendar para": the chosen slot's start (ISO, one of availableSlots); null/absent = as soon as possible. */
  scheduled_for?: string | null;
};

/** The slot of a scheduled order, ISO instants [start, end). */
export type ScheduledSlotWire = { start: string; end: string };

export type OrderItem = {
  id: number;
  product_id: number | null;
  name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  business_type_slug: string | null;
  selected_options: ProductSelection | null;
  /** summarizeSelection(): 'Tamanho: Grande', '2x Bacon'... */
  option_lines: string[];
  notes: string | null;
};

export type OrderHistoryEntry = {
  status: OrderStatus;
  at: string;
  /** null for the customer placing the order (or a system change). */
  actor: { id: number; name: string } | null;
  reason: string | null;
};

export type OrderPayment = {
  method: OrderPaymentMethod;
  change_for: number | null;
  change_due: number | null;
  /**
   * PIX copia-e-cola for the exact total, when the method is PIX: the static BR Code, or the dynamic charge's (a store
   * with an "API Pix" provider; null for a moment, until the charge is made, while `pix_expires_at` is set).
   */
  pix_code: string | null;
  /** Dynamic PIX only: until when the charge may be paid (the order is cancelled after it, unpaid). */
  pix_expires_at?: string | null;
  /**
   * Dynamic PIX only, on the customer's reads: seconds left to pay when the server answered (by the server's clock, so a
   * phone whose clock is off still counts down right).
   */
  pix_seconds_left?: number | null;
  /** When the payment was confirmed (a dynamic PIX's webhook); null while unpaid. */
  paid_at?: string | null;
};

export type Order = {
  id: number;
  /** uuid of the private tracking link /loja/{slug}/success/{public_id}. */
  public_id: string;
  number: number;
  /** '#0042'. */
  display_number: string;
  store: { id: number; name: string; slug: string; phone: string | null; whatsapp: string | null };
  channel: OrderChannel;
  order_type: OrderType;
  status: OrderStatus;
  customer: { user_id: number | null; name: string; phone: string; email: string | null };
  address: OrderAddress | null;
  table: string | null;
  items: OrderItem[];
  subtotal: number;
  discount: number;
  delivery_fee: number;
  /** The fee a free-delivery coupon waived (delivery_fee is then 0); absent or 0 without one. */
  delivery_fee_waived?: number;
  total: number;
  coupon_code: string | null;
  payment: OrderPayment;
  notes: string | null;
  estimated_time: string | null;
  cancel_reason: string | null;
  /** A scheduled order's slot ('Agendado para sábado, 19:00–19:30'); null for an order placed for now. */
  scheduled_slot?: ScheduledSlotWire | null;
  history: OrderHistoryEntry[];
  created_at: string;
  updated_at: string;
  /**
   * Only for the order's customer and its private link, once a driver has it: the code to give at the door and, while
   * it is out for delivery, the driver (first name, vehicle, last position, estimate).
   */
  delivery?: { code: string | null; courier: CourierView | null } | null;
};

/** What identifies an order in lists and events. */
export type OrderRef = {
  id: number;
  public_id: string;
  number: number;
  display_number: string;
  store_id: number;
  order_type: OrderType;
  status: OrderStatus;
};

/** The list row and the `order.new` payload (small: events are capped at 10 KB). */
export type OrderSummary = OrderRef & {
  customer_name: string;
  total: number;
  payment_method: OrderPaymentMethod;
  items_count: number;
  /** 'Pizza Margherita', '2x Coca-Cola'... first lines, for kanban cards. */
  items_preview: string[];
  district: string | null;
  /** A scheduled order's slot (the kanban card's 'Agendado · sáb 19:00–19:30'). */
  scheduled_slot?: ScheduledSlotWire | null;
  created_at: string;
  updated_at: string;
  /** When the payment was confirmed (a dynamic PIX's webhook): the kanban's "Pago" badge. */
  paid_at?: string | null;
};

/** The `order.updated` payload: the order's list row as it is now (its status unchanged). */
export type OrderUpdatedEvent = { order: OrderSummary };

export type OrderStatusEvent = OrderRef & {
  previous_status: OrderStatus;
  reason: string | null;
  updated_at: string;
};

export type OrderListQuery = {
  page?: number;
  per_page?: number;
  /** One status or a comma list ('pending,confirmed'). */
  status?: string;
  order_type?: OrderType;
  /** YYYY-MM-DD, store time (America/Sao_Paulo), inclusive. */
  date_from?: string;
  date_to?: string;
  /** YYYY-MM-DD, store time: the last change falls on that day (a completed order: its completion). */
  changed_on?: string;
  /** Order number, customer name or phone. */
  search?: string;
  /** A parent store may narrow to one branch. */
  branch_id?: number;
};

export type OrderListResponse = {
  data: OrderSummary[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
};

/** GET /api/customer/orders: paging, `scope` and the same status and date filters as the store's list. */
export type CustomerOrderListQuery = {
  page?: number;
  per_page?: number;
  /** 'active' = open orders, 'history' = completed or cancelled. */
  scope?: 'active' | 'history';
  /** One status or a comma list ('completed,cancelled'). */
  status?: string;
  /** Only the orders of this store (an id of CustomerOrderStore). */
  store_id?: number;
  /** YYYY-MM-DD, store time (America/Sao_Paulo), inclusive. */
  date_from?: string;
  date_to?: string;
};

/** The store an order of the customer's was placed at, as their list shows it. */
export type CustomerOrderStoreRef = { id: number; name: string; slug: string; logo: string | null };

/** A row of the customer's order list: the summary and the store it was placed at. */
export type CustomerOrderSummary = OrderSummary & { store: CustomerOrderStoreRef };

export type CustomerOrderListResponse = {
  data: CustomerOrderSummary[];
  meta: OrderListResponse['meta'];
};

/** A store the customer ordered from (history's store filter, "pedir de novo"). */
export type CustomerOrderStore = CustomerOrderStoreRef & {
  /** ISO time of the customer's latest order there. */
  last_ordered_at: string;
  orders_count: number;
};

export type CustomerOrderStoresResponse = { data: CustomerOrderStore[] };

export type CancelCustomerOrderRequest = { reason?: string | null };

/**
 * POST /api/customer/orders/{id}/reorder. `items` are cart lines (centavos, as the cart keeps them) priced by the
 * server against the store's catalog today; `changes` tell what differs from the order (a price that changed
 * since the customer paid it, an item that can no longer be ordered). `unavailable_store`: the store is not
 * public any more (inactive, unpublished or suspended); the items are still returned.
 */
export type ReorderResponse = {
  data: {
    store: { id: number; name: string; slug: string };
    items: CartItem[];
    changes: CartChange[];
    unavailable_store?: boolean;
  };
};

export type UpdateOrderStatusRequest = { status: OrderStatus; reason?: string | null };
