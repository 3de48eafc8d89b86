-- Mentions and applications may come by email in one daily digest: the kinds each member wants so,
-- and on each notification whether it waits for (or went in) its member's digest, and when it went.
ALTER TABLE notification_prefs ADD COLUMN email_daily text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE notifications ADD COLUMN in_digest boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE notifications ADD COLUMN digested_at timestamptz(3);
--> statement-breakpoint
CREATE INDEX notifications_digest_idx ON notifications (user_id, id) WHERE in_digest AND digested_at IS NULL;
