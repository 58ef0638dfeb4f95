-- Platform spine: business types, stores (with branches), users, memberships, tokens.
-- No ANALYZE here: analysing empty tables caches plans that scan whole tables (toolchain notes).

CREATE TABLE business_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text,
  icon text,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stores (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES stores(id) ON DELETE CASCADE,
  business_type_id integer REFERENCES business_types(id),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text,
  logo text,
  primary_color text,
  secondary_color text,
  background_color text,
  text_color text,
  product_display_style text NOT NULL DEFAULT 'grid',
  products_per_page integer NOT NULL DEFAULT 12,
  is_active boolean NOT NULL DEFAULT true,
  is_open boolean,
  opening_hours jsonb,
  phone text,
  whatsapp text,
  email text,
  address text,
  number text,
  complement text,
  district text,
  city text,
  state text,
  cep text,
  latitude double precision,
  longitude double precision,
  delivery_fee_cents integer NOT NULL DEFAULT 0,
  min_free_delivery_cents integer,
  min_order_cents integer NOT NULL DEFAULT 0,
  delivery_time text,
  delivery_range_min_km double precision,
  delivery_range_max_km double precision,
  pix_key text,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stores_parent_id_idx ON stores (parent_id);

CREATE TABLE users (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'customer'
    CHECK (role IN ('super_admin', 'store_owner', 'store_admin', 'attendant', 'customer')),
  store_id integer REFERENCES stores(id) ON DELETE SET NULL,
  cep text,
  address text,
  number text,
  complement text,
  district text,
  city text,
  state text,
  latitude double precision,
  longitude double precision,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email));
CREATE INDEX users_store_id_idx ON users (store_id);

CREATE TABLE store_memberships (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('store_owner', 'store_admin', 'attendant')),
  branch_id integer REFERENCES stores(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX store_memberships_user_store_unique ON store_memberships (user_id, store_id);
CREATE INDEX store_memberships_store_id_idx ON store_memberships (store_id);

CREATE TABLE personal_access_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  last_used_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX personal_access_tokens_user_id_idx ON personal_access_tokens (user_id);

CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  email text NOT NULL,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_email_idx ON password_reset_tokens (lower(email));
