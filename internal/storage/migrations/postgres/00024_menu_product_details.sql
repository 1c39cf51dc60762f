-- A menu product's rank among its operator's stores and what the store's
-- point of sale records about its weights (catalogue MenuItem
-- operator_store_rank and inventories, a JSON list).

-- +goose Up
ALTER TABLE menu_products ADD COLUMN operator_store_rank INTEGER NOT NULL DEFAULT 0;
ALTER TABLE menu_products ADD COLUMN inventories TEXT NOT NULL DEFAULT '[]';

-- +goose Down
ALTER TABLE menu_products DROP COLUMN inventories;
ALTER TABLE menu_products DROP COLUMN operator_store_rank;
