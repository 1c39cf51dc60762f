-- Loyalty (CRM) with the built-in provider. A store's programme and its
-- rewards catalogue live in the store's document (catalog.Loyalty); these
-- tables keep what happens: members' points, the ledger that moves them,
-- the codes that unlock a wallet and the rewards redeemed on carts.

-- +goose Up
-- One member per store and customer. unlocked_until is when the wallet
-- locks again (NULL: locked).
CREATE TABLE loyalty_members (
    store_id       INTEGER NOT NULL REFERENCES stores (id),
    customer_id    INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    points         INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
    signed_up_at   TIMESTAMP NOT NULL,
    unlocked_until TIMESTAMP,
    PRIMARY KEY (store_id, customer_id)
);

-- Every change of a balance: an accrual for a finished reservation, a
-- redemption spent by a checkout. A reservation accrues and spends once.
CREATE TABLE loyalty_ledger (
    id             INTEGER PRIMARY KEY,
    store_id       INTEGER NOT NULL REFERENCES stores (id),
    customer_id    INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
    kind           TEXT    NOT NULL CHECK (kind IN ('accrual', 'redemption')),
    points         INTEGER NOT NULL,
    created_at     TIMESTAMP NOT NULL,
    UNIQUE (reservation_id, kind)
);
CREATE INDEX loyalty_ledger_member ON loyalty_ledger (store_id, customer_id);

-- Codes that unlock a member's wallet, sent by e-mail or text message.
-- code_hash is accounts.HashCode(salt, code).
CREATE TABLE loyalty_codes (
    id          INTEGER PRIMARY KEY,
    store_id    INTEGER NOT NULL REFERENCES stores (id),
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    salt        TEXT    NOT NULL,
    code_hash   TEXT    NOT NULL,
    channel     TEXT    NOT NULL CHECK (channel IN ('email', 'sms')),
    attempts    INTEGER NOT NULL DEFAULT 0,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    used_at     TIMESTAMP
);
CREATE INDEX loyalty_codes_member ON loyalty_codes (store_id, customer_id, id);

-- Rewards redeemed on a cart, as they were when applied. removed_at is
-- set when the shopper (or a change of the store's programme) takes one off.
CREATE TABLE cart_crm_redemptions (
    id                INTEGER PRIMARY KEY,
    cart_id           INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
    reward_id         INTEGER NOT NULL,
    reward_name       TEXT    NOT NULL,
    point_value       INTEGER NOT NULL,
    cash_reward_cents INTEGER NOT NULL,
    crm_provider      TEXT    NOT NULL,
    applied_at        TIMESTAMP NOT NULL,
    removed_at        TIMESTAMP
);
CREATE INDEX cart_crm_redemptions_cart ON cart_crm_redemptions (cart_id, id);

-- +goose Down
DROP TABLE cart_crm_redemptions;
DROP TABLE loyalty_codes;
DROP TABLE loyalty_ledger;
DROP TABLE loyalty_members;
