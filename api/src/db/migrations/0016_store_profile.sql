-- Store profile (issue 9): the cover image, and the slugs a store used before, so old links keep working.
ALTER TABLE stores ADD COLUMN cover text;

-- A slug a store gave up: /loja/{old} and the public store calls lead to the store that owned it. It stays
-- reserved for that store (another store may not take it); the store itself may take it back.
CREATE TABLE store_slug_history (
  slug text PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_slug_history_store_idx ON store_slug_history (store_id);
