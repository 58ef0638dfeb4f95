-- Favourite stores (issue 13, "Lojas favoritas"): a signed-in customer marks stores to find them again on the
-- dashboard. One row per customer and store; marking twice changes nothing. Deleting the account deletes them
-- (api/src/modules/customer-data), and a deleted store takes its rows with it.
CREATE TABLE favorite_stores (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, store_id)
);

CREATE INDEX favorite_stores_store_id ON favorite_stores (store_id);
