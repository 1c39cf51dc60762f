package business

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/inventory"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// A point of sale's sync of a store's menu (issue 22, docs/integrations.md).

// maxSyncBody caps a sync's body: 5,000 rows of several weights each.
const maxSyncBody = 8 << 20

// maxIdempotencyKey is the longest Idempotency-Key, in characters.
const maxIdempotencyKey = 200

// idempotencyHeader is the sync's header.
var idempotencyHeader = core.InHeader("Idempotency-Key", "A key of the caller's (at most 200 characters): a retry with the same key and body within 24 hours answers the first sync again and changes nothing; the key with another body is refused.")

// syncInventory applies a point of sale's rows to the store's menu in one
// transaction: PUT /stores/{storeId}/inventory. Any bad row is 422 naming
// each bad field as rows[N].weights[M].stock, and nothing changes.
func (s *Server) syncInventory(w http.ResponseWriter, r *http.Request) error {
	key, data, sum, err := readSync(r)
	if err != nil {
		return err
	}
	var req InventorySyncRequest
	if err := json.Unmarshal(data, &req); err != nil {
		return core.BadJSON(data, err)
	}
	if req.Rows == nil {
		return problem.Invalidf("rows", "Please send the rows to sync.")
	}
	if req.Mode == "" {
		req.Mode = inventory.Delta
	}
	c := callerOf(r)
	done, err := s.Catalog.SyncInventory(r.Context(), catalogstore.InventorySync{StoreID: c.store, Mode: req.Mode,
		Rows: rowsOf(req.Rows), IdempotencyKey: key, RequestSHA256: sum, Audit: *audited(r, "inventory.sync")})
	if err != nil {
		return err
	}
	if !done.Replayed {
		s.logSync(r, c, done)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, InventorySyncAnswer{Mode: done.Mode, Rows: outcomesOf(done.Outcomes), Changed: done.Changed,
		Hidden: done.Hidden, Replayed: done.Replayed})
	return nil
}

// syncChainInventory applies a chain's point of sale's rows to several of
// its stores' menus in one transaction, every store's or none: PUT
// /inventory. The caller must hold inventory.sync at every store it
// names (403 naming the first it does not); a bad row is 422 naming
// stores[N].rows[M].weights[K].stock.
func (s *Server) syncChainInventory(w http.ResponseWriter, r *http.Request) error {
	key, data, sum, err := readSync(r)
	if err != nil {
		return err
	}
	var req ChainInventorySyncRequest
	if err := json.Unmarshal(data, &req); err != nil {
		return core.BadJSON(data, err)
	}
	if len(req.Stores) == 0 {
		return problem.Invalidf("stores", "Please send the stores to sync, each with its rows.")
	}
	if req.Mode == "" {
		req.Mode = inventory.Delta
	}
	c := callerOf(r)
	stores := make([]int64, len(req.Stores))
	for i, st := range req.Stores {
		stores[i] = st.StoreID
	}
	if err := holdsAt(c.principal, staff.InventorySync, "stores", stores); err != nil {
		return err
	}
	var v problem.Validations
	seen, rows := map[int64]int{}, 0
	for i, st := range req.Stores {
		if st.Rows == nil {
			v.Add(fmt.Sprintf("stores[%d].rows", i), "Please send the rows to sync.")
		}
		if j, twice := seen[st.StoreID]; twice {
			v.Add(fmt.Sprintf("stores[%d].store_id", i), fmt.Sprintf("is stores[%d]'s too: send each store once", j))
		}
		seen[st.StoreID] = i
		rows += len(st.Rows)
	}
	if rows > inventory.MaxRows {
		v.Add("stores", fmt.Sprintf("at most %d rows a call across the stores: send the rest in another", inventory.MaxRows))
	}
	if err := v.Err("These stores cannot be synced as they are: see the fields."); err != nil {
		return err
	}
	syncs := make([]catalogstore.InventorySync, len(req.Stores))
	for i, st := range req.Stores {
		syncs[i] = catalogstore.InventorySync{StoreID: st.StoreID, Mode: req.Mode, Rows: rowsOf(st.Rows), IdempotencyKey: key,
			RequestSHA256: sum, Audit: *audited(r, "inventory.sync")}
	}
	done, err := s.Catalog.SyncInventories(r.Context(), syncs)
	if err != nil {
		return err
	}
	out := ChainInventorySyncAnswer{Mode: req.Mode, Stores: make([]ChainInventoryStoreSynced, len(done)), Replayed: true}
	for i, d := range done {
		out.Stores[i] = ChainInventoryStoreSynced{StoreID: syncs[i].StoreID, Rows: outcomesOf(d.Outcomes), Changed: d.Changed, Hidden: d.Hidden}
		out.Replayed = out.Replayed && d.Replayed
		if !d.Replayed {
			s.logSync(r, callerAt(c, syncs[i].StoreID), d)
		}
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// readSync reads a sync's Idempotency-Key, checked, and its body, at most
// maxSyncBody bytes, with the body's SHA-256 in hex.
func readSync(r *http.Request) (key string, data []byte, sum string, err error) {
	key = r.Header.Get("Idempotency-Key")
	if utf8.RuneCountInString(key) > maxIdempotencyKey || strings.ContainsFunc(key, func(c rune) bool { return c < ' ' || c == 0x7f }) {
		return "", nil, "", problem.Invalidf("Idempotency-Key", "The Idempotency-Key must be at most 200 characters, without control characters.")
	}
	tooLarge := problem.New(problem.Malformed, "The request body is larger than %d bytes: send at most 5,000 rows a call.", int64(maxSyncBody))
	if r.ContentLength > maxSyncBody {
		return "", nil, "", tooLarge
	}
	if data, err = core.ReadBody(r, maxSyncBody); err != nil {
		return "", nil, "", err
	}
	if len(data) > maxSyncBody {
		return "", nil, "", tooLarge
	}
	hash := sha256.Sum256(data)
	return key, data, hex.EncodeToString(hash[:]), nil
}

// rowsOf are a sync's rows as inventory plans them.
func rowsOf(in []InventorySyncRowIn) []inventory.Row {
	rows := make([]inventory.Row, len(in))
	for i, row := range in {
		rows[i] = inventory.Row{MenuProductID: row.MenuProductID, ExternalID: row.ExternalID, Visible: row.Visible,
			Weights: make([]inventory.WeightRow, len(row.Weights))}
		for j, w := range row.Weights {
			rows[i].Weights[j] = inventory.WeightRow{PriceID: w.PriceID, Price: w.Price, Stock: w.Stock}
		}
	}
	return rows
}

// outcomesOf are a sync's outcomes as its answer says them.
func outcomesOf(done []inventory.Outcome) []InventorySyncOutcome {
	out := make([]InventorySyncOutcome, len(done))
	for i, o := range done {
		out[i] = InventorySyncOutcome{MenuProductID: o.MenuProductID, Changed: o.Changed, Shortfalls: make([]InventoryShortfall, len(o.Shortfalls))}
		for j, sf := range o.Shortfalls {
			out[i].Shortfalls[j] = InventoryShortfall{PriceID: sf.PriceID, Counted: sf.Counted, Held: sf.Held}
		}
	}
	return out
}

// logSync logs a sync that changed the menu of c's store.
func (s *Server) logSync(r *http.Request, c *caller, done catalogstore.InventorySynced) {
	s.Log.InfoContext(r.Context(), "menu synced from a point of sale", "store_id", c.store, "mode", done.Mode,
		"rows", len(done.Outcomes), "changed", done.Changed, "hidden", done.Hidden, "token_id", c.actor.TokenID,
		"staff_id", c.actor.StaffID, "request_id", core.RequestID(r.Context()))
}

// callerAt is c at store.
func callerAt(c *caller, store int64) *caller {
	at := *c
	at.store = store
	return &at
}
