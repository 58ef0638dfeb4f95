-- Remotes that failed to load in a browser (issue 15, /admin/remotes): the shell reports each failure to
-- POST /api/remotes/load-errors (public, limited per IP). `version` is the release the entry's URL names (null = the
-- unversioned build); `message` is cut to 500 characters. The table stays small: adding a row deletes that remote's
-- rows older than 7 days and those beyond its newest 1000.
CREATE TABLE remote_load_errors (
  id serial PRIMARY KEY,
  remote text NOT NULL,
  version text,
  entry text NOT NULL,
  message text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX remote_load_errors_remote_created_at ON remote_load_errors (remote, created_at);
