-- The store console's reviews (docs/adr/0022-store-console.md, plan step
-- 11): a store's staff reply to a review of theirs (reviews.store_id the
-- store's) and hide it with a reason, or show it again. hidden stays the
-- one truth of whether shoppers see a review (the catalogue import sets it
-- too); hidden_reason, hidden_at and hidden_by say why, when and by whom
-- the console last hid it, and are cleared when it is shown again (the
-- audit log keeps every change). reply is '' for none.
-- SQLite adds the staff columns without their foreign key, as 00029 does
-- for store_staff_tokens.created_by, so that Down can drop them.

-- +goose Up
ALTER TABLE reviews ADD COLUMN hidden_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE reviews ADD COLUMN hidden_at TIMESTAMP;
ALTER TABLE reviews ADD COLUMN hidden_by BIGINT;
ALTER TABLE reviews ADD COLUMN reply TEXT NOT NULL DEFAULT '';
ALTER TABLE reviews ADD COLUMN replied_at TIMESTAMP;
ALTER TABLE reviews ADD COLUMN replied_by BIGINT;
CREATE INDEX reviews_store ON reviews (store_id, created_at);

-- +goose Down
DROP INDEX reviews_store;
ALTER TABLE reviews DROP COLUMN replied_by;
ALTER TABLE reviews DROP COLUMN replied_at;
ALTER TABLE reviews DROP COLUMN reply;
ALTER TABLE reviews DROP COLUMN hidden_by;
ALTER TABLE reviews DROP COLUMN hidden_at;
ALTER TABLE reviews DROP COLUMN hidden_reason;
