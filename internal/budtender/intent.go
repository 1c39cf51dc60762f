// Package budtender is the virtual budtender: a shopper types a request in
// plain words ("something fruity to help me sleep, under $30") and gets the
// products of one store's menu that fit it best, each with a score and a
// one-sentence reason.
//
// Everything is computed locally from the menu: Parse turns the words into an
// Intent with a fixed vocabulary, Recommend filters and scores the menu
// against it, and Markdown and HTML write the answer. There is no I/O and no
// external service.
package budtender

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
)

// Potency is the strength the shopper asked for.
type Potency string

// The potencies Parse understands.
const (
	// AnyPotency is no preference.
	AnyPotency Potency = ""
	// HighTHC is "strong", "potent", "high thc".
	HighTHC Potency = "high"
	// LowTHC is "mild", "low dose", "microdose", "beginner", "first time".
	LowTHC Potency = "low"
	// PreferCBD is "cbd", "no high", "non-psychoactive"; pain implies it
	// when no other potency was asked for.
	PreferCBD Potency = "cbd"
)

// Taste is a flavour word the shopper used and what it means on a label: a
// product matches it when it lists one of Flavors, or when one of Terpenes
// is among its measured terpenes.
type Taste struct {
	Word     string   // the word as understood, e.g. "fruity"
	Flavors  []string // label flavours, e.g. Berry, Citrus, Mango
	Terpenes []string // terpenes that give the taste, e.g. limonene for citrus
}

// Intent is what was understood from a request. Kinds, price bounds and the
// Not lists are hard constraints that filter the menu; lineages, effects,
// tastes, terpenes and potency are preferences that score it.
type Intent struct {
	Query string // the request as typed

	Kinds    []catalog.Kind
	Lineages []catalog.Lineage // indica, sativa or hybrid; CBD is a Potency
	// Goals are the purposes understood, in words for the summary
	// ("sleep", "focus", "pain relief"); their effects are in Effects.
	Goals []string
	// Effects are the label effects wanted, e.g. Sleepy, Relaxed.
	Effects  []string
	Tastes   []Taste
	Terpenes []string // lowercase terpene names, e.g. "limonene"
	Potency  Potency

	// MinPrice and MaxPrice bound the price of the weight quoted; 0 is no bound.
	MinPrice, MaxPrice money.Cents
	// Cheap keeps products priced at or below the median of the otherwise
	// matching products ("cheap", "budget").
	Cheap bool

	// Negations ("no edibles", "not sleepy", "nothing sweet") exclude
	// products: of those kinds or lineages, listing those effects, or
	// listing a flavour of those tastes.
	NotKinds    []catalog.Kind
	NotLineages []catalog.Lineage
	NotEffects  []string
	NotTastes   []Taste
}

// Empty reports whether nothing was understood: Recommend then returns the
// best sellers and top-rated products.
func (in Intent) Empty() bool {
	return len(in.Kinds) == 0 && len(in.Lineages) == 0 && len(in.Effects) == 0 && len(in.Tastes) == 0 &&
		len(in.Terpenes) == 0 && in.Potency == AnyPotency && in.MinPrice == 0 && in.MaxPrice == 0 && !in.Cheap &&
		len(in.NotKinds) == 0 && len(in.NotLineages) == 0 && len(in.NotEffects) == 0 && len(in.NotTastes) == 0
}

// goal is a purpose and the effects that serve it, the most telling first.
type goal struct {
	label   string
	effects []string
	cbd     bool // the goal implies PreferCBD when no potency is given
}

var goals = map[string]goal{
	"sleep":    {"sleep", []string{"Sleepy", "Relaxed"}, false},
	"relax":    {"relaxation", []string{"Relaxed"}, false},
	"energy":   {"energy", []string{"Energetic", "Uplifted"}, false},
	"focus":    {"focus", []string{"Focused"}, false},
	"creative": {"creativity", []string{"Creative"}, false},
	"mood":     {"a better mood", []string{"Happy", "Euphoric"}, false},
	"social":   {"socialising", []string{"Talkative", "Giggly"}, false},
	"pain":     {"pain relief", []string{"Relaxed"}, true},
	"appetite": {"appetite", []string{"Hungry"}, false},
}

// tastes maps a taste key to its label flavours and terpenes.
var tastes = map[string]Taste{
	"fruity": {"fruity", []string{"Berry", "Blueberry", "Strawberry", "Raspberry", "Cherry", "Grape", "Citrus", "Lemon", "Lime",
		"Orange", "Grapefruit", "Tropical", "Mango", "Pineapple", "Peach", "Apple", "Watermelon", "Fruity"}, nil},
	"berry":    {"berry", []string{"Berry", "Blueberry", "Strawberry", "Raspberry"}, nil},
	"citrus":   {"citrus", []string{"Citrus", "Lemon", "Lime", "Orange", "Grapefruit"}, []string{"limonene"}},
	"lemon":    {"lemon", []string{"Lemon", "Citrus"}, []string{"limonene"}},
	"orange":   {"orange", []string{"Orange", "Citrus"}, []string{"limonene"}},
	"grape":    {"grape", []string{"Grape"}, nil},
	"tropical": {"tropical", []string{"Tropical", "Mango", "Pineapple"}, nil},
	"mango":    {"mango", []string{"Mango", "Tropical"}, []string{"myrcene"}},
	"sweet":    {"sweet", []string{"Sweet", "Honey", "Vanilla", "Caramel", "Candy"}, nil},
	"earthy":   {"earthy", []string{"Earthy", "Woody"}, []string{"myrcene"}},
	"pine":     {"piney", []string{"Pine"}, []string{"pinene"}},
	"diesel":   {"diesel", []string{"Diesel", "Ammonia", "Chemical"}, nil},
	"skunk":    {"skunky", []string{"Skunk"}, nil},
	"spicy":    {"spicy", []string{"Pepper", "Spicy", "Herbal"}, []string{"caryophyllene"}},
	"floral":   {"floral", []string{"Lavender", "Rose", "Floral"}, []string{"linalool"}},
	"mint":     {"minty", []string{"Mint"}, nil},
	"coffee":   {"coffee", []string{"Coffee"}, nil},
	"herbal":   {"herbal", []string{"Herbal"}, []string{"humulene"}},
}

// Terpenes lists the terpene names Parse understands, lowercase.
var Terpenes = []string{"myrcene", "limonene", "caryophyllene", "pinene", "linalool", "terpinolene", "humulene", "ocimene", "bisabolol"}

// termKind is what a word or phrase of the lexicon means.
type termKind int

const (
	tKind termKind = iota + 1
	tLineage
	tGoal
	tEffect
	tTaste
	tTerpene
	tPotency
	tHigh // "high", "get high": wanted CBD when negated, otherwise nothing
	tCheap
	tNot
	tOr
)

type term struct {
	kind  termKind
	value string
}

var lexicon = map[string]term{}

func add(k termKind, value string, words ...string) {
	for _, w := range words {
		lexicon[w] = term{k, value}
	}
}

func init() {
	add(tKind, string(catalog.Flower), "flower", "weed", "bud", "nug", "herb", "eighth", "ounce", "oz", "smalls", "shake")
	add(tKind, string(catalog.PreRoll), "pre roll", "preroll", "joint", "blunt", "spliff", "doobie", "cannagar")
	add(tKind, string(catalog.Vape), "vape", "cart", "cartridge", "pen", "vape pen", "pod", "disposable")
	add(tKind, string(catalog.Extract), "extract", "concentrate", "dab", "wax", "shatter", "rosin", "resin", "live resin",
		"badder", "budder", "hash", "kief", "diamond", "sauce", "distillate")
	add(tKind, string(catalog.Edible), "edible", "gummy", "gummie", "chocolate", "candy", "candie", "cookie", "brownie",
		"chew", "ice cream", "drink", "beverage", "soda", "seltzer", "mint", "capsule")
	add(tKind, string(catalog.Tincture), "tincture", "drop", "sublingual", "spray", "oil")
	add(tKind, string(catalog.Topical), "topical", "lotion", "balm", "cream", "salve", "rub", "patch", "roll on")
	add(tKind, string(catalog.Gear), "gear", "accessory", "accessorie", "grinder", "paper", "rolling paper", "pipe", "bong",
		"battery", "vaporizer", "tray")
	add(tKind, string(catalog.Merch), "merch", "shirt", "t shirt", "tee", "hoodie", "hat", "apparel")
	add(tKind, string(catalog.Grow), "seed", "clone", "grow")

	add(tLineage, string(catalog.Indica), "indica", "indica dominant")
	add(tLineage, string(catalog.Sativa), "sativa", "sativa dominant")
	add(tLineage, string(catalog.Hybrid), "hybrid")

	add(tGoal, "sleep", "sleep", "bed", "bedtime", "insomnia", "night", "nighttime", "fall asleep", "asleep")
	add(tGoal, "relax", "relax", "relaxing", "relaxation", "calm", "calming", "chill", "unwind", "anxiety", "anxious",
		"stress", "stressed", "de stress")
	add(tGoal, "energy", "energy", "energetic", "energize", "energise", "wake", "wake up", "awake", "morning", "workout",
		"gym", "hike", "hiking", "run", "running", "active", "daytime", "exercise")
	add(tGoal, "focus", "focus", "work", "working", "study", "studying", "productive", "productivity", "concentration")
	add(tGoal, "creative", "creative", "creativity", "art", "music", "write", "writing", "paint", "painting", "inspiration")
	add(tGoal, "mood", "happy", "mood", "cheer", "cheerful", "good mood", "happiness")
	add(tGoal, "social", "social", "socialize", "socialise", "socializing", "socialising", "party", "talk", "talking",
		"friend", "hang out")
	add(tGoal, "pain", "pain", "sore", "soreness", "ache", "aching", "cramp", "headache", "migraine", "arthritis",
		"inflammation", "recovery")
	add(tGoal, "appetite", "appetite", "hungry", "munchie", "hunger")

	add(tEffect, "Relaxed", "relaxed")
	add(tEffect, "Sleepy", "sleepy", "drowsy", "couch lock", "couchlock")
	add(tEffect, "Euphoric", "euphoric", "euphoria")
	add(tEffect, "Uplifted", "uplifted", "uplifting")
	add(tEffect, "Focused", "focused")
	add(tEffect, "Talkative", "talkative", "chatty")
	add(tEffect, "Tingly", "tingly")
	add(tEffect, "Giggly", "giggly", "giggle")
	add(tEffect, "Aroused", "aroused", "horny", "arousal")

	add(tTaste, "fruity", "fruity", "fruit", "fruits")
	add(tTaste, "berry", "berry", "blueberry", "strawberry", "raspberry")
	add(tTaste, "citrus", "citrus", "citrusy", "citrussy", "zesty", "lime", "grapefruit")
	add(tTaste, "lemon", "lemon", "lemony")
	add(tTaste, "orange", "orange")
	add(tTaste, "grape", "grape", "grapey")
	add(tTaste, "tropical", "tropical", "pineapple")
	add(tTaste, "mango", "mango")
	add(tTaste, "sweet", "sweet", "sugary", "dessert", "honey", "vanilla", "caramel")
	add(tTaste, "earthy", "earthy", "earth", "woody", "musky")
	add(tTaste, "pine", "pine", "piney", "piny", "pinewood")
	add(tTaste, "diesel", "diesel", "gas", "gassy", "fuel", "chemical")
	add(tTaste, "skunk", "skunk", "skunky", "dank")
	add(tTaste, "spicy", "spicy", "spice", "pepper", "peppery")
	add(tTaste, "floral", "floral", "flowery", "lavender", "rose")
	add(tTaste, "mint", "minty", "menthol")
	add(tTaste, "coffee", "coffee")
	add(tTaste, "herbal", "herbal", "hoppy")

	for _, t := range Terpenes {
		add(tTerpene, t, t)
	}
	add(tTerpene, "caryophyllene", "beta caryophyllene", "bcp")
	add(tTerpene, "myrcene", "beta myrcene")
	add(tTerpene, "limonene", "d limonene", "delta limonene")
	add(tTerpene, "pinene", "alpha pinene", "beta pinene")

	add(tPotency, string(HighTHC), "strong", "stronger", "strongest", "potent", "powerful", "heavy", "high thc",
		"high potency", "heavy hitter", "knockout", "hard hitting")
	add(tPotency, string(LowTHC), "mild", "light", "gentle", "low dose", "low thc", "microdose", "micro dose",
		"microdosing", "beginner", "newbie", "novice", "first time", "first timer", "lightweight", "low tolerance")
	add(tPotency, string(PreferCBD), "cbd", "cbd only", "non psychoactive", "nonpsychoactive", "clear headed",
		"clear head", "clearheaded", "no high", "not high", "without high")
	add(tHigh, "", "high", "get high", "getting high", "stoned", "psychoactive", "intoxicating", "buzz", "buzzed")

	add(tCheap, "", "cheap", "cheaper", "cheapest", "budget", "affordable", "inexpensive", "bargain", "deal",
		"value", "low price", "low cost", "on a budget")

	add(tNot, "", "no", "not", "non", "without", "avoid", "except", "nothing", "never", "dont", "none", "hate",
		"skip", "exclude", "excluding", "minus", "nor", "isnt")
	add(tOr, "", "or")
}

// Price phrases. A number directly followed by a unit (20%, 10mg, 3.5g) is
// not a price unless a dollar sign or "dollars" says it is.
const (
	priceNum = `(\$)?\s*(\d{1,7}(?:\.\d{1,2})?)\s*(dollars?|bucks|usd)?`
	rangeSep = `\s*(?:-|–|to|and)\s*`
)

var (
	rangeRE = regexp.MustCompile(`(\bbetween\s+|\bfrom\s+)?` + priceNum + rangeSep + priceNum)
	upperRE = regexp.MustCompile(`(?:\bunder|\bbelow|\bless than|\bcheaper than|\blower than|\bmax(?:imum)?|\bup to|` +
		`\bat most|\bno more than|\bnot more than|\bwithin|<=?|≤)\s*` + priceNum)
	upperAfterRE = regexp.MustCompile(priceNum + `\s*(?:or less|or under|or below|or cheaper|and under|and below|max\b)`)
	lowerRE      = regexp.MustCompile(`(?:\bover|\babove|\bmore than|\bat least|\bmin(?:imum)?|>=?|≥)\s*` + priceNum)
	bareRE       = regexp.MustCompile(`\$\s*(\d{1,7}(?:\.\d{1,2})?)|(\d{1,7}(?:\.\d{1,2})?)\s*(?:dollars?|bucks|usd)\b`)
	unitRE       = regexp.MustCompile(`^\s*(?:%|mg\b|g\b|grams?\b|oz\b|ounces?\b|ml\b|thc\b|cbd\b|pack\b|pk\b|pcs?\b|pieces?\b|ct\b|count\b|x\b|percent\b|th\b|st\b|nd\b|rd\b)`)
)

// parsePrices reads price bounds from q and returns q with them blanked out.
func parsePrices(q string, in *Intent) string {
	blank := func(q string, lo, hi int) string { return q[:lo] + strings.Repeat(" ", hi-lo) + q[hi:] }
	cents := func(s string) money.Cents {
		c, err := money.ParseDollars(s)
		if err != nil || c < 0 {
			return 0
		}
		return c
	}
	// isPrice tells a price from a quantity: a match with a currency marker
	// is a price, one followed by a unit is not.
	isPrice := func(q string, end int, marked bool) bool {
		return marked || !unitRE.MatchString(q[end:])
	}
	for _, m := range rangeRE.FindAllStringSubmatchIndex(q, -1) {
		between := m[2] >= 0
		marked := m[4] >= 0 || m[8] >= 0 || m[10] >= 0 || m[14] >= 0
		if !(between || marked) || !isPrice(q, m[1], m[10] >= 0 || m[14] >= 0) {
			continue
		}
		lo, hi := cents(q[m[6]:m[7]]), cents(q[m[12]:m[13]])
		if lo > hi {
			lo, hi = hi, lo
		}
		in.MinPrice, in.MaxPrice = lo, hi
		q = blank(q, m[0], m[1])
	}
	for _, re := range []*regexp.Regexp{upperRE, upperAfterRE} {
		for _, m := range re.FindAllStringSubmatchIndex(q, -1) {
			if !isPrice(q, m[1], m[2] >= 0 || m[6] >= 0) {
				continue
			}
			in.MaxPrice = cents(q[m[4]:m[5]])
			q = blank(q, m[0], m[1])
		}
	}
	for _, m := range lowerRE.FindAllStringSubmatchIndex(q, -1) {
		if !isPrice(q, m[1], m[2] >= 0 || m[6] >= 0) {
			continue
		}
		in.MinPrice = cents(q[m[4]:m[5]])
		q = blank(q, m[0], m[1])
	}
	for _, m := range bareRE.FindAllStringSubmatchIndex(q, -1) {
		v := m[2]
		if v < 0 {
			v = m[4]
		}
		end := m[3]
		if end < 0 {
			end = m[5]
		}
		in.MaxPrice = cents(q[v:end])
		q = blank(q, m[0], m[1])
	}
	if in.MaxPrice > 0 && in.MinPrice > in.MaxPrice {
		in.MinPrice, in.MaxPrice = in.MaxPrice, in.MinPrice
	}
	return q
}

// boundary separates clauses: a negation does not reach across it.
const boundary = "\x00"

// tokens lowercases q and splits it into words; clause punctuation becomes
// a boundary token. Apostrophes are dropped so "don't" reads "dont".
func tokens(q string) []string {
	var out []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			out = append(out, b.String())
			b.Reset()
		}
	}
	for _, r := range q {
		switch {
		case r == '\'' || r == '’':
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		case strings.ContainsRune(",;.!?()[]:", r):
			flush()
			out = append(out, boundary)
		default:
			flush()
		}
	}
	flush()
	return out
}

// singulars are the forms a plural word may stand for, the word itself first.
func singulars(w string) []string {
	out := []string{w}
	if strings.HasSuffix(w, "ies") && len(w) > 4 {
		out = append(out, w[:len(w)-3]+"y")
	}
	if strings.HasSuffix(w, "es") && len(w) > 3 {
		out = append(out, w[:len(w)-2])
	}
	if strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 2 {
		out = append(out, w[:len(w)-1])
	}
	return out
}

// lookup finds the longest phrase of the lexicon starting at toks[i]: its
// term and its length in tokens, 0 when none.
func lookup(toks []string, i int) (term, int) {
	for n := min(3, len(toks)-i); n >= 1; n-- {
		if slices.Contains(toks[i:i+n], boundary) {
			continue
		}
		head := strings.Join(toks[i:i+n-1], " ")
		for _, last := range singulars(toks[i+n-1]) {
			key := last
			if head != "" {
				key = head + " " + last
			}
			if t, ok := lexicon[key]; ok {
				return t, n
			}
		}
	}
	return term{}, 0
}

// Parse reads a plain-language request. It ignores case, punctuation and
// plurals; words it does not know (strain names among them) are skipped. A
// negation ("no", "not", "without", "avoid") applies to the next known word
// within three words and the same clause, and carries over "or" ("no
// edibles or vapes").
//
// Prices: "under $30", "below 25", "less than 30 dollars", "30 or less" and
// a bare "$30" set MaxPrice; "over $50", "at least 20" set MinPrice;
// "$20-$40", "between 10 and 20" set both. A number followed by a unit
// ("20% thc", "10mg") is not a price unless a dollar sign says so.
func Parse(query string) Intent {
	in := Intent{Query: query}
	q := strings.ToLower(query)
	q = parsePrices(q, &in)
	toks := tokens(q)

	negate, reach, lastNegated, pain := false, 0, false, false
	var potency Potency
	for i := 0; i < len(toks); {
		if toks[i] == boundary {
			negate, lastNegated = false, false
			i++
			continue
		}
		t, n := lookup(toks, i)
		i += max(n, 1)
		switch {
		case n == 0:
			if negate {
				if reach--; reach == 0 {
					negate = false
				}
			}
			lastNegated = false
			continue
		case t.kind == tNot:
			negate, reach = true, 3
			continue
		case t.kind == tOr:
			if lastNegated {
				negate, reach = true, 3
			}
			continue
		}
		neg := negate
		negate, lastNegated = false, neg
		switch t.kind {
		case tKind:
			k := catalog.Kind(t.value)
			if neg {
				in.NotKinds = appendNew(in.NotKinds, k)
			} else {
				in.Kinds = appendNew(in.Kinds, k)
			}
		case tLineage:
			l := catalog.Lineage(t.value)
			if neg {
				in.NotLineages = appendNew(in.NotLineages, l)
			} else {
				in.Lineages = appendNew(in.Lineages, l)
			}
		case tGoal:
			g := goals[t.value]
			if neg {
				in.NotEffects = appendNew(in.NotEffects, g.effects[0])
				continue
			}
			in.Goals = appendNew(in.Goals, g.label)
			for _, e := range g.effects {
				in.Effects = appendNew(in.Effects, e)
			}
			pain = pain || g.cbd
		case tEffect:
			if neg {
				in.NotEffects = appendNew(in.NotEffects, t.value)
			} else {
				in.Effects = appendNew(in.Effects, t.value)
			}
		case tTaste:
			ts := tastes[t.value]
			same := func(x Taste) bool { return x.Word == ts.Word }
			if neg && !slices.ContainsFunc(in.NotTastes, same) {
				in.NotTastes = append(in.NotTastes, ts)
			} else if !neg && !slices.ContainsFunc(in.Tastes, same) {
				in.Tastes = append(in.Tastes, ts)
			}
		case tTerpene:
			if !neg {
				in.Terpenes = appendNew(in.Terpenes, t.value)
			}
		case tPotency:
			p := Potency(t.value)
			switch {
			case !neg:
				potency = p
			case p == HighTHC: // "nothing too strong"
				potency = LowTHC
			case p == LowTHC: // "not mild"
				potency = HighTHC
			}
		case tHigh:
			if neg { // "no high", "without getting high", "non-psychoactive"
				potency = PreferCBD
			}
		case tCheap:
			if !neg {
				in.Cheap = true
			}
		}
	}
	if potency == AnyPotency && pain {
		potency = PreferCBD
	}
	in.Potency = potency
	// Wanting and refusing the same thing: the refusal wins.
	in.Kinds = slices.DeleteFunc(in.Kinds, func(k catalog.Kind) bool { return slices.Contains(in.NotKinds, k) })
	in.Lineages = slices.DeleteFunc(in.Lineages, func(l catalog.Lineage) bool { return slices.Contains(in.NotLineages, l) })
	in.Effects = slices.DeleteFunc(in.Effects, func(e string) bool { return slices.Contains(in.NotEffects, e) })
	in.Tastes = slices.DeleteFunc(in.Tastes, func(t Taste) bool {
		return slices.ContainsFunc(in.NotTastes, func(x Taste) bool { return x.Word == t.Word })
	})
	return in
}

func appendNew[T comparable](s []T, v T) []T {
	if slices.Contains(s, v) {
		return s
	}
	return append(s, v)
}
