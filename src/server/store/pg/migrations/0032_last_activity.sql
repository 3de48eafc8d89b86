-- A candidate's last activity in one definition, the list of tables' (domain/schemas/tables.ts:
-- each table's `activity` fields, and team mode's outbox): candidates.last_activity_at, which the
-- candidate list and retention both read. Migration 24's triggers counted an interview from its
-- scheduling only, an email from its writing only, and nothing changed later but notes and
-- scorecards, while retention worked out its own; now every row added or changed in a table that
-- counts moves its candidate's last activity up to the row's time (never back).
DROP TRIGGER timeline_touch_insert ON timeline;
--> statement-breakpoint
DROP TRIGGER notes_touch_insert ON notes;
--> statement-breakpoint
DROP TRIGGER notes_touch_update ON notes;
--> statement-breakpoint
DROP TRIGGER responses_touch_insert ON responses;
--> statement-breakpoint
DROP TRIGGER files_touch_insert ON files;
--> statement-breakpoint
DROP TRIGGER interviews_touch_insert ON interviews;
--> statement-breakpoint
DROP TRIGGER scorecards_touch_insert ON scorecards;
--> statement-breakpoint
DROP TRIGGER scorecards_touch_update ON scorecards;
--> statement-breakpoint
DROP TRIGGER outbox_touch_insert ON outbox;
--> statement-breakpoint
-- A trigger with a transition table has one event: one for new rows, one for changed ones.
CREATE TRIGGER timeline_activity_insert AFTER INSERT ON timeline REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('date', 'applied');
--> statement-breakpoint
CREATE TRIGGER timeline_activity_update AFTER UPDATE ON timeline REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('date', 'applied');
--> statement-breakpoint
CREATE TRIGGER notes_activity_insert AFTER INSERT ON notes REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('greatest(created_at, edited_at)');
--> statement-breakpoint
CREATE TRIGGER notes_activity_update AFTER UPDATE ON notes REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('greatest(created_at, edited_at)');
--> statement-breakpoint
CREATE TRIGGER responses_activity_insert AFTER INSERT ON responses REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('submitted_at');
--> statement-breakpoint
CREATE TRIGGER responses_activity_update AFTER UPDATE ON responses REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('submitted_at');
--> statement-breakpoint
CREATE TRIGGER files_activity_insert AFTER INSERT ON files REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('created_at');
--> statement-breakpoint
CREATE TRIGGER files_activity_update AFTER UPDATE ON files REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('created_at');
--> statement-breakpoint
CREATE TRIGGER interviews_activity_insert AFTER INSERT ON interviews REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('greatest(created_at, starts_at)');
--> statement-breakpoint
CREATE TRIGGER interviews_activity_update AFTER UPDATE ON interviews REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('greatest(created_at, starts_at)');
--> statement-breakpoint
CREATE TRIGGER scorecards_activity_insert AFTER INSERT ON scorecards REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('updated_at');
--> statement-breakpoint
CREATE TRIGGER scorecards_activity_update AFTER UPDATE ON scorecards REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('updated_at');
--> statement-breakpoint
CREATE TRIGGER outbox_activity_insert AFTER INSERT ON outbox REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('greatest(created_at, send_at)');
--> statement-breakpoint
CREATE TRIGGER outbox_activity_update AFTER UPDATE ON outbox REFERENCING NEW TABLE AS talentflow_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talentflow_touch_candidates('greatest(created_at, send_at)');
--> statement-breakpoint
-- Every candidate's last activity by the one definition, only ever moved on (no row of those
-- already right is rewritten): what retention worked out from the rows before, or later.
UPDATE candidates c SET last_activity_at = m.latest
FROM (SELECT k.id, greatest(
    (SELECT max(t.date) FROM timeline t WHERE t.candidate_id = k.id),
    (SELECT max(greatest(n.created_at, n.edited_at)) FROM notes n WHERE n.candidate_id = k.id),
    (SELECT max(r.submitted_at) FROM responses r WHERE r.candidate_id = k.id),
    (SELECT max(f.created_at) FROM files f WHERE f.candidate_id = k.id),
    (SELECT max(greatest(i.created_at, i.starts_at)) FROM interviews i WHERE i.candidate_id = k.id),
    (SELECT max(s.updated_at) FROM scorecards s WHERE s.candidate_id = k.id),
    (SELECT max(greatest(o.created_at, o.send_at)) FROM outbox o WHERE o.candidate_id = k.id)
  ) AS latest FROM candidates k) m
WHERE c.id = m.id AND m.latest > c.last_activity_at;
