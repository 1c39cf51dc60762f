-- A point of sale's sync of a store's menu (issue 22, internal/inventory):
-- the point of sale's own id of a menu product, unique in its store, and
-- the syncs made with an Idempotency-Key, whose answer a retry with the
-- same key and body gets again instead of a second sync (kept 24 hours).

-- +goose Up
ALTER TABLE menu_products ADD COLUMN external_id TEXT;
CREATE UNIQUE INDEX menu_products_external_id ON menu_products (store_id, external_id) WHERE external_id IS NOT NULL;
CREATE TABLE inventory_syncs (
    store_id        BIGINT NOT NULL REFERENCES stores (id),
    idempotency_key TEXT    NOT NULL,
    request_sha256  TEXT    NOT NULL,
    answer          TEXT    NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (store_id, idempotency_key)
);

-- +goose Down
DROP TABLE inventory_syncs;
DROP INDEX menu_products_external_id;
ALTER TABLE menu_products DROP COLUMN external_id;
