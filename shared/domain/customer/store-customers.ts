import type { OrderPaymentMethod, OrderStatus, OrderType } from '../orders';

/** One customer of a store (GET /api/stores/{id}/customers): an account (by user id) or a guest (by phone), with figures over non-cancelled orders. */
export type StoreCustomer = {
  key: string;
  user_id: number | null;
  name: string;
  phone: string;
  email: string | null;
  orders_count: number;
  total_spent: number;
  average_ticket: number;
  first_order_at: string;
  last_order_at: string;
};

/** A line of a store customer's order history. */
export type CustomerOrder = { id: number; display_number: string; created_at: string; status: OrderStatus; order_type: OrderType; payment_method: OrderPaymentMethod; total: number };
