package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pistil/pistil/internal/api/core"
)

// builtApp is a build as vite writes it: a hashed script with its .br and
// .gz beside it, a small icon without, and index.html.
func builtApp(t *testing.T) (fstest.MapFS, []byte) {
	t.Helper()
	script := []byte(strings.Repeat("console.log('the menu');\n", 200))
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	_, _ = zw.Write(script)
	_ = zw.Close()
	return fstest.MapFS{
		"index.html":                 {Data: []byte(`<!doctype html><html><head><title>Pistil</title></head><body><div id="root"></div></body></html>`)},
		"assets/index-abc123.js":     {Data: script},
		"assets/index-abc123.js.br":  {Data: []byte("brotli bytes, as the build wrote them")},
		"assets/index-abc123.js.gz":  {Data: gz.Bytes()},
		"favicon.svg":                {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
		"banners/orphan.svg.br":      {Data: []byte("no sibling: a file of its own")},
		"assets/missing-sibling.css": {Data: []byte("a{}")},
	}, script
}

// TestBuiltFilesPrecoded: a file with codings written at build time is sent
// in the coding asked for, as written, with its own length, tag and Vary;
// the coded files are not served under their own names.
func TestBuiltFilesPrecoded(t *testing.T) {
	app, script := builtApp(t)
	h := newAppHandler(app, nil, nil, nil, nil)
	get := func(path string, header http.Header) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", path, nil)
		for k, v := range header {
			req.Header[k] = v
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	tags := map[string]string{}
	for _, tc := range []struct {
		accept, coding string
		want           []byte
	}{
		{"", "", script},
		{"gzip, deflate", "gzip", app["assets/index-abc123.js.gz"].Data},
		{"gzip, deflate, br, zstd", "br", app["assets/index-abc123.js.br"].Data},
		{"br;q=nope", "", script},
	} {
		rec := get("/assets/index-abc123.js", http.Header{"Accept-Encoding": {tc.accept}})
		hd := rec.Header()
		if rec.Code != 200 || hd.Get("Content-Encoding") != tc.coding || !bytes.Equal(rec.Body.Bytes(), tc.want) {
			t.Errorf("%q: %d %q, %d bytes", tc.accept, rec.Code, hd.Get("Content-Encoding"), rec.Body.Len())
		}
		if hd.Get("Content-Length") != strconv.Itoa(len(tc.want)) || hd.Get("Vary") != "Accept-Encoding" ||
			hd.Get("Cache-Control") != "public, max-age=31536000, immutable" || !strings.HasPrefix(hd.Get("Content-Type"), "text/javascript") {
			t.Errorf("%q: headers %v", tc.accept, hd)
		}
		if hd.Get("ETag") != core.BodyETag(tc.want) {
			t.Errorf("%q: ETag %s", tc.accept, hd.Get("ETag"))
		}
		tags[tc.coding] = hd.Get("ETag")
		// The tag answers 304 for the same coding only.
		if rec := get("/assets/index-abc123.js", http.Header{"Accept-Encoding": {tc.accept}, "If-None-Match": {hd.Get("ETag")}}); rec.Code != 304 || rec.Body.Len() != 0 {
			t.Errorf("%q If-None-Match: %d, %d bytes", tc.accept, rec.Code, rec.Body.Len())
		}
	}
	if len(tags) != 3 || tags[""] == tags["br"] || tags["br"] == tags["gzip"] {
		t.Errorf("the codings share tags: %v", tags)
	}
	if rec := get("/assets/index-abc123.js", http.Header{"Accept-Encoding": {"br"}, "If-None-Match": {tags["gzip"]}}); rec.Code != 200 {
		t.Errorf("br with gzip's tag: %d", rec.Code)
	}
	// The gzip file is real gzip of the script.
	zr, err := gzip.NewReader(bytes.NewReader(app["assets/index-abc123.js.gz"].Data))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(zr); !bytes.Equal(got, script) {
		t.Error("the fixture's gzip is not the script")
	}

	// HEAD: the coded file's headers, no body.
	req := httptest.NewRequest("HEAD", "/assets/index-abc123.js", nil)
	req.Header.Set("Accept-Encoding", "br")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Body.Len() != 0 || rec.Header().Get("Content-Length") != strconv.Itoa(len(app["assets/index-abc123.js.br"].Data)) {
		t.Errorf("HEAD: %d %v, %d bytes", rec.Code, rec.Header(), rec.Body.Len())
	}

	// A file without codings goes as it is, without Vary (Compress adds
	// it if the file is text), and answers byte ranges.
	rec = get("/favicon.svg", http.Header{"Accept-Encoding": {"br"}})
	if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "" || rec.Header().Get("ETag") == "" || rec.Header().Get("Content-Type") != "image/svg+xml" ||
		rec.Header().Get("Cache-Control") != "public, max-age=86400" {
		t.Errorf("favicon: %d %v", rec.Code, rec.Header())
	}
	if rec := get("/assets/index-abc123.js", http.Header{"Range": {"bytes=0-6"}}); rec.Code != 206 || rec.Body.String() != "console" {
		t.Errorf("range: %d %q", rec.Code, rec.Body.String())
	}
	// The coded files themselves are not pages of the site; a .br without
	// its file is an ordinary file.
	for path, want := range map[string]int{"/assets/index-abc123.js.br": 404, "/assets/index-abc123.js.gz": 404, "/banners/orphan.svg.br": 200} {
		if rec := get(path, nil); rec.Code != want {
			t.Errorf("%s: %d, want %d", path, rec.Code, want)
		}
	}
}
