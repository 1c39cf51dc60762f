package api

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// eventRequest is an impression or click (/v2/event/1 and /v2/event/2).
type eventRequest struct {
	AdToken      string  `json:"adToken"`
	DistinctID   string  `json:"distinctId"`
	IsAddToCart  bool    `json:"isAddToCart"`
	JaneDeviceID string  `json:"janeDeviceId"`
	ProductID    flexInt `json:"productId"`
	StoreID      flexInt `json:"storeId"`
	Placement    string  `json:"placement"`
}

// deviceOf is the device an event comes from: its device id, or the one in
// a "$device:<id>" distinct id.
func deviceOf(deviceID, distinctID string) string {
	if deviceID != "" {
		return deviceID
	}
	return strings.TrimPrefix(distinctID, "$device:")
}

func (s *server) eventStore(r *http.Request, storeID flexInt, v *problem.Validations) error {
	if storeID <= 0 {
		v.Add("storeId", "Please fill out this field.")
		return nil
	}
	_, err := s.DB.Store(r.Context(), int64(storeID))
	return err
}

// impression records a product shown to a device, once per device, store and product.
func (s *server) impression(w http.ResponseWriter, r *http.Request) error {
	return s.productEvent(w, r, true)
}

// click records a click on a product.
func (s *server) click(w http.ResponseWriter, r *http.Request) error {
	return s.productEvent(w, r, false)
}

func (s *server) productEvent(w http.ResponseWriter, r *http.Request, impression bool) error {
	req, err := decode[eventRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if err := s.eventStore(r, req.StoreID, &v); err != nil {
		return err
	}
	if req.ProductID <= 0 {
		v.Add("productId", "Please fill out this field.")
	}
	device := deviceOf(req.JaneDeviceID, req.DistinctID)
	if impression && device == "" {
		v.Add("janeDeviceId", "Jane Device ID (jdid) is required to record an impression.")
	}
	if err := v.Err("The event is incomplete."); err != nil {
		return err
	}
	if impression {
		_, err = s.DB.RecordImpression(r.Context(), storage.Impression{StoreID: int64(req.StoreID), ProductID: int64(req.ProductID),
			DeviceID: device, Placement: req.Placement, AdToken: req.AdToken})
	} else {
		product := int64(req.ProductID)
		err = s.DB.RecordEvent(r.Context(), storage.Event{StoreID: int64(req.StoreID), Kind: storage.EventClick, DeviceID: device,
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
func (s *server) externalCheckout(w http.ResponseWriter, r *http.Request) error {
	req, err := decode[struct {
		PosOrderID string            `json:"posOrderId"`
		PosUserID  string            `json:"posUserId"`
		Products   []json.RawMessage `json:"products"`
		StoreID    flexInt           `json:"storeId"`
	}](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if err := s.eventStore(r, req.StoreID, &v); err != nil {
		return err
	}
	if req.PosOrderID == "" {
		v.Add("posOrderId", "Please fill out this field.")
	}
	if err := v.Err("The event is incomplete."); err != nil {
		return err
	}
	payload, _ := json.Marshal(req)
	if err := s.DB.RecordEvent(r.Context(), storage.Event{StoreID: int64(req.StoreID), Kind: storage.EventExternalCheckout,
		DeviceID: req.PosUserID, Payload: payload}); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// sessionEvents records a shopper's session events (/v2/event/session).
// Clients may send no store; such sessions are kept under store 0.
func (s *server) sessionEvents(w http.ResponseWriter, r *http.Request) error {
	req, err := decode[struct {
		DistinctID   string            `json:"distinctId"`
		Events       []json.RawMessage `json:"events"`
		JaneDeviceID string            `json:"janeDeviceId"`
		StoreID      flexInt           `json:"storeId"`
	}](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if req.StoreID != 0 {
		if err := s.eventStore(r, req.StoreID, &v); err != nil {
			return err
		}
	}
	if len(req.Events) == 0 || len(req.Events) > 500 {
		v.Add("events", "Please send from 1 to 500 events.")
	}
	if err := v.Err("The events are incomplete."); err != nil {
		return err
	}
	payload, _ := json.Marshal(map[string]any{"events": req.Events})
	if err := s.DB.RecordEvent(r.Context(), storage.Event{StoreID: int64(req.StoreID), Kind: storage.EventSession,
		DeviceID: deviceOf(req.JaneDeviceID, req.DistinctID), Payload: payload}); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
