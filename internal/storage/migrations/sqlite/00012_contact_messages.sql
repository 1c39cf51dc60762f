-- Messages customers write to the storefront's help team (/profile/contactUs).
-- Each is also mailed through the outbox; the row keeps a record and lets
-- the server limit how many one customer sends.

-- +goose Up
CREATE TABLE contact_messages (
    id          INTEGER PRIMARY KEY,
    customer_id BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    subject     TEXT   NOT NULL,
    message     TEXT   NOT NULL,
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX contact_messages_customer ON contact_messages (customer_id, created_at);

-- +goose Down
DROP TABLE contact_messages;
