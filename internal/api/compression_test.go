package api_test

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
	"github.com/pistil/pistil/web"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
)

// plainClient neither asks for nor decodes codings: each request says what
// it accepts, and the test reads the bytes as sent.
var plainClient = &http.Client{Transport: &http.Transport{DisableCompression: true}}

func rawGet(t *testing.T, method, url string, header http.Header) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	return plainSend(t, req)
}

// plainSend sends req with plainClient and reads the answer's bytes as sent.
func plainSend(t *testing.T, req *http.Request) (*http.Response, []byte) {
	t.Helper()
	res, err := plainClient.Do(req)
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

// undo decodes an answer's Content-Encoding.
func undo(t *testing.T, coding string, body []byte) []byte {
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
		t.Fatal(err)
	}
	return out
}

// TestCompressionAPIReads: an API read is sent in the coding asked for,
// decodes to the uncoded bytes, has Vary and its length, and a tag that
// answers 304 for that coding; HEAD and hostile Accept-Encoding headers
// get the bytes as they are.
func TestCompressionAPIReads(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		for _, path := range []string{
			fmt.Sprintf("/api/v1/materialized_menu_products?store_id=%d", ct.StoreSF),
			fmt.Sprintf("/v1/stores/%d", ct.StoreSF),
			"/api/openapi.json",
		} {
			res, identity := rawGet(t, "GET", srv.URL+path, nil)
			if res.StatusCode != 200 || len(identity) < 1024 || res.Header.Get("Content-Encoding") != "" {
				t.Fatalf("%s: %d %v, %d bytes", path, res.StatusCode, res.Header, len(identity))
			}
			tags := map[string]bool{}
			for _, tc := range []struct{ accept, coding string }{
				{"", ""}, {"gzip", "gzip"}, {"br", "br"}, {"gzip, deflate, br, zstd", "br"},
				{"br;q=0.1, gzip;q=0.9", "gzip"},
				// Hostile or unreadable: identity, never an error.
				{"br;q=7", ""}, {";;;,,,=", ""}, {strings.Repeat("garbage, ", 5000), ""},
			} {
				res, body := rawGet(t, "GET", srv.URL+path, http.Header{"Accept-Encoding": {tc.accept}})
				name := tc.accept[:min(len(tc.accept), 30)]
				if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != tc.coding {
					t.Errorf("%s %q: %d %q", path, name, res.StatusCode, res.Header.Get("Content-Encoding"))
					continue
				}
				if !strings.Contains(strings.Join(res.Header.Values("Vary"), ","), "Accept-Encoding") {
					t.Errorf("%s %q: Vary %v", path, name, res.Header.Values("Vary"))
				}
				if res.Header.Get("Content-Length") != strconv.Itoa(len(body)) {
					t.Errorf("%s %q: Content-Length %q for %d bytes", path, name, res.Header.Get("Content-Length"), len(body))
				}
				if got := undo(t, tc.coding, body); !bytes.Equal(got, identity) {
					t.Errorf("%s %q: decodes to other bytes than the uncoded answer", path, name)
				}
				tag := res.Header.Get("ETag")
				if tag == "" || (tc.coding != "") != strings.HasSuffix(tag, "-"+tc.coding+`"`) {
					t.Errorf("%s %q: ETag %q", path, name, tag)
				}
				tags[tag] = true
				again, empty := rawGet(t, "GET", srv.URL+path, http.Header{"Accept-Encoding": {tc.accept}, "If-None-Match": {`"other", ` + tag}})
				if again.StatusCode != http.StatusNotModified || len(empty) != 0 || again.Header.Get("ETag") != tag {
					t.Errorf("%s %q If-None-Match: %d, %d bytes, ETag %q", path, name, again.StatusCode, len(empty), again.Header.Get("ETag"))
				}
			}
			if len(tags) != 3 {
				t.Errorf("%s: tags %v, want one per coding", path, tags)
			}
			head, body := rawGet(t, "HEAD", srv.URL+path, http.Header{"Accept-Encoding": {"br, gzip"}})
			if head.StatusCode != 200 || len(body) != 0 || head.Header.Get("Content-Encoding") != "" {
				t.Errorf("HEAD %s: %d %v", path, head.StatusCode, head.Header)
			}
		}
		// An error in the error shape is coded when large enough, never tagged.
		res, _ := rawGet(t, "GET", srv.URL+"/api/v1/stores/999999", http.Header{"Accept-Encoding": {"br"}})
		if res.StatusCode != 404 || res.Header.Get("ETag") != "" || !strings.Contains(strings.Join(res.Header.Values("Vary"), ","), "Accept-Encoding") {
			t.Errorf("missing store: %d %v", res.StatusCode, res.Header)
		}
	})
}

// TestCompressionPersonalRead: a shopper's own answer may carry a tag but
// stays as private as its handler made it.
func TestCompressionPersonalRead(t *testing.T) {
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	srv := newServer(t, db)
	bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
	res, _ := rawGet(t, "GET", srv.URL+fmt.Sprintf("/api/v1/business/stores/%d/reservations", ct.StoreSF),
		http.Header{"Cookie": {staffCookie + "=" + bud.cookie}, "Accept-Encoding": {"br"}})
	if res.StatusCode != 200 {
		t.Fatalf("reservations: %d", res.StatusCode)
	}
	if cc := res.Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("the staff's queue became Cache-Control %q", cc)
	}
}

// TestCompressionEventStream: with Accept-Encoding: br, gzip the console's
// queue still streams uncoded, each event arriving while the stream is
// open.
func TestCompressionEventStream(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := liveServer(t, db)
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		events, _ := openQueue(t, srv, bud, "", http.Header{"Accept-Encoding": {"br, gzip"}})
		time.Sleep(300 * time.Millisecond) // the listeners connect
		statusReserve(t, srv, 1, nil)
		if e := nextSSE(t, events); e.event != "reservation" {
			t.Errorf("first event %+v", e)
		}
	})
}

// codedApp is a built app whose script has a .br and .gz written beside
// it, as vite.config.ts's precompress writes them.
func codedApp(t *testing.T) (fstest.MapFS, []byte) {
	t.Helper()
	script := []byte(strings.Repeat("export const menu = 'Blue Dream';\n", 300))
	var br, gz bytes.Buffer
	bw := brotli.NewWriterLevel(&br, 11)
	_, _ = bw.Write(script)
	_ = bw.Close()
	gw, _ := gzip.NewWriterLevel(&gz, 9)
	_, _ = gw.Write(script)
	_ = gw.Close()
	return fstest.MapFS{
		"index.html":                {Data: []byte(`<!doctype html><html><head><title>Pistil</title><meta name="description" content="x"></head><body><div id="root"></div>` + strings.Repeat("<!-- padding to code -->", 80) + `</body></html>`)},
		"assets/index-abc123.js":    {Data: script},
		"assets/index-abc123.js.br": {Data: br.Bytes()},
		"assets/index-abc123.js.gz": {Data: gz.Bytes()},
	}, script
}

// TestCompressionStaticAssets: through the whole server, a script is sent
// as the build coded it (never coded again), with its length and tag, and
// If-None-Match answers 304; the page, rendered per request, is coded by
// the middleware.
func TestCompressionStaticAssets(t *testing.T) {
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	app, script := codedApp(t)
	srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = app })
	for _, tc := range []struct {
		accept, coding string
		want           []byte
	}{
		{"", "", script},
		{"gzip", "gzip", app["assets/index-abc123.js.gz"].Data},
		{"br, gzip", "br", app["assets/index-abc123.js.br"].Data},
	} {
		res, body := rawGet(t, "GET", srv.URL+"/assets/index-abc123.js", http.Header{"Accept-Encoding": {tc.accept}})
		if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != tc.coding || !bytes.Equal(body, tc.want) {
			t.Errorf("%q: %d %q, %d bytes, want the build's %d", tc.accept, res.StatusCode, res.Header.Get("Content-Encoding"), len(body), len(tc.want))
		}
		if res.Header.Get("Content-Length") != strconv.Itoa(len(tc.want)) || res.Header.Get("Vary") != "Accept-Encoding" ||
			res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("%q: headers %v", tc.accept, res.Header)
		}
		again, empty := rawGet(t, "GET", srv.URL+"/assets/index-abc123.js", http.Header{"Accept-Encoding": {tc.accept}, "If-None-Match": {res.Header.Get("ETag")}})
		if again.StatusCode != 304 || len(empty) != 0 {
			t.Errorf("%q If-None-Match: %d, %d bytes", tc.accept, again.StatusCode, len(empty))
		}
	}
	page, _ := fs.ReadFile(app, "index.html")
	res, body := rawGet(t, "GET", srv.URL+"/stores/1", http.Header{"Accept-Encoding": {"br"}})
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "br" || !strings.Contains(strings.Join(res.Header.Values("Vary"), ","), "Accept-Encoding") {
		t.Fatalf("page: %d %v", res.StatusCode, res.Header)
	}
	if got := undo(t, "br", body); !bytes.Contains(got, []byte("pistil-app-settings")) || len(got) < len(page) {
		t.Errorf("page decodes to %d bytes without its settings", len(got))
	}
	// A default product photo: cached a day, then revalidated by its tag.
	res, _ = rawGet(t, "GET", srv.URL+"/images/products/flower/hybrid.svg", http.Header{"Accept-Encoding": {"br"}})
	if res.StatusCode != 200 || res.Header.Get("Cache-Control") != "public, max-age=86400" || res.Header.Get("ETag") == "" {
		t.Fatalf("illustration: %d %v", res.StatusCode, res.Header)
	}
	again, empty := rawGet(t, "GET", srv.URL+"/images/products/flower/hybrid.svg", http.Header{"Accept-Encoding": {"br"}, "If-None-Match": {res.Header.Get("ETag")}})
	if again.StatusCode != 304 || len(empty) != 0 {
		t.Errorf("illustration If-None-Match: %d, %d bytes", again.StatusCode, len(empty))
	}
}

// TestCompressionBuiltDist: the real build's entry script is sent as the
// .br vite wrote beside it. It needs web/dist built (npm run build).
func TestCompressionBuiltDist(t *testing.T) {
	dist, ok := web.Dist()
	if !ok {
		t.Skip("web/dist is not built")
	}
	var script string
	_ = fs.WalkDir(dist, "assets", func(name string, d fs.DirEntry, err error) error {
		if err == nil && script == "" && strings.HasSuffix(name, ".js") {
			if _, err := fs.Stat(dist, name+".br"); err == nil {
				script = name
			}
		}
		return nil
	})
	if script == "" {
		t.Fatal("no script of the build has a .br beside it")
	}
	want, _ := fs.ReadFile(dist, script+".br")
	plain, _ := fs.ReadFile(dist, script)
	db := storagetest.Open(t, storagetest.DSNs(t)["sqlite"])
	srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.App = dist })
	res, body := rawGet(t, "GET", srv.URL+"/"+script, http.Header{"Accept-Encoding": {"gzip, deflate, br, zstd"}})
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "br" || !bytes.Equal(body, want) ||
		res.Header.Get("Content-Length") != strconv.Itoa(len(want)) {
		t.Fatalf("%s: %d %v, %d bytes, want the %d of its .br", script, res.StatusCode, res.Header, len(body), len(want))
	}
	if !bytes.Equal(undo(t, "br", body), plain) {
		t.Errorf("%s.br does not decode to %s", script, script)
	}
}

// TestCompressionMenuPages: a menu page (a POST to /merch/v2/smart) is
// sent in the coding asked for, from the coded copy kept with the answer,
// with Vary and its length, and decodes to the uncoded page; a personal
// placement is coded too, as it is written.
func TestCompressionMenuPages(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		post := func(body, accept string) (*http.Response, []byte) {
			req, err := http.NewRequest("POST", srv.URL+"/merch/v2/smart", strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Content-Type", "application/json")
			if accept != "" {
				req.Header.Set("Accept-Encoding", accept)
			}
			return plainSend(t, req)
		}
		for _, body := range []string{
			fmt.Sprintf(`{"store_id": %d, "search_attributes": ["*"], "page_size": 30}`, ct.StoreSF),
			fmt.Sprintf(`{"store_id": %d, "search_attributes": ["name", "brand", "price_gram"], "search_sort": "price_asc"}`, ct.StoreSF),
			fmt.Sprintf(`{"store_id": %d, "placement": "buy_again_row", "jane_device_id": "d-1"}`, ct.StoreSF),
		} {
			res, identity := post(body, "")
			if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "" {
				t.Fatalf("%s: %d %v", body, res.StatusCode, res.Header)
			}
			for _, coding := range []string{"gzip", "br", "gzip", "br"} {
				res, coded := post(body, coding)
				if res.StatusCode != 200 {
					t.Fatalf("%s %s: %d", body, coding, res.StatusCode)
				}
				if len(identity) < 1024 {
					continue // too small to code
				}
				if res.Header.Get("Content-Encoding") != coding || !strings.Contains(strings.Join(res.Header.Values("Vary"), ","), "Accept-Encoding") {
					t.Errorf("%s %s: %v", body, coding, res.Header)
				}
				if cl := res.Header.Get("Content-Length"); cl != "" && cl != strconv.Itoa(len(coded)) {
					t.Errorf("%s %s: Content-Length %s for %d bytes", body, coding, cl, len(coded))
				}
				if got := undo(t, coding, coded); !bytes.Equal(got, identity) {
					t.Errorf("%s %s: decodes to other bytes than the uncoded page", body, coding)
				}
			}
		}
	})
}
