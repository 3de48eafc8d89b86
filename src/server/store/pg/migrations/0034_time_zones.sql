-- Each reader's time zone (IANA): emails name times in it. The applicant's comes from the apply
-- form; a member's from their account (the organization's default is a setting).
ALTER TABLE candidates ADD COLUMN time_zone text;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN time_zone text;
