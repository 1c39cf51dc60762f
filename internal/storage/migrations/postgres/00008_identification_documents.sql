-- A customer's identification document (spec section 3): the names and
-- birth date as the document shows them, one row per customer, and its
-- photos, one row per slot (government_photo, mmj_card, mmj_card_back,
-- student_photo, veteran_photo). The photos themselves are in blob storage,
-- encrypted; blob_key is a random name that says nothing about the customer.

-- +goose Up
CREATE TABLE identification_documents (
    customer_id BIGINT NOT NULL PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
    first_name  TEXT    NOT NULL DEFAULT '',
    last_name   TEXT    NOT NULL DEFAULT '',
    birth_date  TEXT    NOT NULL DEFAULT '',
    created_at  TIMESTAMPTZ NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL
);

CREATE TABLE identification_photos (
    customer_id  BIGINT NOT NULL REFERENCES identification_documents (customer_id) ON DELETE CASCADE,
    slot         TEXT    NOT NULL,
    blob_key     TEXT    NOT NULL UNIQUE,
    content_type TEXT    NOT NULL,
    width        INTEGER NOT NULL,
    height       INTEGER NOT NULL,
    byte_size    INTEGER NOT NULL,
    uploaded_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (customer_id, slot)
);

-- +goose Down
DROP TABLE identification_photos;
DROP TABLE identification_documents;
