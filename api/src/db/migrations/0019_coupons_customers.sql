-- Coupons for a customer's first order only (checked against the store's non-cancelled orders).
ALTER TABLE coupons ADD COLUMN first_order_only boolean NOT NULL DEFAULT false;

-- Usage figures of a coupon (orders placed with it) and the store's customers (grouped by account or phone).
CREATE INDEX orders_coupon_id_idx ON orders (coupon_id) WHERE coupon_id IS NOT NULL;
CREATE INDEX orders_store_customer_idx ON orders (store_id, (COALESCE('u' || user_id::text, 'p' || customer_phone)));
