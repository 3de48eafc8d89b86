-- Postings: what an applicant reads about a job. NULL is none (a stored detail is never blank).
ALTER TABLE jobs
  ADD COLUMN description text,
  ADD COLUMN location text,
  ADD COLUMN department text,
  ADD COLUMN employment_type text;
