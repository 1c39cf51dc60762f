-- The outbox: e-mail and text messages written in the same transaction as
-- the change that causes them, delivered by a background worker at least
-- once (docs/adr/0008-outbox.md). And password reset tokens, kept only as
-- SHA-256 hashes, one hour and one use each.

-- +goose Up
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    channel         TEXT    NOT NULL CHECK (channel IN ('email', 'sms')),
    recipient       TEXT    NOT NULL,
    subject         TEXT    NOT NULL DEFAULT '',
    body            TEXT    NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP NOT NULL,
    last_error      TEXT    NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    sent_at         TIMESTAMP,
    failed_at       TIMESTAMP
);
-- The worker's question: what is due and neither sent nor given up.
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

CREATE TABLE password_resets (
    id          INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    token_hash  TEXT    NOT NULL UNIQUE,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    used_at     TIMESTAMP
);
CREATE INDEX password_resets_customer ON password_resets (customer_id, created_at);

-- +goose Down
DROP TABLE password_resets;
DROP TABLE outbox;
