package business

import "github.com/pistil/pistil/internal/money"

// The console's reports (docs/adr/0022-store-console.md, step 12). Amounts
// are dollars; cancelled reservations are left out of them and counted
// apart.

// ConsoleReportPeriod is the days a report covers, both included
// (YYYY-MM-DD in the store's time zone, named).
type ConsoleReportPeriod struct {
	From     string `json:"from"`
	To       string `json:"to"`
	TimeZone string `json:"time_zone"`
}

// SalesFigures sum reservations: how many, and their amounts (cancelled
// ones only counted, in cancelled).
type SalesFigures struct {
	Reservations int `json:"reservations"`
	// Gross is the items at their prices; Net what is left after every
	// discount, before taxes, fees and tip; Total what the shoppers pay.
	Gross     money.Cents `json:"gross"`
	Net       money.Cents `json:"net"`
	Total     money.Cents `json:"total"`
	Cancelled int         `json:"cancelled"`
}

// SalesDay is a day's figures.
type SalesDay struct {
	Day string `json:"day"`
	SalesFigures
}

// SalesMode is a fulfilment mode's figures (pickup, curbside, delivery…).
type SalesMode struct {
	Mode string `json:"mode"`
	SalesFigures
}

// SalesHour is an hour of the day's figures, 0 to 23 on the store's clock.
type SalesHour struct {
	Hour int `json:"hour"`
	SalesFigures
}

// SalesReport answers GET /stores/{storeId}/reports/sales.
type SalesReport struct {
	ConsoleReportPeriod
	Totals SalesFigures `json:"totals"`
	// Days lists every day of the period, those without reservations too.
	Days []SalesDay `json:"days"`
	// Modes lists the modes with reservations, most first.
	Modes []SalesMode `json:"modes"`
	// Hours lists the 24 hours of the day.
	Hours []SalesHour `json:"hours"`
}

// TopProductsReport answers GET /stores/{storeId}/reports/top_products.
type TopProductsReport struct {
	ConsoleReportPeriod
	// By is what the products are ranked by: units or revenue.
	By       string       `json:"by"`
	Products []TopProduct `json:"products"`
}

// TopProduct is a product's share of the period's reservations.
type TopProduct struct {
	ProductID    int64  `json:"product_id"`
	Name         string `json:"name"`
	Brand        string `json:"brand"`
	Units        int    `json:"units"`
	Reservations int    `json:"reservations"`
	// Revenue is its lines' totals: units at their prices less the
	// product's own discounts.
	Revenue money.Cents `json:"revenue"`
}

// FunnelCounts are the steps from a product shown to a product reserved.
type FunnelCounts struct {
	Impressions  int `json:"impressions"`
	Clicks       int `json:"clicks"`
	AddToCarts   int `json:"add_to_carts"`
	Reservations int `json:"reservations"`
}

// FunnelDay is a day's steps, over every product.
type FunnelDay struct {
	Day string `json:"day"`
	FunnelCounts
}

// FunnelReport answers GET /stores/{storeId}/reports/funnel: the product
// report's counts summed per day.
type FunnelReport struct {
	ConsoleReportPeriod
	Totals FunnelCounts `json:"totals"`
	Days   []FunnelDay  `json:"days"`
}

// EmptySearch is a search of the menu that found nothing.
type EmptySearch struct {
	// Query is lowercased, its spaces collapsed, any e-mail address, phone
	// or card number replaced by [redacted].
	Query string `json:"query"`
	// Searches counts them; Days the days they were made on; LastDay is
	// the latest (YYYY-MM-DD).
	Searches int    `json:"searches"`
	Days     int    `json:"days"`
	LastDay  string `json:"last_day"`
}

// EmptySearchReport answers GET /stores/{storeId}/reports/empty_searches.
type EmptySearchReport struct {
	ConsoleReportPeriod
	Searches []EmptySearch `json:"searches"`
}
