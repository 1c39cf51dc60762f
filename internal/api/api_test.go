package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/eventstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// newServer starts the real handler on a fresh database holding the Small catalogue.
// publicURL is the test server's configured public URL: the base of the
// absolute URLs its pages, sitemap and robots.txt give, whatever Host a
// request names.
const publicURL = "https://shop.example"

// stopClock stops the database's clock at start and answers what moves it
// on; safe for the server's goroutines.
func stopClock(db *storage.DB, start time.Time) (advance func(time.Duration)) {
	var shift atomic.Int64
	db.Now = func() time.Time { return start.Add(time.Duration(shift.Load())) }
	return func(d time.Duration) { shift.Add(int64(d)) }
}

func newServer(t testing.TB, db *storage.DB) *httptest.Server {
	t.Helper()
	return newServerWith(t, db, config.DefaultFeatures)
}

// newServerWith is newServer with these feature flags on, and each option
// applied to the server's dependencies.
func newServerWith(t testing.TB, db *storage.DB, features []string, options ...func(*api.Deps)) *httptest.Server {
	t.Helper()
	if _, err := catalogstore.New(db).Import(context.Background(), ct.Small()); err != nil {
		t.Fatal(err)
	}
	deps := api.Deps{
		DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Placeholder: []byte(`<!doctype html><html><head><title>Pistil</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`),
		Features: features, PublicURL: publicURL, SupportEmail: "help@shop.example", SMS: true,
		Illustration: func(folder, file string) ([]byte, bool) {
			return []byte("<svg/>"), folder == "flower" && file == "hybrid"
		},
	}
	for _, o := range options {
		o(&deps)
	}
	srv := httptest.NewServer(api.NewServer(deps))
	t.Cleanup(srv.Close)
	return srv
}

type response struct {
	status int
	header http.Header
	body   map[string]any
	raw    string
}

func call(t testing.TB, srv *httptest.Server, method, path, body string) response {
	t.Helper()
	return callWith(t, srv, method, path, body, nil)
}

// callWith is call with request headers.
func callWith(t testing.TB, srv *httptest.Server, method, path, body string, header http.Header) response {
	t.Helper()
	contentType := ""
	if body != "" {
		contentType = "application/json"
	}
	return send(t, srv, method, path, contentType, strings.NewReader(body), header)
}

// send makes a request with any body and content type ("" for none) and
// reads the answer, decoding a JSON one.
func send(t testing.TB, srv *httptest.Server, method, path, contentType string, body io.Reader, header http.Header) response {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+path, body)
	if err != nil {
		t.Fatal(err)
	}
	r, err := exchange(t, req, contentType, header)
	if err != nil {
		t.Fatalf("%s %s: body is not a JSON object: %s", method, path, r.raw)
	}
	return r
}

// exchange sends req with the content type ("" for none) and headers, and
// reads the answer; the error says a JSON answer did not decode.
func exchange(t testing.TB, req *http.Request, contentType string, header http.Header) (response, error) {
	t.Helper()
	for k, v := range header {
		req.Header[k] = v
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	var sent []byte
	if req.Body != nil {
		sent, _ = io.ReadAll(req.Body)
		req.Body = io.NopCloser(bytes.NewReader(sent))
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	checkContract(t, req, sent, res, raw)
	r := response{status: res.StatusCode, header: res.Header, raw: string(raw)}
	if strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		err = json.Unmarshal(raw, &r.body)
	}
	return r, err
}

// get walks a decoded body by keys and list indexes: get(b, "cart", "products", 0, "count").
func get(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[k]
		case int:
			l, _ := v.([]any)
			if k >= len(l) {
				return nil
			}
			v = l[k]
		}
	}
	return v
}

func addBody(cart string, store, product int, priceID string, count any) string {
	b, _ := json.Marshal(map[string]any{"cart_uuid": cart, "store_id": store, "j_device_id": "V1StGXR8_Z5jdHi6B-myT",
		"app_mode": "default", "product": map[string]any{"product_id": product, "price_id": priceID, "count": count}})
	return string(b)
}

// TestErrors covers every bad input of the first slice: each answers its
// status in the one error shape, with a message and, for 422, validations.
func TestErrors(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		cart := call(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.FlowerBlueDream, "eighth_ounce", 1))
		if cart.status != 201 {
			t.Fatalf("add = %d %s", cart.status, cart.raw)
		}
		uuid := cart.body["cart_uuid"].(string)
		checkoutBody := func(fields string) string {
			return fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", %s}`, uuid, fields)
		}
		tests := []struct {
			name, method, path, body string
			status                   int
			code                     string
			field                    string // a field that must be in validations
		}{
			{"unknown store", "GET", "/api/v1/stores/999", "", 404, "not_found", ""},
			{"store id not a number", "GET", "/api/v1/stores/abc", "", 400, "malformed", ""},
			{"unknown store under /v1", "GET", "/v1/stores/999", "", 404, "not_found", ""},
			{"unknown endpoint", "GET", "/api/v1/nothing-here", "", 404, "not_found", ""},
			{"product without store", "GET", "/api/v1/products/100", "", 400, "malformed", ""},
			{"product at unknown store", "GET", "/api/v1/products/100?store_id=999", "", 404, "not_found", ""},
			{"product not on menu", "GET", "/api/v1/products/104?store_id=1", "", 404, "not_found", ""},
			{"unknown product", "GET", "/api/v1/products/99999?store_id=1", "", 404, "not_found", ""},
			{"cart without uuid", "GET", "/api/v1/carts", "", 400, "malformed", ""},
			{"unknown cart", "GET", "/api/v1/carts?uuid=nope", "", 404, "not_found", ""},
			{"malformed JSON", "POST", "/api/v1/cart_products", `{"store_id": 1,`, 400, "malformed", ""},
			{"empty body", "POST", "/api/v1/cart_products", ``, 400, "malformed", ""},
			{"wrong JSON type", "POST", "/api/v1/cart_products", `{"store_id": 1, "product": []}`, 400, "malformed", ""},
			{"missing product fields", "POST", "/api/v1/cart_products", `{"store_id": 1, "product": {}}`, 422, "invalid", "product.price_id"},
			{"unknown weight", "POST", "/api/v1/cart_products", addBody("", 1, 100, "kilo", 1), 422, "invalid", "product.price_id"},
			{"weight not sold", "POST", "/api/v1/cart_products", addBody("", 1, 100, "ounce", 1), 422, "invalid", "product.price_id"},
			{"count zero", "POST", "/api/v1/cart_products", addBody("", 1, 100, "gram", 0), 422, "invalid", "product.count"},
			{"count over stock", "POST", "/api/v1/cart_products", addBody("", 1, 100, "eighth_ounce", 6), 422, "invalid", "product.count"},
			{"sold out weight", "POST", "/api/v1/cart_products", addBody("", 1, 100, "quarter_ounce", 1), 422, "invalid", "product.count"},
			{"unknown store on add", "POST", "/api/v1/cart_products", addBody("", 999, 100, "gram", 1), 404, "not_found", ""},
			{"another store's cart", "POST", "/api/v1/cart_products", addBody(uuid, 2, 102, "each", 1), 409, "conflict", ""},
			{"update missing line", "PATCH", "/api/v1/cart_products/101", fmt.Sprintf(`{"cart_uuid": %q, "product": {"price_id": "gram", "count": 1}}`, uuid), 404, "not_found", ""},
			{"update over limit", "PATCH", "/api/v1/cart_products/100", fmt.Sprintf(`{"cart_uuid": %q, "product": {"price_id": "eighth_ounce", "count": 11}}`, uuid), 422, "invalid", "product.count"},
			{"delete without weight", "DELETE", "/api/v1/cart_products/100?cart_uuid=" + uuid, "", 422, "invalid", "price_id"},
			{"checkout unknown cart", "POST", "/api/v1/carts/checkout", `{"uuid": "nope", "first_name": "A"}`, 404, "not_found", ""},
			{"checkout without uuid", "POST", "/api/v1/carts/checkout", `{}`, 422, "invalid", "uuid"},
			{"checkout missing contact", "POST", "/api/v1/carts/checkout", checkoutBody(`"first_name": ""`), 422, "invalid", "email"},
			{"checkout bad email", "POST", "/api/v1/carts/checkout", checkoutBody(`"first_name": "A", "last_name": "B", "phone": "4155550100", "email": "a@b", "birth_date": "1990-01-01"`), 422, "invalid", "email"},
			{"checkout bad phone", "POST", "/api/v1/carts/checkout", checkoutBody(`"first_name": "A", "last_name": "B", "phone": "12", "email": "a@b.co", "birth_date": "1990-01-01"`), 422, "invalid", "phone"},
			{"checkout under age", "POST", "/api/v1/carts/checkout", checkoutBody(`"first_name": "A", "last_name": "B", "phone": "4155550100", "email": "a@b.co", "birth_date": "2015-01-01"`), 422, "invalid", "birth_date"},
			{"checkout delivery", "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "delivery", "first_name": "A", "last_name": "B", "phone": "4155550100", "email": "a@b.co", "birth_date": "1990-01-01"}`, uuid), 422, "invalid", "reservation_mode"},
			{"checkout total changed", "POST", "/api/v1/carts/checkout", checkoutBody(`"first_name": "A", "last_name": "B", "phone": "4155550100", "email": "a@b.co", "birth_date": "1990-01-01", "expected_total": "1.00"`), 409, "conflict", ""},
			{"unknown receipt", "GET", "/api/v1/reservation_receipts/nope", "", 404, "not_found", ""},
			{"merch bad filter", "POST", "/merch/v2/smart", `{"search_filter": "kind:flower OR"}`, 400, "malformed", ""},
			{"merch no store", "POST", "/merch/v2/smart", `{}`, 400, "malformed", ""},
			{"merch unknown store", "POST", "/merch/v2/smart", `{"search_filter": "store_id = 999"}`, 404, "not_found", ""},
			{"merch unknown sort", "POST", "/merch/v2/smart", `{"store_id": 1, "search_sort": "random"}`, 400, "malformed", ""},
			{"unknown image", "GET", "/images/products/flower/unknown.svg", "", 404, "not_found", ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r := call(t, srv, tt.method, tt.path, tt.body)
				if r.status != tt.status || r.body["code"] != tt.code {
					t.Fatalf("%s %s = %d %s, want %d %s", tt.method, tt.path, r.status, r.raw, tt.status, tt.code)
				}
				if msg, _ := r.body["message"].(string); msg == "" {
					t.Errorf("no message in %s", r.raw)
				}
				if tt.field != "" && get(r.body, "validations", tt.field) == nil {
					t.Errorf("validations lack %s: %s", tt.field, r.raw)
				}
			})
		}
		// Nothing above was half-written: the cart still has its one eighth, and stock is untouched.
		c := call(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "")
		if n := len(get(c.body, "cart", "products").([]any)); n != 1 || get(c.body, "cart", "products", 0, "count") != 1.0 {
			t.Errorf("cart after refusals = %s", c.raw)
		}
		p := call(t, srv, "GET", "/api/v1/products/100?store_id=1", "")
		if get(p.body, "product", "stock_eighth_ounce") != 5.0 {
			t.Errorf("stock after refusals = %v, want 5", get(p.body, "product", "stock_eighth_ounce"))
		}
	})
}

// TestReservationJourney is the shopper's first reservation through the API.
func TestReservationJourney(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		boot := call(t, srv, "GET", "/api/v1/bootstrap", "")
		if cookie := boot.header.Get("Set-Cookie"); !strings.HasPrefix(cookie, "jdid=") || len(boot.body["device_id"].(string)) != 21 {
			t.Errorf("bootstrap = %s, cookie %q", boot.raw, cookie)
		}
		store := call(t, srv, "GET", "/v1/stores/1", "")
		if get(store.body, "store", "name") != "Golden Gate Greenhouse" || get(store.body, "store", "working_hours", 0, "day") != "monday" ||
			get(store.body, "store", "product_count") != 3.0 {
			t.Errorf("store = %s", store.raw)
		}
		menu := call(t, srv, "POST", "/merch/v2/smart?jdm_api_key=k&jdm_source=ecomm&jdm_version=2.12.0",
			`{"search_filter": "store_id = 1", "placement": "menu_inline_table", "search_attributes": ["*"], "page": 0, "page_size": 2}`)
		if menu.status != 200 || menu.body["nb_hits"] != 3.0 || len(menu.body["products"].([]any)) != 2 {
			t.Fatalf("menu = %s", menu.raw)
		}
		first := get(menu.body, "products", 0)
		if _, ok := get(first, "object_id").(string); !ok || get(first, "product_id") != 100.0 {
			t.Errorf("slot = %v", first)
		}
		attrs := get(first, "search_attributes").(map[string]any)
		if attrs["price_eighth_ounce"] != 35.0 || attrs["price_half_gram"] != nil || fmt.Sprint(attrs["available_weights"]) != "[gram eighth ounce quarter ounce]" {
			t.Errorf("prices = %v %v %v", attrs["price_eighth_ounce"], attrs["price_half_gram"], attrs["available_weights"])
		}
		for _, w := range []string{"half_gram", "gram", "two_gram", "eighth_ounce", "quarter_ounce", "half_ounce", "ounce", "each"} {
			if _, ok := attrs["special_price_"+w].(map[string]any); !ok {
				t.Errorf("special_price_%s = %v, want an object", w, attrs["special_price_"+w])
			}
		}
		page2 := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": "1", "page_index": 1, "page_size": 2, "search_attributes": ["name"]}`)
		if len(page2.body["products"].([]any)) != 1 || len(get(page2.body, "products", 0, "search_attributes").(map[string]any)) != 1 {
			t.Errorf("page 2 = %s", page2.raw)
		}

		add := call(t, srv, "POST", "/api/v1/cart_products", addBody("", 1, 100, "eighth ounce", "1"))
		uuid := add.body["cart_uuid"].(string)
		upd := call(t, srv, "PATCH", "/api/v1/cart_products/100", fmt.Sprintf(`{"cart_uuid": %q, "product": {"product_id": 100, "price_id": "eighth_ounce", "count": 2}}`, uuid))
		if upd.status != 200 || get(upd.body, "cart_product", "count") != 2.0 {
			t.Fatalf("update = %s", upd.raw)
		}
		call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, 1, 102, "each", 1))
		del := call(t, srv, "DELETE", "/api/v1/cart_products/102?cart_uuid="+uuid+"&price_id=each", "")
		cart := del.body["cart"]
		// 2 × $35 = $70.00; excise 15% = $10.50; sales tax 8.625% × $80.50 = $6.94; total $87.44.
		if get(cart, "item_total") != 70.0 || get(cart, "store_tax_amount") != 10.5 || get(cart, "sales_tax_amount") != 6.94 ||
			get(cart, "order_total") != 87.44 || get(cart, "tip_amount") != "0.00" {
			t.Fatalf("cart = %s", del.raw)
		}
		co := call(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "reservation_mode": "pickup", "first_name": "Ada",
			"last_name": "Lovelace", "phone": "(415) 555-0100", "email": "Ada@Example.com", "birth_date": "1990-04-20", "expected_total": 87.44}`, uuid))
		if co.status != 201 || get(co.body, "reservation", "amount") != 87.44 || get(co.body, "contact", "is_registered") != false {
			t.Fatalf("checkout = %s", co.raw)
		}
		again := call(t, srv, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "first_name": "Ada",
			"last_name": "Lovelace", "phone": "4155550100", "email": "ada@example.com", "birth_date": "1990-04-20"}`, uuid))
		if again.status != 200 || get(again.body, "reservation", "uuid") != get(co.body, "reservation", "uuid") {
			t.Errorf("repeated checkout = %s", again.raw)
		}
		receipt := call(t, srv, "GET", "/api/v1/reservation_receipts/"+get(co.body, "reservation", "uuid").(string), "")
		if get(receipt.body, "reservation", "amount") != 87.44 || get(receipt.body, "reservation", "products", 0, "count") != 2.0 ||
			get(receipt.body, "reservation", "store", "name") != "Golden Gate Greenhouse" {
			t.Errorf("receipt = %s", receipt.raw)
		}
		p := call(t, srv, "GET", "/api/v1/products/100?store_id=1", "")
		if get(p.body, "product", "stock_eighth_ounce") != 3.0 {
			t.Errorf("stock = %v, want 5 - 2 = 3", get(p.body, "product", "stock_eighth_ounce"))
		}
		locked := call(t, srv, "POST", "/api/v1/cart_products", addBody(uuid, 1, 100, "gram", 1))
		if locked.status != 201 || locked.body["cart_uuid"] == uuid {
			t.Errorf("adding to a checked-out cart should start a new one: %s", locked.raw)
		}
	})
}

func TestMerchAcceptsTextPlainAndCORS(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		req, _ := http.NewRequest("POST", srv.URL+"/merch/v2/smart", bytes.NewBufferString(`{"search_filter": "store_id:1"}`))
		req.Header.Set("Content-Type", "text/plain;charset=UTF-8")
		req.Header.Set("Origin", "https://partner.example")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		// A page that is neither the instance's nor a partner's reads anonymously (TestCORS).
		if res.StatusCode != 200 || res.Header.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("text/plain smart = %d, allow-origin %q", res.StatusCode, res.Header.Get("Access-Control-Allow-Origin"))
		}
		pre, _ := http.NewRequest("OPTIONS", srv.URL+"/merch/v2/smart", nil)
		pre.Header.Set("Origin", "https://partner.example")
		res, err = http.DefaultClient.Do(pre)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 204 {
			t.Errorf("preflight = %d, want 204", res.StatusCode)
		}
	})
}

func TestOperationsAndApp(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		for _, path := range []string{"/healthz", "/readyz"} {
			if r := call(t, srv, "GET", path, ""); r.status != 200 {
				t.Errorf("%s = %d %s", path, r.status, r.raw)
			}
		}
		img := call(t, srv, "GET", "/images/products/flower/hybrid.svg", "")
		if img.status != 200 || img.header.Get("Content-Type") != "image/svg+xml" {
			t.Errorf("image = %d %s", img.status, img.header.Get("Content-Type"))
		}
		// Screens, known or not, get the app; the app shows its own not-found page.
		page := call(t, srv, "GET", "/cart", "")
		if page.status != 200 || !strings.Contains(page.raw, "<title>Pistil</title>") {
			t.Errorf("screen = %d %s", page.status, page.raw)
		}
		if r := call(t, srv, "GET", "/stores/999/nowhere/menu", ""); r.status != 404 || !strings.Contains(r.raw, `<div id="root">`) {
			t.Errorf("unknown store screen = %d %s", r.status, r.raw)
		}
		if r := call(t, srv, "GET", "/assets/missing.js", ""); r.status != 404 {
			t.Errorf("missing asset = %d, want 404", r.status)
		}
	})
}

func TestMerchFiltersAndFacets(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		r := call(t, srv, "POST", "/merch/v2/smart", `{"search_filter": "store_id = 1 AND (kind:flower OR kind:vape)",
			"search_sort": "price_desc", "search_facets": ["kind"], "search_attributes": ["name", "kind"]}`)
		if r.status != 200 || r.body["nb_hits"] != 2.0 || get(r.body, "products", 0, "search_attributes", "name") != "Lemon Haze Cartridge" ||
			get(r.body, "search_facets", "kind", "flower") != 1.0 {
			t.Errorf("smart = %s", r.raw)
		}
		f := call(t, srv, "POST", "/merch/v2/facets", `{"storeId": 1, "searchFacets": ["category", "available_weights"], "searchFilter": "kind:flower"}`)
		if f.status != 200 || get(f.body, "searchFacets", "category", "hybrid") != 1.0 || get(f.body, "searchFacets", "available_weights", "eighth ounce") != 1.0 {
			t.Errorf("facets = %s", f.raw)
		}
		bad := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "search_filter": "kind:flower AND (category:indica"}`)
		if bad.status != 400 || !strings.Contains(bad.body["message"].(string), "position 33") {
			t.Errorf("bad filter = %s", bad.raw)
		}
	})
}

// TestInstancesSeeEachOthersChanges runs two servers on one database, as two
// instances behind a load balancer: a reservation taken through one shows in
// the other's menu within a second, and so does a re-imported menu.
func TestInstancesSeeEachOthersChanges(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		a := newServer(t, db)
		b := httptest.NewServer(api.NewServer(api.Deps{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}))
		t.Cleanup(b.Close)
		menuStock := func(srv *httptest.Server) any {
			r := call(t, srv, "POST", "/merch/v2/smart", `{"search_filter": "store_id = 1 AND product_id = 100"}`)
			return get(r.body, "products", 0, "search_attributes", "stock_eighth_ounce")
		}
		if got := menuStock(b); got != 5.0 {
			t.Fatalf("stock before = %v, want 5", got)
		}
		add := call(t, a, "POST", "/api/v1/cart_products", addBody("", 1, 100, "eighth_ounce", 2))
		co := call(t, a, "POST", "/api/v1/carts/checkout", fmt.Sprintf(`{"uuid": %q, "first_name": "Ada", "last_name": "Lovelace",
			"phone": "4155550100", "email": "ada@example.com", "birth_date": "1990-04-20"}`, add.body["cart_uuid"]))
		if co.status != 201 {
			t.Fatalf("checkout = %s", co.raw)
		}
		eventually(t, func() bool { return menuStock(b) == 3.0 }, "instance b shows the stock taken through a")
		doc := ct.Small()
		doc.Products[0].Name = "Blue Dream Reserve"
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		eventually(t, func() bool {
			r := call(t, b, "POST", "/merch/v2/smart", `{"search_filter": "store_id = 1 AND product_id = 100"}`)
			return get(r.body, "products", 0, "search_attributes", "name") == "Blue Dream Reserve"
		}, "instance b shows the re-imported menu")
		// A point of sale's sync through a: b's menu shows its price.
		token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "point of sale", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		mp, err := db.MenuProduct(context.Background(), ct.StoreSF, 100)
		if err != nil {
			t.Fatal(err)
		}
		sync := callWith(t, a, "PUT", fmt.Sprintf("/api/v1/business/stores/%d/inventory", ct.StoreSF),
			fmt.Sprintf(`{"rows": [{"menu_product_id": %d, "weights": [{"price_id": "eighth_ounce", "price": 31.5}]}]}`, mp.ID),
			http.Header{"Authorization": {"Bearer " + token}})
		if sync.status != 200 {
			t.Fatalf("sync = %d %s", sync.status, sync.raw)
		}
		eventually(t, func() bool {
			r := call(t, b, "POST", "/merch/v2/smart", `{"search_filter": "store_id = 1 AND product_id = 100"}`)
			return get(r.body, "products", 0, "search_attributes", "price_eighth_ounce") == 31.5
		}, "instance b shows the price a point of sale synced through a")
	})
}

// eventually polls cond for up to three seconds, then fails with what.
func eventually(t *testing.T, cond func() bool, what string) {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Second); !cond(); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("after 3 s, not yet: %s", what)
		}
	}
}

func TestSmartpage(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		first := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "page_size": 3, "search_attributes": []}`)
		a := get(first.body, "products", 2, "object_id").(string)
		b := get(first.body, "products", 0, "object_id").(string)
		r := call(t, srv, "POST", "/merch/v2/smartpage", fmt.Sprintf(`{"store_id": 1, "object_ids": [%q, "999999", %q], "search_attributes": ["name"]}`, a, b))
		if r.status != 200 || len(r.body["products"].([]any)) != 2 || get(r.body, "products", 0, "object_id") != a ||
			get(r.body, "products", 1, "search_attributes", "name") != "Blue Dream" {
			t.Errorf("smartpage = %s", r.raw)
		}
		if bad := call(t, srv, "POST", "/merch/v2/smartpage", `{"store_id": 1, "object_ids": ["x"]}`); bad.status != 400 {
			t.Errorf("bad object id = %d", bad.status)
		}
	})
}

// TestSearchEnginesSeeContent: store and product pages carry their title,
// description, canonical URL, OpenGraph tags and JSON-LD, and the content a
// crawler without JavaScript reads; sitemap.xml and robots.txt list them.
func TestSearchEnginesSeeContent(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		store := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/menu", "")
		for _, want := range []string{
			"<title>Golden Gate Greenhouse menu: San Francisco, CA | Pistil</title>",
			`<link rel="canonical" href="` + publicURL + `/stores/1/golden-gate-greenhouse/menu">`,
			`<meta property="og:title"`, `"@type":"Store"`, `"streetAddress":"1455 Valencia St"`, `"opens":"09:00"`,
			"<h1>Golden Gate Greenhouse</h1>", "1455 Valencia St", "<th scope=\"row\">Monday</th><td>09:00–22:00</td>",
			`Blue Dream</a> by Coastal Cultivators: $12.00 / 1g`, `Sour Cherry Gummies</a> by Peak Provisions: $18.00`,
			// the first row of the featured tab the app opens on, as cards, before the app has run
			`<h2 id="prerendered-row">Top picks</h2>`,
			`<img src="/images/products/flower/hybrid.svg" alt="" width="400" height="400">` +
				"\n<p>Coastal Cultivators</p><h3><a href=\"/stores/1/golden-gate-greenhouse/products/100/blue-dream\">Blue Dream</a></h3><p><strong>$12.00 / 1g</strong></p>",
		} {
			if !strings.Contains(store.raw, strings.ReplaceAll(want, `\"`, `"`)) {
				t.Errorf("store page lacks %s", want)
			}
		}
		if strings.Count(store.raw, "<title>") != 1 || strings.Contains(store.raw, `content="x"`) {
			t.Error("the app's own title and description were not replaced")
		}
		product := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/products/100/blue-dream", "")
		for _, want := range []string{"<title>Blue Dream by Coastal Cultivators at Golden Gate Greenhouse | Pistil</title>",
			`"@type":"Product"`, `"price":"35.00"`, `"priceCurrency":"USD"`, `"availability":"https://schema.org/OutOfStock"`,
			`<meta property="og:image" content="` + publicURL + `/images/products/flower/hybrid.svg">`, "<li>3.5g: $35.00</li>",
			`<img class="prerendered-picture" src="/images/products/flower/hybrid.svg" alt="Blue Dream" width="600" height="600">`} {
			if !strings.Contains(product.raw, want) {
				t.Errorf("product page lacks %s", want)
			}
		}
		if r := call(t, srv, "GET", "/stores/1/golden-gate-greenhouse/products/104/rolling-papers", ""); r.status != 404 {
			t.Errorf("a product the store does not carry = %d, want 404", r.status)
		}
		sitemap := call(t, srv, "GET", "/sitemap.xml", "")
		if !strings.Contains(sitemap.raw, "<loc>"+publicURL+"/stores/2/mile-high-apothecary/menu</loc>") ||
			!strings.Contains(sitemap.raw, "/stores/1/golden-gate-greenhouse/products/100/blue-dream</loc>") ||
			strings.Contains(sitemap.raw, "four-piece-grinder") {
			t.Errorf("sitemap = %s", sitemap.raw)
		}
		robots := call(t, srv, "GET", "/robots.txt", "")
		if !strings.Contains(robots.raw, "Sitemap: "+publicURL+"/sitemap.xml") || !strings.Contains(robots.raw, "Disallow: /api/") {
			t.Errorf("robots.txt = %s", robots.raw)
		}
	})
}

func TestReviews(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		r := call(t, srv, "GET", "/api/v1/stores/1/reviews", "")
		// Newest first: lee's review of 2 May before sam's of 1 May.
		if r.status != 200 || r.body["total"] != 2.0 || get(r.body, "reviews", 0, "nickname") != "lee" ||
			get(r.body, "reviews", 0, "product_name") != "Blue Dream" {
			t.Errorf("store reviews = %s", r.raw)
		}
		if p := call(t, srv, "GET", "/api/v1/products/100/reviews?page=2", ""); p.status != 200 || len(p.body["reviews"].([]any)) != 0 || p.body["total"] != 2.0 {
			t.Errorf("page 2 = %s", p.raw)
		}
		for path, status := range map[string]int{"/api/v1/stores/999/reviews": 404, "/api/v1/products/999/reviews": 404,
			"/api/v1/stores/1/reviews?page=0": 400, "/api/v1/stores/1/reviews?page=x": 400} {
			if got := call(t, srv, "GET", path, ""); got.status != status {
				t.Errorf("%s = %d, want %d", path, got.status, status)
			}
		}
	})
}

func TestMerchHugePage(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		r := call(t, srv, "POST", "/merch/v2/smart", `{"store_id": 1, "page": 4611686018427387904, "page_size": 60}`)
		if r.status != 200 || len(r.body["products"].([]any)) != 0 || r.body["nb_hits"] != 3.0 {
			t.Errorf("a page far past the end = %d %s", r.status, r.raw)
		}
	})
}

func TestMulti(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		r := call(t, srv, "POST", "/merch/v2/multi", `{"type": "custom", "store_id": 1, "search_attributes": ["name"], "placements": [
			{"placement": "thematic_row", "search_filter": "kind:vape", "page_size": 5},
			{"placement": "menu_dynamic_row", "search_filter": "store_id = 1 AND kind:edible"}]}`)
		if r.status != 200 || get(r.body, "placements", 0, "placement") != "thematic_row" || get(r.body, "placements", 0, "nb_hits") != 1.0 ||
			get(r.body, "placements", 0, "products", 0, "search_attributes", "name") != "Lemon Haze Cartridge" ||
			get(r.body, "placements", 1, "nb_hits") != 1.0 {
			t.Errorf("custom multi = %s", r.raw)
		}
		f := call(t, srv, "POST", "/merch/v2/multi", `{"type": "featured", "store_id": 1, "exclude_menu_top_row": true}`)
		if f.status != 200 || get(f.body, "placements", 0, "placement") != "best_selling" || get(f.body, "placements", 0, "nb_hits") != 1.0 {
			t.Errorf("featured multi = %s", f.raw)
		}
		for body, msg := range map[string]string{
			`{"type": "everything", "store_id": 1}`:                 "Invalid multi type",
			`{"type": "custom", "store_id": 1, "placements": []}`:   "Invalid custom placement",
			`{"type": "custom", "store_id": 1, "placements": [{}]}`: "Invalid smart placement",
		} {
			if bad := call(t, srv, "POST", "/merch/v2/multi", body); bad.status != 400 || !strings.Contains(bad.body["message"].(string), msg) {
				t.Errorf("multi %s = %d %s", body, bad.status, bad.raw)
			}
		}
	})
}

func TestBrandsAndProductStores(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		r := call(t, srv, "GET", "/api/v1/brands", "")
		// Coastal sells the flower and the vape; Peak's gummies are on both menus, its grinder is hidden.
		if r.status != 200 || len(r.body["brands"].([]any)) != 2 || get(r.body, "brands", 0, "name") != "Coastal Cultivators" ||
			get(r.body, "brands", 0, "productCount") != 2.0 || get(r.body, "brands", 1, "productCount") != 1.0 {
			t.Errorf("brands = %s", r.raw)
		}
		p := call(t, srv, "GET", "/api/v1/brands/11/products", "")
		// The gummies: $18 at San Francisco, $20 in Denver.
		if p.status != 200 || len(p.body["products"].([]any)) != 1 || get(p.body, "products", 0, "store_count") != 2.0 ||
			get(p.body, "products", 0, "lowest_price") != 18.0 {
			t.Errorf("brand products = %s", p.raw)
		}
		s := call(t, srv, "GET", "/api/v1/products/102/stores", "")
		if s.status != 200 || get(s.body, "product", "stores", 1, "store", "name") != "Mile High Apothecary" ||
			get(s.body, "product", "stores", 1, "prices", "each") != 20.0 {
			t.Errorf("product stores = %s", s.raw)
		}
		for path, status := range map[string]int{"/api/v1/brands/999": 404, "/api/v1/brands/999/products": 404,
			"/api/v1/products/104/stores": 404, "/api/v1/brands/x": 400} {
			if got := call(t, srv, "GET", path, ""); got.status != status {
				t.Errorf("%s = %d, want %d", path, got.status, status)
			}
		}
	})
}

func TestMerchEvents(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		post := func(path, body string) response { return call(t, srv, "POST", "/merch/v2/event/"+path, body) }
		impression := `{"storeId": 1, "productId": 100, "janeDeviceId": "%s", "adToken": "t", "placement": "menu_inline_table"}`
		for _, device := range []string{"device-a", "device-a", "device-b"} {
			if r := post("1", fmt.Sprintf(impression, device)); r.status != 204 {
				t.Fatalf("impression = %d %s", r.status, r.raw)
			}
		}
		if r := post("1", `{"storeId": "1", "productId": 100, "distinctId": "$device:device-a"}`); r.status != 204 {
			t.Fatalf("impression by distinct id = %d %s", r.status, r.raw)
		}
		if r := post("2", `{"storeId": 1, "productId": 100, "janeDeviceId": "device-a", "isAddToCart": true}`); r.status != 204 {
			t.Fatalf("click = %d %s", r.status, r.raw)
		}
		if r := post("3e", `{"storeId": 1, "posOrderId": "A-17", "posUserId": "u1", "products": [{"productId": 100, "count": 2}]}`); r.status != 204 {
			t.Fatalf("external checkout = %d %s", r.status, r.raw)
		}
		if r := post("session", `{"distinctId": "$device:device-a", "events": [{"name": "MenuTabTap"}]}`); r.status != 204 {
			t.Fatalf("session = %d %s", r.status, r.raw)
		}
		counts, err := eventstore.New(db).EventCounts(context.Background(), 1)
		// Three impressions by device-a count once: one per device and product.
		if err != nil || counts["impression"] != 2 || counts["click"] != 1 || counts["external_checkout"] != 1 {
			t.Errorf("counts = %v, %v; want 2 impressions, 1 click, 1 external checkout", counts, err)
		}
		for path, tt := range map[string]struct {
			body   string
			status int
		}{
			"1":       {`{"storeId": 1, "productId": 100}`, 422},
			"2":       {`{"storeId": 1}`, 422},
			"3e":      {`{"storeId": 999, "posOrderId": "x"}`, 404},
			"session": {`{"events": []}`, 422},
		} {
			if r := post(path, tt.body); r.status != tt.status {
				t.Errorf("event/%s %s = %d %s, want %d", path, tt.body, r.status, r.raw, tt.status)
			}
		}
	})
}
