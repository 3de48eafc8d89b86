-- The audit chain is keyed: each event's hash is an HMAC with a key the database never holds.
-- Events recorded before are marked plain; they may only come first (docs/security.md).
ALTER TABLE audit_events ADD COLUMN keyed boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- What the server checks its key against at start (an HMAC of a fixed text, never the key), so
-- two instances with different keys, or a lost key, are found before anything is recorded.
CREATE TABLE audit_key (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  check_value text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
