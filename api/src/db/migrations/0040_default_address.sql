-- A customer's default delivery address (issue 13, "Meu perfil"): the checkout offers it first. At most one per
-- customer, kept by a partial unique index; an account with none falls back to the most recently used.
ALTER TABLE customer_addresses ADD COLUMN is_default boolean NOT NULL DEFAULT false;

CREATE UNIQUE INDEX customer_addresses_one_default ON customer_addresses (user_id) WHERE is_default;
