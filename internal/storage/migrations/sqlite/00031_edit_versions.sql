-- Versions for the store console's optimistic concurrency
-- (docs/adr/0022-store-console.md, section 5): an edit sends the version it
-- read and updates only while the row still has it, so a second editor is
-- told that the row changed instead of overwriting it. One version covers a
-- menu product and its weights; specials have their own, and a store's
-- settings theirs (settings_version, beside menu_version, which tells the
-- menu indexes to rebuild). The catalogue import bumps all three.

-- +goose Up
ALTER TABLE menu_products ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE specials ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE stores ADD COLUMN settings_version INTEGER NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE stores DROP COLUMN settings_version;
ALTER TABLE specials DROP COLUMN version;
ALTER TABLE menu_products DROP COLUMN version;
