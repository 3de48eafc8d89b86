-- How many confirmations an address got lately (a cap per recipient, docs/security.md): found by
-- the address, whatever its case, and the time.
CREATE INDEX outbox_recipient_idx ON outbox (lower(recipient), created_at);
