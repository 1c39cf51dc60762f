package demo

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
)

// brandSpec is an invented brand and the kinds it makes.
type brandSpec struct {
	name, color string
	kinds       []catalog.Kind
	pitch       string
}

var brandSpecs = []brandSpec{
	{"Coastal Cultivators", "#1F6F78", []catalog.Kind{catalog.Flower, catalog.PreRoll}, "sun-grown flower from coastal hillsides"},
	{"Redwood Reserve", "#7A2E1F", []catalog.Kind{catalog.Flower, catalog.PreRoll}, "small-batch indoor flower, hand-trimmed and slow-cured"},
	{"Golden Hour Farms", "#B7791F", []catalog.Kind{catalog.Flower, catalog.PreRoll}, "regenerative farming and full-sun terpene profiles"},
	{"Night Owl Gardens", "#3C366B", []catalog.Kind{catalog.Flower, catalog.Vape}, "heavy indicas bred for the end of the day"},
	{"High Desert Growers", "#C05621", []catalog.Kind{catalog.Flower, catalog.Extract}, "greenhouse flower from the high desert"},
	{"Green Thumb Collective", "#2F855A", []catalog.Kind{catalog.Flower, catalog.PreRoll, catalog.Grow}, "a growers' co-op sharing genetics and know-how"},
	{"Fernhill Craft", "#276749", []catalog.Kind{catalog.Flower, catalog.PreRoll}, "living-soil flower from a family farm"},
	{"Summit Extracts", "#2B6CB0", []catalog.Kind{catalog.Extract, catalog.Vape}, "solventless hash and rosin, pressed in-house"},
	{"Crystal Canyon Labs", "#4C51BF", []catalog.Kind{catalog.Extract, catalog.Vape}, "live resin and diamonds from fresh-frozen flower"},
	{"Amber Alchemy", "#D69E2E", []catalog.Kind{catalog.Extract}, "old-school shatter and wax, done right"},
	{"Cloud Nine Vapor", "#319795", []catalog.Kind{catalog.Vape}, "cartridges and disposables with strain-specific terpenes"},
	{"Pulse Vapor Co.", "#D53F8C", []catalog.Kind{catalog.Vape}, "ceramic-core hardware and clean distillate"},
	{"Driftwood Drops", "#285E61", []catalog.Kind{catalog.Tincture, catalog.Topical}, "measured tinctures and balms"},
	{"Sweet Leaf Kitchen", "#C53030", []catalog.Kind{catalog.Edible}, "baked goods and candies made in a commercial kitchen"},
	{"Cocoa Botanica", "#744210", []catalog.Kind{catalog.Edible}, "single-origin chocolate, precisely dosed"},
	{"Fizzy Fields", "#DD6B20", []catalog.Kind{catalog.Edible}, "sparkling cannabis drinks and drink mixes"},
	{"Velvet Moon Confections", "#6B46C1", []catalog.Kind{catalog.Edible}, "gummies and mints in low and micro doses"},
	{"Wildflower Wellness", "#38A169", []catalog.Kind{catalog.Tincture, catalog.Topical, catalog.Edible}, "CBD-forward products for everyday balance"},
	{"Honeycomb Health", "#B7791F", []catalog.Kind{catalog.Edible, catalog.Tincture}, "infused honeys and sublingual drops"},
	{"Salve & Sage", "#2C7A7B", []catalog.Kind{catalog.Topical}, "balms, lotions and patches for tired muscles"},
	{"Northern Lights Roll Co.", "#2A4365", []catalog.Kind{catalog.PreRoll}, "pre-rolls filled with whole flower, never trim"},
	{"Twisted Cone Co.", "#9B2C2C", []catalog.Kind{catalog.PreRoll, catalog.Gear}, "infused pre-rolls and hemp cones"},
	{"Blunt Instrument", "#1A202C", []catalog.Kind{catalog.PreRoll}, "blunts and cannagars for sharing"},
	{"Grindhouse Goods", "#4A5568", []catalog.Kind{catalog.Gear}, "grinders, trays and papers built to last"},
	{"Ember & Ash Supply", "#975A16", []catalog.Kind{catalog.Gear, catalog.Merch}, "smoking accessories and dispensary merch"},
	{"Vapor Lab Hardware", "#2C5282", []catalog.Kind{catalog.Gear}, "dry-herb vaporizers and batteries"},
	{"Pistil Provisions", "#276749", []catalog.Kind{catalog.Merch}, "apparel and kits for the cannabis-curious"},
	{"Seed Vault Genetics", "#22543D", []catalog.Kind{catalog.Grow}, "feminized and regular seeds from stable lines"},
	{"Rooted Clone Co.", "#38A169", []catalog.Kind{catalog.Grow}, "healthy rooted clones, pest-free"},
	{"Blue Heron Botanicals", "#2B6CB0", []catalog.Kind{catalog.Flower, catalog.Vape, catalog.Extract}, "terpene-rich flower and live resin"},
	{"Prairie Fire Farms", "#C05621", []catalog.Kind{catalog.Flower, catalog.PreRoll}, "value flower grown at scale, tested every batch"},
	{"Tidal Wave Tinctures", "#2C7A7B", []catalog.Kind{catalog.Tincture}, "fast-acting nano tinctures"},
}

func brands() []catalog.Brand {
	out := make([]catalog.Brand, len(brandSpecs))
	for i, b := range brandSpecs {
		out[i] = catalog.Brand{ID: int64(i + 1), Name: b.name, URLSlug: catalog.Slug(b.name), ColorHex: b.color, Rank: i + 1,
			Description: fmt.Sprintf("%s, known for %s.", b.name, b.pitch)}
	}
	return out
}

// subtype is a kind's subtype with the product names it takes. %s is a
// strain name (for strain kinds) or a flavour.
type subtype struct {
	name    string
	formats []string
	// mgTHC is the package dose of infused products, 0 for others.
	mgTHC float64
}

// subtypes per kind, with how many products of the kind to make. The
// subtype names map to the default photos of spec section 3.
var kindPlan = []struct {
	kind     catalog.Kind
	count    int
	subtypes []subtype
}{
	{catalog.Flower, 190, []subtype{{"Premium", []string{"%s"}, 0}, {"Smalls", []string{"%s Smalls"}, 0}, {"Shake", []string{"%s Shake"}, 0}}},
	{catalog.PreRoll, 90, []subtype{{"Pre-Rolls", []string{"%s Pre-Roll"}, 0}, {"Pre-Roll Packs", []string{"%s Pre-Roll 5-Pack", "%s Mini Pre-Rolls (10)"}, 0},
		{"Infused", []string{"%s Infused Pre-Roll"}, 0}, {"Blunts", []string{"%s Blunt"}, 0}, {"Cannagars", []string{"%s Cannagar"}, 0}}},
	{catalog.Vape, 95, []subtype{{"Cartridges", []string{"%s Cartridge", "%s Live Resin Cartridge"}, 0}, {"Disposables", []string{"%s Disposable"}, 0},
		{"Specialty Pods", []string{"%s Pod"}, 0}}},
	{catalog.Extract, 80, []subtype{{"Rosins", []string{"%s Live Rosin"}, 0}, {"Shatters", []string{"%s Shatter"}, 0}, {"Waxes", []string{"%s Badder"}, 0},
		{"Diamonds & Crystals", []string{"%s Diamonds"}, 0}, {"Hash", []string{"%s Bubble Hash"}, 0}, {"Sauces", []string{"%s Terp Sauce"}, 0},
		{"Distillates", []string{"%s Distillate Syringe"}, 0}, {"Kief", []string{"%s Kief"}, 0}}},
	{catalog.Edible, 95, []subtype{{"Candies", []string{"%s Gummies", "%s Sour Chews"}, 100}, {"Chocolates", []string{"%s Chocolate Bar"}, 100},
		{"Baked Goods", []string{"%s Brownie Bites", "%s Cookies"}, 100}, {"Drinks", []string{"Sparkling %s Soda"}, 10},
		{"Mints", []string{"%s Mints"}, 100}, {"Honeys", []string{"%s Infused Honey"}, 100}, {"Teas & Coffee", []string{"%s Tea Sachets"}, 50},
		{"Capsules", []string{"%s Capsules"}, 100}, {"Snacks", []string{"%s Popcorn"}, 100}}},
	{catalog.Tincture, 30, []subtype{{"Tinctures", []string{"%s Tincture 1:1", "%s Tincture 20:1 CBD"}, 300}, {"Sublinguals", []string{"%s Sublingual Drops"}, 250},
		{"Sprays", []string{"%s Oral Spray"}, 150}, {"Pets", []string{"%s Pet Drops (CBD)"}, 0}}},
	{catalog.Topical, 30, []subtype{{"Balms", []string{"%s Balm"}, 500}, {"Lotions", []string{"%s Body Lotion"}, 250}, {"Patches", []string{"%s Transdermal Patch"}, 20},
		{"Bath", []string{"%s Bath Soak"}, 100}, {"Roll-Ons", []string{"%s Roll-On"}, 200}, {"Lip Balms", []string{"%s Lip Balm"}, 10}}},
	{catalog.Gear, 25, []subtype{{"Grinders", []string{"%s Four-Piece Grinder", "%s Pocket Grinder"}, 0}, {"Papers", []string{"%s Rolling Papers"}, 0},
		{"Cones", []string{"%s Pre-Rolled Cones (6)"}, 0}, {"Vaporizers", []string{"%s Dry-Herb Vaporizer", "%s 510 Battery"}, 0},
		{"Accessories", []string{"%s Rolling Tray", "%s Stash Jar"}, 0}}},
	{catalog.Merch, 15, []subtype{{"Clothing", []string{"%s Hoodie", "%s Dad Hat", "%s T-Shirt"}, 0}, {"Kits", []string{"%s Starter Kit"}, 0},
		{"Jewelry", []string{"%s Leaf Pendant"}, 0}}},
	{catalog.Grow, 15, []subtype{{"Seeds", []string{"%s Feminized Seeds (5)"}, 0}, {"Clones", []string{"%s Rooted Clone"}, 0}}},
}

// Words for products named by flavour, colour or style rather than strain.
var (
	flavours = []string{"Watermelon", "Sour Cherry", "Blood Orange", "Mango", "Blue Raspberry", "Peach", "Lemon Ginger", "Mint",
		"Dark Chocolate", "Salted Caramel", "Wild Berry", "Pineapple", "Grapefruit", "Cold Brew", "Honey Lavender", "Strawberry"}
	styles = []string{"Onyx", "Classic", "Brass", "Glacier", "Midnight", "Forest", "Sunrise", "Copper", "Harbor", "Canyon"}
)

// kindUsesStrain reports whether products of the kind are named for a strain.
func kindUsesStrain(k catalog.Kind) bool {
	switch k {
	case catalog.Flower, catalog.PreRoll, catalog.Vape, catalog.Extract:
		return true
	}
	return false
}

// brandsFor lists the ids of the brands that make kind k.
func brandsFor(k catalog.Kind) []int64 {
	var ids []int64
	for i, b := range brandSpecs {
		for _, bk := range b.kinds {
			if bk == k {
				ids = append(ids, int64(i+1))
			}
		}
	}
	return ids
}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func round1(f float64) float64 { return float64(int(f*10+0.5)) / 10 }

func ptr[T any](v T) *T { return &v }

// products makes the demo products, ids from 1.
func products(r *rand.Rand, strains []strain) []catalog.Product {
	var out []catalog.Product
	used := map[string]bool{}
	for _, plan := range kindPlan {
		brandIDs := brandsFor(plan.kind)
		for made := 0; made < plan.count; {
			sub := pick(r, plan.subtypes)
			format := pick(r, sub.formats)
			p := catalog.Product{Kind: plan.kind, RootSubtype: sub.name, BrandID: pick(r, brandIDs)}
			var st *strain
			switch {
			case kindUsesStrain(plan.kind):
				st = &strains[r.IntN(len(strains))]
				p.Name = fmt.Sprintf(format, st.Name)
			case plan.kind == catalog.Gear || plan.kind == catalog.Merch:
				p.Name = fmt.Sprintf(format, pick(r, styles))
			case plan.kind == catalog.Grow:
				st = &strains[r.IntN(len(strains))]
				p.Name = fmt.Sprintf(format, st.Name)
			default:
				p.Name = fmt.Sprintf(format, pick(r, flavours))
			}
			key := fmt.Sprintf("%d/%s", p.BrandID, p.Name)
			if used[key] {
				continue
			}
			used[key] = true
			made++
			p.ID = int64(len(out) + 1)
			p.URLSlug = catalog.Slug(p.Name)
			describe(r, &p, st, sub)
			addPhotos(&p)
			out = append(out, p)
		}
	}
	return out
}

// describe fills a product's lineage, potency, terpenes, effects and description.
func describe(r *rand.Rand, p *catalog.Product, st *strain, sub subtype) {
	brand := brandSpecs[p.BrandID-1].name
	if st != nil {
		p.Strain = st.Name
		p.Category = st.Lineage
		p.Effects = st.Effects
		p.Flavors = st.Flavors
		p.Terpenes = st.Terpenes
		if len(p.Terpenes) > 5 {
			p.Terpenes = p.Terpenes[:5]
		}
	}
	thc := 0.0
	switch p.Kind {
	case catalog.Flower, catalog.PreRoll:
		thc = st.THC
		if thc == 0 {
			thc = 16 + r.Float64()*12
		}
		if p.RootSubtype == "Shake" {
			thc *= 0.85
		}
		if p.RootSubtype == "Infused" {
			thc += 12
		}
	case catalog.Vape:
		thc = 72 + r.Float64()*18
	case catalog.Extract:
		thc = 62 + r.Float64()*28
		if p.RootSubtype == "Kief" || p.RootSubtype == "Hash" {
			thc = 38 + r.Float64()*22
		}
	}
	if thc > 0 {
		p.PercentTHC = ptr(round1(thc))
		cbd := st.CBD
		if cbd == 0 {
			cbd = r.Float64() * 0.6
		}
		if p.Category == catalog.CBD && thc > 0 {
			p.PercentTHC = ptr(round1(min(thc, 1+r.Float64()*5)))
			cbd = 8 + r.Float64()*10
		}
		p.PercentCBD = ptr(round1(cbd))
		p.PercentTAC = ptr(round1(min(thc*(1.08+r.Float64()*0.1), 96)))
		p.LabResults = []catalog.LabResult{{CompoundName: "THC", Value: *p.PercentTHC, Unit: "%"}, {CompoundName: "CBD", Value: *p.PercentCBD, Unit: "%"}}
		for _, t := range p.Terpenes {
			p.LabResults = append(p.LabResults, catalog.LabResult{CompoundName: t.Name, Value: t.Percent, Unit: "%"})
		}
	}
	if sub.mgTHC > 0 {
		p.DosageMG = ptr(sub.mgTHC)
		p.LabResults = append(p.LabResults, catalog.LabResult{CompoundName: "THC", Value: sub.mgTHC, Unit: "mg"})
		if p.Category == "" {
			p.Category = pick(r, []catalog.Lineage{catalog.Indica, catalog.Sativa, catalog.Hybrid, catalog.Hybrid, catalog.CBD})
		}
	} else if p.Kind == catalog.Tincture {
		// CBD pet drops: no THC, which purchase limits count as 0 mg.
		p.DosageMG = ptr(0.0)
	}
	switch p.Kind {
	case catalog.Edible:
		p.QuantityValue, p.QuantityUnits = ptr(float64(10)), "pieces"
		if p.RootSubtype == "Drinks" {
			p.QuantityValue, p.QuantityUnits = ptr(12.0), "fl_oz"
		} else {
			// Limits that weigh edibles (Washington, Ontario) need the package weight.
			p.NetWeightGrams = ptr(edibleGrams[p.RootSubtype])
		}
		p.Ingredients = []string{"cane sugar", "natural flavours", "cannabis extract"}
		p.Allergens = []string{"May contain traces of milk, soy and tree nuts"}
	case catalog.Tincture:
		p.QuantityValue, p.QuantityUnits = ptr(30.0), "ml"
	case catalog.Topical:
		p.QuantityValue, p.QuantityUnits = ptr(2.0), "oz"
	case catalog.Grow:
		if p.RootSubtype == "Seeds" {
			// Ontario counts seeds one by one.
			p.QuantityValue, p.QuantityUnits = ptr(5.0), "seeds"
		}
	case catalog.PreRoll:
		p.NetWeightGrams = ptr(1.0)
		if strings.Contains(p.Name, "5-Pack") {
			p.NetWeightGrams = ptr(2.5)
		}
		if strings.Contains(p.Name, "(10)") {
			p.NetWeightGrams = ptr(3.5)
		}
	}
	if p.Category != "" && p.Kind != catalog.Gear && p.Kind != catalog.Merch {
		p.Activities = activities[p.Category]
	}
	p.Description = description(r, p, brand)
}

// edibleGrams is the package weight of each edible subtype but drinks.
var edibleGrams = map[string]float64{"Candies": 40, "Chocolates": 45, "Baked Goods": 60, "Mints": 15, "Honeys": 60,
	"Teas & Coffee": 30, "Capsules": 10, "Snacks": 50}

var activities = map[catalog.Lineage][]string{
	catalog.Indica: {"Relax", "Sleep", "Movie night"},
	catalog.Sativa: {"Socialise", "Create", "Get active"},
	catalog.Hybrid: {"Unwind", "Socialise", "Create"},
	catalog.CBD:    {"Focus", "Recover", "Unwind"},
}

var openers = map[catalog.Kind][]string{
	catalog.Flower:   {"Dense, frosty buds of %s.", "%s, grown with patience and cured slowly.", "A jar of %s that smells as good as it looks."},
	catalog.PreRoll:  {"%s rolled for you and ready to share.", "An easy, even burn of %s.", "%s in a tidy, travel-ready roll."},
	catalog.Vape:     {"%s in a discreet vape.", "The character of %s, drawn through clean hardware.", "%s on the go."},
	catalog.Extract:  {"A potent concentrate of %s.", "%s, extracted to keep its terpenes.", "%s for dabbers who care about flavour."},
	catalog.Edible:   {"%s in every measured serving.", "A treat of %s, dosed evenly.", "%s: start low and go slow."},
	catalog.Tincture: {"%s, a few drops at a time.", "Measured doses of %s with a marked dropper."},
	catalog.Topical:  {"%s for the skin, not the head.", "A soothing %s."},
	catalog.Gear:     {"The %s, built to last.", "A %s worth keeping."},
	catalog.Merch:    {"The %s, in soft, durable fabric.", "Wear the %s with pride."},
	catalog.Grow:     {"Grow your own with %s.", "%s from stable, tested genetics."},
}

func description(r *rand.Rand, p *catalog.Product, brand string) string {
	var b strings.Builder
	fmt.Fprintf(&b, pick(r, openers[p.Kind]), p.Name)
	if len(p.Flavors) > 0 {
		fmt.Fprintf(&b, " Expect notes of %s.", strings.ToLower(strings.Join(p.Flavors[:min(2, len(p.Flavors))], " and ")))
	}
	if len(p.Effects) > 0 {
		fmt.Fprintf(&b, " Shoppers describe it as %s.", strings.ToLower(strings.Join(p.Effects[:min(3, len(p.Effects))], ", ")))
	}
	if p.DosageMG != nil && *p.DosageMG > 0 {
		fmt.Fprintf(&b, " %g mg THC per package.", *p.DosageMG)
	}
	fmt.Fprintf(&b, " From %s, known for %s.", brand, brandSpecs[p.BrandID-1].pitch)
	return b.String()
}

// imageRoot is where the server draws default product photos.
const imageRoot = "/images/products"

// addPhotos gives every third vape, extract and pre-roll a second photo, its
// lineage's general image, so product pages show their photo carousel.
// (Flower photos already are their lineage's image.)
func addPhotos(p *catalog.Product) {
	if p.ID%3 != 0 || !p.Category.Valid() || p.Kind == catalog.Flower {
		return
	}
	first := catalog.DefaultPhotoPath(imageRoot, p.Kind, p.RootSubtype, p.Category)
	second := imageRoot + "/general/" + string(p.Category) + ".svg"
	if first != second {
		p.Photos = []catalog.Photo{{URL: first}, {URL: second}}
	}
}
