-- What a cart's specials depend on besides its lines: the group special the
-- shopper chose, where a delivery goes, a percentage tip, and the specials
-- the shopper last saw on it (id → fingerprint), which tells when one
-- changed or ended since.

-- +goose Up
ALTER TABLE carts ADD COLUMN user_group_special_id BIGINT;
ALTER TABLE carts ADD COLUMN delivery_address TEXT NOT NULL DEFAULT '';
ALTER TABLE carts ADD COLUMN tip_percent_ppm BIGINT;
ALTER TABLE carts ADD COLUMN specials_seen TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE carts DROP COLUMN specials_seen;
ALTER TABLE carts DROP COLUMN tip_percent_ppm;
ALTER TABLE carts DROP COLUMN delivery_address;
ALTER TABLE carts DROP COLUMN user_group_special_id;
