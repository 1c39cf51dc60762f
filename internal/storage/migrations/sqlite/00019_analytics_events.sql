-- Usage analytics collected by /collect/v1/*: tracked events, identity
-- calls and search-insights events, already scrubbed of e-mail addresses
-- and phone numbers. Keyed by store, like every table that grows with
-- traffic; store 0 holds events that name no store.

-- +goose Up
CREATE TABLE analytics_events (
    id          INTEGER PRIMARY KEY,
    stream      TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    store_id    INTEGER NOT NULL DEFAULT 0,
    product_id  INTEGER,
    device_id   TEXT    NOT NULL DEFAULT '',
    user_ref    TEXT    NOT NULL DEFAULT '',
    properties  TEXT    NOT NULL DEFAULT '{}',
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX analytics_events_store ON analytics_events (store_id, stream, name, created_at);

-- +goose Down
DROP TABLE analytics_events;
