-- Store settings (issue 9): holiday exceptions to the weekly hours, the orders pause, and the type of the PIX key.
-- Order types, payment methods and the escalation settings live in stores.settings (jsonb).
ALTER TABLE stores
  ADD COLUMN holiday_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN pix_key_type text,
  ADD COLUMN orders_paused_at timestamptz,
  -- null with orders_paused_at set = paused until the store resumes by hand
  ADD COLUMN orders_paused_until timestamptz,
  ADD COLUMN orders_pause_message text;
