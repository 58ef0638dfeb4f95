-- E-mail changes confirmed by e-mail (issue 13, "Meu perfil"): a signed-in user asks for a new address; a link with
-- a random token goes to that address and the change happens only when the same user opens it. Only the token's
-- SHA-256 is kept; a link lasts 24 hours (expires_at, by the app clock) and works once (used_at). A new request
-- replaces the user's earlier ones.
CREATE TABLE email_changes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email text NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX email_changes_user ON email_changes (user_id);
