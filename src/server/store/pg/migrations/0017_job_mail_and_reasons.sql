-- Who is told of a job's applications (a member; NULL: nobody) and whether applicants get a
-- confirmation email (NULL: they do).
ALTER TABLE jobs ADD COLUMN owner_id integer;
--> statement-breakpoint
ALTER TABLE jobs ADD COLUMN confirmation_email boolean CHECK (confirmation_email = false);
--> statement-breakpoint
-- A rejection's reason, kept with the move to Rejected (one of the team's reasons, as worded then).
ALTER TABLE timeline ADD COLUMN reason text;
--> statement-breakpoint
-- A message to be sent later (a rejection at a chosen time): its job starts then.
ALTER TABLE outbox ADD COLUMN send_at timestamptz(3);
