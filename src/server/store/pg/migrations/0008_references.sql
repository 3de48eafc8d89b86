-- PostgreSQL holds every reference of the hiring data itself (the list of tables in
-- src/domain/schemas/tables.ts): a candidate's notes, timeline, responses and files go with them
-- (ON DELETE CASCADE), and a file with its response. A database that already holds rows pointing
-- at rows it does not have is refused first, with how many of each, and nothing changes.
DO $$
DECLARE
  problems text := '';
  n bigint;
BEGIN
  SELECT count(*) INTO n FROM candidates c WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = c.job_id);
  IF n > 0 THEN problems := problems || format(E'\n- %s candidate(s) of jobs that do not exist', n); END IF;
  SELECT count(*) INTO n FROM assessments a WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = a.job_id);
  IF n > 0 THEN problems := problems || format(E'\n- %s assessment(s) of jobs that do not exist', n); END IF;
  SELECT count(*) INTO n FROM notes x WHERE NOT EXISTS (SELECT 1 FROM candidates c WHERE c.id = x.candidate_id);
  IF n > 0 THEN problems := problems || format(E'\n- %s note(s) of candidates that do not exist', n); END IF;
  SELECT count(*) INTO n FROM responses x WHERE NOT EXISTS (SELECT 1 FROM candidates c WHERE c.id = x.candidate_id);
  IF n > 0 THEN problems := problems || format(E'\n- %s response(s) of candidates that do not exist', n); END IF;
  SELECT count(*) INTO n FROM responses x WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = x.job_id);
  IF n > 0 THEN problems := problems || format(E'\n- %s response(s) to jobs that do not exist', n); END IF;
  SELECT count(*) INTO n FROM timeline x WHERE NOT EXISTS (SELECT 1 FROM candidates c WHERE c.id = x.candidate_id);
  IF n > 0 THEN problems := problems || format(E'\n- %s timeline entr(y/ies) of candidates that do not exist', n); END IF;
  SELECT count(*) INTO n FROM files x WHERE NOT EXISTS (SELECT 1 FROM candidates c WHERE c.id = x.candidate_id);
  IF n > 0 THEN problems := problems || format(E'\n- %s file(s) of candidates that do not exist', n); END IF;
  SELECT count(*) INTO n FROM files x WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = x.job_id);
  IF n > 0 THEN problems := problems || format(E'\n- %s file(s) for jobs that do not exist', n); END IF;
  SELECT count(*) INTO n FROM files x WHERE NOT EXISTS (SELECT 1 FROM responses r WHERE r.id = x.response_id);
  IF n > 0 THEN problems := problems || format(E'\n- %s file(s) of responses that do not exist', n); END IF;
  IF problems <> '' THEN
    RAISE EXCEPTION 'This database holds rows that point at rows it does not have, so TalentFlow cannot add its references:%', problems
      USING HINT = 'Restore a backup into a new database (a restore checks every reference), or delete those rows, then start TalentFlow again.';
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE candidates ADD CONSTRAINT candidates_job_id_jobs_id_fk FOREIGN KEY (job_id) REFERENCES jobs (id);
--> statement-breakpoint
ALTER TABLE assessments ADD CONSTRAINT assessments_job_id_jobs_id_fk FOREIGN KEY (job_id) REFERENCES jobs (id);
--> statement-breakpoint
ALTER TABLE notes ADD CONSTRAINT notes_candidate_id_candidates_id_fk FOREIGN KEY (candidate_id) REFERENCES candidates (id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE responses ADD CONSTRAINT responses_job_id_jobs_id_fk FOREIGN KEY (job_id) REFERENCES jobs (id);
--> statement-breakpoint
ALTER TABLE responses ADD CONSTRAINT responses_candidate_id_candidates_id_fk FOREIGN KEY (candidate_id) REFERENCES candidates (id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE timeline ADD CONSTRAINT timeline_candidate_id_candidates_id_fk FOREIGN KEY (candidate_id) REFERENCES candidates (id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE files ADD CONSTRAINT files_candidate_id_candidates_id_fk FOREIGN KEY (candidate_id) REFERENCES candidates (id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE files ADD CONSTRAINT files_job_id_jobs_id_fk FOREIGN KEY (job_id) REFERENCES jobs (id);
--> statement-breakpoint
ALTER TABLE files ADD CONSTRAINT files_response_id_responses_id_fk FOREIGN KEY (response_id) REFERENCES responses (id) ON DELETE CASCADE;
