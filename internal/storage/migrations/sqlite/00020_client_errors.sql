-- Errors the app reports from shoppers' browsers (POST /collect/v1/errors,
-- docs/observability.md). Long 16-digit numbers are masked before a row is
-- written; customer_id is what the page said, not a verified identity, so it
-- has no foreign key.

-- +goose Up
CREATE TABLE client_errors (
    id          INTEGER PRIMARY KEY,
    name        TEXT   NOT NULL,
    message     TEXT   NOT NULL,
    stack       TEXT   NOT NULL,
    url         TEXT   NOT NULL,
    app_mode    TEXT   NOT NULL,
    customer_id BIGINT,
    user_agent  TEXT   NOT NULL,
    request_id  TEXT   NOT NULL,
    breadcrumbs TEXT   NOT NULL,
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX client_errors_created ON client_errors (created_at);

-- +goose Down
DROP TABLE client_errors;
