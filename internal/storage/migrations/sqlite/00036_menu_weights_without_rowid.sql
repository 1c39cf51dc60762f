-- A menu product's weights kept in their key's order, one B-tree (WITHOUT
-- ROWID): a store's menu reads every weight of its products by menu
-- product, and checkout and the console change one weight by its key,
-- which were each a search of the key's index and then of the table.
-- Reading the 3,400 weights of a 2,000-product menu took about 10 ms of a
-- store's first menu request (issue 21: at most 50 ms in all); PostgreSQL
-- reads them through its primary key's index as before.

-- +goose Up
CREATE TABLE menu_product_weights_by_key (
    menu_product_id   INTEGER NOT NULL REFERENCES menu_products (id) ON DELETE CASCADE,
    price_id          TEXT    NOT NULL,
    price_cents       INTEGER NOT NULL CHECK (price_cents >= 0),
    stock             INTEGER NOT NULL CHECK (stock >= 0),
    max_cart_quantity INTEGER NOT NULL,
    PRIMARY KEY (menu_product_id, price_id)
) WITHOUT ROWID;
INSERT INTO menu_product_weights_by_key (menu_product_id, price_id, price_cents, stock, max_cart_quantity)
    SELECT menu_product_id, price_id, price_cents, stock, max_cart_quantity FROM menu_product_weights;
DROP TABLE menu_product_weights;
ALTER TABLE menu_product_weights_by_key RENAME TO menu_product_weights;

-- +goose Down
CREATE TABLE menu_product_weights_with_rowid (
    menu_product_id   INTEGER NOT NULL REFERENCES menu_products (id) ON DELETE CASCADE,
    price_id          TEXT    NOT NULL,
    price_cents       INTEGER NOT NULL CHECK (price_cents >= 0),
    stock             INTEGER NOT NULL CHECK (stock >= 0),
    max_cart_quantity INTEGER NOT NULL,
    PRIMARY KEY (menu_product_id, price_id)
);
INSERT INTO menu_product_weights_with_rowid (menu_product_id, price_id, price_cents, stock, max_cart_quantity)
    SELECT menu_product_id, price_id, price_cents, stock, max_cart_quantity FROM menu_product_weights;
DROP TABLE menu_product_weights;
ALTER TABLE menu_product_weights_with_rowid RENAME TO menu_product_weights;
