package budtender

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/money"
)

func f(v float64) *float64 { return &v }

// brief writes the parts of an intent that are set, in a fixed order, so a
// table row fits on one line.
func brief(in Intent) string {
	var parts []string
	addList := func(name string, vals []string) {
		if len(vals) > 0 {
			parts = append(parts, name+"="+strings.Join(vals, ","))
		}
	}
	str := func(xs any) []string {
		var out []string
		switch v := xs.(type) {
		case []catalog.Kind:
			for _, x := range v {
				out = append(out, string(x))
			}
		case []catalog.Lineage:
			for _, x := range v {
				out = append(out, string(x))
			}
		case []Taste:
			out = words(v)
		}
		return out
	}
	addList("kinds", str(in.Kinds))
	addList("lineages", str(in.Lineages))
	addList("goals", in.Goals)
	addList("effects", in.Effects)
	addList("tastes", str(in.Tastes))
	addList("terpenes", in.Terpenes)
	if in.Potency != AnyPotency {
		parts = append(parts, "potency="+string(in.Potency))
	}
	if in.MinPrice > 0 {
		parts = append(parts, "min="+in.MinPrice.String())
	}
	if in.MaxPrice > 0 {
		parts = append(parts, "max="+in.MaxPrice.String())
	}
	if in.Cheap {
		parts = append(parts, "cheap")
	}
	addList("notkinds", str(in.NotKinds))
	addList("notlineages", str(in.NotLineages))
	addList("noteffects", in.NotEffects)
	addList("nottastes", str(in.NotTastes))
	return strings.Join(parts, " ")
}

func TestParse(t *testing.T) {
	tests := []struct{ query, want string }{
		{"something fruity to help me sleep, under $30", "goals=sleep effects=Sleepy,Relaxed tastes=fruity max=30.00"},
		{"strong sativa for a hike", "lineages=sativa goals=energy effects=Energetic,Uplifted potency=high"},
		// pain implies CBD; "no high" says so too
		{"cbd gummies for pain no high", "kinds=edible goals=pain relief effects=Relaxed potency=cbd"},
		{"cheap pre-rolls", "kinds=pre-roll cheap"},
		{"edibles between $10 and $20", "kinds=edible min=10.00 max=20.00"},
		{"LIMONENE vape", "kinds=vape terpenes=limonene"},
		{"less than 30 dollars", "max=30.00"},
		{"$20-$40 flower", "kinds=flower min=20.00 max=40.00"},
		{"$40 - $20 flower", "kinds=flower min=20.00 max=40.00"}, // reversed bounds are put right
		{"Below 25!", "max=25.00"},
		{"under $12.50", "max=12.50"},
		{"not sleepy, no edibles or vapes", "notkinds=edible,vape noteffects=Sleepy"},
		// 10mg is a dose, not a price; 20% is a potency
		{"10mg gummies under $20", "kinds=edible max=20.00"},
		{"under 20% THC", ""},
		{"between 5 and 10 mg", ""},
		{"nothing too strong for a first timer", "potency=low"},
		{"I can't sleep", "goals=sleep effects=Sleepy,Relaxed"},
		{"Indica-dominant CARTS, 30 or less", "kinds=vape lineages=indica max=30.00"},
		{"don't want anything sweet", "nottastes=sweet"},
		{"over $50 concentrates, dabs or wax", "kinds=extract min=50.00"},
		{"piney, citrusy hybrid joints for focus and creativity",
			"kinds=pre-roll lineages=hybrid goals=focus,creativity effects=Focused,Creative tastes=piney,citrus"},
		{"something to help me sleep but not indica", "goals=sleep effects=Sleepy,Relaxed notlineages=indica"},
		{"mild gummies for a beginner, no more than 15 bucks", "kinds=edible potency=low max=15.00"},
		{"social party, tingly and giggles", "goals=socialising effects=Talkative,Giggly,Tingly"},
		{"chocolate for the munchies", "kinds=edible goals=appetite effects=Hungry"},
		// an explicit potency wins over the CBD that pain implies
		{"topical lotion for sore muscles, strong", "kinds=topical goals=pain relief effects=Relaxed potency=high"},
		{"without getting high", "potency=cbd"},
		{"non-psychoactive tinctures", "kinds=tincture potency=cbd"},
		{"BERRIES and Mangoes", "tastes=berry,mango"},
		{"myrcene and pinene, no diesel", "terpenes=myrcene,pinene nottastes=diesel"},
		{"happy happy joy", "goals=a better mood effects=Happy,Euphoric"},
		{"", ""},
		{"?!,.;", ""},
		{"just browsing", ""},
	}
	for _, tt := range tests {
		in := Parse(tt.query)
		if got := brief(in); got != tt.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", tt.query, got, tt.want)
		}
		if in.Query != tt.query {
			t.Errorf("Parse(%q).Query = %q", tt.query, in.Query)
		}
		if in.Empty() != (tt.want == "") {
			t.Errorf("Parse(%q).Empty() = %v", tt.query, in.Empty())
		}
	}
}

func TestParseTasteMeanings(t *testing.T) {
	in := Parse("something fruity")
	fruity := in.Tastes[0].Flavors
	for _, want := range []string{"Berry", "Citrus", "Tropical", "Grape", "Mango", "Lemon"} {
		if !slices.Contains(fruity, want) {
			t.Errorf("fruity flavours %v lack %s", fruity, want)
		}
	}
	if c := Parse("citrus").Tastes[0]; !slices.Equal(c.Terpenes, []string{"limonene"}) {
		t.Errorf("citrus terpenes = %v, want [limonene]", c.Terpenes)
	}
	if p := Parse("piney").Tastes[0]; !slices.Equal(p.Flavors, []string{"Pine"}) || !slices.Equal(p.Terpenes, []string{"pinene"}) {
		t.Errorf("piney = %+v", p)
	}
}

// menu is a small store. Hand-worked figures for the tests below:
//
//	id kind     lineage effects                     flavours      THC     cheapest in stock   popularity
//	1  flower   indica  Relaxed Sleepy Happy        Grape Berry   24%     $12 1g ($35 3.5g)   #2, 4.6 (14)
//	2  flower   sativa  Energetic Uplifted Happy    Lemon Citrus  27%     $40 3.5g (1g $0)    #1, 4.2 (30)
//	3  pre-roll hybrid  Relaxed Happy Creative      Berry Sweet   21%     $9 each             4.8 (5)
//	4  edible   indica  -                           -             100mg   $18 each            #3
//	5  tincture cbd     -                           -             300mg   $45 each
//	6  vape     sativa  Energetic Focused Uplifted  Diesel Earthy 84%     $42 1g (0.5g no stock)
//	7  flower   indica  sold out everywhere
//	8  flower   sativa  not visible
func menu() []*catalog.MenuProduct {
	owl := &catalog.Brand{ID: 1, Name: "Night Owl Gardens"}
	summit := &catalog.Brand{ID: 2, Name: "Summit Extracts"}
	return []*catalog.MenuProduct{
		{ID: 1, Visible: true, Brand: owl, BestSellerRank: 2, AggregateRating: f(4.6), ReviewCount: 14,
			Product: &catalog.Product{Name: "Granddaddy Purple", Kind: catalog.Flower, Category: catalog.Indica, PercentTHC: f(24),
				Effects: []string{"Relaxed", "Sleepy", "Happy"}, Flavors: []string{"Grape", "Berry"},
				Terpenes: []catalog.Terpene{{Name: "beta-Myrcene", Percent: 0.6}, {Name: "beta-Caryophyllene", Percent: 0.2}}},
			Offers: []catalog.Offer{{PriceID: catalog.Gram, Price: 1200, Stock: 10}, {PriceID: catalog.EighthOunce, Price: 3500, Stock: 4}}},
		{ID: 2, Visible: true, Brand: owl, BestSellerRank: 1, AggregateRating: f(4.2), ReviewCount: 30,
			Product: &catalog.Product{Name: "Lemon Haze", Kind: catalog.Flower, Category: catalog.Sativa, PercentTHC: f(27),
				Effects: []string{"Energetic", "Uplifted", "Happy"}, Flavors: []string{"Lemon", "Citrus"},
				Terpenes: []catalog.Terpene{{Name: "delta-Limonene", Percent: 0.5}, {Name: "Terpinolene", Percent: 0.3}}},
			Offers: []catalog.Offer{{PriceID: catalog.Gram, Price: 0, Stock: 5}, {PriceID: catalog.EighthOunce, Price: 4000, Stock: 3}}},
		{ID: 3, Visible: true, Brand: owl, AggregateRating: f(4.8), ReviewCount: 5,
			Product: &catalog.Product{Name: "Blue Dream Pre-Roll", Kind: catalog.PreRoll, Category: catalog.Hybrid, PercentTHC: f(21),
				Effects: []string{"Relaxed", "Happy", "Creative"}, Flavors: []string{"Berry", "Sweet"},
				Terpenes: []catalog.Terpene{{Name: "beta-Myrcene", Percent: 0.4}, {Name: "alpha-Pinene", Percent: 0.2}}},
			Offers: []catalog.Offer{{PriceID: catalog.Each, Price: 900, Stock: 20}}},
		{ID: 4, Visible: true, Brand: summit, BestSellerRank: 3,
			Product: &catalog.Product{Name: "Midnight Berry Gummies", Kind: catalog.Edible, Category: catalog.Indica, DosageMG: f(100)},
			Offers:  []catalog.Offer{{PriceID: catalog.Each, Price: 1800, Stock: 10}}},
		{ID: 5, Visible: true, Brand: summit,
			Product: &catalog.Product{Name: "Calm CBD Tincture", Kind: catalog.Tincture, Category: catalog.CBD, DosageMG: f(300)},
			Offers:  []catalog.Offer{{PriceID: catalog.Each, Price: 4500, Stock: 6}}},
		{ID: 6, Visible: true, Brand: summit,
			Product: &catalog.Product{Name: "Sour Diesel Cartridge", Kind: catalog.Vape, Category: catalog.Sativa, PercentTHC: f(84),
				Effects: []string{"Energetic", "Focused", "Uplifted"}, Flavors: []string{"Diesel", "Earthy"},
				Terpenes: []catalog.Terpene{{Name: "beta-Caryophyllene", Percent: 0.4}, {Name: "delta-Limonene", Percent: 0.3}}},
			Offers: []catalog.Offer{{PriceID: catalog.HalfGram, Price: 2500, Stock: 0}, {PriceID: catalog.Gram, Price: 4200, Stock: 2}}},
		{ID: 7, Visible: true, Brand: owl,
			Product: &catalog.Product{Name: "Sold Out Kush", Kind: catalog.Flower, Category: catalog.Indica, PercentTHC: f(22),
				Effects: []string{"Sleepy", "Relaxed"}, Flavors: []string{"Earthy", "Grape"}},
			Offers: []catalog.Offer{{PriceID: catalog.Gram, Price: 1000, Stock: 0}}},
		{ID: 8, Visible: false, Brand: owl,
			Product: &catalog.Product{Name: "Hidden Haze", Kind: catalog.Flower, Category: catalog.Sativa, PercentTHC: f(20),
				Effects: []string{"Energetic"}, Flavors: []string{"Lemon"}},
			Offers: []catalog.Offer{{PriceID: catalog.Gram, Price: 1000, Stock: 5}}},
	}
}

// picks writes results as "id score" pairs.
func picks(rs []Result) string {
	var out []string
	for _, r := range rs {
		out = append(out, fmt.Sprintf("%d %.2f", r.Product.ID, r.Score))
	}
	return strings.Join(out, ", ")
}

func TestRecommend(t *testing.T) {
	tests := []struct {
		query string
		limit int
		want  string
		// reasons are the reasonings of the first results, in order.
		reasons []string
	}{
		// Effects 3 and tastes 2. Under $30 leaves 1 ($12), 3 ($9) and 4 ($18).
		// 1: both effects, Grape and Berry = (3+2)/5 = 1.
		// 4: lists no effects, indica is known for both: half credit 0.5; Berry in
		//    its name: (1.5+2)/5 = 0.70, best seller #3.
		// 3: Relaxed only 0.5, Berry: (1.5+2)/5 = 0.70, unranked, so after 4.
		{"something fruity to help me sleep, under $30", 0, "1 1.00, 4 0.70, 3 0.70", []string{
			"Indica flower with Sleepy and Relaxed effects and Grape and Berry flavours, $12.00 for 1g.",
			"Indica edible with the Sleepy and Relaxed feel indica is known for and Berry flavour, $18.00 each.",
			"Hybrid pre-roll with Relaxed effects and Berry flavour, $9.00 each.",
		}},
		// Lineage 3, effects 3, potency 2 (flower 15-30%, vape 60-90%, edible 10-100mg, tincture 100-1000mg).
		// 2: 3 + 3 + 2*(27-15)/15 = 7.6 -> 0.95, best seller #1.
		// 6: 3 + 3 + 2*(84-60)/30 = 7.6 -> 0.95.
		// 3: hybrid 1.5 + 0 + 2*(21-15)/15 = 2.3 -> 0.2875.
		// 4: 0 + 0 (indica is not known for energy) + 2*1 = 2 -> 0.25.
		// 1: 0 + 0 + 2*(24-15)/15 = 1.2 -> 0.15.
		// 5: 0 + 0 + 2*(300-100)/900 = 0.444 -> 0.0556.
		{"strong sativa for a hike", 0, "2 0.95, 6 0.95, 3 0.29, 4 0.25, 1 0.15, 5 0.06", []string{
			"Sativa flower with Energetic and Uplifted effects and a strong 27% THC, $40.00 for 3.5g.",
			"Sativa vape with Energetic and Uplifted effects and a strong 84% THC, $42.00 for 1g.",
			"Hybrid pre-roll, $9.00 each.",
			"Indica edible with a strong 100mg THC, $18.00 each.",
			"Indica flower with a strong 24% THC, $12.00 for 1g.",
			"CBD tincture, $45.00 each.",
		}},
		{"strong sativa for a hike", 2, "2 0.95, 6 0.95", nil},
		// Only edible 4: Relaxed at half credit 3*0.5, not CBD 0: 1.5/5 = 0.30.
		{"cbd gummies for pain no high", 0, "4 0.30", []string{
			"Indica edible with the Relaxed feel indica is known for, $18.00 each."}},
		// Flower in stock quotes $12 (1) and $40 (2); the median of two is the lower, $12.
		{"cheap flower", 0, "1 1.00", []string{
			"Indica flower, best seller #2 and rated 4.6/5 from 14 reviews, $12.00 for 1g."}},
		// 1's gram is below $20, so its eighth is quoted; 2's eighth is on the bound.
		{"$20-$40 flower", 0, "2 1.00, 1 1.00", []string{
			"Sativa flower, best seller #1 and rated 4.2/5 from 30 reviews, $40.00 for 3.5g.",
			"Indica flower, best seller #2 and rated 4.6/5 from 14 reviews, $35.00 for 3.5g."}},
		{"edibles between $10 and $20", 0, "4 1.00", nil},
		{"tinctures between $10 and $20", 0, "", nil},
		// 6's half gram at $25 is out of stock; its gram is $42.
		{"vape under $30", 0, "", nil},
		{"LIMONENE vape", 0, "6 1.00", []string{"Sativa vape with limonene (0.3%), $42.00 for 1g."}},
		// 2 has citrus flavours; 6 has none but carries limonene, the citrus terpene.
		{"citrus", 0, "2 1.00, 6 1.00", []string{
			"Sativa flower with Lemon and Citrus flavours, $40.00 for 3.5g.",
			"Sativa vape with limonene for citrus notes, $42.00 for 1g."}},
		// Nothing else tastes of grape: products scoring 0 are left out.
		{"grape", 0, "1 1.00", nil},
		// Lineage 3, potency 2 (low = 1 - strength).
		// 1: 3 + 2*0.4 = 3.8 -> 0.76; 4: 3 + 0 -> 0.60; 3: 1.5 + 2*0.6 = 2.7 -> 0.54;
		// 5: 0 + 2*(7/9) -> 0.31; 2 and 6: 0 + 2*0.2 -> 0.08, 2 the best seller.
		{"mild indica", 0, "1 0.76, 4 0.60, 3 0.54, 5 0.31, 2 0.08, 6 0.08", []string{
			"Indica flower, $12.00 for 1g.",
			"Indica edible, $18.00 each.",
			"Hybrid pre-roll with a mild 21% THC, $9.00 each.",
		}},
		// Negations exclude: 1 lists Sleepy, 4 is an edible.
		{"not sleepy, no edibles", 0, "2 1.00, 3 1.00, 5 1.00, 6 1.00", nil},
		{"no sativa or hybrid", 0, "1 1.00, 4 1.00, 5 1.00", nil},
		{"nothing earthy", 0, "2 1.00, 1 1.00, 4 1.00, 3 1.00, 5 1.00", nil},
		// Empty: best sellers by rank, then rated, then by id; 7 (no stock) and 8 (hidden) never.
		{"", 0, "2 1.00, 1 1.00, 4 1.00, 3 1.00, 5 1.00, 6 1.00", []string{
			"Sativa flower, best seller #1 and rated 4.2/5 from 30 reviews, $40.00 for 3.5g.",
			"Indica flower, best seller #2 and rated 4.6/5 from 14 reviews, $12.00 for 1g.",
			"Indica edible, best seller #3, $18.00 each.",
			"Hybrid pre-roll, rated 4.8/5 from 5 reviews, $9.00 each.",
			"CBD tincture, $45.00 each.",
		}},
		{"", 3, "2 1.00, 1 1.00, 4 1.00", nil},
	}
	for _, tt := range tests {
		got := Recommend(Parse(tt.query), menu(), tt.limit)
		if p := picks(got); p != tt.want {
			t.Errorf("Recommend(%q, %d) = %s, want %s", tt.query, tt.limit, p, tt.want)
			continue
		}
		for i, want := range tt.reasons {
			if got[i].Reasoning != want {
				t.Errorf("Recommend(%q)[%d].Reasoning\n got %s\nwant %s", tt.query, i, got[i].Reasoning, want)
			}
		}
	}
}

func TestRecommendQuotesAndSkips(t *testing.T) {
	m := menu()
	got := Recommend(Intent{}, m, 0)
	for _, r := range got {
		if r.Product.ID == 7 || r.Product.ID == 8 {
			t.Errorf("product %d (sold out or hidden) recommended", r.Product.ID)
		}
		if r.Offer.Price <= 0 || r.Offer.Stock <= 0 {
			t.Errorf("product %d quoted %+v", r.Product.ID, r.Offer)
		}
	}
	// Lemon Haze's gram has stock but no price: its eighth is quoted.
	if o := got[0].Offer; got[0].Product.ID != 2 || o.PriceID != catalog.EighthOunce || o.Price != 4000 {
		t.Errorf("first = %d %+v, want 2 at eighth_ounce $40", got[0].Product.ID, o)
	}
	// Nil entries and a nil menu are tolerated.
	if r := Recommend(Parse("sleep"), []*catalog.MenuProduct{nil}, 5); len(r) != 0 {
		t.Errorf("nil entry: %v", r)
	}
	if r := Recommend(Parse("sleep"), nil, 5); len(r) != 0 {
		t.Errorf("nil menu: %v", r)
	}
	// A hand-built intent works without Parse.
	in := Intent{Lineages: []catalog.Lineage{catalog.Hybrid}, MaxPrice: money.Cents(1000)}
	if p := picks(Recommend(in, m, 0)); p != "3 1.00" {
		t.Errorf("hybrid under $10 = %s, want 3 1.00", p)
	}
}

func TestSummary(t *testing.T) {
	tests := []struct {
		query string
		n     int
		want  string
	}{
		{"something fruity to help me sleep, under $30", 5, "Here are 5 picks for sleep, fruity flavours, under $30.00:"},
		{"strong sativa for a hike", 1, "Here is 1 pick for sativa, energy, high THC:"},
		{"cbd gummies for pain no high", 2, "Here are 2 picks for edibles, pain relief, CBD rather than a high:"},
		{"indica or hybrid carts and edibles between $10 and $20", 3, "Here are 3 picks for indica or hybrid vapes or edibles, $10.00 to $20.00:"},
		{"cheap tingly pre-rolls, not sleepy, no vapes", 2, "Here are 2 picks for pre-rolls, Tingly effects, a budget price, no vapes, nothing Sleepy:"},
		{"mild limonene over $50", 4, "Here are 4 picks for limonene, a mild dose, over $50.00:"},
		{"", 3, "Here are our 3 most popular picks:"},
		{"", 1, "Here is our most popular pick:"},
		{"", 0, "Nothing on this menu is in stock right now."},
		{"grape vape under $5", 0, "Nothing on this menu fits vapes, grape flavours, under $5.00 right now; try asking for less."},
	}
	for _, tt := range tests {
		if got := Summary(Parse(tt.query), tt.n); got != tt.want {
			t.Errorf("Summary(%q, %d)\n got %s\nwant %s", tt.query, tt.n, got, tt.want)
		}
	}
}

func TestMarkdown(t *testing.T) {
	in := Parse("something fruity to help me sleep, under $30")
	got := Markdown(in, Recommend(in, menu(), 2))
	want := "Here are 2 picks for sleep, fruity flavours, under $30.00:\n" +
		"\n" +
		"1. **Granddaddy Purple** by Night Owl Gardens (1.00 match): Indica flower with Sleepy and Relaxed effects and Grape and Berry flavours, $12.00 for 1g.\n" +
		"2. **Midnight Berry Gummies** by Summit Extracts (0.70 match): Indica edible with the Sleepy and Relaxed feel indica is known for and Berry flavour, $18.00 each.\n"
	if got != want {
		t.Errorf("Markdown\n got %q\nwant %q", got, want)
	}
	if got := Markdown(Parse("grape vape"), nil); got != "Nothing on this menu fits vapes, grape flavours right now; try asking for less.\n" {
		t.Errorf("Markdown of nothing = %q", got)
	}
}

// hostile is a product whose every text tries to break out of the page.
func hostile() []*catalog.MenuProduct {
	return []*catalog.MenuProduct{{ID: 9, Visible: true, Brand: &catalog.Brand{Name: `Tom & "Jerry" <b>`},
		Product: &catalog.Product{Name: `<script>alert("x")</script> **Kush** [link](javascript:x)`, Kind: catalog.Flower,
			Category: catalog.Indica, Effects: []string{"Sleepy<img src=x onerror=alert(1)>"}, Flavors: []string{"<i>Berry</i>"}},
		Offers: []catalog.Offer{{PriceID: catalog.Gram, Price: 1000, Stock: 1}}}}
}

func TestHTMLEscapes(t *testing.T) {
	in := Parse("something to help me sleep")
	in.Effects = append(in.Effects, "Sleepy<img src=x onerror=alert(1)>") // as if the label matched
	rs := Recommend(in, hostile(), 5)
	if len(rs) != 1 {
		t.Fatalf("want the product recommended, got %v", rs)
	}
	got := HTML(in, rs)
	for _, bad := range []string{"<script", "<img", "<b>", "<i>", `"x"`, `"Jerry"`} {
		if strings.Contains(got, bad) {
			t.Errorf("HTML contains %q unescaped:\n%s", bad, got)
		}
	}
	for _, want := range []string{"&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;", "Tom &amp; &#34;Jerry&#34; &lt;b&gt;",
		`<li data-menu-product-id="9">`, "&lt;img src=x onerror=alert(1)&gt;"} {
		if !strings.Contains(got, want) {
			t.Errorf("HTML lacks %q:\n%s", want, got)
		}
	}
	if strings.Count(got, "<") != strings.Count(got, ">") {
		t.Errorf("unbalanced tags:\n%s", got)
	}
	// The exact shape of a one-product answer.
	plain := Recommend(Parse("grape"), menu(), 1)
	want := `<section class="budtender"><p class="budtender-summary">Here is 1 pick for grape flavours:</p>` +
		`<ol class="budtender-picks"><li data-menu-product-id="1"><strong class="budtender-name">Granddaddy Purple</strong>` +
		` <span class="budtender-brand">by Night Owl Gardens</span> <span class="budtender-score">1.00 match</span>` +
		` <span class="budtender-reasoning">Indica flower with Grape flavour, $12.00 for 1g.</span></li></ol></section>`
	if got := HTML(Parse("grape"), plain); got != want {
		t.Errorf("HTML\n got %s\nwant %s", got, want)
	}
}

func TestMarkdownEscapes(t *testing.T) {
	in := Parse("indica")
	got := Markdown(in, Recommend(in, hostile(), 5))
	for _, want := range []string{`\<script\>`, `\*\*Kush\*\*`, `\[link\](javascript:x)`, `Tom \& "Jerry" \<b\>`} {
		if !strings.Contains(got, want) {
			t.Errorf("Markdown lacks %q:\n%s", want, got)
		}
	}
	if strings.Count(got, "**") != 2 { // only the name's own bold
		t.Errorf("Markdown has stray bold markers:\n%s", got)
	}
}

func TestSuggestedQueries(t *testing.T) {
	m := menu()
	got := SuggestedQueries(m)
	// Worked from the table above the menu.
	want := []string{
		"something to lift my mood",  // Happy: 1, 2, 3
		"fruity flower for relaxing", // fruity: 1, 2, 3; Relaxed (2) ties Energetic and comes first; flower sells most
		"indica flower",              // flower: indica 1 and sativa 1, indica first
		"pre-rolls under $10",        // the second kind; its median $9 rounded up to $5s
		"myrcene flower",             // dominant in 1 and 3
		"strong sativa for a hike",
		"cheap vapes", // the third kind
		"cbd for pain, no high",
	}
	if !slices.Equal(got, want) {
		t.Errorf("SuggestedQueries = %q\nwant %q", got, want)
	}
	if again := SuggestedQueries(m); !slices.Equal(got, again) {
		t.Errorf("not deterministic: %q then %q", got, again)
	}
	if s := SuggestedQueries(nil); s != nil {
		t.Errorf("empty menu: %q", s)
	}
	// One product still gives varied suggestions that all find it.
	one := m[:1]
	s := SuggestedQueries(one)
	if len(s) < 6 || len(s) > 8 {
		t.Errorf("one-product menu: %d suggestions %q", len(s), s)
	}
	for _, q := range s {
		if len(Recommend(Parse(q), one, 1)) == 0 {
			t.Errorf("suggestion %q finds nothing", q)
		}
	}
}

// demoMenus builds each demo store's menu the way storage does.
func demoMenus(t testing.TB) map[int64][]*catalog.MenuProduct {
	doc, err := demo.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	products := map[int64]catalog.Product{}
	for _, p := range doc.Products {
		products[p.ID] = p
	}
	brands := map[int64]catalog.Brand{}
	for _, b := range doc.Brands {
		brands[b.ID] = b
	}
	out := map[int64][]*catalog.MenuProduct{}
	for _, s := range doc.Stores {
		for _, it := range s.Menu {
			p := products[it.ProductID]
			brand := brands[p.BrandID]
			m := &catalog.MenuProduct{ID: s.ID*100000 + p.ID, StoreID: s.ID, Product: &p, Brand: &brand,
				Visible: it.Visible == nil || *it.Visible, BestSellerRank: it.BestSellerRank}
			for _, w := range it.Weights {
				m.Offers = append(m.Offers, catalog.Offer{PriceID: w.PriceID, Price: w.Price, Stock: w.Stock})
			}
			out[s.ID] = append(out[s.ID], m)
		}
	}
	return out
}

func TestDemoMenus(t *testing.T) {
	for id, m := range demoMenus(t) {
		s := SuggestedQueries(m)
		if len(s) < 6 || len(s) > 8 {
			t.Errorf("store %d: %d suggestions %q", id, len(s), s)
		}
		for _, q := range append(s, "something fruity to help me sleep, under $30", "cbd gummies for pain no high", "LIMONENE vape") {
			in := Parse(q)
			rs := Recommend(in, m, 5)
			if len(rs) == 0 {
				t.Errorf("store %d: %q finds nothing", id, q)
			}
			for i, r := range rs {
				if r.Score <= 0 || r.Score > 1 || i > 0 && r.Score > rs[i-1].Score {
					t.Errorf("store %d: %q scores out of order: %s", id, q, picks(rs))
				}
				if in.MaxPrice > 0 && r.Offer.Price > in.MaxPrice || !strings.HasSuffix(r.Reasoning, ".") {
					t.Errorf("store %d: %q result %+v", id, q, r)
				}
			}
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"something fruity to help me sleep, under $30", "$20-$40", "between 10 and 20 dollars",
		"no no no not", "under $9999999.99", "$", "'’", "non-psychoactive or", "İstanbul kush 30 or less", "\xff\xfe", "<script>"} {
		f.Add(s)
	}
	m := menu()
	f.Fuzz(func(t *testing.T, q string) {
		in := Parse(q)
		if in.MinPrice < 0 || in.MaxPrice < 0 || in.MaxPrice > 0 && in.MinPrice > in.MaxPrice {
			t.Errorf("Parse(%q) prices %v..%v", q, in.MinPrice, in.MaxPrice)
		}
		rs := Recommend(in, m, 3)
		_ = Markdown(in, rs)
		if h := HTML(in, rs); strings.Contains(h, "<script") {
			t.Errorf("HTML of %q has a script tag", q)
		}
	})
}
