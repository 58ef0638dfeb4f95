-- The dashboard's aggregates (api/src/modules/dashboard/dashboard.queries.ts).
-- A store's orders in a period, read from the index alone (status, channel, type and total ride along).
CREATE INDEX orders_store_created_dashboard_idx ON orders (store_id, created_at) INCLUDE (status, channel, order_type, total_cents);
-- "Has this customer ordered here before the period?": the account, else the phone's digits.
CREATE INDEX orders_store_customer_key_idx ON orders (store_id, (coalesce('u' || user_id::text, 'p' || regexp_replace(customer_phone, '\D', '', 'g'))), created_at);
