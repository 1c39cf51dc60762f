package docform

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/testenv"
)

// referenceReadDocumentJSON is ReadJSON as it was before it read
// the body as it streams: the whole body read, then json.Unmarshal. It is
// the oracle the streaming reader is held to (TestReadDocumentJSON,
// FuzzReadDocumentJSON).
func referenceReadDocumentJSON(body io.Reader, form *Form) error {
	data, err := io.ReadAll(body)
	if err != nil {
		return badForm(err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return problem.New(problem.Malformed, "The request body is empty; send a JSON object.")
	}
	var req struct {
		Document map[string]json.RawMessage `json:"document"`
	}
	if err := json.Unmarshal(data, &req); err != nil {
		return problem.New(problem.Malformed, "The request body is not valid JSON: %s", problem.ExplainJSON(data, err))
	}
	for name, raw := range req.Document {
		field := documentField(name)
		if field == "" {
			continue
		}
		var val *string
		if err := json.Unmarshal(raw, &val); err != nil {
			if accounts.IsPhotoSlot(field) {
				form.V.Add(field, photo.MsgNotAPhoto)
			} else {
				form.V.Add(field, "Please enter text.")
			}
			continue
		}
		if !accounts.IsPhotoSlot(field) {
			form.Text[field] = val
			continue
		}
		if val == nil || strings.TrimSpace(*val) == "" {
			form.Remove = append(form.Remove, field)
			continue
		}
		img, problemMsg := referenceDecodeDataURL(*val)
		if problemMsg != "" {
			form.V.Add(field, problemMsg)
			continue
		}
		form.Photos[field] = img
	}
	return nil
}

func referenceDecodeDataURL(s string) ([]byte, string) {
	s = strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(s, "data:"); ok {
		meta, payload, found := strings.Cut(rest, ",")
		if !found || !strings.HasSuffix(meta, ";base64") {
			return nil, photo.MsgNotAPhoto
		}
		s = payload
	}
	if base64.StdEncoding.DecodedLen(len(s)) > photo.MaxBytes+3 {
		return nil, photo.MsgTooLarge
	}
	data, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		if data, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(s, "=")); err != nil {
			return nil, photo.MsgNotAPhoto
		}
	}
	if len(data) > photo.MaxBytes {
		return nil, photo.MsgTooLarge
	}
	return data, ""
}

// readBoth reads body with the streaming reader and the reference, each
// through the edge check and a cap of limit bytes as the server reads it,
// the streaming one in reads of at most chunk bytes (0: as they come).
func readBoth(body []byte, limit int64, chunk int) (got, want string) {
	read := func(streaming bool) string {
		form := NewForm()
		req := httptest.NewRequest(http.MethodPatch, "/api/v1/documents", bytes.NewReader(body))
		edge.ReadAsJSON(req)
		var r io.Reader = http.MaxBytesReader(httptest.NewRecorder(), req.Body, limit)
		var err error
		if streaming {
			if chunk > 0 {
				r = &chunkReader{r: r, n: chunk}
			}
			err = ReadJSON(r, int64(len(body)), form)
		} else {
			err = referenceReadDocumentJSON(r, form)
		}
		return describeRead(body, form, err)
	}
	return read(true), read(false)
}

// describeRead writes what a read of a document upload gave, in a form
// that both readers give alike: the error, or each field's outcome, the
// text as updateDocument takes it. A field sent under two names (mmj_card,
// document[mmj_card]) took either value: only its problems are written.
func describeRead(body []byte, form *Form, err error) string {
	var tooBig *http.MaxBytesError
	var p *problem.Error
	switch {
	case errors.As(err, &tooBig):
		return "too large"
	case errors.As(err, &p):
		return fmt.Sprintf("%s: %s %v", p.Kind, p.Message, p.Fields)
	case err != nil:
		return "error: " + err.Error()
	}
	twice := map[string]bool{}
	var req struct{ Document map[string]json.RawMessage }
	_ = json.Unmarshal(body, &req)
	seen := map[string]bool{}
	for name := range req.Document {
		if field := documentField(name); field != "" {
			twice[field], seen[field] = seen[field], true
		}
	}
	var b strings.Builder
	now := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	for _, field := range slices.Sorted(maps.Keys(form.Text)) {
		if twice[field] {
			continue
		}
		val := form.Text[field]
		if val == nil {
			fmt.Fprintf(&b, "%s: null\n", field)
			continue
		}
		trimmed := strings.TrimSpace(*val)
		if msg := TextProblem(field, trimmed, now); msg != "" {
			fmt.Fprintf(&b, "%s: refused: %s\n", field, msg)
		} else {
			fmt.Fprintf(&b, "%s: %q\n", field, trimmed)
		}
	}
	for _, field := range slices.Sorted(maps.Keys(form.Photos)) {
		if !twice[field] {
			fmt.Fprintf(&b, "%s: photo %x\n", field, form.Photos[field])
		}
	}
	removed := slices.DeleteFunc(slices.Clone(form.Remove), func(f string) bool { return twice[f] })
	slices.Sort(removed)
	fmt.Fprintf(&b, "removed %v\n", removed)
	if err := form.V.Err("invalid"); err != nil {
		fields := err.(*problem.Error).Fields
		for _, f := range slices.Sorted(maps.Keys(fields)) {
			fmt.Fprintf(&b, "%s: problems %q\n", f, slices.Sorted(slices.Values(fields[f])))
		}
	}
	return b.String()
}

// documentBodies are JSON document uploads that reach each branch of
// ReadJSON and each error of encoding/json's grammar.
func documentBodies() []string {
	png := "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
	return []string{
		``, ` `, " \n\t\r ", "\u00a0", " \u2003 \u00a0\n", "\v", "\u00a0{}", "\u00a0x", "\u3000\n\u0085",
		`{}`, `[]`, `null`, `true`, `false`, `1`, `-0.5e+10`, `"document"`, ` {} `, `{} x`, `{}}`, `{}{}`,
		`{"document": {}}`, `{"document": null}`, `{"document": 5}`, `{"document": "x"}`, `{"document": []}`,
		`{"document": true}`, `{"document": -1.5E3}`, `[{"document": {"first_name": "Ada"}}]`, `"\u0041"`,
		`{"Document": {"first_name": "Ada"}}`, `{"DOCUMENT": {"first_name": "Ada"}}`, `{"docu\u006dent": {"first_name": "Ada"}}`,
		`{"document": {"first_name": "Ada"}, "document": null}`, `{"document": null, "document": {"last_name": "L"}}`,
		`{"document": {"first_name": "Ada"}, "document": {"last_name": "L"}}`, `{"document": {"first_name": "A"}, "document": null, "document": {"first_name": "B"}}`,
		`{"document": {"mmj_card": "QUFB", "first_name": "A"}, "document": null, "document": {"mmj_card": "QkJC"}, "Document": {"last_name": "C"}}`,
		`{"document": {"mmj_card": "data:image/pngbase64,QUFB"}}`, `{"document": {"mmj_card": "data:image/png;base64;base64,QUFB"}}`, `{"document": {"first_name": "A"}, "document": 5, "document": []}`,
		`{"document": {"first_name": " Ada ", "last_name": null, "birth_date": "1990-12-10"}}`,
		`{"document": {"first_name": 5, "last_name": [], "birth_date": {}, "mmj_card": true, "student_photo": 1.5}}`,
		`{"document": {"first_name": "` + strings.Repeat("é", 101) + `"}}`, `{"document": {"first_name": "` + strings.Repeat("é", 100) + `"}}`,
		`{"document": {"first_name": "` + strings.Repeat("a", 5000) + `"}}`, `{"document": {"birth_date": "` + strings.Repeat("1", 5000) + `"}}`,
		`{"document": {"first_name": "a` + strings.Repeat(" ", 5000) + `"}}`, `{"document": {"first_name": "a` + strings.Repeat(" ", 5000) + `b"}}`,
		`{"document": {"first_name": "` + strings.Repeat(" ", 5000) + `a"}}`, `{"document": {"birth_date": "2000-01-01` + strings.Repeat(" ", 5000) + `"}}`,
		`{"document": {"birth_date": "2000-01-01` + strings.Repeat(" ", 5000) + `x"}}`, `{"document": {"birth_date": "\u00a02000-01-01\u3000"}}`,
		`{"document": {"first_name": "` + strings.Repeat("\u3000", 2000) + `a` + strings.Repeat("\u3000", 2000) + `"}}`,
		`{"document": {"first_name": "\t\n\u0041\u00e9\ud83d\ude00\\\/\"\b\f"}}`, `{"document": {"first_name": "\ud83d\ude00"}}`,
		`{"document": {"document[first_name]": "Ada", "document[last_name": "L", "document[birth_date]]": "x"}}`,
		`{"document": {"first_name": "Ada", "first_name": "Bea"}}`, `{"document": {"mmj_card": "x", "mmj_card": null}}`,
		`{"document": {"mmj_card": null, "student_photo": "", "veteran_photo": "  \u00a0 ", "government_photo": " \n "}}`,
		`{"document": {"mmj_card": "data:image/png;base64,` + png + `"}}`, `{"document": {"mmj_card": "` + png + `"}}`,
		`{"document": {"mmj_card": "  data:image/png;base64,` + png + ` \u00a0"}}`, `{"document": {"mmj_card": "data:;base64,` + png + `"}}`,
		`{"document": {"mmj_card": "data:image/png,` + png + `"}}`, `{"document": {"mmj_card": "data:image/png;base64"}}`,
		`{"document": {"mmj_card": "data:"}}`, `{"document": {"mmj_card": "data"}}`, `{"document": {"mmj_card": "dat"}}`, `{"document": {"mmj_card": "QQ"}}`,
		`{"document": {"mmj_card": "data:,"}}`, `{"document": {"mmj_card": "data:;base64,"}}`, `{"document": {"mmj_card": "data:;base64,   "}}`,
		`{"document": {"mmj_card": "data:;base64,  QUFB"}}`, `{"document": {"mmj_card": "da ta:;base64,QUFB"}}`, `{"document": {"mmj_card": "data:a,b;base64,QUFB"}}`,
		`{"document": {"mmj_card": "data:;base64,QUFB,QUFB"}}`, `{"document": {"mmj_card": "QUFBQQ"}}`, `{"document": {"mmj_card": "QUFBQQ="}}`,
		`{"document": {"mmj_card": "QUFBQQ==="}}`, `{"document": {"mmj_card": "QUFB\nQUFB"}}`, `{"document": {"mmj_card": "QUFB\r\nQQ=\n="}}`,
		`{"document": {"mmj_card": "QUFB QUFB"}}`, `{"document": {"mmj_card": "QQ==QQ=="}}`, `{"document": {"mmj_card": "Q"}}`, `{"document": {"mmj_card": "QUF\u0042"}}`,
		`{"document": {"mmj_card": "iVBORw0KGgo\/AAAA"}}`, `{"document": {"mmj_card": "é"}}`, `{"document": {"mmj_card": "data:é;base64,QUFB"}}`,
		`{"document": {"mmj_card": "dataé"}}`, `{"document": {"mmj_card": "` + strings.Repeat("A", maxPhotoText) + `"}}`,
		`{"document": {"mmj_card": "` + strings.Repeat("A", maxPhotoText+1) + `"}}`, `{"document": {"mmj_card": "` + strings.Repeat("A", maxPhotoText) + `  "}}`,
		`{"document": {"mmj_card": "` + strings.Repeat("A", maxPhotoText-1) + ` A"}}`, `{"document": {"mmj_card": "data:` + strings.Repeat("x", 100) + `;base64,` + strings.Repeat("A", maxPhotoText) + `"}}`,
		`{"document": {"mmj_card": "` + strings.Repeat("A", 13981016) + `"}}`, `{"document": {"mmj_card": "` + strings.Repeat("A", 13981016) + `=="}}`,
		`{"document": {"mmj_card": "` + strings.Repeat("/", 13981018) + `"}}`,
		`{"document": {"x": {"first_name": "no"}, "first_name": "yes", "y": [1, {"a": "b"}, "c"]}, "other": {"document": 5}}`,
		`{"document": {"` + strings.Repeat("k", 100) + `": "x", "first_name": "Ada"}}`,
		// Syntax errors, one of each of encoding/json's.
		`x`, `{x}`, `{"a" 1}`, `{"a": 1 2}`, `[1 2]`, `{"a": }`, `[,]`, `{,}`, `{"a": -}`, `{"a": -x}`, `{"a": 1.}`, `{"a": 1.x}`,
		`{"a": 1e}`, `{"a": 1e+}`, `{"a": 1ex}`, `{"a": 01}`, `{"a": tru}`, `{"a": trux}`, `{"a": fals}`, `{"a": nul}`, `{"a": nxll}`,
		`{"a": "\x"}`, `{"a": "\u12"}`, `{"a": "\u12x4"}`, "{\"a\": \"\t\"}", "{\"a\": \"a\nb\"}", "\n\n  {\"a\": \n x}", `{"a": "b"`, `{"a": "b`,
		`{"a": [`, `{"a"`, `{`, `[`, `"abc`, `tru`, `-`, `1.`, `1e`, `{"a": 1}x`, `{"a": 1} {}`, `{"a":1,}`, `[1,]`, `{"a":1 "b":2}`,
		`{'a': 1}`, `{"a": 'b'}`, "{\"a\": 1}\n\n\u00a0", `{"a": 1}` + "\u00a0", `{"document": {"first_name": "Ada"}} x`,
		`{"document": {"mmj_card": "` + png + `"}, "x": y}`, `{"document": 5, "x": y}`, strings.Repeat("[", 10000) + strings.Repeat("]", 10000),
		strings.Repeat("[", 10001) + strings.Repeat("]", 10001), `{"a":` + strings.Repeat(`{"b":`, 10000) + `1` + strings.Repeat("}", 10001),
		"\n" + `{"a": 1, "b": "` + strings.Repeat("z", 70000) + `" x}`, "{\n\"a\":\n\"" + strings.Repeat("z", 70000) + "\"\n,x}",
		// Bad text, refused by the edge check whichever reader.
		`{"document": {"first_name": "a\u0000b"}}`, `{"document": {"first_name": "\ud800"}}`, "{\"document\": {\"first_name\": \"a\xffb\"}}",
		`{"document": {"first_name": "\ud800"}} x`, "{\"a\": 1 x \"\xff\"}",
	}
}

// TestReadDocumentJSON: the streaming reader answers each of
// documentBodies as the reference (the whole body read, then
// json.Unmarshal) did, whatever the size of the reads, and under a body cap
// that cuts some of them.
func TestReadDocumentJSON(t *testing.T) {
	for _, body := range documentBodies() {
		for _, tc := range []struct {
			limit int64
			chunk int
		}{{1 << 30, 0}, {1 << 30, 1}, {1 << 30, 7}, {100, 0}} {
			if len(body) > 100_000 && (tc.chunk > 0 || testenv.Race) {
				continue // the long bodies test the limits, not the reads
			}
			if got, want := readBoth([]byte(body), tc.limit, tc.chunk); got != want {
				t.Errorf("%.200q, cap %d, reads of %d:\n%.500s\nwant\n%.500s", body, tc.limit, tc.chunk, got, want)
			}
		}
	}
}

// FuzzReadDocumentJSON holds the streaming reader to the reference on any
// body (go test -fuzz FuzzReadDocumentJSON ./internal/api/docform).
func FuzzReadDocumentJSON(f *testing.F) {
	for _, body := range documentBodies() {
		if len(body) < 20_000 {
			f.Add([]byte(body), uint8(0))
		}
	}
	f.Fuzz(func(t *testing.T, body []byte, chunk uint8) {
		if got, want := readBoth(body, 1<<20, int(chunk)); got != want {
			t.Errorf("%q, reads of %d:\n%s\nwant\n%s", body, chunk, got, want)
		}
	})
}

// TestMaxPhotoText: maxPhotoText is the longest base64 text whose
// DecodedLen stays within a photo's limit (and its padding).
func TestMaxPhotoText(t *testing.T) {
	if base64.StdEncoding.DecodedLen(maxPhotoText) > photo.MaxBytes+3 || base64.StdEncoding.DecodedLen(maxPhotoText+1) <= photo.MaxBytes+3 {
		t.Errorf("maxPhotoText = %d: DecodedLen %d, and one more %d; the most is %d", maxPhotoText,
			base64.StdEncoding.DecodedLen(maxPhotoText), base64.StdEncoding.DecodedLen(maxPhotoText+1), photo.MaxBytes+3)
	}
}

// chunkReader reads at most n bytes a call, as a slow client sends them.
type chunkReader struct {
	r io.Reader
	n int
}

func (c *chunkReader) Read(p []byte) (int, error) { return c.r.Read(p[:min(len(p), c.n)]) }
