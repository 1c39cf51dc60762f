package inventory

import (
	"errors"
	"maps"
	"reflect"
	"slices"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// A point of sale's export as many give it: a row per product and size,
// sizes in their own words, prices with a dollar sign.
const posCSV = "\ufeffSKU,Product,Size,Price,Qty,Online\n" +
	"BD-1,Blue Dream,3.5g,$35.00,12,yes\n" +
	"BD-1,Blue Dream,Quarter,\"$1,065.50\",3,yes\n" +
	"GUM-2,Gummies,,20,0,no\n" +
	"VAPE-3,Lemon Cart,half_gram,,,\n"

var posMapping = Mapping{Format: "csv", Mode: Snapshot,
	Columns: Columns{ExternalID: "SKU", Weight: "Size", Price: "Price", Stock: "Qty", Visible: "Online"},
	Weights: map[string]catalog.Weight{"3.5g": catalog.EighthOunce, "Quarter": catalog.QuarterOunce, "": catalog.Each}}

// TestFeedRows: the CSV above read by hand: Blue Dream's eighth at $35.00,
// 12 on hand, and its quarter at $1,065.50, 3 on hand, both shown; the
// gummies (no size: "each" by the mapping) at $20, none, hidden; the vape's
// half gram named by its price id, with nothing to change.
func TestFeedRows(t *testing.T) {
	got, err := posMapping.Rows([]byte(posCSV))
	if err != nil {
		t.Fatal(err)
	}
	want := []Row{
		{ExternalID: "BD-1", Visible: flag(true), Weights: []WeightRow{
			{PriceID: catalog.EighthOunce, Price: cents(3500), Stock: count(12)},
			{PriceID: catalog.QuarterOunce, Price: cents(106550), Stock: count(3)},
		}},
		{ExternalID: "GUM-2", Visible: flag(false), Weights: []WeightRow{{PriceID: catalog.Each, Price: cents(2000), Stock: count(0)}}},
		{ExternalID: "VAPE-3", Weights: []WeightRow{{PriceID: catalog.HalfGram}}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Rows =\n%+v\nwant\n%+v", got, want)
	}

	// The same as a JSON array, numbers as numbers, with Pistil's id to
	// link; no weight column: each.
	m := Mapping{Format: "json", Mode: Delta, Columns: Columns{MenuProductID: "pistil_id", ExternalID: "sku", Price: "price", Stock: "on_hand", Visible: "active"}}
	got, err = m.Rows([]byte(`[{"sku": "GUM-2", "pistil_id": 12, "price": 19.5, "on_hand": 1000000, "active": true, "name": "Gummies"}]`))
	if err != nil {
		t.Fatal(err)
	}
	want = []Row{{MenuProductID: 12, ExternalID: "GUM-2", Visible: flag(true), Weights: []WeightRow{{PriceID: catalog.Each, Price: cents(1950), Stock: count(1000000)}}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("JSON Rows =\n%+v\nwant\n%+v", got, want)
	}
}

// TestFeedRefusals: bad cells named by their row and column, all at once;
// a feed without a column the mapping names, or not a feed at all, refused
// as a whole.
func TestFeedRefusals(t *testing.T) {
	for _, tt := range []struct {
		name, feed string
		want       []string
	}{
		{"bad cells", "SKU,Size,Price,Qty,Online\n,3.5g,1,1,yes\nBD-1,dozen,1,1,yes\nBD-2,3.5g,ten,1.5,maybe\n",
			[]string{"feed[1].SKU", "feed[2].Size", "feed[3].Online", "feed[3].Price", "feed[3].Qty"}},
		{"a column missing", "SKU,Size,Price,Qty\nBD-1,3.5g,1,1\n", []string{"feed"}},
		{"no header", "", []string{"feed"}},
		{"a broken quote", "SKU,Size,Price,Qty,Online\n\"BD-1,3.5g,1,1,yes\n", []string{"feed"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := posMapping.Rows([]byte(tt.feed))
			var p *problem.Error
			if !errors.As(err, &p) || p.Kind != problem.Invalid {
				t.Fatalf("Rows = %v, want problem.Invalid", err)
			}
			if fields := slices.Sorted(maps.Keys(p.Fields)); !slices.Equal(fields, tt.want) {
				t.Errorf("fields %v, want %v (%v)", fields, tt.want, p.Fields)
			}
		})
	}
	if _, err := (Mapping{Format: "json", Columns: Columns{ExternalID: "sku"}}).Rows([]byte(`{"sku": 1}`)); problem.KindOf(err) != problem.Invalid {
		t.Errorf("a JSON object, not an array = %v", err)
	}
}

// TestParseMapping: a mapping needs a format, a mode it knows (delta when
// left out), the id's column, and price ids for its weights.
func TestParseMapping(t *testing.T) {
	m, err := ParseMapping([]byte(`{"format": "csv", "columns": {"external_id": "SKU", "stock": "Qty"}, "weights": {"Eighth": "eighth_ounce"}}`))
	if err != nil || m.Mode != Delta || m.Columns.Stock != "Qty" || m.Weights["Eighth"] != catalog.EighthOunce {
		t.Errorf("ParseMapping = %+v, %v", m, err)
	}
	for _, bad := range []string{
		`{"format": "xml", "columns": {"external_id": "SKU"}}`,
		`{"format": "csv", "mode": "full", "columns": {"external_id": "SKU"}}`,
		`{"format": "csv", "columns": {}}`,
		`{"format": "csv", "columns": {"external_id": "SKU"}, "weights": {"Eighth": "eighth"}}`,
		`{"format": "csv", "columns": {"external_id": "SKU"}, "colour": "green"}`,
		`not json`,
	} {
		if _, err := ParseMapping([]byte(bad)); err == nil {
			t.Errorf("ParseMapping(%s) = nil error", bad)
		}
	}
}
