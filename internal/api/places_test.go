package api_test

import (
	"context"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// labels lists the labels of a /places answer, in order.
func labels(body map[string]any) []any {
	var out []any
	for _, p := range get(body, "places").([]any) {
		out = append(out, get(p, "label"))
	}
	return out
}

// TestPlaces: the place search answers the catalogue's cities and codes by
// what was typed, names a position by its nearest city, and refuses what
// it cannot read with one 400.
func TestPlaces(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		// San Francisco delivers to 94103 and 94114 besides its own 94110.
		doc := ct.Small()
		doc.Stores[0].Fulfillment.Delivery.Enabled = true
		doc.Stores[0].DeliveryZones = []catalog.DeliveryZone{{Name: "Mission", Zipcodes: []string{"94103", "94114", "94110"}}}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		for _, tt := range []struct {
			query string
			want  []any
		}{
			{"query=san", []any{"San Francisco, CA"}},
			{"query=Denver,%20CO", []any{"Denver, CO"}},
			{"query=francisco", []any{"San Francisco, CA"}},
			{"query=941", []any{"94103", "94110", "94114"}},
			{"query=80205", []any{"80205"}},
			{"query=boston", nil},
			// a position is named by the cities within 30 miles, nearest first
			{"lat=37.80&long=-122.27", []any{"San Francisco, CA"}},
			{"lat=39.74&long=-104.99", []any{"Denver, CO"}},
			{"lat=45.5&long=-73.6", nil},
		} {
			r := call(t, srv, "GET", "/api/v1/places?"+tt.query, "")
			if r.status != 200 {
				t.Fatalf("%s = %d %s", tt.query, r.status, r.raw)
			}
			if got := labels(r.body); !equal(got, tt.want) {
				t.Errorf("%s = %v, want %v", tt.query, got, tt.want)
			}
		}
		// a code's place carries its city, country and position
		r := call(t, srv, "GET", "/api/v1/places?query=94110", "")
		p := get(r.body, "places", 0)
		if get(p, "kind") != "zip" || get(p, "zip") != "94110" || get(p, "city") != "San Francisco" || get(p, "state") != "CA" ||
			get(p, "country_code") != "US" || get(p, "lat") != 37.7502 || get(p, "long") != -122.4204 || get(p, "store_count") != 1.0 {
			t.Errorf("94110 = %s", r.raw)
		}
		// a delivery code is where the store delivering there is
		r = call(t, srv, "GET", "/api/v1/places?query=94103", "")
		if p := get(r.body, "places", 0); get(p, "lat") != 37.7502 || get(p, "city") != "San Francisco" {
			t.Errorf("94103 = %s", r.raw)
		}

		for _, bad := range []string{
			"", "query=", "query=%20%20", "query=" + strings.Repeat("a", 101),
			"query=sf&lat=1&long=2", "lat=37", "long=-122", "lat=91&long=0", "lat=0&long=-181", "lat=abc&long=0",
		} {
			r := call(t, srv, "GET", "/api/v1/places?"+bad, "")
			if r.status != 400 || get(r.body, "code") != "malformed" || get(r.body, "message") == "" {
				t.Errorf("%q = %d %s, want 400", bad, r.status, r.raw)
			}
		}
	})
}
