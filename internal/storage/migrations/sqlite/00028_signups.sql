-- Registration by e-mailed link: a registration is kept here until the
-- link mailed to its address is opened (docs/adr/0019-registration-by-link.md).
-- The token is kept only as its SHA-256; the password only as its hash,
-- cleared once the link is used or replaced. An address that already has an
-- account gets a row with no password and a mail saying so, never a link,
-- so the answer and the work are the same either way.

-- +goose Up
CREATE TABLE signups (
    id            INTEGER PRIMARY KEY,
    email         TEXT    NOT NULL,
    token_hash    TEXT    NOT NULL UNIQUE,
    password_hash TEXT    NOT NULL DEFAULT '',
    first_name    TEXT    NOT NULL DEFAULT '',
    last_name     TEXT    NOT NULL DEFAULT '',
    persistent    BOOLEAN NOT NULL DEFAULT FALSE,
    created_at    TIMESTAMP NOT NULL,
    expires_at    TIMESTAMP NOT NULL,
    used_at       TIMESTAMP
);
CREATE INDEX signups_email ON signups (email, created_at);
CREATE INDEX signups_expires ON signups (expires_at);

-- +goose Down
DROP TABLE signups;
