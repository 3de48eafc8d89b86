-- An interview's invitation or cancellation travels with its email as an .ics part.
ALTER TABLE outbox ADD COLUMN calendar text;
