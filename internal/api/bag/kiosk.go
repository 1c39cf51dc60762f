package bag

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/problem"
)

// kioskHeader carries a bound kiosk's device token
// (docs/adr/0012-kiosk-device-binding.md).
const kioskHeader = "X-Pistil-Kiosk"

// BindKioskRequest is POST /kiosk/devices.
type BindKioskRequest struct {
	StoreID core.FlexInt `json:"store_id" jsonschema:"required"`
	// PIN is the store's kiosk PIN, as staff type it.
	PIN string `json:"pin" jsonschema:"required"`
}

// KioskBinding answers a device bound to a store.
type KioskBinding struct {
	// DeviceToken is sent as X-Pistil-Kiosk from then on; it is shown this
	// once.
	DeviceToken string `json:"device_token"`
	StoreID     int64  `json:"store_id"`
}

// KioskStore answers the store a kiosk device is bound to.
type KioskStore struct {
	StoreID int64 `json:"store_id"`
}

// bindKiosk binds the device asking to a store when the PIN is the
// store's kiosk PIN (POST /kiosk/devices {store_id, pin}): 201 with the
// device token, shown this once; 401 for a wrong PIN; 429 (Retry-After)
// while the store's wrong PINs must wait.
func (s *Server) bindKiosk(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[BindKioskRequest](r)
	if err != nil {
		return err
	}
	req.PIN = strings.TrimSpace(req.PIN)
	var v problem.Validations
	if req.StoreID <= 0 {
		v.Add("store_id", "Please fill out this field.")
	}
	if req.PIN == "" {
		v.Add("pin", "Please enter the store's kiosk PIN.")
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	// PIN attempts are counted per client network: an IPv4 /24 or an IPv6
	// /48, the blocks one party holds, so that rotating addresses within
	// them buys no more guesses, while nobody elsewhere can lock the
	// store's own kiosks out.
	token, err := s.Accounts.BindKiosk(r.Context(), int64(req.StoreID), core.ClientBlock(r, 24, 48).String(), req.PIN)
	var p *problem.Error
	if errors.As(err, &p) {
		if secs := p.Details.RetryAfter; secs > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(secs))
		}
		if p.Kind == problem.Unauthorized {
			s.Log.WarnContext(r.Context(), "kiosk pin refused", "store_id", int64(req.StoreID), "request_id", core.RequestID(r.Context()))
		}
		return p
	}
	if err != nil {
		return err
	}
	s.Log.InfoContext(r.Context(), "kiosk bound", "store_id", int64(req.StoreID), "request_id", core.RequestID(r.Context()))
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusCreated, KioskBinding{DeviceToken: token, StoreID: int64(req.StoreID)})
	return nil
}

// currentKiosk answers the store the device token of the request is bound
// to (GET /kiosk/devices/current), or 403 when it is not (any more).
func (s *Server) currentKiosk(w http.ResponseWriter, r *http.Request) error {
	storeID, err := s.KioskStore(r)
	if err != nil {
		return err
	}
	if storeID == 0 {
		return problem.New(problem.Forbidden, checkout.MsgKioskNotBound)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, KioskStore{StoreID: storeID})
	return nil
}

// KioskStore is the store the request's kiosk device token is bound to, 0
// without a token; a token that is not (or no longer) bound is
// problem.Forbidden.
func (s *Server) KioskStore(r *http.Request) (int64, error) {
	token := strings.TrimSpace(r.Header.Get(kioskHeader))
	if token == "" {
		return 0, nil
	}
	return s.Accounts.KioskDeviceStore(r.Context(), token)
}

// requireKiosk refuses a kiosk cart (app_mode kiosk) unless the request
// comes from a kiosk bound to the cart's store: problem.Forbidden.
func (s *Server) requireKiosk(r *http.Request, appMode string, storeID int64) error {
	if appMode != "kiosk" {
		return nil
	}
	bound, err := s.KioskStore(r)
	if err != nil {
		return err
	}
	if bound != storeID {
		return problem.New(problem.Forbidden, checkout.MsgKioskNotBound)
	}
	return nil
}
