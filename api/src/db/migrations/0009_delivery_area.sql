-- A bairro zone belongs to a city: districts are matched together with the zone's city and state.
ALTER TABLE delivery_zones ADD COLUMN city text, ADD COLUMN state text;
UPDATE delivery_zones z SET city = s.city, state = upper(s.state)
FROM stores s
WHERE s.id = z.store_id AND z.kind = 'district';

-- What the CEP directory and the geocoder answered (successes only), so that every API node and every
-- restart reuses them: Nominatim asks for caching (1 request/s) and an address seen before can still be
-- placed while a provider is down. kind: 'cep' (key: 8 digits) or 'geocode' (key: the folded query).
CREATE TABLE address_lookups (
  kind text NOT NULL CHECK (kind IN ('cep', 'geocode')),
  key text NOT NULL,
  value jsonb NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, key)
);
