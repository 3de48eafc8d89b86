-- Each member's own calendar as a private iCalendar address (Google, Outlook, Apple), read every
-- 15 minutes: the address (a secret, never answered back), when it was last read, and why the last
-- read failed. Only busy blocks are kept of it: no title, place or attendee.
CREATE TABLE busy_calendars (
  user_id integer PRIMARY KEY,
  url text NOT NULL,
  created_at timestamptz(3) NOT NULL,
  synced_at timestamptz(3),
  error text,
  error_at timestamptz(3),
  CONSTRAINT busy_calendars_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE busy_blocks (
  user_id integer NOT NULL,
  starts_at timestamptz(3) NOT NULL,
  ends_at timestamptz(3) NOT NULL,
  CONSTRAINT busy_blocks_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT busy_blocks_order CHECK (starts_at < ends_at)
);
--> statement-breakpoint
CREATE INDEX busy_blocks_user_id_ends_at_idx ON busy_blocks (user_id, ends_at);
