-- Renewal invoices are issued by a scheduled job (and by the platform admin): one live invoice per subscription
-- and period. A cancelled one (its payment deleted at the gateway) leaves room for another.
-- Extra copies issued before this rule, never sent to the gateway, are cancelled so the index can be built; a
-- period with two charged invoices stops the migration: settle it at the gateway first.
UPDATE subscription_invoices i SET status = 'cancelled'
WHERE i.kind = 'renewal' AND i.status = 'pending' AND i.gateway_payment_id IS NULL
  AND EXISTS (
    SELECT 1 FROM subscription_invoices o
    WHERE o.subscription_id = i.subscription_id AND o.kind = 'renewal' AND o.status <> 'cancelled'
      AND o.period_start = i.period_start AND (o.gateway_payment_id IS NOT NULL OR o.status <> 'pending' OR o.id < i.id)
  );
CREATE UNIQUE INDEX subscription_invoices_renewal_period_unique ON subscription_invoices (subscription_id, period_start)
  WHERE kind = 'renewal' AND status <> 'cancelled';
