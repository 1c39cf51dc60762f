package business

import (
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// InventorySyncRequest is a point of sale's sync of the store's menu
// (docs/integrations.md): up to 5,000 rows, applied in one transaction or
// not at all.
type InventorySyncRequest struct {
	// Mode is delta (the default: only what the rows say changes) or
	// snapshot (the point of sale's whole menu: the store's menu products
	// no row names are hidden from shoppers).
	Mode string               `json:"mode,omitempty" jsonschema:"enum=delta,enum=snapshot"`
	Rows []InventorySyncRowIn `json:"rows" jsonschema:"required"`
}

// InventorySyncRowIn is one menu product of a sync, named by
// menu_product_id or by the point of sale's own id (external_id, unique in
// the store); sent both, the two are linked, and later rows may name the
// product by external_id alone.
type InventorySyncRowIn struct {
	MenuProductID int64  `json:"menu_product_id,omitempty"`
	ExternalID    string `json:"external_id,omitempty"`
	// Visible shows (true) or hides (false) the product; left out, kept.
	Visible *bool                 `json:"visible,omitempty"`
	Weights []InventorySyncWeight `json:"weights,omitempty"`
}

// InventorySyncWeight is one weight of a row: its price in dollars and the
// point of sale's count on hand, each optional. The stock shoppers can
// reserve becomes the count less what live reservations hold. A weight
// the product is not sold in yet is added, and needs both.
type InventorySyncWeight struct {
	PriceID catalog.Weight `json:"price_id" jsonschema:"required"`
	Price   *money.Cents   `json:"price,omitempty"`
	Stock   *int           `json:"stock,omitempty"`
}

// InventorySyncAnswer is what a sync did: each row's outcome in the rows'
// order, how many menu products it changed and how many a snapshot hid.
// Replayed is true when the answer is that of an earlier sync with the
// same Idempotency-Key, which changed nothing again.
type InventorySyncAnswer struct {
	Mode     string                 `json:"mode" jsonschema:"required,enum=delta,enum=snapshot"`
	Rows     []InventorySyncOutcome `json:"rows" jsonschema:"required"`
	Changed  int                    `json:"changed" jsonschema:"required"`
	Hidden   int                    `json:"hidden" jsonschema:"required"`
	Replayed bool                   `json:"replayed" jsonschema:"required"`
}

// InventorySyncOutcome is what a sync did with one row: whether the
// product changed, and the weights whose count on hand is below what live
// reservations hold (none are left to sell; the reservations keep theirs).
type InventorySyncOutcome struct {
	MenuProductID int64                `json:"menu_product_id" jsonschema:"required"`
	Changed       bool                 `json:"changed" jsonschema:"required"`
	Shortfalls    []InventoryShortfall `json:"shortfalls" jsonschema:"required"`
}

// InventoryShortfall is a weight counted on hand below what live
// reservations hold of it.
type InventoryShortfall struct {
	PriceID catalog.Weight `json:"price_id" jsonschema:"required"`
	Counted int            `json:"counted" jsonschema:"required"`
	Held    int            `json:"held" jsonschema:"required"`
}

// ChainInventorySyncRequest is a chain's point of sale syncing several of
// its stores' menus in one call (docs/integrations.md): up to 5,000 rows
// across the stores, applied in one transaction, every store's or none.
type ChainInventorySyncRequest struct {
	// Mode is delta (the default) or snapshot, for every store of the
	// call: a snapshot hides each store's menu products its rows leave
	// out.
	Mode   string                `json:"mode,omitempty" jsonschema:"enum=delta,enum=snapshot"`
	Stores []ChainInventoryStore `json:"stores" jsonschema:"required"`
}

// ChainInventoryStore is one store's rows in a chain's sync; each store
// once, and the caller must hold inventory.sync at it.
type ChainInventoryStore struct {
	StoreID int64                `json:"store_id" jsonschema:"required"`
	Rows    []InventorySyncRowIn `json:"rows" jsonschema:"required"`
}

// ChainInventorySyncAnswer is what a chain's sync did, store by store in
// the request's order. Replayed is true when it is the answer of an
// earlier call with the same Idempotency-Key, which changed nothing again.
type ChainInventorySyncAnswer struct {
	Mode     string                      `json:"mode" jsonschema:"required,enum=delta,enum=snapshot"`
	Stores   []ChainInventoryStoreSynced `json:"stores" jsonschema:"required"`
	Replayed bool                        `json:"replayed" jsonschema:"required"`
}

// ChainInventoryStoreSynced is what a chain's sync did at one store: each
// row's outcome in its rows' order, how many menu products changed and
// how many a snapshot hid.
type ChainInventoryStoreSynced struct {
	StoreID int64                  `json:"store_id" jsonschema:"required"`
	Rows    []InventorySyncOutcome `json:"rows" jsonschema:"required"`
	Changed int                    `json:"changed" jsonschema:"required"`
	Hidden  int                    `json:"hidden" jsonschema:"required"`
}
