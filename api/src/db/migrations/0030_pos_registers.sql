-- The point of sale's cash register (issue 11): a session per station (a device selling for the store) from its
-- opening with a float to its closing with a blind count; the cash taken out (sangria) or put in (suprimento).
-- One open session per station at a time; two stations of a store keep their own sessions and totals.
CREATE TABLE pos_register_sessions (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  station_id text NOT NULL,
  station_name text NOT NULL,
  opened_by integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  opened_at timestamptz NOT NULL DEFAULT now(),
  opening_float_cents integer NOT NULL CHECK (opening_float_cents >= 0),
  closed_by integer REFERENCES users(id) ON DELETE RESTRICT,
  closed_at timestamptz,
  -- The blind count per payment method and the Z figures, frozen at the close.
  counted jsonb,
  closing jsonb,
  closing_notes text,
  CHECK ((closed_at IS NULL) = (closed_by IS NULL) AND (closed_at IS NULL) = (counted IS NULL))
);
CREATE UNIQUE INDEX pos_register_sessions_open_station ON pos_register_sessions (store_id, station_id) WHERE closed_at IS NULL;
CREATE INDEX pos_register_sessions_store_opened ON pos_register_sessions (store_id, opened_at DESC);

CREATE TABLE pos_cash_movements (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES pos_register_sessions(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('sangria', 'suprimento')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL,
  created_by integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pos_cash_movements_session ON pos_cash_movements (session_id, created_at);
