package edge

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/problem"
)

// hostileSeeds are the hostile texts of issue 18 and their neighbours.
var hostileSeeds = []string{
	`{"document": {"first_name": "Ada\u0000"}}`,
	`{"events": [{"name": "\ud800"}]}`,
	`{"events": [{"name": "\ud83c\udf3f"}]}`,
	`{"a": "\uDC00"}`, `{"a": "\ud800\u0041"}`, `{"a": "\ud800"`, `{"a": "\\u0000"}`,
	"{\"a\": \"\xff\xfe\"}", "{\"a\": \"\xed\xa0\x80\"}", "{\"a\": \"Zoë 日本 🌿\"}",
	`[[[[{"k": ["x", {"y": "\u0000"}]}]]]]`, `{"na\u0000me": 1}`, "\x00", `"\u00`, "",
}

// checkedError asserts err is the edge's answer: malformed, naming one field.
func checkedError(t *testing.T, err error) string {
	t.Helper()
	var p *problem.Error
	if !errors.As(err, &p) || p.Kind != problem.Malformed || len(p.Fields) != 1 {
		t.Fatalf("error %v, want malformed naming one field", err)
	}
	for field, msgs := range p.Fields {
		if len(msgs) != 1 || msgs[0] != p.Message || !strings.HasPrefix(p.Message, field+" ") {
			t.Fatalf("error %+v: the message must name %q", p, field)
		}
		return field
	}
	return ""
}

// readChecked reads data through the edge's checked body in chunks of
// size chunk.
func readChecked(data []byte, scan scanner, chunk int) error {
	var r io.Reader = bytes.NewReader(data)
	if chunk <= 1 {
		r = iotest.OneByteReader(r)
	} else {
		r = &chunkReader{r: r, n: chunk}
	}
	_, err := io.ReadAll(&checkedBody{ReadCloser: io.NopCloser(r), scan: scan})
	return err
}

type chunkReader struct {
	r io.Reader
	n int
}

func (c *chunkReader) Read(p []byte) (int, error) { return c.r.Read(p[:min(len(p), c.n)]) }

// decodedStrings calls f with every string and key of a decoded JSON value.
func decodedStrings(v any, f func(string)) {
	switch v := v.(type) {
	case string:
		f(v)
	case []any:
		for _, e := range v {
			decodedStrings(e, f)
		}
	case map[string]any:
		for k, e := range v {
			f(k)
			decodedStrings(e, f)
		}
	}
}

// FuzzJSONText checks the JSON body check: whatever the chunks it streams
// in, it answers the same; what it lets through is UTF-8 without NUL, and
// decodes to strings without NUL and without the U+FFFD Go puts for a lone
// surrogate; JSON without any \u escape is refused only for its bytes.
func FuzzJSONText(f *testing.F) {
	for _, s := range hostileSeeds {
		f.Add([]byte(s), uint8(3))
	}
	f.Fuzz(func(t *testing.T, data []byte, chunk uint8) {
		whole := checkJSONText(data)
		streamed := readChecked(data, &jsonScanner{}, int(chunk))
		if (whole == nil) != (streamed == nil) || whole != nil && whole.Error() != streamed.Error() {
			t.Fatalf("%q: whole %v, streamed in %d-byte chunks %v", data, whole, chunk, streamed)
		}
		if whole != nil {
			checkedError(t, whole)
			if json.Valid(data) && utf8.Valid(data) && !bytes.Contains(data, []byte(`\u`)) {
				t.Fatalf("%q: refused (%v) but holds no escape and no bad byte", data, whole)
			}
			return
		}
		if !utf8.Valid(data) || bytes.IndexByte(data, 0) >= 0 {
			t.Fatalf("%q: let through bytes that are not text", data)
		}
		var v any
		if json.Unmarshal(data, &v) != nil {
			return
		}
		explained := bytes.Contains(data, []byte("\uFFFD")) || bytes.Contains(bytes.ToLower(data), []byte(`\ufffd`))
		decodedStrings(v, func(s string) {
			if strings.ContainsRune(s, 0) {
				t.Fatalf("%q: let through a NUL", data)
			}
			if strings.ContainsRune(s, utf8.RuneError) && !explained {
				t.Fatalf("%q: let through a lone surrogate", data)
			}
		})
	})
}

// FuzzQueryText checks the query check and the urlencoded form check:
// streamed in any chunks it answers the same; where every pair decodes as
// Go's parser does it, it refuses exactly the names and values that are not
// UTF-8 or hold a NUL, naming the value's parameter (or "query" for a name).
func FuzzQueryText(f *testing.F) {
	for _, s := range []string{"uuid=%00", "uuid=%ff%fe", "state=%00", "cart_uuid=%00", "a=1&b=%e6%97", "st%ffate=CA",
		"q=Qu%C3%A9bec+%E6%97%A5", "x=1+%00", "a=%zz&b=%00", "a==%ed%a0%80", "=%00", "%", "a=%f", "é=ü"} {
		f.Add(s, uint8(2))
	}
	f.Fuzz(func(t *testing.T, raw string, chunk uint8) {
		err := checkQuery(raw)
		streamed := readChecked([]byte(raw), newFormScanner(true), int(chunk))
		if (err == nil) != (streamed == nil) || err != nil && err.Error() != streamed.Error() {
			t.Fatalf("%q: whole %v, streamed %v", raw, err, streamed)
		}
		form := readChecked([]byte(raw), newFormScanner(false), 4096)
		if (err == nil) != (form == nil) {
			t.Fatalf("%q: query %v, form %v", raw, err, form)
		}
		if err != nil {
			checkedError(t, err)
		}
		want := ""
		for _, pair := range strings.Split(raw, "&") {
			k, v, _ := strings.Cut(pair, "=")
			name, kerr := url.QueryUnescape(k)
			value, verr := url.QueryUnescape(v)
			if kerr != nil || verr != nil {
				return // Go drops the pair; the check only has to not fail
			}
			if want != "" {
				continue
			}
			switch {
			case textProblem([]byte(name)) != "":
				want = "query"
			case textProblem([]byte(value)) != "" && len(name) <= maxFieldName:
				want = name
				if name == "" {
					want = "query"
				}
			case textProblem([]byte(value)) != "":
				want = "?"
			}
		}
		switch {
		case want == "" && err != nil:
			t.Fatalf("%q: refused good text: %v", raw, err)
		case want != "" && err == nil:
			t.Fatalf("%q: let through a bad text", raw)
		case want != "" && want != "?" && checkedError(t, err) != want:
			t.Fatalf("%q: %v, want it to name %q", raw, err, want)
		}
	})
}

// FuzzPathText checks the path check: a path is refused exactly when it is
// not UTF-8 or holds a NUL, naming the route's parameter or "path".
func FuzzPathText(f *testing.F) {
	for _, s := range []string{"/api/v1/reservation_receipts/\x00", "/api/v1/reservation_receipts/\xff/cancel",
		"/v1/stores/\xed\xa0\x80/frameless.js", "/merch/v2/\x00", "/stores/é", "/files/a/\xff", "//\x00", ""} {
		f.Add(s)
	}
	mux := http.NewServeMux()
	names := map[string]bool{"path": true}
	for _, p := range []string{"GET /api/v1/reservation_receipts/{uuid}", "POST /api/v1/reservation_receipts/{uuid}/cancel",
		"GET /v1/stores/{id}/frameless.js", "GET /files/{rest...}", "/merch/", "/"} {
		mux.Handle(p, http.NotFoundHandler())
	}
	for _, n := range []string{"uuid", "id", "rest"} {
		names[n] = true
	}
	f.Fuzz(func(t *testing.T, path string) {
		r := &http.Request{Method: "GET", URL: &url.URL{Path: path}, Header: http.Header{}, Host: "shop.example"}
		err := checkRequestText(r, mux)
		if (err != nil) != (textProblem([]byte(path)) != "") {
			t.Fatalf("%q: %v", path, err)
		}
		if err != nil && !names[checkedError(t, err)] {
			t.Fatalf("%q: %v names no parameter of the routes", path, err)
		}
	})
}

// TestInformational: the copy kept of an Informational header is valid
// UTF-8 without control characters, cut at the characters asked for.
func TestInformational(t *testing.T) {
	for _, c := range []struct {
		in   string
		most int
		want string
	}{
		{"Mozilla/5.0", 300, "Mozilla/5.0"},
		{"a\xffb\xc0\xafc", 300, "a\uFFFDb\uFFFDc"},
		{"nul\x00tab\tbell\x07del\x7fc1\u0085end", 300, "nultabbelldelc1end"},
		{"ééééé", 3, "ééé"},
		{"\x00\x01ab", 1, "a"},
		{"", 300, ""},
	} {
		got := Informational(c.in, c.most)
		if got != c.want || !utf8.ValidString(got) {
			t.Errorf("Informational(%q, %d) = %q, want %q", c.in, c.most, got, c.want)
		}
	}
}
