-- Retention: the prune (storage.DB.Prune) deletes collected rows older than
-- the configured age, oldest first, in batches; these indexes find them
-- without reading whole tables. client_errors already has one.

-- +goose Up
CREATE INDEX analytics_events_created ON analytics_events (created_at);
CREATE INDEX merch_events_created ON merch_events (created_at);
CREATE INDEX merch_impressions_created ON merch_impressions (created_at);

-- +goose Down
DROP INDEX merch_impressions_created;
DROP INDEX merch_events_created;
DROP INDEX analytics_events_created;
