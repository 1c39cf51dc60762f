package budtender

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// Result is a recommended product.
type Result struct {
	Product *catalog.MenuProduct
	// Offer is the weight quoted: the cheapest weight in stock at a non-zero
	// price within the intent's price bounds.
	Offer catalog.Offer
	// Score is how well the product fits the preferences, 0 to 1, rounded to
	// two decimals; 1 when the intent has no preferences.
	Score float64
	// Reasoning is one sentence naming what matched and the price quoted.
	Reasoning string
}

// The weights of the preferences in a score. A score is the weighted mean
// of the preferences the intent has, each scored 0 to 1.
const (
	WeightLineage  = 3
	WeightEffects  = 3
	WeightTastes   = 2
	WeightTerpenes = 2
	WeightPotency  = 2
)

// lineageEffects are the effects a lineage is known for. A product that
// lists no effects of its own is scored on these at half credit.
var lineageEffects = map[catalog.Lineage][]string{
	catalog.Indica: {"Relaxed", "Sleepy"},
	catalog.Sativa: {"Energetic", "Uplifted", "Creative", "Focused"},
	catalog.Hybrid: {"Happy", "Relaxed", "Euphoric"},
	catalog.CBD:    {"Relaxed", "Focused"},
}

// Recommend returns up to limit products of menu that fit the intent, best
// first; limit <= 0 returns them all.
//
// Products not Visible, with no weight in stock at a non-zero price, of a
// kind not asked for, or refused by a negation (kind, lineage, a listed
// effect or flavour) are left out. With price bounds a product is kept when
// one of its in-stock weights is within them, and that weight is quoted;
// Cheap keeps the products quoted at or below the median quote of the
// products otherwise kept.
//
// Preferences score the rest (see the Weight constants): lineage (a hybrid
// scores half for indica or sativa and the other way round), the share of
// the wanted effects the product lists, the share of the tastes it matches
// by flavour or terpene, the share of the terpenes it carries, and potency.
// Products scoring 0 are left out. With no preferences every product kept
// scores 1 and the order is by popularity. Ties are broken by best-seller
// rank (ranked first), then rating (rated first, higher first), then id.
func Recommend(in Intent, menu []*catalog.MenuProduct, limit int) []Result {
	type candidate struct {
		m     *catalog.MenuProduct
		offer catalog.Offer
	}
	var cands []candidate
	for _, m := range menu {
		if m == nil || !m.Visible || excluded(in, m) {
			continue
		}
		if o, ok := quote(m, in.MinPrice, in.MaxPrice); ok {
			cands = append(cands, candidate{m, o})
		}
	}
	if in.Cheap && len(cands) > 0 {
		prices := make([]money.Cents, len(cands))
		for i, c := range cands {
			prices[i] = c.offer.Price
		}
		slices.Sort(prices)
		median := prices[(len(prices)-1)/2]
		cands = slices.DeleteFunc(cands, func(c candidate) bool { return c.offer.Price > median })
	}
	soft := hasPreferences(in)
	var out []Result
	for _, c := range cands {
		r := Result{Product: c.m, Offer: c.offer, Score: 1}
		if soft {
			var features []string
			r.Score, features = score(in, c.m)
			if r.Score == 0 {
				continue
			}
			r.Reasoning = sentence(head(c.m), " with ", features, c.offer)
		} else {
			r.Reasoning = sentence(head(c.m), ", ", popularity(c.m), c.offer)
		}
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Result) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return byPopularity(a.Product, b.Product)
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out
}

// byPopularity orders best sellers first by rank, then rated products by
// rating, then by id.
func byPopularity(a, b *catalog.MenuProduct) int {
	ra, rb := a.BestSellerRank, b.BestSellerRank
	if (ra > 0) != (rb > 0) {
		if ra > 0 {
			return -1
		}
		return 1
	}
	if c := cmp.Compare(ra, rb); c != 0 {
		return c
	}
	if (a.AggregateRating != nil) != (b.AggregateRating != nil) {
		if a.AggregateRating != nil {
			return -1
		}
		return 1
	}
	if a.AggregateRating != nil {
		if c := cmp.Compare(*b.AggregateRating, *a.AggregateRating); c != 0 {
			return c
		}
	}
	return cmp.Compare(a.ID, b.ID)
}

func hasPreferences(in Intent) bool {
	return len(in.Lineages) > 0 || len(in.Effects) > 0 || len(in.Tastes) > 0 || len(in.Terpenes) > 0 || in.Potency != AnyPotency
}

// excluded applies the hard constraints other than price.
func excluded(in Intent, m *catalog.MenuProduct) bool {
	p := m.Product
	if len(in.Kinds) > 0 && !slices.Contains(in.Kinds, p.Kind) || slices.Contains(in.NotKinds, p.Kind) ||
		slices.Contains(in.NotLineages, p.Category) {
		return true
	}
	for _, e := range in.NotEffects {
		if containsFold(p.Effects, e) {
			return true
		}
	}
	for _, t := range in.NotTastes {
		if len(flavorsOf(p, t.Flavors)) > 0 {
			return true
		}
	}
	return false
}

// quote is the cheapest weight in stock at a non-zero price within [lo, hi];
// a zero bound is no bound.
func quote(m *catalog.MenuProduct, lo, hi money.Cents) (catalog.Offer, bool) {
	var best catalog.Offer
	found := false
	for _, o := range m.Offers {
		if o.Price <= 0 || o.Stock <= 0 || o.Price < lo || hi > 0 && o.Price > hi {
			continue
		}
		if !found || o.Price < best.Price {
			best, found = o, true
		}
	}
	return best, found
}

// score is the product's weighted score and the plain-English features that
// earned it.
func score(in Intent, m *catalog.MenuProduct) (float64, []string) {
	p := m.Product
	var total, weights float64
	var features []string
	part := func(w, s float64) { total += w * s; weights += w }

	if len(in.Lineages) > 0 {
		best := 0.0
		for _, l := range in.Lineages {
			best = max(best, lineageScore(l, p.Category))
		}
		part(WeightLineage, best)
	}
	if len(in.Effects) > 0 {
		var listed []string
		for _, e := range in.Effects {
			if containsFold(p.Effects, e) {
				listed = append(listed, e)
			}
		}
		s := float64(len(listed)) / float64(len(in.Effects))
		switch {
		case len(listed) > 0:
			features = append(features, joinAnd(listed)+" effects")
		case len(p.Effects) == 0:
			var typical []string
			for _, e := range in.Effects {
				if slices.Contains(lineageEffects[p.Category], e) {
					typical = append(typical, e)
				}
			}
			if len(typical) > 0 {
				s = 0.5 * float64(len(typical)) / float64(len(in.Effects))
				features = append(features, fmt.Sprintf("the %s feel %s is known for", joinAnd(typical), lineageName(p.Category)))
			}
		}
		part(WeightEffects, s)
	}
	if len(in.Tastes) > 0 {
		matched := 0
		var flavors, terps []string
		for _, t := range in.Tastes {
			fs := flavorsOf(p, t.Flavors)
			ts := terpenesOf(p, t.Terpenes)
			if len(fs) > 0 || len(ts) > 0 {
				matched++
			}
			for _, f := range fs {
				flavors = appendNew(flavors, f)
			}
			if len(fs) == 0 {
				for _, x := range ts {
					terps = appendNew(terps, fmt.Sprintf("%s for %s notes", x, t.Word))
				}
			}
		}
		if len(flavors) == 1 {
			features = append(features, flavors[0]+" flavour")
		} else if len(flavors) > 1 {
			features = append(features, joinAnd(flavors)+" flavours")
		}
		features = append(features, terps...)
		part(WeightTastes, float64(matched)/float64(len(in.Tastes)))
	}
	if len(in.Terpenes) > 0 {
		var found []string
		for _, t := range in.Terpenes {
			for _, pt := range p.Terpenes {
				if strings.Contains(strings.ToLower(pt.Name), t) {
					found = append(found, fmt.Sprintf("%s (%s%%)", t, num(pt.Percent)))
					break
				}
			}
		}
		if len(found) > 0 {
			features = append(features, joinAnd(found))
		}
		part(WeightTerpenes, float64(len(found))/float64(len(in.Terpenes)))
	}
	if in.Potency != AnyPotency {
		s, text := potencyScore(in.Potency, p)
		if s >= 0.5 && text != "" {
			features = append(features, text)
		}
		part(WeightPotency, s)
	}
	return math.Round(total/weights*100) / 100, features
}

// lineageScore is 1 for the lineage asked for, 0.5 between a hybrid and
// indica or sativa, else 0.
func lineageScore(want, got catalog.Lineage) float64 {
	switch {
	case want == got:
		return 1
	case want == catalog.Hybrid && (got == catalog.Indica || got == catalog.Sativa),
		got == catalog.Hybrid && (want == catalog.Indica || want == catalog.Sativa):
		return 0.5
	}
	return 0
}

// strength places a product's THC between the mild and strong ends of its
// kind, 0 to 1: flower and pre-rolls 15% to 30%, vapes and extracts 60% to
// 90%, edibles 10 to 100mg a package, tinctures 100 to 1000mg. ok is false
// when the product has no such figure.
func strength(p *catalog.Product) (s float64, text string, ok bool) {
	scale := func(v, lo, hi float64) float64 { return min(1, max(0, (v-lo)/(hi-lo))) }
	switch {
	case (p.Kind == catalog.Flower || p.Kind == catalog.PreRoll) && p.PercentTHC != nil:
		return scale(*p.PercentTHC, 15, 30), num(*p.PercentTHC) + "% THC", true
	case (p.Kind == catalog.Vape || p.Kind == catalog.Extract) && p.PercentTHC != nil:
		return scale(*p.PercentTHC, 60, 90), num(*p.PercentTHC) + "% THC", true
	case p.Kind == catalog.Edible && p.DosageMG != nil:
		return scale(*p.DosageMG, 10, 100), num(*p.DosageMG) + "mg THC", true
	case p.Kind == catalog.Tincture && p.DosageMG != nil:
		return scale(*p.DosageMG, 100, 1000), num(*p.DosageMG) + "mg THC", true
	}
	return 0, "", false
}

// potencyScore scores a product against the potency asked for, with the
// words for the reasoning.
func potencyScore(want Potency, p *catalog.Product) (float64, string) {
	if want == PreferCBD {
		switch {
		case p.Category == catalog.CBD:
			return 1, "a CBD-forward profile"
		case p.PercentCBD != nil && p.PercentTHC != nil && *p.PercentCBD > 0 && *p.PercentCBD >= *p.PercentTHC:
			return 1, fmt.Sprintf("more CBD (%s%%) than THC (%s%%)", num(*p.PercentCBD), num(*p.PercentTHC))
		}
		return 0, ""
	}
	s, text, ok := strength(p)
	switch {
	case !ok:
		return 0, ""
	case want == HighTHC:
		return s, "a strong " + text
	case want == LowTHC:
		return 1 - s, "a mild " + text
	}
	return 0, ""
}

// flavorsOf lists the product's flavours among want, in the product's
// order. A product that lists no flavours is matched on the words of its
// name ("Mango Gummies").
func flavorsOf(p *catalog.Product, want []string) []string {
	var out []string
	if len(p.Flavors) > 0 {
		for _, f := range p.Flavors {
			if containsFold(want, f) {
				out = append(out, f)
			}
		}
		return out
	}
	words := strings.FieldsFunc(strings.ToLower(p.Name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	})
	for _, w := range want {
		if slices.Contains(words, strings.ToLower(w)) {
			out = append(out, w)
		}
	}
	return out
}

// terpenesOf lists the terpenes of want the product carries.
func terpenesOf(p *catalog.Product, want []string) []string {
	var out []string
	for _, t := range want {
		for _, pt := range p.Terpenes {
			if strings.Contains(strings.ToLower(pt.Name), t) {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

func containsFold(list []string, s string) bool {
	return slices.ContainsFunc(list, func(x string) bool { return strings.EqualFold(x, s) })
}

// kindNames are the words for a kind in a sentence.
var kindNames = map[catalog.Kind]string{
	catalog.Flower: "flower", catalog.PreRoll: "pre-roll", catalog.Vape: "vape", catalog.Extract: "extract",
	catalog.Edible: "edible", catalog.Tincture: "tincture", catalog.Topical: "topical", catalog.Gear: "gear",
	catalog.Merch: "merch", catalog.Grow: "grow supply",
}

// kindPlurals are the words for several products of a kind.
var kindPlurals = map[catalog.Kind]string{
	catalog.Flower: "flower", catalog.PreRoll: "pre-rolls", catalog.Vape: "vapes", catalog.Extract: "extracts",
	catalog.Edible: "edibles", catalog.Tincture: "tinctures", catalog.Topical: "topicals", catalog.Gear: "gear",
	catalog.Merch: "merch", catalog.Grow: "grow supplies",
}

func kindName(k catalog.Kind) string {
	if n, ok := kindNames[k]; ok {
		return n
	}
	return "product"
}

func lineageName(l catalog.Lineage) string {
	if l == catalog.CBD {
		return "CBD"
	}
	return string(l)
}

// head is how a product is introduced: "Indica flower", "Edible".
func head(m *catalog.MenuProduct) string {
	s := kindName(m.Product.Kind)
	if m.Product.Category.Valid() {
		s = lineageName(m.Product.Category) + " " + s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// popularity names what makes a product popular: "best seller #2 and rated 4.5/5 from 9 reviews".
func popularity(m *catalog.MenuProduct) []string {
	var parts []string
	if m.BestSellerRank > 0 {
		parts = append(parts, fmt.Sprintf("best seller #%d", m.BestSellerRank))
	}
	if m.AggregateRating != nil {
		s := fmt.Sprintf("rated %s/5", num(math.Round(*m.AggregateRating*10)/10))
		switch m.ReviewCount {
		case 0:
		case 1:
			s += " from 1 review"
		default:
			s += fmt.Sprintf(" from %d reviews", m.ReviewCount)
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return nil
	}
	return []string{joinAnd(parts)}
}

// Price is how an offer reads: "$25.00 for 1g" or "$18.00 each".
func Price(o catalog.Offer) string {
	if o.PriceID == catalog.Each || !o.PriceID.Valid() {
		return o.Price.Display() + " each"
	}
	return o.Price.Display() + " for " + o.PriceID.Label()
}

// sentence is head, then the features after sep, then the price.
func sentence(head, sep string, features []string, o catalog.Offer) string {
	s := head
	if len(features) > 0 {
		s += sep + joinAnd(features)
	}
	return s + ", " + Price(o) + "."
}

// joinAnd joins words as a list in English: "a", "a and b", "a, b and c".
func joinAnd(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// num formats a figure without trailing zeros: 27.5, 100, 0.305.
func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
