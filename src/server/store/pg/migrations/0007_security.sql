-- A response sent from the public form for a candidate already on the job: the sender's identity is
-- not verified. NULL is a response of a new candidate (and every response from before).
ALTER TABLE responses ADD COLUMN unverified boolean;
--> statement-breakpoint
-- The counters of failed sign-ins and public submissions (rate-limiter-flexible's Drizzle store),
-- shared by every instance and kept across restarts.
CREATE TABLE rate_limits (
  key text COLLATE "C" PRIMARY KEY,
  points integer NOT NULL,
  expire timestamptz
);
--> statement-breakpoint
CREATE INDEX rate_limits_expire_idx ON rate_limits (expire);
