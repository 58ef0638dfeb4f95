-- A platform admin deactivates an account (issue: platform admin, users): it cannot sign in and its tokens stop
-- working at once; null = active. Reactivating clears it; a password reset does not.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
