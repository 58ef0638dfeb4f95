-- Storefront catalog: categories, products and coupons per store row (a branch is a store row with
-- parent_id, so a branch owns its catalog). Money in centavos.
-- stores.catalog_version is bumped by triggers on every change that alters a store's public catalog
-- (its products, its categories, its business type or active flag); the API caches the serialised
-- catalog per store and revalidates it against this number. The same triggers NOTIFY 'comanda_catalog'
-- with '<schema>:<store id>' so every API node drops its cached copy at once.
-- No ANALYZE here: analysing empty tables caches plans that scan whole tables (toolchain notes).

ALTER TABLE stores ADD COLUMN catalog_version integer NOT NULL DEFAULT 1;

CREATE TABLE categories (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categories_store_name_unique ON categories (store_id, lower(name));
CREATE INDEX categories_store_sort_idx ON categories (store_id, sort_order, id) WHERE is_active;

CREATE TABLE products (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  category_id integer REFERENCES categories(id) ON DELETE SET NULL,
  name text NOT NULL,
  description text,
  short_description text,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  -- null = no promotion
  promo_price_cents integer CHECK (promo_price_cents IS NULL OR promo_price_cents >= 0),
  -- storage-relative path ('demo/<store>/<file>.svg', served at /storage/) or an absolute http(s) URL
  image text,
  gallery_urls jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- spec §3 "Options per business type" in its raw shape (arrays or keyed objects, prices as numbers or strings)
  business_type_options jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The storefront query: active products of one store in display order.
CREATE INDEX products_store_active_sort_idx ON products (store_id, sort_order, id) WHERE is_active;
CREATE INDEX products_category_id_idx ON products (category_id);

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  code text NOT NULL,
  description text,
  type text NOT NULL CHECK (type IN ('percentage', 'fixed')),
  -- percentage: percentage points (10 = 10 %, 12.5 allowed); fixed: centavos (500 = R$ 5,00, whole numbers)
  value numeric(12, 2) NOT NULL CHECK (
    value > 0 AND (type = 'fixed' AND value = trunc(value) OR type = 'percentage' AND value <= 100)
  ),
  min_order_cents integer NOT NULL DEFAULT 0 CHECK (min_order_cents >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  -- null = unlimited
  usage_limit integer CHECK (usage_limit IS NULL OR usage_limit >= 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  per_customer_limit integer CHECK (per_customer_limit IS NULL OR per_customer_limit > 0),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Codes are unique per store and matched case-insensitively.
CREATE UNIQUE INDEX coupons_store_code_unique ON coupons (store_id, upper(code));

CREATE FUNCTION comanda_catalog_changed(p_store_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stores SET catalog_version = catalog_version + 1 WHERE id = p_store_id;
  PERFORM pg_notify('comanda_catalog', current_schema() || ':' || p_store_id);
END
$$;

CREATE FUNCTION comanda_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;

-- AFTER triggers: an INSERT … ON CONFLICT DO NOTHING that inserts nothing (seed re-runs) changes nothing.
CREATE FUNCTION comanda_catalog_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM comanda_catalog_changed(OLD.store_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.store_id IS DISTINCT FROM OLD.store_id) THEN
    PERFORM comanda_catalog_changed(NEW.store_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION comanda_touch_updated_at();
CREATE TRIGGER categories_touch_updated_at BEFORE UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION comanda_touch_updated_at();
CREATE TRIGGER coupons_touch_updated_at BEFORE UPDATE ON coupons FOR EACH ROW EXECUTE FUNCTION comanda_touch_updated_at();
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION comanda_catalog_row_changed();
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION comanda_catalog_row_changed();

-- A store's own row: what the products call shows from it (business type slug) or checks (active
-- flags of the store and of its parent).
CREATE FUNCTION comanda_store_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.business_type_id IS DISTINCT FROM OLD.business_type_id OR NEW.is_active IS DISTINCT FROM OLD.is_active
     OR NEW.parent_id IS DISTINCT FROM OLD.parent_id OR NEW.slug IS DISTINCT FROM OLD.slug THEN
    NEW.catalog_version := OLD.catalog_version + 1;
    PERFORM pg_notify('comanda_catalog', current_schema() || ':' || NEW.id);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER stores_catalog_changed BEFORE UPDATE OF business_type_id, is_active, parent_id, slug ON stores
  FOR EACH ROW EXECUTE FUNCTION comanda_store_catalog_changed();

CREATE FUNCTION comanda_business_type_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS DISTINCT FROM OLD.slug THEN
    UPDATE stores SET catalog_version = catalog_version + 1 WHERE business_type_id = NEW.id;
    PERFORM pg_notify('comanda_catalog', current_schema() || ':*');
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER business_types_catalog_changed AFTER UPDATE OF slug ON business_types
  FOR EACH ROW EXECUTE FUNCTION comanda_business_type_changed();
