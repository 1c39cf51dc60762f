package demo

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

func TestCatalogueIsDeterministicAndValid(t *testing.T) {
	a, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Error("two builds of the demo catalogue differ")
	}
	if err := a.Validate(); err != nil {
		t.Errorf("Validate() = %v", err)
	}
}

func TestCatalogueSize(t *testing.T) {
	doc, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	states, countries := map[string]bool{}, map[string]bool{}
	for _, s := range doc.Stores {
		countries[s.CountryCode] = true
		if s.CountryCode == "US" {
			states[s.State] = true
		}
		if n := len(s.Menu); n < 150 || n > 800 {
			t.Errorf("store %s has %d menu products, want 150 to 800", s.Name, n)
		}
	}
	if len(doc.Stores) < 8 || len(states) < 5 || !countries["CA"] || !countries["PR"] {
		t.Errorf("%d stores in US states %v and countries %v; want 8+, 5+ states, Canada and Puerto Rico", len(doc.Stores), states, countries)
	}
	if len(doc.Brands) < 30 || len(doc.Products) < 600 {
		t.Errorf("%d brands and %d products, want at least 30 and 600", len(doc.Brands), len(doc.Products))
	}
	kinds := map[catalog.Kind]int{}
	for _, p := range doc.Products {
		kinds[p.Kind]++
		if p.RootSubtype == "" || p.Description == "" {
			t.Errorf("product %d %q lacks a subtype or description", p.ID, p.Name)
		}
		if photo := catalog.DefaultPhotoPath("", p.Kind, p.RootSubtype, p.Category); bytes.Contains([]byte(photo), []byte("/general/")) {
			t.Errorf("product %q subtype %q has no photo of its own (%s)", p.Name, p.RootSubtype, photo)
		}
	}
	for _, k := range catalog.Kinds {
		if kinds[k] == 0 {
			t.Errorf("no %s products", k)
		}
	}
	if len(doc.Specials) == 0 || len(doc.Reviews) == 0 {
		t.Errorf("%d specials and %d reviews, want some of each", len(doc.Specials), len(doc.Reviews))
	}
}

// TestJurisdictions checks each demo store against compliance.md: ages,
// limit rules and the tax rates it names.
func TestJurisdictions(t *testing.T) {
	doc, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	rule := func(s catalog.Store, group string) catalog.CartLimitRule {
		for _, r := range s.CartLimitPolicy.Rules {
			if r.ProductGroupName == group {
				return r
			}
		}
		t.Fatalf("%s has no %q rule", s.Name, group)
		return catalog.CartLimitRule{}
	}
	taxRate := func(s catalog.Store, title string) money.Rate {
		for _, tax := range s.Taxes.StoreTaxes {
			if tax.Title == title {
				return tax.Rate
			}
		}
		t.Fatalf("%s has no %q tax", s.Name, title)
		return 0
	}
	for _, s := range doc.Stores {
		age := s.Compliance.CheckoutAgeMinimum
		switch s.State {
		case "CA":
			if age != 21 || rule(s, "Non-concentrated cannabis").LimitValue != 28.5 || rule(s, "Concentrated cannabis").LimitValue != 8 ||
				taxRate(s, "California cannabis excise tax") != 150000 {
				t.Errorf("%s does not follow California's facts", s.Name)
			}
		case "CO":
			r := rule(s, "Flower equivalent")
			// 1 oz flower = 8 g concentrate = 800 mg THC.
			if age != 21 || r.RuleType != "equivalency" || r.LimitValue != 28 || !near(r.Equivalents["extract"]*8, 28) ||
				!near(r.Equivalents["edible"]*800, 28) || taxRate(s, "Colorado retail marijuana sales tax") != 150000 {
				t.Errorf("%s does not follow Colorado's facts: %+v", s.Name, r)
			}
		case "MI":
			if age != 21 || rule(s, "Concentrate").LimitValue != 15 || taxRate(s, "Michigan adult-use excise tax") != 100000 ||
				s.Taxes.SalesTaxRate != 60000 {
				t.Errorf("%s does not follow Michigan's facts", s.Name)
			}
		case "WA":
			if age != 21 || rule(s, "Concentrate").LimitValue != 7 || rule(s, "Solid infused products").LimitValue != 453.6 {
				t.Errorf("%s does not follow Washington's facts", s.Name)
			}
		case "MA":
			r := rule(s, "Flower equivalent")
			// 1 oz flower = 5 g concentrate = 500 mg THC.
			if age != 21 || r.RuleType != "equivalency" || r.Equivalents["extract"]*5 < 28.3 || r.Equivalents["edible"]*500 < 28.3 {
				t.Errorf("%s does not follow Massachusetts' facts: %+v", s.Name, r)
			}
		case "IL":
			if age != 21 || !s.Compliance.ResidencyMatters || rule(s, "Cannabis flower").LimitValue != 30 ||
				rule(s, "Cannabis concentrate").LimitValue != 5 || rule(s, "Cannabis-infused products").LimitValue != 500 {
				t.Errorf("%s does not follow Illinois' facts", s.Name)
			}
		case "NY":
			if age != 21 || rule(s, "Concentrated cannabis").LimitValue != 24 {
				t.Errorf("%s does not follow New York's facts", s.Name)
			}
		case "ON":
			r := rule(s, "Dried cannabis equivalent")
			// Schedule 3: 0.25 g concentrate = 15 g solids = 1 g dried.
			if age != 19 || s.Currency != "CAD" || r.LimitValue != 30 || r.Equivalents["extract"] != 4 || !near(r.Equivalents["edible"]*15, 1) {
				t.Errorf("%s does not follow Ontario's facts: %+v", s.Name, r)
			}
		case "PR":
			if s.Recreational || !s.Medical || !s.Compliance.IDRequired {
				t.Errorf("%s should be medical only, with ID", s.Name)
			}
		default:
			t.Errorf("store %s in %s has no facts to check", s.Name, s.State)
		}
	}
}

func TestMenusSellAllowedWeights(t *testing.T) {
	doc, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[int64]catalog.Kind{}
	for _, p := range doc.Products {
		kinds[p.ID] = p.Kind
	}
	for _, s := range doc.Stores {
		for _, m := range s.Menu {
			for _, w := range m.Weights {
				if !slices.Contains(kinds[m.ProductID].AllowedWeights(), w.PriceID) || w.Price <= 0 {
					t.Fatalf("store %d sells product %d in %s at %v", s.ID, m.ProductID, w.PriceID, w.Price)
				}
			}
		}
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// TestPricesRiseWithWeight: a bigger weight of the same item never costs
// less, and never more per gram.
func TestPricesRiseWithWeight(t *testing.T) {
	doc, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range doc.Stores {
		for _, m := range s.Menu {
			for i := 1; i < len(m.Weights); i++ {
				a, b := m.Weights[i-1], m.Weights[i]
				perGramA := float64(a.Price) / float64(a.PriceID.Milligrams())
				perGramB := float64(b.Price) / float64(b.PriceID.Milligrams())
				if b.Price <= a.Price || perGramB > perGramA {
					t.Fatalf("store %d product %d: %s at %v then %s at %v", s.ID, m.ProductID, a.PriceID, a.Price, b.PriceID, b.Price)
				}
			}
		}
	}
}

func TestBench(t *testing.T) {
	doc, err := Bench(12, 700)
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Stores) != 12 || len(doc.Products) != 700 || len(doc.Stores[11].Menu) != 700 {
		t.Errorf("Bench(12, 700) = %d stores, %d products, %d on the last menu", len(doc.Stores), len(doc.Products), len(doc.Stores[11].Menu))
	}
	if doc.Stores[10].Name == doc.Stores[0].Name || doc.Products[690].Name == doc.Products[25].Name {
		t.Error("repeated stores and products should have names of their own")
	}
	if _, err := Bench(0, 10); err == nil {
		t.Error("Bench(0, 10) = nil error")
	}
}
