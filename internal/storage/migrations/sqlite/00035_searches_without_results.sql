-- Searches that found nothing (docs/adr/0022-store-console.md, "Disagreements",
-- j; step 12): what shoppers looked for on a store's menu and did not find,
-- counted per store, local day and normalised query. The query is kept
-- lowercased, with its spaces collapsed, cut to 100 characters and with any
-- e-mail address, phone number or card number replaced (internal/redact), so
-- no row names a person; nothing ties a row to a device or a shopper.
-- Like the other collected tables, store_id is not a foreign key.
-- Rows older than the analytics retention are pruned by last_at.

-- +goose Up
CREATE TABLE searches_without_results (
    store_id   INTEGER NOT NULL,
    day        TEXT    NOT NULL,
    query      TEXT    NOT NULL,
    searches   INTEGER NOT NULL,
    last_at    TIMESTAMP NOT NULL,
    PRIMARY KEY (store_id, day, query)
);
CREATE INDEX searches_without_results_last ON searches_without_results (last_at);

-- +goose Down
DROP TABLE searches_without_results;
