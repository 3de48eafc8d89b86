-- No interviewer booked twice at once: each scheduled interview books each of its interviewers
-- for its time, and two bookings of one interviewer may not overlap, whoever writes them and
-- however close together (an exclusion constraint: the second transaction waits for the first,
-- then fails). Each interviewer's time is laid on one number line, interviewer × 10^15 plus
-- milliseconds since 1970, so the built-in GiST range index decides it with no extension.
CREATE TABLE interview_bookings (
  interview_id integer NOT NULL,
  interviewer_id integer NOT NULL,
  booked numrange NOT NULL,
  CONSTRAINT interview_bookings_interview_id_interviews_id_fk FOREIGN KEY (interview_id) REFERENCES interviews (id) ON DELETE CASCADE,
  CONSTRAINT interview_bookings_no_overlap EXCLUDE USING gist (booked WITH &&)
);
--> statement-breakpoint
CREATE INDEX interview_bookings_interview_idx ON interview_bookings (interview_id);
--> statement-breakpoint
-- The bookings follow their interview, by every path that writes one (a service, a restore, a
-- merge). A restore (`talentflow.restoring`) keeps the interviews of an older backup that
-- overlapped, as they were allowed then: the later of two books nothing.
CREATE FUNCTION interview_bookings_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM interview_bookings WHERE interview_id = OLD.id;
  END IF;
  IF NEW.status = 'scheduled' THEN
    IF current_setting('talentflow.restoring', true) = 'on' THEN
      INSERT INTO interview_bookings (interview_id, interviewer_id, booked)
      SELECT NEW.id, i, numrange(
        i * 1e15 + extract(epoch from NEW.starts_at) * 1000,
        i * 1e15 + extract(epoch from NEW.starts_at) * 1000 + NEW.duration_minutes * 60000)
      FROM unnest(NEW.interviewer_ids) AS i
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO interview_bookings (interview_id, interviewer_id, booked)
      SELECT NEW.id, i, numrange(
        i * 1e15 + extract(epoch from NEW.starts_at) * 1000,
        i * 1e15 + extract(epoch from NEW.starts_at) * 1000 + NEW.duration_minutes * 60000)
      FROM unnest(NEW.interviewer_ids) AS i;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER interview_bookings_follow
  AFTER INSERT OR UPDATE OF starts_at, duration_minutes, interviewer_ids, status ON interviews
  FOR EACH ROW EXECUTE FUNCTION interview_bookings_follow();
--> statement-breakpoint
-- The interviews scheduled so far, the earlier of two that overlap keeping its booking.
INSERT INTO interview_bookings (interview_id, interviewer_id, booked)
SELECT id, i, numrange(
  i * 1e15 + extract(epoch from starts_at) * 1000,
  i * 1e15 + extract(epoch from starts_at) * 1000 + duration_minutes * 60000)
FROM (SELECT * FROM interviews WHERE status = 'scheduled' ORDER BY id) AS scheduled,
  unnest(interviewer_ids) AS i
ON CONFLICT DO NOTHING;
