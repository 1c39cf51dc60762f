package api_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func TestVirtualBudtender(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		// The SF menu: Blue Dream (hybrid flower, Relaxed and Happy, from $12),
		// Lemon Haze (sativa vape, $25) and Sour Cherry Gummies (indica edible, $18).
		r := call(t, srv, "POST", "/merch/v2/virtual-budtender", `{"store_id": 1, "jane_device_id": "device-a",
			"query": "an indica to help me sleep, under $20", "search_attributes": ["name"]}`)
		if r.status != 200 || get(r.body, "products", 0, "product_id") != 102.0 ||
			get(r.body, "products", 0, "search_attributes", "name") != "Sour Cherry Gummies" {
			t.Fatalf("budtender = %d %s", r.status, r.raw)
		}
		if score, _ := get(r.body, "products", 0, "score").(float64); score <= 0 || score > 1 {
			t.Errorf("score = %v, want within (0, 1]", score)
		}
		if reason, _ := get(r.body, "products", 0, "reasoning").(string); !strings.Contains(reason, "$18.00") {
			t.Errorf("reasoning = %q, want the price it is under $20 at", reason)
		}
		for _, field := range []string{"htmlResponse", "markdownResponse"} {
			if s, _ := r.body[field].(string); !strings.Contains(s, "Sour Cherry Gummies") {
				t.Errorf("%s = %q", field, s)
			}
		}
		// Blue Dream's gram is $12 too, so both products under $20 count.
		if r.body["totalResults"] != float64(len(r.body["products"].([]any))) {
			t.Errorf("totalResults = %v for %d products", r.body["totalResults"], len(r.body["products"].([]any)))
		}

		noDevice := call(t, srv, "POST", "/merch/v2/virtual-budtender", `{"store_id": 1, "query": "sleep"}`)
		if noDevice.status != 422 || !strings.HasPrefix(noDevice.body["message"].(string), "Jane Device ID (jdid) is required") ||
			get(noDevice.body, "validations", "janeDeviceId") == nil {
			t.Errorf("without a device id = %d %s", noDevice.status, noDevice.raw)
		}
		req, _ := http.NewRequest("POST", srv.URL+"/merch/v2/virtual-budtender", strings.NewReader(`{"storeId": 1, "query": "sleep"}`))
		req.AddCookie(&http.Cookie{Name: "jdid", Value: "device-b"})
		if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 200 {
			t.Errorf("with the jdid cookie = %v, %v", res, err)
		} else {
			res.Body.Close()
		}
		for body, field := range map[string]string{
			`{"store_id": 1, "jane_device_id": "d", "query": "  "}`:                               "query",
			`{"store_id": 1, "jane_device_id": "d", "query": "` + strings.Repeat("x", 301) + `"}`: "query",
			`{"store_id": 1, "jane_device_id": "d", "query": "sleep", "limit": 0}`:                "limit",
		} {
			if bad := call(t, srv, "POST", "/merch/v2/virtual-budtender", body); bad.status != 422 || get(bad.body, "validations", field) == nil {
				t.Errorf("%.60s = %d %s", body, bad.status, bad.raw)
			}
		}
		if unknown := call(t, srv, "POST", "/merch/v2/virtual-budtender", `{"store_id": 99, "jane_device_id": "d", "query": "sleep"}`); unknown.status != 404 {
			t.Errorf("an unknown store = %d", unknown.status)
		}

		q := call(t, srv, "POST", "/merch/v2/virtual-budtender/queries", `{"store_id": 1, "jane_device_id": "device-a"}`)
		if queries, _ := q.body["queries"].([]any); q.status != 200 || len(queries) == 0 {
			t.Errorf("queries = %d %s", q.status, q.raw)
		}
	})
}

func TestVirtualBudtenderBehindItsFlag(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := httptest.NewServer(api.NewServer(api.Deps{DB: db, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}))
		defer srv.Close()
		if r := call(t, srv, "POST", "/merch/v2/virtual-budtender", `{"store_id": 1, "jane_device_id": "d", "query": "sleep"}`); r.status != 404 {
			t.Errorf("with the flag off = %d %s", r.status, r.raw)
		}
	})
}
