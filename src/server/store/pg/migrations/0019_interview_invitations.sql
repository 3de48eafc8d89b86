-- An interview's invitation or cancellation travels with its email as an .ics part.
ALTER TABLE outbox ADD COLUMN calendar text;
--> statement-breakpoint
-- Whether the candidate was sent the interview's invitation (so its changes and cancellation reach them too).
ALTER TABLE interviews ADD COLUMN invite_candidate boolean CHECK (invite_candidate = true);
