package notify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/phone"
)

// GatewaySender sends text messages through Twilio's Messages API, or a
// gateway that speaks it (several do, and the tests' fake): one POST of
// a form to {BaseURL}/2010-04-01/Accounts/{AccountSID}/Messages.json
// with HTTP Basic authentication, answered 201 with the message's sid.
type GatewaySender struct {
	// BaseURL is the API's scheme and host, https://api.twilio.com for
	// Twilio itself.
	BaseURL               string
	AccountSID, AuthToken string
	// From is the sender when a message names none: the server's number,
	// +1 and ten digits.
	From string
	// StatusCallback is where the gateway reports how each message went
	// (Pistil's /api/v1/sms/status); the message's outbox id is added as
	// ?message=. "" asks for no reports.
	StatusCallback string
	// Client sends; a client with a 30-second timeout when nil.
	Client *http.Client
}

// ParseSMSURL reads a gateway's -sms setting,
// https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com (http for a local fake),
// and its default sender.
func ParseSMSURL(raw, from string) (*GatewaySender, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Hostname() == "" || u.User == nil || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
		return nil, fmt.Errorf("want off, log or https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com, not %q", redactURL(raw))
	}
	token, _ := u.User.Password()
	if u.User.Username() == "" || token == "" {
		return nil, errors.New("the gateway's URL needs the account's sid and auth token: https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com")
	}
	sender, err := phone.E164(from)
	if err != nil {
		return nil, fmt.Errorf("-sms-from %q: %w", from, err)
	}
	return &GatewaySender{BaseURL: u.Scheme + "://" + u.Host, AccountSID: u.User.Username(), AuthToken: token, From: sender}, nil
}

// redactURL hides a URL's password, for an error message.
func redactURL(raw string) string {
	if u, err := url.Parse(raw); err == nil {
		return u.Redacted()
	}
	return "(unreadable)"
}

// permanent is a failure that trying again cannot mend: the worker gives
// the message up at once.
type permanent struct{ error }

func (p permanent) Unwrap() error { return p.error }

// Permanent marks err as one no retry can mend (a number the gateway
// refuses, a recipient who texted STOP).
func Permanent(err error) error { return permanent{err} }

// IsPermanent reports whether err was marked Permanent.
func IsPermanent(err error) bool {
	var p permanent
	return errors.As(err, &p)
}

// gatewayError is the error shape of Twilio's API.
type gatewayError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Send posts a text message to the gateway. A refusal of the message
// itself (a 4xx other than 429: a bad number, a recipient who opted out at
// the carrier) is permanent; a 429, a 5xx or no answer is tried again.
func (s *GatewaySender) Send(ctx context.Context, m Message) error {
	if m.Channel != SMS {
		return fmt.Errorf("the text message gateway sends text messages, not %s", m.Channel)
	}
	to, err := phone.E164(m.To)
	if err != nil {
		return Permanent(err)
	}
	from := s.From
	if m.From != "" {
		from = m.From
	}
	form := url.Values{"To": {to}, "From": {from}, "Body": {m.Body}}
	if s.StatusCallback != "" && m.OutboxID != 0 {
		form.Set("StatusCallback", s.StatusCallback+"?message="+strconv.FormatInt(m.OutboxID, 10))
	}
	endpoint := s.BaseURL + "/2010-04-01/Accounts/" + url.PathEscape(s.AccountSID) + "/Messages.json"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.SetBasicAuth(s.AccountSID, s.AuthToken)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	client := s.Client
	if client == nil {
		client = &http.Client{Timeout: 30 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode == http.StatusOK || resp.StatusCode == http.StatusCreated {
		return nil
	}
	var ge gatewayError
	_ = json.Unmarshal(body, &ge)
	err = fmt.Errorf("the gateway answered %s", resp.Status)
	if ge.Message != "" {
		err = fmt.Errorf("the gateway answered %s: %s (code %d)", resp.Status, ge.Message, ge.Code)
	}
	if resp.StatusCode >= 400 && resp.StatusCode < 500 && resp.StatusCode != http.StatusTooManyRequests &&
		resp.StatusCode != http.StatusUnauthorized && resp.StatusCode != http.StatusForbidden {
		return Permanent(err)
	}
	return err
}
