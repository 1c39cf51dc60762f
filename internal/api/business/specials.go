package business

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// specials lists the store's own specials, with their versions, and the
// brand specials running there, read-only: GET /stores/{storeId}/specials.
func (s *Server) specials(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Catalog.StoreSpecialList(r.Context(), callerOf(r).store)
	if err != nil {
		return err
	}
	now := s.DB.Now()
	out := ConsoleSpecialList{Specials: make([]ConsoleSpecial, len(list))}
	for i, sp := range list {
		out.Specials[i] = consoleSpecialOf(sp, now)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// specialID is the special of the request's path ({specialId}); one that
// is not a positive number names none.
func specialID(r *http.Request) (int64, error) {
	raw := r.PathValue("specialId")
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		return 0, problem.New(problem.NotFound, "There is no special %q at this store.", raw)
	}
	return id, nil
}

// answerSpecial answers a special as it is now, with status.
func (s *Server) answerSpecial(w http.ResponseWriter, status int, sp catalogstore.StoreSpecial) error {
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, status, ConsoleSpecialAnswer{Special: consoleSpecialOf(sp, s.DB.Now())})
	return nil
}

// createSpecial makes a special of the store's, checked as the catalogue
// checks a special (and a store may own no brand type and no cash back),
// with an id the database gives it. Shoppers' menus and bags have it
// within a second, and the audit log keeps it (special.create): POST
// /stores/{storeId}/specials.
func (s *Server) createSpecial(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[SpecialFields](r)
	if err != nil {
		return err
	}
	sp, err := s.Catalog.CreateSpecial(r.Context(), callerOf(r).store, req.special(), *audited(r, "special.create"))
	if err != nil {
		return err
	}
	s.logSpecialChange(r, sp, "special.create")
	return s.answerSpecial(w, http.StatusCreated, sp)
}

// editSpecial writes a special of the store's over what it was, only
// while it still has the version the editor read (409 otherwise). A brand
// special is refused (403): the store sees it, but only the catalogue
// import changes it. Another store's is not found. Shoppers' menus and
// bags have the change within a second, and the audit log keeps it
// (special.update): PUT /stores/{storeId}/specials/{specialId}.
func (s *Server) editSpecial(w http.ResponseWriter, r *http.Request) error {
	id, err := specialID(r)
	if err != nil {
		return err
	}
	req, err := core.Decode[SpecialChange](r)
	if err != nil {
		return err
	}
	if req.Version <= 0 {
		return problem.Invalidf("version", "Please send the version of the special you opened.")
	}
	sp, err := s.Catalog.EditSpecial(r.Context(), catalogstore.SpecialEdit{StoreID: callerOf(r).store, ID: id,
		Version: req.Version, Special: req.special(), Audit: *audited(r, "special.update")})
	if err != nil {
		return err
	}
	s.logSpecialChange(r, sp, "special.update")
	return s.answerSpecial(w, http.StatusOK, sp)
}

// endSpecial ends a special of the store's now, at the database's clock
// (409 for a stale version, or one that has ended already; 403 for a
// brand special), and the audit log keeps it (special.end): POST
// /stores/{storeId}/specials/{specialId}/end.
func (s *Server) endSpecial(w http.ResponseWriter, r *http.Request) error {
	id, err := specialID(r)
	if err != nil {
		return err
	}
	req, err := core.Decode[SpecialEnd](r)
	if err != nil {
		return err
	}
	if req.Version <= 0 {
		return problem.Invalidf("version", "Please send the version of the special you opened.")
	}
	sp, err := s.Catalog.EndSpecial(r.Context(), callerOf(r).store, id, req.Version, *audited(r, "special.end"))
	if err != nil {
		return err
	}
	s.logSpecialChange(r, sp, "special.end")
	return s.answerSpecial(w, http.StatusOK, sp)
}

// logSpecialChange logs a change of the store's specials made in the
// console.
func (s *Server) logSpecialChange(r *http.Request, sp catalogstore.StoreSpecial, action string) {
	c := callerOf(r)
	s.Log.InfoContext(r.Context(), "special changed in the store console", "special_id", sp.Special.ID, "store_id", c.store,
		"version", sp.Version, "action", action, "staff_id", c.actor.StaffID, "token_id", c.actor.TokenID,
		"request_id", core.RequestID(r.Context()))
}

// The most lines, and units of one line, a sample bag may hold.
const (
	maxPreviewLines = 50
	maxPreviewCount = 100
)

// previewModes are the reservation modes a sample bag may be priced for.
var previewModes = []string{"pickup", "curbside", "delivery", "kiosk"}

// previewSpecial prices a sample bag with a draft special in place of the
// store's saved one (or beside the others, for a new one), through the
// engine that prices every bag and checkout (cart.Price, at the
// database's clock), over the store's menu as shoppers see it now
// (Menus.Index). It writes nothing, so it needs only specials.read: it
// shows no more than the menu and specials the reader already sees:
// POST /stores/{storeId}/specials/preview.
func (s *Server) previewSpecial(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[SpecialPreviewRequest](r)
	if err != nil {
		return err
	}
	store := callerOf(r).store
	var v problem.Validations
	switch {
	case len(req.Lines) == 0:
		v.Add("lines", "Please give at least one line of the sample bag.")
	case len(req.Lines) > maxPreviewLines:
		v.Add("lines", fmt.Sprintf("A sample bag holds at most %d lines.", maxPreviewLines))
	}
	if req.ReservationMode == "" {
		req.ReservationMode = "pickup"
	}
	if !slices.Contains(previewModes, req.ReservationMode) {
		v.Add("reservation_mode", "The reservation mode must be one of "+strings.Join(previewModes, ", ")+".")
	}
	if req.AppMode == "" {
		req.AppMode = "default"
	}
	view, err := s.Menus.Index(r.Context(), store)
	if err != nil {
		return err
	}
	onMenu := map[int64]*catalog.MenuProduct{}
	for _, m := range view.All() {
		onMenu[m.Product.ID] = m
	}
	c := cart.Cart{ReservationMode: req.ReservationMode, AppMode: req.AppMode, Gold: req.Gold, Groups: req.Groups,
		Segments: req.Segments}
	if req.PromoCode != "" {
		c.PromoCode = &req.PromoCode
	}
	for i, l := range req.Lines {
		p := fmt.Sprintf("lines[%d]", i)
		m := onMenu[l.ProductID]
		switch {
		case m == nil:
			v.Add(p+".product_id", fmt.Sprintf("Product %d is not on the store's menu.", l.ProductID))
		case !m.Sellable(l.PriceID):
			v.Add(p+".price_id", fmt.Sprintf("%s is not sold in %q.", m.Product.Name, l.PriceID))
		}
		if l.Count < 1 || l.Count > maxPreviewCount {
			v.Add(p+".count", fmt.Sprintf("The count must be between 1 and %d.", maxPreviewCount))
		}
		c.Lines = append(c.Lines, cart.Line{ProductID: l.ProductID, PriceID: l.PriceID, Count: l.Count, Menu: m})
	}

	// The draft, in place of its saved special or beside the others.
	list, err := s.DB.StoreSpecials(r.Context(), store)
	if err != nil {
		return err
	}
	draft := req.Special.special()
	draft.StoreID = store
	if req.SpecialID != 0 {
		saved, err := s.Catalog.StoreSpecial(r.Context(), store, req.SpecialID)
		if err != nil {
			return err
		}
		if saved.ReadOnly {
			return problem.New(problem.Forbidden, "%s", catalog.MsgBrandSpecialReadOnly)
		}
		draft.ID, draft.ProductBrandID = saved.Special.ID, saved.Special.ProductBrandID
	} else {
		// A new special has no id yet: it gets one no other has, which
		// the answer does not show.
		for _, sp := range list {
			draft.ID = max(draft.ID, sp.ID)
		}
		draft.ID++
	}
	if err := catalog.CheckStoreSpecial(&draft); err != nil {
		var pe *problem.Error
		if !errors.As(err, &pe) {
			return err
		}
		for field, messages := range pe.Fields {
			for _, m := range messages {
				v.Add(strings.TrimSuffix("special."+field, "."), m)
			}
		}
	}
	if err := v.Err("The sample bag cannot be priced as it is: see the fields."); err != nil {
		return err
	}
	list = slices.DeleteFunc(list, func(sp catalog.Special) bool { return sp.ID == draft.ID })
	c.Specials = append(list, draft)
	if draft.SpecialType == "group" {
		c.GroupSpecialID = draft.ID
	}
	c.Store = catalog.StoreSummary{Store: *view.Pricing.Store}

	t := cart.Price(c, s.DB.Now())
	shown := func(id int64) int64 {
		if id == draft.ID && req.SpecialID == 0 {
			return 0
		}
		return id
	}
	out := SpecialPreview{Lines: make([]PreviewLine, len(t.Lines)), Specials: []PreviewSpecial{}, Totals: businessTotalsOf(t)}
	for i, l := range t.Lines {
		out.Lines[i] = PreviewLine{ProductID: l.ProductID, ProductName: l.Menu.Product.Name, PriceID: l.PriceID, Count: l.Count,
			UnitPrice: l.UnitPrice, Discount: l.Discount, Total: l.Total}
		if l.SpecialID != 0 {
			id := shown(l.SpecialID)
			out.Lines[i].SpecialID = &id
		}
	}
	for _, a := range t.Applied {
		isDraft := a.SpecialID == draft.ID
		out.DraftApplied = out.DraftApplied || isDraft
		out.Specials = append(out.Specials, PreviewSpecial{SpecialID: shown(a.SpecialID), Title: a.Title, SpecialType: a.SpecialType,
			Category: a.Category, Amount: a.Amount, Draft: isDraft})
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}
