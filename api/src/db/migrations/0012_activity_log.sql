-- Who changed what in a store's back office (prices, hours, coupons, employees...), readable in settings.
-- Written in the same transaction as the change it describes (api/src/modules/activity/activity-log.ts).
CREATE TABLE activity_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  actor_name text,
  entity text NOT NULL,
  entity_id text,
  action text NOT NULL,
  summary text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_store_created_idx ON activity_log (store_id, created_at DESC, id DESC);
