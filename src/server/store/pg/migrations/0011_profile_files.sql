-- A file a recruiter attaches on a profile (a résumé for a candidate added by hand) answers no
-- application: its response is NULL.
ALTER TABLE files ALTER COLUMN response_id DROP NOT NULL;
