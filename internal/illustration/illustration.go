// Package illustration draws Pistil's own default product photos: one SVG
// per type folder and subtype file of spec section 3, an icon for the type on
// a background coloured by the subtype (lineage colours for lineages).
package illustration

import (
	"fmt"
	"hash/fnv"
	"html"
	"slices"
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
	"merch": `<path d="M140 110l-60 40 25 50 35-20v130h120V180l35 20 25-50-60-40c-10 25-30 35-60 35s-50-10-60-35z"/>`,
	"grow": `<rect x="150" y="240" width="100" height="80" rx="10" opacity=".85"/><rect x="140" y="230" width="120" height="20" rx="6"/>` +
		`<path d="M200 230v-80"/><path d="M200 170c-10-40-50-55-80-45 10 35 45 55 80 45z"/><path d="M200 150c10-40 50-55 80-45-10 35-45 55-80 45z"/>` +
		`<rect x="194" y="150" width="12" height="85" rx="6"/>`,
}

// generalIcon maps the general images to the icon of their type.
var generalIcon = map[string]string{"cbd": "flower", "hybrid": "flower", "indica": "flower", "sativa": "flower",
	"edible": "edible", "extract": "extract", "gear": "gear", "grow": "grow", "merch": "merch", "preroll": "preroll",
	"tincture": "tincture", "topical": "topical"}

var (
	once  sync.Once
	cache map[string][]byte
)

// SVG returns the illustration for a type folder and subtype file (both as
// catalog.DefaultPhotoPath writes them), and false for an unknown pair.
func SVG(folder, file string) ([]byte, bool) {
	once.Do(render)
	b, ok := cache[folder+"/"+file]
	return b, ok
}

func render() {
	cache = map[string][]byte{}
	for folder, files := range catalog.PhotoFolders() {
		for _, file := range files {
			cache[folder+"/"+file] = draw(folder, file)
		}
	}
}

func colour(file string) string {
	if c, ok := lineageColours[file]; ok {
		return c
	}
	h := fnv.New32a()
	h.Write([]byte(file))
	return palette[h.Sum32()%uint32(len(palette))]
}

// labels turns a file name back into words for the caption.
var labels = map[string]string{"bakedgoods": "baked goods", "breathstrips": "breath strips", "driedfruit": "dried fruit",
	"drinkmixes": "drink mixes", "icecreams": "ice creams", "seasoningsugar": "seasoning and sugar", "smallbites": "small bites",
	"teascoffee": "teas and coffee", "diamondscrystals": "diamonds", "moonrocks": "moon rocks", "ricksimpsonoilrso": "RSO",
	"syringestankers": "syringes", "vapekits": "vape kits", "bluntpacks": "blunt packs", "infusedblunts": "infused blunts",
	"infusedpacks": "infused packs", "prerollpacks": "pre-roll packs", "prerolls": "pre-rolls", "thaisticks": "thai sticks",
	"lipbalms": "lip balms", "rollons": "roll-ons", "specialtypods": "pods", "cbd": "CBD", "preroll": "pre-roll"}

func draw(folder, file string) []byte {
	icon := folder
	if folder == "general" {
		icon = generalIcon[file]
	}
	shape, ok := icons[icon]
	if !ok {
		shape = icons["gear"]
	}
	label := file
	if l, ok := labels[file]; ok {
		label = l
	}
	kind := icon
	if kind == "preroll" {
		kind = "pre-roll"
	}
	bg := colour(file)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-labelledby="t">`)
	fmt.Fprintf(&b, `<title id="t">Illustration: %s, %s</title>`, kind, html.EscapeString(label))
	fmt.Fprintf(&b, `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/>`+
		`<stop offset="1" stop-color="%s" stop-opacity=".75"/></linearGradient></defs>`, bg, bg)
	b.WriteString(`<rect width="400" height="400" fill="url(#g)"/>`)
	b.WriteString(`<circle cx="330" cy="70" r="90" fill="#fff" fill-opacity=".08"/><circle cx="60" cy="350" r="120" fill="#fff" fill-opacity=".06"/>`)
	fmt.Fprintf(&b, `<g fill="#fff" stroke="#fff" stroke-width="0">%s</g>`, shape)
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
