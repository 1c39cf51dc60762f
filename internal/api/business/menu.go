package business

import (
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// menuPerPage is how many menu products a page of the console's menu
// holds.
const menuPerPage = 50

// maxMenuSearch is the longest search of the menu, in characters.
const maxMenuSearch = 100

// The query of the console's menu (GET /stores/{storeId}/menu).
var menuQuery = []core.QueryParam{
	core.InQuery("q", "Search: part of the product's or its brand's name."),
	core.InQuery("kind", "Only products of this kind: flower, pre-roll, vape, extract, edible, tincture, topical, gear, merch or grow."),
	core.InQuery("visible", "true: only what shoppers see; false: only what is hidden."),
	core.PageQuery,
}

// menuFilterOf reads the console menu's query.
func menuFilterOf(r *http.Request) (catalogstore.MenuFilter, int, error) {
	q := r.URL.Query()
	f := catalogstore.MenuFilter{Search: strings.ToLower(strings.TrimSpace(q.Get("q"))), Kind: catalog.Kind(q.Get("kind"))}
	if utf8.RuneCountInString(f.Search) > maxMenuSearch {
		return f, 0, problem.Invalidf("q", "Please search with at most 100 characters.")
	}
	if f.Kind != "" && !f.Kind.Valid() {
		kinds := make([]string, len(catalog.Kinds))
		for i, k := range catalog.Kinds {
			kinds[i] = string(k)
		}
		return f, 0, problem.Invalidf("kind", "The kind must be one of "+strings.Join(kinds, ", ")+".")
	}
	switch raw := q.Get("visible"); raw {
	case "":
	case "true", "false":
		v := raw == "true"
		f.Visible = &v
	default:
		return f, 0, problem.Invalidf("visible", "visible must be true or false.")
	}
	page, err := core.PageParam(q)
	if err != nil {
		return f, 0, err
	}
	f.Limit, f.Offset = menuPerPage, (page-1)*menuPerPage
	return f, page, nil
}

// menu lists a page of the store's menu products that the filters pick,
// by product name, hidden ones too: GET
// /stores/{storeId}/menu?q=&kind=&visible=&page=.
func (s *Server) menu(w http.ResponseWriter, r *http.Request) error {
	f, page, err := menuFilterOf(r)
	if err != nil {
		return err
	}
	items, total, err := s.Catalog.StoreMenu(r.Context(), callerOf(r).store, f)
	if err != nil {
		return err
	}
	out := StoreMenuPage{MenuProducts: make([]StoreMenuProduct, len(items)), Total: total, Page: page, PerPage: menuPerPage}
	for i, it := range items {
		out.MenuProducts[i] = storeMenuProductOf(it)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// menuProductID is the menu product of the request's path
// ({menuProductId}); one that is not a positive number names none.
func menuProductID(r *http.Request) (int64, error) {
	raw := r.PathValue("menuProductId")
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		return 0, problem.New(problem.NotFound, "There is no menu product %q at this store.", raw)
	}
	return id, nil
}

// answerMenuProduct answers a menu product as it is now.
func answerMenuProduct(w http.ResponseWriter, it catalogstore.StoreMenuItem) error {
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, StoreMenuProductAnswer{MenuProduct: storeMenuProductOf(it)})
	return nil
}

// menuProduct answers one of the store's menu products; another store's
// is not found: GET /stores/{storeId}/menu/{menuProductId}.
func (s *Server) menuProduct(w http.ResponseWriter, r *http.Request) error {
	id, err := menuProductID(r)
	if err != nil {
		return err
	}
	it, err := s.Catalog.StoreMenuItem(r.Context(), callerOf(r).store, id)
	if err != nil {
		return err
	}
	return answerMenuProduct(w, it)
}

// editMenuProduct changes one of the store's menu products: its
// visibility, notes, cart cap and weights (prices, and counts with the
// count seen), checked as the catalogue checks a menu item, and only while
// it still has the version the editor read (409 otherwise). The shoppers'
// menus show it within a second, and the audit log keeps it
// (menu_product.update): PUT /stores/{storeId}/menu/{menuProductId}.
func (s *Server) editMenuProduct(w http.ResponseWriter, r *http.Request) error {
	id, err := menuProductID(r)
	if err != nil {
		return err
	}
	req, err := core.Decode[MenuProductEdit](r)
	if err != nil {
		return err
	}
	if req.Version <= 0 {
		return problem.Invalidf("version", "Please send the version of the product you opened.")
	}
	edit := catalog.MenuEdit{Visible: req.Visible, MaxCartQuantity: req.MaxCartQuantity}
	if req.StoreNotes != nil {
		notes := strings.TrimSpace(*req.StoreNotes)
		edit.StoreNotes = &notes
	}
	if req.Weights != nil {
		edit.Weights = make([]catalog.WeightEdit, len(req.Weights))
		for i, we := range req.Weights {
			edit.Weights[i] = catalog.WeightEdit{PriceID: we.PriceID, Price: we.Price, Stock: we.Stock, StockWas: we.StockWas}
		}
	}
	c := callerOf(r)
	it, err := s.Catalog.EditMenuItem(r.Context(), catalogstore.MenuItemEdit{StoreID: c.store, ID: id, Version: req.Version,
		Edit: edit, Audit: *audited(r, "menu_product.update")})
	if err != nil {
		return err
	}
	s.logMenuChange(r, it, "menu_product.update")
	return answerMenuProduct(w, it)
}

// countStock sets one weight's count on hand from the counter: 0 marks it
// out of stock, any other count sends the count seen (409 when it is no
// longer that). The product's version is kept, the shoppers' menus show
// it within a second, and the audit log keeps it (menu_product.stock):
// POST /stores/{storeId}/menu/{menuProductId}/stock.
func (s *Server) countStock(w http.ResponseWriter, r *http.Request) error {
	id, err := menuProductID(r)
	if err != nil {
		return err
	}
	req, err := core.Decode[StockCount](r)
	if err != nil {
		return err
	}
	if req.Stock == nil {
		return problem.Invalidf("stock", "Please give the count on hand: 0 marks it out of stock.")
	}
	c := callerOf(r)
	it, err := s.Catalog.CountStock(r.Context(), catalogstore.StockCount{StoreID: c.store, ID: id, PriceID: req.PriceID,
		To: *req.Stock, Was: req.StockWas, Audit: *audited(r, "menu_product.stock")})
	if err != nil {
		return err
	}
	s.logMenuChange(r, it, "menu_product.stock")
	return answerMenuProduct(w, it)
}

// logMenuChange logs a change of the store's menu made in the console.
func (s *Server) logMenuChange(r *http.Request, it catalogstore.StoreMenuItem, action string) {
	c := callerOf(r)
	s.Log.InfoContext(r.Context(), "menu changed in the store console", "menu_product_id", it.ID, "store_id", c.store,
		"version", it.Version, "action", action, "staff_id", c.actor.StaffID, "token_id", c.actor.TokenID,
		"request_id", core.RequestID(r.Context()))
}

// catalogueQuery is the query of the catalogue's products the menu does
// not carry (GET /stores/{storeId}/catalogue).
var catalogueQuery = []core.QueryParam{menuQuery[0], menuQuery[1], core.PageQuery}

// catalogue lists a page of the shared catalogue's products that the
// store's menu does not carry, by name, with the weights each may be sold
// in: GET /stores/{storeId}/catalogue?q=&kind=&page=.
func (s *Server) catalogue(w http.ResponseWriter, r *http.Request) error {
	f, page, err := menuFilterOf(r)
	if err != nil {
		return err
	}
	f.Visible = nil
	ps, total, err := s.Catalog.CatalogueNotOnMenu(r.Context(), callerOf(r).store, f)
	if err != nil {
		return err
	}
	out := CataloguePage{Products: make([]CatalogueOffer, len(ps)), Total: total, Page: page, PerPage: menuPerPage}
	for i, p := range ps {
		o := CatalogueOffer{ProductID: p.ID, ProductName: p.Name, Brand: p.Brand, Kind: string(p.Kind), Weights: []WeightChoice{}}
		for _, w := range p.Kind.AllowedWeights() {
			o.Weights = append(o.Weights, WeightChoice{PriceID: w, WeightLabel: w.Label()})
		}
		out.Products[i] = o
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// addMenuProduct puts a product of the catalogue on the store's menu, in
// the weights, prices and counts it is sent with, checked as the
// catalogue checks a menu item: 201 with the new menu product, 409 when
// the menu carries it already. The shoppers' menus show it within a
// second, and the audit log keeps it (menu_product.create): POST
// /stores/{storeId}/menu.
func (s *Server) addMenuProduct(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[MenuProductNew](r)
	if err != nil {
		return err
	}
	if req.ProductID <= 0 {
		return problem.Invalidf("product_id", "Please choose a product of the catalogue.")
	}
	edit := catalog.MenuEdit{Visible: req.Visible, MaxCartQuantity: req.MaxCartQuantity, Weights: make([]catalog.WeightEdit, len(req.Weights))}
	if req.StoreNotes != nil {
		notes := strings.TrimSpace(*req.StoreNotes)
		edit.StoreNotes = &notes
	}
	for i, nw := range req.Weights {
		edit.Weights[i] = catalog.WeightEdit{PriceID: nw.PriceID, Price: nw.Price, Stock: nw.Stock}
	}
	c := callerOf(r)
	it, err := s.Catalog.AddMenuItem(r.Context(), catalogstore.MenuItemAdd{StoreID: c.store, ProductID: req.ProductID, Edit: edit,
		Audit: *audited(r, "menu_product.create")})
	if err != nil {
		return err
	}
	s.logMenuChange(r, it, "menu_product.create")
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusCreated, StoreMenuProductAnswer{MenuProduct: storeMenuProductOf(it)})
	return nil
}
