-- The hiring reports' counts: for each job (scope = its id) and for all jobs (scope 0), how many
-- candidates add each key (src/domain/reports.ts). Kept up to date in the write transactions that
-- change candidates or their timelines; built from the stored data when first opened after this.
CREATE TABLE report_tallies (
  scope integer NOT NULL,
  key text COLLATE "C" NOT NULL,
  n integer NOT NULL,
  CONSTRAINT report_tallies_pkey PRIMARY KEY (scope, key)
);
