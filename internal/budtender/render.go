package budtender

import (
	"fmt"
	"html"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
)

// Summary is the sentence that opens an answer of n picks, saying what was
// understood: "Here are 5 picks for sleep, fruity flavours, under $30.00:".
func Summary(in Intent, n int) string {
	parts := understood(in)
	switch {
	case n == 0 && len(parts) == 0:
		return "Nothing on this menu is in stock right now."
	case n == 0:
		return "Nothing on this menu fits " + strings.Join(parts, ", ") + " right now; try asking for less."
	case len(parts) == 0 && n == 1:
		return "Here is our most popular pick:"
	case len(parts) == 0:
		return fmt.Sprintf("Here are our %d most popular picks:", n)
	case n == 1:
		return "Here is 1 pick for " + strings.Join(parts, ", ") + ":"
	}
	return fmt.Sprintf("Here are %d picks for %s:", n, strings.Join(parts, ", "))
}

// understood lists what the intent asks for, in words.
func understood(in Intent) []string {
	var parts []string
	var lineages []string
	for _, l := range in.Lineages {
		lineages = append(lineages, lineageName(l))
	}
	var kinds []string
	for _, k := range in.Kinds {
		if n, ok := kindPlurals[k]; ok {
			kinds = append(kinds, n)
		}
	}
	switch {
	case len(lineages) > 0 && len(kinds) > 0:
		parts = append(parts, joinOr(lineages)+" "+joinOr(kinds))
	case len(lineages) > 0:
		parts = append(parts, joinOr(lineages))
	case len(kinds) > 0:
		parts = append(parts, joinOr(kinds))
	}
	parts = append(parts, in.Goals...)
	// Effects asked for by name rather than through a goal.
	var byGoal []string
	for _, g := range goals {
		if slices.Contains(in.Goals, g.label) {
			byGoal = append(byGoal, g.effects...)
		}
	}
	var named []string
	for _, e := range in.Effects {
		if !slices.Contains(byGoal, e) {
			named = append(named, e)
		}
	}
	if len(named) > 0 {
		parts = append(parts, joinAnd(named)+" effects")
	}
	if len(in.Tastes) > 0 {
		parts = append(parts, joinAnd(words(in.Tastes))+" flavours")
	}
	if len(in.Terpenes) > 0 {
		parts = append(parts, joinAnd(in.Terpenes))
	}
	switch in.Potency {
	case HighTHC:
		parts = append(parts, "high THC")
	case LowTHC:
		parts = append(parts, "a mild dose")
	case PreferCBD:
		parts = append(parts, "CBD rather than a high")
	}
	switch {
	case in.MinPrice > 0 && in.MaxPrice > 0:
		parts = append(parts, fmt.Sprintf("%s to %s", in.MinPrice.Display(), in.MaxPrice.Display()))
	case in.MaxPrice > 0:
		parts = append(parts, "under $"+in.MaxPrice.String())
	case in.MinPrice > 0:
		parts = append(parts, "over $"+in.MinPrice.String())
	}
	if in.Cheap {
		parts = append(parts, "a budget price")
	}
	var not []string
	for _, k := range in.NotKinds {
		if n, ok := kindPlurals[k]; ok {
			not = append(not, n)
		}
	}
	for _, l := range in.NotLineages {
		not = append(not, lineageName(l))
	}
	if len(not) > 0 {
		parts = append(parts, "no "+joinOr(not))
	}
	var nothing []string
	nothing = append(nothing, in.NotEffects...)
	nothing = append(nothing, words(in.NotTastes)...)
	if len(nothing) > 0 {
		parts = append(parts, "nothing "+joinOr(nothing))
	}
	return parts
}

func words(ts []Taste) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.Word
	}
	return out
}

// joinOr joins words as alternatives: "a", "a or b", "a, b or c".
func joinOr(words []string) string {
	if len(words) < 2 {
		return joinAnd(words)
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// brandOf is the product's brand name, or "" when it has none.
func brandOf(m *catalog.MenuProduct) string { return strings.TrimSpace(m.Brand.Name) }

// Markdown writes the answer as a sentence and a numbered list: name, brand
// and the reasoning, which ends with the price. Product text is escaped so
// it cannot change the markup.
func Markdown(in Intent, results []Result) string {
	var b strings.Builder
	b.WriteString(mdEscape(Summary(in, len(results))))
	b.WriteString("\n")
	for i, r := range results {
		if i == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%d. **%s**", i+1, mdEscape(r.Product.Product.Name))
		if brand := brandOf(r.Product); brand != "" {
			fmt.Fprintf(&b, " by %s", mdEscape(brand))
		}
		fmt.Fprintf(&b, " (%.2f match): %s\n", r.Score, mdEscape(r.Reasoning))
	}
	return b.String()
}

// mdEscape backslash-escapes the characters Markdown gives a meaning to, and
// keeps a text on one line.
func mdEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case strings.ContainsRune("\\`*_[]<>|~&", r):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n' || r == '\r' || r == '\t':
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// HTML writes the answer as an HTML fragment: a paragraph and an ordered
// list with each product's name, brand, score and reasoning. Every text is
// escaped, so the fragment can be inserted into a page as it is.
func HTML(in Intent, results []Result) string {
	var b strings.Builder
	b.WriteString(`<section class="budtender">`)
	fmt.Fprintf(&b, `<p class="budtender-summary">%s</p>`, html.EscapeString(Summary(in, len(results))))
	if len(results) > 0 {
		b.WriteString(`<ol class="budtender-picks">`)
		for _, r := range results {
			fmt.Fprintf(&b, `<li data-menu-product-id="%d"><strong class="budtender-name">%s</strong>`,
				r.Product.ID, html.EscapeString(r.Product.Product.Name))
			if brand := brandOf(r.Product); brand != "" {
				fmt.Fprintf(&b, ` <span class="budtender-brand">by %s</span>`, html.EscapeString(brand))
			}
			fmt.Fprintf(&b, ` <span class="budtender-score">%.2f match</span> <span class="budtender-reasoning">%s</span></li>`,
				r.Score, html.EscapeString(r.Reasoning))
		}
		b.WriteString(`</ol>`)
	}
	b.WriteString(`</section>`)
	return b.String()
}
