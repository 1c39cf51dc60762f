-- Verification codes (flag mfa_check): a login from a device that never
-- completed a session for the customer waits for a 6-character code sent by
-- e-mail or text message. known_devices lists the devices that did.

-- +goose Up
CREATE TABLE known_devices (
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    device_id   TEXT   NOT NULL,
    first_seen  TIMESTAMP NOT NULL,
    last_seen   TIMESTAMP NOT NULL,
    PRIMARY KEY (customer_id, device_id)
);

-- One row per login waiting for its code. token_hash is the SHA-256 of the
-- opaque mfa_token the client holds; code_hash ties the code to that token.
CREATE TABLE verification_codes (
    id           INTEGER PRIMARY KEY,
    token_hash   TEXT    NOT NULL UNIQUE,
    customer_id  INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    code_hash    TEXT    NOT NULL,
    channel      TEXT    NOT NULL CHECK (channel IN ('email', 'sms')),
    persistent   BOOLEAN NOT NULL,
    device_id    TEXT    NOT NULL DEFAULT '',
    attempts     INTEGER NOT NULL DEFAULT 0,
    sends        INTEGER NOT NULL DEFAULT 1,
    created_at   TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL,
    used_at      TIMESTAMP
);
CREATE INDEX verification_codes_customer ON verification_codes (customer_id);

-- +goose Down
DROP TABLE verification_codes;
DROP TABLE known_devices;
