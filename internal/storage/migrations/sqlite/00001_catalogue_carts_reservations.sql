-- The catalogue (stores, brands, products, menus, specials, reviews), carts
-- and reservations. Settings that are read whole live in a JSON document
-- column; what is filtered, joined or changed row by row has its own column.

-- +goose Up
CREATE TABLE stores (
    id           INTEGER PRIMARY KEY,
    name         TEXT    NOT NULL,
    url_slug     TEXT    NOT NULL,
    city         TEXT    NOT NULL,
    state        TEXT    NOT NULL,
    country_code TEXT    NOT NULL,
    lat          REAL    NOT NULL,
    long         REAL    NOT NULL,
    document     TEXT    NOT NULL,
    menu_version INTEGER NOT NULL DEFAULT 1,
    updated_at   TIMESTAMP NOT NULL
);
CREATE INDEX stores_place ON stores (country_code, state, city);

CREATE TABLE brands (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL,
    url_slug TEXT NOT NULL,
    document TEXT NOT NULL
);

CREATE TABLE products (
    id               INTEGER PRIMARY KEY,
    brand_id         INTEGER NOT NULL REFERENCES brands (id),
    name             TEXT    NOT NULL,
    kind             TEXT    NOT NULL,
    document         TEXT    NOT NULL,
    aggregate_rating REAL,
    review_count     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX products_brand ON products (brand_id);

CREATE TABLE menu_products (
    id                INTEGER PRIMARY KEY,
    store_id          INTEGER NOT NULL REFERENCES stores (id),
    product_id        INTEGER NOT NULL REFERENCES products (id),
    visible           BOOLEAN NOT NULL,
    store_notes       TEXT    NOT NULL DEFAULT '',
    best_seller_rank  INTEGER NOT NULL DEFAULT 0,
    max_cart_quantity INTEGER NOT NULL,
    UNIQUE (store_id, product_id)
);
CREATE INDEX menu_products_product ON menu_products (product_id);

CREATE TABLE menu_product_weights (
    menu_product_id   INTEGER NOT NULL REFERENCES menu_products (id) ON DELETE CASCADE,
    price_id          TEXT    NOT NULL,
    price_cents       INTEGER NOT NULL CHECK (price_cents >= 0),
    stock             INTEGER NOT NULL CHECK (stock >= 0),
    max_cart_quantity INTEGER NOT NULL,
    PRIMARY KEY (menu_product_id, price_id)
);

CREATE TABLE specials (
    id               INTEGER PRIMARY KEY,
    store_id         INTEGER REFERENCES stores (id),
    product_brand_id INTEGER REFERENCES brands (id),
    special_type     TEXT NOT NULL,
    document         TEXT NOT NULL
);
CREATE INDEX specials_store ON specials (store_id);

CREATE TABLE reviews (
    id           INTEGER PRIMARY KEY,
    product_id   INTEGER NOT NULL REFERENCES products (id),
    store_id     INTEGER REFERENCES stores (id),
    rating       INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment      TEXT    NOT NULL DEFAULT '',
    nickname     TEXT    NOT NULL,
    feelings     TEXT    NOT NULL DEFAULT '[]',
    activities   TEXT    NOT NULL DEFAULT '[]',
    hidden       BOOLEAN NOT NULL DEFAULT FALSE,
    upvote_count INTEGER NOT NULL DEFAULT 0,
    created_at   TIMESTAMP NOT NULL
);
CREATE INDEX reviews_product ON reviews (product_id);

CREATE TABLE carts (
    id               INTEGER PRIMARY KEY,
    uuid             TEXT    NOT NULL UNIQUE,
    store_id         INTEGER NOT NULL REFERENCES stores (id),
    status           TEXT    NOT NULL,
    reservation_mode TEXT    NOT NULL,
    tip_cents        INTEGER NOT NULL DEFAULT 0,
    device_id        TEXT    NOT NULL DEFAULT '',
    app_mode         TEXT    NOT NULL DEFAULT 'default',
    promo_code       TEXT,
    created_at       TIMESTAMP NOT NULL,
    updated_at       TIMESTAMP NOT NULL
);
CREATE INDEX carts_store ON carts (store_id);

CREATE TABLE cart_products (
    cart_id     INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
    product_id  INTEGER NOT NULL,
    price_id    TEXT    NOT NULL,
    count       INTEGER NOT NULL CHECK (count > 0),
    recommended BOOLEAN NOT NULL DEFAULT FALSE,
    added_at    TIMESTAMP NOT NULL,
    PRIMARY KEY (cart_id, product_id, price_id)
);

CREATE TABLE reservations (
    id               INTEGER PRIMARY KEY,
    uuid             TEXT    NOT NULL UNIQUE,
    store_id         INTEGER NOT NULL REFERENCES stores (id),
    cart_id          INTEGER NOT NULL UNIQUE REFERENCES carts (id),
    status           TEXT    NOT NULL,
    reservation_mode TEXT    NOT NULL,
    first_name       TEXT    NOT NULL,
    last_name        TEXT    NOT NULL,
    email            TEXT    NOT NULL,
    phone            TEXT    NOT NULL,
    birth_date       TEXT    NOT NULL,
    payment_method   TEXT    NOT NULL,
    amount_cents     INTEGER NOT NULL,
    totals           TEXT    NOT NULL,
    created_at       TIMESTAMP NOT NULL
);
CREATE INDEX reservations_store ON reservations (store_id, id);

CREATE TABLE reservation_products (
    reservation_id   INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
    product_id       INTEGER NOT NULL,
    price_id         TEXT    NOT NULL,
    name             TEXT    NOT NULL,
    brand            TEXT    NOT NULL,
    kind             TEXT    NOT NULL,
    count            INTEGER NOT NULL,
    unit_price_cents INTEGER NOT NULL,
    line_total_cents INTEGER NOT NULL,
    PRIMARY KEY (reservation_id, product_id, price_id)
);

-- +goose Down
DROP TABLE reservation_products;
DROP TABLE reservations;
DROP TABLE cart_products;
DROP TABLE carts;
DROP TABLE reviews;
DROP TABLE specials;
DROP TABLE menu_product_weights;
DROP TABLE menu_products;
DROP TABLE products;
DROP TABLE brands;
DROP TABLE stores;
