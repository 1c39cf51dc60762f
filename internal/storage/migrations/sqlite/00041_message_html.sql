-- An e-mail in the outbox may carry an HTML body beside its plain text
-- (issue 22: a store's messages in its own colours); "" for plain text
-- alone, as every message written before.

-- +goose Up
ALTER TABLE outbox ADD COLUMN html TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE outbox DROP COLUMN html;
