package budtender

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// goalOrder fixes the order goals are considered in, for determinism.
var goalOrder = []string{"sleep", "relax", "energy", "focus", "creative", "mood", "social", "pain", "appetite"}

// goalAsks are whole requests for a goal; goalWords finish "… for <goal>".
var (
	goalAsks = map[string]string{
		"sleep": "something to help me sleep", "relax": "something to help me relax", "energy": "something for energy in the morning",
		"focus": "something to help me focus", "creative": "something creative for making music", "mood": "something to lift my mood",
		"social": "something social for a party", "pain": "something for pain without the high", "appetite": "something for the munchies",
	}
	goalWords = map[string]string{
		"sleep": "sleep", "relax": "relaxing", "energy": "energy", "focus": "focus", "creative": "creativity",
		"mood": "a good mood", "social": "a party", "pain": "pain", "appetite": "the munchies",
	}
	tasteOrder = []string{"fruity", "citrus", "berry", "sweet", "earthy", "pine", "tropical", "grape", "diesel", "spicy", "floral"}
	// kindAsks are the words a shopper would use for a kind.
	kindAsks = map[catalog.Kind]string{
		catalog.Flower: "flower", catalog.PreRoll: "pre-rolls", catalog.Vape: "vapes", catalog.Extract: "concentrates",
		catalog.Edible: "edibles", catalog.Tincture: "tinctures", catalog.Topical: "topicals", catalog.Gear: "gear",
		catalog.Merch: "merch", catalog.Grow: "seeds",
	}
)

// SuggestedQueries returns up to 8 example requests that give results on
// this menu, built from what it sells: its most common goals, tastes,
// kinds, lineages and terpenes and a price point. It returns at least 6
// when the menu is varied enough, none when nothing is in stock. The same
// menu always gives the same suggestions.
func SuggestedQueries(menu []*catalog.MenuProduct) []string {
	var live []*catalog.MenuProduct
	for _, m := range menu {
		if m != nil && m.Visible {
			if _, ok := quote(m, 0, 0); ok {
				live = append(live, m)
			}
		}
	}
	if len(live) == 0 {
		return nil
	}
	kinds := ranked(catalog.Kinds, func(k catalog.Kind, m *catalog.MenuProduct) bool { return m.Product.Kind == k }, live)
	goalKeys := ranked(goalOrder, func(g string, m *catalog.MenuProduct) bool {
		return containsFold(m.Product.Effects, goals[g].effects[0])
	}, live)
	tasteKeys := ranked(tasteOrder, func(t string, m *catalog.MenuProduct) bool {
		return len(m.Product.Flavors) > 0 && len(flavorsOf(m.Product, tastes[t].Flavors)) > 0
	}, live)
	terps := ranked(Terpenes, func(t string, m *catalog.MenuProduct) bool {
		// the product's dominant terpene, listed first
		return len(m.Product.Terpenes) > 0 && strings.Contains(strings.ToLower(m.Product.Terpenes[0].Name), t)
	}, live)
	at := func(s []string, i int) string {
		if i < len(s) {
			return s[i]
		}
		return ""
	}
	kindAt := func(i int) catalog.Kind {
		if i < len(kinds) {
			return kinds[i]
		}
		return ""
	}

	var cands []string
	if g := at(goalKeys, 0); g != "" {
		cands = append(cands, goalAsks[g])
	}
	if t, g := at(tasteKeys, 0), at(goalKeys, 1); t != "" && g != "" {
		cands = append(cands, t+" "+kindAsks[strainKind(kinds)]+" for "+goalWords[g])
	}
	if k := kindAt(0); k != "" {
		if l := topLineage(live, k); l != "" {
			cands = append(cands, string(l)+" "+kindAsks[k])
		}
	}
	if k := kindAt(min(1, len(kinds)-1)); k != "" {
		cands = append(cands, kindAsks[k]+" under $"+strconv.FormatInt(int64(pricePoint(live, k)/100), 10))
	}
	if t := at(terps, 0); t != "" {
		cands = append(cands, t+" "+kindAsks[strainKind(kinds)])
	}
	cands = append(cands, "strong sativa for a hike")
	if k := kindAt(2); k != "" {
		cands = append(cands, "cheap "+kindAsks[k])
	}
	if slices.ContainsFunc(live, func(m *catalog.MenuProduct) bool { return m.Product.Category == catalog.CBD }) {
		cands = append(cands, "cbd for pain, no high")
	}
	cands = append(cands, "mild edibles for a first timer", "something fruity and relaxing")
	for _, k := range kinds {
		cands = append(cands, kindAsks[k])
	}
	cands = append(cands, "indica", "sativa", "hybrid")

	var out []string
	for _, q := range cands {
		if len(out) == 8 {
			break
		}
		if q == "" || slices.Contains(out, q) || len(Recommend(Parse(q), live, 1)) == 0 {
			continue
		}
		out = append(out, q)
	}
	return out
}

// ranked keeps the keys at least one product has, most products first,
// ties in the order given.
func ranked[K comparable](keys []K, has func(K, *catalog.MenuProduct) bool, menu []*catalog.MenuProduct) []K {
	counts := map[K]int{}
	var out []K
	for _, k := range keys {
		for _, m := range menu {
			if has(k, m) {
				counts[k]++
			}
		}
		if counts[k] > 0 {
			out = append(out, k)
		}
	}
	slices.SortStableFunc(out, func(a, b K) int { return counts[b] - counts[a] })
	return out
}

// strainKind is the most common kind that carries strain effects and
// flavours, flower when there is none.
func strainKind(kinds []catalog.Kind) catalog.Kind {
	for _, k := range kinds {
		switch k {
		case catalog.Flower, catalog.PreRoll, catalog.Vape, catalog.Extract:
			return k
		}
	}
	return catalog.Flower
}

// topLineage is the most common indica, sativa or hybrid lineage of kind k.
func topLineage(menu []*catalog.MenuProduct, k catalog.Kind) catalog.Lineage {
	ls := ranked([]catalog.Lineage{catalog.Indica, catalog.Sativa, catalog.Hybrid}, func(l catalog.Lineage, m *catalog.MenuProduct) bool {
		return m.Product.Kind == k && m.Product.Category == l
	}, menu)
	if len(ls) == 0 {
		return ""
	}
	return ls[0]
}

// pricePoint is the median quote of kind k rounded up to whole $5.
func pricePoint(menu []*catalog.MenuProduct, k catalog.Kind) money.Cents {
	var prices []money.Cents
	for _, m := range menu {
		if o, ok := quote(m, 0, 0); ok && m.Product.Kind == k {
			prices = append(prices, o.Price)
		}
	}
	slices.Sort(prices)
	p := prices[(len(prices)-1)/2]
	return (p + 499) / 500 * 500
}
