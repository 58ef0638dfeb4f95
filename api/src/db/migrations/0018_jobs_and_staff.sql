-- Durable jobs (api/src/jobs): work to do at a given time (mail, new-order escalation), written in the
-- transaction of what causes it and run by a per-node runner that claims due rows with FOR UPDATE SKIP LOCKED
-- and a lease (locked_until), so several nodes never run one job at once and a dead node's jobs come back.
-- A job is deleted once its handler succeeds; after max_attempts failures it stays with failed_at set.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  dedupe_key text,
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE failed_at IS NULL;
-- At most one pending job per dedupe key (a failed one no longer blocks a new one).
CREATE UNIQUE INDEX jobs_dedupe_pending_idx ON jobs (dedupe_key) WHERE dedupe_key IS NOT NULL AND failed_at IS NULL;

-- Wakes every node's runner (LISTEN comanda_jobs; payload '<schema>', sent at commit).
CREATE FUNCTION comanda_jobs_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('comanda_jobs', current_schema());
  RETURN NULL;
END
$$;
CREATE TRIGGER jobs_written AFTER INSERT ON jobs FOR EACH STATEMENT EXECUTE FUNCTION comanda_jobs_written();

-- Employees: invitations by e-mail (the link carries a token stored only as its SHA-256) and deactivation.
CREATE TABLE employee_invitations (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  email text NOT NULL,
  name text,
  role text NOT NULL CHECK (role IN ('store_admin', 'attendant')),
  branch_id integer REFERENCES stores(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  invited_by integer REFERENCES users(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX employee_invitations_pending_idx ON employee_invitations (store_id, lower(email)) WHERE accepted_at IS NULL;

ALTER TABLE store_memberships ADD COLUMN deactivated_at timestamptz;

-- A deactivated membership no longer makes its user staff of the store (guards, staff notifications).
CREATE OR REPLACE VIEW store_staff AS
SELECT DISTINCT s.id AS store_id, m.user_id
FROM stores s
JOIN store_memberships m
  ON m.branch_id = s.id OR (m.branch_id IS NULL AND (m.store_id = s.id OR m.store_id = s.parent_id))
WHERE m.deactivated_at IS NULL;
