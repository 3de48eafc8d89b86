-- When a job was made: its postings' datePosted. NULL for jobs made before it was kept.
ALTER TABLE jobs ADD COLUMN created_at timestamptz(3);
