package collect

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strconv"

	"github.com/pistil/pistil/internal/analytics"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
)

// analyticsDestination is where accepted records go: Deps.Analytics, or
// the database.
func (s *Server) analyticsDestination() analytics.Destination {
	if s.Analytics != nil {
		return s.Analytics
	}
	return s.Events
}

var collectDevicePattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// collectDevice checks the anonymous device id every collected event carries.
func collectDevice(field, id string, v *problem.Validations) {
	if id == "" {
		v.Add(field, "Please fill out this field.")
	} else if !collectDevicePattern.MatchString(id) {
		v.Add(field, "A device id is 1 to 64 letters, digits, _ or -.")
	}
}

// userRef is the signed-in user of the request, prefixed for analytics
// (spec section 6): customer:<id>; anonymous shoppers have none. The
// client never says who it is: the session does.
func (s *Server) userRef(r *http.Request) string {
	if c := s.OptionalCustomer(r); c != nil {
		return "customer:" + strconv.FormatInt(c.ID, 10)
	}
	return ""
}

// collectStores checks that every store named exists, once per store.
func (s *Server) collectStores(r *http.Request, ids map[int64][]string, v *problem.Validations) error {
	for id, fields := range ids {
		if _, err := s.DB.Store(r.Context(), id); err != nil {
			if problem.KindOf(err) != problem.NotFound {
				return err
			}
			for _, f := range fields {
				v.Add(f, fmt.Sprintf("There is no store %d.", id))
			}
		}
	}
	return nil
}

// CollectEventsRequest is POST /collect/v1/events.
type CollectEventsRequest struct {
	DeviceID string           `json:"deviceId" jsonschema:"required"`
	Events   []CollectedEvent `json:"events" jsonschema:"required"`
}

// CollectedEvent is one tracked event of a batch.
type CollectedEvent struct {
	Name      string       `json:"name" jsonschema:"required"`
	StoreID   core.FlexInt `json:"storeId"`
	ProductID core.FlexInt `json:"productId"`
	// Properties are the event's own, an object of at most
	// analytics.MaxProperties keys.
	Properties json.RawMessage `json:"properties"`
}

// CollectIdentifyRequest is POST /collect/v1/identify.
type CollectIdentifyRequest struct {
	DeviceID string `json:"deviceId" jsonschema:"required"`
	Source   string `json:"source" jsonschema:"required"`
	// Traits are what the source says of the shopper, an object.
	Traits json.RawMessage `json:"traits"`
}

// CollectInsightsRequest is POST /collect/v1/insights.
type CollectInsightsRequest struct {
	StoreID core.FlexInt        `json:"storeId"`
	Events  []analytics.Insight `json:"events" jsonschema:"required"`
}

// collectEvents stores a batch of tracked events, page views and
// ecommerce events: POST /collect/v1/events {deviceId, events: [{name,
// storeId, productId, properties}]}.
func (s *Server) collectEvents(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[CollectEventsRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	collectDevice("deviceId", req.DeviceID, &v)
	if len(req.Events) == 0 || len(req.Events) > analytics.MaxBatch {
		v.Add("events", fmt.Sprintf("Please send from 1 to %d events.", analytics.MaxBatch))
	}
	if err := v.Err("The events were not recorded."); err != nil {
		return err
	}
	user := s.userRef(r)
	stores := map[int64][]string{}
	records := make([]analytics.Record, 0, len(req.Events))
	for i, e := range req.Events {
		field := func(name string) string { return fmt.Sprintf("events[%d].%s", i, name) }
		if msg := analytics.CheckName(e.Name); msg != "" {
			v.Add(field("name"), msg)
		}
		if e.StoreID < 0 {
			v.Add(field("storeId"), "A store id is a positive whole number.")
		} else if e.StoreID > 0 {
			stores[int64(e.StoreID)] = append(stores[int64(e.StoreID)], field("storeId"))
		}
		if e.ProductID < 0 {
			v.Add(field("productId"), "A product id is a positive whole number.")
		}
		props, msg := analytics.Properties(e.Properties)
		if msg != "" {
			v.Add(field("properties"), msg)
		}
		records = append(records, analytics.Record{Stream: analytics.StreamTrack, Name: e.Name, StoreID: int64(e.StoreID),
			ProductID: int64(e.ProductID), DeviceID: req.DeviceID, UserRef: user, Properties: props})
	}
	if err := s.collectStores(r, stores, &v); err != nil {
		return err
	}
	if err := v.Err("The events were not recorded."); err != nil {
		return err
	}
	if err := s.analyticsDestination().Deliver(r.Context(), records); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// collectIdentify stores an identity call: POST /collect/v1/identify
// {deviceId, source, traits}. The client sends one per source at most
// every 15 minutes (spec section 9); the server keeps whatever arrives.
func (s *Server) collectIdentify(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[CollectIdentifyRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	collectDevice("deviceId", req.DeviceID, &v)
	if msg := analytics.CheckName(req.Source); msg != "" {
		v.Add("source", msg)
	}
	traits, msg := analytics.Properties(req.Traits)
	if msg != "" {
		v.Add("traits", msg)
	}
	if err := v.Err("The identity was not recorded."); err != nil {
		return err
	}
	rec := analytics.Record{Stream: analytics.StreamIdentify, Name: req.Source, DeviceID: req.DeviceID, UserRef: s.userRef(r), Properties: traits}
	if err := s.analyticsDestination().Deliver(r.Context(), []analytics.Record{rec}); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// collectInsights stores search-insights events: POST /collect/v1/insights
// {events: [{index, eventName, filters | objectIDs, userToken}]}, capped
// and scrubbed as spec section 5 says whatever the client did.
func (s *Server) collectInsights(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[CollectInsightsRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if len(req.Events) == 0 || len(req.Events) > analytics.MaxBatch {
		v.Add("events", fmt.Sprintf("Please send from 1 to %d events.", analytics.MaxBatch))
	}
	if req.StoreID < 0 {
		v.Add("storeId", "A store id is a positive whole number.")
	} else if req.StoreID > 0 {
		if err := s.collectStores(r, map[int64][]string{int64(req.StoreID): {"storeId"}}, &v); err != nil {
			return err
		}
	}
	records := make([]analytics.Record, 0, len(req.Events))
	for i, e := range req.Events {
		field := func(name string) string { return fmt.Sprintf("events[%d].%s", i, name) }
		collectDevice(field("userToken"), e.UserToken, &v)
		if msg := analytics.CheckName(e.EventName); msg != "" {
			v.Add(field("eventName"), msg)
		}
		if e.Index == "" || len(e.Index) > analytics.MaxNameLength {
			v.Add(field("index"), fmt.Sprintf("Please name the index in 1 to %d characters.", analytics.MaxNameLength))
		}
		if len(e.Filters) == 0 && len(e.ObjectIDs) == 0 {
			v.Add(field("filters"), "An insights event carries filters or objectIDs.")
		}
		if len(e.Filters) > 100 || len(e.ObjectIDs) > 100 {
			v.Add(field("filters"), "An insights event carries at most 100 filters and 100 objectIDs.")
		}
		capped := analytics.CapInsight(e)
		props, _ := json.Marshal(map[string]any{"index": capped.Index, "filters": capped.Filters, "objectIDs": capped.ObjectIDs})
		records = append(records, analytics.Record{Stream: analytics.StreamInsights, Name: capped.EventName, StoreID: int64(req.StoreID),
			DeviceID: e.UserToken, UserRef: s.userRef(r), Properties: props})
	}
	if err := v.Err("The insights events were not recorded."); err != nil {
		return err
	}
	if err := s.analyticsDestination().Deliver(r.Context(), records); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// The window a report may cover.
const (
	ReportDefaultDays = core.ReportDefaultDays
	ReportMaxDays     = core.ReportMaxDays
)
