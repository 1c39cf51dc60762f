package catalogstore

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/inventory"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// A point of sale's sync of a store's menu (issue 22): storage reads the
// menu and what live reservations hold, inventory.PlanSync decides, and
// the plan is written in one transaction with the store's menu_version
// moved on (every instance's menu shows it within a second) and one audit
// row.

// MsgIdempotencyReused refuses a sync whose Idempotency-Key was used for a
// different request.
const MsgIdempotencyReused = "This Idempotency-Key was used for a different sync in the last 24 hours: send a new key for a new sync."

// InventorySync is a sync to apply to a store's menu: its mode and rows,
// the Idempotency-Key it came with ("" for none) and the SHA-256 of the
// request's body, and its audit row (actor, action, request), whose
// subject and change storage fills in.
type InventorySync struct {
	StoreID        int64
	Mode           string
	Rows           []inventory.Row
	IdempotencyKey string
	RequestSHA256  string
	Audit          staff.Entry
}

// InventorySynced is what a sync did: each row's outcome in the rows'
// order, and how many menu products changed and were hidden (a snapshot
// hides what no row names). Replayed is true for the answer of an earlier
// sync with the same Idempotency-Key.
type InventorySynced struct {
	Mode     string              `json:"mode"`
	Outcomes []inventory.Outcome `json:"outcomes"`
	Changed  int                 `json:"changed"`
	Hidden   int                 `json:"hidden"`
	Replayed bool                `json:"-"`
}

// SyncInventory applies s to the store's menu in one transaction, or
// answers the first answer of its Idempotency-Key. Its refusals, with
// nothing written: inventory.PlanSync's problem.Invalid, and
// problem.Invalid (MsgIdempotencyReused) for a key used with another body.
func (db *Store) SyncInventory(ctx context.Context, s InventorySync) (InventorySynced, error) {
	var out InventorySynced
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		var err error
		out, err = syncStore(ctx, tx, s)
		return err
	})
	if err != nil {
		return InventorySynced{}, err
	}
	return out, nil
}

// SyncInventories applies the syncs of several stores (a chain's point of
// sale) in one transaction: every store's or none. Each store's sync is
// SyncInventory's, its Idempotency-Key kept per store with the SHA-256 of
// the whole request, so a retry answers every store's first answer. The
// stores are taken in the order of their ids, as two chains' syncs at
// once then lock them; the answers come in the syncs' order. A refusal
// names its store's place: stores[N].rows[M].weights[0].stock.
func (db *Store) SyncInventories(ctx context.Context, syncs []InventorySync) ([]InventorySynced, error) {
	out := make([]InventorySynced, len(syncs))
	order := make([]int, len(syncs))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(syncs[a].StoreID, syncs[b].StoreID) })
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		for _, i := range order {
			done, err := syncStore(ctx, tx, syncs[i])
			if err != nil {
				return problem.Within(err, fmt.Sprintf("stores[%d].", i), "rows")
			}
			out[i] = done
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// syncStore applies s to its store's menu inside tx, or answers the first
// answer of its Idempotency-Key.
func syncStore(ctx context.Context, tx *storage.Tx, s InventorySync) (InventorySynced, error) {
	if s.IdempotencyKey != "" {
		replayed, err := claimIdempotencyKey(ctx, tx, s)
		if err != nil || replayed != nil {
			if replayed != nil {
				return *replayed, nil
			}
			return InventorySynced{}, err
		}
	}
	if err := lockMenu(ctx, tx, s.StoreID); err != nil {
		return InventorySynced{}, err
	}
	items, err := syncItems(ctx, tx.Reader, s.StoreID)
	if err != nil {
		return InventorySynced{}, err
	}
	held, err := heldUnits(ctx, tx.Reader, s.StoreID)
	if err != nil {
		return InventorySynced{}, err
	}
	plan, err := inventory.PlanSync(s.Mode, s.Rows, items, held)
	if err != nil {
		return InventorySynced{}, err
	}
	out := InventorySynced{Mode: s.Mode, Outcomes: plan.Outcomes}
	for _, ch := range plan.Changes {
		if ch.Row < 0 {
			out.Hidden++
		} else {
			out.Changed++
		}
	}
	if len(plan.Changes) > 0 {
		if err := writeSync(ctx, tx, s.StoreID, items, plan.Changes); err != nil {
			return InventorySynced{}, err
		}
		a := s.Audit
		a.StoreID, a.Subject = s.StoreID, fmt.Sprintf("store:%d", s.StoreID)
		a.After = map[string]any{"mode": s.Mode, "rows": len(s.Rows), "changed": out.Changed, "hidden": out.Hidden}
		if err := tx.Audit(ctx, a); err != nil {
			return InventorySynced{}, err
		}
	}
	if s.IdempotencyKey != "" {
		answer, err := json.Marshal(out)
		if err != nil {
			return InventorySynced{}, err
		}
		if _, err := tx.Exec(ctx, `UPDATE inventory_syncs SET answer = ? WHERE store_id = ? AND idempotency_key = ?`,
			string(answer), s.StoreID, s.IdempotencyKey); err != nil {
			return InventorySynced{}, fmt.Errorf("keep the sync's answer: %w", err)
		}
	}
	return out, nil
}

// claimIdempotencyKey takes s's key for this sync, or answers the sync
// that took it: its answer when the body was the same, a refusal when it
// was not. A key older than storage.IdempotencyLife is forgotten first
// (the hourly prune deletes the others). On
// PostgreSQL a second sync with a key another one holds waits for it.
func claimIdempotencyKey(ctx context.Context, tx *storage.Tx, s InventorySync) (*InventorySynced, error) {
	if _, err := tx.Exec(ctx, `DELETE FROM inventory_syncs WHERE store_id = ? AND idempotency_key = ? AND created_at < ?`,
		s.StoreID, s.IdempotencyKey, tx.Now.Add(-storage.IdempotencyLife)); err != nil {
		return nil, fmt.Errorf("forget an old idempotency key: %w", err)
	}
	res, err := tx.Exec(ctx, `INSERT INTO inventory_syncs (store_id, idempotency_key, request_sha256, answer, created_at)
		VALUES (?, ?, ?, '', ?) ON CONFLICT DO NOTHING`, s.StoreID, s.IdempotencyKey, s.RequestSHA256, tx.Now)
	if err != nil {
		return nil, fmt.Errorf("claim an idempotency key: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return nil, err
	}
	var sum, answer string
	if err := tx.QueryRow(ctx, `SELECT request_sha256, answer FROM inventory_syncs WHERE store_id = ? AND idempotency_key = ?`,
		s.StoreID, s.IdempotencyKey).Scan(&sum, &answer); err != nil {
		return nil, fmt.Errorf("read an idempotency key: %w", err)
	}
	if sum != s.RequestSHA256 {
		return nil, problem.Invalidf("Idempotency-Key", MsgIdempotencyReused)
	}
	var out InventorySynced
	if err := json.Unmarshal([]byte(answer), &out); err != nil {
		return nil, fmt.Errorf("decode the answer of idempotency key %q: %w", s.IdempotencyKey, err)
	}
	out.Replayed = true
	return &out, nil
}

// lockMenu takes, on PostgreSQL, the store's row and then its menu's
// weights, in the order cancellations and imports take them (checkouts
// take only the weights, in the same order): a checkout under way
// finishes first and is then both off the stock and among what is held
// when the sync reads them; one that starts later waits for the sync. So
// a count less what is held is exact. SQLite runs one writer at a time.
//
// The locks are FOR NO KEY UPDATE, what the writes that follow take: a
// checkout's new reservation names the store by its key (FOR KEY SHARE),
// which they let by.
func lockMenu(ctx context.Context, tx *storage.Tx, storeID int64) error {
	if tx.Dialect.Name() != "postgres" {
		return nil
	}
	const lock = ` FOR NO KEY UPDATE`
	if _, err := tx.Exec(ctx, `SELECT id FROM stores WHERE id = ?`+lock, storeID); err != nil {
		return fmt.Errorf("lock store %d: %w", storeID, err)
	}
	if _, err := tx.Exec(ctx, `SELECT menu_product_id FROM menu_product_weights
		WHERE menu_product_id IN (SELECT id FROM menu_products WHERE store_id = ?)
		ORDER BY menu_product_id, price_id`+lock, storeID); err != nil {
		return fmt.Errorf("lock the menu of store %d: %w", storeID, err)
	}
	return nil
}

// syncItems reads the store's menu products as a sync checks them, by id.
func syncItems(ctx context.Context, r storage.Reader, storeID int64) ([]inventory.Item, error) {
	rows, err := r.Query(ctx, `SELECT m.id, COALESCE(m.external_id, ''), p.kind, m.visible
		FROM menu_products m JOIN products p ON p.id = m.product_id WHERE m.store_id = ? ORDER BY m.id`, storeID)
	if err != nil {
		return nil, fmt.Errorf("read the menu of store %d: %w", storeID, err)
	}
	defer rows.Close()
	var out []inventory.Item
	index := map[int64]int{}
	for rows.Next() {
		var it inventory.Item
		var kind string
		if err := rows.Scan(&it.ID, &it.ExternalID, &kind, &it.Visible); err != nil {
			return nil, err
		}
		it.Kind = catalog.Kind(kind)
		index[it.ID] = len(out)
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	for chunk := range slices.Chunk(out, menuWeightsChunk) {
		ids := make([]any, 0, len(chunk))
		for _, it := range chunk {
			ids = append(ids, it.ID)
		}
		if err := readMenuWeights(ctx, r, ids, func(id int64, w catalog.MenuWeight) {
			if i, ok := index[id]; ok {
				out[i].Weights = append(out[i].Weights, w)
			}
		}); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// heldUnits is the units of each weight of the store's menu that its live
// reservations (neither finished nor cancelled) hold.
func heldUnits(ctx context.Context, r storage.Reader, storeID int64) (inventory.Held, error) {
	rows, err := r.Query(ctx, `SELECT m.id, rp.price_id, SUM(rp.count)
		FROM reservations v
		JOIN reservation_products rp ON rp.reservation_id = v.id
		JOIN menu_products m ON m.store_id = v.store_id AND m.product_id = rp.product_id
		WHERE v.store_id = ? AND v.status NOT IN (?, ?)
		GROUP BY m.id, rp.price_id`, storeID, reservation.Finished, reservation.Cancelled)
	if err != nil {
		return nil, fmt.Errorf("read the units held at store %d: %w", storeID, err)
	}
	defer rows.Close()
	out := inventory.Held{}
	for rows.Next() {
		var h inventory.Hold
		var price string
		var n int
		if err := rows.Scan(&h.MenuProductID, &price, &n); err != nil {
			return nil, err
		}
		h.PriceID = catalog.Weight(price)
		out[h] = n
	}
	return out, rows.Err()
}

// writeSync writes a sync's changes, the menu locked (lockMenu). The
// store's row is written first, then each product's in the order of
// their ids and its weights' in theirs, the order every menu change
// takes, so that two never wait for each other in a circle. Points of
// sale's ids that move are taken off their products before any is given
// (two products may swap theirs).
func writeSync(ctx context.Context, tx *storage.Tx, storeID int64, items []inventory.Item, changes []inventory.Change) error {
	if _, err := tx.Exec(ctx, `UPDATE stores SET menu_version = menu_version + 1 WHERE id = ?`, storeID); err != nil {
		return fmt.Errorf("bump the menu version of store %d: %w", storeID, err)
	}
	var relinked []any
	for _, ch := range changes {
		if ch.ExternalID != nil {
			relinked = append(relinked, ch.ID)
		}
	}
	for chunk := range slices.Chunk(relinked, menuWeightsChunk) {
		if _, err := tx.Exec(ctx, `UPDATE menu_products SET external_id = NULL WHERE id IN (`+strings.Repeat(",?", len(chunk))[1:]+`)`, chunk...); err != nil {
			return fmt.Errorf("unlink points of sale's ids: %w", err)
		}
	}
	byID := make(map[int64]*inventory.Item, len(items))
	for i := range items {
		byID[items[i].ID] = &items[i]
	}
	// In one global order, as a cancellation restores stock: by menu
	// product, then weight.
	changes = slices.Clone(changes)
	slices.SortFunc(changes, func(a, b inventory.Change) int { return cmp.Compare(a.ID, b.ID) })
	type weightWrite struct {
		priceID catalog.Weight
		q       string
		args    []any
	}
	for _, ch := range changes {
		it := byID[ch.ID]
		visible := it.Visible
		if ch.Visible != nil {
			visible = *ch.Visible
		}
		// A new count alone keeps the product's version, as a count at the
		// counter does: checkouts change counts without it too, and an
		// editor's version guards what they edit.
		if ch.ExternalID != nil || ch.Visible != nil || len(ch.Prices) > 0 || len(ch.Added) > 0 {
			q, args := `UPDATE menu_products SET visible = ?, version = version + 1`, []any{visible}
			if ch.ExternalID != nil {
				q, args = q+`, external_id = ?`, append(args, *ch.ExternalID)
			}
			if _, err := tx.Exec(ctx, q+` WHERE id = ? AND store_id = ?`, append(args, ch.ID, storeID)...); err != nil {
				return fmt.Errorf("sync menu product %d: %w", ch.ID, err)
			}
		}
		var writes []weightWrite
		for _, w := range ch.Prices {
			writes = append(writes, weightWrite{w.PriceID, `UPDATE menu_product_weights SET price_cents = ? WHERE menu_product_id = ? AND price_id = ?`,
				[]any{int64(w.Price), ch.ID, string(w.PriceID)}})
		}
		for _, w := range ch.Added {
			writes = append(writes, weightWrite{w.PriceID, `INSERT INTO menu_product_weights (menu_product_id, price_id, price_cents, stock, max_cart_quantity)
				VALUES (?, ?, ?, ?, 0)`, []any{ch.ID, string(w.PriceID), int64(w.Price), w.Stock}})
		}
		for _, st := range ch.Stock {
			writes = append(writes, weightWrite{st.PriceID, `UPDATE menu_product_weights SET stock = ? WHERE menu_product_id = ? AND price_id = ?`,
				[]any{st.To, ch.ID, string(st.PriceID)}})
			for _, w := range it.Weights {
				if w.PriceID == st.PriceID {
					tx.StockFell(storeID, storage.StockMove{MenuProductID: ch.ID, PriceID: st.PriceID, Before: w.Stock, After: st.To})
				}
			}
		}
		slices.SortStableFunc(writes, func(a, b weightWrite) int { return strings.Compare(string(a.priceID), string(b.priceID)) })
		for _, w := range writes {
			if _, err := tx.Exec(ctx, w.q, w.args...); err != nil {
				return fmt.Errorf("sync weight %s of menu product %d: %w", w.priceID, ch.ID, err)
			}
		}
	}
	return nil
}
