-- The tag filter ignores case, as tags do on one candidate ("python" finds "Python"): a GIN index
-- over the lower-cased tags, through an immutable function so the index can hold it.
CREATE FUNCTION candidate_tag_keys(tags text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(tag)), '{}') FROM unnest(tags) AS tag $$;
--> statement-breakpoint
CREATE INDEX candidates_tag_keys_idx ON candidates USING gin (candidate_tag_keys(tags));
--> statement-breakpoint
DROP INDEX candidates_tags_idx;
