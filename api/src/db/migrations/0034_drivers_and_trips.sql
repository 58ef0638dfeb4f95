-- Delivery drivers and their trips (issue 12). A driver is a person a store sends out with orders: one of its own
-- or a freelancer. Signing in is by an account with the role 'driver' (invited like an employee); a driver of two
-- stores has one account and a row per store. The row holds what the store knows of the driver and, while the
-- driver is online in the app, the last position it sent.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('super_admin', 'store_owner', 'store_admin', 'attendant', 'customer', 'driver'));
ALTER TABLE employee_invitations DROP CONSTRAINT employee_invitations_role_check;
ALTER TABLE employee_invitations ADD CONSTRAINT employee_invitations_role_check CHECK (role IN ('store_owner', 'store_admin', 'attendant', 'driver'));

CREATE TABLE drivers (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- The invitation that will link the account (user_id is set when it is accepted).
  invitation_id integer REFERENCES employee_invitations(id) ON DELETE SET NULL,
  name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('own', 'freelancer')),
  vehicle text NOT NULL CHECK (vehicle IN ('moto', 'bicicleta', 'carro', 'a_pe')),
  plate text,
  is_active boolean NOT NULL DEFAULT true,
  -- Set while the driver is online in the app.
  online_since timestamptz,
  latitude double precision,
  longitude double precision,
  position_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((latitude IS NULL) = (longitude IS NULL) AND (latitude IS NULL) = (position_at IS NULL))
);
CREATE UNIQUE INDEX drivers_store_user ON drivers (store_id, user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX drivers_store_email ON drivers (store_id, lower(email));
CREATE INDEX drivers_user ON drivers (user_id) WHERE user_id IS NOT NULL;

-- One trip: the orders a driver takes out together, in the order of `orders.trip_stop`.
-- assigned → accepted → picked_up → finished; declined or cancelled (unassigned by the store) end it early.
CREATE TABLE delivery_trips (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE RESTRICT,
  status text NOT NULL CHECK (status IN ('assigned', 'accepted', 'picked_up', 'finished', 'declined', 'cancelled')),
  assigned_by integer REFERENCES users(id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  picked_up_at timestamptz,
  finished_at timestamptz
);
-- A driver has at most one trip in progress.
CREATE UNIQUE INDEX delivery_trips_driver_active ON delivery_trips (driver_id) WHERE status IN ('assigned', 'accepted', 'picked_up');
CREATE INDEX delivery_trips_store ON delivery_trips (store_id, assigned_at DESC);

-- An order on a trip: its stop, the code the customer gives at the door, when it was picked up and delivered.
-- orders.driver_id (0003, never written) pointed at users: a driver is now a store's drivers row.
ALTER TABLE orders DROP COLUMN driver_id;
ALTER TABLE orders
  ADD COLUMN trip_id integer REFERENCES delivery_trips(id) ON DELETE SET NULL,
  ADD COLUMN trip_stop smallint,
  ADD COLUMN driver_id integer REFERENCES drivers(id) ON DELETE SET NULL,
  ADD COLUMN delivery_code text CHECK (delivery_code ~ '^[0-9]{4}$'),
  ADD COLUMN picked_up_at timestamptz,
  ADD COLUMN delivered_at timestamptz;
CREATE INDEX orders_trip ON orders (trip_id) WHERE trip_id IS NOT NULL;
CREATE INDEX orders_driver_delivered ON orders (driver_id, delivered_at) WHERE driver_id IS NOT NULL;

-- Cash a driver received at the door: a balance the driver carries until the store settles it into a register
-- session (a 'acerto' movement of that session).
CREATE TABLE driver_cash (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE RESTRICT,
  order_id integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  change_cents integer NOT NULL DEFAULT 0 CHECK (change_cents >= 0),
  received_at timestamptz NOT NULL DEFAULT now(),
  settlement_id integer
);
CREATE INDEX driver_cash_open ON driver_cash (driver_id) WHERE settlement_id IS NULL;

ALTER TABLE pos_cash_movements DROP CONSTRAINT pos_cash_movements_kind_check;
ALTER TABLE pos_cash_movements ADD CONSTRAINT pos_cash_movements_kind_check CHECK (kind IN ('sangria', 'suprimento', 'acerto'));
ALTER TABLE pos_cash_movements ADD COLUMN driver_id integer REFERENCES drivers(id) ON DELETE SET NULL;
ALTER TABLE driver_cash ADD CONSTRAINT driver_cash_settlement FOREIGN KEY (settlement_id) REFERENCES pos_cash_movements(id) ON DELETE SET NULL;
