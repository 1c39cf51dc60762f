package contract

import (
	"encoding/json"
	"strings"
	"testing"
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
