-- The products a customer can order: active, in an active category or in none. The storefront's catalog
-- and the pricing of an order both read this view, so the rule is written once.
CREATE VIEW orderable_products AS
SELECT p.*
FROM products p
LEFT JOIN categories c ON c.id = p.category_id
WHERE p.is_active AND (p.category_id IS NULL OR c.is_active);
