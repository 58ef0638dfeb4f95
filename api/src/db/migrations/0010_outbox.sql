-- Transactional outbox: the real-time events a change announces are written in the change's own
-- transaction (the order, a status change) and delivered afterwards by api/src/outbox. A row is deleted
-- once every channel accepted it; until then it is retried with backoff.
-- next_attempt_at doubles as the lease: whoever delivers a row (the writer right after its commit, or a
-- dispatcher that claimed it with FOR UPDATE SKIP LOCKED) moves it into the future and sets locked_by, so
-- no other node takes it before the lease runs out (e.g. its holder was killed).

CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  channels text[] NOT NULL,
  event text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_next_attempt_idx ON outbox (next_attempt_at);

-- Wakes the dispatchers of every node (LISTEN comanda_outbox; payload '<schema>', sent at commit) when rows
-- are written for them to deliver. Rows their writer holds (the order path delivers its own right after the
-- commit) wake nobody: the hot path costs no extra statements on the other nodes.
CREATE FUNCTION comanda_outbox_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM written WHERE next_attempt_at <= now()) THEN
    PERFORM pg_notify('comanda_outbox', current_schema());
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER outbox_written AFTER INSERT ON outbox REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION comanda_outbox_written();
