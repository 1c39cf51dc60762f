-- Product photos uploaded in the store console (docs/adr/0022-store-console.md,
-- section 5, "Photos"): a store's own photos of one of its menu products,
-- shown on that store's menu in place of the catalogue's. The pixels are
-- public objects in the file bucket, under products/{blob_key}/{size}.jpg;
-- a row names them. Removing the menu product removes its rows (the objects
-- are removed by whoever removes the rows, after the transaction).

-- +goose Up
CREATE TABLE menu_product_photos (
    id              INTEGER PRIMARY KEY,
    menu_product_id INTEGER NOT NULL REFERENCES menu_products (id) ON DELETE CASCADE,
    position        INTEGER NOT NULL CHECK (position >= 0),
    blob_key        TEXT    NOT NULL UNIQUE,
    width           INTEGER NOT NULL CHECK (width > 0),
    height          INTEGER NOT NULL CHECK (height > 0),
    created_at      TIMESTAMP NOT NULL,
    created_by      INTEGER REFERENCES staff_users (id) ON DELETE SET NULL
);
CREATE INDEX menu_product_photos_menu_product ON menu_product_photos (menu_product_id, position);

-- +goose Down
DROP TABLE menu_product_photos;
