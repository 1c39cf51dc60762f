package core

import (
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/problem"
)

// Bearer is the token of an Authorization header, "" without one.
func Bearer(r *http.Request) string {
	h := strings.TrimSpace(r.Header.Get("Authorization"))
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return h
}

// SignedIn answers the customer whose token the request carries, nil for
// a request without one; a token that is not a live session is
// problem.Unauthorized (the client's invalid-token handling).
func (s *Server) SignedIn(r *http.Request) (*accounts.Customer, accounts.Claims, error) {
	token := Bearer(r)
	if token == "" {
		return nil, accounts.Claims{}, nil
	}
	c, claims, err := s.Accounts.Authenticate(r.Context(), token)
	if err != nil {
		return nil, claims, err
	}
	return &c, claims, nil
}

// MustSignIn answers the signed-in customer, or problem.Unauthorized with
// msg for a request without a token (and the session message for a bad one).
func (s *Server) MustSignIn(r *http.Request, msg string) (*accounts.Customer, error) {
	c, _, err := s.SignedIn(r)
	if err == nil && c == nil {
		err = problem.New(problem.Unauthorized, "%s", msg)
	}
	return c, err
}

// OptionalCustomer is the signed-in customer, or nil for a guest. Calls
// open to guests treat a token that is no longer good as no token.
func (s *Server) OptionalCustomer(r *http.Request) *accounts.Customer {
	c, _, err := s.SignedIn(r)
	if err != nil {
		return nil
	}
	return c
}

// OwnCart loads a cart for this request, refusing another customer's
// (see CheckOwner).
func (s *Server) OwnCart(r *http.Request, cartUUID string) (cart.Cart, error) {
	c, err := s.DB.Cart(r.Context(), cartUUID)
	if err != nil {
		return c, err
	}
	if err := s.refuseOthers(r, c.CustomerID); err != nil {
		return cart.Cart{}, err
	}
	return c, nil
}

// CheckOwner refuses a call on a cart that belongs to another signed-in
// customer (problem.Forbidden). A cart's uuid is its secret, so a request
// without a token may use it.
func (s *Server) CheckOwner(r *http.Request, cartUUID string) error {
	owner, err := s.DB.CartOwner(r.Context(), cartUUID)
	if err != nil {
		return err
	}
	return s.refuseOthers(r, owner)
}

func (s *Server) refuseOthers(r *http.Request, owner int64) error {
	if owner == 0 {
		return nil
	}
	if me := s.OptionalCustomer(r); me != nil && me.ID != owner {
		return problem.New(problem.Forbidden, cart.MsgNotYourBag)
	}
	return nil
}
