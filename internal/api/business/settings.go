package business

import (
	"net/http"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// storeSettings answers the store's settings and their version: GET
// /stores/{storeId}/settings.
func (s *Server) storeSettings(w http.ResponseWriter, r *http.Request) error {
	set, err := s.Catalog.StoreSettings(r.Context(), callerOf(r).store)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, storeSettingsOf(set))
	return nil
}

// editStoreSettings writes the store's settings over what they were,
// checked by the catalogue's rules (422 with a path per field), only while
// they still have the version the editor read (409 otherwise). Shoppers
// see them within a second, and the audit log keeps them with before and
// after (store_settings.update): PUT /stores/{storeId}/settings.
func (s *Server) editStoreSettings(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[StoreSettingsChange](r)
	if err != nil {
		return err
	}
	if req.Version <= 0 {
		return problem.Invalidf("version", "Please send the version of the settings you opened.")
	}
	c := callerOf(r)
	set, err := s.Catalog.EditStoreSettings(r.Context(), catalogstore.SettingsEdit{StoreID: c.store, Version: req.Version,
		Settings: req.Settings, Audit: *audited(r, "store_settings.update")})
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "store settings changed in the store console", "store_id", c.store, "version", set.Version,
		"staff_id", c.actor.StaffID, "request_id", core.RequestID(r.Context()))
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, storeSettingsOf(set))
	return nil
}
