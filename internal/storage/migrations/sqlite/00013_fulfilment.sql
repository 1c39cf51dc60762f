-- Fulfilment and the life of a reservation. A reservation may be for a
-- window (window_start to window_end, in UTC) or as soon as possible (asap,
-- still counted in the window it falls in); a delivery keeps its address as
-- JSON; a curbside pickup the spot the shopper parked in and when they said
-- they arrived. reservation_windows counts the reservations taken per store,
-- mode and window, so that a window's cap holds under concurrent checkouts
-- (a conditional update, like stock). reservation_events is each status a
-- reservation went through, by whom. store_staff_tokens are the tokens
-- store staff use to move reservations through their statuses, kept only as
-- SHA-256 hashes.

-- +goose Up
ALTER TABLE reservations ADD COLUMN window_start TIMESTAMP;
ALTER TABLE reservations ADD COLUMN window_end TIMESTAMP;
ALTER TABLE reservations ADD COLUMN asap BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE reservations ADD COLUMN delivery_address TEXT;
ALTER TABLE reservations ADD COLUMN curbside_spot TEXT NOT NULL DEFAULT '';
ALTER TABLE reservations ADD COLUMN arrived_at TIMESTAMP;
ALTER TABLE reservations ADD COLUMN delivery_started_at TIMESTAMP;
ALTER TABLE reservations ADD COLUMN delivery_finished_at TIMESTAMP;
ALTER TABLE reservations ADD COLUMN cancelled_at TIMESTAMP;
ALTER TABLE reservations ADD COLUMN status_changed_at TIMESTAMP;
ALTER TABLE reservations ADD COLUMN message TEXT NOT NULL DEFAULT '';
CREATE INDEX reservations_store_status ON reservations (store_id, status, id);

CREATE TABLE reservation_windows (
    store_id         BIGINT  NOT NULL REFERENCES stores (id),
    reservation_mode TEXT    NOT NULL,
    window_start     TIMESTAMP NOT NULL,
    taken            INTEGER NOT NULL CHECK (taken >= 0),
    PRIMARY KEY (store_id, reservation_mode, window_start)
);

CREATE TABLE reservation_events (
    id             INTEGER PRIMARY KEY,
    reservation_id BIGINT NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
    status         TEXT   NOT NULL,
    actor          TEXT   NOT NULL CHECK (actor IN ('shopper', 'store', 'system')),
    note           TEXT   NOT NULL DEFAULT '',
    created_at     TIMESTAMP NOT NULL
);
CREATE INDEX reservation_events_reservation ON reservation_events (reservation_id, id);

CREATE TABLE store_staff_tokens (
    id           INTEGER PRIMARY KEY,
    store_id     BIGINT NOT NULL REFERENCES stores (id),
    name         TEXT   NOT NULL,
    token_hash   TEXT   NOT NULL UNIQUE,
    created_at   TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP,
    revoked_at   TIMESTAMP
);
CREATE INDEX store_staff_tokens_store ON store_staff_tokens (store_id);

-- +goose Down
DROP TABLE store_staff_tokens;
DROP TABLE reservation_events;
DROP TABLE reservation_windows;
DROP INDEX reservations_store_status;
ALTER TABLE reservations DROP COLUMN message;
ALTER TABLE reservations DROP COLUMN status_changed_at;
ALTER TABLE reservations DROP COLUMN cancelled_at;
ALTER TABLE reservations DROP COLUMN delivery_finished_at;
ALTER TABLE reservations DROP COLUMN delivery_started_at;
ALTER TABLE reservations DROP COLUMN arrived_at;
ALTER TABLE reservations DROP COLUMN curbside_spot;
ALTER TABLE reservations DROP COLUMN delivery_address;
ALTER TABLE reservations DROP COLUMN asap;
ALTER TABLE reservations DROP COLUMN window_end;
ALTER TABLE reservations DROP COLUMN window_start;
