-- A cancelled reservation gives back the points its checkout spent: a
-- 'refund' ledger row, once per reservation (the (reservation_id, kind)
-- key), written in the cancel's transaction (docs/loyalty.md).

-- +goose Up
ALTER TABLE loyalty_ledger DROP CONSTRAINT loyalty_ledger_kind_check;
ALTER TABLE loyalty_ledger ADD CONSTRAINT loyalty_ledger_kind_check CHECK (kind IN ('accrual', 'redemption', 'refund'));

-- +goose Down
DELETE FROM loyalty_ledger WHERE kind = 'refund';
ALTER TABLE loyalty_ledger DROP CONSTRAINT loyalty_ledger_kind_check;
ALTER TABLE loyalty_ledger ADD CONSTRAINT loyalty_ledger_kind_check CHECK (kind IN ('accrual', 'redemption'));
