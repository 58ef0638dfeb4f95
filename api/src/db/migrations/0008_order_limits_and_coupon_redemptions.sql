-- Issue 8. A store may lower the order limits of shared/domain (orders/quantity-limits.ts): copies of one
-- option, units of one line, units of one order; null = the default, and a value above the default is
-- read as the default.
ALTER TABLE stores
  ADD COLUMN max_option_copies integer CHECK (max_option_copies IS NULL OR max_option_copies > 0),
  ADD COLUMN max_line_quantity integer CHECK (max_line_quantity IS NULL OR max_line_quantity > 0),
  ADD COLUMN max_order_units integer CHECK (max_order_units IS NULL OR max_order_units > 0);

-- Uses of a coupon by one signed-in customer, counted by the order write (orders.write.ts) with a guarded
-- upsert in the same statement as the coupon's own use, so per_customer_limit holds under concurrency.
CREATE TABLE coupon_redemptions (
  coupon_id integer NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  uses integer NOT NULL CHECK (uses > 0),
  PRIMARY KEY (coupon_id, user_id)
);
CREATE INDEX coupon_redemptions_user_id_idx ON coupon_redemptions (user_id);
