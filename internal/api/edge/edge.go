// Package edge checks every text that enters Pistil, once, before any
// handler sees it.
package edge

import (
	"bytes"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/problem"
)

// Every text that enters Pistil is checked once, here, before any handler
// sees it: the path, the query (names and values), the headers whose value
// drives what Pistil does, JSON and urlencoded bodies (as the handler reads them) and the text
// fields of multipart forms (their reader calls CheckText; api/docform). A NUL character,
// bytes that are not UTF-8, or in JSON a \u0000 escape or a lone surrogate
// escape (\ud800 without its low half; Go would turn it into U+FFFD and
// PostgreSQL refuses it in jsonb) is 400 in the error shape naming the field.
// CSV files (text/csv, or a body a handler reads as CSV: ReadAsCSV) are
// checked by their reader, which names the row and the column instead.
// File parts of multipart forms are not text and are not checked.

// checkedHeaders are the request headers whose value drives what Pistil
// does (and Host, r.Host): who is signed in, which origin may read the
// answer, which partner's page is shown (Referer), how the body is read,
// which scheme links take. A bad text there is refused.
//
// Headers that are only Informational are not refused: a browser or proxy
// that sends an odd User-Agent or X-Request-Id still gets its answer. Where
// Pistil keeps or shows one, it keeps a sanitised copy (Informational): the
// user agent of an error report (api's collectClientError), the request id
// (api's logRequests), and every string of an exported span
// (telemetry.NewTracerProvider). Headers Pistil neither reads nor keeps are
// not looked at.
var checkedHeaders = []string{"Authorization", "Origin", "Referer", "Content-Type",
	"X-Forwarded-Proto", "Access-Control-Request-Method"}

// textError is the answer to a text that no field accepts.
func textError(field, what string) *problem.Error {
	msg := field + " " + what
	return &problem.Error{Kind: problem.Malformed, Message: msg, Fields: map[string][]string{field: {msg}}}
}

const (
	msgNUL       = "holds a NUL character, which no field accepts."
	msgNotUTF8   = "is not valid UTF-8 text."
	msgSurrogate = "holds a lone surrogate escape (\\ud800–\\udfff without its pair), which is not a character."
)

// textProblem says what is wrong with a text, or "".
func textProblem(s []byte) string {
	if !utf8.Valid(s) {
		return msgNotUTF8
	}
	if bytes.IndexByte(s, 0) >= 0 {
		return msgNUL
	}
	return ""
}

// CheckText checks one text value named field.
func CheckText(field string, s []byte) error {
	if msg := textProblem(s); msg != "" {
		return textError(field, msg)
	}
	return nil
}

// Check is the middleware of the edge check: a request with a bad text
// goes to refuse with the error (a *problem.Error naming the field), the
// others to next with their body checked as it is read. mux names the path
// parameter a bad path segment stands for.
func Check(mux *http.ServeMux, next http.Handler, refuse func(http.ResponseWriter, *http.Request, error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := checkRequestText(r, mux); err != nil {
			refuse(w, r, err)
			return
		}
		if r.Body != nil && r.Body != http.NoBody {
			mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
			switch {
			case strings.HasPrefix(mediaType, "multipart/"):
				// Text parts are checked as they are read (CheckText); a
				// handler that reads the body as JSON checks it then
				// (ReadAsJSON).
				r.Body = &checkedBody{ReadCloser: r.Body}
			case mediaType == "application/x-www-form-urlencoded":
				r.Body = &checkedBody{ReadCloser: r.Body, scan: newFormScanner(false)}
			case mediaType == "text/csv":
				// A CSV file is not read here: its reader names a bad
				// text by its row and column (ReadAsCSV).
				r.Body = &checkedBody{ReadCloser: r.Body}
			default:
				// JSON whatever the content type: decode reads text/plain too.
				r.Body = &checkedBody{ReadCloser: r.Body, scan: &jsonScanner{}}
			}
		}
		next.ServeHTTP(w, r)
	})
}

// checkRequestText checks the path, the query and the headers.
func checkRequestText(r *http.Request, mux *http.ServeMux) error {
	if msg := textProblem([]byte(r.URL.Path)); msg != "" {
		return textError(pathField(r, mux), msg)
	}
	if err := checkQuery(r.URL.RawQuery); err != nil {
		return err
	}
	if err := CheckText("Host", []byte(r.Host)); err != nil {
		return err
	}
	for _, name := range checkedHeaders {
		for _, v := range r.Header.Values(name) {
			if err := CheckText(name, []byte(v)); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkQuery checks a query string's names and values as they decode.
func checkQuery(raw string) error {
	s := newFormScanner(true)
	if err := s.write([]byte(raw)); err != nil {
		return err
	}
	return s.end()
}

// pathField names the path parameter of the first bad segment of r's path
// ("id" for /api/v1/reservation_receipts/{id}), or "path".
func pathField(r *http.Request, mux *http.ServeMux) string {
	if mux == nil {
		return "path"
	}
	_, pattern := mux.Handler(r)
	if _, rest, ok := strings.Cut(pattern, " "); ok {
		pattern = rest
	}
	if i := strings.IndexByte(pattern, '/'); i > 0 {
		pattern = pattern[i:] // a host before the path
	}
	wants := strings.Split(pattern, "/")
	for i, seg := range strings.Split(r.URL.Path, "/") {
		if textProblem([]byte(seg)) == "" {
			continue
		}
		if i < len(wants) {
			if name, ok := strings.CutPrefix(wants[i], "{"); ok {
				return strings.TrimSuffix(strings.TrimSuffix(name, "}"), "...")
			}
		} else if n := len(wants); n > 0 && strings.HasSuffix(wants[n-1], "...}") {
			return strings.TrimSuffix(strings.TrimPrefix(wants[n-1], "{"), "...}")
		}
		return "path"
	}
	return "path"
}

// scanner checks a body as it streams past.
type scanner interface {
	write(p []byte) error
	end() error
}

// checkedBody checks a request body as the handler reads it: the read that
// reaches a bad text fails with the *problem.Error, so the handler never
// sees the whole body and stores nothing.
type checkedBody struct {
	io.ReadCloser
	scan scanner
	err  error
}

func (b *checkedBody) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	n, err := b.ReadCloser.Read(p)
	if b.scan == nil {
		return n, err
	}
	if n > 0 {
		if serr := b.scan.write(p[:n]); serr != nil {
			b.err = serr
			return 0, serr
		}
	}
	if err == io.EOF {
		if serr := b.scan.end(); serr != nil {
			b.err = serr
			return 0, serr
		}
	}
	return n, err
}

// checkJSONText checks a whole JSON text as the edge does.
func checkJSONText(data []byte) error {
	s := &jsonScanner{}
	if err := s.write(data); err != nil {
		return err
	}
	return s.end()
}

// ReadAsJSON makes r's body checked as JSON text as it is read, for a
// handler that reads it as JSON whatever its content type said: a form's
// check passes "\u0000", a multipart's checks only its parts.
func ReadAsJSON(r *http.Request) {
	if b, ok := r.Body.(*checkedBody); ok {
		if _, isJSON := b.scan.(*jsonScanner); isJSON {
			return
		}
	}
	r.Body = &checkedBody{ReadCloser: r.Body, scan: &jsonScanner{}}
}

// ReadAsCSV makes r's body read as it was sent, for a handler that reads
// it as a CSV file whatever its content type said (text/plain too, which
// the edge checks as JSON): its CSV reader refuses text that is not UTF-8
// or holds a NUL itself, naming the row and the column
// (catalog.ParseMenuCSV), which the edge cannot.
func ReadAsCSV(r *http.Request) {
	if b, ok := r.Body.(*checkedBody); ok {
		b.scan = nil
	}
}

// utf8Stream checks UTF-8 one byte at a time.
type utf8Stream struct {
	buf  [utf8.UTFMax]byte
	n    int
	need int
}

// add reports whether b continues valid UTF-8.
func (u *utf8Stream) add(b byte) bool {
	if u.n == 0 {
		switch {
		case b < 0x80:
			return true
		case b >= 0xC2 && b <= 0xDF:
			u.need = 2
		case b >= 0xE0 && b <= 0xEF:
			u.need = 3
		case b >= 0xF0 && b <= 0xF4:
			u.need = 4
		default:
			return false
		}
		u.buf[0], u.n = b, 1
		return true
	}
	if b&0xC0 != 0x80 {
		return false
	}
	u.buf[u.n] = b
	u.n++
	if u.n < u.need {
		// Reject overlong, surrogate and out-of-range forms at the second byte.
		if u.n == 2 {
			first := u.buf[0]
			switch {
			case first == 0xE0 && b < 0xA0, first == 0xED && b > 0x9F,
				first == 0xF0 && b < 0x90, first == 0xF4 && b > 0x8F:
				return false
			}
		}
		return true
	}
	ok := utf8.Valid(u.buf[:u.n])
	u.n, u.need = 0, 0
	return ok
}

// complete reports whether no character is cut off.
func (u *utf8Stream) complete() bool { return u.n == 0 }

// maxFieldName bounds the field name kept for the answer.
const maxFieldName = 200

// formScanner checks a urlencoded query or form: names and values decoded
// (+ and %XX), each UTF-8 without NUL.
type formScanner struct {
	query   bool // a query string: its fields are "query parameters"
	inValue bool
	name    []byte
	pct     int // 0, or 1–2 hex digits of %XX still to come
	hex     byte
	raw     []byte // the %XX text read so far, kept if it turns out not to be an escape
	utf     utf8Stream
}

func newFormScanner(query bool) *formScanner { return &formScanner{query: query} }

func (s *formScanner) field() string {
	if s.inValue {
		name := strings.ToValidUTF8(strings.ReplaceAll(string(s.name), "\x00", ""), "")
		if name != "" {
			return name
		}
	}
	if s.query {
		return "query"
	}
	return "form"
}

func (s *formScanner) decoded(b byte) error {
	if b == 0 {
		return textError(s.field(), msgNUL)
	}
	if !s.utf.add(b) {
		return textError(s.field(), msgNotUTF8)
	}
	if !s.inValue && len(s.name) < maxFieldName {
		s.name = append(s.name, b)
	}
	return nil
}

func (s *formScanner) write(p []byte) error {
	for _, c := range p {
		if s.pct > 0 {
			v, ok := HexDigit(c)
			if !ok {
				// Not an escape: Go's parser drops such a pair; take the
				// characters as they are.
				s.pct = 0
				for _, r := range s.raw {
					if err := s.decoded(r); err != nil {
						return err
					}
				}
				if err := s.plain(c); err != nil {
					return err
				}
				continue
			}
			s.raw = append(s.raw, c)
			s.hex = s.hex<<4 | v
			s.pct--
			if s.pct == 0 {
				if err := s.decoded(s.hex); err != nil {
					return err
				}
			}
			continue
		}
		if err := s.plain(c); err != nil {
			return err
		}
	}
	return nil
}

func (s *formScanner) plain(c byte) error {
	switch c {
	case '%':
		s.pct, s.hex, s.raw = 2, 0, append(s.raw[:0], '%')
		return nil
	case '&':
		if !s.utf.complete() {
			return textError(s.field(), msgNotUTF8)
		}
		s.inValue, s.name = false, s.name[:0]
		return nil
	case '=':
		if !s.inValue {
			if !s.utf.complete() {
				return textError(s.field(), msgNotUTF8)
			}
			s.inValue = true
			return nil
		}
	case '+':
		c = ' '
	}
	return s.decoded(c)
}

func (s *formScanner) end() error {
	// A cut-off %X is plain ASCII text: it only matters after a cut-off
	// character, which the check below refuses.
	if !s.utf.complete() {
		return textError(s.field(), msgNotUTF8)
	}
	return nil
}

// HexDigit is the value of a hexadecimal digit, as a \u escape has four.
func HexDigit(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// jsonFrame is an object or array the JSON scanner is inside.
type jsonFrame struct {
	array   bool
	index   int
	key     []byte // the last key read, its array reused from key to key
	wantKey bool
}

// maxJSONFrames bounds the nesting the scanner names; deeper levels are
// counted only.
const maxJSONFrames = 64

// jsonScanner checks JSON text as it streams: UTF-8 throughout, and in
// strings no NUL (raw or \u0000) and no lone surrogate escape. It names the
// field by its path (document.first_name, events[0].name). It does not
// check the syntax: decoding does, and junk only needs to not crash it.
type jsonScanner struct {
	frames  []jsonFrame
	deeper  int // levels beyond maxJSONFrames
	inStr   bool
	isKey   bool
	key     []byte
	esc     int  // 0; 1 after '\'; 2–5 reading the 4 hex digits of \u
	code    rune // the \u code being read
	pending bool // a high surrogate escape waits for its low half
	utf     utf8Stream
}

func (s *jsonScanner) field() string {
	var b strings.Builder
	for i, f := range s.frames {
		switch {
		case f.array:
			b.WriteString("[" + strconv.Itoa(f.index) + "]")
		case len(f.key) > 0 && !(i == len(s.frames)-1 && f.wantKey):
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.Write(f.key)
		}
	}
	if b.Len() == 0 {
		return "body"
	}
	return strings.TrimPrefix(b.String(), ".")
}

func (s *jsonScanner) fail(what string) error { return textError(s.field(), what) }

func (s *jsonScanner) top() *jsonFrame {
	if s.deeper > 0 || len(s.frames) == 0 {
		return nil
	}
	return &s.frames[len(s.frames)-1]
}

func (s *jsonScanner) write(p []byte) error {
	for i := 0; i < len(p); i++ {
		if s.inStr && s.esc == 0 && !s.pending && !s.isKey && s.utf.complete() {
			// Fast path: a run of plain printable ASCII inside a value
			// string (a photo's base64) needs no state.
			j := i
			for j < len(p) && p[j] >= 0x20 && p[j] < 0x80 && p[j] != '"' && p[j] != '\\' {
				j++
			}
			if j > i {
				i = j - 1
				continue
			}
		}
		c := p[i]
		if !s.utf.add(c) {
			return s.fail(msgNotUTF8)
		}
		if c == 0 {
			return s.fail(msgNUL)
		}
		if s.inStr {
			if err := s.inString(c); err != nil {
				return err
			}
			continue
		}
		switch c {
		case '"':
			s.inStr = true
			f := s.top()
			s.isKey = f != nil && !f.array && f.wantKey
			s.key = s.key[:0]
		case '{', '[':
			if len(s.frames) >= maxJSONFrames || s.deeper > 0 {
				s.deeper++
				continue
			}
			// A frame popped leaves its key's array for the next one.
			n := len(s.frames)
			if n < cap(s.frames) {
				s.frames = s.frames[:n+1]
				s.frames[n] = jsonFrame{array: c == '[', wantKey: c == '{', key: s.frames[n].key[:0]}
			} else {
				s.frames = append(s.frames, jsonFrame{array: c == '[', wantKey: c == '{'})
			}
		case '}', ']':
			if s.deeper > 0 {
				s.deeper--
			} else if len(s.frames) > 0 {
				s.frames = s.frames[:len(s.frames)-1]
			}
		case ',':
			if f := s.top(); f != nil {
				if f.array {
					f.index++
				} else {
					f.wantKey = true
				}
			}
		case ':':
			if f := s.top(); f != nil && !f.array {
				f.wantKey = false
			}
		}
	}
	return nil
}

// inString takes one byte inside a string.
func (s *jsonScanner) inString(c byte) error {
	if s.pending && s.esc == 0 {
		// The byte after a high surrogate escape must start \u of a low one.
		if c != '\\' {
			return s.fail(msgSurrogate)
		}
		s.esc = 1
		return nil
	}
	switch s.esc {
	case 0:
		switch c {
		case '\\':
			s.esc = 1
		case '"':
			s.inStr = false
			if s.isKey {
				if f := s.top(); f != nil {
					f.key = append(f.key[:0], s.key...)
				}
			}
		default:
			s.keep(c)
		}
	case 1:
		if s.pending && c != 'u' {
			return s.fail(msgSurrogate)
		}
		if c == 'u' {
			s.esc, s.code = 2, 0
			return nil
		}
		s.esc = 0
		s.keep(c)
	default:
		v, ok := HexDigit(c)
		if !ok {
			// Not JSON; decoding refuses it.
			s.esc, s.pending = 0, false
			return nil
		}
		s.code = s.code<<4 | rune(v)
		s.esc++
		if s.esc < 6 {
			return nil
		}
		s.esc = 0
		switch {
		case s.code == 0:
			return s.fail(msgNUL)
		case s.pending:
			if s.code < 0xDC00 || s.code > 0xDFFF {
				return s.fail(msgSurrogate)
			}
			s.pending = false
		case s.code >= 0xD800 && s.code <= 0xDBFF:
			s.pending = true
		case s.code >= 0xDC00 && s.code <= 0xDFFF:
			return s.fail(msgSurrogate)
		default:
			s.keepRune(s.code)
		}
	}
	return nil
}

func (s *jsonScanner) keep(c byte) {
	if s.isKey && len(s.key) < maxFieldName {
		s.key = append(s.key, c)
	}
}

func (s *jsonScanner) keepRune(r rune) {
	if s.isKey && len(s.key) < maxFieldName {
		s.key = utf8.AppendRune(s.key, r)
	}
}

func (s *jsonScanner) end() error {
	switch {
	case s.pending:
		return s.fail(msgSurrogate)
	case !s.utf.complete():
		return s.fail(msgNotUTF8)
	}
	return nil
}

// Informational is the copy Pistil keeps of an informational text (a
// header it only records, such as User-Agent): lossy but safe to store and
// show. Bytes that are not UTF-8 become U+FFFD, control characters (NUL
// included) are dropped, and it is cut to at most most characters.
func Informational(s string, most int) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		if n == most {
			break
		}
		if unicode.IsControl(r) {
			continue
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}
