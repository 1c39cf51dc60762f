package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pistil/pistil/internal/problem"
)

// Decode reads a catalogue document strictly: unknown fields and values of
// the wrong type are errors. A malformed document returns a problem.Invalid
// error naming the JSON path (or line and column) and the problem. Decode
// does not validate; Document.Validate does.
func Decode(data []byte) (*Document, error) {
	var doc Document
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		path, msg := describe(data, dec.InputOffset(), err)
		return nil, &problem.Error{Kind: problem.Invalid, Message: "The catalogue is not valid JSON for this format.",
			Fields: map[string][]string{path: {msg}}}
	}
	if dec.More() {
		return nil, &problem.Error{Kind: problem.Invalid, Message: "The catalogue is not valid JSON for this format.",
			Fields: map[string][]string{"$": {"more than one JSON value in the file"}}}
	}
	return &doc, nil
}

func describe(data []byte, offset int64, err error) (path, msg string) {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr):
		offset = typeErr.Offset
		path = typeErr.Field
		msg = fmt.Sprintf("want %s, found %s", typeErr.Type, typeErr.Value)
	case errors.As(err, &syntaxErr):
		offset = syntaxErr.Offset
		msg = syntaxErr.Error()
	default:
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

func lineCol(data []byte, offset int64) (line, col int) {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	return bytes.Count(before, []byte("\n")) + 1, int(offset) - bytes.LastIndexByte(before, '\n')
}
