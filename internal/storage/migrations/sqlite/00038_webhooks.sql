-- Webhooks out (issue 22, internal/webhook): a store's subscriptions (a
-- URL, the events it wants, its signing secret sealed at rest, a low-stock
-- threshold) and the outbox of deliveries. A delivery is written in the
-- transaction of the change it tells of, keeps the exact body it sends,
-- and is tried until it is answered 2xx or a day has passed. order_key
-- holds back a reservation's later deliveries to a subscription until its
-- earlier ones are done, so a receiver hears of them in order.

-- +goose Up
CREATE TABLE webhook_subscriptions (
    id             INTEGER PRIMARY KEY,
    store_id       INTEGER NOT NULL REFERENCES stores (id),
    url            TEXT    NOT NULL,
    description    TEXT    NOT NULL DEFAULT '',
    events         TEXT    NOT NULL,
    secret_sealed  TEXT    NOT NULL,
    low_stock      INTEGER NOT NULL,
    active         BOOLEAN NOT NULL,
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL
);
CREATE INDEX webhook_subscriptions_store ON webhook_subscriptions (store_id);
CREATE TABLE webhook_deliveries (
    id              INTEGER PRIMARY KEY,
    subscription_id INTEGER NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
    event_id        TEXT    NOT NULL,
    event           TEXT    NOT NULL,
    order_key       TEXT,
    body            TEXT    NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP NOT NULL,
    last_status     INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT    NOT NULL DEFAULT '',
    resent_from     INTEGER,
    created_at      TIMESTAMP NOT NULL,
    delivered_at    TIMESTAMP,
    failed_at       TIMESTAMP
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX webhook_deliveries_order ON webhook_deliveries (subscription_id, order_key, id) WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX webhook_deliveries_log ON webhook_deliveries (subscription_id, id);

-- +goose Down
DROP TABLE webhook_deliveries;
DROP TABLE webhook_subscriptions;
