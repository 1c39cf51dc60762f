package business

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/inventory"
	"github.com/pistil/pistil/internal/problem"
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
	key := r.Header.Get("Idempotency-Key")
	if utf8.RuneCountInString(key) > maxIdempotencyKey || strings.ContainsFunc(key, func(c rune) bool { return c < ' ' || c == 0x7f }) {
		return problem.Invalidf("Idempotency-Key", "The Idempotency-Key must be at most 200 characters, without control characters.")
	}
	if r.ContentLength > maxSyncBody {
		return problem.New(problem.Malformed, "The request body is larger than %d bytes: send at most 5,000 rows a call.", int64(maxSyncBody))
	}
	data, err := core.ReadBody(r, maxSyncBody)
	if err != nil {
		return err
	}
	if len(data) > maxSyncBody {
		return problem.New(problem.Malformed, "The request body is larger than %d bytes: send at most 5,000 rows a call.", int64(maxSyncBody))
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
	rows := make([]inventory.Row, len(req.Rows))
	for i, row := range req.Rows {
		rows[i] = inventory.Row{MenuProductID: row.MenuProductID, ExternalID: row.ExternalID, Visible: row.Visible,
			Weights: make([]inventory.WeightRow, len(row.Weights))}
		for j, w := range row.Weights {
			rows[i].Weights[j] = inventory.WeightRow{PriceID: w.PriceID, Price: w.Price, Stock: w.Stock}
		}
	}
	sum := sha256.Sum256(data)
	c := callerOf(r)
	done, err := s.Catalog.SyncInventory(r.Context(), catalogstore.InventorySync{StoreID: c.store, Mode: req.Mode, Rows: rows,
		IdempotencyKey: key, RequestSHA256: hex.EncodeToString(sum[:]), Audit: *audited(r, "inventory.sync")})
	if err != nil {
		return err
	}
	out := InventorySyncAnswer{Mode: done.Mode, Rows: make([]InventorySyncOutcome, len(done.Outcomes)), Changed: done.Changed,
		Hidden: done.Hidden, Replayed: done.Replayed}
	for i, o := range done.Outcomes {
		out.Rows[i] = InventorySyncOutcome{MenuProductID: o.MenuProductID, Changed: o.Changed, Shortfalls: make([]InventoryShortfall, len(o.Shortfalls))}
		for j, sf := range o.Shortfalls {
			out.Rows[i].Shortfalls[j] = InventoryShortfall{PriceID: sf.PriceID, Counted: sf.Counted, Held: sf.Held}
		}
	}
	if !done.Replayed {
		s.Log.InfoContext(r.Context(), "menu synced from a point of sale", "store_id", c.store, "mode", done.Mode,
			"rows", len(rows), "changed", done.Changed, "hidden", done.Hidden, "token_id", c.actor.TokenID,
			"staff_id", c.actor.StaffID, "request_id", core.RequestID(r.Context()))
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}
