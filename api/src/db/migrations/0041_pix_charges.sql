-- Dynamic PIX (issue 14, "PIX confirmed"): a store may connect a PSP that implements the Banco Central's "API Pix"
-- (PUT/GET /cob/{txid}, PUT /webhook/{chave}, OAuth2 client_credentials). Its PIX orders then get an immediate
-- charge (cob) with its own txid and expiry instead of the static BR Code, and the PSP's webhook marks them paid.
-- Stores without a provider keep the static code.

-- The store's provider credentials. The secrets are never returned by the API (write-only in the settings screen).
CREATE TABLE store_pix_providers (
  store_id integer PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
  base_url text NOT NULL,
  client_id text NOT NULL,
  client_secret text NOT NULL,
  pix_key text NOT NULL,
  -- HMAC-SHA256 key of the webhook's signature header (x-pix-signature), set by the owner at the PSP and here.
  webhook_secret text NOT NULL,
  -- The webhook URL's opaque id (/api/webhooks/pix/{webhook_id}): random, made when the provider is first connected.
  webhook_id text NOT NULL UNIQUE,
  -- How long the customer has to pay (the cob's calendario.expiracao); the order is cancelled after it.
  expiry_minutes integer NOT NULL DEFAULT 30 CHECK (expiry_minutes BETWEEN 5 AND 1440),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One charge per PIX order of a store with a provider. txid: 26–35 of [a-zA-Z0-9] (BCB), made by us, so creating
-- the charge is idempotent (a retried job asks for the same txid). status: creating → active → paid | expired.
CREATE TABLE pix_charges (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  txid text NOT NULL UNIQUE CHECK (txid ~ '^[a-zA-Z0-9]{26,35}$'),
  amount_cents integer NOT NULL,
  status text NOT NULL DEFAULT 'creating' CHECK (status IN ('creating', 'active', 'paid', 'expired')),
  copy_paste text,
  location text,
  expires_at timestamptz NOT NULL,
  -- The PIX's end-to-end id from the webhook: a repeated webhook finds it and changes nothing.
  end_to_end_id text UNIQUE,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX pix_charges_store_id ON pix_charges (store_id);

-- When the order was paid (a PIX confirmed by the PSP's webhook); null while unpaid or for other methods.
ALTER TABLE orders ADD COLUMN paid_at timestamptz;
-- Until when a dynamic PIX charge may be paid (null: static code or another method).
ALTER TABLE orders ADD COLUMN pix_expires_at timestamptz;
