-- An integration token may cover more stores than the one it was made at
-- (issue 22): a chain's point of sale syncs every store of the chain with
-- one token. The token stays its first store's (store_staff_tokens.
-- store_id); each other store it covers is a row here. Any covered store's
-- owner sees the token in their list and may revoke it.

-- +goose Up
CREATE TABLE store_staff_token_stores (
    token_id BIGINT NOT NULL REFERENCES store_staff_tokens (id),
    store_id BIGINT NOT NULL REFERENCES stores (id),
    PRIMARY KEY (token_id, store_id)
);
CREATE INDEX store_staff_token_stores_store ON store_staff_token_stores (store_id);

-- +goose Down
DROP TABLE store_staff_token_stores;
