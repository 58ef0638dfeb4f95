-- Orders: delivery zones, per-store order numbers, orders with items and status history, idempotency keys.

CREATE TABLE delivery_zones (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  -- 'district': a list of neighbourhoods; 'distance': a band up to up_to_km from the store.
  kind text NOT NULL CHECK (kind IN ('district', 'distance')),
  name text NOT NULL,
  districts text[] NOT NULL DEFAULT '{}',
  up_to_km double precision,
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  min_order_cents integer CHECK (min_order_cents >= 0),
  estimated_time text,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'distance' OR up_to_km > 0)
);
CREATE INDEX delivery_zones_store_id_idx ON delivery_zones (store_id);

CREATE TABLE order_counters (
  store_id integer PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
  last_number integer NOT NULL
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  public_id uuid NOT NULL UNIQUE,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  -- Per-store sequence from order_counters. NULL only inside the creating transaction: the number is taken
  -- last, so the counter row stays locked for one statement and the commit, not for the whole order.
  number integer,
  channel text NOT NULL DEFAULT 'online' CHECK (channel IN ('online', 'pos')),
  order_type text NOT NULL CHECK (order_type IN ('delivery', 'pickup', 'dine_in')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'preparing', 'ready', 'delivering', 'completed', 'cancelled')),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  customer_name text NOT NULL,
  customer_phone text NOT NULL,
  customer_email text,
  -- Delivery address (null for pickup and dine-in).
  address jsonb,
  district text,
  latitude double precision,
  longitude double precision,
  table_label text,
  subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  delivery_fee_cents integer NOT NULL DEFAULT 0 CHECK (delivery_fee_cents >= 0),
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  coupon_id integer REFERENCES coupons(id) ON DELETE SET NULL,
  coupon_code text,
  payment_method text NOT NULL CHECK (payment_method IN ('pix', 'credit_card', 'debit_card', 'cash')),
  change_for_cents integer,
  pix_code text,
  notes text,
  estimated_time text,
  delivery_zone text,
  cancel_reason text,
  driver_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store_id, number)
);
CREATE INDEX orders_store_created_idx ON orders (store_id, created_at DESC);
CREATE INDEX orders_store_status_idx ON orders (store_id, status);
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC) WHERE user_id IS NOT NULL;

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id integer REFERENCES products(id) ON DELETE SET NULL,
  name text NOT NULL,
  business_type_slug text,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  selected_options jsonb,
  -- The engine's price lines at the time of the order (what was charged for what).
  price_lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  option_lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  notes text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX order_items_order_id_idx ON order_items (order_id);

CREATE TABLE order_status_history (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status text NOT NULL,
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  actor_name text,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_id_idx ON order_status_history (order_id, id);

-- One row per Idempotency-Key of a store: the same key never makes a second order. The row is written
-- first in the order's transaction (order_id filled at the end), so a concurrent duplicate waits on it.
CREATE TABLE order_idempotency_keys (
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id integer REFERENCES orders(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_id, key)
);
