-- The dashboard's statements read a store's orders of a period and their items from indexes alone
-- (api/src/modules/dashboard/dashboard.queries.ts): the orders index also carries the order's id (to reach its
-- items) and its customer (user_id, customer_phone: new vs returning), the items index what top products sums.
DROP INDEX orders_store_created_dashboard_idx;
CREATE INDEX orders_store_created_dashboard_idx ON orders (store_id, created_at)
  INCLUDE (status, channel, order_type, total_cents, id, user_id, customer_phone);
-- Replaces order_items_order_id_idx (same key): an order's items, with what the top products add up.
DROP INDEX order_items_order_id_idx;
CREATE INDEX order_items_order_id_idx ON order_items (order_id) INCLUDE (product_id, quantity, total_cents, name);
