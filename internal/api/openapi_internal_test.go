package api

import (
	"bytes"
	"flag"
	"github.com/pistil/pistil/internal/webhook"
	"github.com/pistil/pistil/internal/webhook/payload"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/pb33f/libopenapi"
	"github.com/pistil/pistil/internal/api/core"

	validator "github.com/pb33f/libopenapi-validator"
	"github.com/pistil/pistil/internal/api/contract"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/staff"
)

var updateOpenAPI = flag.Bool("update-openapi", false, "rewrite openapi.json from the route tables")

// apiTags are the surfaces of the API, in the order the document lists them
// (routes tags each table's operations).
var apiTags = []contract.Tag{
	{Name: "storefront", Description: "The shopper's calls: accounts, stores, menus, the bag, checkout, reservations, loyalty (docs/api.md)."},
	{Name: "staff", Description: "Store staff's calls with a staff token: reservations to fill, user segments, reports (docs/api.md, docs/analytics.md)."},
	{Name: "business", Description: "The store console's calls: staff sign-in and sessions, and each store's own calls, every one holding a permission (x-pistil-permission, docs/adr/0022-store-console.md)."},
	{Name: "kiosk", Description: "The in-store kiosk binding a device to its store (docs/modes/kiosk.md)."},
	{Name: "loaders", Description: "The scripts and HTML a partner's page includes (docs/modes)."},
	{Name: "merchandising", Description: "The merchandising service: placements, facets, events, the virtual budtender (docs/merchandising.md)."},
	{Name: "collectors", Description: "Pistil's own analytics collectors and the browser's error reports (docs/analytics.md)."},
	{Name: "sms", Description: "What a text message gateway that speaks Twilio's API posts: texts sent back (STOP, START, HELP) and each message's status, signed with the account's auth token (docs/integrations.md, \"Text messages\")."},
	{Name: "webhooks", Description: "What Pistil sends a store's webhook subscribers: one POST per event, signed (docs/integrations.md, \"Webhooks\")."},
	{Name: "site", Description: "Health checks, product illustrations, the files search engines read, and this description."},
}

// apiInfo is what the document says of itself.
var apiInfo = contract.Info{
	Title:   "Pistil",
	Version: "1",
	Description: "The HTTP API of a Pistil instance: the storefront's calls, staff's, the kiosk's, the partners' loaders, " +
		"the merchandising service and the collectors. Built from the server's route tables (ADR 0020); every request and answer " +
		"is typed. Each operation under /api/v1 is also answered under /v1 (x-pistil-twins). Any " +
		"other path under /api/, /v1/ and /merch/ answers 404 in the error shape; every other path is the app. " +
		"Money is in dollars, a JSON number, and is also taken as a numeric string; ids likewise.",
}

// openAPIOperations lists the operations of the server's route tables:
// each route that has one, once, with the paths of its twins.
func openAPIOperations(t *testing.T) []contract.Operation {
	t.Helper()
	s := newServer(Deps{})
	var ops []contract.Operation
	index := map[*core.Operation]int{}
	for _, tb := range s.routes() {
		for _, r := range tb.Served {
			switch {
			case r.Op == nil && r.Method != "":
				t.Errorf("%s: %s has no operation: give it one in routes.go", tb.Name, r.Pattern())
				continue
			case r.Op == nil:
				continue // a fallback, the app or the merchandising mount
			case r.Method == "":
				t.Errorf("%s: %s answers every method; an operation needs one", tb.Name, r.Path)
				continue
			}
			if i, ok := index[r.Op]; ok {
				if want := "/v1" + strings.TrimPrefix(ops[i].Path, "/api/v1"); r.Path != want {
					t.Errorf("%s is registered again at %s, not its twin %s", ops[i].Path, r.Path, want)
				}
				ops[i].Twins = append(ops[i].Twins, r.Path)
				continue
			}
			index[r.Op] = len(ops)
			ops = append(ops, contract.Operation{Method: r.Method, Path: r.Path, ID: r.Op.Id, Summary: r.Op.Summary,
				Tag: r.Op.Tag, Produces: r.Op.Produces, Refusals: r.Op.Refusals, Body: r.Op.Body, BodyTypes: r.Op.BodyTypes, BodyOptional: r.Op.BodyOptional, Answer: r.Op.Answer, Query: queryOf(r.Op.Query)})
			ops[len(ops)-1].Permission, ops[len(ops)-1].Roles, ops[len(ops)-1].Security = permissionOf(r.Op.Permission)
		}
	}
	return ops
}

// buildOpenAPI writes the document of the route tables.
func buildOpenAPI(t *testing.T) []byte {
	t.Helper()
	var weights []string
	for _, w := range catalog.Weights {
		weights = append(weights, string(w))
	}
	var bundleStatuses []string
	for _, s := range pricing.BundleStatuses {
		bundleStatuses = append(bundleStatuses, string(s))
	}
	statuses := map[string]int{}
	for kind, status := range core.Statuses() {
		statuses[string(kind)] = status
	}
	// The doc comments of internal/..., read from the package's directory.
	comments, err := contract.Comments("github.com/pistil/pistil/internal/api", "..")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := contract.Document(apiInfo, apiTags, openAPIOperations(t), contract.Errors{Shape: core.ErrorBody{}, CodeField: "code", Statuses: statuses},
		contract.Options{Integers: []reflect.Type{reflect.TypeFor[core.FlexInt]()}, Comments: comments, Security: securitySchemes, Webhooks: webhookRequests(),
			Enums: map[reflect.Type][]string{reflect.TypeFor[catalog.Weight](): weights,
				reflect.TypeFor[notify.Channel]():       {string(notify.Email), string(notify.SMS)},
				reflect.TypeFor[pricing.BundleStatus](): bundleStatuses,
				reflect.TypeFor[staff.Role]():           staffNames(staff.Roles()),
				reflect.TypeFor[staff.Permission]():     staffNames(staff.Permissions()),
				reflect.TypeFor[staff.Factor]():         {string(staff.None), string(staff.TOTP), string(staff.Recovery), string(staff.EmailOTP)},
				reflect.TypeFor[schedule.State]():       {string(schedule.Open), string(schedule.NearlyOpen), string(schedule.Closed), string(schedule.AlwaysClosed)}}})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestOpenAPI: the committed openapi.json is the document the route tables
// make (go test ./internal/api -run TestOpenAPI -update-openapi rewrites
// it), a valid OpenAPI 3.1 document, and what GET /api/openapi.json serves.
func TestOpenAPI(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	got := buildOpenAPI(t)
	if *updateOpenAPI {
		if err := os.WriteFile("openapi.json", got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("openapi.json is not what the route tables make: run go test ./internal/api -run TestOpenAPI -update-openapi and review the diff")
	}

	doc, err := libopenapi.NewDocument(got)
	if err != nil {
		t.Fatal(err)
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		t.Fatalf("the validator refuses the document: %v", errs)
	}
	if ok, problems := v.ValidateDocument(); !ok {
		for _, p := range problems {
			t.Errorf("not valid OpenAPI: %s: %s", p.Message, p.Reason)
			for _, e := range p.SchemaValidationErrors {
				t.Errorf("  %s at %s (line %d)", e.Reason, e.FieldPath, e.Line)
			}
		}
	}

	s := newServer(Deps{})
	mux := s.routes()[0].Mux
	w := httptest.NewRecorder()
	mux.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/api/openapi.json", nil))
	if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "application/json" || !bytes.Equal(w.Body.Bytes(), openAPIDocument) {
		t.Errorf("GET /api/openapi.json = %d %s, %d bytes; want 200 and the embedded document", w.Code, w.Header().Get("Content-Type"), w.Body.Len())
	}
}

// securitySchemes are how the store console's calls are authenticated
// (docs/adr/0022-store-console.md, section 1).
var securitySchemes = map[string]contract.SecurityScheme{
	"staffSession": {Type: "apiKey", In: "cookie", Name: "__Host-pistil_staff",
		Description: "A staff member's session cookie, set by signing in, on an instance served over https. Writes also need the session's X-CSRF-Token header and the instance's own Origin."},
	"staffSessionPlain": {Type: "apiKey", In: "cookie", Name: "pistil_staff",
		Description: "The same session cookie on an instance served over plain http (make run on localhost)."},
	"integrationToken": {Type: "http", Scheme: "bearer",
		Description: "A store's integration token (pst_…), made in the console or by pistil staff-token; it holds the integration role at its store."},
}

// permissionOf is what the contract says of an operation's permission:
// the permission, the roles that hold it and the schemes that may
// authenticate it (none for what anyone may call).
func permissionOf(p staff.Permission) (perm string, roles, security []string) {
	if p == "" {
		return "", nil, nil
	}
	for _, r := range staff.RolesWith(p) {
		roles = append(roles, string(r))
	}
	if p == staff.Anyone {
		return string(p), roles, nil
	}
	security = []string{"staffSession", "staffSessionPlain"}
	if staff.Holds(staff.Integration, p) {
		security = append(security, "integrationToken")
	}
	return string(p), roles, security
}

// staffNames are roles' or permissions' names, for the contract's enums.
func staffNames[T ~string](values []T) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = string(v)
	}
	return out
}

// queryOf is the contract's description of an operation's query string.
func queryOf(params []core.QueryParam) []contract.Param {
	var out []contract.Param
	for _, q := range params {
		out = append(out, contract.Param{Name: q.Name, Type: q.Kind, Required: q.Required, About: q.About, Header: q.Header})
	}
	return out
}

// webhookRequests are the webhooks the contract describes: each event's
// body and the headers every delivery carries.
func webhookRequests() []contract.Webhook {
	headers := []contract.Param{
		{Name: webhook.SignatureHeader, Type: "string", Required: true, About: "t=<Unix seconds>,v1=<hex HMAC-SHA256 of the seconds, a full stop and the exact body, keyed with the subscription's secret>"},
		{Name: webhook.EventHeader, Type: "string", Required: true, About: "The event, as the body's type."},
		{Name: webhook.DeliveryHeader, Type: "string", Required: true, About: "The delivery's id; a delivery sent again has its own, the body's id stays the event's."},
	}
	answer := "Taken. Answer 2xx within 10 seconds; anything else, a redirect or no answer is tried again, from 10 seconds to an hour apart, for 24 hours."
	reservation := payload.ReservationEvent{}
	out := []contract.Webhook{
		{Name: webhook.ReservationCreated, Summary: "A shopper checked out: the reservation, to ring up", Body: reservation},
		{Name: webhook.ReservationUpdated, Summary: "A reservation moved to another status (not cancelled), with the status before", Body: reservation},
		{Name: webhook.ReservationCancelled, Summary: "The shopper or the store cancelled a reservation; the store's reason as note", Body: reservation},
		{Name: webhook.CurbsideArrived, Summary: "A curbside shopper said they are here; where they parked as note", Body: reservation},
		{Name: webhook.InventoryLow, Summary: "A weight's stock fell to the subscription's threshold or under it", Body: payload.InventoryEvent{}},
		{Name: webhook.ReviewCreated, Summary: "A shopper reviewed a product at the store", Body: payload.ReviewEvent{}},
	}
	for i := range out {
		out[i].Tag, out[i].Headers, out[i].Answer = "webhooks", headers, answer
	}
	return out
}
