-- Reviews written by signed-in customers (one per customer and product) and
-- their upvotes (one per customer and review). Customers' reviews take ids
-- from 2^40 up, above any id a catalogue document gives its reviews.

-- +goose Up
ALTER TABLE reviews ADD COLUMN customer_id BIGINT REFERENCES customers (id);
CREATE UNIQUE INDEX reviews_customer_product ON reviews (customer_id, product_id) WHERE customer_id IS NOT NULL;

CREATE TABLE review_upvotes (
    review_id   BIGINT  NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
    customer_id BIGINT  NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (review_id, customer_id)
);

-- +goose Down
DROP TABLE review_upvotes;
DROP INDEX reviews_customer_product;
ALTER TABLE reviews DROP COLUMN customer_id;
