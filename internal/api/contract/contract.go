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
	// Body is a value of the Go type of its JSON request body; nil when it
	// takes none or it is not described yet. BodyTypes are the media types
	// it is taken as (application/json when none are given).
	Body      any
	BodyTypes []string
	// BodyOptional says the body may be left out (its fields come in the
	// query string then).
	BodyOptional bool
	// Answer is a value of the Go type of its JSON answer; nil while it is
	// not described (any JSON).
	Answer any
	// Query are the parameters of its query string.
	Query []Param
	// Permission is what a principal must hold to be answered (the store
	// console's routes: docs/adr/0022-store-console.md, section 2), and
	// Roles the roles that hold it; written as x-pistil-permission and
	// x-pistil-roles. Security names the schemes of Options.Security that
	// authenticate it, any one of them.
	Permission string
	Roles      []string
	Security   []string
}

// Param is a parameter of a query string, or a request header.
type Param struct {
	Name string
	// Type is the JSON Schema type its value is read as: string, integer,
	// number or boolean.
	Type     string
	Required bool
	About    string
	Header   bool
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
// tags, and two Go types of one name whose schemas differ.
func Document(info Info, tags []Tag, ops []Operation, errs Errors, opts Options) ([]byte, error) {
	b := &builder{schemas: map[string]any{}, Options: opts}
	problem, err := b.schema(errs.Shape, answer)
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
	b.schemas["Problem"] = problem
	doc := document{
		OpenAPI: "3.1.0",
		Info:    infoObject{Title: info.Title, Version: info.Version, Description: info.Description},
		Servers: []server{{URL: "/"}},
		Paths:   map[string]map[string]*operationObject{},
		Components: components{
			Schemas:         b.schemas,
			SecuritySchemes: opts.Security,
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
		obj, err := b.describe(o)
		if err != nil {
			return nil, fmt.Errorf("contract: %s %s: %w", o.Method, o.Path, err)
		}
		methods[method] = obj
	}
	for _, hook := range opts.Webhooks {
		if !known[hook.Tag] {
			return nil, fmt.Errorf("contract: webhook %s: tag %q is not one of the document's", hook.Name, hook.Tag)
		}
		body, err := b.schema(hook.Body, answer)
		if err != nil {
			return nil, fmt.Errorf("contract: webhook %s: %w", hook.Name, err)
		}
		obj := &operationObject{OperationID: "webhook:" + hook.Name, Summary: hook.Summary, Tags: []string{hook.Tag},
			RequestBody: &requestBody{Required: true, Content: map[string]media{"application/json": {Schema: body}}},
			Responses:   map[string]any{"2XX": response{Description: hook.Answer}}}
		for _, h := range hook.Headers {
			obj.Parameters = append(obj.Parameters, parameter{Name: h.Name, In: "header", Required: h.Required, Description: h.About,
				Schema: map[string]any{"type": h.Type}})
		}
		if doc.Webhooks == nil {
			doc.Webhooks = map[string]map[string]*operationObject{}
		}
		if doc.Webhooks[hook.Name] != nil {
			return nil, fmt.Errorf("contract: webhook %s is described twice", hook.Name)
		}
		doc.Webhooks[hook.Name] = map[string]*operationObject{"post": obj}
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

var wildcard = regexp.MustCompile(`\{([A-Za-z]+)\}`)

// describe is the operation object of o: its path parameters, its request
// body, its answer (any JSON until its type is given) and the error shape
// for every 4xx and 5xx.
func (b *builder) describe(o Operation) (*operationObject, error) {
	obj := &operationObject{
		OperationID: o.ID,
		Summary:     o.Summary,
		Tags:        []string{o.Tag},
		Responses: map[string]any{
			"4XX": ref("Problem", "responses"),
			"5XX": ref("Problem", "responses"),
		},
		Twins:      o.Twins,
		Permission: o.Permission,
		Roles:      o.Roles,
	}
	for _, name := range o.Security {
		if _, ok := b.Security[name]; !ok {
			return nil, fmt.Errorf("security scheme %q is not one of the document's", name)
		}
		obj.Security = append(obj.Security, map[string][]string{name: {}})
	}
	if len(o.Twins) > 0 {
		obj.Description = "Also answered at " + strings.Join(o.Twins, ", ") + "."
	}
	for _, m := range wildcard.FindAllStringSubmatch(o.Path, -1) {
		obj.Parameters = append(obj.Parameters, parameter{Name: m[1], In: "path", Required: true, Schema: map[string]any{"type": "string"}})
	}
	for _, q := range o.Query {
		in := "query"
		if q.Header {
			in = "header"
		}
		obj.Parameters = append(obj.Parameters, parameter{Name: q.Name, In: in, Required: q.Required,
			Description: q.About, Schema: map[string]any{"type": q.Type}})
	}
	if o.Body != nil {
		s, err := b.schema(o.Body, request)
		if err != nil {
			return nil, err
		}
		obj.RequestBody = &requestBody{Required: !o.BodyOptional, Content: map[string]media{}}
		types := o.BodyTypes
		if len(types) == 0 {
			types = []string{"application/json"}
		}
		for _, mediaType := range types {
			obj.RequestBody.Content[mediaType] = media{Schema: s}
		}
	}
	if len(o.Produces) == 0 {
		obj.Responses["204"] = response{Description: "Done; nothing to answer."}
	} else {
		done := response{Description: "Done.", Content: map[string]media{}}
		for _, mediaType := range o.Produces {
			var s any = answerSchema(mediaType)
			if mediaType == "application/json" && o.Answer != nil {
				var err error
				if s, err = b.schema(o.Answer, answer); err != nil {
					return nil, err
				}
			}
			done.Content[mediaType] = media{Schema: s}
		}
		obj.Responses["2XX"] = done
	}
	if o.Refusals != "" && o.Refusals != "application/json" {
		refused := response{Description: "Refused, as a script that says why.", Content: map[string]media{o.Refusals: {Schema: answerSchema(o.Refusals)}}}
		obj.Responses["4XX"], obj.Responses["5XX"] = refused, refused
	}
	return obj, nil
}

// answerSchema is the schema of an answer of the media type whose Go type
// is not given: any JSON for JSON answers, text otherwise.
func answerSchema(mediaType string) map[string]any {
	switch {
	case mediaType == "application/json":
		return map[string]any{}
	case strings.HasPrefix(mediaType, "image/") && mediaType != "image/svg+xml":
		return map[string]any{"type": "string", "contentMediaType": mediaType}
	}
	return map[string]any{"type": "string"}
}

// Options are what the reflection of Go types needs besides the types.
type Options struct {
	// Integers are the Go integer types the API also takes as strings of
	// digits.
	Integers []reflect.Type
	// Comments are the Go doc comments of types and fields, which become
	// the schemas' descriptions (Comments).
	Comments map[string]string
	// Enums are the Go string types whose answers are one of a few values
	// (a weight's price id); requests take them as any string, the
	// handlers saying what is wrong.
	Enums map[reflect.Type][]string
	// Security are the document's security schemes by name (OpenAPI's
	// securitySchemes), which operations name in Operation.Security.
	Security map[string]SecurityScheme
	// Webhooks are the requests the server sends to other systems
	// (OpenAPI's webhooks).
	Webhooks []Webhook
}

// Webhook is a request the server sends: its name (the event), what it
// tells, the Go type of its JSON body and its headers.
type Webhook struct {
	Name, Summary, Tag string
	Body               any
	Headers            []Param
	// Answer says what the receiver answers and what comes of it.
	Answer string
}

// SecurityScheme is how a request proves who sends it: an API key in a
// cookie, or a bearer token in the Authorization header.
type SecurityScheme struct {
	Type        string `json:"type"` // apiKey or http
	In          string `json:"in,omitempty"`
	Name        string `json:"name,omitempty"`
	Scheme      string `json:"scheme,omitempty"`
	Description string `json:"description,omitempty"`
}

// Comments reads the Go doc comments of the types and fields of the
// packages in dir and below, whose import path is base (dir's own
// package's, when dir is a relative path such as ".." from a package
// directory, base is that package's path). It parses source files, so it
// is for the tests that write the document, not for a server.
func Comments(base, dir string) (map[string]string, error) {
	var r jsonschema.Reflector
	if err := r.AddGoComments(base, dir); err != nil {
		return nil, err
	}
	return r.CommentMap, nil
}

// builder reflects Go types into the document's schemas.
type builder struct {
	// schemas are the document's components, by type name.
	schemas map[string]any
	// err is the first error met in the reflector's hooks, which cannot
	// return one.
	err error
	Options
}

// direction says which way a type travels: answers are described as they
// are written (every field not omitempty is there, and no other), requests
// as the server takes them (fields are optional unless tagged
// jsonschema:"required", null is a field left out, and fields it does
// not know are ignored).
type direction bool

const (
	answer  direction = false
	request direction = true
)

// schema reflects v's type into a schema, adding the named types it refers
// to to the components; a request's are named with "Input" after them, so
// that a type used both ways is described both ways.
func (b *builder) schema(v any, dir direction) (any, error) {
	r := jsonschema.Reflector{Anonymous: true, ExpandedStruct: true, Mapper: b.wireTypes(dir), CommentMap: b.Comments}
	if dir == request {
		r.AllowAdditionalProperties = true
		r.RequiredFromJSONSchemaTags = true
		r.Namer = func(t reflect.Type) string {
			if t.Name() == "" {
				return ""
			}
			return t.Name() + "Input"
		}
	}
	s := r.ReflectFromType(reflect.TypeOf(v))
	if b.err != nil {
		return nil, b.err
	}
	s.Version = ""
	defs := s.Definitions
	s.Definitions = nil
	var root any
	if err := remarshal(s, &root); err != nil {
		return nil, err
	}
	plain := map[string]any{}
	for name, d := range defs {
		var def any
		if err := remarshal(d, &def); err != nil {
			return nil, err
		}
		plain[name] = def
	}
	if dir == answer {
		if err := b.openKeys(reflect.TypeOf(v), root, plain, map[reflect.Type]bool{}); err != nil {
			return nil, err
		}
	} else {
		nullableFields(root)
		for _, def := range plain {
			nullableFields(def)
		}
	}
	for name, def := range plain {
		if err := b.add(name, def); err != nil {
			return nil, err
		}
	}
	return root, nil
}

// add makes def the component of the given name, refusing a second type
// of that name whose schema differs.
func (b *builder) add(name string, def any) error {
	if old, ok := b.schemas[name]; ok {
		o, _ := json.Marshal(old)
		n, _ := json.Marshal(def)
		if !bytes.Equal(o, n) {
			return fmt.Errorf("two types are named %s: rename one", name)
		}
	}
	b.schemas[name] = def
	return nil
}

// component is the schema of an answer's Go value v: a reference to its
// component when its type is a named struct, else the schema itself.
func (b *builder) component(v any) (any, error) {
	s, err := b.schema(v, answer)
	if err != nil {
		return nil, err
	}
	if t := reflect.TypeOf(v); t.Kind() == reflect.Struct && t.Name() != "" {
		return ref(t.Name()), b.add(t.Name(), s)
	}
	return s, nil
}

// Alternatives is implemented by an answer type whose JSON is one of
// several shapes, such as an object, or {} when there is nothing to say:
// ContractAlternatives gives a value of each shape's Go type, and the
// schema is anyOf theirs, a named type's by reference to its component.
// It is called on the type's zero value.
type Alternatives interface {
	ContractAlternatives() []any
}

// anyOf is the schema of t, a type implementing Alternatives, described
// by its doc comment.
func (b *builder) anyOf(t reflect.Type) *jsonschema.Schema {
	s := &jsonschema.Schema{Description: b.Comments[t.PkgPath()+"."+t.Name()]}
	for _, v := range reflect.Zero(t).Interface().(Alternatives).ContractAlternatives() {
		shape, err := b.component(v)
		var alt jsonschema.Schema
		if err == nil {
			var text []byte
			if text, err = json.Marshal(shape); err == nil {
				err = json.Unmarshal(text, &alt)
			}
		}
		if err != nil {
			if b.err == nil {
				b.err = fmt.Errorf("%s: %w", t, err)
			}
			return s
		}
		s.AnyOf = append(s.AnyOf, &alt)
	}
	return s
}

// OpenKeys is implemented by an answer type whose JSON holds keys besides
// its fields, named by a value (a cart line's price_{weight}): it answers
// each key it may write with the JSON Schema of its value, or with a value
// of the value's Go type, reflected as a field's would be (a named type by
// reference to its component). The document lists them as optional
// properties, so that TypeScript names each and the answers' other keys
// stay refused.
type OpenKeys interface {
	OpenKeys() map[string]any
}

// openKeys adds to schema, t's, and to the schemas in defs of the types
// reachable from t, the optional properties of those implementing OpenKeys.
func (b *builder) openKeys(t reflect.Type, schema any, defs map[string]any, seen map[reflect.Type]bool) error {
	t = element(t)
	if t.Kind() != reflect.Struct || seen[t] {
		return nil
	}
	seen[t] = true
	if o, ok := reflect.Zero(t).Interface().(OpenKeys); ok {
		if m, ok := schema.(map[string]any); ok {
			props, _ := m["properties"].(map[string]any)
			if props == nil {
				props = map[string]any{}
				m["properties"] = props
			}
			for key, value := range o.OpenKeys() {
				if _, isSchema := value.(map[string]any); !isSchema {
					var err error
					if value, err = b.component(value); err != nil {
						return fmt.Errorf("%s's key %s: %w", t, key, err)
					}
				}
				props[key] = value
			}
		}
	}
	for i := range t.NumField() {
		ft := element(t.Field(i).Type)
		if err := b.openKeys(ft, defs[ft.Name()], defs, seen); err != nil {
			return err
		}
	}
	return nil
}

// nullableFields lets each field of an object schema be null: a request's
// null is taken as the field left out (encoding/json leaves the Go value
// as it was).
func nullableFields(schema any) {
	m, ok := schema.(map[string]any)
	if !ok {
		return
	}
	props, _ := m["properties"].(map[string]any)
	for name, p := range props {
		props[name] = orNull(p)
	}
}

// orNull is schema s, or null.
func orNull(s any) any {
	m, ok := s.(map[string]any)
	if !ok {
		return s
	}
	switch t := m["type"].(type) {
	case string:
		if t != "null" {
			m["type"] = []any{t, "null"}
		}
		return m
	case []any:
		if !slices.Contains(t, any("null")) {
			m["type"] = append(t, "null")
		}
		return m
	}
	if one, ok := m["oneOf"].([]any); ok {
		for _, o := range one {
			if om, ok := o.(map[string]any); ok && om["type"] == "null" {
				return m
			}
		}
		m["oneOf"] = append(one, map[string]any{"type": "null"})
		return m
	}
	return map[string]any{"oneOf": []any{m, map[string]any{"type": "null"}}}
}

// element is the type t holds, through pointers, slices and maps.
func element(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	return t
}

// decimal is a numeric string: what the API takes in place of a number
// for money, rates and ids.
const decimal = `^-?[0-9]+(\.[0-9]+)?$`

// wireTypes maps the Go types whose JSON is ours to decide: money in
// dollars and rates in percent are numbers, and the integers given are
// integers. The server writes them so; it takes each as a numeric string
// too, which requests say. (The reflector keeps no description of a
// mapped type: the document's description says money is in dollars.)
func (b *builder) wireTypes(dir direction) func(reflect.Type) *jsonschema.Schema {
	return func(t reflect.Type) *jsonschema.Schema {
		switch {
		case t == reflect.TypeFor[money.Cents](), t == reflect.TypeFor[money.Rate]():
			return numberOr(dir, "number", decimal)
		case slices.Contains(b.Integers, t):
			return numberOr(dir, "integer", `^-?[0-9]+$`)
		}
		if dir == answer && t.Implements(reflect.TypeFor[Alternatives]()) {
			return b.anyOf(t)
		}
		if t.Kind() == reflect.Map && t.Key().Kind() == reflect.String && t.Elem().Kind() == reflect.Interface {
			// Any JSON under any key: said outright, so that TypeScript
			// reads unknown values rather than none.
			return &jsonschema.Schema{Type: "object", AdditionalProperties: jsonschema.TrueSchema}
		}
		if values, ok := b.Enums[t]; ok {
			s := &jsonschema.Schema{Type: "string"}
			if dir == answer {
				for _, v := range values {
					s.Enum = append(s.Enum, v)
				}
			}
			return s
		}
		return nil
	}
}

// numberOr is a number of the kind in an answer, and in a request that
// number or a string matching pattern.
func numberOr(dir direction, kind, pattern string) *jsonschema.Schema {
	if dir == answer {
		return &jsonschema.Schema{Type: kind}
	}
	return &jsonschema.Schema{OneOf: []*jsonschema.Schema{{Type: kind}, {Type: "string", Pattern: pattern}}}
}

// remarshal turns a reflected schema into plain JSON values, its $defs
// references pointed at components/schemas.
func remarshal(s *jsonschema.Schema, into *any) error {
	out, err := json.Marshal(s)
	if err != nil {
		return err
	}
	out = bytes.ReplaceAll(out, []byte(`"#/$defs/`), []byte(`"#/components/schemas/`))
	return json.Unmarshal(out, into)
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
	Webhooks   map[string]map[string]*operationObject `json:"webhooks,omitempty"`
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
	OperationID string                `json:"operationId"`
	Summary     string                `json:"summary"`
	Description string                `json:"description,omitempty"`
	Tags        []string              `json:"tags"`
	Parameters  []parameter           `json:"parameters,omitempty"`
	RequestBody *requestBody          `json:"requestBody,omitempty"`
	Responses   map[string]any        `json:"responses"`
	Security    []map[string][]string `json:"security,omitempty"`
	Twins       []string              `json:"x-pistil-twins,omitempty"`
	Permission  string                `json:"x-pistil-permission,omitempty"`
	Roles       []string              `json:"x-pistil-roles,omitempty"`
}

type requestBody struct {
	Required bool             `json:"required"`
	Content  map[string]media `json:"content"`
}

type parameter struct {
	Name        string         `json:"name"`
	In          string         `json:"in"`
	Description string         `json:"description,omitempty"`
	Required    bool           `json:"required"`
	Schema      map[string]any `json:"schema"`
}

type response struct {
	Description string           `json:"description"`
	Content     map[string]media `json:"content,omitempty"`
}

type media struct {
	Schema any `json:"schema"`
}

type components struct {
	Schemas         map[string]any            `json:"schemas"`
	Responses       map[string]response       `json:"responses"`
	SecuritySchemes map[string]SecurityScheme `json:"securitySchemes,omitempty"`
}
