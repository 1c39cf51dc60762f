package merchandising

import (
	"bytes"
	"cmp"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/problem"
)

// SmartRequest is a /v2/smart call. Clients send page or page_index.
type SmartRequest struct {
	StoreID          core.FlexInt  `json:"store_id"`
	Placement        string        `json:"placement"`
	SearchFilter     string        `json:"search_filter"`
	SearchQuery      string        `json:"search_query"`
	SearchSort       string        `json:"search_sort"`
	SearchAttributes []string      `json:"search_attributes"`
	SearchFacets     []string      `json:"search_facets"`
	Page             *core.FlexInt `json:"page"`
	PageIndex        *core.FlexInt `json:"page_index"`
	PageSize         *core.FlexInt `json:"page_size"`
	MaxProducts      *core.FlexInt `json:"max_products"`
	DisableAds       bool          `json:"disable_ads"`
	// ProductID is the product a pdp_row is shown beside; CartProductIDs
	// the cart's products for cart_toppers.
	ProductID      core.FlexInt   `json:"product_id"`
	CartProductIDs []core.FlexInt `json:"cart_product_ids"`
	AppMode        string         `json:"app_mode"`
	DistinctID     string         `json:"distinct_id"`
	JaneDeviceID   string         `json:"jane_device_id"`
	// Title names a row of /v2/multi; it is echoed in the answer.
	Title string `json:"title"`
}

const (
	DefaultPageSize = 60
	MaxPageSize     = 200
)

// filterStore finds the store a filter is about: store_id = N or store_id:N
// as one of its top-level AND terms.
var filterStore = regexp.MustCompile(`(?i)(?:^|\(|\s|AND\s)store_id\s*[:=]\s*"?(\d+)"?`)

// storeAndFilter parses a request's filter and finds its store: the
// store_id field, or the filter's store_id term.
func storeAndFilter(storeID int64, filter string) (int64, merch.Expr, error) {
	expr, err := merch.ParseFilter(filter)
	if err != nil {
		var syn *merch.SyntaxError
		if errors.As(err, &syn) {
			return 0, nil, problem.New(problem.Malformed, "search_filter: %s.", syn.Error())
		}
		return 0, nil, err
	}
	if m := filterStore.FindStringSubmatch(filter); m != nil {
		fid, _ := strconv.ParseInt(m[1], 10, 64)
		if storeID != 0 && storeID != fid {
			return 0, nil, problem.New(problem.Malformed, "store_id %d and the search_filter's store %d differ.", storeID, fid)
		}
		storeID = fid
	}
	if storeID <= 0 {
		return 0, nil, problem.New(problem.Malformed, "store_id (or a search_filter with store_id = N) is required.")
	}
	return storeID, expr, nil
}

// smart answers a placement's products in the wire shape: slots with
// object_id, product_id, ad_token and the requested search_attributes.
func (s *Server) smart(w http.ResponseWriter, r *http.Request) error {
	req, err := core.DecodeCapped[SmartRequest](r, searchBody)
	if err != nil {
		return err
	}
	if err := req.check(""); err != nil {
		return err
	}
	storeID, filter, err := storeAndFilter(int64(req.StoreID), req.SearchFilter)
	if err != nil {
		return err
	}
	page, err := merchPage(req)
	if err != nil {
		return err
	}
	// page_size and max_products are within 0 to MaxPageSize (check).
	size := DefaultPageSize
	if req.PageSize != nil {
		size = int(*req.PageSize)
	}
	if req.MaxProducts != nil && int(*req.MaxProducts) < size {
		size = int(*req.MaxProducts)
	}
	ix, err := s.Menus.Index(r.Context(), storeID)
	if err != nil {
		return err
	}
	req.Placement = cmp.Or(req.Placement, "menu_inline_table")
	answer, key, err := s.placementPage(r, ix, storeID, filter, req, clampPage(page, ix.Len(), size), size)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	body := answer
	// A kept answer goes out in the coding it was kept in, coded once
	// (core.MenuView.CodedPage); core.Compress leaves it as it is.
	if coding := core.Negotiate(r.Header.Get("Accept-Encoding")); key != "" && coding != core.EncodingIdentity && len(answer) >= core.MinCompressSize {
		if coded, ok := ix.CodedPage(key, coding, answer); ok {
			h.Set("Content-Encoding", coding)
			h.Set("Content-Length", strconv.Itoa(len(coded)))
			core.AddVary(h, "Accept-Encoding")
			body = coded
		}
	}
	_, _ = w.Write(body)
	s.noteEmptySearch(w, r, ix, storeID, req.SearchQuery, req.SearchFilter, page, answer)
	return nil
}

// placementPage answers one placement's page, kept for the next request
// unless the placement is personal, with the key it is kept by ("" when
// it is not kept).
// A shopper who may not see the store's prices gets the page without them.
func (s *Server) placementPage(r *http.Request, ix *core.MenuView, storeID int64, filter merch.Expr, req SmartRequest, page, size int) ([]byte, string, error) {
	if !merch.KnownPlacement(req.Placement) {
		return nil, "", problem.New(problem.Malformed, "Invalid smart placement %q: use one of %s.", req.Placement, strings.Join(merch.Placements, ", "))
	}
	sig, shared, sigKey, err := s.placementSignals(r.Context(), storeID, ix, req)
	if err != nil {
		return nil, "", err
	}
	hidden := s.ViewHidesPrices(r, ix)
	if hidden {
		req, sigKey = withoutPrices(req), sigKey+" prices hidden"
	}
	build := func() ([]byte, error) {
		return smartPage(ix, storeID, filter, req, page, size, sig, shared.settings.SponsoredPlacements, hidden)
	}
	if personal(req.Placement) {
		answer, err := build()
		return answer, "", err
	}
	key := pageKeyOf(storeID, req, page, size, sigKey)
	answer, err := ix.CachedPage(key, build)
	return answer, key, err
}

// pageKeyOf names an answer by everything that shapes it. Strings are
// quoted, so no two different requests share a key.
func pageKeyOf(storeID int64, req SmartRequest, page, size int, sigKey string) string {
	b := make([]byte, 0, 256)
	b = strconv.AppendInt(b, storeID, 10)
	// strconv.AppendQuote grows a full buffer to the exact size it needs,
	// so appending many strings to one buffer with it copies the buffer
	// each time; Quote then append grows it by doubling.
	for _, s := range []string{req.SearchFilter, req.SearchQuery, req.SearchSort, req.Placement, sigKey} {
		b = append(append(b, ' '), strconv.Quote(s)...)
	}
	b = strconv.AppendInt(append(b, ' '), int64(page), 10)
	b = strconv.AppendInt(append(b, ' '), int64(size), 10)
	b = strconv.AppendBool(append(b, ' '), req.DisableAds)
	for _, list := range [][]string{req.SearchFacets, req.SearchAttributes} {
		b = append(b, " ["...)
		for _, s := range list {
			b = append(b, strconv.Quote(s)...)
		}
		b = append(b, ']')
	}
	return string(b)
}

// smartPage writes a /v2/smart answer by copying each product's card, or
// its fields rendered for the page (core.MenuView.ProductFields).
func smartPage(ix *core.MenuView, storeID int64, filter merch.Expr, req SmartRequest, page, size int, sig merch.Signals, flights []catalog.SponsoredPlacement, hidden bool) ([]byte, error) {
	placement := req.Placement
	indexFacets, ranges, attrs, err := splitFacets(req.SearchFacets)
	if err != nil {
		return nil, err
	}
	q := merch.Query{Filter: filter, Text: req.SearchQuery, Sort: req.SearchSort, Page: page, PageSize: size, Facets: indexFacets}
	res, err := ix.Place(placement, q, sig)
	if err != nil {
		return nil, problem.New(problem.Malformed, "%s.", err.Error())
	}
	counted, stats, err := countExtra(ix, placement, q, sig, ranges, attrs)
	if err != nil {
		return nil, err
	}
	if counted != nil && res.Facets == nil {
		res.Facets = map[string]map[string]int{}
	}
	maps.Copy(res.Facets, counted)
	slots := sponsoredSlots(ix, flights, placement, q, req.DisableAds, res.Hits)
	want := core.AttributesOf(req.SearchAttributes)
	buf := make([]byte, 0, 4096+len(slots)*want.ProductBytes())
	buf = append(buf, `{"products":[`...)
	for i, slot := range slots {
		m := slot.Product
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = append(buf, `{"object_id":"`...)
		buf = strconv.AppendInt(buf, m.ID, 10)
		buf = append(buf, `","product_id":`...)
		buf = strconv.AppendInt(buf, m.Product.ID, 10)
		buf = append(buf, `,"ad_token":"`...)
		buf = base64.RawURLEncoding.AppendEncode(buf, fmt.Appendf(nil, "%s:%d:%d", placement, storeID, m.ID))
		buf = append(buf, `","my_high_d":"",`...)
		if slot.FlightID != 0 {
			buf = append(buf, `"flight_id":`...)
			buf = strconv.AppendInt(buf, slot.FlightID, 10)
			buf = append(buf, `,"kevel_token":"`...)
			buf = base64.RawURLEncoding.AppendEncode(buf, fmt.Appendf(nil, "%d:%d:%d", slot.FlightID, storeID, m.ID))
			buf = append(buf, `",`...)
		}
		buf = append(buf, `"search_attributes":`...)
		if buf, err = ix.ProductFields(buf, m.ID, hidden, want); err != nil {
			return nil, err
		}
		buf = append(buf, '}')
	}
	buf = append(buf, `],"nb_hits":`...)
	buf = strconv.AppendInt(buf, int64(res.NbHits), 10)
	quoted, _ := core.MarshalCompact(placement)
	buf = append(buf, `,"placement":`...)
	buf = append(buf, quoted...)
	buf = append(buf, `,"creative_ids":[],"custom_image_data":null`...)
	if res.Facets != nil {
		facets, err := core.MarshalCompact(res.Facets)
		if err != nil {
			return nil, err
		}
		buf = append(buf, `,"search_facets":`...)
		buf = append(buf, facets...)
	}
	if len(stats) > 0 {
		encoded, err := core.MarshalCompact(stats)
		if err != nil {
			return nil, err
		}
		buf = append(buf, `,"search_facets_stats":`...)
		buf = append(buf, encoded...)
	}
	return append(buf, "}\n"...), nil
}

// FacetsRequest is a /v2/facets call, in snake_case or camelCase.
type FacetsRequest struct {
	StoreID      core.FlexInt `json:"store_id"`
	StoreIDCamel core.FlexInt `json:"storeId"`
	Facets       []string     `json:"search_facets"`
	FacetsCamel  []string     `json:"searchFacets"`
	Filter       string       `json:"search_filter"`
	FilterCamel  string       `json:"searchFilter"`
	Query        string       `json:"search_query"`
	QueryCamel   string       `json:"searchQuery"`
	// Placement, when given, counts over that placement's products only.
	Placement         string `json:"placement"`
	JaneDeviceID      string `json:"jane_device_id"`
	JaneDeviceIDCamel string `json:"janeDeviceId"`
}

// facets answers facet counts over the products a filter and query match.
func (s *Server) facets(w http.ResponseWriter, r *http.Request) error {
	req, err := core.DecodeCapped[FacetsRequest](r, searchBody)
	if err != nil {
		return err
	}
	if err := req.check(); err != nil {
		return err
	}
	storeID, filter, err := storeAndFilter(int64(cmp.Or(req.StoreID, req.StoreIDCamel)), cmp.Or(req.Filter, req.FilterCamel))
	if err != nil {
		return err
	}
	names := req.Facets
	if len(names) == 0 {
		names = req.FacetsCamel
	}
	if len(names) == 0 {
		names = []string{"kind", "category", "brand", "kind_root_subtype", "available_weights"}
	}
	ix, err := s.Menus.Index(r.Context(), storeID)
	if err != nil {
		return err
	}
	indexFacets, ranges, attrs, err := splitFacets(names)
	if err != nil {
		return err
	}
	q := merch.Query{Filter: filter, Text: cmp.Or(req.Query, req.QueryCamel), Facets: indexFacets}
	var sig merch.Signals
	if req.Placement != "" {
		if !merch.KnownPlacement(req.Placement) {
			return problem.New(problem.Malformed, "Invalid smart placement %q: use one of %s.", req.Placement, strings.Join(merch.Placements, ", "))
		}
		sig, _, _, err = s.placementSignals(r.Context(), storeID, ix, SmartRequest{Placement: req.Placement,
			JaneDeviceID: cmp.Or(req.JaneDeviceID, req.JaneDeviceIDCamel)})
		if err != nil {
			return err
		}
	}
	res, err := ix.Place(req.Placement, q, sig)
	if err != nil {
		return problem.New(problem.Malformed, "%s.", err.Error())
	}
	counted, stats, err := countExtra(ix, req.Placement, q, sig, ranges, attrs)
	if err != nil {
		return err
	}
	if res.Facets == nil {
		res.Facets = map[string]map[string]int{}
	}
	maps.Copy(res.Facets, counted)
	out := FacetCounts{SearchFacets: res.Facets, NbHits: res.NbHits}
	if len(stats) > 0 {
		out.SearchFacetsStats = stats
	}
	core.Encode(w, http.StatusOK, out)
	return nil
}

// SmartpageRequest fills in the attributes of slots beyond the first page.
type SmartpageRequest struct {
	StoreID          core.FlexInt `json:"store_id"`
	ObjectIDs        []string     `json:"object_ids"`
	SearchAttributes []string     `json:"search_attributes"`
}

// smartpage answers {products: [{object_id, search_attributes}]} for the
// requested object ids, in their order; ids not on the menu are left out.
func (s *Server) smartpage(w http.ResponseWriter, r *http.Request) error {
	req, err := core.DecodeCapped[SmartpageRequest](r, searchBody)
	if err != nil {
		return err
	}
	if err := checkNames("search_attributes", req.SearchAttributes, maxAttributeNames); err != nil {
		return err
	}
	if req.StoreID <= 0 {
		return core.BadField("store_id", "is required.")
	}
	if len(req.ObjectIDs) > MaxPageSize {
		return core.BadField("object_ids", "may list at most %d products, not %d.", MaxPageSize, len(req.ObjectIDs))
	}
	ix, err := s.Menus.Index(r.Context(), int64(req.StoreID))
	if err != nil {
		return err
	}
	hidden := s.ViewHidesPrices(r, ix)
	want := core.AttributesOf(req.SearchAttributes)
	out := make([]PageProduct, 0, len(req.ObjectIDs))
	for _, id := range req.ObjectIDs {
		n, err := strconv.ParseInt(id, 10, 64)
		if err != nil {
			return problem.New(problem.Malformed, "object_ids: %q is not a menu product id.", id)
		}
		if m := ix.Get(n); m != nil {
			attrs, err := ix.ProductFields(nil, m.ID, hidden, want)
			if err != nil {
				return err
			}
			out = append(out, PageProduct{ObjectID: id, SearchAttributes: attrs})
		}
	}
	core.Encode(w, http.StatusOK, PageProducts{Products: out})
	return nil
}

// MultiRequest is a /v2/multi call: several custom placements at once, or
// the featured rows of a menu.
type MultiRequest struct {
	StoreID           core.FlexInt   `json:"store_id"`
	Type              string         `json:"type"`
	Placements        []SmartRequest `json:"placements"`
	ExcludeMenuTopRow bool           `json:"exclude_menu_top_row"`
	JaneDeviceID      string         `json:"jane_device_id"`
	DistinctID        string         `json:"distinct_id"`
	DisableAds        bool           `json:"disable_ads"`
	SearchAttributes  []string       `json:"search_attributes"`
}

// kindRowTitles name the featured tab's row of each kind.
var kindRowTitles = map[string]string{
	"flower": "Flower", "pre-roll": "Pre-rolls", "vape": "Vapes", "extract": "Extracts", "edible": "Edibles",
	"tincture": "Tinctures", "topical": "Topicals", "gear": "Gear", "merch": "Merch", "grow": "Grow",
}

// featuredRows are the rows of a store's featured tab, in order: top picks,
// best sellers, specials, the shopper's buy-again row, the store's custom
// rows, then a row per kind in the order of the store's menu tabs.
func featuredRows(req MultiRequest, settings catalog.MenuSettings) []SmartRequest {
	size := core.FlexInt(20)
	row := func(placement, title, filter, sort string) SmartRequest {
		return SmartRequest{Placement: placement, Title: title, SearchFilter: filter, SearchSort: sort, PageSize: &size,
			JaneDeviceID: req.JaneDeviceID, DistinctID: req.DistinctID, DisableAds: req.DisableAds}
	}
	var rows []SmartRequest
	if !req.ExcludeMenuTopRow {
		rows = append(rows, row("menu_top_row", "Top picks", "", ""))
	}
	rows = append(rows, row("best_selling", "Best sellers", "", ""),
		row("specials", cmp.Or(settings.SpecialsRowDisplayName, "Specials"), "", ""))
	if deviceOf(req.JaneDeviceID, req.DistinctID) != "" {
		rows = append(rows, row("buy_again_row", "Buy it again", "", ""))
	}
	for _, c := range settings.CustomRows {
		if c.Enabled {
			rows = append(rows, row("thematic_row", c.Title, c.SearchFilter, c.SearchSort))
		}
	}
	tabs := settings.MenuTabs
	if len(tabs) == 0 {
		tabs = slices.Sorted(maps.Keys(kindRowTitles))
	}
	for _, kind := range tabs {
		if title, ok := kindRowTitles[kind]; ok {
			title = cmp.Or(settings.CustomProductTypeLabels[kind], title)
			rows = append(rows, row("menu_dynamic_row", title, "kind:"+strconv.Quote(kind), ""))
		}
	}
	return rows
}

// multi answers {"placements": [{"placement", "products", "nb_hits"}]}.
func (s *Server) multi(w http.ResponseWriter, r *http.Request) error {
	req, err := core.DecodeCapped[MultiRequest](r, searchBody)
	if err != nil {
		return err
	}
	if err := req.check(); err != nil {
		return err
	}
	answer, err := s.multiAnswerOf(r, req)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, answer)
	return nil
}

// FeaturedAnswer is what /v2/multi answers a shopper who names no device
// for a store's featured rows with the storefront's card fields: the rows
// every shopper sees (a device adds its buy-again row). A store's menu page
// brings it to the app's first read and draws the first row's products
// (site/seo.go, site/preload.go): the row's title and its menu products' ids, in order.
func (s *Server) FeaturedAnswer(r *http.Request, storeID int64) (answer any, title string, first []int64, err error) {
	a, err := s.multiAnswerOf(r, MultiRequest{Type: "featured", StoreID: core.FlexInt(storeID), SearchAttributes: core.CardAttributes})
	if err != nil || len(a.Placements) == 0 {
		return a, "", nil, err
	}
	var row struct {
		Title    string `json:"title"`
		Products []struct {
			ObjectID core.FlexInt `json:"object_id"`
		} `json:"products"`
	}
	if err := json.Unmarshal(a.Placements[0], &row); err != nil {
		return nil, "", nil, err
	}
	for _, p := range row.Products {
		first = append(first, int64(p.ObjectID))
	}
	return a, row.Title, first, nil
}

// multiAnswerOf is the answer of a checked /v2/multi request.
func (s *Server) multiAnswerOf(r *http.Request, req MultiRequest) (multiAnswer, error) {
	var placements []SmartRequest
	switch req.Type {
	case "custom":
		if len(req.Placements) == 0 || len(req.Placements) > 20 {
			return multiAnswer{}, problem.New(problem.Malformed, "Invalid custom placement: a custom request lists 1 to 20 placements.")
		}
		placements = req.Placements
	case "featured":
		if req.StoreID <= 0 {
			return multiAnswer{}, core.BadField("store_id", "is required.")
		}
		// the store's settings come with its signals, read at most every 30 s
		ix, err := s.Menus.Index(r.Context(), int64(req.StoreID))
		if err != nil {
			return multiAnswer{}, err
		}
		shared, err := s.signals.get(r.Context(), int64(req.StoreID), ix)
		if err != nil {
			return multiAnswer{}, err
		}
		placements = featuredRows(req, shared.settings)
	default:
		return multiAnswer{}, problem.New(problem.Malformed, "Invalid multi type %q: use custom or featured.", req.Type)
	}
	// The attributes the rows count are read from the products once for
	// all the rows of a store, not once per row (attrfacets.go).
	var attrNames []string
	for _, p := range placements {
		if _, _, attrs, err := splitFacets(p.SearchFacets); err == nil {
			attrNames = append(attrNames, attrs...)
		}
	}
	read := map[int64]bool{}
	out := make([]json.RawMessage, 0, len(placements))
	for i, p := range placements {
		if p.Placement == "" {
			return multiAnswer{}, problem.New(problem.Malformed, "Invalid smart placement: placements[%d] has no placement.", i)
		}
		if p.StoreID == 0 {
			p.StoreID = req.StoreID
		}
		if p.SearchAttributes == nil {
			p.SearchAttributes = req.SearchAttributes
		}
		rowFilter := p.SearchFilter
		storeFilter := fmt.Sprintf("store_id = %d", int64(p.StoreID))
		if p.SearchFilter == "" {
			p.SearchFilter = storeFilter
		} else if !filterStore.MatchString(p.SearchFilter) {
			p.SearchFilter = storeFilter + " AND (" + p.SearchFilter + ")"
		}
		storeID, filter, err := storeAndFilter(int64(p.StoreID), p.SearchFilter)
		if err != nil {
			return multiAnswer{}, err
		}
		size := DefaultPageSize
		if p.PageSize != nil {
			size = min(max(int(*p.PageSize), 0), MaxPageSize)
		}
		ix, err := s.Menus.Index(r.Context(), storeID)
		if err != nil {
			return multiAnswer{}, err
		}
		if len(attrNames) > 0 && !read[storeID] {
			if _, _, err := countViewAttributes(ix, nil, attrNames); err != nil {
				return multiAnswer{}, err
			}
			read[storeID] = true
		}
		page, _, err := s.placementPage(r, ix, storeID, filter, p, 0, size)
		if err != nil {
			return multiAnswer{}, err
		}
		if req.Type == "featured" && bytes.Contains(page, []byte(`],"nb_hits":0,`)) {
			continue // an empty row is not shown
		}
		// page may be a kept answer shared with other requests: copy, never append to it.
		page = append(make([]byte, 0, len(page)+256), bytes.TrimSuffix(bytes.TrimSuffix(page, []byte("\n")), []byte("}"))...)
		if p.Title != "" {
			title, _ := core.MarshalCompact(p.Title)
			page = append(append(page, `,"title":`...), title...)
		}
		if req.Type == "featured" {
			// the row's own filter, for the client's "View all" link
			quoted, _ := core.MarshalCompact(rowFilter)
			page = append(append(page, `,"search_filter":`...), quoted...)
		}
		out = append(out, append(page, '}'))
	}
	return multiAnswer{Placements: out}, nil
}
