-- Sessions: an absolute limit (expires_at, kept across refreshes with session_started_at), an idle limit
-- (last_used_at, checked by the API) and what a user needs to recognise a session (user agent, IP).
ALTER TABLE personal_access_tokens
  ADD COLUMN session_started_at timestamptz,
  ADD COLUMN user_agent text,
  ADD COLUMN ip text;

UPDATE personal_access_tokens SET session_started_at = created_at WHERE session_started_at IS NULL;
-- Tokens issued before lifetimes existed get the default absolute lifetime from when they were issued.
UPDATE personal_access_tokens SET expires_at = created_at + interval '90 days' WHERE expires_at IS NULL;

ALTER TABLE personal_access_tokens
  ALTER COLUMN session_started_at SET NOT NULL,
  ALTER COLUMN session_started_at SET DEFAULT now(),
  ALTER COLUMN expires_at SET NOT NULL;
