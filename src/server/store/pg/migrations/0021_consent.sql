-- When an applicant agreed to the team's privacy notice, and to which version of it.
ALTER TABLE candidates ADD COLUMN consent_at timestamptz(3);
--> statement-breakpoint
ALTER TABLE candidates ADD COLUMN notice_version integer;
