-- Merchandising events: impressions (recorded once per device, store and
-- product), clicks, external checkouts and session events. Keyed by store,
-- like every table that grows with traffic.

-- +goose Up
CREATE TABLE merch_impressions (
    store_id   INTEGER NOT NULL,
    device_id  TEXT    NOT NULL,
    product_id INTEGER NOT NULL,
    placement  TEXT    NOT NULL DEFAULT '',
    ad_token   TEXT    NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (store_id, device_id, product_id)
);

CREATE TABLE merch_events (
    id          INTEGER PRIMARY KEY,
    store_id    INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    device_id   TEXT    NOT NULL DEFAULT '',
    product_id  INTEGER,
    add_to_cart BOOLEAN NOT NULL DEFAULT FALSE,
    ad_token    TEXT    NOT NULL DEFAULT '',
    payload     TEXT    NOT NULL DEFAULT '{}',
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX merch_events_store ON merch_events (store_id, kind, created_at);

-- +goose Down
DROP TABLE merch_events;
DROP TABLE merch_impressions;
