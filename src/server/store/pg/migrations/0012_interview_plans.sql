-- Each job's interview plan: the interviews a candidate goes through, and what each one's
-- scorecard rates (src/domain/interviews.ts). A job without a row has the default plan.
CREATE TABLE interview_plans (
  job_id integer PRIMARY KEY,
  interviews jsonb NOT NULL,
  CONSTRAINT interview_plans_job_id_jobs_id_fk FOREIGN KEY (job_id) REFERENCES jobs (id)
);
