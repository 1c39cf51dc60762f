package account

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
)

// contactSubjects are what a message to the help team can be about, by the
// key the app sends (web/src/app/routes/ContactUs.tsx).
var contactSubjects = map[string]string{
	"reservation": "A reservation or order",
	"account":     "My account",
	"products":    "Products, prices or specials",
	"website":     "A problem with the website",
	"other":       "Something else",
}

const maxContactMessage = 2000

// ContactRequest is POST /contact: a message to the help team.
type ContactRequest struct {
	Subject string `json:"subject"`
	Message string `json:"message"`
}

// contact sends the signed-in customer's message to the help team
// (Deps.SupportEmail) through the outbox: POST /contact.
func (s *Server) contact(w http.ResponseWriter, r *http.Request) error {
	c, err := s.MustSignIn(r, "Please log in to contact us.")
	if err != nil {
		return err
	}
	req, err := core.Decode[ContactRequest](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	subject, ok := contactSubjects[req.Subject]
	if req.Subject == "" {
		v.Add("subject", accounts.MsgRequired)
	} else if !ok {
		v.Add("subject", "Please choose one of the subjects.")
	}
	text := strings.TrimSpace(req.Message)
	if text == "" {
		v.Add("message", accounts.MsgRequired)
	} else if len([]rune(text)) > maxContactMessage {
		v.Add("message", fmt.Sprintf("Please use no more than %d characters.", maxContactMessage))
	}
	if err := v.Err("Please check the form."); err != nil {
		return err
	}
	name := strings.TrimSpace(c.FirstName + " " + c.LastName)
	mail := notify.ContactMail(s.SupportEmail, name, c.Email, subject, text)
	if err := s.Accounts.SendContactMessage(r.Context(), c.ID, req.Subject, text, mail); err != nil {
		return err
	}
	core.Encode(w, http.StatusAccepted, Message{Message: "Your message has been sent. We will reply to " + c.Email + "."})
	return nil
}
