-- Table tabs (comandas, issue 11). A tab is a POS sale of type dine_in left with something to pay: it stays open
-- (tab_open) while the table orders rounds, and closes when it is paid in full, or when its items all moved to another
-- tab (cancelled then). The table asked for the bill at bill_requested_at; service_charge_percent is the store's
-- percent when the service charge is on for this tab (null: none).
ALTER TABLE orders
  ADD COLUMN tab_open boolean NOT NULL DEFAULT false,
  ADD COLUMN bill_requested_at timestamptz,
  ADD COLUMN service_charge_percent numeric(5, 2) CHECK (service_charge_percent > 0 AND service_charge_percent <= 100);

-- One open tab per table (or card) of a store, whatever the case and the spaces of its label: two stations opening a
-- tab on table 5 at once, the second fails here. A tab cancelled from the kanban no longer holds its table.
CREATE UNIQUE INDEX orders_open_tab_table ON orders (store_id, lower(btrim(table_label))) WHERE tab_open AND status <> 'cancelled';

-- The rounds of a tab, each under the Idempotency-Key it was sent with: a retried round answers the first one
-- instead of adding its items twice.
CREATE TABLE pos_tab_rounds (
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  round integer NOT NULL CHECK (round >= 1),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, round),
  UNIQUE (order_id, idempotency_key)
);
