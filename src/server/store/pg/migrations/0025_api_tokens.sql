-- API tokens (team mode): a script acts as a recruiter or an interviewer with one. Only the
-- SHA-256 of each secret is kept, unique and indexed, so every request looks its token up again
-- (a revocation holds at once on every instance). A revoked token's row is deleted; the audit log
-- keeps its history. Ids come from the members' sequence: a token's id names it as the author of
-- what it writes, and is never a member's. Not hiring data: no backup holds it, no restore
-- touches it.
CREATE TABLE api_tokens (
  id integer PRIMARY KEY DEFAULT nextval('users_id_seq'),
  name text NOT NULL,
  role text NOT NULL,
  token_hash text NOT NULL,
  created_by integer NOT NULL,
  created_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3),
  last_used_at timestamptz(3),
  CONSTRAINT api_tokens_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES users (id)
);
--> statement-breakpoint
CREATE UNIQUE INDEX api_tokens_token_hash_key ON api_tokens (token_hash);
