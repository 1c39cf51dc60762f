package contract

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/money"
)

type shape struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Detail  *int   `json:"detail,omitempty"`
}

var errs = Errors{Shape: shape{}, CodeField: "code", Statuses: map[string]int{"missing": 404, "bad": 400, "late": 400}}

func TestDocument(t *testing.T) {
	tags := []Tag{{Name: "shop"}}
	ops := []Operation{
		{Method: "GET", Path: "/api/v1/stores/{id}/items/{itemId}", ID: "getItem", Summary: "An item", Tag: "shop",
			Produces: []string{"application/json"}, Twins: []string{"/v1/stores/{id}/items/{itemId}"}},
		{Method: "GET", Path: "/report.csv", ID: "report", Summary: "A report", Tag: "shop", Produces: []string{"text/csv"}},
	}
	b, err := Document(Info{Title: "T", Version: "1"}, tags, ops, errs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]map[string]struct {
			Description string
			Parameters  []struct{ Name, In string }
			Responses   map[string]struct {
				Ref     string `json:"$ref"`
				Content map[string]struct{ Schema map[string]any }
			}
			Twins []string `json:"x-pistil-twins"`
		}
		Components struct {
			Schemas   map[string]map[string]any
			Responses map[string]struct{ Description string }
		}
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	item := doc.Paths["/api/v1/stores/{id}/items/{itemId}"]["get"]
	if len(item.Parameters) != 2 || item.Parameters[0].Name != "id" || item.Parameters[1].Name != "itemId" || item.Parameters[1].In != "path" {
		t.Errorf("path parameters = %+v", item.Parameters)
	}
	if len(item.Twins) != 1 || item.Description != "Also answered at /v1/stores/{id}/items/{itemId}." {
		t.Errorf("twins = %v, %q", item.Twins, item.Description)
	}
	if item.Responses["4XX"].Ref != "#/components/responses/Problem" || item.Responses["5XX"].Ref != "#/components/responses/Problem" {
		t.Errorf("errors = %+v", item.Responses)
	}
	if s := doc.Paths["/report.csv"]["get"].Responses["2XX"].Content["text/csv"].Schema; s["type"] != "string" {
		t.Errorf("a CSV answer's schema = %v", s)
	}
	problem := doc.Components.Schemas["Problem"]
	code := problem["properties"].(map[string]any)["code"].(map[string]any)
	// By status, then by name.
	if enum, _ := json.Marshal(code["enum"]); string(enum) != `["bad","late","missing"]` {
		t.Errorf("code enum = %s", enum)
	}
	if req, _ := json.Marshal(problem["required"]); string(req) != `["code","message"]` || problem["additionalProperties"] != false {
		t.Errorf("Problem = %v", problem)
	}
	if d := doc.Components.Responses["Problem"].Description; !strings.HasSuffix(d, "\n- `bad`: 400\n- `late`: 400\n- `missing`: 404") {
		t.Errorf("Problem response says %q", d)
	}
}

func TestDocumentRefuses(t *testing.T) {
	a := Operation{Method: "GET", Path: "/a", ID: "a", Tag: "shop", Produces: []string{"application/json"}}
	for _, tt := range []struct {
		name string
		ops  []Operation
		want string
	}{
		{"an id twice", []Operation{a, {Method: "POST", Path: "/a", ID: "a", Tag: "shop"}}, `operation id "a" is used twice`},
		{"a route twice", []Operation{a, {Method: "GET", Path: "/a", ID: "b", Tag: "shop"}}, "GET /a is described twice"},
		{"an unknown tag", []Operation{{Method: "GET", Path: "/a", ID: "a", Tag: "other"}}, `tag "other" is not one of the document's`},
	} {
		if _, err := Document(Info{}, []Tag{{Name: "shop"}}, tt.ops, errs, Options{}); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

type weight string

type line struct {
	Price  money.Cents `json:"price"`
	Weight weight      `json:"weight"`
	Note   string      `json:"note,omitempty"`
}

type order struct {
	ID    int64  `json:"id" jsonschema:"required"`
	Lines []line `json:"lines"`
}

// TestDocumentTypes: an answer is described as written (its fields not
// omitempty required, no other allowed, money a number, a weight one of
// its values), a request as taken (optional unless tagged required, null
// as left out, other fields allowed, money a number or a numeric string),
// its named types with Input after their names.
func TestDocumentTypes(t *testing.T) {
	ops := []Operation{{Method: "POST", Path: "/orders", ID: "order", Tag: "shop", Produces: []string{"application/json"},
		Body: order{}, Answer: order{}}}
	b, err := Document(Info{}, []Tag{{Name: "shop"}}, ops, errs, Options{
		Enums: map[reflect.Type][]string{reflect.TypeFor[weight](): {"gram", "each"}}})
	if err != nil {
		t.Fatal(err)
	}
	doc := readDocument(t, b)
	op := doc.Paths["/orders"]["post"]
	for _, tt := range []struct{ name, got, want string }{
		{"answer", string(op.Responses["2XX"].Content["application/json"].Schema),
			`{"additionalProperties":false,"properties":{"id":{"type":"integer"},"lines":{"items":{"$ref":"#/components/schemas/line"},"type":"array"}},"required":["id","lines"],"type":"object"}`},
		{"answer's line", string(doc.Components.Schemas["line"]),
			`{"additionalProperties":false,"properties":{"note":{"type":"string"},"price":{"type":"number"},"weight":{"enum":["gram","each"],"type":"string"}},"required":["price","weight"],"type":"object"}`},
		{"request", string(op.RequestBody.Content["application/json"].Schema),
			`{"properties":{"id":{"type":["integer","null"]},"lines":{"items":{"$ref":"#/components/schemas/lineInput"},"type":["array","null"]}},"required":["id"],"type":"object"}`},
		{"request's line", string(doc.Components.Schemas["lineInput"]),
			`{"properties":{"note":{"type":["string","null"]},"price":{"oneOf":[{"type":"number"},{"pattern":"^-?[0-9]+(\\.[0-9]+)?$","type":"string"},{"type":"null"}]},"weight":{"type":["string","null"]}},"type":"object"}`},
	} {
		if got := compact(t, tt.got); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

// compact is JSON without its white space, its keys sorted.
func compact(t *testing.T, s string) string {
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatalf("%v: %s", err, s)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

type named struct {
	A string `json:"a"`
}

// Two Go types of one name that reflect differently are refused: the
// second would overwrite the first's component.
func TestDocumentRefusesTwoTypesOfOneName(t *testing.T) {
	type line struct {
		Other int `json:"other"`
	}
	ops := []Operation{
		{Method: "GET", Path: "/a", ID: "a", Tag: "shop", Produces: []string{"application/json"}, Answer: struct{ L []named }{}},
		{Method: "GET", Path: "/b", ID: "b", Tag: "shop", Produces: []string{"application/json"}, Answer: order{}},
		{Method: "GET", Path: "/c", ID: "c", Tag: "shop", Produces: []string{"application/json"}, Answer: struct{ L []line }{}},
	}
	if _, err := Document(Info{}, []Tag{{Name: "shop"}}, ops, errs, Options{}); err == nil || !strings.Contains(err.Error(), "two types are named line") {
		t.Errorf("Document = %v, want two types named line refused", err)
	}
}

// priced has keys named for a weight besides its field.
type priced struct {
	ID int64 `json:"id"`
}

func (priced) OpenKeys() map[string]any {
	return map[string]any{"price_gram": map[string]any{"type": "number"}, "price_each": map[string]any{"type": "number"}}
}

type shelf struct {
	Top   priced   `json:"top"`
	Items []priced `json:"items"`
}

// TestDocumentOpenKeys: a type with OpenKeys gets them as optional
// properties, as the root of an answer and as a component; a request's
// schema of it does not.
func TestDocumentOpenKeys(t *testing.T) {
	ops := []Operation{
		{Method: "GET", Path: "/priced", ID: "priced", Tag: "shop", Produces: []string{"application/json"}, Answer: priced{}},
		{Method: "POST", Path: "/shelf", ID: "shelf", Tag: "shop", Produces: []string{"application/json"}, Body: shelf{}, Answer: shelf{}},
	}
	b, err := Document(Info{}, []Tag{{Name: "shop"}}, ops, errs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	doc := readDocument(t, b)
	const want = `{"additionalProperties":false,"properties":{"id":{"type":"integer"},"price_each":{"type":"number"},"price_gram":{"type":"number"}},"required":["id"],"type":"object"}`
	for _, tt := range []struct{ name, got, want string }{
		{"root", string(doc.Paths["/priced"]["get"].Responses["2XX"].Content["application/json"].Schema), want},
		{"component", string(doc.Components.Schemas["priced"]), want},
		{"request", string(doc.Components.Schemas["pricedInput"]), `{"properties":{"id":{"type":["integer","null"]}},"type":"object"}`},
	} {
		if got := compact(t, tt.got); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

type special struct {
	ID int64 `json:"id"`
}

// maybeSpecial is a special, or {} when there is none.
type maybeSpecial struct{}

func (maybeSpecial) ContractAlternatives() []any { return []any{special{}, struct{}{}} }

// offered has keys whose schemas are reflected from Go values.
type offered struct {
	ID int64 `json:"id"`
}

func (offered) OpenKeys() map[string]any {
	return map[string]any{"stock_gram": 0, "price_gram": money.Cents(0), "special_gram": maybeSpecial{}}
}

// TestDocumentAlternativesAndGoOpenKeys: an open key's value may be a Go
// value, reflected as a field's type is, and a type with Alternatives is
// anyOf its shapes, a named one by reference to its component.
func TestDocumentAlternativesAndGoOpenKeys(t *testing.T) {
	ops := []Operation{{Method: "GET", Path: "/offered", ID: "offered", Tag: "shop", Produces: []string{"application/json"}, Answer: offered{}}}
	b, err := Document(Info{}, []Tag{{Name: "shop"}}, ops, errs, Options{Comments: map[string]string{
		"github.com/pistil/pistil/internal/api/contract.maybeSpecial": "A special, or {}."}})
	if err != nil {
		t.Fatal(err)
	}
	doc := readDocument(t, b)
	for _, tt := range []struct{ name, got, want string }{
		{"answer", string(doc.Paths["/offered"]["get"].Responses["2XX"].Content["application/json"].Schema),
			`{"additionalProperties":false,"properties":{"id":{"type":"integer"},"price_gram":{"type":"number"},` +
				`"special_gram":{"$ref":"#/components/schemas/maybeSpecial"},"stock_gram":{"type":"integer"}},"required":["id"],"type":"object"}`},
		{"the shapes", string(doc.Components.Schemas["maybeSpecial"]),
			`{"anyOf":[{"$ref":"#/components/schemas/special"},{"additionalProperties":false,"properties":{},"type":"object"}],"description":"A special, or {}."}`},
		{"a shape", string(doc.Components.Schemas["special"]),
			`{"additionalProperties":false,"properties":{"id":{"type":"integer"}},"required":["id"],"type":"object"}`},
	} {
		if got := compact(t, tt.got); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

// testDocument is what the tests read of a written document: its schemas, and
// each operation's request body and answers.
type testDocument struct {
	Components struct{ Schemas map[string]json.RawMessage }
	Paths      map[string]map[string]struct {
		RequestBody struct {
			Content map[string]struct{ Schema json.RawMessage }
		}
		Responses map[string]struct {
			Content map[string]struct{ Schema json.RawMessage }
		}
	}
}

func readDocument(t *testing.T, b []byte) testDocument {
	t.Helper()
	var doc testDocument
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// A permission is written with the roles holding it, and the schemes an
// operation names must be the document's.
func TestDocumentPermissions(t *testing.T) {
	tags := []Tag{{Name: "business"}}
	schemes := map[string]SecurityScheme{"cookie": {Type: "apiKey", In: "cookie", Name: "s"}}
	ops := []Operation{{Method: "GET", Path: "/b/stores/{storeId}/menu", ID: "menu", Summary: "Menu", Tag: "business",
		Produces: []string{"application/json"}, Permission: "menu.read", Roles: []string{"budtender", "owner"}, Security: []string{"cookie"}}}
	b, err := Document(Info{Title: "T", Version: "1"}, tags, ops, errs, Options{Security: schemes})
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]map[string]struct {
			Security   []map[string][]string
			Permission string   `json:"x-pistil-permission"`
			Roles      []string `json:"x-pistil-roles"`
		}
		Components struct{ SecuritySchemes map[string]SecurityScheme }
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	op := doc.Paths["/b/stores/{storeId}/menu"]["get"]
	if op.Permission != "menu.read" || !reflect.DeepEqual(op.Roles, []string{"budtender", "owner"}) ||
		len(op.Security) != 1 || op.Security[0]["cookie"] == nil {
		t.Errorf("operation = %+v; want its permission, roles and the cookie scheme", op)
	}
	if doc.Components.SecuritySchemes["cookie"].In != "cookie" {
		t.Errorf("securitySchemes = %+v", doc.Components.SecuritySchemes)
	}
	ops[0].Security = []string{"bearer"}
	if _, err := Document(Info{Title: "T", Version: "1"}, tags, ops, errs, Options{Security: schemes}); err == nil || !strings.Contains(err.Error(), `"bearer"`) {
		t.Errorf("an unknown scheme: err = %v", err)
	}
}

// A map of any values is an object whose keys hold any JSON, said outright.
func TestDocumentAnyMap(t *testing.T) {
	type answer struct {
		Before map[string]any `json:"before"`
	}
	ops := []Operation{{Method: "GET", Path: "/a", ID: "a", Summary: "A", Tag: "t", Produces: []string{"application/json"}, Answer: answer{}}}
	b, err := Document(Info{Title: "T", Version: "1"}, []Tag{{Name: "t"}}, ops, errs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(strings.Fields(string(b)), " "), `"before": { "additionalProperties": true, "type": "object" }`) {
		t.Errorf("the map's schema is not an open object:\n%s", b)
	}
}
