package docform

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/problem"
)

// A JSON document upload is read as it streams (issue 18: an upload costs
// at most 256 MB whatever it holds). Nothing is kept of the body but what
// the fields keep: each photo decoded (at most photo.MaxBytes), its base64
// in one buffer the upload reuses, names up to MaxTextBytes. Unknown
// fields, keys and nesting are read past. The answers are those
// json.Unmarshal gave when the body was read whole: read errors first (the
// size cap, the edge check), then an empty body, then the JSON's first
// syntax error with encoding/json's wording and position, then its first
// type error, then each field's problem.

// MaxTextBytes bounds a text field as it is read: past it no field takes
// the text (a name has at most 100 characters, a birth date 10).
const MaxTextBytes = 4 << 10

// maxPhotoText is the longest base64 text of a photo of photo.MaxBytes
// (DecodedLen, padding counted): longer is refused unread.
const maxPhotoText = (photo.MaxBytes+3)/3*4 + 3

// maxJSONDepth is encoding/json's nesting limit.
const maxJSONDepth = 10000

// ReadJSON reads {"document": {...}}: text fields as strings or
// null, photos as data: URLs (or bare base64), null or "" to remove.
func ReadJSON(r io.Reader, size int64, form *Form) error {
	d := &docReader{src: r, size: size, buf: make([]byte, 32<<10), lastNL: -1}
	err := d.read()
	empty := err == errEmptyBody
	if err != nil && !empty && d.readErr == nil {
		// The rest of the body is read: a read error there (too large, a
		// bad text) is the answer, as when the body was read whole.
		empty = d.drain(d.maybeEmpty)
	}
	switch {
	case d.readErr != nil:
		return badForm(d.readErr)
	case empty:
		return problem.New(problem.Malformed, "The request body is empty; send a JSON object.")
	case err != nil:
		return problem.New(problem.Malformed, "The request body is not valid JSON: %s", err)
	case d.typeErr != "":
		return problem.New(problem.Malformed, "The request body is not valid JSON: %s", d.typeErr)
	}
	for _, e := range d.order {
		field := documentField(e.key)
		switch {
		case e.kind == valueOther && accounts.IsPhotoSlot(field):
			form.V.Add(field, photo.MsgNotAPhoto)
		case e.kind == valueOther:
			form.V.Add(field, "Please enter text.")
		case !accounts.IsPhotoSlot(field) && e.kind == valueNull:
			form.Text[field] = nil
		case !accounts.IsPhotoSlot(field):
			text := string(e.text)
			if e.long {
				// Refused by every text field as the whole would be: more
				// than 100 characters, not a date.
				text += "…"
			}
			form.Text[field] = &text
		case e.kind == valueNull || e.empty:
			form.Remove = append(form.Remove, field)
		case e.problem != "":
			form.V.Add(field, e.problem)
		default:
			form.Photos[field] = e.photo
		}
	}
	return nil
}

// The states of docReader: encoding/json's scanner's, whose errors it gives.
const (
	stBeginValue = iota
	stBeginValueOrEmpty
	stBeginKeyOrEmpty
	stBeginKey
	stString
	stEscape
	stEscapeU // hex digits read in d.hex
	stNeg
	st1 // digits after the first, which was not 0
	st0 // after the whole part
	stDot
	stDot0
	stE
	stESign
	stE0
	stLiteral // d.literal[d.lit:] still expected
	stEndValue
	stEndTop
)

// What a level of nesting waits for.
const (
	inObjectKey = iota
	inObjectValue
	inArray
)

// The kinds of a document field's value.
const (
	valueString = iota
	valueNull
	valueOther
)

// docEntry is the last value sent under one key of "document" that names a
// field (documentField), kept from one value to the next of that key.
type docEntry struct {
	key     string
	present bool // sent since "document" was last null
	kind    int
	// A text field's value, trimmed, and whether it was longer than
	// MaxTextBytes (text then holds its start).
	text []byte
	long bool
	// A photo's bytes, the problem that refuses it, or empty: removed.
	photo   []byte
	problem string
	empty   bool
}

// docReader reads a document upload as it streams.
type docReader struct {
	src     io.Reader
	size    int64 // the body's declared length, or -1
	readErr error
	buf     []byte
	pos, n  int
	base    int64 // the offset of buf[0] in the body
	eof     bool

	// The scanner, after encoding/json's.
	state   int
	stack   []byte // inObjectKey, inObjectValue, inArray
	word    string // the literal being read: true, false or null
	literal string // what is left of it
	lit     int
	hex     int
	code    rune
	high    rune  // a high surrogate escape waiting for its low half
	lines   int64 // newlines read
	lastNL  int64 // the offset of the last newline, or -1
	started bool  // the top-level value has begun
	ended   bool  // the top-level value has ended
	typeErr string
	// maybeEmpty: the first error is at the first byte that is not JSON
	// white space, which may begin Unicode white space.
	maybeEmpty bool

	// What the strings being read go to.
	inKey    bool
	key      []byte // the key being read, at most maxKeyBytes
	keyLong  bool
	topKey   []byte // the last key of the top-level object
	docKey   []byte // the last key of the document object
	docOpen  bool   // the top-level object's "document" object is being read
	value    *docEntry
	text     trimmedText
	isPhoto  bool
	phase    int // of a photo value: photoHead, photoMeta, photoPayload, photoBad
	meta     []byte
	scratch  []byte // a photo's base64, reused
	entries  map[string]*docEntry
	order    []*docEntry
	keyBytes [maxKeyBytes]byte
}

// fieldKeys are the keys of "document" that name a field (documentField).
var fieldKeys = func() map[string]bool {
	keys := map[string]bool{}
	for _, field := range append(slices.Clone(TextFields), accounts.PhotoSlots...) {
		keys[field], keys["document["+field+"]"], keys["document["+field] = true, true, true
	}
	return keys
}()

// maxKeyBytes is longer than any key a field is read from.
const maxKeyBytes = 64

// fill reads more of the body into buf, answering whether it did.
func (d *docReader) fill() bool {
	if d.eof || d.readErr != nil {
		return false
	}
	d.base += int64(d.n)
	d.pos, d.n = 0, 0
	for d.n == 0 {
		n, err := d.src.Read(d.buf)
		d.n = n
		if err == io.EOF {
			d.eof = true
			return n > 0
		} else if err != nil {
			d.readErr = err
			return false
		}
	}
	return true
}

// errEmptyBody: the body holds nothing but JSON white space.
var errEmptyBody = errors.New("empty body")

// read reads the body to its end, or to its first syntax error (d.pos is
// then at the byte refused).
func (d *docReader) read() error {
	d.stack = make([]byte, 0, 16)
	for {
		if d.pos == d.n && !d.fill() {
			break
		}
		if d.state == stString {
			if err := d.stringRun(); err != nil {
				return err
			}
			continue
		}
		if err := d.step(d.buf[d.pos], d.base+int64(d.pos)); err != nil {
			return err
		}
		d.pos++
	}
	if d.readErr != nil {
		return d.readErr
	}
	if !d.started {
		return errEmptyBody
	}
	// At the end, encoding/json reads one space more.
	end := d.base + int64(d.n)
	if err := d.step(' ', end-1); err != nil {
		return err
	}
	if !d.ended {
		return d.syntax(end, "unexpected end of JSON input")
	}
	return nil
}

// plain marks the bytes a string holds as they are: neither '"', '\\' nor
// a control character.
var plain = func() (t [256]bool) {
	for c := 0x20; c < 256; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// stringRun reads the plain bytes of a string in buf, up to its end or an
// escape, which step takes.
func (d *docReader) stringRun() error {
	run := d.buf[d.pos:d.n]
	k := 0
	for k < len(run) && plain[run[k]] {
		k++
	}
	if k == 0 {
		if err := d.step(run[0], d.base+int64(d.pos)); err != nil {
			return err
		}
		d.pos++
		return nil
	}
	d.flushHigh()
	d.put(run[:k])
	d.pos += k
	return nil
}

// syntaxError is a JSON syntax error, worded and placed as encoding/json's.
type syntaxError struct {
	msg       string
	line, col int64
}

func (e *syntaxError) Error() string {
	return fmt.Sprintf("%s at line %d, column %d.", e.msg, e.line, e.col)
}

// syntax is the error msg with encoding/json's offset: the bytes read,
// the one refused included.
func (d *docReader) syntax(offset int64, msg string) error {
	return &syntaxError{msg: msg, line: d.lines + 1, col: offset - d.lastNL}
}

// invalid is encoding/json's error for the byte c at offset i.
func (d *docReader) invalid(c byte, i int64, context string) error {
	if c == '\n' {
		d.lines++
		d.lastNL = i
	}
	return d.syntax(i+1, "invalid character "+quoteChar(c)+" "+context)
}

// quoteChar writes c as encoding/json's errors do.
func quoteChar(c byte) string {
	switch c {
	case '\'':
		return `'\''`
	case '"':
		return `'"'`
	}
	s := strconv.Quote(string(rune(c)))
	return "'" + s[1:len(s)-1] + "'"
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// step takes the byte c at offset i.
func (d *docReader) step(c byte, i int64) error {
	switch d.state {
	case stBeginValueOrEmpty:
		if isJSONSpace(c) {
			return d.space(c, i)
		}
		if c == ']' {
			return d.endValue(c, i)
		}
		return d.beginValue(c, i)
	case stBeginValue:
		return d.beginValue(c, i)
	case stBeginKeyOrEmpty:
		if isJSONSpace(c) {
			return d.space(c, i)
		}
		if c == '}' {
			d.stack[len(d.stack)-1] = inObjectValue
			return d.endValue(c, i)
		}
		return d.beginKey(c, i)
	case stBeginKey:
		return d.beginKey(c, i)
	case stString:
		switch {
		case c == '"':
			d.endString()
			d.state = stEndValue
		case c == '\\':
			d.state = stEscape
		case c < 0x20:
			return d.invalid(c, i, "in string literal")
		default:
			d.flushHigh()
			d.put([]byte{c})
		}
	case stEscape:
		if c == 'u' {
			d.state, d.hex, d.code = stEscapeU, 0, 0
			return nil
		}
		k := strings.IndexByte(`bfnrt\/"`, c)
		if k < 0 {
			return d.invalid(c, i, "in string escape code")
		}
		d.flushHigh()
		d.put([]byte{"\b\f\n\r\t\\/\""[k]})
		d.state = stString
	case stEscapeU:
		v, ok := edge.HexDigit(c)
		if !ok {
			return d.invalid(c, i, `in \u hexadecimal character escape`)
		}
		d.code = d.code<<4 | rune(v)
		if d.hex++; d.hex == 4 {
			d.escaped(d.code)
			d.state = stString
		}
	case stNeg:
		switch {
		case c == '0':
			d.state = st0
		case '1' <= c && c <= '9':
			d.state = st1
		default:
			return d.invalid(c, i, "in numeric literal")
		}
	case st1:
		if '0' <= c && c <= '9' {
			return nil
		}
		return d.afterWhole(c, i)
	case st0:
		return d.afterWhole(c, i)
	case stDot:
		if '0' <= c && c <= '9' {
			d.state = stDot0
			return nil
		}
		return d.invalid(c, i, "after decimal point in numeric literal")
	case stDot0:
		switch {
		case '0' <= c && c <= '9':
		case c == 'e' || c == 'E':
			d.state = stE
		default:
			return d.endValue(c, i)
		}
	case stE:
		if c == '+' || c == '-' {
			d.state = stESign
			return nil
		}
		fallthrough
	case stESign:
		if '0' <= c && c <= '9' {
			d.state = stE0
			return nil
		}
		return d.invalid(c, i, "in exponent of numeric literal")
	case stE0:
		if '0' <= c && c <= '9' {
			return nil
		}
		return d.endValue(c, i)
	case stLiteral:
		if want := d.literal[d.lit]; c != want {
			return d.invalid(c, i, "in literal "+d.word+" (expecting "+quoteChar(want)+")")
		}
		if d.lit++; d.lit == len(d.literal) {
			d.state = stEndValue
		}
	case stEndValue:
		return d.endValue(c, i)
	case stEndTop:
		if !isJSONSpace(c) {
			return d.invalid(c, i, "after top-level value")
		}
		return d.space(c, i)
	}
	return nil
}

// space reads JSON white space.
func (d *docReader) space(c byte, i int64) error {
	if c == '\n' {
		d.lines++
		d.lastNL = i
	}
	return nil
}

// afterWhole takes the byte after a number's whole part.
func (d *docReader) afterWhole(c byte, i int64) error {
	switch c {
	case '.':
		d.state = stDot
	case 'e', 'E':
		d.state = stE
	default:
		return d.endValue(c, i)
	}
	return nil
}

// beginValue takes the first byte of a value.
func (d *docReader) beginValue(c byte, i int64) error {
	if isJSONSpace(c) {
		return d.space(c, i)
	}
	kind := ""
	switch c {
	case '{', '[':
		if len(d.stack) == maxJSONDepth {
			return d.invalid(c, i, "exceeded max depth")
		}
		kind = "object"
		d.state = stBeginKeyOrEmpty
		if c == '[' {
			kind, d.state = "array", stBeginValueOrEmpty
		}
	case '"':
		kind, d.state = "string", stString
	case 't', 'f', 'n':
		kind, d.word = "bool", "true"
		switch c {
		case 'f':
			d.word = "false"
		case 'n':
			kind, d.word = "null", "null"
		}
		d.state, d.literal, d.lit = stLiteral, d.word[1:], 0
	case '-':
		kind, d.state = "number", stNeg
	case '0':
		kind, d.state = "number", st0
	default:
		if c < '1' || c > '9' {
			if !d.started {
				d.maybeEmpty = true
			}
			return d.invalid(c, i, "looking for beginning of value")
		}
		kind, d.state = "number", st1
	}
	d.began(kind)
	switch c {
	case '{':
		d.stack = append(d.stack, inObjectKey)
	case '[':
		d.stack = append(d.stack, inArray)
	}
	return nil
}

// beginKey takes the first byte of an object's key.
func (d *docReader) beginKey(c byte, i int64) error {
	if isJSONSpace(c) {
		return d.space(c, i)
	}
	if c != '"' {
		return d.invalid(c, i, "looking for beginning of object key string")
	}
	d.state = stString
	d.inKey = len(d.stack) == 1 || (len(d.stack) == 2 && d.docOpen)
	d.key, d.keyLong = d.keyBytes[:0], false
	return nil
}

// endValue takes the byte after a value: white space, or what comes next
// in the object or array it is in.
func (d *docReader) endValue(c byte, i int64) error {
	n := len(d.stack)
	if n == 0 {
		d.ended = true
		d.state = stEndTop
		return d.step(c, i)
	}
	if isJSONSpace(c) {
		d.state = stEndValue
		return d.space(c, i)
	}
	switch d.stack[n-1] {
	case inObjectKey:
		if c != ':' {
			return d.invalid(c, i, "after object key")
		}
		d.stack[n-1] = inObjectValue
		d.state = stBeginValue
	case inObjectValue:
		switch c {
		case ',':
			d.stack[n-1] = inObjectKey
			d.state = stBeginKey
		case '}':
			d.pop()
		default:
			return d.invalid(c, i, "after object key:value pair")
		}
	case inArray:
		switch c {
		case ',':
			d.state = stBeginValue
		case ']':
			d.pop()
		default:
			return d.invalid(c, i, "after array element")
		}
	}
	return nil
}

func (d *docReader) pop() {
	d.stack = d.stack[:len(d.stack)-1]
	if len(d.stack) == 1 {
		d.docOpen = false
	}
	d.state = stEndValue
	if len(d.stack) == 0 {
		d.ended = true
		d.state = stEndTop
	}
}

// began is told of each value as it begins, by kind: what it is to the
// upload depends on where it is.
func (d *docReader) began(kind string) {
	d.started = true
	n := len(d.stack)
	switch {
	case n == 0:
		if kind != "object" && kind != "null" {
			d.typeError("expected an object, found %s.", kind)
		}
	case n == 1 && d.stack[0] == inObjectValue:
		if !bytes.EqualFold(d.topKey, []byte("document")) {
			return
		}
		switch kind {
		case "object":
			d.docOpen = true
		case "null":
			// Unmarshal empties the map: what came before is dropped.
			for _, e := range d.entries {
				e.present = false
			}
			d.order = d.order[:0]
		default:
			d.typeError("document must be an object, not %s.", kind)
		}
	case n == 2 && d.docOpen:
		if !fieldKeys[string(d.docKey)] {
			return
		}
		e := d.entry(d.docKey)
		switch kind {
		case "null":
			e.kind = valueNull
			return
		case "string":
			e.kind = valueString
		default:
			e.kind = valueOther
			return
		}
		d.value = e
		d.isPhoto = accounts.IsPhotoSlot(documentField(e.key))
		if d.isPhoto {
			d.text = trimmedText{limit: maxPhotoText, lead: true, buf: d.scratch[:0], hint: d.remaining()}
			d.phase = photoHead
		} else {
			d.text = trimmedText{limit: MaxTextBytes, lead: true, buf: e.text[:0]}
		}
	}
}

// remaining is how much of the body is left to read, as declared, or -1.
func (d *docReader) remaining() int64 {
	if d.size < 0 {
		return -1
	}
	return d.size - d.base - int64(d.pos)
}

// typeError keeps the first type error, as json.Unmarshal answers it.
func (d *docReader) typeError(format, kind string) {
	if d.typeErr == "" {
		d.typeErr = fmt.Sprintf(format, kind)
	}
}

// entry answers the entry of a document key, made present.
func (d *docReader) entry(key []byte) *docEntry {
	if d.entries == nil {
		d.entries = map[string]*docEntry{}
	}
	e, ok := d.entries[string(key)]
	if !ok {
		e = &docEntry{key: string(key)}
		d.entries[e.key] = e
	}
	if !e.present {
		e.present = true
		d.order = append(d.order, e)
	}
	return e
}

// endString is told that a string has ended.
func (d *docReader) endString() {
	d.flushHigh()
	switch {
	case d.inKey:
		d.inKey = false
		if d.keyLong {
			d.key = append(d.key[:0], 0) // no field's name
		}
		if len(d.stack) == 1 {
			d.topKey = append(d.topKey[:0], d.key...)
		} else {
			d.docKey = append(d.docKey[:0], d.key...)
		}
	case d.value != nil:
		e := d.value
		d.value = nil
		d.text.flush()
		if !d.isPhoto {
			e.text, e.long = d.text.trimmed(), d.text.over
			return
		}
		e.photo, e.problem, e.empty = d.endPhoto(e.photo[:0])
		d.scratch = d.text.buf[:0]
	}
}

// escaped takes the character of a \u escape, joining surrogate halves as
// encoding/json does (a half alone is U+FFFD).
func (d *docReader) escaped(r rune) {
	if d.high != 0 {
		high := d.high
		d.high = 0
		if joined := utf16DecodeRune(high, r); joined != unicode.ReplacementChar {
			d.putRune(joined)
			return
		}
		d.putRune(unicode.ReplacementChar)
	}
	switch {
	case 0xD800 <= r && r < 0xDC00:
		d.high = r
	case 0xDC00 <= r && r < 0xE000:
		d.putRune(unicode.ReplacementChar)
	default:
		d.putRune(r)
	}
}

func utf16DecodeRune(high, low rune) rune {
	if 0xD800 <= high && high < 0xDC00 && 0xDC00 <= low && low < 0xE000 {
		return (high-0xD800)<<10 | (low - 0xDC00) + 0x10000
	}
	return unicode.ReplacementChar
}

// flushHigh writes a high surrogate escape that no low half followed.
func (d *docReader) flushHigh() {
	if d.high != 0 {
		d.high = 0
		d.putRune(unicode.ReplacementChar)
	}
}

func (d *docReader) putRune(r rune) {
	var b [utf8.UTFMax]byte
	d.put(b[:utf8.EncodeRune(b[:], r)])
}

// put takes bytes of the string being read, as they are once unescaped.
func (d *docReader) put(p []byte) {
	switch {
	case d.inKey:
		if len(d.key)+len(p) > maxKeyBytes {
			d.keyLong = true
			return
		}
		d.key = append(d.key, p...)
	case d.value == nil:
	case !d.isPhoto:
		d.text.write(p)
	default:
		d.photoWrite(p)
	}
}

// The parts of a photo's value: the first bytes, which tell a data: URL;
// its media type, up to the comma; the base64; or a value already refused.
const (
	photoHead = iota
	photoMeta
	photoPayload
	photoBad
)

// photoWrite takes bytes of a photo's value: a data: URL (whose media type
// must end in ;base64 and is not kept) or bare base64, with white space
// around it.
func (d *docReader) photoWrite(p []byte) {
	for len(p) > 0 {
		switch d.phase {
		case photoHead:
			// One byte at a time (runs of white space at once), white
			// space before it dropped, until five tell whether it starts
			// with data:.
			k := 1
			for k < len(p) && p[k-1] < utf8.RuneSelf && asciiSpace[p[k-1]] {
				k++
			}
			d.text.write(p[:k])
			p = p[k:]
			if len(d.text.buf) >= len("data:") {
				d.phase = photoPayload
				if string(d.text.buf[:5]) == "data:" {
					d.phase = photoMeta
					d.text.buf, d.text.end = d.text.buf[:0], 0
					d.meta = d.meta[:0]
				}
			}
		case photoMeta:
			comma := bytes.IndexByte(p, ',')
			if comma < 0 {
				d.meta = append(d.meta, p...)
				if len(d.meta) > 64 {
					d.meta = append(d.meta[:0], d.meta[len(d.meta)-len(";base64"):]...)
				}
				return
			}
			d.meta = append(d.meta, p[:comma]...)
			d.phase = photoBad
			if bytes.HasSuffix(d.meta, []byte(";base64")) {
				d.phase = photoPayload
			}
			p = p[comma+1:]
		case photoPayload:
			d.text.write(p)
			return
		default:
			return
		}
	}
}

// endPhoto answers a photo's bytes (decoded into dst's array when it has
// room), the problem that refuses it, or that it was empty.
func (d *docReader) endPhoto(dst []byte) ([]byte, string, bool) {
	t := &d.text
	switch {
	case t.lead:
		return dst, "", true
	case d.phase == photoMeta || d.phase == photoBad:
		return dst, photo.MsgNotAPhoto, false
	case t.over:
		return dst, photo.MsgTooLarge, false
	}
	return decodePhoto(dst, t.trimmed())
}

// decodePhoto decodes base64, padded or not, into dst's array when it has
// room.
func decodePhoto(dst, text []byte) ([]byte, string, bool) {
	if base64.StdEncoding.DecodedLen(len(text)) > photo.MaxBytes+3 {
		return dst, photo.MsgTooLarge, false
	}
	if need := max(base64.StdEncoding.DecodedLen(len(text)), base64.RawStdEncoding.DecodedLen(len(text))); cap(dst) < need {
		dst = make([]byte, need)
	}
	dst = dst[:cap(dst)]
	n, err := base64.StdEncoding.Decode(dst, text)
	if err != nil {
		if n, err = base64.RawStdEncoding.Decode(dst, bytes.TrimRight(text, "=")); err != nil {
			return dst[:0], photo.MsgNotAPhoto, false
		}
	}
	if n > photo.MaxBytes {
		return dst[:0], photo.MsgTooLarge, false
	}
	return dst[:n], "", false
}

// drain reads the rest of the body after a syntax error, answering, when
// space is set, whether it is all white space from d.pos on.
func (d *docReader) drain(space bool) bool {
	var carry []byte
	for {
		for space && d.pos < d.n {
			p := d.buf[d.pos:d.n]
			if len(carry) > 0 {
				k := min(len(p), utf8.UTFMax-len(carry))
				p = append(carry, p[:k]...)
			}
			if !utf8.FullRune(p) {
				carry = append(carry[:0], p...)
				d.pos = d.n
				break
			}
			r, size := utf8.DecodeRune(p)
			space = unicode.IsSpace(r)
			d.pos += size - len(carry)
			carry = carry[:0]
		}
		d.pos = d.n
		if !d.fill() {
			return space && len(carry) == 0 && d.readErr == nil
		}
	}
}

// trimmedText keeps a string as strings.TrimSpace leaves it, in at most
// limit bytes: white space before it is dropped as it comes, after it cut
// at the end, and a text longer than limit is only marked over.
type trimmedText struct {
	limit   int
	hint    int64 // how large the text may grow, or -1: its first buffer's size
	lead    bool  // no character but white space yet
	buf     []byte
	end     int  // len(buf) after its last character that is not white space
	dropped bool // white space past limit, dropped
	over    bool
	carry   []byte // the start of a rune cut between two writes
	cbuf    [utf8.UTFMax]byte
}

// write takes bytes of the text, runes possibly cut between two writes.
func (t *trimmedText) write(p []byte) {
	if n := len(t.carry); n > 0 {
		joined := append(t.carry, p[:min(len(p), utf8.UTFMax-n)]...)
		if !utf8.FullRune(joined) {
			t.carry = joined
			return
		}
		t.carry = nil
		r, size := utf8.DecodeRune(joined)
		if size <= n {
			// Not UTF-8 (the edge check refuses it first): taken as it is.
			t.put(joined[:n], false)
		} else {
			t.put(joined[:size], unicode.IsSpace(r))
			p = p[size-n:]
		}
	}
	for len(p) > 0 {
		// Runs of ASCII, white space or not (base64), go at once.
		k := 0
		for k < len(p) && p[k] < utf8.RuneSelf && !asciiSpace[p[k]] {
			k++
		}
		if k > 0 {
			t.bulk(p[:k])
			p = p[k:]
			continue
		}
		for k < len(p) && p[k] < utf8.RuneSelf && asciiSpace[p[k]] {
			k++
		}
		if k > 0 {
			t.spaces(p[:k])
			p = p[k:]
			continue
		}
		if !utf8.FullRune(p) {
			t.carry = append(t.cbuf[:0], p...)
			return
		}
		r, size := utf8.DecodeRune(p)
		t.put(p[:size], unicode.IsSpace(r))
		p = p[size:]
	}
}

// flush takes a rune cut off at the end of the text (not UTF-8: the edge
// check refuses such bodies first).
func (t *trimmedText) flush() {
	if len(t.carry) > 0 {
		t.put(t.carry, false)
		t.carry = nil
	}
}

// bulk takes characters none of which is white space.
func (t *trimmedText) bulk(p []byte) {
	switch {
	case t.over:
	case t.dropped:
		t.lead, t.over = false, true
	default:
		t.lead = false
		fits := min(len(p), t.limit-len(t.buf))
		t.grow(fits)
		t.buf = append(t.buf, p[:fits]...)
		t.end = len(t.buf)
		t.over = fits < len(p)
	}
}

// asciiSpace marks the ASCII white space of unicode.IsSpace.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// spaces takes a run of ASCII white space, as put would one at a time.
func (t *trimmedText) spaces(p []byte) {
	if t.over || t.lead || t.dropped {
		return
	}
	fits := min(len(p), t.limit-len(t.buf))
	t.grow(fits)
	t.buf = append(t.buf, p[:fits]...)
	t.dropped = fits < len(p)
}

// put takes one rune, white space or not.
func (t *trimmedText) put(b []byte, space bool) {
	switch {
	case t.over, t.lead && space:
	case t.dropped || len(t.buf)+len(b) > t.limit:
		if space {
			t.dropped = true
		} else {
			t.lead, t.over = false, true
		}
	default:
		t.lead = false
		t.grow(len(b))
		t.buf = append(t.buf, b...)
		if !space {
			t.end = len(t.buf)
		}
	}
}

// grow makes room for n more bytes, doubling up to limit: the buffer is
// allocated at most twice its final size, once when hint says it.
func (t *trimmedText) grow(n int) {
	if len(t.buf)+n <= cap(t.buf) {
		return
	}
	size := max(2*cap(t.buf), len(t.buf)+n, 512)
	if cap(t.buf) == 0 && t.hint > 0 {
		size = max(size, int(min(t.hint, int64(t.limit))))
	}
	grown := make([]byte, len(t.buf), min(size, t.limit))
	copy(grown, t.buf)
	t.buf = grown
}

// trimmed answers the text kept: all of it, or its start when over.
func (t *trimmedText) trimmed() []byte {
	if t.over {
		return t.buf
	}
	return t.buf[:t.end]
}
