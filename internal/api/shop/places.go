package shop

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

const (
	// placesLimit caps one answer: a search box's suggestions.
	placesLimit = 8
	// placeQueryMax is the longest query read, in characters.
	placeQueryMax = 100
	// namedWithinMiles is how far from a position the nearest city may be
	// and still name it ("Nearest first from Oakland, CA").
	namedWithinMiles = 30
)

// PlaceList answers GET /places.
type PlaceList struct {
	Places []Place `json:"places"`
}

// Place is a city the catalogue has stores in, or a ZIP or postal code a
// store is at or delivers to (catalog.Place).
type Place struct {
	Kind string `json:"kind" jsonschema:"enum=city,enum=zip"`
	// Label is how the place reads: "San Francisco, CA" or "94110".
	Label       string `json:"label"`
	City        string `json:"city"`
	State       string `json:"state"`
	CountryCode string `json:"country_code"`
	// Zip is the code as the stores write it; empty for a city.
	Zip string `json:"zip"`
	// Lat and Long are the mean of the positions of the stores that name
	// the place, to 4 decimals.
	Lat  float64 `json:"lat"`
	Long float64 `json:"long"`
	// StoreCount counts the stores in the city, or at or delivering to the code.
	StoreCount int `json:"store_count"`
}

func placeOf(p *catalog.Place) Place {
	return Place{Kind: string(p.Kind), Label: p.Label(), City: p.City, State: p.State, CountryCode: p.CountryCode,
		Zip: p.Zip, Lat: round(p.Lat, 4), Long: round(p.Long, 4), StoreCount: p.StoreCount}
}

// listPlaces answers a place search: with query, the cities and codes that
// begin with it (catalog.SearchPlaces); with lat and long, the cities within
// namedWithinMiles, nearest first. One or the other, never both.
func (s *Server) listPlaces(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	query, hasQuery := strings.TrimSpace(q.Get("query")), q.Has("query")
	var bad []string
	switch {
	case hasQuery && (q.Has("lat") || q.Has("long")):
		bad = append(bad, `Send "query", or "lat" and "long", not both.`)
	case hasQuery && query == "":
		bad = append(bad, `"query" must hold a city or a ZIP or postal code.`)
	case hasQuery && utf8.RuneCountInString(query) > placeQueryMax:
		bad = append(bad, `"query" may be at most 100 characters.`)
	case !hasQuery && !q.Has("lat") && !q.Has("long"):
		bad = append(bad, `Send "query", or "lat" and "long".`)
	}
	var d discoverQuery
	if len(bad) == 0 && !hasQuery {
		var err error
		if d, err = parseDiscover(q, false); err != nil {
			return err
		}
	}
	if len(bad) > 0 {
		return &problem.Error{Kind: problem.Malformed, Message: strings.Join(bad, " ")}
	}
	stores, err := s.DB.Stores(r.Context(), storage.StoreFilter{})
	if err != nil {
		return err
	}
	all := catalog.Places(stores)
	var found []catalog.Place
	if hasQuery {
		found = catalog.SearchPlaces(all, query, placesLimit)
	} else {
		found = catalog.CitiesNear(all, d.lat, d.long, namedWithinMiles, placesLimit)
	}
	out := make([]Place, len(found))
	for i := range found {
		out[i] = placeOf(&found[i])
	}
	core.Encode(w, http.StatusOK, PlaceList{Places: out})
	return nil
}
