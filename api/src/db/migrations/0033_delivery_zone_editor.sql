-- The delivery zone editor (/store/delivery/zones and /store/delivery/rates, issue 12).

-- Zones drawn on the map: kind 'polygon', its vertices in drawing order as [{"latitude": …, "longitude": …}, …]
-- (at least 3; the ring closes by itself). Precedence when zones overlap: shared/domain/delivery/zones.ts.
ALTER TABLE delivery_zones DROP CONSTRAINT IF EXISTS delivery_zones_kind_check;
ALTER TABLE delivery_zones ADD CONSTRAINT delivery_zones_kind_check CHECK (kind IN ('district', 'distance', 'polygon'));
ALTER TABLE delivery_zones ADD COLUMN polygon jsonb;
ALTER TABLE delivery_zones ADD CONSTRAINT delivery_zones_polygon_check
  CHECK (kind <> 'polygon' OR (jsonb_typeof(polygon) = 'array' AND jsonb_array_length(polygon) >= 3));

-- Rates (shared/domain/delivery/rates.ts): per km of distance added to a ring's or the flat fee (null = none),
-- surcharges by time window ([{"label", "weekdays", "from", "to", "amountCents"}], store time), and the rain mode
-- the store switches on and off with its surcharge. Free delivery above a value stays min_free_delivery_cents.
ALTER TABLE stores
  ADD COLUMN delivery_per_km_cents integer CHECK (delivery_per_km_cents >= 0),
  ADD COLUMN delivery_surcharges jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(delivery_surcharges) = 'array'),
  ADD COLUMN rain_mode boolean NOT NULL DEFAULT false,
  ADD COLUMN rain_surcharge_cents integer NOT NULL DEFAULT 0 CHECK (rain_surcharge_cents >= 0);
