package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
)

// cartRedemptions reads a cart's redemptions in the order they were
// applied: those on the cart, and those taken off.
func cartRedemptions(ctx context.Context, r Reader, cartID int64) (on, removed []loyalty.CartRedemption, err error) {
	rows, err := r.Query(ctx, `SELECT id, reward_id, reward_name, point_value, cash_reward_cents, crm_provider, applied_at, removed_at
		FROM cart_crm_redemptions WHERE cart_id = ? ORDER BY id`, cartID)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var c loyalty.CartRedemption
		var gone sql.NullTime
		if err := rows.Scan(&c.ID, &c.RewardID, &c.RewardName, &c.PointValue, &c.CashReward, &c.CRMProvider, &c.AppliedAt, &gone); err != nil {
			return nil, nil, err
		}
		if gone.Valid {
			c.RemovedAt = &gone.Time
			removed = append(removed, c)
		} else {
			on = append(on, c)
		}
	}
	return on, removed, rows.Err()
}

// applied is what the loyalty rules need of a cart's redemptions.
func applied(rs []loyalty.CartRedemption) []loyalty.Applied {
	out := make([]loyalty.Applied, 0, len(rs))
	for _, r := range rs {
		out = append(out, loyalty.Applied{RewardID: r.RewardID, PointValue: r.PointValue})
	}
	return out
}

// LoyaltyWallet answers a customer's wallet at a store. Every signed-in
// customer is a member of a built-in programme; one who never earned or
// unlocked has 0 points and a locked wallet.
func (db *DB) LoyaltyWallet(ctx context.Context, storeID, customerID int64) (loyalty.Wallet, error) {
	return memberWallet(ctx, db.Reader(), storeID, customerID, db.Now(), "")
}

func memberWallet(ctx context.Context, r Reader, storeID, customerID int64, now time.Time, lock string) (loyalty.Wallet, error) {
	w := loyalty.Wallet{SignedUp: true}
	var until sql.NullTime
	err := r.QueryRow(ctx, `SELECT points, unlocked_until FROM loyalty_members WHERE store_id = ? AND customer_id = ?`+lock,
		storeID, customerID).Scan(&w.Points, &until)
	if errors.Is(err, sql.ErrNoRows) {
		return w, nil
	}
	w.Unlocked = until.Valid && now.Before(until.Time)
	return w, err
}

// ensureMember makes the member row of a customer at a store if missing.
func ensureMember(ctx context.Context, tx *Tx, storeID, customerID int64) error {
	_, err := tx.Exec(ctx, `INSERT INTO loyalty_members (store_id, customer_id, points, signed_up_at) VALUES (?, ?, 0, ?)
		ON CONFLICT (store_id, customer_id) DO NOTHING`, storeID, customerID, tx.Now)
	return err
}

// StartWalletUnlock records a code that unlocks a customer's wallet at a
// store and queues its message, in one transaction. A customer may be sent
// accounts.MaxCodeSends codes per accounts.CodeLife; more is
// problem.Throttled. A new code replaces the ones sent before.
func (db *DB) StartWalletUnlock(ctx context.Context, c loyalty.WalletCode) error {
	return db.InTx(ctx, func(tx *Tx) error {
		if err := ensureMember(ctx, tx, c.StoreID, c.CustomerID); err != nil {
			return err
		}
		// The member's row serialises the customer's code requests.
		if _, err := memberWallet(ctx, tx.Reader, c.StoreID, c.CustomerID, tx.Now, tx.Dialect.ForUpdate()); err != nil {
			return err
		}
		var recent int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM loyalty_codes WHERE store_id = ? AND customer_id = ? AND created_at > ?`,
			c.StoreID, c.CustomerID, tx.Now.Add(-accounts.CodeLife)).Scan(&recent); err != nil {
			return err
		}
		if recent >= accounts.MaxCodeSends {
			return problem.New(problem.Throttled, loyalty.MsgCodeSends)
		}
		if _, err := tx.Exec(ctx, `UPDATE loyalty_codes SET used_at = ? WHERE store_id = ? AND customer_id = ? AND used_at IS NULL`,
			tx.Now, c.StoreID, c.CustomerID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO loyalty_codes (store_id, customer_id, salt, code_hash, channel, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, c.StoreID, c.CustomerID, c.Salt, c.CodeHash, string(c.Channel), tx.Now,
			tx.Now.Add(accounts.CodeLife)); err != nil {
			return err
		}
		return tx.Enqueue(ctx, c.Message)
	})
}

// UnlockWallet checks a typed code (normalised) against the customer's
// latest code at the store. The right code unlocks the wallet for
// loyalty.WalletUnlockLife and is used up; a wrong one counts a try and is
// problem.Invalid on "auth_code"; none waiting (expired, used, tried too
// often) is problem.Invalid on "auth_code" with loyalty.MsgNoWalletCode.
func (db *DB) UnlockWallet(ctx context.Context, storeID, customerID int64, code string) error {
	var refusal error
	err := db.InTx(ctx, func(tx *Tx) error {
		var (
			id         int64
			salt, hash string
			attempts   int
			expires    time.Time
			used       sql.NullTime
		)
		err := tx.QueryRow(ctx, `SELECT id, salt, code_hash, attempts, expires_at, used_at FROM loyalty_codes
			WHERE store_id = ? AND customer_id = ? ORDER BY id DESC LIMIT 1`+tx.Dialect.ForUpdate(), storeID, customerID).
			Scan(&id, &salt, &hash, &attempts, &expires, &used)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.Invalidf("auth_code", loyalty.MsgNoWalletCode)
		} else if err != nil {
			return err
		}
		var usedAt *time.Time
		if used.Valid {
			usedAt = &used.Time
		}
		if !accounts.CodeUsable(expires, usedAt, attempts, tx.Now) {
			return problem.Invalidf("auth_code", loyalty.MsgNoWalletCode)
		}
		if !accounts.CodeMatches(hash, accounts.HashCode(salt, code)) {
			refusal = problem.Invalidf("auth_code", accounts.MsgCodeWrong)
			if attempts+1 >= accounts.MaxCodeTries {
				refusal = problem.Invalidf("auth_code", loyalty.MsgNoWalletCode)
			}
			_, err := tx.Exec(ctx, `UPDATE loyalty_codes SET attempts = attempts + 1 WHERE id = ?`, id)
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE loyalty_codes SET used_at = ? WHERE id = ?`, tx.Now, id); err != nil {
			return err
		}
		if err := ensureMember(ctx, tx, storeID, customerID); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE loyalty_members SET unlocked_until = ? WHERE store_id = ? AND customer_id = ?`,
			tx.Now.Add(loyalty.WalletUnlockLife), storeID, customerID)
		return err
	})
	if err != nil {
		return err
	}
	return refusal
}

// ApplyRedemption redeems one of the store's rewards on a customer's cart
// (claiming a guest's cart for them), and sets the cart's delivery address
// when one is given. Refusals: problem.Forbidden for another customer's
// cart; problem.Invalid on "reward_id" for a store without a programme or
// an unknown reward; problem.Conflict when the wallet is locked, a cap
// of loyalty.CheckRedeem is met, or the reward is worth more than what is
// left of the order (loyalty.CheckFits).
func (db *DB) ApplyRedemption(ctx context.Context, cartUUID string, customerID, rewardID int64, delivery *pricing.Address) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		c, err := pendingCart(ctx, tx, cartUUID)
		if err != nil {
			return 0, err
		}
		if err := claimCart(ctx, tx, c, customerID); err != nil {
			return 0, err
		}
		store, err := FindStore(ctx, tx.Reader, c.storeID)
		if err != nil {
			return 0, err
		}
		p := store.Loyalty
		if p == nil {
			return 0, problem.Invalidf("reward_id", loyalty.MsgNoProgramme)
		}
		reward, ok := p.Reward(rewardID)
		if !ok {
			return 0, problem.Invalidf("reward_id", loyalty.MsgUnknownReward)
		}
		w, err := memberWallet(ctx, tx.Reader, c.storeID, customerID, tx.Now, "")
		if err != nil {
			return 0, err
		}
		if !w.Unlocked {
			return 0, problem.New(problem.Conflict, loyalty.MsgLocked)
		}
		on, _, err := cartRedemptions(ctx, tx.Reader, c.id)
		if err != nil {
			return 0, err
		}
		if msg := loyalty.CheckRedeem(p, reward, applied(on), w.Points); msg != "" {
			return 0, problem.New(problem.Conflict, "%s", msg)
		}
		crt, err := loadCart(ctx, tx.Reader, c.id, tx.Now)
		if err != nil {
			return 0, err
		}
		if msg := loyalty.CheckFits(reward.RewardName, reward.CashReward, leftFor(crt, reward.CashReward, tx.Now)); msg != "" {
			return 0, problem.New(problem.Conflict, "%s", msg)
		}
		if delivery != nil {
			b, err := json.Marshal(delivery)
			if err != nil {
				return 0, err
			}
			if _, err := tx.Exec(ctx, `UPDATE carts SET delivery_address = ? WHERE id = ?`, string(b), c.id); err != nil {
				return 0, err
			}
		}
		_, err = tx.Exec(ctx, `INSERT INTO cart_crm_redemptions (cart_id, reward_id, reward_name, point_value, cash_reward_cents,
			crm_provider, applied_at) VALUES (?, ?, ?, ?, ?, ?, ?)`, c.id, reward.ID, reward.RewardName, reward.PointValue,
			int64(reward.CashReward), p.IntegrationType, tx.Now)
		return c.id, err
	})
}

// leftFor is what a reward worth cash would find left to take off cart c:
// its subtotal after specials and the rewards already on it, priced as it
// would be with the reward added last (with stacking off, a first reward
// drops the specials).
func leftFor(c cart.Cart, cash money.Cents, now time.Time) money.Cents {
	c.Redemptions = append(slices.Clip(c.Redemptions), loyalty.CartRedemption{CashReward: cash})
	t := cart.Price(c, now)
	return t.DiscountedSubtotal + t.Redeemed[len(t.Redeemed)-1].Amount
}

// RedemptionCart answers the uuid of the cart a redemption is on, or problem.NotFound.
func (db *DB) RedemptionCart(ctx context.Context, id int64) (string, error) {
	var u string
	err := db.Reader().QueryRow(ctx, `SELECT c.uuid FROM cart_crm_redemptions r JOIN carts c ON c.id = r.cart_id WHERE r.id = ?`, id).Scan(&u)
	if errors.Is(err, sql.ErrNoRows) {
		return "", problem.New(problem.NotFound, "%s", loyalty.MsgNoRedemption(id))
	}
	return u, err
}

// RemoveRedemption takes a redemption off its (pending) cart; the cart is
// priced again, specials and all. Removing one already removed changes
// nothing.
func (db *DB) RemoveRedemption(ctx context.Context, id int64) (cart.Cart, error) {
	return db.changeCart(ctx, func(tx *Tx) (int64, error) {
		var cartUUID string
		if err := tx.QueryRow(ctx, `SELECT c.uuid FROM cart_crm_redemptions r JOIN carts c ON c.id = r.cart_id WHERE r.id = ?`, id).
			Scan(&cartUUID); errors.Is(err, sql.ErrNoRows) {
			return 0, problem.New(problem.NotFound, "%s", loyalty.MsgNoRedemption(id))
		} else if err != nil {
			return 0, err
		}
		c, err := pendingCart(ctx, tx, cartUUID)
		if err != nil {
			return 0, err
		}
		_, err = tx.Exec(ctx, `UPDATE cart_crm_redemptions SET removed_at = ? WHERE id = ? AND removed_at IS NULL`, tx.Now, id)
		return c.id, err
	})
}

// spendPoints takes the points of a checked-out cart's redemptions off the
// member's balance, in the checkout's transaction, and records them in the
// ledger against the reservation. A balance that no longer covers them is
// problem.Conflict (loyalty.MsgShortBalance): nothing is spent, nothing
// reserved.
func spendPoints(ctx context.Context, tx *Tx, crt *cart.Cart, customerID, reservationID int64) error {
	if len(crt.Redemptions) == 0 || crt.Store.Loyalty == nil {
		return nil
	}
	if customerID == 0 {
		return problem.New(problem.Conflict, loyalty.MsgSignIn)
	}
	need := loyalty.PointsNeeded(applied(crt.Redemptions))
	w, err := memberWallet(ctx, tx.Reader, crt.Store.ID, customerID, tx.Now, tx.Dialect.ForUpdate())
	if err != nil {
		return err
	}
	if need > w.Points {
		return &problem.Error{Kind: problem.Conflict, Message: loyalty.MsgShortBalance(need, w.Points),
			Details: problem.Details{Points: problem.Ptr(w.Points), PointsNeeded: problem.Ptr(need)}}
	}
	res, err := tx.Exec(ctx, `UPDATE loyalty_members SET points = points - ? WHERE store_id = ? AND customer_id = ? AND points >= ?`,
		need, crt.Store.ID, customerID, need)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return cmpErr(err, problem.New(problem.Conflict, "%s", loyalty.MsgShortBalance(need, w.Points)))
	}
	_, err = tx.Exec(ctx, `INSERT INTO loyalty_ledger (store_id, customer_id, reservation_id, kind, points, created_at)
		VALUES (?, ?, ?, 'redemption', ?, ?)`, crt.Store.ID, customerID, reservationID, -need, tx.Now)
	return err
}

func cmpErr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// accrue credits a finished reservation's points to its customer's wallet
// at its store, once: the ledger's (reservation, kind) key makes a second
// finish (or a replayed one) earn nothing. A guest's reservation, or one at
// a store without a programme, earns nothing.
func (tx *Tx) accrue(ctx context.Context, r lockedReservation) error {
	if r.customerID == 0 {
		return nil
	}
	store, err := FindStore(ctx, tx.Reader, r.storeID)
	if err != nil || store.Loyalty == nil {
		return err
	}
	var raw string
	if err := tx.QueryRow(ctx, `SELECT totals FROM reservations WHERE id = ?`, r.id).Scan(&raw); err != nil {
		return err
	}
	var t pricing.Totals
	if err := json.Unmarshal([]byte(raw), &t); err != nil {
		return fmt.Errorf("reservation %d totals: %w", r.id, err)
	}
	points := loyalty.Accrual(t.DiscountedSubtotal, store.Loyalty.PointsPerDollar)
	if points == 0 {
		return nil
	}
	if err := ensureMember(ctx, tx, r.storeID, r.customerID); err != nil {
		return err
	}
	var id int64
	err = tx.QueryRow(ctx, `INSERT INTO loyalty_ledger (store_id, customer_id, reservation_id, kind, points, created_at)
		VALUES (?, ?, ?, 'accrual', ?, ?) ON CONFLICT (reservation_id, kind) DO NOTHING RETURNING id`,
		r.storeID, r.customerID, r.id, points, tx.Now).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // accrued before
	} else if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `UPDATE loyalty_members SET points = points + ? WHERE store_id = ? AND customer_id = ?`,
		points, r.storeID, r.customerID)
	return err
}

// refundPoints gives back, in the cancel's transaction, the points a
// cancelled reservation's checkout spent on rewards: a 'refund' ledger row
// of the same size as its 'redemption' row, credited to the same member.
// The ledger's (reservation, kind) key makes it happen once, however the
// reservation came to be cancelled (shopper, receipt link, store) or how
// often. A reservation that spent nothing gets nothing back. It never
// accrued: points accrue on finished, and a finished reservation cannot be
// cancelled (reservation.CanCancel).
func (tx *Tx) refundPoints(ctx context.Context, r lockedReservation) error {
	var storeID, customerID int64
	var spent int
	err := tx.QueryRow(ctx, `SELECT store_id, customer_id, points FROM loyalty_ledger WHERE reservation_id = ? AND kind = 'redemption'`,
		r.id).Scan(&storeID, &customerID, &spent)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		return fmt.Errorf("read spent points: %w", err)
	}
	back := -spent // a redemption row holds the points spent as a negative number
	if back <= 0 {
		return nil
	}
	var id int64
	err = tx.QueryRow(ctx, `INSERT INTO loyalty_ledger (store_id, customer_id, reservation_id, kind, points, created_at)
		VALUES (?, ?, ?, 'refund', ?, ?) ON CONFLICT (reservation_id, kind) DO NOTHING RETURNING id`,
		storeID, customerID, r.id, back, tx.Now).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // refunded before
	} else if err != nil {
		return fmt.Errorf("write refund: %w", err)
	}
	if err := ensureMember(ctx, tx, storeID, customerID); err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `UPDATE loyalty_members SET points = points + ? WHERE store_id = ? AND customer_id = ?`,
		back, storeID, customerID)
	return err
}

// LoyaltyLedger lists a customer's balance changes at a store, oldest first.
func (db *DB) LoyaltyLedger(ctx context.Context, storeID, customerID int64) ([]loyalty.LedgerEntry, error) {
	rows, err := db.Reader().Query(ctx, `SELECT reservation_id, kind, points FROM loyalty_ledger
		WHERE store_id = ? AND customer_id = ? ORDER BY id`, storeID, customerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []loyalty.LedgerEntry
	for rows.Next() {
		var e loyalty.LedgerEntry
		if err := rows.Scan(&e.ReservationID, &e.Kind, &e.Points); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// WalletUnlocks keeps wallet unlocks for providers that verify codes
// elsewhere (loyalty/httpcrm.Unlocks): the same unlocked_until as the
// built-in provider's.
type WalletUnlocks struct{ DB *DB }

// Unlocked reports whether the customer's wallet at the store is unlocked now.
func (u WalletUnlocks) Unlocked(ctx context.Context, storeID, customerID int64) (bool, error) {
	w, err := u.DB.LoyaltyWallet(ctx, storeID, customerID)
	return w.Unlocked, err
}

// Unlock unlocks the customer's wallet at the store for loyalty.WalletUnlockLife.
func (u WalletUnlocks) Unlock(ctx context.Context, storeID, customerID int64) error {
	return u.DB.InTx(ctx, func(tx *Tx) error {
		if err := ensureMember(ctx, tx, storeID, customerID); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE loyalty_members SET unlocked_until = ? WHERE store_id = ? AND customer_id = ?`,
			tx.Now.Add(loyalty.WalletUnlockLife), storeID, customerID)
		return err
	})
}
