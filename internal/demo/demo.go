// Package demo builds the demo catalogue: ten invented dispensaries in seven
// US states, Ontario and Puerto Rico, with brands, products, menus, specials
// and reviews. It is deterministic: the same build returns the same document.
// Strain facts come from the embedded data; every business name is invented.
package demo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// seed fixes the generator; change it and every demo price and stock changes.
const seed = 0x5eed_2026

// partners are the demo's partner sites, one per app mode. Their origins
// include http://localhost:8081, where the browser suite's partner test
// site (web/e2e/partner-site) runs when started by hand, and the host names
// under .localhost, which browsers send to this machine, so that
// `make run` shows every mode: http://bloom.localhost:8080 and so on.
var partners = []catalog.Partner{
	{ID: 1, Name: "Fog City Botanicals website", Mode: "embedded",
		AllowedOrigins: []string{"https://www.fogcitybotanicals.example", "http://localhost:8081"},
		Theme:          catalog.Theme{ThemeColor: "#14532d", NavigationColor: "#0f3d21", CTATextColor: "#ffffff"}, StoreIDs: []int64{1}},
	{ID: 2, Name: "Sunset Grove in-store kiosk", Mode: "kiosk", StoreIDs: []int64{2}, Hosts: []string{"kiosk.localhost"}},
	{ID: 3, Name: "Golden State Collective stores", Mode: "operatorEmbed",
		AllowedOrigins: []string{"https://www.goldenstatecollective.example", "http://localhost:8081"},
		Theme:          catalog.Theme{ThemeColor: "#7c2d12", NavigationColor: "#431407", CTATextColor: "#ffffff"}, StoreIDs: []int64{1, 2}},
	{ID: 4, Name: "Mile High Apothecary app", Mode: "headless",
		AllowedOrigins: []string{"https://app.milehighapothecary.example", "http://localhost:8081"}, StoreIDs: []int64{3}},
	{ID: 5, Name: "Motor City Cannabis Co. website", Mode: "framelessEmbed",
		AllowedOrigins: []string{"https://www.motorcitycannabis.example", "http://localhost:8081"}, PartnerHostedPath: "/menu",
		Theme: catalog.Theme{ThemeColor: "#1e3a8a", NavigationColor: "#172554", CTATextColor: "#ffffff"}, StoreIDs: []int64{4}},
	{ID: 6, Name: "Emerald Sound Cannabis shop", Mode: "whiteLabel", Hosts: []string{"whitelabel.localhost"},
		Theme: catalog.Theme{ThemeColor: "#065f46", NavigationColor: "#022c22", CTATextColor: "#ffffff",
			CalloutBackground: "#ecfdf5", CalloutTextColor: "#064e3b", FontFamily: "Georgia, serif"}, StoreIDs: []int64{5}},
	{ID: 7, Name: "Harborlight Cannabis", Mode: "bloom", Hosts: []string{"bloom.localhost"},
		Theme: catalog.Theme{ThemeColor: "#1d4ed8", NavigationColor: "#0b1f4d", CTATextColor: "#ffffff",
			CalloutBackground: "#eff6ff", CalloutTextColor: "#1e3a8a"}, StoreIDs: []int64{6}},
}

// Catalogue returns the demo catalogue document.
func Catalogue() (*catalog.Document, error) {
	strains, err := loadStrains()
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(seed, seed>>1))
	doc := &catalog.Document{Version: 1, Brands: brands(), Products: products(r, strains)}
	for _, spec := range storeSpecs {
		st := spec.store()
		st.Menu = menu(r, spec, doc.Products)
		merchandise(&st)
		doc.Stores = append(doc.Stores, st)
		doc.Specials = append(doc.Specials, storeSpecials(spec, len(doc.Specials))...)
	}
	doc.Specials = append(doc.Specials, brandSpecials(len(doc.Specials))...)
	// After the others, so that their ids stay as they were.
	for _, spec := range storeSpecs {
		doc.Specials = append(doc.Specials, cheapestThirdFree(spec, int64(len(doc.Specials)+1)))
	}
	doc.Reviews = reviews(r, doc)
	// A copy: a caller may change its document without changing the next one.
	doc.Partners = slices.Clone(partners)
	if err := doc.Validate(); err != nil {
		return nil, fmt.Errorf("the demo catalogue is invalid: %w", err)
	}
	return doc, nil
}

// basePrice is the national-average price in dollars of a product's
// reference unit: an eighth for flower, a half gram for vapes and extracts,
// one unit of everything else.
func basePrice(r *rand.Rand, p *catalog.Product) int64 {
	jitter := func(lo, hi int64) int64 { return lo + r.Int64N(hi-lo+1) }
	switch p.Kind {
	case catalog.Flower:
		switch p.RootSubtype {
		case "Smalls":
			return jitter(20, 32)
		case "Shake":
			return jitter(12, 20)
		}
		return jitter(28, 55)
	case catalog.Vape, catalog.Extract:
		return jitter(22, 40)
	case catalog.PreRoll:
		if p.NetWeightGrams != nil && *p.NetWeightGrams > 1 {
			return jitter(25, 45)
		}
		return jitter(6, 18)
	case catalog.Edible:
		return jitter(12, 30)
	case catalog.Tincture:
		return jitter(30, 70)
	case catalog.Topical:
		return jitter(18, 50)
	case catalog.Gear:
		return jitter(5, 60)
	case catalog.Merch:
		return jitter(15, 45)
	case catalog.Grow:
		if p.RootSubtype == "Clones" {
			return jitter(15, 25)
		}
		return jitter(35, 80)
	}
	return jitter(10, 40)
}

// weightFactor scales the reference price to weight w: bigger weights cost
// less per gram.
var weightFactor = map[catalog.Weight]float64{
	catalog.HalfGram: 1, catalog.Gram: 1.75, catalog.TwoGram: 3.2, // vapes and extracts: from the half gram
	catalog.EighthOunce: 1, catalog.QuarterOunce: 1.85, catalog.HalfOunce: 3.4, catalog.Ounce: 6.2, // flower: from the eighth
	catalog.Each: 1,
}

func priceAt(p *catalog.Product, base int64, w catalog.Weight) int64 {
	f := weightFactor[w]
	if p.Kind == catalog.Flower {
		switch w {
		case catalog.Gram:
			f = 0.34
		case catalog.TwoGram:
			f = 0.62
		}
	}
	return int64(float64(base)*f + 0.5)
}

// weightsFor picks the weights a menu sells a product in, ascending.
func weightsFor(r *rand.Rand, p *catalog.Product) []catalog.Weight {
	switch p.Kind {
	case catalog.Flower:
		if p.RootSubtype == "Shake" {
			return []catalog.Weight{catalog.QuarterOunce, catalog.HalfOunce, catalog.Ounce}
		}
		ws := []catalog.Weight{catalog.EighthOunce}
		for _, w := range []catalog.Weight{catalog.Gram, catalog.TwoGram, catalog.QuarterOunce, catalog.HalfOunce, catalog.Ounce} {
			if r.IntN(100) < 45 {
				ws = append(ws, w)
			}
		}
		slices.SortFunc(ws, func(a, b catalog.Weight) int { return a.Index() - b.Index() })
		return ws
	case catalog.Vape:
		return [][]catalog.Weight{{catalog.HalfGram}, {catalog.Gram}, {catalog.HalfGram, catalog.Gram}}[r.IntN(3)]
	case catalog.Extract:
		return [][]catalog.Weight{{catalog.HalfGram}, {catalog.Gram}, {catalog.HalfGram, catalog.Gram}, {catalog.Gram, catalog.TwoGram}}[r.IntN(4)]
	}
	return []catalog.Weight{catalog.Each}
}

// menu picks spec.menuSize products for a store, priced at its level.
func menu(r *rand.Rand, spec storeSpec, products []catalog.Product) []catalog.MenuItem {
	order := r.Perm(len(products))
	items := make([]catalog.MenuItem, 0, spec.menuSize)
	for _, i := range order[:min(spec.menuSize, len(products))] {
		p := &products[i]
		if !spec.recreational && (p.Kind == catalog.Merch || p.Kind == catalog.Gear && r.IntN(2) == 0) {
			continue // a medical dispensary carries little merchandise
		}
		item := catalog.MenuItem{ProductID: p.ID, MaxCartQuantity: 10}
		base := basePrice(r, p) * spec.priceLevel / 100
		for _, w := range weightsFor(r, p) {
			price := priceAt(p, base, w)
			stock := 3 + r.IntN(58)
			if r.IntN(100) < 6 {
				stock = 0 // sold out
			}
			item.Weights = append(item.Weights, catalog.MenuWeight{PriceID: w, Price: dollars(max(price, 1)), Stock: stock})
		}
		if r.IntN(100) < 15 {
			item.StoreNotes = "Staff pick"
		}
		items = append(items, item)
	}
	slices.SortFunc(items, func(a, b catalog.MenuItem) int { return int(a.ProductID - b.ProductID) })
	// The store's best sellers: twenty products, ranked.
	for rank, i := range r.Perm(len(items))[:min(20, len(items))] {
		items[i].BestSellerRank = rank + 1
	}
	return items
}

// demoStart is when the demo specials began.
var demoStart = time.Date(2026, 1, 1, 8, 0, 0, 0, time.UTC)

// storeSpecials gives each store one special of each store type: a
// percent-off product special, a pre-roll bundle, a flower weight-tier bulk
// special, a cart-total special, a promo code and two group specials.
func storeSpecials(spec storeSpec, idBase int) []catalog.Special {
	id := func(n int) int64 { return int64(idBase + n) }
	start := demoStart
	live := func(s catalog.Special) catalog.Special {
		s.StoreID, s.Active, s.Enabled, s.StartTime = spec.id, true, true, &start
		return s
	}
	return []catalog.Special{
		live(catalog.Special{ID: id(1), SpecialType: "product", Title: "20% off all indica flower",
			Description: "Wind down for less: every indica flower on the menu is 20% off.", DiscountType: "percent", DiscountPercent: 20,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"flower"}, Lineages: []string{"indica"}}}}),
		live(catalog.Special{ID: id(2), SpecialType: "bundle", Title: "Mix and match: 3 pre-rolls for $25",
			Description: "Any three single pre-rolls for $25.", DiscountType: "target_price", DiscountTargetPrice: money.Cents(2500),
			Terms: "Three pre-rolls per bundle; the bundle repeats for every three. Cannot be combined with other specials on the same pre-rolls.",
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"pre-roll"}},
				Bundle: &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 3, MaxNumberOfDiscountedProducts: 3,
					DiscountApplicationMethod: "per_bundle", DiscountDistribution: "even"}}}),
		live(catalog.Special{ID: id(3), SpecialType: "promo_code", Title: "$10 off your first order",
			Description: "Use code WELCOME10 on an order of $50 or more.", DiscountType: "dollar_amount", DiscountDollarAmount: money.Cents(1000),
			PromoCode: "WELCOME10", MinimumSubtotal: money.Cents(5000), Stackable: true}),
		live(catalog.Special{ID: id(4), SpecialType: "bulk", Title: "Build your ounce: flower by the half and whole ounce",
			Description: "Mix and match flower: 10% off once your bag holds 14 g, 15% off at 28 g.", DiscountType: "percent",
			BulkTiers: []catalog.BulkTier{{MinGrams: 14, DiscountPercent: 10}, {MinGrams: 28, DiscountPercent: 15}},
			Rules:     catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"flower"}}}}),
		live(catalog.Special{ID: id(5), SpecialType: "cart_total", Title: "5% off orders of $150 or more",
			Description: "Spend $150 after your other savings and take 5% off the lot.", DiscountType: "percent", DiscountPercent: 5,
			MinimumSubtotal: money.Cents(15000), Stackable: true}),
		live(catalog.Special{ID: id(6), SpecialType: "group", Title: "Seniors save 10%", UserGroup: "seniors",
			Description: "Shoppers 65 and over save 10% on every order. Bring your ID to pickup.", DiscountType: "percent", DiscountPercent: 10}),
		live(catalog.Special{ID: id(7), SpecialType: "group", Title: "Veterans save 15%", UserGroup: "veterans",
			Description: "Thank you for your service: 15% off every order with a veteran ID.", DiscountType: "percent", DiscountPercent: 15}),
	}
}

// brandSpecials are cash-back specials across stores for a few brands (5
// points more for gold members) and a buy-two-get-the-dearest-third-half-off
// special.
func brandSpecials(idBase int) []catalog.Special {
	start := demoStart
	var out []catalog.Special
	for n, brandID := range []int64{1, 8, 14} {
		out = append(out, catalog.Special{ID: int64(idBase + n + 1), ProductBrandID: brandID, SpecialType: "product",
			Title: fmt.Sprintf("15%% back on %s", brandSpecs[brandID-1].name), DiscountType: "percent", DiscountPercent: 15,
			DiscountLabel: "15% back", CashBack: true, GoldDiscountPercent: 5, Active: true, Enabled: true, StartTime: &start,
			Terms: "Cash back is paid to your linked account within 30 days of pickup."})
	}
	const brandID = 5
	out = append(out, catalog.Special{ID: int64(idBase + len(out) + 1), ProductBrandID: brandID, SpecialType: "buy_x_get_y",
		Title:        fmt.Sprintf("%s: buy 2, get the third 50%% off", brandSpecs[brandID-1].name),
		Description:  "Put three of the brand's products in your bag and the dearest of the three is half price.",
		DiscountType: "percent", DiscountPercent: 50, Active: true, Enabled: true, StartTime: &start,
		Rules: catalog.SpecialRules{Bundle: &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 2, MaxNumberOfDiscountedProducts: 1,
			DiscountedUnits: "dearest"}}})
	return out
}

// cheapestThirdBrand makes the edibles of cheapestThirdFree.
const cheapestThirdBrand = 17

// cheapestThirdFree is a store's "buy 2, get the cheapest third free" on one
// edible brand: a bundle of three that discounts its cheapest unit. Where
// free cannabis is banned (California) the third unit costs one cent, and
// the title says so rather than advertising it as free.
func cheapestThirdFree(spec storeSpec, id int64) catalog.Special {
	start := demoStart
	brand := brandSpecs[cheapestThirdBrand-1].name
	title, price := "free", "is on us"
	if spec.state == "CA" {
		title, price = "for 1¢", "costs 1¢ (California does not allow cannabis to be given away)"
	}
	return catalog.Special{ID: id, StoreID: spec.id, SpecialType: "bundle",
		Title:        fmt.Sprintf("Buy 2 %s edibles, get the cheapest third %s", brand, title),
		Description:  fmt.Sprintf("Mix and match any three %s edibles: the cheapest of the three %s.", brand, price),
		Terms:        "The bundle repeats for every three; in each, the cheapest edible is the discounted one.",
		DiscountType: "percent", DiscountPercent: 100, Active: true, Enabled: true, StartTime: &start,
		Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"edible"}, BrandIDs: []int64{cheapestThirdBrand}},
			Bundle: &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 3, MaxNumberOfDiscountedProducts: 1,
				DiscountedUnits: "cheapest"}}}
}

var (
	nicknames = []string{"sativa_sam", "mellowmarge", "budtender_bea", "couchlock_carl", "greenjeans", "terpfan", "lowdoselisa",
		"nightowl", "hikerhank", "dabdan", "kushkate", "rollmaster", "chillbill", "sunnydaze", "quietquinn"}
	praise = map[int][]string{
		5: {"Exactly what I was hoping for.", "My new favourite, hands down.", "Great flavour and a smooth experience.", "Worth every penny."},
		4: {"Really solid, would buy again.", "Good quality, a little pricey.", "Nice and consistent."},
		3: {"It was fine, nothing special.", "Decent, but I prefer the last batch."},
		2: {"Not for me: too harsh.", "Weaker than I expected."},
		1: {"Disappointing this time.", "Would not buy again."},
	}
)

// reviews gives about a third of the products reviews at stores that carry them;
// about half of those have the five or more a product needs to show them.
func reviews(r *rand.Rand, doc *catalog.Document) []catalog.Review {
	carriers := map[int64][]int64{}
	for _, st := range doc.Stores {
		for _, m := range st.Menu {
			carriers[m.ProductID] = append(carriers[m.ProductID], st.ID)
		}
	}
	var out []catalog.Review
	for _, p := range doc.Products {
		stores := carriers[p.ID]
		if len(stores) == 0 || r.IntN(3) != 0 {
			continue
		}
		n := 1 + r.IntN(4)
		if r.IntN(2) == 0 {
			n = 5 + r.IntN(10)
		}
		for range n {
			rating := []int{1, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5}[r.IntN(14)]
			rv := catalog.Review{ID: int64(len(out) + 1), ProductID: p.ID, StoreID: pick(r, stores), Rating: rating,
				Comment: pick(r, praise[rating]), Nickname: pick(r, nicknames),
				CreatedAt: demoStart.AddDate(-1, 0, r.IntN(600)).Add(time.Duration(r.IntN(86400)) * time.Second)}
			if len(p.Effects) > 0 {
				rv.Feelings = p.Effects[:min(2, len(p.Effects))]
			}
			rv.Activities = p.Activities
			out = append(out, rv)
		}
	}
	return out
}
