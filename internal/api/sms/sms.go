// Package sms is what a text message gateway posts to Pistil
// (docs/integrations.md, "Text messages"): the texts recipients send back
// (STOP, START and HELP) and each message's status. The gateway signs
// each post with the account's auth token (X-Twilio-Signature), which is
// checked before anything is read; an unsigned post is refused.
package sms

import (
	"encoding/xml"
	"net/http"
	"net/url"
	"strconv"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/phone"
	"github.com/pistil/pistil/internal/problem"
)

// Server holds this surface's handlers.
type Server struct{ *core.Server }

// New returns the surface over the shared core.
func New(c *core.Server) *Server { return &Server{c} }

// signatureHeader is where the gateway puts its signature.
const signatureHeader = "X-Twilio-Signature"

// maxForm caps a post: a text message and the gateway's fields.
const maxForm = 64 << 10

// Routes are the gateway's two posts.
func (s *Server) Routes() []core.Route {
	signed := core.InHeader(signatureHeader, "The gateway's signature: base64 HMAC-SHA1, keyed with the account's auth token, of the URL called and each field's name and value by name.")
	return []core.Route{
		core.At("POST", "/api/v1/sms/inbound", s.Handle(s.inbound), core.Op("smsInbound", "A text a recipient sent back: STOP, START or HELP; answered as TwiML, with the reply to text back").TakesURLForm(InboundText{}).Reads(signed).Answers("text/xml")),
		core.At("POST", "/api/v1/sms/status", s.Handle(s.status), core.Op("smsStatus", "How a text message went, by its outbox id (?message=)").TakesURLForm(StatusReport{}).Reads(signed, core.InQuery("message", "The outbox id of the message, as Pistil gave it to the gateway.").AsInt()).AnswersNothing()),
	}
}

// InboundText is a text sent to one of the server's numbers, as the
// gateway posts it; the gateway sends other fields too, which are not
// read.
type InboundText struct {
	MessageSid string `json:"MessageSid"`
	AccountSid string `json:"AccountSid"`
	From       string `json:"From"`
	To         string `json:"To"`
	Body       string `json:"Body"`
}

// StatusReport is how a message went, as the gateway posts it.
type StatusReport struct {
	MessageSid string `json:"MessageSid"`
	AccountSid string `json:"AccountSid"`
	// MessageStatus is queued, sending, sent, delivered, undelivered or
	// failed.
	MessageStatus string `json:"MessageStatus"`
	ErrorCode     string `json:"ErrorCode"`
	To            string `json:"To"`
}

// form reads a signed post: the gateway configured, the body a form, and
// the signature the account's over this server's public URL of the
// request. Anything else is refused, before any field is used.
func (s *Server) form(r *http.Request) (url.Values, error) {
	g := s.TextGateway
	if g == nil {
		return nil, problem.New(problem.NotFound, "This server sends no text messages through a gateway.")
	}
	data, err := core.ReadBody(r, maxForm)
	if err != nil {
		return nil, err
	}
	if len(data) > maxForm {
		return nil, problem.New(problem.Malformed, "The request body is larger than %d bytes.", maxForm)
	}
	form, err := url.ParseQuery(string(data))
	if err != nil {
		return nil, problem.New(problem.Malformed, "The body is not a form.")
	}
	called := s.PublicURL + r.URL.Path
	if r.URL.RawQuery != "" {
		called += "?" + r.URL.RawQuery
	}
	if !notify.GatewaySigned(g.AuthToken, called, form, r.Header.Get(signatureHeader)) || form.Get("AccountSid") != g.AccountSID {
		return nil, problem.New(problem.Forbidden, "The gateway's signature does not match this post.")
	}
	return form, nil
}

// twiml is the gateway's answer: a reply to text back, or none.
type twiml struct {
	XMLName xml.Name `xml:"Response"`
	Message string   `xml:"Message,omitempty"`
}

// inbound handles a text sent back: STOP stops every text message to the
// number until START; HELP says who texts and how to stop. Carriers and
// the gateway may answer these words themselves as well; what Pistil
// keeps is its own promise. POST /api/v1/sms/inbound.
func (s *Server) inbound(w http.ResponseWriter, r *http.Request) error {
	form, err := s.form(r)
	if err != nil {
		return err
	}
	from, err := phone.E164(form.Get("From"))
	if err != nil {
		return problem.Invalidf("From", "From must be a phone number.")
	}
	var reply string
	switch notify.ReplyOf(form.Get("Body")) {
	case notify.Stop:
		if err := s.DB.SetOptOut(r.Context(), from, true, form.Get("Body")); err != nil {
			return err
		}
		reply = "You will get no more text messages from this number. Text START to get them again."
	case notify.Start:
		if err := s.DB.SetOptOut(r.Context(), from, false, form.Get("Body")); err != nil {
			return err
		}
		reply = "You will get text messages about your reservations again. Text STOP to stop them."
	case notify.Help:
		reply = "This number texts you about reservations you placed and codes you asked for, never ads. Text STOP to stop them. Help: " + s.SupportEmail
	}
	out, _ := xml.Marshal(twiml{Message: reply})
	w.Header().Set("Content-Type", "text/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_, err = w.Write(append([]byte(xml.Header), out...))
	return err
}

// status records how a message went: POST /api/v1/sms/status?message=N.
func (s *Server) status(w http.ResponseWriter, r *http.Request) error {
	form, err := s.form(r)
	if err != nil {
		return err
	}
	id, err := strconv.ParseInt(r.URL.Query().Get("message"), 10, 64)
	if err != nil || id <= 0 {
		return problem.Invalidf("message", "message must be an outbox id.")
	}
	status := form.Get("MessageStatus")
	if status == "" || len(status) > 40 {
		return problem.Invalidf("MessageStatus", "MessageStatus must name the message's status.")
	}
	code := form.Get("ErrorCode")
	if len(code) > 20 {
		code = code[:20]
	}
	found, err := s.DB.GatewayStatus(r.Context(), id, status, code)
	if err != nil {
		return err
	}
	if !found {
		return problem.New(problem.NotFound, "There is no text message %d.", id)
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
