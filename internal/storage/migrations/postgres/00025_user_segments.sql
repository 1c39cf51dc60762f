-- User segments: the groups of customers specials can be limited to (their
-- rules' user_segment_ids, spec section 5). A segment comes from the
-- catalogue and says how customers join it (catalog.UserSegment): by their
-- account (Gold) or identification document (seniors, veterans, medical,
-- students), worked out whenever a cart is priced, or, for a staff segment,
-- by the store's staff, whose additions are the member rows below.

-- +goose Up
CREATE TABLE user_segments (
    id         BIGINT PRIMARY KEY,
    name       TEXT   NOT NULL,
    membership TEXT   NOT NULL,
    store_id   BIGINT REFERENCES stores (id),
    document   TEXT   NOT NULL
);
CREATE INDEX user_segments_store ON user_segments (store_id);

CREATE TABLE user_segment_members (
    segment_id  BIGINT    NOT NULL REFERENCES user_segments (id) ON DELETE CASCADE,
    customer_id BIGINT    NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    added_at    TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (segment_id, customer_id)
);
CREATE INDEX user_segment_members_customer ON user_segment_members (customer_id);

-- +goose Down
DROP TABLE user_segment_members;
DROP TABLE user_segments;
