package catalog_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
)

// A stored price id reads as the weight of that name, the known ones
// without a string of their own.
func TestWeightNamed(t *testing.T) {
	for _, w := range catalog.Weights {
		b := []byte(w)
		if got := catalog.WeightNamed(b); got != w {
			t.Errorf("WeightNamed(%q) = %q", b, got)
		}
		if n := testing.AllocsPerRun(10, func() { catalog.WeightNamed(b) }); n != 0 {
			t.Errorf("WeightNamed(%q) allocates %v times", b, n)
		}
	}
	if got := catalog.WeightNamed([]byte("pound")); got != "pound" || got.Valid() {
		t.Errorf("WeightNamed(pound) = %q", got)
	}
}

func TestParseWeight(t *testing.T) {
	for in, want := range map[string]catalog.Weight{"eighth_ounce": catalog.EighthOunce, "eighth ounce": catalog.EighthOunce,
		" half gram ": catalog.HalfGram, "each": catalog.Each} {
		if got, err := catalog.ParseWeight(in); err != nil || got != want {
			t.Errorf("ParseWeight(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "kilo", "Eighth_Ounce", "3.5g"} {
		if _, err := catalog.ParseWeight(bad); err == nil {
			t.Errorf("ParseWeight(%q) = nil error", bad)
		}
	}
}

func TestWeights(t *testing.T) {
	labels := map[catalog.Weight]string{catalog.HalfGram: "0.5g", catalog.Gram: "1g", catalog.TwoGram: "2g", catalog.EighthOunce: "3.5g",
		catalog.QuarterOunce: "7g", catalog.HalfOunce: "14g", catalog.Ounce: "28g", catalog.Each: "Each"}
	for i, w := range catalog.Weights {
		if w.Label() != labels[w] || w.Index() != i {
			t.Errorf("%s: label %q index %d", w, w.Label(), w.Index())
		}
	}
	if catalog.EighthOunce.Spaced() != "eighth ounce" || catalog.EighthOunce.Milligrams() != 3500 {
		t.Errorf("eighth: %q, %d mg", catalog.EighthOunce.Spaced(), catalog.EighthOunce.Milligrams())
	}
	// Flower has six weights (no half gram); extract and vape seven; the rest each.
	if n := len(catalog.Flower.AllowedWeights()); n != 6 {
		t.Errorf("flower weights = %d, want 6", n)
	}
	if n := len(catalog.Vape.AllowedWeights()); n != 7 {
		t.Errorf("vape weights = %d, want 7", n)
	}
	if w := catalog.Edible.AllowedWeights(); len(w) != 1 || w[0] != catalog.Each {
		t.Errorf("edible weights = %v, want each", w)
	}
	for k, want := range map[catalog.Kind]catalog.Weight{catalog.Flower: catalog.EighthOunce, catalog.Extract: catalog.HalfGram,
		catalog.Vape: catalog.HalfGram, catalog.Tincture: catalog.Each} {
		if got := k.DefaultWeight(); got != want {
			t.Errorf("%s.DefaultWeight() = %s, want %s", k, got, want)
		}
	}
}

func TestDefaultPhotoPath(t *testing.T) {
	tests := []struct {
		kind    catalog.Kind
		subtype string
		lineage catalog.Lineage
		want    string
	}{
		{catalog.Edible, "Baked Goods", "", "/img/edible/bakedgoods.svg"},
		{catalog.PreRoll, "Pre-Roll Packs", "", "/img/preroll/prerollpacks.svg"},
		{catalog.Extract, "Rick Simpson Oil (RSO)", "", "/img/extract/ricksimpsonoilrso.svg"},
		{catalog.Flower, "Shake", catalog.Indica, "/img/flower/shake.svg"},
		{catalog.Flower, "Premium", catalog.Sativa, "/img/flower/sativa.svg"}, // unknown flower subtype: the lineage
		{catalog.Flower, "", "", "/img/general/hybrid.svg"},                   // no lineage either: the general flower image
		{catalog.Edible, "Gelato", "", "/img/general/edible.svg"},             // unknown subtype: the general image for the type
		{catalog.Vape, "Something", "", "/img/vape/cartridges.svg"},           // the general set has no vape image: the cartridge
		{catalog.Grow, "Seeds", "", "/img/grow/seeds.svg"},
	}
	for _, tt := range tests {
		if got := catalog.DefaultPhotoPath("/img/", tt.kind, tt.subtype, tt.lineage); got != tt.want {
			t.Errorf("DefaultPhotoPath(%s, %q, %q) = %s, want %s", tt.kind, tt.subtype, tt.lineage, got, tt.want)
		}
	}
}

func TestDefaultPhotoPathFor(t *testing.T) {
	tests := []struct {
		id   int64
		want string
	}{
		{8, "/img/edible/chocolates.svg"}, // 8 mod 4 = 0: the spec's path
		{1, "/img/edible/chocolates-1.svg"},
		{6, "/img/edible/chocolates-2.svg"},
		{1003, "/img/edible/chocolates-3.svg"},
		{-5, "/img/edible/chocolates-1.svg"}, // never a minus sign in the name
	}
	for _, tt := range tests {
		if got := catalog.DefaultPhotoPathFor("/img", tt.id, catalog.Edible, "Chocolates", ""); got != tt.want {
			t.Errorf("DefaultPhotoPathFor(%d) = %s, want %s", tt.id, got, tt.want)
		}
	}
}

func fields(t *testing.T, err error) map[string][]string {
	t.Helper()
	var p *problem.Error
	if !errors.As(err, &p) || p.Kind != problem.Invalid {
		t.Fatalf("err = %v, want an invalid problem", err)
	}
	return p.Fields
}

func TestValidate(t *testing.T) {
	if err := catalogtest.Small().Validate(); err != nil {
		t.Fatalf("Small().Validate() = %v", err)
	}
	tests := []struct {
		path   string
		change func(d *catalog.Document)
	}{
		{"version", func(d *catalog.Document) { d.Version = 2 }},
		{"brands[1].id", func(d *catalog.Document) { d.Brands[1].ID = d.Brands[0].ID }},
		{"brands[0].url_slug", func(d *catalog.Document) { d.Brands[0].URLSlug = "Not A Slug" }},
		{"products[0].brand_id", func(d *catalog.Document) { d.Products[0].BrandID = 999 }},
		{"products[1].kind", func(d *catalog.Document) { d.Products[1].Kind = "cigar" }},
		{"products[0].category", func(d *catalog.Document) { d.Products[0].Category = "ruderalis" }},
		{"stores[0].country_code", func(d *catalog.Document) { d.Stores[0].CountryCode = "MX" }},
		{"stores[1].currency", func(d *catalog.Document) { d.Stores[1].Currency = "CAD" }},
		{"stores[0].time_zone_identifier", func(d *catalog.Document) { d.Stores[0].TimeZone = "Pacific" }},
		{"stores[0].hours.working[2].period.to", func(d *catalog.Document) { d.Stores[0].Hours.Working[2].Period.To = "25:00" }},
		{"stores[0].hours.working[1].day", func(d *catalog.Document) { d.Stores[0].Hours.Working[1].Day = "Tuesday" }},
		{"stores[0].compliance.checkout_age_minimum", func(d *catalog.Document) { d.Stores[0].Compliance.CheckoutAgeMinimum = 16 }},
		{"stores[0].menu[0].weights[0].price_id", func(d *catalog.Document) { d.Stores[0].Menu[0].Weights[0].PriceID = catalog.HalfGram }},
		{"stores[0].menu[1].weights[1].price_id", func(d *catalog.Document) { d.Stores[0].Menu[1].Weights[1].PriceID = catalog.HalfGram }},
		{"stores[0].menu[0].weights[1].stock", func(d *catalog.Document) { d.Stores[0].Menu[0].Weights[1].Stock = -1 }},
		{"stores[0].menu[0].weights[1].price", func(d *catalog.Document) { d.Stores[0].Menu[0].Weights[1].Price = -100 }},
		{"stores[0].menu[3].product_id", func(d *catalog.Document) { d.Stores[0].Menu[3].ProductID = 999 }},
		{"stores[1].menu[1].product_id", func(d *catalog.Document) {
			d.Stores[1].Menu = append(d.Stores[1].Menu, d.Stores[1].Menu[0])
		}},
		{"stores[0].fulfillment", func(d *catalog.Document) { d.Stores[0].Fulfillment.Pickup.Enabled = false }},
		{"reviews[0].rating", func(d *catalog.Document) { d.Reviews[0].Rating = 6 }},
		{"user_segments[1].id", func(d *catalog.Document) {
			d.UserSegments = []catalog.UserSegment{{ID: 1, Name: "Gold", Membership: "gold"}, {ID: 1, Name: "Vets", Membership: "veterans"}}
		}},
		{"user_segments[0].name", func(d *catalog.Document) { d.UserSegments = []catalog.UserSegment{{ID: 1, Membership: "gold"}} }},
		{"user_segments[0].membership", func(d *catalog.Document) {
			d.UserSegments = []catalog.UserSegment{{ID: 1, Name: "Friends", Membership: "friends"}}
		}},
		{"user_segments[0].store_id", func(d *catalog.Document) {
			d.UserSegments = []catalog.UserSegment{{ID: 1, Name: "Regulars", Membership: "staff"}}
		}},
		{"user_segments[0].store_id", func(d *catalog.Document) {
			d.UserSegments = []catalog.UserSegment{{ID: 1, Name: "Gold", Membership: "gold", StoreID: 1}}
		}},
		{"user_segments[0].store_id", func(d *catalog.Document) {
			d.UserSegments = []catalog.UserSegment{{ID: 1, Name: "Regulars", Membership: "staff", StoreID: 999}}
		}},
		{"user_segments[0].min_age", func(d *catalog.Document) {
			d.UserSegments = []catalog.UserSegment{{ID: 1, Name: "Seniors", Membership: "seniors", MinAge: 12}}
		}},
		{"user_segments[0].min_age", func(d *catalog.Document) {
			d.UserSegments = []catalog.UserSegment{{ID: 1, Name: "Vets", Membership: "veterans", MinAge: 65}}
		}},
		{"specials[0].discount_type", func(d *catalog.Document) {
			d.Specials = []catalog.Special{{ID: 1, StoreID: 1, SpecialType: "product", Title: "x", DiscountType: "free"}}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			d := catalogtest.Small()
			tt.change(d)
			got := fields(t, d.Validate())
			if _, ok := got[tt.path]; !ok {
				t.Errorf("Validate() fields = %v, want %s", got, tt.path)
			}
		})
	}
}

func TestDecode(t *testing.T) {
	good, _ := json.Marshal(catalogtest.Small())
	if _, err := catalog.Decode(good); err != nil {
		t.Fatalf("Decode(Small) = %v", err)
	}
	tests := []struct{ name, doc, path, message string }{
		{"wrong type", `{"version": 1, "stores": [{"id": "one"}]}`, "stores.id", "want int64, found string"},
		{"unknown field", `{"version": 1, "shops": []}`, "line 1, column", `unknown field "shops"`},
		{"syntax", "{\"version\": 1,\n \"stores\": [}", "line 2", "invalid character"},
		{"bad money", `{"stores": [{"menu": [{"weights": [{"price": "ten"}]}]}]}`, "line 1", "not an amount of dollars"},
		{"two documents", `{"version": 1} {"version": 1}`, "$", "more than one JSON value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := catalog.Decode([]byte(tt.doc))
			for path, msgs := range fields(t, err) {
				if strings.HasPrefix(path, tt.path) && strings.Contains(strings.Join(msgs, " "), tt.message) {
					return
				}
			}
			t.Errorf("Decode = %v, want %s: %s", err, tt.path, tt.message)
		})
	}
}

func FuzzDecode(f *testing.F) {
	good, _ := json.Marshal(catalogtest.Small())
	f.Add(good)
	f.Add([]byte(`{"version": 1, "stores": [{"id": "x"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := catalog.Decode(data)
		if err == nil {
			_ = doc.Validate() // must not panic either
		}
	})
}
