-- Text messages through a gateway (issue 22, notify.GatewaySender): the
-- numbers that texted STOP (kept by E.164 number, until they text START),
-- and on each outbox message its sender (a store's own number, '' for the
-- server's) and the last status the gateway reported for it.

-- +goose Up
CREATE TABLE sms_opt_outs (
    phone      TEXT    PRIMARY KEY,
    stopped    BOOLEAN NOT NULL,
    keyword    TEXT    NOT NULL,
    changed_at TIMESTAMPTZ NOT NULL
);
ALTER TABLE outbox ADD COLUMN sender TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN gateway_status TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE outbox DROP COLUMN gateway_status;
ALTER TABLE outbox DROP COLUMN sender;
DROP TABLE sms_opt_outs;
