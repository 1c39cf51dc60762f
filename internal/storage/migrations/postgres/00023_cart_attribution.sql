-- Campaign attribution (spec section 4, cart persistence: tags; section 7,
-- POST /cart_products): a cart keeps the visit's tracking tags (og_ref and
-- utm_*, a JSON object, '' for none), the shopper's user agent and the name
-- of the site it was made on (app_mode_name), and its reservation keeps a
-- copy, so that the store's reports count reservations by campaign.

-- +goose Up
ALTER TABLE carts ADD COLUMN tags TEXT NOT NULL DEFAULT '';
ALTER TABLE carts ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE carts ADD COLUMN app_mode_name TEXT NOT NULL DEFAULT '';
ALTER TABLE reservations ADD COLUMN tags TEXT NOT NULL DEFAULT '';
ALTER TABLE reservations ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE reservations ADD COLUMN app_mode_name TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE reservations DROP COLUMN app_mode_name;
ALTER TABLE reservations DROP COLUMN user_agent;
ALTER TABLE reservations DROP COLUMN tags;
ALTER TABLE carts DROP COLUMN app_mode_name;
ALTER TABLE carts DROP COLUMN user_agent;
ALTER TABLE carts DROP COLUMN tags;
