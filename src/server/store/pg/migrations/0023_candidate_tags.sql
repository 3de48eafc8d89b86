-- Candidates' free tags ("Referral", "Python"), found by tag through a GIN index.
ALTER TABLE candidates ADD COLUMN tags text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE INDEX candidates_tags_idx ON candidates USING gin (tags);
