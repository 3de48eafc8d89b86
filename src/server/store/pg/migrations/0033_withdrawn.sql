-- When an applicant withdrew from their status page: the candidate stays, Rejected with the reason
-- "Withdrew", until a move out of Rejected clears it.
ALTER TABLE candidates ADD COLUMN withdrawn_at timestamptz(3);
