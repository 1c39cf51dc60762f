// Package contract writes Pistil's API contract: an OpenAPI 3.1 document
// built from the server's route tables and its Go types (ADR 0020). The
// api package describes each route as an Operation; schemas are reflected
// from Go values with github.com/invopop/jsonschema, which writes JSON
// Schema 2020-12, the dialect of OpenAPI 3.1. The document is written once
// by a test and committed; the server serves the committed file.
package contract

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/invopop/jsonschema"

	"github.com/pistil/pistil/internal/money"
)

// Operation is one route in the document.
type Operation struct {
	// Method and Path as served: Path in ServeMux's pattern syntax, whose
	// {name} wildcards are OpenAPI's path parameters too.
	Method, Path string
	// ID is the operationId, unique in the document.
	ID, Summary string
	// Tag names the surface the route belongs to (Document's tags).
	Tag string
	// Produces are the media types of its answers; none when it answers
	// 204 No Content.
	Produces []string
	// Refusals is the media type of its 4xx and 5xx answers: "" for the
	// error shape (JSON), or another, such as a script a page runs.
	Refusals string
	// Twins are the other paths the operation answers at, the same in all
	// but their prefix (/v1 for /api/v1).
	Twins []string
}

// Tag is a surface of the API, with what it is for.
type Tag struct {
	Name, Description string
}

// Info is the document's title, version and description.
type Info struct {
	Title, Version, Description string
}

// Errors describes the one error shape: its Go type (reflected), the
// field holding the kind of error, and the status each kind answers with.
type Errors struct {
	Shape any
	// CodeField is the JSON name of the shape's field holding the kind.
	CodeField string
	Statuses  map[string]int
}

// Document writes the OpenAPI 3.1 document of ops, indented, its keys in a
// stable order, so that it can be committed and compared. It refuses ops
// whose ids repeat, whose path and method repeat, or whose tag is not in
// tags.
func Document(info Info, tags []Tag, ops []Operation, errs Errors) ([]byte, error) {
	problem, defs, err := reflectSchema(errs.Shape)
	if err != nil {
		return nil, err
	}
	kinds := make([]string, 0, len(errs.Statuses))
	for kind := range errs.Statuses {
		kinds = append(kinds, kind)
	}
	slices.Sort(kinds)
	slices.SortStableFunc(kinds, func(a, b string) int { return errs.Statuses[a] - errs.Statuses[b] })
	// The code is one of the kinds.
	if props, ok := problem.(map[string]any)["properties"].(map[string]any); ok {
		if code, ok := props[errs.CodeField].(map[string]any); ok {
			code["enum"] = kinds
		}
	}
	var statuses strings.Builder
	for _, kind := range kinds {
		fmt.Fprintf(&statuses, "\n- `%s`: %d", kind, errs.Statuses[kind])
	}
	schemas := map[string]any{"Problem": problem}
	for name, def := range defs {
		schemas[name] = def
	}
	doc := document{
		OpenAPI: "3.1.0",
		Info:    infoObject{Title: info.Title, Version: info.Version, Description: info.Description},
		Servers: []server{{URL: "/"}},
		Paths:   map[string]map[string]*operationObject{},
		Components: components{
			Schemas: schemas,
			Responses: map[string]response{"Problem": {
				Description: "The one error shape. Its code is the kind of error, and gives the status:" + statuses.String(),
				Content:     map[string]media{"application/json": {Schema: ref("Problem")}},
			}},
		},
	}
	known := map[string]bool{}
	for _, t := range tags {
		doc.Tags = append(doc.Tags, tagObject(t))
		known[t.Name] = true
	}
	ids := map[string]bool{}
	for _, o := range ops {
		switch {
		case ids[o.ID]:
			return nil, fmt.Errorf("contract: operation id %q is used twice", o.ID)
		case !known[o.Tag]:
			return nil, fmt.Errorf("contract: %s %s: tag %q is not one of the document's", o.Method, o.Path, o.Tag)
		}
		ids[o.ID] = true
		methods := doc.Paths[o.Path]
		if methods == nil {
			methods = map[string]*operationObject{}
			doc.Paths[o.Path] = methods
		}
		method := strings.ToLower(o.Method)
		if methods[method] != nil {
			return nil, fmt.Errorf("contract: %s %s is described twice", o.Method, o.Path)
		}
		methods[method] = describe(o)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

var wildcard = regexp.MustCompile(`\{([A-Za-z]+)\}`)

// describe is the operation object of o: its path parameters, its answer
// (typed as any JSON for now: ADR 0020, step 4 types each surface's), and
// the error shape for every 4xx and 5xx.
func describe(o Operation) *operationObject {
	obj := &operationObject{
		OperationID: o.ID,
		Summary:     o.Summary,
		Tags:        []string{o.Tag},
		Responses: map[string]any{
			"4XX": ref("Problem", "responses"),
			"5XX": ref("Problem", "responses"),
		},
		Twins: o.Twins,
	}
	if len(o.Produces) == 0 {
		obj.Responses["204"] = response{Description: "Done; nothing to answer."}
	} else {
		done := response{Description: "Done.", Content: map[string]media{}}
		for _, mediaType := range o.Produces {
			done.Content[mediaType] = media{Schema: answerSchema(mediaType)}
		}
		obj.Responses["2XX"] = done
	}
	if o.Refusals != "" && o.Refusals != "application/json" {
		refused := response{Description: "Refused, as a script that says why.", Content: map[string]media{o.Refusals: {Schema: answerSchema(o.Refusals)}}}
		obj.Responses["4XX"], obj.Responses["5XX"] = refused, refused
	}
	if len(o.Twins) > 0 {
		obj.Description = "Also answered at " + strings.Join(o.Twins, ", ") + "."
	}
	for _, m := range wildcard.FindAllStringSubmatch(o.Path, -1) {
		obj.Parameters = append(obj.Parameters, parameter{Name: m[1], In: "path", Required: true, Schema: map[string]any{"type": "string"}})
	}
	return obj
}

// answerSchema is the schema of an answer of the media type: any JSON for
// JSON answers until they are typed, text otherwise.
func answerSchema(mediaType string) map[string]any {
	switch {
	case mediaType == "application/json":
		return map[string]any{}
	case strings.HasPrefix(mediaType, "image/") && mediaType != "image/svg+xml":
		return map[string]any{"type": "string", "contentMediaType": mediaType}
	}
	return map[string]any{"type": "string"}
}

// reflectSchema reflects v's type into a schema, and the schemas of the
// named types it refers to, their references pointing into the document's
// components.
func reflectSchema(v any) (any, map[string]any, error) {
	r := jsonschema.Reflector{Anonymous: true, ExpandedStruct: true, Mapper: wireTypes}
	s := r.ReflectFromType(reflect.TypeOf(v))
	s.Version = ""
	defs := s.Definitions
	s.Definitions = nil
	var root any
	if err := remarshal(s, &root); err != nil {
		return nil, nil, err
	}
	out := map[string]any{}
	for name, d := range defs {
		var def any
		if err := remarshal(d, &def); err != nil {
			return nil, nil, err
		}
		out[name] = def
	}
	return root, out, nil
}

// decimal is a numeric string: what the API takes in place of a number
// for money, rates and ids.
const decimal = `^-?[0-9]+(\.[0-9]+)?$`

// wireTypes maps the Go types whose JSON is ours to decide: money in
// dollars and rates in percent are numbers, taken as numeric strings too.
func wireTypes(t reflect.Type) *jsonschema.Schema {
	switch t {
	case reflect.TypeFor[money.Cents]():
		return numberOrDecimal("An amount of money in dollars, such as 45.5; taken as a numeric string too (\"45.50\").")
	case reflect.TypeFor[money.Rate]():
		return numberOrDecimal("A percentage, such as 8.625; taken as a numeric string too.")
	}
	return nil
}

func numberOrDecimal(description string) *jsonschema.Schema {
	return &jsonschema.Schema{Description: description, OneOf: []*jsonschema.Schema{
		{Type: "number"}, {Type: "string", Pattern: decimal},
	}}
}

// remarshal turns a reflected schema into plain JSON values, its $defs
// references pointed at components/schemas.
func remarshal(s *jsonschema.Schema, into *any) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	b = bytes.ReplaceAll(b, []byte(`"#/$defs/`), []byte(`"#/components/schemas/`))
	return json.Unmarshal(b, into)
}

func ref(name string, section ...string) map[string]string {
	in := "schemas"
	if len(section) > 0 {
		in = section[0]
	}
	return map[string]string{"$ref": "#/components/" + in + "/" + name}
}

// The document's objects, in the order OpenAPI lists their fields.
type document struct {
	OpenAPI    string                                 `json:"openapi"`
	Info       infoObject                             `json:"info"`
	Servers    []server                               `json:"servers"`
	Tags       []tagObject                            `json:"tags"`
	Paths      map[string]map[string]*operationObject `json:"paths"`
	Components components                             `json:"components"`
}

type infoObject struct {
	Title       string `json:"title"`
	Version     string `json:"version"`
	Description string `json:"description,omitempty"`
}

type server struct {
	URL string `json:"url"`
}

type tagObject struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
}

type operationObject struct {
	OperationID string         `json:"operationId"`
	Summary     string         `json:"summary"`
	Description string         `json:"description,omitempty"`
	Tags        []string       `json:"tags"`
	Parameters  []parameter    `json:"parameters,omitempty"`
	Responses   map[string]any `json:"responses"`
	Twins       []string       `json:"x-pistil-twins,omitempty"`
}

type parameter struct {
	Name     string         `json:"name"`
	In       string         `json:"in"`
	Required bool           `json:"required"`
	Schema   map[string]any `json:"schema"`
}

type response struct {
	Description string           `json:"description"`
	Content     map[string]media `json:"content,omitempty"`
}

type media struct {
	Schema any `json:"schema"`
}

type components struct {
	Schemas   map[string]any      `json:"schemas"`
	Responses map[string]response `json:"responses"`
}
