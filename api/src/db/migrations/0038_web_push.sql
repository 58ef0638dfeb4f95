-- Web Push (issue 13, "Notificações fora da aba"). The installation's VAPID key pair is made by the first node that
-- starts (one row, id = 1: concurrent first starts insert with ON CONFLICT DO NOTHING and all read the winner's);
-- it never leaves the database. Keys are base64url, as the web-push library and PushManager.subscribe take them.
CREATE TABLE web_push_vapid_keys (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per browser that allowed notifications (PushSubscription.toJSON()); the endpoint is the push service's
-- address for that browser, unique across users (a browser signed in as someone else moves it to them).
-- 404/410 from the push service deletes the row; other refusals count failures; a delivery resets the count.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_success_at timestamptz,
  last_failure_at timestamptz,
  failure_count integer NOT NULL DEFAULT 0
);

CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- What a user chose to be told outside the app (shared/domain/customer/notification-preferences.ts); no row = the
-- defaults there.
CREATE TABLE notification_preferences (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  order_status_push boolean NOT NULL,
  order_updates_email boolean NOT NULL,
  promotions boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
