package core

import (
	"net/http"
	"slices"

	"github.com/pistil/pistil/internal/staff"
)

// Each surface lists its routes in one table (its Routes, in
// <surface>_routes.go); package api registers them with RouteTable, and
// no other code registers a route (TestRoutesServed holds the list,
// TestNoRouteOutsideTheTables fails on a registration made elsewhere).
// The middleware every request passes through is NewServer's; a route's
// own (throttles) wraps its handler in its table.

// Route is one registration on a ServeMux: method ("" for every method),
// path pattern and handler, and the operation it is in the API contract
// (contract.go); nil for what is not an operation: the fallbacks that
// answer unknown paths, the app, the mount of the merchandising mux and
// the admin listener's routes. A twinned surface's paths are relative to
// its prefixes.
type Route struct {
	Method  string
	Path    string
	Handler http.Handler
	Op      *Operation
}

// Operation describes a route in the API contract (openapi.json): its
// operationId, unique in the document, a one-line summary, and how it
// answers.
type Operation struct {
	Id, Summary string
	// Produces are the media types of its answers, none when it answers
	// 204 with nothing; refusals is that of its refusals (the error
	// shape's JSON unless the route answers them otherwise).
	Produces []string
	Refusals string
	// Tag is the surface (routes): the document's tag of the operation.
	Tag string
	// Body and answer are values of the Go types of its JSON request body
	// and answer, nil while not described ("" for a body of text:
	// TakesText); BodyTypes the media types the Body is described under
	// (decode reads JSON whatever the type).
	Body, Answer any
	BodyTypes    []string
	BodyOptional bool
	Query        []QueryParam
	// Permission is what the store console's guard asks of the principal
	// before the handler runs (internal/api/business); "" on every other
	// surface. The contract writes it and the roles that hold it.
	Permission staff.Permission
}

// The query parameters the bag's calls read: the cart's uuid, under one
// name or the other, and a delivery address.
var (
	CartUUID      = InQuery("uuid", "The cart's uuid.")
	CartUUIDAlias = InQuery("cart_uuid", "The cart's uuid, as the bag's bodies name it.")
	AddressQuery  = []QueryParam{InQuery("street", "The delivery address, not saved."), InQuery("city", ""),
		InQuery("state_code", ""), InQuery("zipcode", ""), InQuery("lat", "").AsNumber(), InQuery("lng", "").AsNumber()}
)

// The query parameters of the catalogue's and the lists' calls: where the
// shopper is, the discovery filters (spec section 2's initial parameters
// among them; lists are comma-separated), pages, and a report's days.
var (
	PageQuery    = InQuery("page", "The page, counted from 1.").AsInt()
	StoreQuery   = InQuery("store_id", "The store whose menu it is.").AsInt().Needed()
	LocatedQuery = []QueryParam{InQuery("lat", "Where the shopper is: with long, or neither.").AsNumber(),
		InQuery("long", "").AsNumber()}
	DiscoverParams = append(slices.Clone(LocatedQuery),
		InQuery("kind", "Only this kind of product."), InQuery("lineage", "Only this lineage: indica, sativa, hybrid or cbd."),
		InQuery("effect", "Only products with these effects."), InQuery("max_price", "Only products at most this many dollars.").AsNumber(),
		InQuery("min_thc", "Only products with at least this percent of THC.").AsNumber(),
		InQuery("brand", "Only these brands."), InQuery("brand_subtype", "Only these brand subtypes."),
		InQuery("root_types", "Only these kinds of product."), InQuery("category", "Only these lineages."),
		InQuery("store_id", "Only these stores."), InQuery("store_type", "Only recreational or only medical stores."),
		InQuery("query", "Words the products' names, brands or descriptions hold."),
		InQuery("page", "The page, counted from 0.").AsInt())
	ReportQuery = []QueryParam{InQuery("from", "The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default."),
		InQuery("to", "The last day, YYYY-MM-DD; today by default.")}
	ReportFormatQuery = append([]QueryParam{InQuery("format", "json (the default) or csv.")}, ReportQuery...)
)

// QueryParam is a parameter of an operation's query string: its name, the
// JSON Schema type its value is read as, and what it is for.
type QueryParam struct {
	Name, Kind, About string
	Required          bool
	// Header is true for a request header rather than the query string.
	Header bool
}

// InQuery is an optional text parameter; AsInt, AsNumber and required
// change it.
func InQuery(name, about string) QueryParam {
	return QueryParam{Name: name, Kind: "string", About: about}
}

// InHeader is an optional request header, read as text.
func InHeader(name, about string) QueryParam {
	return QueryParam{Name: name, Kind: "string", About: about, Header: true}
}

func (q QueryParam) AsInt() QueryParam    { q.Kind = "integer"; return q }
func (q QueryParam) AsNumber() QueryParam { q.Kind = "number"; return q }
func (q QueryParam) Needed() QueryParam   { q.Required = true; return q }

// Reads adds parameters of o's query string or headers.
func (o *Operation) Reads(params ...QueryParam) *Operation {
	o.Query = append(o.Query, params...)
	return o
}

// Op is an operation answering JSON, refusals in the error shape.
func Op(id, summary string) *Operation {
	return &Operation{Id: id, Summary: summary, Produces: []string{"application/json"}, Refusals: "application/json"}
}

// Answers sets the media types of o's answers.
func (o *Operation) Answers(mediaTypes ...string) *Operation { o.Produces = mediaTypes; return o }

// AnswersNothing makes o answer 204 No Content when it succeeds.
func (o *Operation) AnswersNothing() *Operation { o.Produces = nil; return o }

// Takes sets the Go type of o's JSON request body, by a value of it, sent
// as application/json or as the media types given: text/plain for the
// collectors, which browsers post that way to skip a CORS preflight.
func (o *Operation) Takes(body any, mediaTypes ...string) *Operation {
	o.Body, o.BodyTypes = body, append([]string{"application/json"}, mediaTypes...)
	return o
}

// TakesText makes o take a body of text, not JSON, sent as one of the
// media types given: a CSV file.
func (o *Operation) TakesText(mediaTypes ...string) *Operation {
	o.Body, o.BodyTypes = "", mediaTypes
	return o
}

// TakesForm makes o take a multipart/form-data body whose fields are
// body's (a file field is a string of format binary).
func (o *Operation) TakesForm(body any) *Operation {
	o.Body, o.BodyTypes = body, []string{"multipart/form-data"}
	return o
}

// TakesURLForm makes o take an application/x-www-form-urlencoded body
// whose fields are body's: what a text message gateway posts.
func (o *Operation) TakesURLForm(body any) *Operation {
	o.Body, o.BodyTypes = body, []string{"application/x-www-form-urlencoded"}
	return o
}

// MayTake is takes for a body that may be left out, its fields then
// read from the query string.
func (o *Operation) MayTake(body any) *Operation {
	o.BodyOptional = true
	return o.Takes(body)
}

// Returns sets the Go type of o's JSON answer, by a value of it.
func (o *Operation) Returns(answer any) *Operation { o.Answer = answer; return o }

// RefusesAs sets the media type o answers its refusals in, for the
// loaders that answer them as a script the page runs.
func (o *Operation) RefusesAs(mediaType string) *Operation { o.Refusals = mediaType; return o }

// Pattern is the ServeMux pattern of r.
func (r Route) Pattern() string {
	if r.Method == "" {
		return r.Path
	}
	return r.Method + " " + r.Path
}

// apiPrefixes are where the storefront API answers: /api/v1 for the app,
// and /v1 for the frameless embed's API host. Each route of a twinned
// surface is registered under both.
var apiPrefixes = []string{"/api/v1", "/v1"}

// RouteTable registers routes on one mux and keeps them as registered, in
// order, for the route test.
type RouteTable struct {
	Name   string
	Mux    *http.ServeMux
	Served []Route
}

func NewRouteTable(name string) *RouteTable {
	return &RouteTable{Name: name, Mux: http.NewServeMux()}
}

// Add registers routes as written.
func (t *RouteTable) Add(routes ...Route) {
	for _, r := range routes {
		t.Mux.Handle(r.Pattern(), r.Handler)
		t.Served = append(t.Served, r)
	}
}

// AddTwins registers routes under /api/v1 and under /v1.
func (t *RouteTable) AddTwins(routes ...Route) {
	for _, prefix := range apiPrefixes {
		for _, r := range routes {
			r.Path = prefix + r.Path
			t.Add(r)
		}
	}
}

// At is the route of method and path to h, the operation op (nil for what
// is not one).
func At(method, path string, h http.Handler, op *Operation) Route {
	return Route{Method: method, Path: path, Handler: h, Op: op}
}
