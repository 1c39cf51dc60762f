-- A store's pull connector, kept and run by serve (issue 22): the point of
-- sale's export URL, the mapping that reads it (inventory.Mapping, JSON),
-- how often to read it, and how its last run went. One per store. A run is
-- claimed by moving next_run_at on by a lease, so one instance runs it.

-- +goose Up
CREATE TABLE feed_connectors (
    store_id        BIGINT PRIMARY KEY REFERENCES stores (id),
    url             TEXT    NOT NULL,
    mapping         TEXT    NOT NULL,
    every_seconds   INTEGER NOT NULL,
    enabled         BOOLEAN NOT NULL,
    next_run_at     TIMESTAMP NOT NULL,
    last_run_at     TIMESTAMP,
    last_ok         BOOLEAN,
    last_message    TEXT    NOT NULL DEFAULT '',
    last_rows       INTEGER NOT NULL DEFAULT 0,
    last_changed    INTEGER NOT NULL DEFAULT 0,
    last_hidden     INTEGER NOT NULL DEFAULT 0,
    last_shortfalls INTEGER NOT NULL DEFAULT 0,
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);
CREATE INDEX feed_connectors_due ON feed_connectors (next_run_at) WHERE enabled;

-- +goose Down
DROP TABLE feed_connectors;
