-- A cancelled reservation gives back the points its checkout spent: a
-- 'refund' ledger row, once per reservation (the (reservation_id, kind)
-- key), written in the cancel's transaction (docs/loyalty.md). SQLite cannot
-- change a CHECK in place, so the ledger is copied into a new table.

-- +goose Up
CREATE TABLE loyalty_ledger_new (
    id             INTEGER PRIMARY KEY,
    store_id       INTEGER NOT NULL REFERENCES stores (id),
    customer_id    INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
    kind           TEXT    NOT NULL CHECK (kind IN ('accrual', 'redemption', 'refund')),
    points         INTEGER NOT NULL,
    created_at     TIMESTAMP NOT NULL,
    UNIQUE (reservation_id, kind)
);
INSERT INTO loyalty_ledger_new (id, store_id, customer_id, reservation_id, kind, points, created_at)
    SELECT id, store_id, customer_id, reservation_id, kind, points, created_at FROM loyalty_ledger;
DROP TABLE loyalty_ledger;
ALTER TABLE loyalty_ledger_new RENAME TO loyalty_ledger;
CREATE INDEX loyalty_ledger_member ON loyalty_ledger (store_id, customer_id);

-- +goose Down
CREATE TABLE loyalty_ledger_old (
    id             INTEGER PRIMARY KEY,
    store_id       INTEGER NOT NULL REFERENCES stores (id),
    customer_id    INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    reservation_id INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
    kind           TEXT    NOT NULL CHECK (kind IN ('accrual', 'redemption')),
    points         INTEGER NOT NULL,
    created_at     TIMESTAMP NOT NULL,
    UNIQUE (reservation_id, kind)
);
INSERT INTO loyalty_ledger_old (id, store_id, customer_id, reservation_id, kind, points, created_at)
    SELECT id, store_id, customer_id, reservation_id, kind, points, created_at FROM loyalty_ledger WHERE kind <> 'refund';
DROP TABLE loyalty_ledger;
ALTER TABLE loyalty_ledger_old RENAME TO loyalty_ledger;
CREATE INDEX loyalty_ledger_member ON loyalty_ledger (store_id, customer_id);
