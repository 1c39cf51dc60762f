package testenv

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"
)

// ReadCases decodes the JSON table of cases at path into v, failing t when
// it cannot be read or names a field v lacks. The tables the server and
// the app share (internal/*/testdata/*.json, read by vitest too) are read
// this way, so a mistyped key fails instead of leaving a case empty.
func ReadCases(t testing.TB, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}
