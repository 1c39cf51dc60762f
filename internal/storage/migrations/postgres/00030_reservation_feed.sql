-- The store console's live queue reads reservation_events as its feed
-- (docs/adr/0022-store-console.md, section 4): each event names its store,
-- so a stream reads a store's events by id, and its kind: placed (a
-- checkout), status, arrived (a curbside shopper's "I'm here") or note.

-- +goose Up
ALTER TABLE reservation_events ADD COLUMN store_id BIGINT;
ALTER TABLE reservation_events ADD COLUMN kind TEXT NOT NULL DEFAULT 'status';
UPDATE reservation_events SET store_id = (SELECT r.store_id FROM reservations r WHERE r.id = reservation_events.reservation_id);
CREATE INDEX reservation_events_store ON reservation_events (store_id, id);

-- +goose Down
DROP INDEX reservation_events_store;
ALTER TABLE reservation_events DROP COLUMN kind;
ALTER TABLE reservation_events DROP COLUMN store_id;
