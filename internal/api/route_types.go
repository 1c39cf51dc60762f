package api

import (
	"net/http"
	"slices"
)

// routes.go is the whole HTTP surface: one table per surface, and one
// helper that registers a table. No other file registers a route
// (TestRoutesServed holds the list and fails on a registration made
// elsewhere). The middleware every request passes through is NewServer's;
// a route's own (throttles) wraps its handler here.

// route is one registration on a ServeMux: method ("" for every method),
// path pattern and handler, and the operation it is in the API contract
// (contract.go); nil for what is not an operation: the fallbacks that
// answer unknown paths, the app, the mount of the merchandising mux and
// the admin listener's routes. A twinned surface's paths are relative to
// its prefixes.
type route struct {
	method  string
	path    string
	handler http.Handler
	op      *operation
}

// operation describes a route in the API contract (openapi.json): its
// operationId, unique in the document, a one-line summary, and how it
// answers.
type operation struct {
	id, summary string
	// produces are the media types of its answers, none when it answers
	// 204 with nothing; refusals is that of its refusals (the error
	// shape's JSON unless the route answers them otherwise).
	produces []string
	refusals string
	// tag is the surface (routes): the document's tag of the operation.
	tag string
	// body and answer are values of the Go types of its JSON request body
	// and answer, nil while not described; bodyTypes the media types the
	// body is described under (decode reads JSON whatever the type).
	body, answer any
	bodyTypes    []string
	bodyOptional bool
	query        []queryParam
}

// The query parameters the bag's calls read: the cart's uuid, under one
// name or the other, and a delivery address.
var (
	cartUUID      = inQuery("uuid", "The cart's uuid.")
	cartUUIDAlias = inQuery("cart_uuid", "The cart's uuid, as the bag's bodies name it.")
	addressQuery  = []queryParam{inQuery("street", "The delivery address, not saved."), inQuery("city", ""),
		inQuery("state_code", ""), inQuery("zipcode", ""), inQuery("lat", "").asNumber(), inQuery("lng", "").asNumber()}
)

// The query parameters of the catalogue's and the lists' calls: where the
// shopper is, the discovery filters (spec section 2's initial parameters
// among them; lists are comma-separated), pages, and a report's days.
var (
	pageQuery    = inQuery("page", "The page, counted from 1.").asInt()
	storeQuery   = inQuery("store_id", "The store whose menu it is.").asInt().needed()
	locatedQuery = []queryParam{inQuery("lat", "Where the shopper is: with long, or neither.").asNumber(),
		inQuery("long", "").asNumber()}
	discoverParams = append(slices.Clone(locatedQuery),
		inQuery("kind", "Only this kind of product."), inQuery("lineage", "Only this lineage: indica, sativa, hybrid or cbd."),
		inQuery("effect", "Only products with these effects."), inQuery("max_price", "Only products at most this many dollars.").asNumber(),
		inQuery("min_thc", "Only products with at least this percent of THC.").asNumber(),
		inQuery("brand", "Only these brands."), inQuery("brand_subtype", "Only these brand subtypes."),
		inQuery("root_types", "Only these kinds of product."), inQuery("category", "Only these lineages."),
		inQuery("store_id", "Only these stores."), inQuery("store_type", "Only recreational or only medical stores."),
		inQuery("query", "Words the products' names, brands or descriptions hold."),
		inQuery("page", "The page, counted from 0.").asInt())
	reportQuery = []queryParam{inQuery("from", "The first day, YYYY-MM-DD in the store's time zone; 30 days before to by default."),
		inQuery("to", "The last day, YYYY-MM-DD; today by default.")}
	reportFormatQuery = append([]queryParam{inQuery("format", "json (the default) or csv.")}, reportQuery...)
)

// queryParam is a parameter of an operation's query string: its name, the
// JSON Schema type its value is read as, and what it is for.
type queryParam struct {
	name, kind, about string
	required          bool
}

// inQuery is an optional text parameter; asInt, asNumber and required
// change it.
func inQuery(name, about string) queryParam {
	return queryParam{name: name, kind: "string", about: about}
}

func (q queryParam) asInt() queryParam    { q.kind = "integer"; return q }
func (q queryParam) asNumber() queryParam { q.kind = "number"; return q }
func (q queryParam) needed() queryParam   { q.required = true; return q }

// reads adds parameters of o's query string.
func (o *operation) reads(params ...queryParam) *operation {
	o.query = append(o.query, params...)
	return o
}

// op is an operation answering JSON, refusals in the error shape.
func op(id, summary string) *operation {
	return &operation{id: id, summary: summary, produces: []string{"application/json"}, refusals: "application/json"}
}

// answers sets the media types of o's answers.
func (o *operation) answers(mediaTypes ...string) *operation { o.produces = mediaTypes; return o }

// answersNothing makes o answer 204 No Content when it succeeds.
func (o *operation) answersNothing() *operation { o.produces = nil; return o }

// takes sets the Go type of o's JSON request body, by a value of it, sent
// as application/json or as the media types given: text/plain for the
// collectors, which browsers post that way to skip a CORS preflight.
func (o *operation) takes(body any, mediaTypes ...string) *operation {
	o.body, o.bodyTypes = body, append([]string{"application/json"}, mediaTypes...)
	return o
}

// mayTake is takes for a body that may be left out, its fields then
// read from the query string.
func (o *operation) mayTake(body any) *operation {
	o.bodyOptional = true
	return o.takes(body)
}

// returns sets the Go type of o's JSON answer, by a value of it.
func (o *operation) returns(answer any) *operation { o.answer = answer; return o }

// refusesAs sets the media type o answers its refusals in, for the
// loaders that answer them as a script the page runs.
func (o *operation) refusesAs(mediaType string) *operation { o.refusals = mediaType; return o }

// pattern is the ServeMux pattern of r.
func (r route) pattern() string {
	if r.method == "" {
		return r.path
	}
	return r.method + " " + r.path
}

// apiPrefixes are where the storefront API answers: /api/v1 for the app,
// and /v1 for the frameless embed's API host. Each route of a twinned
// surface is registered under both.
var apiPrefixes = []string{"/api/v1", "/v1"}

// routeTable registers routes on one mux and keeps them as registered, in
// order, for the route test.
type routeTable struct {
	name   string
	mux    *http.ServeMux
	served []route
}

func newRouteTable(name string) *routeTable {
	return &routeTable{name: name, mux: http.NewServeMux()}
}

// add registers routes as written.
func (t *routeTable) add(routes ...route) {
	for _, r := range routes {
		t.mux.Handle(r.pattern(), r.handler)
		t.served = append(t.served, r)
	}
}

// addTwins registers routes under /api/v1 and under /v1.
func (t *routeTable) addTwins(routes ...route) {
	for _, prefix := range apiPrefixes {
		for _, r := range routes {
			r.path = prefix + r.path
			t.add(r)
		}
	}
}
