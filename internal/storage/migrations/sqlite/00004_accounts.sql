-- Customer accounts, their sessions (a row per signed token, so a token can
-- be revoked), failed logins per address, and the key that signs session
-- tokens, shared by every instance.

-- +goose Up
CREATE TABLE customers (
    id                 INTEGER PRIMARY KEY,
    email              TEXT    NOT NULL UNIQUE,
    password_hash      TEXT    NOT NULL DEFAULT '',
    first_name         TEXT    NOT NULL DEFAULT '',
    last_name          TEXT    NOT NULL DEFAULT '',
    nickname           TEXT    NOT NULL DEFAULT '',
    phone              TEXT    NOT NULL DEFAULT '',
    birth_date         TEXT    NOT NULL DEFAULT '',
    promotions_opt_out BOOLEAN NOT NULL DEFAULT FALSE,
    gold_since         TIMESTAMP,
    last_mfa           TIMESTAMP,
    created_at         TIMESTAMP NOT NULL,
    updated_at         TIMESTAMP NOT NULL
);

CREATE TABLE sessions (
    id          TEXT    PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    persistent  BOOLEAN NOT NULL,
    device_id   TEXT    NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    revoked_at  TIMESTAMP
);
CREATE INDEX sessions_customer ON sessions (customer_id);

CREATE TABLE login_failures (
    email          TEXT    PRIMARY KEY,
    failures       INTEGER NOT NULL,
    last_failure_at TIMESTAMP NOT NULL
);

CREATE TABLE server_keys (
    name       TEXT PRIMARY KEY,
    secret     TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

-- +goose Down
DROP TABLE server_keys;
DROP TABLE login_failures;
DROP TABLE sessions;
DROP TABLE customers;
