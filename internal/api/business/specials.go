package business

import (
	"net/http"
	"strconv"

	"github.com/pistil/pistil/internal/api/core"
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
