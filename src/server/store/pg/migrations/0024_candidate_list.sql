-- The candidate list: when each candidate applied (their first timeline entry) and was last active
-- (the latest row of theirs in the activity tables), kept by triggers so the list sorts by them
-- over an index; a lowercase name to sort by; and the words of notes and résumés for full-text
-- search (written by TalentFlow word by word, `domain/search`'s documentWords, so the browser's
-- IndexedDB finds the same).
-- A candidate starts with neither ('infinity' and '-infinity': last in the list's default orders);
-- their first timeline entry, written in the same transaction, sets both.
ALTER TABLE candidates ADD COLUMN applied_at timestamptz(3) NOT NULL DEFAULT 'infinity';
--> statement-breakpoint
ALTER TABLE candidates ADD COLUMN last_activity_at timestamptz(3) NOT NULL DEFAULT '-infinity';
--> statement-breakpoint
UPDATE candidates c SET
  applied_at = coalesce((SELECT min(t.date) FROM timeline t WHERE t.candidate_id = c.id), c.applied_at),
  last_activity_at = coalesce(greatest(
    (SELECT max(t.date) FROM timeline t WHERE t.candidate_id = c.id),
    (SELECT max(greatest(n.created_at, n.edited_at)) FROM notes n WHERE n.candidate_id = c.id),
    (SELECT max(r.submitted_at) FROM responses r WHERE r.candidate_id = c.id),
    (SELECT max(f.created_at) FROM files f WHERE f.candidate_id = c.id),
    (SELECT max(i.created_at) FROM interviews i WHERE i.candidate_id = c.id),
    (SELECT max(s.updated_at) FROM scorecards s WHERE s.candidate_id = c.id),
    (SELECT max(o.created_at) FROM outbox o WHERE o.candidate_id = c.id)
  ), c.last_activity_at);
--> statement-breakpoint
CREATE INDEX candidates_applied_idx ON candidates (applied_at, id);
--> statement-breakpoint
CREATE INDEX candidates_activity_idx ON candidates (last_activity_at, id);
--> statement-breakpoint
CREATE INDEX candidates_name_idx ON candidates ((lower(name) COLLATE "C"), id);
--> statement-breakpoint
-- A statement's new rows of an activity table move their candidates' dates: TG_ARGV[0] is the
-- expression of a row's time, TG_ARGV[1] 'applied' when the table's first row is the application.
CREATE FUNCTION talentflow_touch_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE candidates c SET last_activity_at = greatest(c.last_activity_at, m.latest)%s
     FROM (SELECT candidate_id, max(%s) AS latest, min(%s) AS earliest FROM talentflow_new_rows GROUP BY candidate_id) m
     WHERE c.id = m.candidate_id
       AND (c.last_activity_at < m.latest%s)',
    CASE WHEN TG_ARGV[1] = 'applied' THEN ', applied_at = least(c.applied_at, m.earliest)' ELSE '' END,
    TG_ARGV[0], TG_ARGV[0],
    CASE WHEN TG_ARGV[1] = 'applied' THEN ' OR c.applied_at > m.earliest' ELSE '' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timeline_touch_insert AFTER INSERT ON timeline REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('date', 'applied');
--> statement-breakpoint
CREATE TRIGGER notes_touch_insert AFTER INSERT ON notes REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('greatest(created_at, edited_at)');
--> statement-breakpoint
CREATE TRIGGER notes_touch_update AFTER UPDATE ON notes REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('greatest(created_at, edited_at)');
--> statement-breakpoint
CREATE TRIGGER responses_touch_insert AFTER INSERT ON responses REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('submitted_at');
--> statement-breakpoint
CREATE TRIGGER files_touch_insert AFTER INSERT ON files REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('created_at');
--> statement-breakpoint
CREATE TRIGGER interviews_touch_insert AFTER INSERT ON interviews REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('created_at');
--> statement-breakpoint
CREATE TRIGGER scorecards_touch_insert AFTER INSERT ON scorecards REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('updated_at');
--> statement-breakpoint
CREATE TRIGGER scorecards_touch_update AFTER UPDATE ON scorecards REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('updated_at');
--> statement-breakpoint
CREATE TRIGGER outbox_touch_insert AFTER INSERT ON outbox REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('created_at');
--> statement-breakpoint
-- Notes' words; NULL until written (notes from before this are indexed in the background).
ALTER TABLE notes ADD COLUMN search tsvector;
--> statement-breakpoint
CREATE INDEX notes_search_idx ON notes USING gin (search);
--> statement-breakpoint
CREATE INDEX notes_unsearched_idx ON notes (id) WHERE search IS NULL;
--> statement-breakpoint
-- Files' text, read in the background: 'pending', then 'indexed' or 'unreadable' with a reason.
ALTER TABLE files ADD COLUMN text_status text NOT NULL DEFAULT 'pending';
--> statement-breakpoint
ALTER TABLE files ADD COLUMN text text;
--> statement-breakpoint
ALTER TABLE files ADD COLUMN text_reason text;
--> statement-breakpoint
ALTER TABLE files ADD COLUMN search tsvector;
--> statement-breakpoint
CREATE INDEX files_search_idx ON files USING gin (search);
--> statement-breakpoint
CREATE INDEX files_pending_idx ON files (id) WHERE text_status = 'pending';
