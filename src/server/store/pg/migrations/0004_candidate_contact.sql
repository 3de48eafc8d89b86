-- A candidate's phone and how they came to the job. NULL is none: candidates from before have neither.
ALTER TABLE candidates
  ADD COLUMN phone text,
  ADD COLUMN source text;
