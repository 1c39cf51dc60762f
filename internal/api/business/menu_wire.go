package business

import (
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// The store console's menu: a store's menu products as its staff find and
// edit them, and the requests that change them
// (docs/adr/0022-store-console.md, section 5 and step 6).

// StoreMenuWeight is one weight of a menu product: its price, its count on
// hand, and its own cart cap (0: the product's).
type StoreMenuWeight struct {
	PriceID catalog.Weight `json:"price_id"`
	// WeightLabel is the weight as the menu writes it: 3.5g, Each.
	WeightLabel     string      `json:"weight_label"`
	Price           money.Cents `json:"price"`
	Stock           int         `json:"stock"`
	MaxCartQuantity int         `json:"max_cart_quantity"`
}

// StoreMenuProduct is one of the store's menu products as the console
// shows it.
type StoreMenuProduct struct {
	// ID is the menu product's id, which the console's paths name.
	ID          int64  `json:"id"`
	ProductID   int64  `json:"product_id"`
	ProductName string `json:"product_name"`
	Brand       string `json:"brand"`
	Kind        string `json:"kind" jsonschema:"enum=flower,enum=pre-roll,enum=vape,enum=extract,enum=edible,enum=tincture,enum=topical,enum=gear,enum=merch,enum=grow"`
	// ExternalID is the store's point of sale's own id of the product,
	// which a sync links (syncStoreInventory); "" for none.
	ExternalID string `json:"external_id"`
	// Visible says shoppers see it on the menu.
	Visible    bool   `json:"visible"`
	StoreNotes string `json:"store_notes"`
	// MaxCartQuantity caps the count of any one weight in a bag; 0 means
	// 10.
	MaxCartQuantity int `json:"max_cart_quantity"`
	// Version is what an edit sends back: the edit is refused (409) when
	// someone changed the product since. Stock counts keep it.
	Version int64             `json:"version"`
	Weights []StoreMenuWeight `json:"weights"`
	// Photos are the store's own photos of the product, in the order the
	// menu shows them; none: the menu shows the catalogue's.
	Photos []StoreMenuPhoto `json:"photos"`
}

// StoreMenuPhoto is one of the store's own photos of a menu product.
type StoreMenuPhoto struct {
	ID       int64 `json:"id"`
	Position int   `json:"position"`
	// Width and Height are the original size's, in pixels.
	Width  int            `json:"width"`
	Height int            `json:"height"`
	URLs   core.PhotoURLs `json:"urls"`
}

// MenuPhotoUpload is the form that uploads a photo of a menu product.
type MenuPhotoUpload struct {
	// Photo is a JPEG, PNG or WebP of at most 10 MB and 24 megapixels.
	Photo string `json:"photo" jsonschema:"required,format=binary"`
}

// MenuPhotoOrder puts a menu product's photos in a new order.
type MenuPhotoOrder struct {
	// PhotoIDs lists each of the product's photos once, the first shown
	// first.
	PhotoIDs []int64 `json:"photo_ids" jsonschema:"required"`
}

// storeMenuProductOf is it as the console shows it.
func storeMenuProductOf(it catalogstore.StoreMenuItem) StoreMenuProduct {
	out := StoreMenuProduct{ID: it.ID, ProductID: it.Item.ProductID, ProductName: it.ProductName, Brand: it.BrandName, Kind: string(it.Kind),
		ExternalID: it.ExternalID, Visible: it.Item.Visible == nil || *it.Item.Visible, StoreNotes: it.Item.StoreNotes,
		MaxCartQuantity: it.Item.MaxCartQuantity, Version: it.Version, Weights: make([]StoreMenuWeight, len(it.Item.Weights))}
	for i, w := range it.Item.Weights {
		out.Weights[i] = StoreMenuWeight{PriceID: w.PriceID, WeightLabel: w.PriceID.Label(), Price: w.Price, Stock: w.Stock, MaxCartQuantity: w.MaxCartQuantity}
	}
	out.Photos = make([]StoreMenuPhoto, len(it.Photos))
	for i, p := range it.Photos {
		out.Photos[i] = StoreMenuPhoto{ID: p.ID, Position: p.Position, Width: p.Width, Height: p.Height, URLs: core.PhotoURLs{
			Small: core.MenuPhotoURL(p.Key, "small"), Medium: core.MenuPhotoURL(p.Key, "medium"),
			Large: core.MenuPhotoURL(p.Key, "large"), Original: core.MenuPhotoURL(p.Key, "original")}}
	}
	return out
}

// StoreMenuPage answers a page of the store's menu, by product name.
type StoreMenuPage struct {
	MenuProducts []StoreMenuProduct `json:"menu_products"`
	// Total is how many the filters pick, all pages.
	Total   int `json:"total"`
	Page    int `json:"page"`
	PerPage int `json:"per_page"`
}

// StoreMenuProductAnswer answers one of the store's menu products, as it
// is now.
type StoreMenuProductAnswer struct {
	MenuProduct StoreMenuProduct `json:"menu_product"`
}

// MenuProductEdit changes one of the store's menu products; a field left
// out is kept.
type MenuProductEdit struct {
	// Version is the product's version as it was read: the edit is
	// refused (409 conflict, with the version now) when someone changed
	// the product since.
	Version         int64   `json:"version" jsonschema:"required"`
	Visible         *bool   `json:"visible,omitempty"`
	StoreNotes      *string `json:"store_notes,omitempty"`
	MaxCartQuantity *int    `json:"max_cart_quantity,omitempty"`
	// Weights, when sent, are every weight the product is sold in after
	// the edit: one left out is no longer sold, and a new one starts with
	// its stock (0 when none is sent).
	Weights []MenuWeightEdit `json:"weights,omitempty"`
}

// MenuWeightEdit is one weight of an edit: its price, in dollars, and a
// new count on hand if it changes.
type MenuWeightEdit struct {
	PriceID catalog.Weight `json:"price_id" jsonschema:"required"`
	Price   *money.Cents   `json:"price" jsonschema:"required"`
	// Stock is the new count on hand; left out, the count is kept.
	Stock *int `json:"stock,omitempty"`
	// StockWas is the count seen, which a new count other than 0 needs:
	// checkouts take stock without changing the product's version, so the
	// change is refused (409 conflict, with the count now) when the count
	// is no longer this one.
	StockWas *int `json:"stock_was,omitempty"`
}

// StockCount is a count at the counter of one weight of a menu product.
type StockCount struct {
	PriceID catalog.Weight `json:"price_id" jsonschema:"required"`
	// Stock is the count on hand: 0 marks the weight out of stock, and
	// always succeeds.
	Stock *int `json:"stock" jsonschema:"required"`
	// StockWas is the count seen, which any other count needs: the change
	// is refused (409 conflict, with the count now) when the count is no
	// longer this one.
	StockWas *int `json:"stock_was,omitempty"`
}

// MenuImportAnswer answers an import of the menu's CSV: what it changed,
// or would change in a dry run. A file with a bad row is refused (422)
// instead, naming each bad cell as rows[N].column, N being its line in the
// file (the header is line 1), and changes nothing.
type MenuImportAnswer struct {
	// DryRun says nothing was changed: the answer is what the file would
	// change.
	DryRun bool `json:"dry_run"`
	// Rows is how many rows the file held, the header and blank rows not
	// counted.
	Rows int `json:"rows"`
	// ProductsChanged is how many menu products the file changes; a
	// product listed as it is is not counted.
	ProductsChanged int                 `json:"products_changed"`
	Products        []MenuImportProduct `json:"products"`
}

// MenuImportProduct is one menu product an import changes, with each of
// its values that changes.
type MenuImportProduct struct {
	MenuProductID int64  `json:"menu_product_id"`
	ProductName   string `json:"product_name"`
	Brand         string `json:"brand"`
	// Version is the product's version after the import: one more than
	// the export's, or as it is in a dry run.
	Version int64              `json:"version"`
	Changes []MenuImportChange `json:"changes"`
}

// MenuImportChange is one value an import changes.
type MenuImportChange struct {
	// Row is the line of the file's row that changes it (the header is
	// line 1).
	Row   int    `json:"row"`
	Field string `json:"field" jsonschema:"enum=price,enum=stock,enum=visible,enum=store_notes,enum=max_cart_quantity"`
	// PriceID and WeightLabel name the weight of a price or a count; they
	// are left out for the product's own fields.
	PriceID     catalog.Weight `json:"price_id,omitempty"`
	WeightLabel string         `json:"weight_label,omitempty"`
	// Before and After are the values as the CSV writes them: a price in
	// dollars with two decimals (12.50), a count, true or false, the
	// notes' text. Before is "" for a weight the product did not sell.
	Before string `json:"before"`
	After  string `json:"after"`
}

// CatalogueOffer is a product of the shared catalogue that the store's
// menu does not carry yet, as the console offers it to add.
type CatalogueOffer struct {
	ProductID   int64  `json:"product_id"`
	ProductName string `json:"product_name"`
	Brand       string `json:"brand"`
	Kind        string `json:"kind" jsonschema:"enum=flower,enum=pre-roll,enum=vape,enum=extract,enum=edible,enum=tincture,enum=topical,enum=gear,enum=merch,enum=grow"`
	// Weights are the weights a product of its kind may be sold in.
	Weights []WeightChoice `json:"weights"`
}

// WeightChoice is a weight a product may be sold in, with its label.
type WeightChoice struct {
	PriceID     catalog.Weight `json:"price_id"`
	WeightLabel string         `json:"weight_label"`
}

// CataloguePage answers a page of the catalogue's products that the
// store's menu does not carry, by name.
type CataloguePage struct {
	Products []CatalogueOffer `json:"products"`
	// Total is how many the search and kind pick, all pages.
	Total   int `json:"total"`
	Page    int `json:"page"`
	PerPage int `json:"per_page"`
}

// MenuProductNew puts a product of the catalogue on the store's menu.
type MenuProductNew struct {
	ProductID int64 `json:"product_id" jsonschema:"required"`
	// Visible says shoppers see it; left out, they do.
	Visible         *bool   `json:"visible,omitempty"`
	StoreNotes      *string `json:"store_notes,omitempty"`
	MaxCartQuantity *int    `json:"max_cart_quantity,omitempty"`
	// Weights are the weights it is sold in, at least one, each of those
	// its kind allows.
	Weights []NewMenuWeight `json:"weights" jsonschema:"required"`
}

// NewMenuWeight is one weight of a product put on the menu: its price, in
// dollars, and its count on hand (0 when left out).
type NewMenuWeight struct {
	PriceID catalog.Weight `json:"price_id" jsonschema:"required"`
	Price   *money.Cents   `json:"price" jsonschema:"required"`
	Stock   *int           `json:"stock,omitempty"`
}
