-- Partners: the sites that show stores in an app mode (embedded, frameless,
-- white-label, operator, kiosk, bloom, headless). The partner's settings are
-- read whole, as a document; its stores are a list of their own, so that a
-- store's partners can be found and a store cannot go while a partner names it.

-- +goose Up
CREATE TABLE partners (
    id       BIGINT PRIMARY KEY,
    name     TEXT   NOT NULL,
    mode     TEXT   NOT NULL,
    document TEXT   NOT NULL
);

CREATE TABLE partner_stores (
    partner_id BIGINT  NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
    store_id   BIGINT  NOT NULL REFERENCES stores (id),
    position   INTEGER NOT NULL,
    PRIMARY KEY (partner_id, store_id)
);
CREATE INDEX partner_stores_store ON partner_stores (store_id);

-- +goose Down
DROP TABLE partner_stores;
DROP TABLE partners;
