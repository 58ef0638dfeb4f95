-- An order is now written by one statement that takes its number first (see orders.write.ts): the number
-- is never NULL any more. The idempotency key row is written with the order id in that statement too.
ALTER TABLE orders ALTER COLUMN number SET NOT NULL;
COMMENT ON COLUMN orders.number IS 'Per-store sequence from order_counters, taken in the statement that writes the order.';

-- Who works for a store: a membership on the store itself or on its parent (not limited to a branch), or
-- one limited to this branch (the rule of isStoreMember). Staff notifications are inserted from it.
CREATE VIEW store_staff AS
SELECT DISTINCT s.id AS store_id, m.user_id
FROM stores s
JOIN store_memberships m
  ON m.branch_id = s.id OR (m.branch_id IS NULL AND (m.store_id = s.id OR m.store_id = s.parent_id));
