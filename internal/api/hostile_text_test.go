package api_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/storage/eventstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// hostileCase is one hostile text sent to a route: the field the answer
// must name.
type hostileCase struct {
	name        string
	method      string
	path        string // with its query, escaped as sent
	contentType string
	body        string
	header      http.Header
	signedIn    bool // sent as Ada
	field       string
}

// multipartBody is a multipart form of text fields in this order.
func multipartBody(fields ...string) (contentType, body string) {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for i := 0; i+1 < len(fields); i += 2 {
		_ = mw.WriteField(fields[i], fields[i+1])
	}
	mw.Close()
	return mw.FormDataContentType(), b.String()
}

// hostileState is what a hostile request must leave as it was: Ada's
// document, the events kept, the reservations and a cart's lines.
func hostileState(t *testing.T, srv *httptest.Server, db *storage.DB, ada http.Header, cart string) string {
	t.Helper()
	ctx := context.Background()
	doc := callWith(t, srv, "GET", "/api/v1/documents", "", ada)
	storeless, err := eventstore.New(db).EventCounts(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	store1, err := eventstore.New(db).EventCounts(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	reservations, err := db.CountReservations(ctx)
	if err != nil {
		t.Fatal(err)
	}
	c := call(t, srv, "GET", "/api/v1/carts?uuid="+cart, "")
	return fmt.Sprintf("document %v\nevents %v %v\nreservations %d\ncart %v", get(doc.body, "document"),
		storeless, store1, reservations, get(c.body, "cart", "products"))
}

// TestHostileTextIsRefusedAtTheEdge sends NUL characters, bytes that are
// not UTF-8 and lone surrogate escapes in every place a text enters (path,
// query names and values, headers, JSON, urlencoded and multipart bodies)
// on both databases: each is a 400 in the error shape naming the field,
// and nothing is written. Legitimate text (accents, CJK, emoji, surrogate
// pairs) and binary photo parts pass.
func TestHostileTextIsRefusedAtTheEdge(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv, _ := newServerWithFiles(t, db)
		ada := signUp(t, srv, db, "ada@example.com")
		if r := callWith(t, srv, "PATCH", "/api/v1/documents", `{"document": {"first_name": "Ada", "last_name": "Lovelace"}}`, ada); r.status != 200 {
			t.Fatalf("document = %d %s", r.status, r.raw)
		}
		cart := newCarts(t, srv, 1, ct.EdibleGummies, "each", 1)[0]
		checkout := func(firstName string) string {
			return fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "%s", "last_name": "Lovelace",
				"phone": "415-555-0100", "email": "ada@example.com", "birth_date": "1990-04-20"}`, cart, firstName)
		}
		mpNUL, mpNULBody := multipartBody("document[first_name]", "Ada\x00", "document[last_name]", "Byron")
		mpBytes, mpBytesBody := multipartBody("document[first_name]", "Augusta", "document[last_name]", "\xff\xfe")
		mpSurrogate, mpSurrogateBody := multipartBody("document[first_name]", "\xed\xa0\x80")
		before := hostileState(t, srv, db, ada, cart)

		for _, tc := range []hostileCase{
			// The examples of the issue.
			{name: "cart uuid NUL", method: "GET", path: "/api/v1/carts?uuid=%00", field: "uuid"},
			{name: "cart uuid not UTF-8", method: "GET", path: "/api/v1/carts?uuid=%ff%fe", field: "uuid"},
			{name: "stores state NUL", method: "GET", path: "/api/v1/stores?state=%00", field: "state"},
			{name: "receipt path NUL", method: "GET", path: "/api/v1/reservation_receipts/%00", field: "uuid"},
			{name: "pos cart NUL", method: "GET", path: "/api/v1/pos_cart?cart_uuid=%00", field: "cart_uuid"},
			{name: "document JSON NUL", method: "PATCH", path: "/api/v1/documents", contentType: "application/json", signedIn: true,
				body: `{"document": {"first_name": "Ada\u0000"}}`, field: "document.first_name"},
			{name: "session lone surrogate", method: "POST", path: "/merch/v2/event/session", contentType: "application/json",
				body: `{"distinctId": "$device:a", "events": [{"name": "Tap"}, {"name": "\ud800"}]}`, field: "events[1].name"},
			{name: "3e lone surrogate", method: "POST", path: "/merch/v2/event/3e", contentType: "text/plain",
				body: `{"storeId": 1, "posOrderId": "A-1", "products": [{"productId": 100, "note": "\ud800"}]}`, field: "products[0].note"},
			{name: "multipart NUL", method: "PATCH", path: "/api/v1/documents", contentType: mpNUL, body: mpNULBody, signedIn: true,
				field: "first_name"},
			{name: "multipart not UTF-8", method: "PATCH", path: "/api/v1/documents", contentType: mpBytes, body: mpBytesBody, signedIn: true,
				field: "last_name"},

			// Path: a named parameter, and paths with none, on each family of routes.
			{name: "receipt path not UTF-8", method: "POST", path: "/api/v1/reservation_receipts/%ff/cancel", field: "uuid"},
			{name: "staff path NUL", method: "GET", path: "/api/v1/staff/reservations/%00", field: "id"},
			{name: "v1 path surrogate bytes", method: "GET", path: "/v1/stores/%ed%a0%80/frameless.js", field: "id"},
			{name: "merch path NUL", method: "POST", path: "/merch/v2/%00", contentType: "application/json", body: `{}`, field: "path"},
			{name: "kiosk path not UTF-8", method: "GET", path: "/api/v1/kiosk/devices/%c3", field: "path"},
			{name: "app page NUL", method: "GET", path: "/stores/%00", field: "path"},

			// Query: values and names, raw and escaped, + for space.
			{name: "query value raw byte", method: "GET", path: "/api/v1/stores?state=\xff", field: "state"},
			{name: "query cut-off character", method: "GET", path: "/api/v1/stores?state=%e6%97", field: "state"},
			{name: "query name not UTF-8", method: "GET", path: "/api/v1/stores?st%ffate=CA", field: "query"},
			{name: "query second pair", method: "GET", path: "/api/v1/carts/find_bundle_specials?uuid=x&touched_product_id=1+%00", field: "touched_product_id"},
			{name: "frameless query", method: "GET", path: "/v1/stores/1/menu.html?category=%00", field: "category"},

			// Headers the app reads.
			{name: "authorization not UTF-8", method: "GET", path: "/api/v1/whoami", header: http.Header{"Authorization": {"Bearer \xff\xfe"}}, field: "Authorization"},
			{name: "referer overlong slash", method: "GET", path: "/", header: http.Header{"Referer": {"https://partner.example/\xc0\xaf"}}, field: "Referer"},
			{name: "origin not UTF-8", method: "GET", path: "/v1/stores/1/menu.html", header: http.Header{"Origin": {"https://\xe9.example"}}, field: "Origin"},

			// JSON: every content type a JSON route reads, nested fields, keys.
			{name: "checkout NUL", method: "POST", path: "/api/v1/carts/checkout", contentType: "application/json", body: checkout(`Ada\u0000`), field: "first_name"},
			{name: "checkout raw bytes", method: "POST", path: "/api/v1/carts/checkout", contentType: "application/json", body: checkout("Ada\xff"), field: "first_name"},
			{name: "checkout surrogate as UTF-8", method: "POST", path: "/api/v1/carts/checkout", contentType: "application/json", body: checkout("\xed\xb0\x80"), field: "first_name"},
			{name: "high surrogate then letter", method: "POST", path: "/api/v1/carts/checkout", contentType: "application/json", body: checkout(`\uD83C\u0041`), field: "first_name"},
			{name: "low surrogate alone", method: "POST", path: "/api/v1/carts/checkout", contentType: "application/json", body: checkout(`\uDF3F`), field: "first_name"},
			{name: "surrogate at the end", method: "POST", path: "/api/v1/carts/checkout", contentType: "application/json", body: checkout(`Ada\ud800`), field: "first_name"},
			{name: "cart line", method: "PATCH", path: fmt.Sprintf("/api/v1/cart_products/%d", ct.EdibleGummies), contentType: "application/json",
				body: fmt.Sprintf(`{"cart_uuid": %q, "product": {"price_id": "each\u0000", "count": 5}}`, cart), field: "product.price_id"},
			{name: "key NUL", method: "POST", path: "/merch/v2/event/session", contentType: "application/json",
				body: `{"events": [{"na\u0000me": "Tap"}]}`, field: "events[0]"},
			{name: "no content type", method: "POST", path: "/merch/v2/event/session", body: `{"events": [{"name": "Tap\u0000"}]}`, field: "events[0].name"},
			{name: "JSON sent as multipart", method: "POST", path: "/merch/v2/event/session", contentType: "multipart/form-data; boundary=x",
				body: `{"distinctId": "a", "events": [{"name": "\udfff"}]}`, field: "events[0].name"},
			{name: "client error report", method: "POST", path: "/collect/v1/errors", contentType: "text/plain",
				body: `{"message": "boom \ud800"}`, field: "message"},
			{name: "collector", method: "POST", path: "/collect/v1/events", contentType: "text/plain",
				body: `{"events": [{"type": "x\u0000"}]}`, field: "events[0].type"},
			{name: "document JSON raw bytes", method: "PATCH", path: "/api/v1/documents", contentType: "application/json", signedIn: true,
				body: "{\"document\": {\"last_name\": \"\xff\xfe\"}}", field: "document.last_name"},

			// Urlencoded form sent to a route.
			{name: "form NUL", method: "POST", path: "/merch/v2/event/session", contentType: "application/x-www-form-urlencoded",
				body: "distinctId=a%00b&events=x", field: "distinctId"},
			{name: "form not UTF-8", method: "POST", path: "/api/v1/carts/checkout", contentType: "application/x-www-form-urlencoded",
				body: "uuid=" + cart + "&first_name=%ff", field: "first_name"},
			// JSON sent as a form: read as JSON, so checked as JSON too (a
			// form's check passes the escape \u0000).
			{name: "JSON as a form", method: "POST", path: "/api/v1/carts/checkout", contentType: "application/x-www-form-urlencoded",
				body: checkout(`Ada\u0000`), field: "first_name"},
			{name: "document JSON as a form", method: "PATCH", path: "/api/v1/documents", contentType: "application/x-www-form-urlencoded",
				signedIn: true, body: `{"doCument": {"first_name": "\u0000"}}`, field: "doCument.first_name"},

			// Multipart: a UTF-8-encoded surrogate is not UTF-8.
			{name: "multipart surrogate", method: "PATCH", path: "/api/v1/documents", contentType: mpSurrogate, body: mpSurrogateBody, signedIn: true,
				field: "first_name"},
		} {
			header := http.Header{}
			for k, v := range tc.header {
				header[k] = v
			}
			if tc.signedIn {
				header.Set("Authorization", ada.Get("Authorization"))
			}
			var body io.Reader
			if tc.body != "" {
				body = strings.NewReader(tc.body)
			}
			r := sendRaw(t, srv, tc.method, tc.path, tc.contentType, body, header)
			msgs, _ := get(r.body, "validations", tc.field).([]any)
			if r.status != http.StatusBadRequest || r.body["code"] != "malformed" || len(msgs) != 1 ||
				!strings.HasPrefix(fmt.Sprint(r.body["message"]), tc.field+" ") {
				t.Errorf("%s: %d %s, want 400 malformed naming %s", tc.name, r.status, r.raw, tc.field)
			}
			if after := hostileState(t, srv, db, ada, cart); after != before {
				t.Errorf("%s wrote:\n%s\nwas:\n%s", tc.name, after, before)
			}
		}

		// Legitimate text passes: accents, CJK, emoji raw and as a
		// surrogate pair, in the query, JSON and multipart with a photo
		// whose bytes hold NULs and 0xff.
		if r := call(t, srv, "GET", "/api/v1/stores?state=Qu%C3%A9bec+%E6%97%A5%E6%9C%AC", ""); r.status != 200 {
			t.Errorf("accented query = %d %s", r.status, r.raw)
		}
		r := callWith(t, srv, "PATCH", "/api/v1/documents", `{"document": {"first_name": "Zoë 日本 🌿\ud83c\udf3f", "last_name": "Ł\u00f3"}}`, ada)
		if r.status != 200 || get(r.body, "document", "first_name") != "Zoë 日本 🌿🌿" || get(r.body, "document", "last_name") != "Łó" {
			t.Errorf("non-ASCII names = %d %s", r.status, r.raw)
		}
		jpg := testJPEG(t, 32, 24)
		if !bytes.Contains(jpg, []byte{0}) || !bytes.Contains(jpg, []byte{0xff}) {
			t.Fatal("the test photo should hold NUL and 0xff bytes")
		}
		r = upload(t, srv, ada, map[string]string{"document[first_name]": "Renée", "document[last_name]": "O’Brien"},
			map[formFile][]byte{{"document[government_photo]", "id.jpg"}: jpg})
		if r.status != 200 || get(r.body, "document", "first_name") != "Renée" || get(r.body, "document", "government_photo") == nil {
			t.Errorf("multipart with a photo = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "POST", "/merch/v2/event/session", `{"distinctId": "$device:a", "events": [{"name": "Tap ✓ \"q\" \\u0000"}]}`); r.status != 204 {
			t.Errorf("an escaped backslash before u0000 = %d %s, want 204", r.status, r.raw)
		}
	})
}

// sendRaw is send with the path and query exactly as given, not re-escaped.
func sendRaw(t testing.TB, srv *httptest.Server, method, path, contentType string, body io.Reader, header http.Header) response {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+"/", body)
	if err != nil {
		t.Fatal(err)
	}
	p, q, _ := strings.Cut(path, "?")
	req.URL.Opaque = "//" + req.URL.Host + p
	req.URL.RawQuery = q
	r, _ := exchange(t, req, contentType, header) // its answers' bodies are read as they come
	return r
}
