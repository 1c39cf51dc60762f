-- A store may sell at most one unit of each weight of a flower product in a
-- cart (allow_multiple_flower_count false): a shopper who wants more takes
-- the larger weight.

-- +goose Up
ALTER TABLE menu_products ADD COLUMN allow_multiple_flower_count BOOLEAN NOT NULL DEFAULT TRUE;

-- +goose Down
ALTER TABLE menu_products DROP COLUMN allow_multiple_flower_count;
