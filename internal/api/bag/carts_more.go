package bag

import (
	"net/http"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
)

// NewCartRequest makes an empty cart at a store.
type NewCartRequest struct {
	StoreID         core.FlexInt `json:"store_id"`
	AppMode         string       `json:"app_mode"`
	DeviceID        string       `json:"j_device_id"`
	ReservationMode string       `json:"reservation_mode"`
	attributionInput
}

// createCart makes an empty pending cart at a store (POST /carts), the
// signed-in customer's or a guest's.
func (s *Server) createCart(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[NewCartRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	message := "Please check the tags, user_agent and app_mode_name."
	if req.StoreID <= 0 {
		v.Add("store_id", "Please fill out this field.")
		message = "Please say which store the bag is for."
	}
	attribution := req.attributionInput.check(&v)
	if err := v.Err(message); err != nil {
		return err
	}
	if err := s.requireKiosk(r, req.AppMode, int64(req.StoreID)); err != nil {
		return err
	}
	var customerID int64
	if me := s.OptionalCustomer(r); me != nil {
		customerID = me.ID
	}
	c, err := s.DB.CreateCart(r.Context(), storage.NewCart{StoreID: int64(req.StoreID), CustomerID: customerID,
		DeviceID: req.DeviceID, AppMode: req.AppMode, ReservationMode: req.ReservationMode, Attribution: attribution})
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusCreated, NewCartAnswer{CartUUID: c.UUID, Cart: s.cartOf(&c)})
	return nil
}

// cartUUIDParam reads the cart's uuid from the query (?uuid= or ?cart_uuid=).
func cartUUIDParam(r *http.Request) (string, error) {
	q := r.URL.Query()
	id := q.Get("uuid")
	if id == "" {
		id = q.Get("cart_uuid")
	}
	if id == "" {
		return "", core.BadField("uuid", "is required.")
	}
	return id, nil
}

// deleteCart removes a pending cart (DELETE /carts?uuid=): the replace-cart
// flow drops the old bag before adding to one at another store.
func (s *Server) deleteCart(w http.ResponseWriter, r *http.Request) error {
	id, err := cartUUIDParam(r)
	if err != nil {
		return err
	}
	if err := s.CheckOwner(r, id); err != nil {
		return err
	}
	if err := s.DB.DeleteCart(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// cartForUser answers the signed-in customer's pending cart (GET
// /carts/get_for_user?uuid=&app_mode=&store_id=), or null; see
// storage.CartForUser.
func (s *Server) cartForUser(w http.ResponseWriter, r *http.Request) error {
	me, err := s.MustSignIn(r, "Please log in to see your bag.")
	if err != nil {
		return err
	}
	q := r.URL.Query()
	var storeID int64
	if raw := q.Get("store_id"); raw != "" {
		if storeID, err = core.ParseID(raw, "store_id"); err != nil {
			return err
		}
	}
	c, ok, err := s.DB.CartForUser(r.Context(), me.ID, q.Get("uuid"), storeID, q.Get("app_mode"))
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	if !ok {
		core.Encode(w, http.StatusOK, UserCartAnswer{})
		return nil
	}
	core.Encode(w, http.StatusOK, CartAnswer{Cart: s.cartOf(&c)})
	return nil
}

// unavailableProductIDs answers which lines of a cart can no longer be
// bought as they stand (GET /carts/get_unavailable_product_ids?uuid=).
func (s *Server) unavailableProductIDs(w http.ResponseWriter, r *http.Request) error {
	id, err := cartUUIDParam(r)
	if err != nil {
		return err
	}
	c, err := s.OwnCart(r, id)
	if err != nil {
		return err
	}
	lines := core.NonNilSlice(cart.UnavailableLines(c.Lines))
	ids, seen := []int64{}, map[int64]bool{}
	for _, l := range lines {
		if !seen[l.ProductID] {
			seen[l.ProductID] = true
			ids = append(ids, l.ProductID)
		}
	}
	core.Encode(w, http.StatusOK, UnavailableAnswer{UnavailableProductIDs: ids, UnavailableProducts: lines})
	return nil
}

// RemoveUnavailableRequest names the cart to fix, in the body or the
// query string.
type RemoveUnavailableRequest struct {
	CartUUID string `json:"cart_uuid"`
}

// removeUnavailable deletes a cart's unavailable lines (DELETE
// /cart_products/unavailable {cart_uuid}) and answers the cart.
func (s *Server) removeUnavailable(w http.ResponseWriter, r *http.Request) error {
	req := RemoveUnavailableRequest{CartUUID: r.URL.Query().Get("cart_uuid")}
	if r.ContentLength > 0 {
		var err error
		if req, err = core.Decode[RemoveUnavailableRequest](r); err != nil {
			return err
		}
	}
	if req.CartUUID == "" {
		var v problem.Validations
		v.Add("cart_uuid", "Please fill out this field.")
		return v.Err("Please say which bag to fix.")
	}
	if err := s.CheckOwner(r, req.CartUUID); err != nil {
		return err
	}
	c, err := s.DB.RemoveUnavailable(r.Context(), req.CartUUID)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, CartAnswer{Cart: s.cartOf(&c)})
	return nil
}
