package catalog

import (
	"cmp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// PlaceKind says what a place is: a city the catalogue has stores in, or a
// ZIP or postal code a store is at or delivers to.
type PlaceKind string

const (
	PlaceCity PlaceKind = "city"
	PlaceZip  PlaceKind = "zip"
)

// Place is somewhere a shopper can look for stores from, drawn from the
// catalogue's own stores: there is no gazetteer, so only the cities and
// codes the stores name are known.
type Place struct {
	Kind PlaceKind
	// City, State and CountryCode are the city's; a code's are those of
	// the stores that name it (a delivery code takes its store's city).
	City, State, CountryCode string
	// Zip is the code as the stores write it; empty for a city.
	Zip string
	// Lat and Long are the mean of the positions of the stores that name
	// the place. A store's own code is at the store; a code only delivered
	// to is placed at the store or stores that deliver there, which is as
	// near as the catalogue knows.
	Lat, Long float64
	// StoreCount counts the stores in the city, or at or delivering to the code.
	StoreCount int
}

// Label is how the place reads to a shopper: "San Francisco, CA", "94110".
func (p *Place) Label() string {
	if p.Kind == PlaceZip {
		return p.Zip
	}
	return p.City + ", " + p.State
}

// Places lists the catalogue's places: each city with stores, each store's
// own code and each code a delivery zone lists: cities first, by country,
// state and name, then codes by country and code.
func Places(stores []StoreSummary) []Place {
	type acc struct {
		place    Place
		lat, lng float64
		// own says the code is a store's own address: delivery-only
		// positions then no longer count.
		own bool
	}
	byKey := map[string]*acc{}
	var keys []string
	add := func(key string, p Place, lat, long float64, own bool) {
		a := byKey[key]
		if a == nil {
			a = &acc{place: p}
			byKey[key] = a
			keys = append(keys, key)
		}
		switch {
		case own && !a.own && a.place.StoreCount > 0:
			// a store's address outranks the codes only delivered to
			*a = acc{place: p, own: true}
		case !own && a.own:
			return
		}
		a.own = a.own || own
		a.lat += lat
		a.lng += long
		a.place.StoreCount++
	}
	for i := range stores {
		s := &stores[i]
		if s.City != "" {
			add("city|"+s.CountryCode+"|"+s.State+"|"+foldPlace(s.City), Place{Kind: PlaceCity, City: s.City, State: s.State, CountryCode: s.CountryCode}, s.Lat, s.Long, false)
		}
		zipPlace := Place{Kind: PlaceZip, City: s.City, State: s.State, CountryCode: s.CountryCode}
		if z := strings.TrimSpace(s.Zip); z != "" {
			zipPlace.Zip = z
			add("zip|"+s.CountryCode+"|"+compactCode(z), zipPlace, s.Lat, s.Long, true)
		}
		if !s.Fulfillment.Delivery.Enabled {
			continue
		}
		seen := map[string]bool{}
		for _, zone := range s.DeliveryZones {
			for _, z := range zone.Zipcodes {
				z = strings.TrimSpace(z)
				key := "zip|" + s.CountryCode + "|" + compactCode(z)
				if z == "" || seen[key] || compactCode(z) == compactCode(s.Zip) {
					continue
				}
				seen[key] = true
				zipPlace.Zip = z
				add(key, zipPlace, s.Lat, s.Long, false)
			}
		}
	}
	out := make([]Place, 0, len(keys))
	for _, k := range keys {
		a := byKey[k]
		p := a.place
		p.Lat, p.Long = a.lat/float64(p.StoreCount), a.lng/float64(p.StoreCount)
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b Place) int {
		if c := cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.CountryCode, b.CountryCode)); c != 0 || a.Kind == PlaceZip {
			return cmp.Or(c, cmp.Compare(compactCode(a.Zip), compactCode(b.Zip)))
		}
		return cmp.Or(cmp.Compare(a.State, b.State), cmp.Compare(foldPlace(a.City), foldPlace(b.City)))
	})
	return out
}

// SearchPlaces answers what a shopper typed with at most limit places.
// A city matches when the typed words begin its name and state at a word
// ("fran", "san francisco, ca"), ignoring case, accents and punctuation; a
// code matches when it begins with what was typed, spaces aside ("941",
// "m6j 1e"). Matches from a place's start come first, then the places with
// more stores, then cities before codes, A to Z.
func SearchPlaces(places []Place, query string, limit int) []Place {
	q := foldPlace(query)
	code := compactCode(query)
	if q == "" {
		return []Place{}
	}
	type hit struct {
		p     Place
		start bool
	}
	var hits []hit
	for _, p := range places {
		switch p.Kind {
		case PlaceZip:
			if code != "" && strings.HasPrefix(compactCode(p.Zip), code) {
				hits = append(hits, hit{p, true})
			}
		case PlaceCity:
			text := foldPlace(p.City + " " + p.State)
			if strings.HasPrefix(text, q) {
				hits = append(hits, hit{p, true})
			} else if strings.Contains(text, " "+q) {
				hits = append(hits, hit{p, false})
			}
		}
	}
	slices.SortStableFunc(hits, func(a, b hit) int {
		startA, startB := 1, 1
		if a.start {
			startA = 0
		}
		if b.start {
			startB = 0
		}
		return cmp.Or(cmp.Compare(startA, startB), cmp.Compare(b.p.StoreCount, a.p.StoreCount))
	})
	out := make([]Place, 0, min(limit, len(hits)))
	for i := 0; i < len(hits) && i < limit; i++ {
		out = append(out, hits[i].p)
	}
	return out
}

// CitiesNear lists the cities within maxMiles of (lat, long), nearest
// first, at most limit: what a position (the shopper's, or a map's) is
// called.
func CitiesNear(places []Place, lat, long, maxMiles float64, limit int) []Place {
	type near struct {
		p     Place
		miles float64
	}
	var ns []near
	for _, p := range places {
		if p.Kind != PlaceCity {
			continue
		}
		if m := MilesBetween(lat, long, p.Lat, p.Long); m <= maxMiles {
			ns = append(ns, near{p, m})
		}
	}
	slices.SortStableFunc(ns, func(a, b near) int { return cmp.Compare(a.miles, b.miles) })
	out := make([]Place, 0, min(limit, len(ns)))
	for i := 0; i < len(ns) && i < limit; i++ {
		out = append(out, ns[i].p)
	}
	return out
}

// foldPlace lowercases s, drops accents and turns every run of other
// characters than letters and digits into one space: "Montréal, QC" is
// "montreal qc".
func foldPlace(s string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		default:
			space = true
		}
	}
	return b.String()
}

// compactCode is a postal code without spaces or hyphens, lowercased:
// "M6J 1E9" is "m6j1e9". It is empty unless s holds only letters, digits,
// spaces and hyphens and at least one digit, so a city's name is no code.
func compactCode(s string) string {
	var b strings.Builder
	digit := false
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digit = true
			b.WriteRune(r)
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
			b.WriteRune(unicode.ToLower(r))
		case r == ' ' || r == '-':
		default:
			return ""
		}
	}
	if !digit {
		return ""
	}
	return b.String()
}
