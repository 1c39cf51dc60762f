package merchandising

import (
	"encoding/json"

	"github.com/pistil/pistil/internal/catalog"
)

// The answers of the merchandising service (/merch/v2), as the API contract
// describes them. A placement's page is written a byte at a time from each
// product's card kept by its menu view, or its JSON rendered for the page
// (smartPage, core.MenuView.ProductFields), not from these types; the API
// tests check every page they get against the contract, so the two agree.

// SmartPage answers /merch/v2/smart: one page of a placement's products.
type SmartPage struct {
	Products []PlacedProduct `json:"products"`
	// NbHits is how many products the placement holds, all pages.
	NbHits    int    `json:"nb_hits"`
	Placement string `json:"placement"`
	// CreativeIDs is always empty, and CustomImageData always null: the
	// wire shape clients expect carries them.
	CreativeIDs     []string `json:"creative_ids"`
	CustomImageData any      `json:"custom_image_data"`
	// SearchFacets counts, for each facet asked for, the products of each
	// value.
	SearchFacets map[string]map[string]int `json:"search_facets,omitempty"`
	// SearchFacetsStats are the numeric facets' figures.
	SearchFacetsStats map[string]FacetStats `json:"search_facets_stats,omitempty"`
}

// PlacedProduct is a product in a placement.
type PlacedProduct struct {
	// ObjectID is the menu product's id, as a string.
	ObjectID  string `json:"object_id"`
	ProductID int64  `json:"product_id"`
	// AdToken identifies the placement and product in the events that
	// follow (/merch/v2/event/1 and /2).
	AdToken string `json:"ad_token"`
	MyHighD string `json:"my_high_d"`
	// FlightID and KevelToken mark a sponsored slot.
	FlightID   int64  `json:"flight_id,omitempty"`
	KevelToken string `json:"kevel_token,omitempty"`
	// SearchAttributes are the menu product's fields the request named in
	// search_attributes, all of them when it named none: the fields of a
	// menu product (GET /api/v1/materialized_menu_products). A map, since
	// which fields come is the request's choice.
	SearchAttributes map[string]any `json:"search_attributes"`
}

// MultiRow is one placement of /merch/v2/multi: a page of it, with the
// row's title and, for a featured row, its own filter for "View all".
type MultiRow struct {
	SmartPage
	Title        string `json:"title,omitempty"`
	SearchFilter string `json:"search_filter,omitempty"`
}

// MultiPage answers /merch/v2/multi. Rows are written as their pages are
// (json.RawMessage); MultiRow describes each.
type MultiPage struct {
	Placements []MultiRow `json:"placements"`
}

// multiAnswer is MultiPage as it is written.
type multiAnswer struct {
	Placements []json.RawMessage `json:"placements"`
}

// FacetCounts answers /merch/v2/facets.
type FacetCounts struct {
	SearchFacets      map[string]map[string]int `json:"searchFacets"`
	NbHits            int                       `json:"nb_hits"`
	SearchFacetsStats map[string]FacetStats     `json:"searchFacetsStats,omitempty"`
}

// PageProducts answers /merch/v2/smartpage: the products asked for, in
// their order.
type PageProducts struct {
	Products []PageProduct `json:"products"`
}

// PageProduct is a product of /merch/v2/smartpage.
type PageProduct struct {
	ObjectID string `json:"object_id"`
	// SearchAttributes are as a PlacedProduct's.
	SearchAttributes json.RawMessage `json:"search_attributes"`
}

// BudtenderAnswer answers /merch/v2/virtual-budtender: the products that
// fit a plain-language request, best first, and the answer in words.
type BudtenderAnswer struct {
	Query    string             `json:"query"`
	Products []BudtenderProduct `json:"products"`
	// TotalResults is how many products fit, beyond the limit too.
	TotalResults     int    `json:"totalResults"`
	HTMLResponse     string `json:"htmlResponse"`
	MarkdownResponse string `json:"markdownResponse"`
}

// BudtenderProduct is a product the virtual budtender suggests.
type BudtenderProduct struct {
	ObjectID  string `json:"object_id"`
	ProductID int64  `json:"product_id"`
	AdToken   string `json:"ad_token"`
	// Score is how well it fits, from 0 to 1.
	Score     float64 `json:"score"`
	Reasoning string  `json:"reasoning"`
	// PriceID is the weight suggested.
	PriceID          catalog.Weight  `json:"price_id"`
	SearchAttributes json.RawMessage `json:"search_attributes"`
}

// BudtenderQueries answers /merch/v2/virtual-budtender/queries.
type BudtenderQueries struct {
	Queries []string `json:"queries"`
}
