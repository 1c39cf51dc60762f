// Package analytics is what the storefront's collectors do with a usage
// event before it is kept: the limits an event must meet, the scrubbing
// that keeps e-mail addresses, phone numbers and card numbers out of every
// stored value (the rules of internal/redact),
// and the Destination interface that stores or forwards accepted events.
// It does no I/O of its own.
package analytics

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/redact"
)

// Streams: what a collector endpoint accepted the record as.
const (
	StreamTrack    = "track"    // POST /collect/v1/events
	StreamIdentify = "identify" // POST /collect/v1/identify
	StreamInsights = "insights" // POST /collect/v1/insights
)

// Limits of one request and one event.
const (
	MaxBatch         = 50  // events in one POST /collect/v1/events
	MaxNameLength    = 64  // an event name
	MaxProperties    = 60  // keys of one event's properties (nested ones count too)
	MaxStringLength  = 500 // one string value; longer ones are cut
	MaxDepth         = 4   // nesting of objects and arrays in properties
	MaxInsightFilter = 10  // spec section 5: filters of a search-insights event
	MaxInsightIDs    = 20  // spec section 5: object ids of a search-insights event
)

// Redacted replaces a scrubbed value.
const Redacted = redact.Redacted

// Record is one accepted event, ready for a Destination.
type Record struct {
	Stream    string
	Name      string
	StoreID   int64
	ProductID int64 // 0 when the event is not about one product
	DeviceID  string
	// UserRef is the signed-in user, prefixed by kind (customer:12,
	// business:7): spec section 6 tells the two apart by prefix.
	UserRef    string
	Properties json.RawMessage
	At         time.Time
}

// Destination keeps or forwards accepted records. The built-in one is the
// database (storage.DB.RecordAnalytics); a third-party destination is an
// adapter implementing this interface, configured, never required.
type Destination interface {
	Deliver(ctx context.Context, records []Record) error
}

var namePattern = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9 _:./-]*$`)

// CheckName reports what is wrong with an event name, or "".
func CheckName(name string) string {
	switch {
	case name == "":
		return "Please fill out this field."
	case len(name) > MaxNameLength:
		return fmt.Sprintf("Please use no more than %d characters.", MaxNameLength)
	case !namePattern.MatchString(name):
		return "An event name starts with a letter and holds letters, digits, spaces and _ : . / - only."
	case redact.String(name) != name:
		return "An event name may not hold an e-mail address, a phone number or a card number."
	}
	return ""
}

var userRefPattern = regexp.MustCompile(`^(customer|business):[0-9]{1,19}$`)

// CheckUserRef reports what is wrong with a user reference, or "". Empty is
// an anonymous shopper.
func CheckUserRef(ref string) string {
	if ref == "" || userRefPattern.MatchString(ref) {
		return ""
	}
	return "A user is customer:<id> or business:<id>."
}

// Keys whose values are personal whatever they hold.
var personalKeys = map[string]bool{"email": true, "e-mail": true, "mail": true, "phone": true, "phone_number": true,
	"phonenumber": true, "mobile": true, "tel": true, "telephone": true, "password": true}

// Properties checks and scrubs an event's properties: a JSON object (or
// nothing) of at most MaxProperties keys, MaxDepth deep. Strings are
// scrubbed and cut to MaxStringLength; values under personal keys (email,
// phone, …) are replaced whole. Numbers are kept: ids and prices are
// numbers, and a phone number is never sent as one by the client.
func Properties(raw json.RawMessage) (json.RawMessage, string) {
	if len(strings.TrimSpace(string(raw))) == 0 || string(raw) == "null" {
		return json.RawMessage(`{}`), ""
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, "The properties are not valid JSON."
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return nil, "The properties must be a JSON object."
	}
	keys := 0
	clean, problem := scrubValue(obj, 1, &keys)
	if problem != "" {
		return nil, problem
	}
	out, err := json.Marshal(clean)
	if err != nil {
		return nil, "The properties could not be read."
	}
	return out, ""
}

func scrubValue(v any, depth int, keys *int) (any, string) {
	switch t := v.(type) {
	case string:
		s := redact.String(t)
		if len(s) > MaxStringLength {
			s = strings.ToValidUTF8(s[:MaxStringLength], "")
		}
		return s, ""
	case map[string]any:
		if depth > MaxDepth {
			return nil, fmt.Sprintf("The properties nest deeper than %d levels.", MaxDepth)
		}
		out := make(map[string]any, len(t))
		for k, val := range t {
			*keys++
			if *keys > MaxProperties {
				return nil, fmt.Sprintf("The properties hold more than %d keys.", MaxProperties)
			}
			key := redact.String(k)
			if len(key) > MaxNameLength {
				return nil, fmt.Sprintf("A property name is longer than %d characters.", MaxNameLength)
			}
			if personalKeys[strings.ToLower(key)] && val != nil {
				out[key] = Redacted
				continue
			}
			c, p := scrubValue(val, depth+1, keys)
			if p != "" {
				return nil, p
			}
			out[key] = c
		}
		return out, ""
	case []any:
		if depth > MaxDepth {
			return nil, fmt.Sprintf("The properties nest deeper than %d levels.", MaxDepth)
		}
		if len(t) > MaxProperties {
			return nil, fmt.Sprintf("A list in the properties holds more than %d values.", MaxProperties)
		}
		out := make([]any, len(t))
		for i, val := range t {
			c, p := scrubValue(val, depth+1, keys)
			if p != "" {
				return nil, p
			}
			out[i] = c
		}
		return out, ""
	}
	return v, "" // numbers, booleans, null
}

// Insight is a search-insights event (spec section 7): filters or object ids
// of an index, with the shopper's device id as userToken.
type Insight struct {
	Index     string   `json:"index"`
	EventName string   `json:"eventName"`
	Filters   []string `json:"filters,omitempty"`
	ObjectIDs []string `json:"objectIDs,omitempty"`
	UserToken string   `json:"userToken"`
}

// CapInsight applies spec section 5 to an insights event as the server
// receives it: at most MaxInsightFilter filters, brand filters first, at
// most MaxInsightIDs object ids, and every value scrubbed.
func CapInsight(in Insight) Insight {
	var brands, others []string
	for _, f := range in.Filters {
		f = redact.String(f)
		if strings.HasPrefix(f, "brand:") || strings.HasPrefix(f, "brand_name:") || strings.HasPrefix(f, "brand ") {
			brands = append(brands, f)
		} else {
			others = append(others, f)
		}
	}
	filters := append(brands, others...)
	if len(filters) > MaxInsightFilter {
		filters = filters[:MaxInsightFilter]
	}
	ids := make([]string, 0, min(len(in.ObjectIDs), MaxInsightIDs))
	for _, id := range in.ObjectIDs {
		if len(ids) == MaxInsightIDs {
			break
		}
		ids = append(ids, redact.String(id))
	}
	if len(ids) == 0 {
		ids = nil
	}
	if len(filters) == 0 {
		filters = nil
	}
	return Insight{Index: redact.String(in.Index), EventName: redact.String(in.EventName), Filters: filters, ObjectIDs: ids, UserToken: in.UserToken}
}

// Stored is an accepted record as the built-in Destination keeps it.
type Stored struct {
	Record
	ID int64
}
