-- An applicant's private status link is made when their confirmation is sent, never kept in the
-- outbox: a message that carries one says so here, and its stored text holds only a mask.
ALTER TABLE outbox ADD COLUMN status_link jsonb;
--> statement-breakpoint
-- Messages not yet sent get their link at sending; every stored link is masked.
UPDATE outbox SET status_link = '{}'::jsonb
  WHERE kind = 'application-received' AND state IN ('waiting', 'queued', 'scheduled')
    AND text_body ~ '/my-application/[A-Za-z0-9_-]+';
--> statement-breakpoint
UPDATE outbox SET
    text_body = regexp_replace(text_body, 'https?://[^\s<>"]*/my-application/[A-Za-z0-9_-]+', '[private link: sent to the applicant only]', 'g'),
    html_body = regexp_replace(html_body, 'https?://[^\s<>"]*/my-application/[A-Za-z0-9_-]+', '[private link: sent to the applicant only]', 'g')
  WHERE text_body ~ '/my-application/[A-Za-z0-9_-]+' OR html_body ~ '/my-application/[A-Za-z0-9_-]+';
