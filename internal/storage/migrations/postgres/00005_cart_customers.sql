-- A cart made or used by a signed-in customer is theirs: its prices follow
-- the customer (gold membership, groups), and other customers may not use it.

-- +goose Up
ALTER TABLE carts ADD COLUMN customer_id BIGINT REFERENCES customers (id);

-- +goose Down
ALTER TABLE carts DROP COLUMN customer_id;
