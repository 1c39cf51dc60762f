package business

import (
	"net/http"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/notify"
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

// previewNumber is the sample reservation's number in a preview.
const previewNumber = 1042

// previewMessage shows one kind of message to a shopper, e-mail and text,
// for a sample reservation with the look being edited (or the saved one):
// POST /stores/{storeId}/messages/preview. It writes and sends nothing.
func (s *Server) previewMessage(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[MessagePreviewRequest](r)
	if err != nil {
		return err
	}
	if !slices.Contains(notify.ReservationKinds, req.Kind) {
		return problem.Invalidf("kind", "Please choose one of "+strings.Join(notify.ReservationKinds, ", ")+".")
	}
	mode := req.Mode
	switch {
	case mode == "" && strings.HasPrefix(req.Kind, "delivery_"):
		mode = "delivery"
	case mode == "":
		mode = "pickup"
	case !slices.Contains([]string{"pickup", "delivery", "curbside", "kiosk"}, mode):
		return problem.Invalidf("mode", "Please choose pickup, delivery, curbside or kiosk.")
	}
	set, err := s.Catalog.StoreSettings(r.Context(), callerOf(r).store)
	if err != nil {
		return err
	}
	look := set.Settings.MessageLook
	if req.Look != nil {
		if err := catalog.CheckMessageLook("look", *req.Look); err != nil {
			return err
		}
		look = *req.Look
	}
	msgs := notify.ReservationMessages(notify.ReservationUpdate{ID: previewNumber, StoreName: set.Name, Status: req.Kind,
		Mode: mode, Link: s.PublicURL + "/reservation_receipt/example", Email: "shopper@example.com", Phone: "+14155550100",
		SMS: true, Look: look})
	mail, text := msgs[0], msgs[1]
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, MessagePreviewAnswer{Preview: MessagePreview{Kind: req.Kind, Subject: mail.Subject,
		Text: mail.Body, HTML: mail.HTML, SMS: text.Body, SMSSent: s.SMS}})
	return nil
}
