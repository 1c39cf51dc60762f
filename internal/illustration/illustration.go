// Package illustration draws Pistil's own default product photos: for each
// type folder and subtype file of spec section 3, a drawing of the thing (a
// ring for jewelry, a bottle for drinks, the type's shape where the subtype
// has none of its own) on a background coloured by the subtype (lineage
// colours for lineages), in catalog.DefaultPhotoVariants compositions so
// that products side by side differ.
package illustration

import (
	"fmt"
	"hash/fnv"
	"html"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/pistil/pistil/internal/catalog"
)

// Lineage colours, as the storefront uses them everywhere.
var lineageColours = map[string]string{"indica": "#6B46C1", "sativa": "#DD6B20", "hybrid": "#2F855A", "cbd": "#2B6CB0"}

// palette colours the other subtypes, chosen by a hash of the name.
var palette = []string{"#2C7A7B", "#B83280", "#C05621", "#2B6CB0", "#6B46C1", "#2F855A", "#9C4221", "#285E61", "#97266D", "#744210"}

// icons draw each type's shape in a 400×400 box, in white over the background.
var icons = map[string]string{
	"flower": `<path d="M200 90c30 40 34 90 0 140-34-50-30-100 0-140z"/><path d="M200 230c-55-5-95-40-110-85 55 5 95 40 110 85z"/>` +
		`<path d="M200 230c55-5 95-40 110-85-55 5-95 40-110 85z"/><path d="M200 235c-40 20-85 20-115 0 40-25 85-25 115 0z" opacity=".8"/>` +
		`<path d="M200 235c40 20 85 20 115 0-40-25-85-25-115 0z" opacity=".8"/><rect x="194" y="230" width="12" height="70" rx="6"/>`,
	"preroll": `<g transform="rotate(-35 200 200)"><rect x="90" y="178" width="220" height="44" rx="8"/>` +
		`<rect x="250" y="178" width="60" height="44" rx="8" opacity=".6"/><path d="M90 180l-25 20 25 20z" opacity=".8"/></g>`,
	"vape": `<rect x="170" y="80" width="60" height="40" rx="10"/><rect x="160" y="120" width="80" height="150" rx="14" opacity=".85"/>` +
		`<rect x="178" y="140" width="44" height="90" rx="8" fill-opacity=".35" fill="#000"/><rect x="165" y="270" width="70" height="50" rx="10"/>`,
	"extract": `<rect x="120" y="150" width="160" height="120" rx="24" opacity=".85"/><rect x="110" y="120" width="180" height="40" rx="12"/>` +
		`<path d="M160 230c15-30 65-30 80 0-25 15-55 15-80 0z" fill="#000" fill-opacity=".25"/>`,
	"edible": `<circle cx="200" cy="205" r="95"/><circle cx="165" cy="180" r="14" fill="#000" fill-opacity=".25"/>` +
		`<circle cx="230" cy="170" r="10" fill="#000" fill-opacity=".25"/><circle cx="215" cy="235" r="16" fill="#000" fill-opacity=".25"/>`,
	"tincture": `<rect x="185" y="70" width="30" height="60" rx="10"/><rect x="175" y="120" width="50" height="25" rx="6"/>` +
		`<rect x="145" y="145" width="110" height="170" rx="22" opacity=".85"/><rect x="160" y="200" width="80" height="60" rx="8" fill="#000" fill-opacity=".2"/>`,
	"topical": `<rect x="130" y="110" width="140" height="190" rx="30" opacity=".85"/><rect x="165" y="80" width="70" height="40" rx="10"/>` +
		`<path d="M160 210h80M160 240h80" stroke="#000" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>`,
	"gear": `<circle cx="200" cy="200" r="90" opacity=".85"/><circle cx="200" cy="200" r="35" fill="#000" fill-opacity=".25"/>` +
		`<g stroke="#fff" stroke-width="22" stroke-linecap="round"><path d="M200 85v-20M200 335v-20M85 200h-20M335 200h-20"/></g>`,
	"merch": tshirt,
	"grow": `<rect x="150" y="240" width="100" height="80" rx="10" opacity=".85"/><rect x="140" y="230" width="120" height="20" rx="6"/>` +
		`<path d="M200 230v-80"/><path d="M200 170c-10-40-50-55-80-45 10 35 45 55 80 45z"/><path d="M200 150c10-40 50-55 80-45-10 35-45 55-80 45z"/>` +
		`<rect x="194" y="150" width="12" height="85" rx="6"/>`,
}

const tshirt = `<path d="M140 110l-60 40 25 50 35-20v130h120V180l35 20 25-50-60-40c-10 25-30 35-60 35s-50-10-60-35z"/>`

// subtypeIcons draw the subtypes whose type's shape would be wrong or vague
// (a T-shirt for jewelry), in the same 400×400 box.
var subtypeIcons = map[string]string{
	"tshirt": tshirt,
	"ring": `<circle cx="200" cy="235" r="78" fill="none" stroke="#fff" stroke-width="26"/><path d="M165 135l35-50 35 50-35 30z"/>` +
		`<path d="M200 85l35 50-35 30z" fill="#000" fill-opacity=".2"/>`,
	"box": `<path d="M105 160l95-48 95 48v115l-95 48-95-48z" opacity=".9"/>` +
		`<path d="M105 160l95 48 95-48M200 208v115" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="8" stroke-linejoin="round"/>`,
	"tote": `<path d="M115 170h170l-16 150H131z"/><path d="M165 170v-28a35 35 0 0170 0v28" fill="none" stroke="#fff" stroke-width="16"/>`,
	"papers": `<rect x="125" y="105" width="150" height="195" rx="10" opacity=".55" transform="rotate(-9 200 200)"/>` +
		`<rect x="135" y="110" width="150" height="195" rx="10"/><path d="M160 150h100M160 180h100M160 210h65" stroke="#000" stroke-opacity=".2" stroke-width="10" stroke-linecap="round"/>`,
	"cone": `<path d="M155 90h90l-32 235h-26z"/><path d="M155 90h90l-6 42h-78z" fill="#000" fill-opacity=".2"/>`,
	"tip":  `<rect x="168" y="105" width="64" height="190" rx="14"/><path d="M180 140h40M180 172h40M180 204h40M180 236h40M180 268h40" stroke="#000" stroke-opacity=".2" stroke-width="8"/>`,
	"pen":  `<g transform="rotate(30 200 200)"><rect x="180" y="70" width="40" height="260" rx="20"/><rect x="187" y="92" width="26" height="62" rx="8" fill="#000" fill-opacity=".25"/><circle cx="200" cy="292" r="8" fill="#000" fill-opacity=".3"/></g>`,
	"pipe": `<rect x="75" y="185" width="175" height="30" rx="15"/><path d="M235 140h90v70a45 45 0 01-90 0z"/><ellipse cx="280" cy="140" rx="45" ry="12" fill="#000" fill-opacity=".25"/>`,
	"lighter": `<rect x="145" y="150" width="105" height="170" rx="16"/><rect x="160" y="112" width="62" height="42" rx="6" opacity=".8"/>` +
		`<path d="M242 128c14-22 8-46-10-62 2 22-22 28-16 50 4 12 16 18 26 12z"/>`,
	"bottle": `<rect x="180" y="68" width="40" height="50" rx="8"/><path d="M180 118h40l22 42v150a16 16 0 01-16 16h-52a16 16 0 01-16-16V160z"/>` +
		`<rect x="158" y="200" width="84" height="62" fill="#000" fill-opacity=".2"/>`,
	"bar":     `<rect x="120" y="100" width="160" height="200" rx="12"/><path d="M120 167h160M120 233h160M200 100v200" stroke="#000" stroke-opacity=".25" stroke-width="8"/>`,
	"capsule": `<g transform="rotate(-40 200 200)"><rect x="105" y="158" width="190" height="84" rx="42"/><path d="M200 158h53a42 42 0 010 84h-53z" fill="#000" fill-opacity=".25"/></g>`,
	"cup": `<path d="M120 160h140v90a60 60 0 01-60 60h-20a60 60 0 01-60-60z"/><path d="M260 182h18a29 29 0 010 58h-22" fill="none" stroke="#fff" stroke-width="16"/>` +
		`<path d="M165 132c0-20 18-20 18-40M215 132c0-20 18-20 18-40" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".7"/>`,
	"paw":   `<ellipse cx="200" cy="252" rx="62" ry="52"/><circle cx="128" cy="182" r="25"/><circle cx="170" cy="138" r="25"/><circle cx="230" cy="138" r="25"/><circle cx="272" cy="182" r="25"/>`,
	"seeds": `<ellipse cx="158" cy="195" rx="32" ry="46" transform="rotate(-20 158 195)"/><ellipse cx="248" cy="165" rx="32" ry="46" transform="rotate(25 248 165)"/><ellipse cx="222" cy="268" rx="32" ry="46" transform="rotate(-60 222 268)"/>`,
	"syringe": `<g transform="rotate(-45 200 200)"><rect x="120" y="178" width="150" height="44" rx="6"/><rect x="270" y="193" width="55" height="14"/>` +
		`<rect x="100" y="163" width="20" height="74" rx="4"/><rect x="58" y="191" width="42" height="18"/></g>`,
	"pod":   `<rect x="160" y="112" width="80" height="180" rx="30"/><rect x="175" y="90" width="50" height="30" rx="8"/><rect x="178" y="150" width="44" height="82" rx="10" fill="#000" fill-opacity=".25"/>`,
	"patch": `<rect x="115" y="115" width="170" height="170" rx="32" opacity=".85"/><rect x="155" y="155" width="90" height="90" rx="14" fill="#000" fill-opacity=".2"/>`,
	"spray": `<rect x="150" y="160" width="100" height="160" rx="18"/><rect x="175" y="122" width="50" height="40"/><rect x="182" y="96" width="56" height="26" rx="4"/>` +
		`<path d="M252 100l38-15M252 110h44M252 120l38 15" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
	"tube":     `<rect x="165" y="150" width="70" height="170" rx="10"/><path d="M175 150v-45c0-16 50-26 50-6v51z" opacity=".8"/>`,
	"candy":    `<ellipse cx="200" cy="200" rx="70" ry="55"/><path d="M132 200l-52-42v84zM268 200l52-42v84z" opacity=".8"/>`,
	"icecream": `<path d="M148 205l52 125 52-125z" opacity=".85"/><circle cx="200" cy="170" r="62"/>`,
	"roller":   `<rect x="160" y="150" width="80" height="170" rx="20"/><circle cx="200" cy="128" r="28"/>`,
	"soap": `<rect x="105" y="155" width="190" height="120" rx="40"/><circle cx="150" cy="122" r="16" opacity=".7"/><circle cx="192" cy="100" r="11" opacity=".7"/>` +
		`<circle cx="242" cy="120" r="20" opacity=".7"/>`,
	"jar": icons["extract"],
	"shake": `<circle cx="150" cy="230" r="22"/><circle cx="205" cy="250" r="28"/><circle cx="255" cy="225" r="20"/><circle cx="180" cy="195" r="18"/>` +
		`<circle cx="232" cy="185" r="16"/><path d="M110 280h180" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`,
}

// subtypeIcon names the drawing of a folder/file pair with one of its own.
var subtypeIcon = map[string]string{
	"merch/clothing": "tshirt", "merch/jewelry": "ring", "merch/kits": "box", "merch/other": "tote",
	"gear/clothing": "tshirt", "gear/cones": "cone", "gear/papers": "papers", "gear/wraps": "papers", "gear/tips": "tip",
	"gear/vaporizers": "pen", "gear/paraphernalia": "pipe", "gear/accessories": "lighter",
	"edible/drinks": "bottle", "edible/drinkmixes": "bottle", "edible/chocolates": "bar", "edible/bars": "bar",
	"edible/capsules": "capsule", "edible/teascoffee": "cup", "edible/pets": "paw", "edible/candies": "candy",
	"edible/mints": "candy", "edible/icecreams": "icecream", "edible/breathstrips": "patch",
	"edible/honeys": "jar", "edible/spreads": "jar", "edible/sauces": "jar",
	"extract/syringestankers": "syringe", "extract/vapekits": "pen",
	"vape/disposables": "pen", "vape/specialtypods": "pod",
	"tincture/sprays": "spray", "tincture/pets": "paw", "tincture/companions": "paw",
	"topical/patches": "patch", "topical/sprays": "spray", "topical/lipbalms": "tube", "topical/rollons": "roller",
	"topical/bath": "soap", "topical/soaps": "soap", "topical/scrubs": "soap", "topical/pets": "paw", "topical/companions": "paw",
	"grow/seeds": "seeds", "flower/shake": "shake",
}

// generalIcon maps the general images to the icon of their type.
var generalIcon = map[string]string{"cbd": "flower", "hybrid": "flower", "indica": "flower", "sativa": "flower",
	"edible": "edible", "extract": "extract", "gear": "gear", "grow": "grow", "merch": "merch", "preroll": "preroll",
	"tincture": "tincture", "topical": "topical"}

var (
	once  sync.Once
	cache map[string][]byte
)

// SVG returns the illustration for a type folder and subtype file as
// catalog.DefaultPhotoPathFor writes them: the file is the subtype, for
// variant 0, or the subtype, "-" and the variant (chocolates-2). False for
// an unknown pair or variant.
func SVG(folder, file string) ([]byte, bool) {
	once.Do(render)
	b, ok := cache[folder+"/"+file]
	return b, ok
}

func render() {
	cache = map[string][]byte{}
	for folder, files := range catalog.PhotoFolders() {
		for _, file := range files {
			for v := range catalog.DefaultPhotoVariants {
				name := file
				if v > 0 {
					name += "-" + strconv.Itoa(v)
				}
				cache[folder+"/"+name] = draw(folder, file, v)
			}
		}
	}
}

// colour is the background of a subtype's drawing in a variant: a
// lineage keeps its colour in every variant, other subtypes take the next
// palette colours.
func colour(file string, variant int) string {
	if c, ok := lineageColours[file]; ok {
		return c
	}
	h := fnv.New32a()
	h.Write([]byte(file))
	return palette[(int(h.Sum32()%uint32(len(palette)))+3*variant)%len(palette)]
}

// labels turns a file name back into words for the caption.
var labels = map[string]string{"bakedgoods": "baked goods", "breathstrips": "breath strips", "driedfruit": "dried fruit",
	"drinkmixes": "drink mixes", "icecreams": "ice creams", "seasoningsugar": "seasoning and sugar", "smallbites": "small bites",
	"teascoffee": "teas and coffee", "diamondscrystals": "diamonds", "moonrocks": "moon rocks", "ricksimpsonoilrso": "RSO",
	"syringestankers": "syringes", "vapekits": "vape kits", "bluntpacks": "blunt packs", "infusedblunts": "infused blunts",
	"infusedpacks": "infused packs", "prerollpacks": "pre-roll packs", "prerolls": "pre-rolls", "thaisticks": "thai sticks",
	"lipbalms": "lip balms", "rollons": "roll-ons", "specialtypods": "pods", "cbd": "CBD", "preroll": "pre-roll"}

// compositions are the variants' backgrounds (over the gradient) and the
// placing of the drawing: the same subject, set differently.
var compositions = []struct{ backdrop, place string }{
	{`<circle cx="330" cy="70" r="90" fill="#fff" fill-opacity=".08"/><circle cx="60" cy="350" r="120" fill="#fff" fill-opacity=".06"/>`, ``},
	{`<path d="M0 300c70-40 140-40 200 0s130 40 200 0v100H0z" fill="#fff" fill-opacity=".1"/><circle cx="70" cy="80" r="50" fill="#fff" fill-opacity=".07"/>`,
		`translate(0 -12) rotate(-8 200 200)`},
	{`<circle cx="200" cy="200" r="150" fill="#fff" fill-opacity=".1"/><g fill="#fff" fill-opacity=".12"><circle cx="40" cy="40" r="6"/><circle cx="80" cy="40" r="6"/>` +
		`<circle cx="40" cy="80" r="6"/><circle cx="360" cy="320" r="6"/><circle cx="320" cy="360" r="6"/><circle cx="360" cy="360" r="6"/></g>`,
		`translate(20 20) scale(.9)`},
	{`<path d="M-50 120L120-50h60L-50 180zM220 450L450 220v60L280 450z" fill="#fff" fill-opacity=".1"/>`, `rotate(8 200 200)`},
}

func draw(folder, file string, variant int) []byte {
	icon := folder
	if folder == "general" {
		icon = generalIcon[file]
	}
	shape, ok := icons[icon]
	if !ok {
		shape = icons["gear"]
	}
	if own, ok := subtypeIcon[folder+"/"+file]; ok {
		shape = subtypeIcons[own]
	}
	label := file
	if l, ok := labels[file]; ok {
		label = l
	}
	kind := icon
	if kind == "preroll" {
		kind = "pre-roll"
	}
	bg := colour(file, variant)
	c := compositions[variant%len(compositions)]
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-labelledby="t">`)
	fmt.Fprintf(&b, `<title id="t">Illustration: %s, %s</title>`, kind, html.EscapeString(label))
	fmt.Fprintf(&b, `<defs><linearGradient id="g" x1="%d" y1="0" x2="%d" y2="1"><stop offset="0" stop-color="%s"/>`+
		`<stop offset="1" stop-color="%s" stop-opacity=".75"/></linearGradient></defs>`, variant%2, 1-variant%2, bg, bg)
	b.WriteString(`<rect width="400" height="400" fill="url(#g)"/>`)
	b.WriteString(c.backdrop)
	if c.place != "" {
		fmt.Fprintf(&b, `<g transform="%s">`, c.place)
	}
	fmt.Fprintf(&b, `<g fill="#fff" stroke="#fff" stroke-width="0">%s</g>`, shape)
	if c.place != "" {
		b.WriteString(`</g>`)
	}
	// The caption shrinks to fit long subtype names within the picture.
	size := min(30, 560/max(len(label), 1))
	fmt.Fprintf(&b, `<text x="200" y="370" text-anchor="middle" font-family="system-ui, sans-serif" font-size="%d" font-weight="600" fill="#fff">%s</text>`,
		size, html.EscapeString(strings.ToUpper(label[:1])+label[1:]))
	b.WriteString(`</svg>`)
	return []byte(b.String())
}

// Pairs lists every folder/file pair that has an illustration, sorted.
func Pairs() []string {
	once.Do(render)
	out := make([]string, 0, len(cache))
	for k := range cache {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
