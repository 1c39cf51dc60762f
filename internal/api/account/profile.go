package account

import (
	"github.com/pistil/pistil/internal/phone"
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/problem"
)

// ProfileRequest is PUT /users: the fields to change, each left out to
// keep it.
type ProfileRequest struct {
	User struct {
		FirstName        *string `json:"first_name"`
		LastName         *string `json:"last_name"`
		Nickname         *string `json:"nickname"`
		Phone            *string `json:"phone"`
		BirthDate        *string `json:"birth_date"`
		PromotionsOptOut *bool   `json:"promotions_opt_out"`
		// Gold joins (true) or leaves (false) the gold membership.
		Gold *bool `json:"gold"`
	} `json:"user"`
	// PromotionsOptOut may also come beside the user (spec section 7).
	PromotionsOptOut *bool `json:"promotions_opt_out"`
}

// updateProfile changes the signed-in customer's own profile: PUT /users.
// It answers the customer and empty validations; bad fields are 422 with
// the spec's form messages.
func (s *Server) updateProfile(w http.ResponseWriter, r *http.Request) error {
	c, err := s.MustSignIn(r, "Please log in.")
	if err != nil {
		return err
	}
	req, err := core.Decode[ProfileRequest](r)
	if err != nil {
		return err
	}
	u := req.User
	update := accounts.CustomerUpdate{PromotionsOptOut: u.PromotionsOptOut, Gold: u.Gold}
	if update.PromotionsOptOut == nil {
		update.PromotionsOptOut = req.PromotionsOptOut
	}
	var v problem.Validations
	for field, val := range map[string]**string{"first_name": &u.FirstName, "last_name": &u.LastName, "nickname": &u.Nickname} {
		if *val == nil {
			continue
		}
		trimmed := strings.TrimSpace(**val)
		if len([]rune(trimmed)) > 100 {
			v.Add(field, "Please use no more than 100 characters.")
		}
		*val = &trimmed
	}
	update.FirstName, update.LastName, update.Nickname = u.FirstName, u.LastName, u.Nickname
	if u.Phone != nil {
		number := strings.ReplaceAll(strings.TrimSpace(*u.Phone), "-", "")
		if number != "" {
			digits, ok := phone.USDigits(number)
			if !ok {
				v.Add("phone", "Please enter a valid US phone number.")
			}
			number = digits
		}
		update.Phone = &number
	}
	if u.BirthDate != nil {
		birth := strings.TrimSpace(*u.BirthDate)
		if birth != "" {
			if msg := checkout.BirthDateProblem(birth, s.DB.Now().UTC(), 0); msg != "" {
				v.Add("birth_date", msg)
			}
		}
		update.BirthDate = &birth
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	updated, err := s.Accounts.UpdateCustomer(r.Context(), c.ID, update)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, ProfileAnswer{User: customerOf(&updated), Validations: map[string][]string{}})
	return nil
}
