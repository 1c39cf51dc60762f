-- A webhook delivery names the delivery it waits for (issue 22): the
-- latest one still being tried, when it was written, of the same
-- reservation to the same subscription. The claim then checks one row by
-- its key instead of searching the pending ones, whose count a backlog
-- makes large just when the table's statistics are oldest.

-- +goose Up
ALTER TABLE webhook_deliveries ADD COLUMN waiting_on INTEGER;
UPDATE webhook_deliveries SET waiting_on = (SELECT MAX(e.id) FROM webhook_deliveries e
    WHERE e.subscription_id = webhook_deliveries.subscription_id AND e.order_key = webhook_deliveries.order_key
    AND e.id < webhook_deliveries.id AND e.delivered_at IS NULL AND e.failed_at IS NULL)
WHERE delivered_at IS NULL AND failed_at IS NULL AND order_key IS NOT NULL;

-- +goose Down
ALTER TABLE webhook_deliveries DROP COLUMN waiting_on;
