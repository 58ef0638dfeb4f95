-- Saved addresses: a signed-in customer's delivery addresses, kept when used in an order and offered again at the
-- checkout. match_key is computed in TypeScript by savedAddressKey (@comanda/shared/domain): the same place
-- written with another case, accents or punctuation has the same key, so it is one row.

CREATE TABLE customer_addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  label text,
  -- Digits only.
  cep text NOT NULL,
  address text NOT NULL,
  number text NOT NULL,
  complement text,
  district text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  reference text,
  latitude double precision,
  longitude double precision,
  match_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- NULL until the address is used (an account's own address, saved at registration).
  last_used_at timestamptz,
  UNIQUE (user_id, match_key)
);
CREATE INDEX customer_addresses_user_recent_idx ON customer_addresses (user_id, last_used_at DESC NULLS LAST, id DESC);
