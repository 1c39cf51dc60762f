package core

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/demo"
)

// The storefront asks for its cards' fields by the list in
// web/src/lib/cardAttributes.ts; the view keeps each product cut to
// CardAttributes, which is only used when the two lists are the same set.
func TestCardAttributesAreTheStorefronts(t *testing.T) {
	src, err := os.ReadFile("../../../web/src/lib/cardAttributes.ts")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	start := strings.Index(text, "export const CARD_ATTRIBUTES = [")
	end := strings.Index(text, "] satisfies")
	if start < 0 || end < start {
		t.Fatal("web/src/lib/cardAttributes.ts has no CARD_ATTRIBUTES = [...] satisfies list")
	}
	var web []string
	for _, m := range regexp.MustCompile(`(?m)^\s*'([a-z_]+)',?\s*$`).FindAllStringSubmatch(text[start:end], -1) {
		web = append(web, m[1])
	}
	goList := slices.Clone(CardAttributes)
	slices.Sort(web)
	slices.Sort(goList)
	if !slices.Equal(web, goList) {
		t.Errorf("the storefront's card attributes\n%v\ndiffer from CardAttributes\n%v", web, goList)
	}
}

// A product's fields asked for by the cards' list, some of it, or a list
// with fields beyond it, are the same bytes whether cut from the card the
// view keeps or from the product's whole JSON, with prices or without,
// under the demo store's specials (its own and the brands') or none.
func TestProductFieldsFromTheCard(t *testing.T) {
	doc, err := demo.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	st := doc.Stores[1]
	st.MenuSettings.HidePrices = true
	var list []catalog.Special
	for _, s := range doc.Specials {
		if s.StoreID == st.ID || s.ProductBrandID != 0 {
			list = append(list, s)
		}
	}
	for _, specials := range [][]catalog.Special{nil, list} {
		menu := bigMenu(t)[:300]
		sp := &specialPricing{Store: &st, Specials: specials, now: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
		sp.MarkSpecialPrices(menu)
		discounted := 0
		for _, m := range menu {
			for _, o := range m.Offers {
				if o.SpecialPrice > 0 {
					discounted++
				}
			}
		}
		if specials != nil && discounted == 0 {
			t.Fatal("no special lowers a price of the menu tried")
		}
		view, err := newMenuView("1", menu, sp)
		if err != nil {
			t.Fatal(err)
		}
		checkFieldsFromTheCard(t, view, menu)
	}
}

func checkFieldsFromTheCard(t *testing.T, view *MenuView, menu []catalog.MenuProduct) {
	t.Helper()
	fields := func(id int64, hidden bool, a Attributes) string {
		t.Helper()
		b, err := view.ProductFields([]byte("x"), id, hidden, a)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for _, names := range [][]string{CardAttributes, {"name", "price_gram", "prices_hidden"}, {"name", "description", "price_gram"}, {"name", "name"}} {
		a := AttributesOf(names)
		for _, hidden := range []bool{false, true} {
			for _, m := range menu {
				whole, err := view.ProductJSON(m.ID, hidden)
				if err != nil {
					t.Fatal(err)
				}
				if got, want := fields(m.ID, hidden, a), "x"+string(AppendFields(nil, whole, a.want)); got != want {
					t.Fatalf("product %d (hidden %v, %v): %s, want %s", m.ID, hidden, names, got, want)
				}
			}
		}
	}
	for _, every := range [][]string{nil, {"*"}, {"name", "*"}} {
		whole, _ := view.ProductJSON(menu[0].ID, false)
		if got := fields(menu[0].ID, false, AttributesOf(every)); got != "x"+string(whole) {
			t.Fatalf("%v: %s, want the whole product", every, got)
		}
	}
	if got := fields(999999, false, AttributesOf(CardAttributes)); got != "x" {
		t.Fatalf("a product not on the menu: %s", got)
	}
	if !strings.Contains(fields(menu[0].ID, true, AttributesOf(CardAttributes)), `"prices_hidden":true`) {
		t.Fatal("the hidden card does not say its prices are hidden")
	}
}
