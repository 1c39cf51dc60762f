-- A reservation made by a signed-in customer (or from a customer's cart) is
-- theirs: it is listed on their account and refused to anyone else.

-- +goose Up
ALTER TABLE reservations ADD COLUMN customer_id BIGINT REFERENCES customers (id);
CREATE INDEX reservations_customer ON reservations (customer_id, id);

-- +goose Down
DROP INDEX reservations_customer;
ALTER TABLE reservations DROP COLUMN customer_id;
