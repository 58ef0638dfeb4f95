-- The platform's own figures (admin dashboard and reports) read orders of every store by date.
CREATE INDEX orders_created_platform_idx ON orders (created_at) INCLUDE (store_id, status, total_cents);
