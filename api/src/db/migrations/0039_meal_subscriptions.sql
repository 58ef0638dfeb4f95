-- Marmita subscriptions (issue 13): a customer subscribes to a marmita product that offers it; each delivery day the
-- scheduler (a recurring durable job) creates a normal order for it. selected_options are the server's resolution of
-- the customer's choice (like order_items.selected_options) and option_lines their printed form; address is a
-- snapshot of the saved address as the server placed it (the saved one may be edited or deleted later).
-- weekdays: weekly / bi_weekly only; day_of_month: monthly only. paused_until is the day deliveries come back
-- (NULL with status paused = until resumed). Dates are the store's calendar days (America/Sao_Paulo).
CREATE TABLE meal_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  selected_options jsonb,
  option_lines jsonb NOT NULL DEFAULT '[]',
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  frequency text NOT NULL CHECK (frequency IN ('daily', 'weekdays', 'weekly', 'bi_weekly', 'monthly')),
  weekdays jsonb NOT NULL DEFAULT '[]',
  day_of_month integer CHECK (day_of_month BETWEEN 1 AND 31),
  address_id integer REFERENCES customer_addresses(id) ON DELETE SET NULL,
  address jsonb NOT NULL,
  payment_method text NOT NULL,
  notes text,
  start_date date NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'cancelled')),
  paused_until date,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX meal_subscriptions_user ON meal_subscriptions (user_id, id DESC);
CREATE INDEX meal_subscriptions_store ON meal_subscriptions (store_id, status, id DESC);
-- The scheduler's scan: subscriptions that may deliver.
CREATE INDEX meal_subscriptions_live ON meal_subscriptions (id) WHERE status <> 'cancelled';

-- Delivery days the customer skipped.
CREATE TABLE meal_subscription_skips (
  subscription_id integer NOT NULL REFERENCES meal_subscriptions(id) ON DELETE CASCADE,
  date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, date)
);

-- The order made for each delivery day: the key makes a delivery at most one order, whichever node or retry makes
-- it (the order itself carries the idempotency key meal:<subscription>:<date>, so a crash between the two is replayed).
CREATE TABLE meal_subscription_deliveries (
  subscription_id integer NOT NULL REFERENCES meal_subscriptions(id) ON DELETE CASCADE,
  date date NOT NULL,
  order_id integer REFERENCES orders(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, date)
);
CREATE INDEX meal_subscription_deliveries_order ON meal_subscription_deliveries (order_id) WHERE order_id IS NOT NULL;
