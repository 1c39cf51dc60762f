package api_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/storage/storagetest"
)

// fuzzServer is a server on PostgreSQL when PISTIL_TEST_POSTGRES is set,
// on SQLite otherwise, with a signed-in customer's header.
func fuzzServer(f *testing.F) (http.Handler, http.Header) {
	dsns := storagetest.DSNs(f)
	dsn, ok := dsns["postgres"]
	if !ok {
		dsn = dsns["sqlite"]
	}
	db := storagetest.Open(f, dsn)
	srv, _ := newServerWithFiles(f, db)
	return srv.Config.Handler, signUp(f, srv, db, "fuzz@example.com")
}

// serve answers one request straight from the handler, so that paths,
// queries and headers reach it as the fuzzer wrote them.
func serve(h http.Handler, method, path, rawQuery, contentType string, body []byte, header http.Header) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, "/", bytes.NewReader(body))
	req.URL = &url.URL{Path: path, RawQuery: rawQuery}
	req.RequestURI = ""
	for k, v := range header {
		req.Header[k] = v
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// fuzzRoutes are routes of every family, %s standing for a path parameter.
var fuzzRoutes = []struct{ method, path string }{
	{"GET", "/api/v1/carts"}, {"GET", "/api/v1/stores"}, {"GET", "/api/v1/reservation_receipts/%s"},
	{"GET", "/api/v1/pos_cart"}, {"PATCH", "/api/v1/documents"}, {"POST", "/merch/v2/event/session"},
	{"POST", "/merch/v2/event/3e"}, {"POST", "/merch/v2/event/1"}, {"POST", "/merch/v2/smart"},
	{"POST", "/api/v1/cart_products"}, {"PATCH", "/api/v1/carts"}, {"POST", "/api/v1/carts/checkout"},
	{"POST", "/collect/v1/events"}, {"POST", "/collect/v1/errors"}, {"GET", "/v1/stores/%s/menu.html"},
	{"GET", "/api/v1/staff/reservations/%s"}, {"PATCH", "/api/v1/staff/reservations/%s"}, {"POST", "/api/v1/users"},
	{"POST", "/api/v1/sessions"}, {"PUT", "/api/v1/users"}, {"GET", "/api/v1/products"},
	{"GET", "/api/v1/stores/%s/specials"}, {"POST", "/api/v1/products/%s/reviews"}, {"POST", "/api/v1/kiosk/devices"},
	{"GET", "/api/v1/brands/%s"}, {"GET", "/stores/%s"}, {"POST", "/api/v1/contact"},
}

var fuzzContentTypes = []string{"application/json", "text/plain", "", "application/x-www-form-urlencoded", "multipart/form-data; boundary=b"}

// FuzzRoutes sends fuzzed paths, queries, headers and bodies to real
// routes: none may answer 5xx, and a path, query or Authorization that is
// not text must be a 400.
func FuzzRoutes(f *testing.F) {
	h, signedIn := fuzzServer(f)
	f.Add(uint8(0), "", "uuid=%00", []byte(nil), uint8(0), false, "")
	f.Add(uint8(0), "", "uuid=%ff%fe", []byte(nil), uint8(0), false, "")
	f.Add(uint8(1), "", "state=%00", []byte(nil), uint8(0), false, "")
	f.Add(uint8(2), "\x00", "", []byte(nil), uint8(0), false, "")
	f.Add(uint8(3), "", "cart_uuid=%00", []byte(nil), uint8(0), false, "")
	f.Add(uint8(4), "", "", []byte(`{"document": {"first_name": "\u0000"}}`), uint8(0), true, "")
	f.Add(uint8(5), "", "", []byte(`{"events": [{"name": "\ud800"}]}`), uint8(1), false, "")
	f.Add(uint8(6), "", "", []byte(`{"storeId": 1, "posOrderId": "\ud800"}`), uint8(0), false, "")
	f.Add(uint8(11), "", "", []byte("uuid=x&first_name=%ff"), uint8(3), false, "")
	f.Add(uint8(14), "1", "category=\xff", []byte(nil), uint8(0), false, "Bearer \xff")
	f.Add(uint8(9), "", "", []byte(`{"cart_uuid": "Zoë 日本", "store_id": 1, "product": {"product_id": 1, "price_id": "each", "count": 1}}`), uint8(0), false, "")
	f.Fuzz(func(t *testing.T, route uint8, param, query string, body []byte, contentType uint8, auth bool, authorization string) {
		rt := fuzzRoutes[int(route)%len(fuzzRoutes)]
		path := rt.path
		if strings.Contains(path, "%s") {
			path = fmt.Sprintf(path, param)
		}
		header := http.Header{}
		if auth {
			header.Set("Authorization", signedIn.Get("Authorization"))
		} else if authorization != "" {
			header.Set("Authorization", authorization)
		}
		rec := serve(h, rt.method, path, query, fuzzContentTypes[int(contentType)%len(fuzzContentTypes)], body, header)
		if rec.Code >= 500 {
			t.Fatalf("%s %q ? %q (%q) = %d %s", rt.method, path, query, body, rec.Code, rec.Body)
		}
		notText := !utf8.ValidString(path) || strings.ContainsRune(path, 0) ||
			!auth && (!utf8.ValidString(authorization) || strings.ContainsRune(authorization, 0))
		if notText && rec.Code != http.StatusBadRequest {
			t.Fatalf("%s %q (Authorization %q) = %d %s, want 400", rt.method, path, authorization, rec.Code, rec.Body)
		}
	})
}

// FuzzDocumentMultipart sends PATCH /documents as multipart: a text field
// and a file part. It never answers 5xx; a text field that is not text is
// a 400 naming the field, whatever the file's bytes.
func FuzzDocumentMultipart(f *testing.F) {
	h, ada := fuzzServer(f)
	f.Add(uint8(0), "Ada\x00", []byte(nil))
	f.Add(uint8(1), "\xff\xfe", []byte("\x00\xff\xd8\xff"))
	f.Add(uint8(0), "\xed\xa0\x80", []byte(nil))
	f.Add(uint8(0), "Renée 日本 🌿", []byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00"))
	f.Add(uint8(2), "1990-04-20", []byte{})
	fields := []string{"first_name", "last_name", "birth_date"}
	f.Fuzz(func(t *testing.T, field uint8, value string, file []byte) {
		name := fields[int(field)%len(fields)]
		var b bytes.Buffer
		mw := multipart.NewWriter(&b)
		_ = mw.WriteField("document["+name+"]", value)
		if file != nil {
			w, _ := mw.CreateFormFile("document[government_photo]", "id.jpg")
			_, _ = w.Write(file)
		}
		mw.Close()
		rec := serve(h, "PATCH", "/api/v1/documents", "", mw.FormDataContentType(), b.Bytes(), ada)
		if rec.Code >= 500 {
			t.Fatalf("%s=%q with a %d-byte file = %d %s", name, value, len(file), rec.Code, rec.Body)
		}
		bad := !utf8.ValidString(value) || strings.ContainsRune(value, 0)
		var answer struct {
			Validations map[string][]string `json:"validations"`
		}
		_ = json.Unmarshal(rec.Body.Bytes(), &answer)
		switch {
		case bad && len(value) <= 4096 && (rec.Code != http.StatusBadRequest || len(answer.Validations[name]) != 1):
			t.Fatalf("%s=%q = %d %s, want 400 naming %s", name, value, rec.Code, rec.Body, name)
		case !bad && rec.Code == http.StatusBadRequest:
			t.Fatalf("%s=%q with a %d-byte file = 400 %s", name, value, len(file), rec.Body)
		}
	})
}
