-- Scheduled orders (issue 14, "Open for later"): the customer picks a time slot of the store's opening hours;
-- the order waits as 'scheduled' until a job releases it into 'pending' (slot start minus the store's lead time).
ALTER TABLE orders ADD COLUMN scheduled_for timestamptz;
ALTER TABLE orders ADD COLUMN scheduled_until timestamptz;

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('scheduled', 'pending', 'confirmed', 'preparing', 'ready', 'delivering', 'completed', 'cancelled'));

ALTER TABLE orders ADD CONSTRAINT orders_scheduled_slot_check
  CHECK ((scheduled_for IS NULL) = (scheduled_until IS NULL) AND (scheduled_for IS NULL OR scheduled_until > scheduled_for));
