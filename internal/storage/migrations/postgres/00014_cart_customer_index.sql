-- GET /carts/get_for_user finds a customer's most recently changed pending
-- cart: by customer, status and updated_at, without reading every cart.

-- +goose Up
CREATE INDEX carts_customer_pending ON carts (customer_id, status, updated_at);

-- +goose Down
DROP INDEX carts_customer_pending;
