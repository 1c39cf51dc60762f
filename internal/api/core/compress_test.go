package core

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
)

// jsonBody is a JSON answer well over MinCompressSize.
var jsonBody = []byte(`{"products":[` + strings.Repeat(`{"name":"Blue Dream","brand":"Pistil Farms","price_cents":4500},`, 60) + `{}]}`)

// rawClient does not ask for or decode codings itself: each request says
// what it accepts.
var rawClient = &http.Client{Transport: &http.Transport{DisableCompression: true}}

func fetch(t *testing.T, method, url string, header http.Header) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	res, err := rawClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, body
}

// decode undoes an answer's Content-Encoding.
func decode(t *testing.T, coding string, body []byte) []byte {
	t.Helper()
	var r io.Reader
	switch coding {
	case "":
		return body
	case "br":
		r = brotli.NewReader(bytes.NewReader(body))
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	default:
		t.Fatalf("coding %q", coding)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s: %v", coding, err)
	}
	return out
}

func serveCompressed(t *testing.T, h http.HandlerFunc) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(Compress(h))
	t.Cleanup(srv.Close)
	return srv
}

func writeJSON(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(jsonBody)
}

// TestCompressCodings: each coding the client asks for is the one sent,
// with Vary and a right Content-Length, and decodes to the same bytes as
// the uncoded answer.
func TestCompressCodings(t *testing.T) {
	// A handler writing in small pieces, as encoders do.
	srv := serveCompressed(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		for b := range pieces(jsonBody, 100) {
			_, _ = w.Write(b)
		}
	})
	for _, tc := range []struct{ accept, want string }{
		{"", ""},
		{"gzip", "gzip"},
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=0.5, gzip", "gzip"},
		{"identity", ""},
		{"br;q=0, gzip;q=0", ""},
		{"deflate", ""},
		// Hostile: unreadable, or huge, headers get the bytes as they are.
		{"gzip;q=2", ""},
		{"br;q=nope", ""},
		{"gzip;;;q==,,,;", ""},
		{"ü, br", "br"},
		{strings.Repeat("x-unknown-coding;q=0.5, ", 2000) + "gzip", "gzip"},
		{strings.Repeat("q", 60000), ""},
	} {
		res, body := fetch(t, "GET", srv.URL, http.Header{"Accept-Encoding": {tc.accept}})
		name := tc.accept
		if len(name) > 40 {
			name = name[:40] + "…"
		}
		if res.StatusCode != 200 {
			t.Errorf("%q: status %d", name, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Encoding"); got != tc.want {
			t.Errorf("%q: Content-Encoding %q, want %q", name, got, tc.want)
		}
		if res.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%q: Vary %q", name, res.Header.Get("Vary"))
		}
		if cl := res.Header.Get("Content-Length"); cl != "" && cl != strconv.Itoa(len(body)) {
			t.Errorf("%q: Content-Length %s for %d bytes", name, cl, len(body))
		}
		if tc.want != "" && len(body) >= len(jsonBody)/4 {
			t.Errorf("%q: %d bytes coded from %d", name, len(body), len(jsonBody))
		}
		if got := decode(t, res.Header.Get("Content-Encoding"), body); !bytes.Equal(got, jsonBody) {
			t.Errorf("%q: decoded body differs from the uncoded one", name)
		}
	}
}

// pieces cuts b in pieces of n bytes.
func pieces(b []byte, n int) func(func([]byte) bool) {
	return func(yield func([]byte) bool) {
		for len(b) > 0 {
			k := min(n, len(b))
			if !yield(b[:k]) {
				return
			}
			b = b[k:]
		}
	}
}

// TestCompressLeavesAlone: what must go out as the handler wrote it.
func TestCompressLeavesAlone(t *testing.T) {
	png := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{0}, 4000)...)
	for _, tc := range []struct {
		name     string
		method   string
		handler  http.HandlerFunc
		wantVary bool
		wantBody []byte
	}{
		{"small", "GET", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(`{"ok":true}`))
		}, true, []byte(`{"ok":true}`)},
		{"already coded", "GET", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Content-Encoding", "gzip")
			_, _ = w.Write([]byte("not really gzip, but the handler's to say"))
		}, false, []byte("not really gzip, but the handler's to say")},
		{"image", "GET", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "image/png")
			_, _ = w.Write(png)
		}, false, png},
		{"font", "GET", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "font/woff2")
			_, _ = w.Write(png)
		}, false, png},
		{"sniffed image", "GET", func(w http.ResponseWriter, r *http.Request) {
			_, _ = w.Write(png) // no Content-Type: net/http's sniffing names it
		}, false, png},
		{"HEAD", "HEAD", writeJSON, true, nil},
		{"no content", "GET", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusNoContent)
		}, true, nil},
		{"not modified", "GET", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusNotModified)
		}, true, nil},
		{"partial", "GET", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/plain")
			w.Header().Set("Content-Range", fmt.Sprintf("bytes 0-%d/9999", len(jsonBody)-1))
			w.WriteHeader(http.StatusPartialContent)
			_, _ = w.Write(jsonBody)
		}, true, jsonBody},
	} {
		srv := serveCompressed(t, tc.handler)
		res, body := fetch(t, tc.method, srv.URL, http.Header{"Accept-Encoding": {"br, gzip"}})
		if res.Header.Get("Content-Encoding") != "" && tc.name != "already coded" {
			t.Errorf("%s: coded %q", tc.name, res.Header.Get("Content-Encoding"))
		}
		if tc.name == "already coded" && res.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("%s: Content-Encoding %q", tc.name, res.Header.Get("Content-Encoding"))
		}
		if got := res.Header.Get("Vary") == "Accept-Encoding"; got != tc.wantVary {
			t.Errorf("%s: Vary %q", tc.name, res.Header.Get("Vary"))
		}
		if !bytes.Equal(body, tc.wantBody) {
			t.Errorf("%s: body of %d bytes, want %d", tc.name, len(body), len(tc.wantBody))
		}
		if cl := res.Header.Get("Content-Length"); cl != "" && tc.method == "GET" && res.StatusCode == 200 && cl != strconv.Itoa(len(body)) {
			t.Errorf("%s: Content-Length %s for %d bytes", tc.name, cl, len(body))
		}
	}
}

// TestCompressEventStream: an event stream is never coded, and each event
// arrives when written, before the stream ends.
func TestCompressEventStream(t *testing.T) {
	release := make(chan struct{})
	srv := serveCompressed(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(200)
		_, _ = w.Write([]byte("event: first\ndata: {}\n\n"))
		if err := http.NewResponseController(w).Flush(); err != nil {
			t.Errorf("flush: %v", err)
		}
		<-release
	})
	defer close(release)
	req, _ := http.NewRequest("GET", srv.URL, nil)
	req.Header.Set("Accept-Encoding", "br, gzip")
	res, err := rawClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.Header.Get("Content-Encoding") != "" || res.Header.Get("Vary") != "" {
		t.Errorf("stream headers %v", res.Header)
	}
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(res.Body).ReadString('\n')
		line <- s
	}()
	select {
	case s := <-line:
		if s != "event: first\n" {
			t.Errorf("first line %q", s)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the event did not arrive while the stream was open")
	}
}

// TestCompressFlush: a coded text answer that flushes sends what it wrote
// so far, coded, before it ends; deadlines reach the connection.
func TestCompressFlush(t *testing.T) {
	release := make(chan struct{})
	srv := serveCompressed(t, func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		if err := rc.SetWriteDeadline(time.Now().Add(time.Minute)); err != nil {
			t.Errorf("SetWriteDeadline through Compress: %v", err)
		}
		w.Header().Set("Content-Type", "text/plain")
		_, _ = w.Write([]byte("first part\n"))
		if err := rc.Flush(); err != nil {
			t.Errorf("flush: %v", err)
		}
		<-release
		_, _ = w.Write([]byte("second part\n"))
	})
	for _, coding := range []string{"gzip", "br"} {
		req, _ := http.NewRequest("GET", srv.URL, nil)
		req.Header.Set("Accept-Encoding", coding)
		res, err := rawClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		if res.Header.Get("Content-Encoding") != coding || res.Header.Get("Content-Length") != "" {
			t.Errorf("%s: headers %v", coding, res.Header)
		}
		var r io.Reader = res.Body
		line := make(chan string, 1)
		go func() {
			if coding == "gzip" {
				zr, err := gzip.NewReader(r)
				if err != nil {
					line <- err.Error()
					return
				}
				r = zr
			} else {
				r = brotli.NewReader(r)
			}
			br := bufio.NewReader(r)
			s, _ := br.ReadString('\n')
			line <- s
			rest, _ := io.ReadAll(br)
			line <- string(rest)
		}()
		select {
		case s := <-line:
			if s != "first part\n" {
				t.Errorf("%s: first line %q", coding, s)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: the flushed part did not arrive", coding)
		}
		release <- struct{}{}
		if s := <-line; s != "second part\n" {
			t.Errorf("%s: rest %q", coding, s)
		}
		res.Body.Close()
	}
}

// TestCompressETag: API reads get a strong tag of their bytes, told apart
// by coding; If-None-Match answers 304 without a body.
func TestCompressETag(t *testing.T) {
	srv := serveCompressed(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/v1/own-tag", "/own-tag":
			w.Header().Set("ETag", `"v7"`)
		case "/api/v1/private":
			w.Header().Set("Cache-Control", "private, no-store")
		case "/api/v1/small":
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(`{"ok":true}`))
			return
		}
		writeJSON(w, r)
	})
	plain := BodyETag(jsonBody)
	for _, tc := range []struct {
		path, accept, wantTag string
	}{
		{"/api/v1/menu", "", plain},
		{"/api/v1/menu", "gzip", CodedETag(plain, "gzip")},
		{"/api/v1/menu", "br", CodedETag(plain, "br")},
		{"/v1/menu", "br", CodedETag(plain, "br")},
		{"/api/v1/own-tag", "br", `"v7-br"`},
		{"/api/v1/own-tag", "", `"v7"`},
		{"/api/v1/private", "gzip", CodedETag(plain, "gzip")},
		{"/api/v1/small", "br", BodyETag([]byte(`{"ok":true}`))}, // too small to code
		{"/own-tag", "br", `"v7-br"`},                            // outside the API, a handler's tag is answered too
		{"/own-tag", "", `"v7"`},
		{"/menu", "br", ""}, // not the API
	} {
		res, body := fetch(t, "GET", srv.URL+tc.path, http.Header{"Accept-Encoding": {tc.accept}})
		tag := res.Header.Get("ETag")
		if tag != tc.wantTag {
			t.Errorf("%s %q: ETag %s, want %s", tc.path, tc.accept, tag, tc.wantTag)
			continue
		}
		if cl := res.Header.Get("Content-Length"); cl != strconv.Itoa(len(body)) {
			t.Errorf("%s %q: Content-Length %s for %d bytes", tc.path, tc.accept, cl, len(body))
		}
		if tc.path == "/api/v1/private" && res.Header.Get("Cache-Control") != "private, no-store" {
			t.Errorf("private answer's Cache-Control became %q", res.Header.Get("Cache-Control"))
		}
		if tag == "" {
			continue
		}
		for _, inm := range []string{tag, `"nope", ` + tag, "W/" + tag, "*"} {
			res, body := fetch(t, "GET", srv.URL+tc.path, http.Header{"Accept-Encoding": {tc.accept}, "If-None-Match": {inm}})
			if res.StatusCode != http.StatusNotModified || len(body) != 0 || res.Header.Get("ETag") != tag ||
				res.Header.Get("Content-Encoding") != "" || res.Header.Get("Vary") != "Accept-Encoding" {
				t.Errorf("%s %q If-None-Match %s: %d %v %q", tc.path, tc.accept, inm, res.StatusCode, res.Header, body)
			}
		}
		// Another coding's tag is another representation.
		other := CodedETag(tag, "gzip")
		if tc.accept == "gzip" {
			other = CodedETag(tag, "br")
		}
		if res, _ := fetch(t, "GET", srv.URL+tc.path, http.Header{"Accept-Encoding": {tc.accept}, "If-None-Match": {other}}); res.StatusCode != 200 {
			t.Errorf("%s %q If-None-Match %s (another coding's): %d", tc.path, tc.accept, other, res.StatusCode)
		}
	}
	// Neither writes nor errors are tagged.
	srv = serveCompressed(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/problem+json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write(jsonBody)
	})
	if res, _ := fetch(t, "GET", srv.URL+"/api/v1/missing", nil); res.Header.Get("ETag") != "" {
		t.Errorf("a 404 is tagged %s", res.Header.Get("ETag"))
	}
	srv = serveCompressed(t, writeJSON)
	if res, _ := fetch(t, "POST", srv.URL+"/api/v1/carts", nil); res.Header.Get("ETag") != "" {
		t.Errorf("a POST is tagged %s", res.Header.Get("ETag"))
	}
}

// TestCompressPooledWriters: answers coded at once on many connections do
// not mix (the writers and buffers are pooled).
func TestCompressPooledWriters(t *testing.T) {
	srv := serveCompressed(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		_, _ = w.Write(bytes.Repeat([]byte(r.URL.Query().Get("n")), 5000))
	})
	done := make(chan error, 40)
	for i := range 40 {
		go func() {
			n := strconv.Itoa(i % 10)
			coding := []string{"br", "gzip"}[i%2]
			req, _ := http.NewRequest("GET", srv.URL+"?n="+n, nil)
			req.Header.Set("Accept-Encoding", coding)
			res, err := rawClient.Do(req)
			if err != nil {
				done <- err
				return
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			var r io.Reader
			if coding == "br" {
				r = brotli.NewReader(bytes.NewReader(body))
			} else if zr, err := gzip.NewReader(bytes.NewReader(body)); err == nil {
				r = zr
			} else {
				done <- err
				return
			}
			got, err := io.ReadAll(r)
			if err == nil && !bytes.Equal(got, bytes.Repeat([]byte(n), 5000)) {
				err = fmt.Errorf("answer %s mixed up", n)
			}
			done <- err
		}()
	}
	for range 40 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// A handler that panics after starting its answer: what Compress held is
// dropped and the 500 goes out alone, untagged (RecoverPanics inside
// Compress, as NewServer has them).
func TestCompressPanicAfterHeldWrite(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for name, handler := range map[string]http.HandlerFunc{
		"status then panic": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusOK)
			panic("boom")
		},
		"part of a body then panic": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("ETag", `"handler"`)
			_, _ = w.Write([]byte(`{"products":[{"a":1},`))
			panic("boom")
		},
	} {
		for _, coding := range []string{"br", "gzip", ""} {
			srv := httptest.NewServer(Compress(RecoverPanics(log)(handler)))
			req, _ := http.NewRequest(http.MethodGet, srv.URL+"/api/v1/x", nil)
			req.Header.Set("Accept-Encoding", coding)
			res, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			srv.Close()
			if res.StatusCode != http.StatusInternalServerError || res.Header.Get("ETag") != "" {
				t.Errorf("%s, %q: %d with ETag %q, want 500 without one", name, coding, res.StatusCode, res.Header.Get("ETag"))
			}
			if !strings.HasPrefix(string(body), `{"code":"internal"`) {
				t.Errorf("%s, %q: body %q, want the error alone", name, coding, body)
			}
		}
	}
}
