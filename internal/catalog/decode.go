package catalog

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/problem"
)

// Decode reads a catalogue document strictly: unknown fields and values of
// the wrong type are errors, and nothing but white space may follow the
// document. A malformed document returns a problem.Invalid error naming the
// JSON path (or line and column) and the problem. Decode does not validate;
// Document.Validate does.
func Decode(data []byte) (*Document, error) {
	var doc Document
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		path, msg := describe(data, dec.InputOffset(), err)
		return nil, &problem.Error{Kind: problem.Invalid, Message: "The catalogue is not valid JSON for this format.",
			Fields: map[string][]string{path: {msg}}}
	}
	// dec.More() is false before a stray ']' or '}', so look at the bytes.
	if rest := bytes.TrimLeft(data[dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
		return nil, &problem.Error{Kind: problem.Invalid, Message: "The catalogue is not valid JSON for this format.",
			Fields: map[string][]string{"$": {"more than one JSON value in the file"}}}
	}
	return &doc, nil
}

// describe turns a decoding error into a problem field and message, located
// by line and column. offset is the decoder's position when it gave up, used
// only when the error cannot be placed more precisely.
func describe(data []byte, offset int64, err error) (path, msg string) {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr):
		offset = typeErr.Offset // just past the offending value
		path = typeErr.Field
		msg = fmt.Sprintf("want %s, found %s", typeErr.Type, typeErr.Value)
	case errors.As(err, &syntaxErr):
		offset = syntaxErr.Offset - 1 // Offset is one past the offending byte
		msg = syntaxErr.Error()
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		offset = int64(len(data)) // the document stops at its end
		msg = err.Error()
	default:
		// An unknown field or an error from a field's UnmarshalJSON: the
		// decoder does not say where, so walk the document to find it.
		if at, ok := locate(data, err); ok {
			offset = at
		}
		msg = err.Error()
	}
	line, col := lineCol(data, offset)
	if path == "" {
		path = fmt.Sprintf("line %d, column %d", line, col)
	} else {
		msg += fmt.Sprintf(" (line %d, column %d)", line, col)
	}
	return path, msg
}

// lineCol gives the 1-based line and byte column of the byte at offset.
func lineCol(data []byte, offset int64) (line, col int) {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	return bytes.Count(before, []byte("\n")) + 1, int(offset) - bytes.LastIndexByte(before, '\n')
}

// locate finds where in data the decoding error err arose, walking the
// document alongside the Document type the way encoding/json does. For an
// unknown field it is the offset of the first key by that name that no field
// takes; otherwise the offset of the first value whose UnmarshalJSON (or
// UnmarshalText) fails. encoding/json stops at such a failure but only
// remembers an unknown field and goes on, so either is the first of its kind.
func locate(data []byte, err error) (int64, bool) {
	w := locator{unknown: "", at: -1}
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		if unquoted, uerr := strconv.Unquote(name); uerr == nil {
			w.unknown, w.wantUnknown = unquoted, true
		}
	}
	start := skipSpace(data, 0)
	w.walk(data[start:], int64(start), reflect.TypeFor[Document]())
	return w.at, w.at >= 0
}

type locator struct {
	unknown     string // the unknown field's name, when wantUnknown
	wantUnknown bool
	at          int64 // where the error is, or -1 while not found
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// walk looks for the error in raw, one JSON value starting at offset base in
// the document, decoded into a value of type t. It stops once w.at is set.
func (w *locator) walk(raw []byte, base int64, t reflect.Type) {
	if w.at >= 0 || len(raw) == 0 {
		return
	}
	if string(raw) == "null" {
		return // encoding/json leaves the value as it is
	}
	pt := reflect.PointerTo(t)
	if pt.Implements(jsonUnmarshaler) || (pt.Implements(textUnmarshaler) && raw[0] == '"') {
		if !w.wantUnknown && json.Unmarshal(raw, reflect.New(t).Interface()) != nil {
			w.at = base
		}
		return
	}
	switch t.Kind() {
	case reflect.Pointer:
		w.walk(raw, base, t.Elem())
	case reflect.Struct:
		if raw[0] == '{' {
			w.members(raw, base, func(key string) (reflect.Type, bool) { return fieldType(t, key) })
		}
	case reflect.Map:
		if raw[0] == '{' {
			w.members(raw, base, func(string) (reflect.Type, bool) { return t.Elem(), true })
		}
	case reflect.Slice, reflect.Array:
		if raw[0] == '[' {
			w.elements(raw, base, t.Elem())
		}
	}
}

// members walks the members of the JSON object raw; typeOf gives the type a
// key's value decodes into, or false for an unknown field.
func (w *locator) members(raw []byte, base int64, typeOf func(key string) (reflect.Type, bool)) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // {
		return
	}
	for dec.More() && w.at < 0 {
		keyAt := skipSpace(raw, dec.InputOffset())
		tok, err := dec.Token()
		key, ok := tok.(string)
		if err != nil || !ok {
			return
		}
		valueAt := skipSpace(raw, dec.InputOffset())
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return
		}
		t, known := typeOf(key)
		if !known {
			if w.wantUnknown && key == w.unknown {
				w.at = base + int64(keyAt)
			}
			continue
		}
		w.walk(value, base+int64(valueAt), t)
	}
}

// elements walks the elements of the JSON array raw, each of type t.
func (w *locator) elements(raw []byte, base int64, t reflect.Type) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // [
		return
	}
	for dec.More() && w.at < 0 {
		at := skipSpace(raw, dec.InputOffset())
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return
		}
		w.walk(value, base+int64(at), t)
	}
}

// fieldType is the type of the struct field that encoding/json decodes key
// into: the exact name first, then a case-insensitive match, as it does.
func fieldType(t reflect.Type, key string) (reflect.Type, bool) {
	var folded reflect.Type
	for _, f := range reflect.VisibleFields(t) {
		if !f.IsExported() && !f.Anonymous {
			continue
		}
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" && (f.Type.Kind() == reflect.Struct ||
			f.Type.Kind() == reflect.Pointer && f.Type.Elem().Kind() == reflect.Struct) {
			continue // its fields are promoted and listed by VisibleFields
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if name == key {
			return f.Type, true
		}
		if folded == nil && strings.EqualFold(name, key) {
			folded = f.Type
		}
	}
	return folded, folded != nil
}

// skipSpace returns the offset of the first byte at or after off in data
// that is not JSON white space or a ',' or ':' separator.
func skipSpace(data []byte, off int64) int {
	i := int(off)
	for i < len(data) && strings.IndexByte(" \t\r\n,:", data[i]) >= 0 {
		i++
	}
	return i
}
