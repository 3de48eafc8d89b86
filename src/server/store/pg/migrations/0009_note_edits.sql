-- A note can be edited by its author: when it last was, for the "edited" mark (NULL: never).
ALTER TABLE notes ADD COLUMN edited_at timestamp(3) with time zone;
