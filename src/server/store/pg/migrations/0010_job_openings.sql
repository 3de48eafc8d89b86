-- How many people a job hires: NULL is one, as for every job made before openings were kept.
ALTER TABLE jobs ADD COLUMN openings integer CHECK (openings >= 1);
