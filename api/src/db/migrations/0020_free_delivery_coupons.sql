-- Free-delivery coupons waive the order's delivery fee; they have no value (stored as 0).
ALTER TABLE coupons DROP CONSTRAINT coupons_type_check;
-- 0002's value CHECK names two columns, so PostgreSQL named it coupons_check.
ALTER TABLE coupons DROP CONSTRAINT coupons_check;
ALTER TABLE coupons ADD CONSTRAINT coupons_type_check CHECK (type IN ('percentage', 'fixed', 'free_delivery'));
ALTER TABLE coupons ADD CONSTRAINT coupons_value_check CHECK (
  type = 'free_delivery' AND value = 0
  OR value > 0 AND (type = 'fixed' AND value = trunc(value) OR type = 'percentage' AND value <= 100)
);

-- The delivery fee a free-delivery coupon waived (delivery_fee_cents is then 0): the ticket and summary show it.
ALTER TABLE orders ADD COLUMN delivery_fee_waived_cents integer NOT NULL DEFAULT 0 CHECK (delivery_fee_waived_cents >= 0);
