-- Options are validated and normalised when a product is written (shared/domain validateProductOptions):
-- normalized_options keeps that result (centavos, option ids) so that pricing an order reads it instead
-- of normalising business_type_options again. NULL = not normalised yet: rows from before this migration
-- are filled by the API at start-up (backfillNormalizedOptions, TypeScript: SQL cannot run the
-- normaliser), and a reader that meets a NULL normalises the raw options itself.
ALTER TABLE products ADD COLUMN normalized_options jsonb;

-- A write that changes business_type_options without writing normalized_options with it leaves no
-- stale normalised copy behind: the copy is dropped (NULL) and the raw options are read instead.
CREATE FUNCTION comanda_products_options_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.business_type_options IS DISTINCT FROM OLD.business_type_options
     AND NEW.normalized_options IS NOT DISTINCT FROM OLD.normalized_options THEN
    NEW.normalized_options := NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER products_options_changed BEFORE UPDATE OF business_type_options ON products
  FOR EACH ROW EXECUTE FUNCTION comanda_products_options_changed();

-- `p.*` of a view is expanded when the view is created: list the new column too.
CREATE OR REPLACE VIEW orderable_products AS
SELECT p.*
FROM products p
LEFT JOIN categories c ON c.id = p.category_id
WHERE p.is_active AND (p.category_id IS NULL OR c.is_active);
