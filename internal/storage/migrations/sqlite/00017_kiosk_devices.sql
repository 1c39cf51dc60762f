-- In-store kiosks. A store's kiosk setup PIN is kept only as an argon2id
-- hash, with the wrong PINs typed since the last right one (to slow and
-- then lock guessing); staff type it on a kiosk to bind that device to the
-- store. A bound device holds a random token, kept here only as its
-- SHA-256, which it sends with its carts and checkouts; revoking it unbinds
-- the device.

-- +goose Up
CREATE TABLE kiosk_pins (
    store_id        BIGINT  PRIMARY KEY REFERENCES stores (id),
    pin_hash        TEXT    NOT NULL,
    failures        INTEGER NOT NULL DEFAULT 0,
    last_failure_at TIMESTAMP,
    created_at      TIMESTAMP NOT NULL
);

CREATE TABLE kiosk_devices (
    id           INTEGER PRIMARY KEY,
    store_id     BIGINT NOT NULL REFERENCES stores (id),
    token_hash   TEXT   NOT NULL UNIQUE,
    created_at   TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP,
    revoked_at   TIMESTAMP
);
CREATE INDEX kiosk_devices_store ON kiosk_devices (store_id);

-- +goose Down
DROP TABLE kiosk_devices;
DROP TABLE kiosk_pins;
