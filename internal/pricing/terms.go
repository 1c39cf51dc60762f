package pricing

import (
	"strings"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/specials"
)

// SpecialTerms are what a special asks of a bag before it applies, for a shopper
// who saved its promo code and is waiting for it to apply: the engine's
// conditions (Eligible, applyOrder's minimum, the rules' products) in
// words, and the figures a page computes with.
type SpecialTerms struct {
	SpecialID int64  `json:"special_id"`
	Title     string `json:"title"`
	// Conditions are short sentences, each one condition: "Spend $50.00 or
	// more on flower and vapes.", "Not on edibles.", "Only on 3.5g and 7g.".
	// Empty when the special asks nothing of the bag.
	Conditions []string `json:"conditions"`
	// MinimumSubtotal is the least the covered products must come to after
	// other savings; 0 for none.
	MinimumSubtotal money.Cents `json:"minimum_subtotal"`
	// Live says whether the special runs now: false before its start and
	// after its end, when the code cannot apply whatever the bag holds.
	Live bool `json:"live"`
	// EndTime is when the special ends, null for never.
	EndTime *time.Time `json:"end_time" jsonschema:"nullable"`
	// FinePrint is the store's own terms and conditions, "" for none.
	FinePrint string `json:"fine_print"`
}

// kindWords are product kinds as a condition names them.
var kindWords = map[string]string{"flower": "flower", "pre-roll": "pre-rolls", "extract": "extracts", "edible": "edibles",
	"vape": "vapes", "tincture": "tinctures", "topical": "topicals", "gear": "gear", "merch": "merch", "grow": "grow supplies"}

// lineageWords are lineages as a condition names them.
var lineageWords = map[string]string{"indica": "indica", "sativa": "sativa", "hybrid": "hybrid", "cbd": "CBD"}

// list joins words as English does: "a", "a and b", "a, b and c".
func list(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

func named(values []string, words map[string]string) []string {
	out := make([]string, 0, len(values))
	for _, v := range values {
		if w, ok := words[strings.ToLower(v)]; ok {
			out = append(out, w)
		} else {
			out = append(out, v)
		}
	}
	return out
}

// TermsOf are special s's terms at now.
func TermsOf(s *catalog.Special, now time.Time) SpecialTerms {
	t := SpecialTerms{SpecialID: s.ID, Title: s.Title, Conditions: []string{}, MinimumSubtotal: s.MinimumSubtotal,
		Live: specials.Live(s, now), EndTime: s.EndTime, FinePrint: strings.TrimSpace(s.Terms)}
	in, out := s.Rules.Include, s.Rules.Exclude
	on := ""
	if len(in.Kinds) > 0 {
		on = " on " + list(named(in.Kinds, kindWords))
	}
	switch {
	case s.MinimumSubtotal > 0:
		t.Conditions = append(t.Conditions, "Spend "+s.MinimumSubtotal.Display()+" or more"+on+".")
	case on != "":
		t.Conditions = append(t.Conditions, "Only"+on+".")
	}
	if len(in.Lineages) > 0 {
		t.Conditions = append(t.Conditions, "Only on "+list(named(in.Lineages, lineageWords))+" products.")
	}
	if len(in.ProductIDs) > 0 || len(in.BrandIDs) > 0 {
		t.Conditions = append(t.Conditions, "Only on selected products.")
	}
	if len(s.ApplicableWeights) > 0 || len(in.Weights) > 0 {
		weights := append(append([]string{}, s.ApplicableWeights...), in.Weights...)
		labels := make([]string, 0, len(weights))
		for _, w := range weights {
			if l := catalog.Weight(w).Label(); l != "" && !containsFold(labels, l) {
				labels = append(labels, l)
			}
		}
		if len(labels) > 0 {
			t.Conditions = append(t.Conditions, "Only on "+list(labels)+".")
		}
	}
	if len(out.Kinds) > 0 {
		t.Conditions = append(t.Conditions, "Not on "+list(named(out.Kinds, kindWords))+".")
	}
	if len(out.Lineages) > 0 {
		t.Conditions = append(t.Conditions, "Not on "+list(named(out.Lineages, lineageWords))+" products.")
	}
	if len(out.ProductIDs) > 0 || len(out.BrandIDs) > 0 {
		t.Conditions = append(t.Conditions, "Some products are excluded.")
	}
	return t
}
