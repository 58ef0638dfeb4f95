-- Per-user notifications, like Laravel's database channel: a row per recipient, read_at null while unread.
-- Newest first means highest seq: timestamps can tie (PGlite's clock is coarse), insertion order cannot.

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  message text NOT NULL DEFAULT '',
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- The list (newest first, paginated) and the unread badge.
CREATE INDEX notifications_user_seq_idx ON notifications (user_id, seq DESC);
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
