-- Catalog back office: a product's own business type, "esgotado hoje", a folded name for accent-insensitive
-- search, and the indexes of the products grid (search + filter + sort + page over one store's rows).

-- null = the store's business type (a store may sell products of several types).
ALTER TABLE products ADD COLUMN business_type_slug text;
-- Sold out until this instant (the end of the store's day, America/Sao_Paulo); null or past = available.
ALTER TABLE products ADD COLUMN sold_out_until timestamptz;
-- foldText (shared/domain/masks) in SQL for the Latin letters a menu uses: lower case, no accents, single spaces.
ALTER TABLE products ADD COLUMN search_name text GENERATED ALWAYS AS (
  regexp_replace(lower(translate(name,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')), '\s+', ' ', 'g')
) STORED;

CREATE INDEX products_store_search_name_idx ON products (store_id, search_name, id);
CREATE INDEX products_store_price_idx ON products (store_id, price_cents, id);
CREATE INDEX products_store_updated_idx ON products (store_id, updated_at DESC, id DESC);
CREATE INDEX products_store_category_idx ON products (store_id, category_id, id);

-- The products a customer can order: as in 0007, and not sold out today.
CREATE OR REPLACE VIEW orderable_products AS
SELECT p.*
FROM products p
LEFT JOIN categories c ON c.id = p.category_id
WHERE p.is_active AND (p.category_id IS NULL OR c.is_active) AND (p.sold_out_until IS NULL OR p.sold_out_until <= now());
