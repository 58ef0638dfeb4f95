-- The platform's side of a store (issue 10): plans, one subscription per store (branches share their parent's),
-- invoices paid through the gateway, the gateway's webhooks seen (idempotency), platform settings, the admin
-- audit log, and a store's publication (a store that signs up stays unpublished until its owner publishes it).
CREATE TABLE plans (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text,
  price_monthly_cents integer NOT NULL CHECK (price_monthly_cents >= 0),
  price_yearly_cents integer NOT NULL CHECK (price_yearly_cents >= 0),
  trial_days integer NOT NULL DEFAULT 14 CHECK (trial_days BETWEEN 0 AND 90),
  -- {"products": n | null, "branches": …, "employees": …, "orders_per_month": …}; null = unlimited
  limits jsonb NOT NULL DEFAULT '{}'::jsonb,
  features text[] NOT NULL DEFAULT '{}',
  -- A plan in use cannot be deleted (subscriptions.plan_id RESTRICT), only retired: no new subscriptions.
  is_retired boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  store_id integer NOT NULL UNIQUE REFERENCES stores(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans(id) ON DELETE RESTRICT,
  status text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'cancelled', 'suspended')),
  billing_cycle text NOT NULL DEFAULT 'monthly' CHECK (billing_cycle IN ('monthly', 'yearly')),
  trial_ends_at timestamptz,
  current_period_start timestamptz,
  current_period_end timestamptz,
  -- Left over from a downgrade, taken off the next invoice.
  credit_cents integer NOT NULL DEFAULT 0 CHECK (credit_cents >= 0),
  cancelled_at timestamptz,
  suspended_at timestamptz,
  suspension_reason text,
  -- What a reactivated subscription goes back to.
  status_before_suspension text,
  gateway_customer_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_plan_id_idx ON subscriptions (plan_id);

CREATE TABLE subscription_invoices (
  id serial PRIMARY KEY,
  subscription_id integer NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('renewal', 'plan_change')),
  description text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'overdue', 'refunded', 'cancelled')),
  billing_type text,
  gateway_payment_id text UNIQUE,
  invoice_url text,
  period_start timestamptz,
  period_end timestamptz,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_invoices_subscription_id_idx ON subscription_invoices (subscription_id);

-- A webhook is acted on once: its event id is recorded in the transaction that acts on it.
CREATE TABLE billing_webhook_events (
  gateway text NOT NULL,
  event_id text NOT NULL,
  event text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gateway, event_id)
);

-- One row: platform name, contacts, terms of use and privacy policy (versioned), e-mail sender, trial plan.
CREATE TABLE platform_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO platform_settings (id) VALUES (true);

CREATE TABLE admin_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  summary text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_log_entity_idx ON admin_audit_log (entity, entity_id, created_at DESC);

ALTER TABLE stores ADD COLUMN published_at timestamptz;
-- Stores that exist already are live.
UPDATE stores SET published_at = created_at;

-- The terms of use and privacy policy version a user accepted at registration (LGPD).
ALTER TABLE users ADD COLUMN terms_version text, ADD COLUMN terms_accepted_at timestamptz;
