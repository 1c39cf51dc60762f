-- Wrong kiosk PINs are counted per store and client address (an IPv4
-- address or an IPv6 /64), not per store: anyone could keep a store's PIN
-- locked by failing it from anywhere. The store's row keeps only its PIN.

-- +goose Up
CREATE TABLE kiosk_pin_failures (
    store_id        BIGINT  NOT NULL REFERENCES stores (id),
    client          TEXT    NOT NULL,
    failures        INTEGER NOT NULL DEFAULT 0,
    last_failure_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (store_id, client)
);
ALTER TABLE kiosk_pins DROP COLUMN failures;
ALTER TABLE kiosk_pins DROP COLUMN last_failure_at;

-- +goose Down
ALTER TABLE kiosk_pins ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE kiosk_pins ADD COLUMN last_failure_at TIMESTAMPTZ;
DROP TABLE kiosk_pin_failures;
