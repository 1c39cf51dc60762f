package shop

import (
	"errors"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// productsPageSize is the spec's next-page size (section 9).
const productsPageSize = 60

// maxEffects caps how many effects one request may list.
const maxEffects = 10

// discoverQuery is what GET /products and GET /collections read from the URL.
type discoverQuery struct {
	lat, long float64
	located   bool // the client sent lat and long
	filter    catalog.ProductFilter
	page      int
}

// parseDiscover reads and checks the query. Every bad parameter is named in
// one 400 message.
func parseDiscover(q url.Values, filters bool) (discoverQuery, error) {
	var (
		d   discoverQuery
		bad []string
		// fields names the page when it is bad; the other parameters are
		// named in the message only.
		fields map[string][]string
		seen   = func(name string) bool { return q.Has(name) }
	)
	number := func(name string, lo, hi float64) (float64, bool) {
		raw := strings.TrimSpace(q.Get(name))
		v, err := strconv.ParseFloat(raw, 64)
		if err != nil || math.IsNaN(v) || v < lo || v > hi {
			bad = append(bad, strconv.Quote(name)+" must be a number from "+strconv.FormatFloat(lo, 'f', -1, 64)+" to "+
				strconv.FormatFloat(hi, 'f', -1, 64)+", not "+strconv.Quote(q.Get(name))+".")
			return 0, false
		}
		return v, true
	}
	switch {
	case seen("lat") && seen("long"):
		lat, okLat := number("lat", -90, 90)
		long, okLong := number("long", -180, 180)
		d.lat, d.long, d.located = lat, long, okLat && okLong
	case seen("lat") || seen("long"):
		bad = append(bad, `Send "lat" and "long" together, or neither.`)
	}
	if filters {
		if seen("kind") {
			k := catalog.Kind(q.Get("kind"))
			if !k.Valid() {
				names := make([]string, len(catalog.Kinds))
				for i, k := range catalog.Kinds {
					names[i] = string(k)
				}
				bad = append(bad, `"kind" must be one of `+strings.Join(names, ", ")+", not "+strconv.Quote(string(k))+".")
			}
			d.filter.Kind = k
		}
		if seen("lineage") {
			switch l := catalog.Lineage(q.Get("lineage")); l {
			case catalog.Indica, catalog.Sativa, catalog.Hybrid, catalog.CBD:
				d.filter.Lineage = l
			default:
				bad = append(bad, `"lineage" must be one of indica, sativa, hybrid, cbd, not `+strconv.Quote(string(l))+".")
			}
		}
		if seen("effect") {
			for _, e := range strings.Split(q.Get("effect"), ",") {
				if e = strings.TrimSpace(e); validEffect(e) {
					d.filter.Effects = append(d.filter.Effects, e)
				} else {
					bad = append(bad, `"effect" must be a comma-separated list of effect names (letters, spaces and hyphens), not `+strconv.Quote(q.Get("effect"))+".")
					break
				}
			}
			if len(d.filter.Effects) > maxEffects {
				bad = append(bad, `"effect" may list at most `+strconv.Itoa(maxEffects)+" effects.")
			}
		}
		if seen("max_price") {
			c, err := money.ParseDollars(strings.TrimSpace(q.Get("max_price")))
			if err != nil || c <= 0 {
				bad = append(bad, `"max_price" must be an amount of dollars above 0, not `+strconv.Quote(q.Get("max_price"))+".")
			}
			d.filter.MaxPrice = c
		}
		if seen("min_thc") {
			if v, ok := number("min_thc", 0, 100); ok {
				d.filter.MinTHC = &v
			}
		}
		bad = append(bad, parseInitialParams(q, &d.filter)...)
		// Counted from 0, as the merchandising service's pages.
		var err error
		if d.page, err = core.QueryPage(q, "page", 0); err != nil {
			var p *problem.Error
			if errors.As(err, &p) {
				bad, fields = append(bad, p.Message), p.Fields
			}
		}
	}
	if len(bad) > 0 {
		return d, &problem.Error{Kind: problem.Malformed, Message: strings.Join(bad, " "), Fields: fields}
	}
	return d, nil
}

// maxListValues caps the values of one comma-separated parameter.
const maxListValues = 50

// parseInitialParams reads the spec's initial query parameters (section 2):
// brand, category, root_types, query, store_type, brand_subtype and store_id,
// the lists comma-separated. It returns what is wrong with them.
func parseInitialParams(q url.Values, f *catalog.ProductFilter) (bad []string) {
	list := func(name string) []string {
		var out []string
		for _, v := range strings.Split(q.Get(name), ",") {
			if v = strings.TrimSpace(v); v != "" {
				out = append(out, v)
			}
		}
		if len(out) > maxListValues {
			bad = append(bad, strconv.Quote(name)+" may list at most "+strconv.Itoa(maxListValues)+" values.")
		}
		return out
	}
	f.Brands, f.BrandSubtypes = list("brand"), list("brand_subtype")
	for _, k := range list("root_types") {
		if !catalog.Kind(k).Valid() {
			bad = append(bad, `"root_types" lists kinds of product, and `+strconv.Quote(k)+" is not one.")
		}
		f.Kinds = append(f.Kinds, k)
	}
	for _, l := range list("category") {
		switch catalog.Lineage(l) {
		case catalog.Indica, catalog.Sativa, catalog.Hybrid, catalog.CBD:
			f.Lineages = append(f.Lineages, l)
		default:
			bad = append(bad, `"category" lists lineages (indica, sativa, hybrid, cbd), and `+strconv.Quote(l)+" is not one.")
		}
	}
	for _, id := range list("store_id") {
		n, err := strconv.ParseInt(id, 10, 64)
		if err != nil || n <= 0 {
			bad = append(bad, `"store_id" lists store ids, and `+strconv.Quote(id)+" is not one.")
		}
		f.StoreIDs = append(f.StoreIDs, n)
	}
	switch t := strings.TrimSpace(q.Get("store_type")); t {
	case "", "recreational", "medical":
		f.StoreType = t
	default:
		bad = append(bad, `"store_type" must be recreational or medical, not `+strconv.Quote(t)+".")
	}
	if f.Query = strings.TrimSpace(q.Get("query")); len(f.Query) > 100 {
		bad = append(bad, `"query" may be at most 100 characters.`)
	}
	return bad
}

func validEffect(e string) bool {
	if e == "" || len(e) > 40 {
		return false
	}
	for _, r := range e {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == ' ' || r == '-') {
			return false
		}
	}
	return true
}

// productsNear resolves the shopper's position (the query's, or the
// store-weighted default) and lists the products near it.
func (s *Server) productsNear(r *http.Request, d *discoverQuery) ([]catalog.NearbyProduct, Origin, error) {
	if !d.located {
		lat, long, err := s.Catalog.DefaultPosition(r.Context())
		if err != nil {
			return nil, Origin{}, err
		}
		d.lat, d.long = lat, long
	}
	ps, err := s.Catalog.ProductsNear(r.Context(), d.lat, d.long, d.filter.KeepStore)
	if err != nil {
		return nil, Origin{}, err
	}
	return ps, Origin{Lat: round(d.lat, 4), Long: round(d.long, 4), Default: !d.located}, nil
}

func round(v float64, places int) float64 {
	p := math.Pow10(places)
	return math.Round(v*p) / p
}

// ProductPage answers GET /products: a page of the products near the
// shopper, nearest carrying store first, then by name.
type ProductPage struct {
	Products []NearbyProduct `json:"products"`
	// NbHits counts the products that match, all pages.
	NbHits int `json:"nb_hits"`
	// Page counts from 0.
	Page     int    `json:"page"`
	PageSize int    `json:"page_size"`
	Origin   Origin `json:"origin"`
}

// Origin is where the shopper was taken to be, rounded to 4 decimals.
type Origin struct {
	Lat  float64 `json:"lat"`
	Long float64 `json:"long"`
	// Default says the client sent no position: it is the stores' mean,
	// weighted by their menus' sizes.
	Default bool `json:"default"`
}

// NearbyProduct is a product near the shopper: its lowest_price is the
// nearby price, with the nearest store that sells it and its distance.
type NearbyProduct struct {
	ProductSummary
	// NearbyStoreCount counts the stores whose price lowest_price is of:
	// the nearest, and those near it in the same currency.
	NearbyStoreCount int `json:"nearby_store_count"`
	// DistanceMiles is the distance to the nearest store, to 0.1 mile.
	DistanceMiles float64      `json:"distance_miles"`
	NearestStore  NearestStore `json:"nearest_store"`
}

// NearestStore is the nearest store that sells a product.
type NearestStore struct {
	StorePlace
	Currency string `json:"currency"`
	// LowestPrice is its lowest price of a unit; null when it hides its
	// prices from the shopper.
	LowestPrice *money.Cents `json:"lowest_price" jsonschema:"nullable"`
}

// nearbyProductOf is a ProductSummary whose lowest_price is the nearby
// price, with the nearest store that sells it and its distance. When hide
// and a carrying store hides its prices, the price is the lowest of the
// stores that show theirs, near or not, and a nearest store that hides its
// prices shows none.
func nearbyProductOf(p *catalog.NearbyProduct, hide bool) NearbyProduct {
	out, _ := productSummaryOf(&p.ProductWithCarriers, hide, false)
	st := &p.Nearest.Store
	hidden := hide && slices.ContainsFunc(p.Carriers, func(c catalog.Carrier) bool { return c.Store.MenuSettings.HidePrices })
	nearest := &p.Nearest.Lowest
	if hidden && st.MenuSettings.HidePrices {
		nearest = nil
	}
	switch {
	case hidden:
		// productSummaryOf's lowest, over the stores that show their prices
	case p.Lowest > 0:
		out.LowestPrice = &p.Lowest
	default:
		out.LowestPrice = nil
	}
	return NearbyProduct{ProductSummary: out, NearbyStoreCount: p.NearbyStores, DistanceMiles: round(p.Miles, 1),
		NearestStore: NearestStore{StorePlace: storePlaceOf(st), Currency: catalog.StoreCurrency(&st.Store), LowestPrice: nearest}}
}

// listProducts answers products near the shopper across stores, nearest
// carrying store first, then by name, 60 a page.
func (s *Server) listProducts(w http.ResponseWriter, r *http.Request) error {
	d, err := parseDiscover(r.URL.Query(), true)
	if err != nil {
		return err
	}
	ps, origin, err := s.productsNear(r, &d)
	if err != nil {
		return err
	}
	hits := d.filter.Filter(ps)
	out := []NearbyProduct{}
	if d.page <= len(hits)/productsPageSize {
		start := d.page * productsPageSize
		hide := s.OptionalCustomer(r) == nil
		w.Header().Add("Vary", "Authorization")
		for i := start; i < min(start+productsPageSize, len(hits)); i++ {
			out = append(out, nearbyProductOf(&hits[i], hide))
		}
	}
	core.Encode(w, http.StatusOK, ProductPage{Products: out, NbHits: len(hits), Page: d.page, PageSize: productsPageSize, Origin: origin})
	return nil
}

// CollectionList answers GET /collections: the curated collections that
// hold at least one product near the shopper.
type CollectionList struct {
	Collections []Collection `json:"collections"`
	Origin      Origin       `json:"origin"`
}

// Collection is a curated list of products near the shopper.
type Collection struct {
	Slug string `json:"slug"`
	// Group is what the collection picks by: kind, effect or value.
	Group       string `json:"group"`
	Title       string `json:"title"`
	Description string `json:"description"`
	// Query is GET /products' query string that lists its products, and
	// Filter the same parameters by name.
	Query  string            `json:"query"`
	Filter map[string]string `json:"filter"`
	// Count counts its products near the shopper.
	Count int `json:"count"`
}

// collection is a curated list of products: a filter with our copy.
type collection struct {
	slug, group, title, description string
	query                           url.Values
}

var collections = []collection{
	{"flower", "kind", "Flower", "Buds by the gram, eighth and ounce.", url.Values{"kind": {"flower"}}},
	{"pre-rolls", "kind", "Pre-rolls", "Rolled, packed and ready to go.", url.Values{"kind": {"pre-roll"}}},
	{"vapes", "kind", "Vapes", "Cartridges, disposables and pods.", url.Values{"kind": {"vape"}}},
	{"extracts", "kind", "Extracts", "Rosin, shatter, wax and other concentrates.", url.Values{"kind": {"extract"}}},
	{"edibles", "kind", "Edibles", "Gummies, chocolates, drinks and bakes, dosed in milligrams.", url.Values{"kind": {"edible"}}},
	{"tinctures", "kind", "Tinctures", "Drops and sprays you measure yourself.", url.Values{"kind": {"tincture"}}},
	{"topicals", "kind", "Topicals", "Balms, lotions and patches for the skin.", url.Values{"kind": {"topical"}}},
	{"gear", "kind", "Gear", "Grinders, papers and vaporizers.", url.Values{"kind": {"gear"}}},
	{"merch", "kind", "Merch", "Shirts, hats and keepsakes from the brands.", url.Values{"kind": {"merch"}}},
	{"grow", "kind", "Grow", "Seeds and clones for the home garden.", url.Values{"kind": {"grow"}}},
	{"for-sleep", "effect", "For sleep", "Shoppers call these sleepy: for the end of the day.", url.Values{"effect": {"Sleepy"}}},
	{"unwind", "effect", "Unwind", "Relaxed, easy-going picks.", url.Values{"effect": {"Relaxed"}}},
	{"uplifting", "effect", "Uplifting", "Uplifted and energetic: for getting things done.", url.Values{"effect": {"Uplifted,Energetic"}}},
	{"creative-focus", "effect", "Creative and focused", "For making things and staying on task.", url.Values{"effect": {"Creative,Focused"}}},
	{"good-company", "effect", "Good company", "Happy and talkative: for sharing.", url.Values{"effect": {"Happy,Talkative"}}},
	{"under-20", "value", "Under $20", "Nearby prices of $20 or less.", url.Values{"max_price": {"20"}}},
	{"high-thc", "value", "High THC (25%+)", "Strong stuff: 25% THC or more.", url.Values{"min_thc": {"25"}}},
	{"cbd-forward", "value", "CBD-forward", "CBD lineage: more CBD than THC, for calm without much of a high.", url.Values{"lineage": {"cbd"}}},
}

// listCollections answers the curated collections that hold at least one
// product near the shopper, with their counts and product-list query.
func (s *Server) listCollections(w http.ResponseWriter, r *http.Request) error {
	d, err := parseDiscover(r.URL.Query(), false)
	if err != nil {
		return err
	}
	ps, origin, err := s.productsNear(r, &d)
	if err != nil {
		return err
	}
	out := []Collection{}
	for _, c := range collections {
		cd, err := parseDiscover(c.query, true)
		if err != nil {
			return err // a bug in the table above
		}
		n := 0
		for i := range ps {
			if cd.filter.Match(&ps[i]) {
				n++
			}
		}
		if n == 0 {
			continue
		}
		filter := map[string]string{}
		for k := range c.query {
			filter[k] = c.query.Get(k)
		}
		out = append(out, Collection{Slug: c.slug, Group: c.group, Title: c.title, Description: c.description,
			Query: c.query.Encode(), Filter: filter, Count: n})
	}
	core.Encode(w, http.StatusOK, CollectionList{Collections: out, Origin: origin})
	return nil
}

// cashBackBrands answers the brands with live cash-back brand specials.
func (s *Server) cashBackBrands(w http.ResponseWriter, r *http.Request) error {
	brands, err := s.Catalog.CashBackBrands(r.Context())
	if err != nil {
		return err
	}
	out := make([]CashBackBrand, len(brands))
	for i := range brands {
		sp := make([]CashBackSpecial, len(brands[i].Specials))
		for j := range brands[i].Specials {
			sp[j] = cashBackSpecialOf(&brands[i].Specials[j])
		}
		out[i] = CashBackBrand{Brand: brandOf(&brands[i].BrandSummary), CashBackSpecials: sp}
	}
	core.Encode(w, http.StatusOK, CashBackBrandList{Brands: out})
	return nil
}

// DiscoverPaths are the discovery screens the sitemap lists: the product
// list, each category, the collections, the directory and cash-back brands.
func DiscoverPaths() []string {
	out := []string{"/products", "/collections", "/directory", "/brands", "/brands/jane-gold"}
	for _, k := range catalog.Kinds {
		out = append(out, "/categories/"+string(k))
	}
	return out
}
