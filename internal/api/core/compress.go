package core

import (
	"bytes"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
)

// MinCompressSize is the smallest body Compress codes: below it the
// coding's own framing and the work cost more than the bytes saved.
const MinCompressSize = 1024

// maxTaggedBody is the largest API read Compress holds whole to give it an
// ETag; a larger one is streamed without a tag.
const maxTaggedBody = 8 << 20

// Per-request levels: fast ones, since the same bytes are coded again on
// every request. Brotli 4 is about as fast as gzip 6 and smaller; gzip 5 of
// klauspost/compress is several times faster than the standard library's
// default for a few percent more bytes. (Static assets are coded once, at
// build time, at the best level: web/vite.config.ts.)
const (
	brotliLevel = 4
	gzipLevel   = 5
)

// Compressible reports whether an answer of this media type is text worth
// coding: text/* but event streams (each event must go out when written),
// JSON and XML (with their +json and +xml kinds: problem+json, SVG), and
// JavaScript. Images, fonts and archives are coded already.
func Compressible(contentType string) bool {
	mt, _, _ := strings.Cut(contentType, ";")
	mt = strings.ToLower(strings.TrimSpace(mt))
	switch {
	case mt == "text/event-stream":
		return false
	case strings.HasPrefix(mt, "text/"):
		return true
	case strings.HasSuffix(mt, "+json"), strings.HasSuffix(mt, "+xml"):
		return true
	}
	switch mt {
	case "application/json", "application/javascript", "application/xml", "application/x-javascript", "application/ecmascript":
		return true
	}
	return false
}

// isJSON says whether a media type is JSON (application/json or a +json kind).
func isJSON(contentType string) bool {
	mt, _, _ := strings.Cut(contentType, ";")
	mt = strings.ToLower(strings.TrimSpace(mt))
	return mt == "application/json" || strings.HasSuffix(mt, "+json")
}

// AddVary adds a field name to an answer's Vary unless it is there already
// (or Vary is "*").
func AddVary(h http.Header, field string) {
	for _, line := range h.Values("Vary") {
		for name := range strings.SplitSeq(line, ",") {
			name = strings.TrimSpace(name)
			if name == "*" || strings.EqualFold(name, field) {
				return
			}
		}
	}
	h.Add("Vary", field)
}

// encoder is a pooled brotli or gzip writer.
type encoder interface {
	io.WriteCloser
	Flush() error
	Reset(io.Writer)
}

// coders pools the brotli and gzip writers of one pair of levels.
type coders struct {
	brotli, gzip sync.Pool
}

func newCoders(brotliLevel, gzipLevel int) *coders {
	c := &coders{}
	c.brotli.New = func() any { return brotli.NewWriterLevel(io.Discard, brotliLevel) }
	c.gzip.New = func() any {
		w, _ := gzip.NewWriterLevel(io.Discard, gzipLevel)
		return w
	}
	return c
}

// get is a writer of coding (EncodingBrotli, else gzip) to dst.
func (c *coders) get(coding string, dst io.Writer) encoder {
	var e encoder
	if coding == EncodingBrotli {
		e = c.brotli.Get().(*brotli.Writer)
	} else {
		e = c.gzip.Get().(*gzip.Writer)
	}
	e.Reset(dst)
	return e
}

// put takes back a writer get gave.
func (c *coders) put(e encoder) {
	e.Reset(io.Discard) // drop the answer it wrote to
	switch e := e.(type) {
	case *brotli.Writer:
		c.brotli.Put(e)
	case *gzip.Writer:
		c.gzip.Put(e)
	}
}

// Menu pages (MenuView.CodedPage) are coded at the fastest levels: most
// are asked for once (another store, filter, search, sort or page), so
// each is coded about once per request. On a 60-card page of 52 KB,
// brotli 1 takes a third of brotli 4's time for 19% more bytes (still
// fewer than gzip 5's), and gzip 1 takes 60% of gzip 5's for 18% more.
const (
	pageBrotliLevel = 1
	pageGzipLevel   = 1
)

var (
	answerCoders = newCoders(brotliLevel, gzipLevel)
	pageCoders   = newCoders(pageBrotliLevel, pageGzipLevel)
	bodyBuffers  = sync.Pool{New: func() any { return new(bytes.Buffer) }}
)

// codePage codes a menu page whole in coding (EncodingBrotli or
// EncodingGzip), at the page levels.
func codePage(coding string, body []byte) []byte {
	var out bytes.Buffer
	out.Grow(len(body)/6 + 64)
	enc := pageCoders.get(coding, &out)
	_, _ = enc.Write(body)
	_ = enc.Close()
	pageCoders.put(enc)
	return out.Bytes()
}

func getBuffer() *bytes.Buffer { return bodyBuffers.Get().(*bytes.Buffer) }

func putBuffer(b *bytes.Buffer) {
	if b.Cap() > 1<<20 {
		return // let an unusually large one go rather than keep it
	}
	b.Reset()
	bodyBuffers.Put(b)
}

// Compress codes every text answer (Compressible) in brotli or gzip, as
// the request's Accept-Encoding allows (Negotiate), and adds
// "Vary: Accept-Encoding" to each, sent coded or not. It leaves alone an
// answer whose handler set Content-Encoding itself (a handler that keeps
// its answers coded, or serves a file coded at build time, sets Vary too),
// event streams, HEAD, 1xx, 204, 206 and 304 answers, and bodies under
// MinCompressSize; it decides by holding the first bytes. A coded answer
// held whole gets its Content-Length, a streamed one none; Flush codes and
// sends what was written so far.
//
// GET answers of the API (under /api/ and /v1/) with 200 and a JSON body
// are held whole (up to 8 MiB) and get a strong ETag of their bytes before
// coding, unless the handler set one; so are text answers to any GET whose
// handler set an ETag. A coded answer's strong tag carries its coding
// ("…-br"), and a request whose If-None-Match matches the tag sent (the
// weak comparison, or "*") answers 304 without a body (RFC 9110, section
// 13.1.2). Cache-Control is never changed: a personal answer stays as
// private as its handler made it.
func Compress(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cw := &compressWriter{ResponseWriter: w, r: r, coding: Negotiate(r.Header.Get("Accept-Encoding")),
			tag: r.Method == http.MethodGet && (strings.HasPrefix(r.URL.Path, "/api/") || strings.HasPrefix(r.URL.Path, "/v1/"))}
		next.ServeHTTP(cw, r)
		cw.finish()
	})
}

// The states of a compressWriter.
const (
	undecided   = iota // nothing written yet
	passthrough        // written as the handler writes, uncoded
	holding            // the first bytes held in buf
	coding             // written through enc
)

type compressWriter struct {
	http.ResponseWriter
	r      *http.Request
	coding string // the coding negotiated: EncodingBrotli, EncodingGzip or EncodingIdentity
	// tag: an API read, held whole for its ETag while it may be one.
	tag    bool
	state  int
	status int
	buf    *bytes.Buffer
	enc    encoder
}

// Unwrap lets http.ResponseController reach the writer beneath, for the
// deadlines and Hijack.
func (c *compressWriter) Unwrap() http.ResponseWriter { return c.ResponseWriter }

func (c *compressWriter) WriteHeader(code int) {
	switch {
	case c.state == passthrough:
		c.ResponseWriter.WriteHeader(code)
	case c.state != undecided || c.status != 0:
		// A second status is a handler's mistake; net/http logs it, and
		// so does the writer beneath once the first is sent.
		if c.state == coding {
			c.ResponseWriter.WriteHeader(code)
		}
	case code >= 100 && code < 200 && code != http.StatusSwitchingProtocols:
		c.ResponseWriter.WriteHeader(code) // informational (103 Early Hints): the answer is still to come
	default:
		c.status = code
	}
}

// DiscardHeld drops the status and the bytes held so far, and the
// validators the handler set, when nothing has reached the client yet, so
// that an answer can start over (RecoverPanics' 500 after a handler wrote
// part of its body); it reports whether it could.
func (c *compressWriter) DiscardHeld() bool {
	if c.state != undecided && c.state != holding {
		return false
	}
	if c.buf != nil {
		putBuffer(c.buf)
		c.buf = nil
	}
	c.state, c.status, c.tag = undecided, 0, false // what follows is the error, never a tagged read
	h := c.ResponseWriter.Header()
	for _, k := range []string{"ETag", "Last-Modified", "Content-Length", "Content-Type"} {
		h.Del(k)
	}
	return true
}

func (c *compressWriter) Write(p []byte) (int, error) {
	if c.state == undecided {
		c.decide(p)
	}
	switch c.state {
	case passthrough:
		return c.ResponseWriter.Write(p)
	case coding:
		return c.enc.Write(p)
	}
	c.buf.Write(p)
	switch {
	case c.tag && c.buf.Len() <= maxTaggedBody:
	case c.tag:
		c.tag = false
		if err := c.stream(); err != nil {
			return 0, err
		}
	case c.buf.Len() >= MinCompressSize:
		if err := c.stream(); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

// decide reads the headers once the handler starts its body (p, its
// first bytes; nil when it flushes or ends first) and chooses to pass the
// answer through or to hold it.
func (c *compressWriter) decide(p []byte) {
	h := c.ResponseWriter.Header()
	if c.status == 0 {
		c.status = http.StatusOK
	}
	if _, typed := h["Content-Type"]; !typed && len(p) > 0 && h.Get("Content-Encoding") == "" {
		h.Set("Content-Type", http.DetectContentType(p)) // what net/http would sniff
	}
	textual := h.Get("Content-Encoding") == "" && Compressible(h.Get("Content-Type"))
	if textual {
		AddVary(h, "Accept-Encoding")
	}
	// Held whole for a tag: an API read in JSON, tagged here unless its
	// handler did, or any GET whose handler set a tag, which the coding
	// changes; either way If-None-Match is answered here, against the tag
	// of the representation sent.
	c.tag = textual && c.status == http.StatusOK && c.r.Method == http.MethodGet &&
		(c.tag && isJSON(h.Get("Content-Type")) || h.Get("ETag") != "")
	switch {
	case !textual, c.r.Method == http.MethodHead, c.status < 200, c.status == http.StatusNoContent,
		c.status == http.StatusPartialContent, c.status == http.StatusNotModified, h.Get("Content-Range") != "",
		c.coding == EncodingIdentity && !c.tag:
		c.state = passthrough
		c.ResponseWriter.WriteHeader(c.status)
	default:
		c.state = holding
		c.buf = getBuffer()
	}
}

// stream ends the holding: the answer goes out coded (or uncoded, for an
// identity client) as it is written from now on, without a Content-Length.
func (c *compressWriter) stream() error {
	h := c.ResponseWriter.Header()
	if c.coding == EncodingIdentity {
		c.state = passthrough
		c.ResponseWriter.WriteHeader(c.status)
	} else {
		c.state = coding
		c.setCoded(h)
		h.Del("Content-Length")
		c.ResponseWriter.WriteHeader(c.status)
		c.enc = answerCoders.get(c.coding, c.ResponseWriter)
	}
	held := c.buf
	c.buf = nil
	defer putBuffer(held)
	var err error
	if c.state == coding {
		_, err = c.enc.Write(held.Bytes())
	} else {
		_, err = c.ResponseWriter.Write(held.Bytes())
	}
	return err
}

// setCoded marks the headers of an answer sent coded: its coding, its
// strong tag told apart (CodedETag), and no byte ranges, which would be of
// the coded bytes.
func (c *compressWriter) setCoded(h http.Header) {
	h.Set("Content-Encoding", c.coding)
	h.Del("Accept-Ranges")
	if t := h.Get("ETag"); t != "" {
		h.Set("ETag", CodedETag(t, c.coding))
	}
}

// Flush sends what was written so far, coded as the answer is.
func (c *compressWriter) Flush() { _ = c.FlushError() }

// FlushError is Flush for http.ResponseController, with the error of the
// writer beneath.
func (c *compressWriter) FlushError() error {
	if c.state == undecided {
		c.decide(nil)
	}
	if c.state == holding {
		c.tag = false // a handler that flushes streams; it has no one body to tag
		if err := c.stream(); err != nil {
			return err
		}
	}
	if c.state == coding {
		if err := c.enc.Flush(); err != nil {
			return err
		}
	}
	return http.NewResponseController(c.ResponseWriter).Flush()
}

// finish ends the answer once the handler returns: a held body is sent
// whole (coded when that makes it smaller, tagged when an API read), a
// coded stream is closed.
func (c *compressWriter) finish() {
	if c.state == undecided {
		c.decide(nil)
	}
	switch c.state {
	case coding:
		_ = c.enc.Close()
		answerCoders.put(c.enc)
		c.enc = nil
	case holding:
		c.sendHeld()
	}
}

func (c *compressWriter) sendHeld() {
	defer func() { putBuffer(c.buf); c.buf = nil }()
	h := c.ResponseWriter.Header()
	body := c.buf.Bytes()
	if c.tag && h.Get("ETag") == "" {
		h.Set("ETag", BodyETag(body))
	}
	out := body
	if c.coding != EncodingIdentity && len(body) >= MinCompressSize {
		coded := getBuffer()
		defer putBuffer(coded)
		enc := answerCoders.get(c.coding, coded)
		_, _ = enc.Write(body)
		err := enc.Close()
		answerCoders.put(enc)
		if err == nil && coded.Len() < len(body) {
			out = coded.Bytes()
			c.setCoded(h)
		}
	}
	if c.tag && !NoneMatch(c.r.Header.Get("If-None-Match"), h.Get("ETag")) {
		// 304 carries the validators and caching fields a 200 would
		// (RFC 9110, section 15.4.5), not the body's.
		for _, k := range []string{"Content-Length", "Content-Type", "Content-Encoding", "Accept-Ranges"} {
			h.Del(k)
		}
		c.ResponseWriter.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Length", strconv.Itoa(len(out)))
	c.ResponseWriter.WriteHeader(c.status)
	_, _ = c.ResponseWriter.Write(out)
}
