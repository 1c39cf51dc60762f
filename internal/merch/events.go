package merch

import "encoding/json"

// Impression is a product shown to a device in a placement.
type Impression struct {
	StoreID, ProductID int64
	DeviceID           string
	Placement, AdToken string
}

// Event kinds other than impressions.
const (
	EventClick            = "click"
	EventExternalCheckout = "external_checkout"
	EventSession          = "session"
)

// Event is a merchandising event: a click, an external checkout or a
// shopper's session events; Payload keeps the rest of what the client sent.
type Event struct {
	StoreID   int64
	Kind      string
	DeviceID  string
	ProductID *int64
	AddToCart bool
	AdToken   string
	Payload   json.RawMessage
}
