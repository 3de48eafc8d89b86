-- The interview reminders sent (team mode), each of an interview's versions (its SEQUENCE) and
-- hours before it once: the reminder's job writes its row with its emails, so a retry after its
-- transaction committed (its worker died) finds it taken and sends nothing again. The rows go
-- with their interview, and so with its candidate.
CREATE TABLE interview_reminders (
  interview_id integer NOT NULL,
  sequence integer NOT NULL,
  hours integer NOT NULL,
  sent_at timestamptz(3) NOT NULL,
  CONSTRAINT interview_reminders_pkey PRIMARY KEY (interview_id, sequence, hours),
  CONSTRAINT interview_reminders_interview_id_interviews_id_fk FOREIGN KEY (interview_id) REFERENCES interviews (id) ON DELETE CASCADE
);
