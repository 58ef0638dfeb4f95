-- Order reviews (issue 12): one per order, by its customer (a signed-in account or whoever holds the tracking link),
-- once the order is completed. Ratings 1-5 for the food and, for a delivery, the delivery; an optional comment. The
-- store replies publicly (reply, replied_at, replied_by) and may report abuse (reported_at, report_reason): a reported
-- review leaves the storefront. store_id is the order's store (a branch's own reviews; its parent's staff see them too).
-- updated_at is the customer's last change (ratings, comment); a reply or a report leaves it alone, so a review edited
-- after the store's reply shows as such (updated_at > replied_at).
CREATE TABLE order_reviews (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  food_rating integer NOT NULL CHECK (food_rating BETWEEN 1 AND 5),
  delivery_rating integer CHECK (delivery_rating BETWEEN 1 AND 5),
  comment text CHECK (char_length(comment) <= 1000),
  reply text CHECK (char_length(reply) <= 1000),
  replied_at timestamptz,
  replied_by integer REFERENCES users(id) ON DELETE SET NULL,
  reported_at timestamptz,
  report_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The store's list, newest first (and its "sem resposta" filter).
CREATE INDEX order_reviews_store_created ON order_reviews (store_id, created_at DESC, id DESC);
CREATE INDEX order_reviews_store_unanswered ON order_reviews (store_id, created_at DESC, id DESC) WHERE reply IS NULL;
-- The storefront's summary and latest reviews: the store's unreported reviews, with what the averages read.
CREATE INDEX order_reviews_public ON order_reviews (store_id, created_at DESC, id DESC) INCLUDE (food_rating, delivery_rating) WHERE reported_at IS NULL;
-- A customer's reviews (account deletion, the customer area).
CREATE INDEX order_reviews_user ON order_reviews (user_id) WHERE user_id IS NOT NULL;
