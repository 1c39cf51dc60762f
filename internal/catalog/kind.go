package catalog

import (
	"slices"
	"strconv"
	"strings"
)

// Kind is a product kind.
type Kind string

// The ten product kinds of spec section 3.
const (
	Gear     Kind = "gear"
	PreRoll  Kind = "pre-roll"
	Extract  Kind = "extract"
	Edible   Kind = "edible"
	Merch    Kind = "merch"
	Grow     Kind = "grow"
	Tincture Kind = "tincture"
	Flower   Kind = "flower"
	Topical  Kind = "topical"
	Vape     Kind = "vape"
)

// Kinds lists every kind.
var Kinds = []Kind{Flower, PreRoll, Vape, Extract, Edible, Tincture, Topical, Gear, Merch, Grow}

// Valid reports whether k is a known kind.
func (k Kind) Valid() bool { return slices.Contains(Kinds, k) }

// SoldByWeight reports whether the kind is priced per weight; other kinds are sold Each.
func (k Kind) SoldByWeight() bool { return k == Flower || k == Extract || k == Vape }

// AllowedWeights lists the weights a kind may be sold in: flower has six (no
// half gram), extract and vape seven, everything else Each only.
func (k Kind) AllowedWeights() []Weight {
	switch k {
	case Flower:
		return []Weight{Gram, TwoGram, EighthOunce, QuarterOunce, HalfOunce, Ounce}
	case Extract, Vape:
		return []Weight{HalfGram, Gram, TwoGram, EighthOunce, QuarterOunce, HalfOunce, Ounce}
	}
	return []Weight{Each}
}

// DefaultWeight is the kind's default weight (spec section 5).
func (k Kind) DefaultWeight() Weight {
	switch k {
	case Flower:
		return EighthOunce
	case Extract, Vape:
		return HalfGram
	}
	return Each
}

// Lineage is a product's category: indica, sativa, hybrid or cbd.
type Lineage string

// The lineages.
const (
	Indica Lineage = "indica"
	Sativa Lineage = "sativa"
	Hybrid Lineage = "hybrid"
	CBD    Lineage = "cbd"
)

// Lineages lists every lineage.
var Lineages = []Lineage{Indica, Sativa, Hybrid, CBD}

// Valid reports whether l is a known lineage.
func (l Lineage) Valid() bool { return slices.Contains(Lineages, l) }

// photoSubtypes are the known default-photo subtypes per type folder (spec section 3).
var photoSubtypes = map[string][]string{
	"edible":   {"bakedgoods", "bars", "breathstrips", "candies", "capsules", "chocolates", "cooking", "driedfruit", "drinkmixes", "drinks", "honeys", "icecreams", "mints", "other", "pets", "sauces", "seasoningsugar", "smallbites", "snacks", "spreads", "teascoffee"},
	"extract":  {"diamondscrystals", "distillates", "hash", "inhalation", "isolates", "kief", "moonrocks", "oils", "ricksimpsonoilrso", "rosins", "sauces", "shatters", "syringestankers", "vapekits", "waxes"},
	"flower":   {"cbd", "hybrid", "indica", "sativa", "shake"},
	"gear":     {"accessories", "clothing", "cones", "grinders", "papers", "paraphernalia", "tips", "vaporizers", "wraps"},
	"general":  {"cbd", "edible", "extract", "gear", "grow", "hybrid", "indica", "merch", "preroll", "sativa", "tincture", "topical"},
	"grow":     {"clones", "seeds"},
	"merch":    {"clothing", "jewelry", "kits", "other"},
	"preroll":  {"bluntpacks", "blunts", "cannagars", "infused", "infusedblunts", "infusedpacks", "prerollpacks", "prerolls", "thaisticks"},
	"tincture": {"companions", "pets", "sprays", "sublinguals", "tinctures"},
	"topical":  {"balms", "bath", "companions", "cosmetics", "creams", "gels", "intimates", "lipbalms", "lotions", "oils", "ointments", "patches", "pets", "rollons", "salves", "scrubs", "soaps", "sprays", "suppositories"},
	"vape":     {"cartridges", "disposables", "specialtypods"},
}

// PhotoFolders returns every (folder, file) pair a default photo can name.
func PhotoFolders() map[string][]string { return photoSubtypes }

// photoKey lowercases s and drops everything but letters and digits.
func photoKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// DefaultPhotoPath builds a product's default photo path under root, following
// spec section 3: root/type/subtype.svg with both parts lowercased and
// stripped of non-alphanumerics. A flower subtype outside the known list falls
// back to the lineage; with no match the general image for the type is used
// (for a vape, which the general set lacks, the cartridge image).
func DefaultPhotoPath(root string, kind Kind, subtype string, lineage Lineage) string {
	folder := photoKey(string(kind))
	file := photoKey(subtype)
	known := photoSubtypes[folder]
	if folder == "flower" && !slices.Contains(known, file) {
		file = photoKey(string(lineage))
	}
	if folder == "vape" && !slices.Contains(known, file) {
		// The general set has no vape image: a cartridge is the vape most sold.
		file = "cartridges"
	}
	if !slices.Contains(known, file) {
		folder, file = "general", generalPhoto(folder, lineage)
	}
	return strings.TrimRight(root, "/") + "/" + folder + "/" + file + ".svg"
}

// DefaultPhotoVariants is how many drawings each default photo has: a menu
// of products without photos shows different pictures side by side
// (internal/illustration draws them).
const DefaultPhotoVariants = 4

// DefaultPhotoPathFor is DefaultPhotoPath in the drawing a product's id
// picks, id mod DefaultPhotoVariants: variant 0 is the spec's path itself,
// variant n the same name with "-n" before ".svg"
// (root/edible/chocolates-2.svg). A product keeps its drawing everywhere.
func DefaultPhotoPathFor(root string, id int64, kind Kind, subtype string, lineage Lineage) string {
	path := DefaultPhotoPath(root, kind, subtype, lineage)
	v := id % DefaultPhotoVariants
	if v < 0 {
		v = -v
	}
	if v == 0 {
		return path
	}
	return strings.TrimSuffix(path, ".svg") + "-" + strconv.FormatInt(v, 10) + ".svg"
}

// generalPhoto picks the general image for a type folder. The general set has
// no flower or vape image: flower uses its lineage (hybrid when unknown);
// DefaultPhotoPath gives a vape the cartridge image before it gets here.
func generalPhoto(folder string, lineage Lineage) string {
	switch folder {
	case "flower":
		if lineage.Valid() {
			return string(lineage)
		}
		return "hybrid"
	case "vape":
		return "extract"
	}
	if slices.Contains(photoSubtypes["general"], folder) {
		return folder
	}
	return "merch"
}
