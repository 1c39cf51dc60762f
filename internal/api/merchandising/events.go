package merchandising

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/problem"
)

// The merchandising events' budgets per client address (docs/merchandising.md).
// They take unauthenticated writes, so each client address (collect_limit.go:
// the peer's IPv4, an IPv6 /64) has a token bucket per kind of event.
//
// Impressions and clicks share one: the storefront sends an impression for
// each product card half in view, once per page life, batched after the 1 s
// SDK debounce, so a shopper scrolling a 60-product page or opening the
// featured tab (about 15 rows of 20) sends up to a few hundred at once; the
// burst lets 300 through together, and 30 a second refill it (several
// shoppers behind one address, a store's Wi-Fi, stay well inside it).
// Sessions go once when a page is hidden: 20 at once, then one every 5 s.
// External checkouts come from a point of sale, one per order: 30 at once,
// then 2 a second.
const (
	productEventsPerSecond  = 30
	productEventsBurst      = 300
	sessionEventsPerSecond  = 0.2
	sessionEventsBurst      = 20
	checkoutEventsPerSecond = 2
	checkoutEventsBurst     = 30
)

// The events' size caps, each well above what a real event needs.
const (
	// productEventBody caps an impression or click: its fields take about
	// 200 bytes.
	productEventBody = 4 << 10
	// sessionEventBody caps a session: the storefront's 500 events take
	// about 110 bytes each.
	sessionEventBody = 128 << 10
	// maxSessionEvent caps one event of a session.
	maxSessionEvent = 512
	// checkoutEventBody caps an external checkout: 100 products of at most
	// 512 bytes each.
	checkoutEventBody = 64 << 10
	// maxSessionEvents is what the storefront keeps per page (events.ts).
	maxSessionEvents    = 500
	maxCheckoutProducts = 100
	maxCheckoutProduct  = 512
	// maxEventText caps a device id, distinct id ("$device:" and a 21
	// character id), point-of-sale order or user id.
	maxEventText = 128
	// maxAdToken caps an ad token: ours are about 40 characters.
	maxAdToken = 256
	// maxEventID is the largest id an event may name: the largest integer a
	// JavaScript number holds exactly.
	maxEventID = 1<<53 - 1
)

// checkID records a validation unless id is a positive id in range.
func checkID(v *problem.Validations, field string, id core.FlexInt) {
	switch {
	case id == 0:
		v.Add(field, "Please fill out this field.")
	case id < 0 || id > maxEventID:
		v.Add(field, fmt.Sprintf("Must be a whole number from 1 to %d.", int64(maxEventID)))
	}
}

// checkEventText records a validation when s is longer than limit bytes or
// holds a control character.
func checkEventText(v *problem.Validations, field, s string, limit int) {
	if len(s) > limit {
		v.Add(field, fmt.Sprintf("Must be at most %d characters.", limit))
		return
	}
	if strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		v.Add(field, "Must not hold control characters.")
	}
}

// checkPlacement records a validation unless p is empty or a placement of
// spec section 4: it is shown in the staff's reports.
func checkPlacement(v *problem.Validations, field, p string) {
	if p != "" && !merch.KnownPlacement(p) {
		v.Add(field, "Unknown placement: use one of "+strings.Join(merch.Placements, ", ")+".")
	}
}

// ExternalCheckoutRequest is /v2/event/3e: an order a point of sale took
// from a placement.
type ExternalCheckoutRequest struct {
	PosOrderID string `json:"posOrderId"`
	PosUserID  string `json:"posUserId"`
	// Products are the order's lines as the point of sale writes them.
	Products []json.RawMessage `json:"products"`
	StoreID  core.FlexInt      `json:"storeId"`
}

// SessionEventsRequest is /v2/event/session: a shopper's session events.
type SessionEventsRequest struct {
	DistinctID string `json:"distinctId"`
	// Events are the session's events as the client writes them.
	Events       []json.RawMessage `json:"events"`
	JaneDeviceID string            `json:"janeDeviceId"`
	StoreID      core.FlexInt      `json:"storeId"`
}

// ProductEventRequest is /v2/event/1 (an impression) or /v2/event/2 (a
// click).
type ProductEventRequest struct {
	AdToken      string       `json:"adToken"`
	DistinctID   string       `json:"distinctId"`
	IsAddToCart  bool         `json:"isAddToCart"`
	JaneDeviceID string       `json:"janeDeviceId"`
	ProductID    core.FlexInt `json:"productId"`
	StoreID      core.FlexInt `json:"storeId"`
	Placement    string       `json:"placement"`
}

// deviceOf is the device an event comes from: its device id, or the one in
// a "$device:<id>" distinct id.
func deviceOf(deviceID, distinctID string) string {
	if deviceID != "" {
		return deviceID
	}
	return strings.TrimPrefix(distinctID, "$device:")
}

func (s *Server) eventStore(r *http.Request, storeID core.FlexInt, v *problem.Validations) error {
	if storeID <= 0 {
		v.Add("storeId", "Please fill out this field.")
		return nil
	}
	_, err := s.DB.Store(r.Context(), int64(storeID))
	return err
}

// impression records a product shown to a device, once per device, store and product.
func (s *Server) impression(w http.ResponseWriter, r *http.Request) error {
	return s.productEvent(w, r, true)
}

// click records a click on a product.
func (s *Server) click(w http.ResponseWriter, r *http.Request) error {
	return s.productEvent(w, r, false)
}

func (s *Server) productEvent(w http.ResponseWriter, r *http.Request, impression bool) error {
	req, err := core.DecodeCapped[ProductEventRequest](r, productEventBody)
	if err != nil {
		return err
	}
	var v problem.Validations
	checkID(&v, "productId", req.ProductID)
	checkEventText(&v, "janeDeviceId", req.JaneDeviceID, maxEventText)
	checkEventText(&v, "distinctId", req.DistinctID, maxEventText)
	checkEventText(&v, "adToken", req.AdToken, maxAdToken)
	checkPlacement(&v, "placement", req.Placement)
	device := deviceOf(req.JaneDeviceID, req.DistinctID)
	if impression && device == "" && !v.Has("janeDeviceId") && !v.Has("distinctId") {
		v.Add("janeDeviceId", "Jane Device ID (jdid) is required to record an impression.")
	}
	if err := v.Err("The event is incomplete."); err != nil {
		return err
	}
	if err := s.eventStore(r, req.StoreID, &v); err != nil {
		return err
	}
	if err := v.Err("The event is incomplete."); err != nil {
		return err
	}
	if impression {
		_, err = s.Events.RecordImpression(r.Context(), merch.Impression{StoreID: int64(req.StoreID), ProductID: int64(req.ProductID),
			DeviceID: device, Placement: req.Placement, AdToken: req.AdToken})
	} else {
		product := int64(req.ProductID)
		err = s.Events.RecordEvent(r.Context(), merch.Event{StoreID: int64(req.StoreID), Kind: merch.EventClick, DeviceID: device,
			ProductID: &product, AddToCart: req.IsAddToCart, AdToken: req.AdToken})
	}
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// externalCheckout records an order placed in a point of sale from a
// merchandising placement (/v2/event/3e).
func (s *Server) externalCheckout(w http.ResponseWriter, r *http.Request) error {
	req, err := core.DecodeCapped[ExternalCheckoutRequest](r, checkoutEventBody)
	if err != nil {
		return err
	}
	var v problem.Validations
	if req.PosOrderID == "" {
		v.Add("posOrderId", "Please fill out this field.")
	}
	checkEventText(&v, "posOrderId", req.PosOrderID, maxEventText)
	checkEventText(&v, "posUserId", req.PosUserID, maxEventText)
	if len(req.Products) > maxCheckoutProducts {
		v.Add("products", fmt.Sprintf("Please send at most %d products.", maxCheckoutProducts))
	}
	for i, p := range req.Products {
		if len(p) > maxCheckoutProduct || !bytes.HasPrefix(p, []byte("{")) {
			v.Add("products", fmt.Sprintf("products[%d] must be an object of at most %d bytes.", i, maxCheckoutProduct))
			break
		}
	}
	if err := v.Err("The event is incomplete."); err != nil {
		return err
	}
	if err := s.eventStore(r, req.StoreID, &v); err != nil {
		return err
	}
	if err := v.Err("The event is incomplete."); err != nil {
		return err
	}
	payload, _ := json.Marshal(req)
	if err := s.Events.RecordEvent(r.Context(), merch.Event{StoreID: int64(req.StoreID), Kind: merch.EventExternalCheckout,
		DeviceID: req.PosUserID, Payload: payload}); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// sessionEvent is the part of a session's event that is checked: the
// storefront sends these fields (web/src/features/menu/events.ts); events of
// other clients may carry other fields, kept as sent.
type sessionEvent struct {
	Type      *string       `json:"type"`
	StoreID   *core.FlexInt `json:"storeId"`
	ProductID *core.FlexInt `json:"productId"`
	Placement *string       `json:"placement"`
	// At is when it happened, in milliseconds since 1970.
	At *core.FlexInt `json:"at"`
}

// checkSessionEvent records what is wrong with a session's event at field:
// it must be a JSON object of at most maxSessionEvent bytes, and the
// storefront's fields, where present, must hold a known type and placement
// and ids in range.
func checkSessionEvent(v *problem.Validations, field string, raw json.RawMessage) {
	var e sessionEvent
	if len(raw) > maxSessionEvent || !bytes.HasPrefix(raw, []byte("{")) {
		v.Add(field, fmt.Sprintf("Each event must be an object of at most %d bytes.", maxSessionEvent))
		return
	}
	if err := json.Unmarshal(raw, &e); err != nil {
		v.Add(field, "The event's type must be text and its storeId, productId and at whole numbers.")
		return
	}
	if e.Type != nil {
		switch *e.Type {
		case "impression", "click", "add_to_cart":
		default:
			v.Add(field+".type", "Must be impression, click or add_to_cart.")
		}
	}
	for name, id := range map[string]*core.FlexInt{"storeId": e.StoreID, "productId": e.ProductID, "at": e.At} {
		if id != nil {
			checkID(v, field+"."+name, *id)
		}
	}
	if e.Placement != nil {
		if *e.Placement == "" {
			v.Add(field+".placement", "Please fill out this field.")
		}
		checkPlacement(v, field+".placement", *e.Placement)
	}
}

// sessionEvents records a shopper's session events (/v2/event/session).
// Clients may send no store; such sessions are kept under store 0.
func (s *Server) sessionEvents(w http.ResponseWriter, r *http.Request) error {
	req, err := core.DecodeCapped[SessionEventsRequest](r, sessionEventBody)
	if err != nil {
		return err
	}
	var v problem.Validations
	if len(req.Events) == 0 || len(req.Events) > maxSessionEvents {
		v.Add("events", fmt.Sprintf("Please send from 1 to %d events.", maxSessionEvents))
	}
	checkEventText(&v, "janeDeviceId", req.JaneDeviceID, maxEventText)
	checkEventText(&v, "distinctId", req.DistinctID, maxEventText)
	if req.StoreID != 0 {
		checkID(&v, "storeId", req.StoreID)
	}
	for i, e := range req.Events {
		checkSessionEvent(&v, fmt.Sprintf("events[%d]", i), e)
		if len(v.Fields()) >= 10 {
			break // enough to show what is wrong
		}
	}
	if err := v.Err("The events are incomplete."); err != nil {
		return err
	}
	if req.StoreID != 0 {
		if err := s.eventStore(r, req.StoreID, &v); err != nil {
			return err
		}
	}
	if err := v.Err("The events are incomplete."); err != nil {
		return err
	}
	payload, _ := json.Marshal(map[string]any{"events": req.Events})
	if err := s.Events.RecordEvent(r.Context(), merch.Event{StoreID: int64(req.StoreID), Kind: merch.EventSession,
		DeviceID: deviceOf(req.JaneDeviceID, req.DistinctID), Payload: payload}); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
