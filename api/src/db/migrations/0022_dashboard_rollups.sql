-- Daily rollups of the store dashboard (api/src/modules/dashboard): a store's complete past days, summed by the
-- job of dashboard-rollups.job.ts, so that a year is read from a few thousand rows instead of every order and
-- item. Days are the stores' calendar days (DEFAULT_TIME_ZONE, America/Sao_Paulo, for every store). The
-- dashboard reads a day from these tables only while dashboard_rollup_days says it is built and clean, and
-- reads the orders themselves for every other day (today, a day not built yet, a dirty one).

-- One row per day the job built (dirty = false) or that must be built again (dirty = true: an order of that
-- day was written after the day ended: backdated import, late cancellation, deletion).
CREATE TABLE dashboard_rollup_days (
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day date NOT NULL,
  dirty boolean NOT NULL DEFAULT true,
  built_at timestamptz,
  PRIMARY KEY (store_id, day)
);
CREATE INDEX dashboard_rollup_days_dirty_idx ON dashboard_rollup_days (store_id, day) WHERE dirty;

-- Orders and value per day, channel, order type and status (the dashboard's totals and their splits).
CREATE TABLE dashboard_daily_totals (
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day date NOT NULL,
  channel text NOT NULL,
  order_type text NOT NULL,
  status text NOT NULL,
  orders integer NOT NULL,
  cents bigint NOT NULL,
  PRIMARY KEY (store_id, day, channel, order_type, status)
);

-- Orders and value per day, hour (store time) and status (revenue per day, orders per weekday × hour). Kept apart
-- from the totals: with channel and type as well, a day would have about as many rows as orders.
CREATE TABLE dashboard_hourly_orders (
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day date NOT NULL,
  hour smallint NOT NULL,
  status text NOT NULL,
  orders integer NOT NULL,
  cents bigint NOT NULL,
  PRIMARY KEY (store_id, day, hour, status)
);

-- Items sold per day, product, name and status (top products). product_id has no foreign key: when a product is
-- deleted its items' product_id becomes null and they are told apart by name, which the dashboard does at read
-- time (a row whose product no longer exists counts as product_id null), so deleting a product rewrites nothing.
CREATE TABLE dashboard_daily_products (
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day date NOT NULL,
  product_id integer,
  name text NOT NULL,
  status text NOT NULL,
  quantity bigint NOT NULL,
  cents bigint NOT NULL
);
CREATE UNIQUE INDEX dashboard_daily_products_key ON dashboard_daily_products (store_id, day, product_id, name, status) NULLS NOT DISTINCT;

-- Marks dirty the past days (store time, TG_ARGV[0]) of the orders a statement wrote, deleted or changed in what the
-- rollups sum; an order of today costs one comparison and writes nothing (no row shared by a busy store's
-- inserts). The upsert locks the day's row: a build of that day (which locks it first) is waited for, and
-- the day is dirty again after it; in (store, day) order, the order in which the build locks its days.
-- The store's existence is checked because a store's deletion deletes its orders after the store itself.
CREATE FUNCTION dashboard_mark_days_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := TG_ARGV[0];
  today_start timestamptz := (now() AT TIME ZONE tz)::date::timestamp AT TIME ZONE tz;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_rollup_days (store_id, day)
    SELECT DISTINCT n.store_id, (n.created_at AT TIME ZONE tz)::date FROM written n
    WHERE n.created_at < today_start AND EXISTS (SELECT 1 FROM stores s WHERE s.id = n.store_id)
    ORDER BY 1, 2
    ON CONFLICT (store_id, day) DO UPDATE SET dirty = true;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_rollup_days (store_id, day)
    SELECT DISTINCT o.store_id, (o.created_at AT TIME ZONE tz)::date FROM deleted o
    WHERE o.created_at < today_start AND EXISTS (SELECT 1 FROM stores s WHERE s.id = o.store_id)
    ORDER BY 1, 2
    ON CONFLICT (store_id, day) DO UPDATE SET dirty = true;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE dashboard_rollup_days SET dirty = true WHERE NOT dirty;
  ELSE
    INSERT INTO dashboard_rollup_days (store_id, day)
    SELECT DISTINCT x.store_id, (x.created_at AT TIME ZONE tz)::date
    FROM before_update o
    JOIN after_update n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.store_id, o.created_at), (n.store_id, n.created_at)) AS x(store_id, created_at)
    WHERE (o.store_id, o.created_at, o.status, o.channel, o.order_type, o.total_cents)
          IS DISTINCT FROM (n.store_id, n.created_at, n.status, n.channel, n.order_type, n.total_cents)
      AND x.created_at < today_start AND EXISTS (SELECT 1 FROM stores s WHERE s.id = x.store_id)
    ORDER BY 1, 2
    ON CONFLICT (store_id, day) DO UPDATE SET dirty = true;
  END IF;
  RETURN NULL;
END
$$;

-- A trigger with transition tables has one event (PostgreSQL's rule): one trigger per event, one function.
CREATE TRIGGER orders_dashboard_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_days_dirty('America/Sao_Paulo');
CREATE TRIGGER orders_dashboard_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_days_dirty('America/Sao_Paulo');
CREATE TRIGGER orders_dashboard_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_days_dirty('America/Sao_Paulo');
CREATE TRIGGER orders_dashboard_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_days_dirty('America/Sao_Paulo');
