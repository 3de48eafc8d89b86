-- Each member's private calendar feed: the SHA-256 of its secret, one per member (a new secret
-- replaces the old one).
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY,
  secret_hash text NOT NULL,
  created_at timestamptz(3) NOT NULL,
  CONSTRAINT calendar_feeds_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE UNIQUE INDEX calendar_feeds_secret_hash_key ON calendar_feeds (secret_hash);
