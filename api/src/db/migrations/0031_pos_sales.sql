-- Sales at the point of sale (issue 11). A POS sale is an order with channel 'pos' in the order tables: what is
-- POS-only is who sold it (created_by), the register session it was made on, "CPF na nota", when it was sold while
-- the station was offline (its charged prices are kept; price_difference_cents = charged − the server's price then),
-- who approved its discount, and its payments (tenders) into register sessions.
ALTER TABLE orders
  ADD COLUMN cpf text,
  ADD COLUMN sold_offline_at timestamptz,
  ADD COLUMN price_difference_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN service_charge_cents integer NOT NULL DEFAULT 0 CHECK (service_charge_cents >= 0),
  ADD COLUMN created_by integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN register_session_id integer REFERENCES pos_register_sessions(id) ON DELETE SET NULL,
  ADD COLUMN discount_approved_by integer REFERENCES users(id) ON DELETE SET NULL;

-- A POS sale stores the method of its largest tender, which may be a meal voucher (never offered online).
ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('pix', 'credit_card', 'debit_card', 'cash', 'meal_voucher'));

-- The sales of a register session, newest first (the POS's list and reprints).
CREATE INDEX orders_register_session_idx ON orders (register_session_id, created_at DESC) WHERE register_session_id IS NOT NULL;

-- A table's tab sends its items to the kitchen in rounds, each with its own ticket; a sale has one round.
ALTER TABLE order_items ADD COLUMN round integer NOT NULL DEFAULT 1 CHECK (round >= 1);

-- One tender of a POS sale, into the register session that took it: what it paid of the sale (cash net of the
-- change) and the change given back. A sale may be paid in parts, in several sessions (a tab paid later).
CREATE TABLE order_payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  register_session_id integer NOT NULL REFERENCES pos_register_sessions(id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('cash', 'debit_card', 'credit_card', 'pix', 'meal_voucher')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  change_cents integer NOT NULL DEFAULT 0 CHECK (change_cents >= 0),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (method = 'cash' OR change_cents = 0)
);
CREATE INDEX order_payments_session ON order_payments (register_session_id);
CREATE INDEX order_payments_order ON order_payments (order_id);

-- A manager's PIN approving an attendant's discount at a station, per store (argon2 hash, never the PIN).
CREATE TABLE pos_manager_pins (
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_id, user_id)
);
