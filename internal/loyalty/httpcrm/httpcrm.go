// Package httpcrm is the generic HTTP adapter of docs/loyalty.md ("A generic
// HTTP adapter protocol"): it bridges a CRM that speaks the protocol, as a
// loyalty.Provider plus the debit and credit a checkout and an accrual need.
// Pistil keeps the wallet's unlock itself (Unlocks) once the CRM has
// verified a code.
package httpcrm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/problem"
)

// Timeout bounds every call to the CRM.
const Timeout = 5 * time.Second

// MsgNotAnswering is the refusal when the CRM is down or answers nonsense.
const MsgNotAnswering = "The loyalty provider is not answering. Please try again in a moment."

// Unlocks keeps which members proved they own their wallet.
type Unlocks interface {
	Unlocked(ctx context.Context, storeID, customerID int64) (bool, error)
	Unlock(ctx context.Context, storeID, customerID int64) error
}

// Client calls one CRM bridge at Base with a shared Secret.
type Client struct {
	Base    string
	Secret  string
	HTTP    *http.Client
	Unlocks Unlocks
}

// memberID is how the bridge names a member.
type memberID = string

// status is an HTTP answer other than the one expected, with its decoded body.
type status struct {
	code int
	body map[string]any
}

func (s *status) Error() string { return fmt.Sprintf("CRM answered %d", s.code) }

// call sends one request and decodes the answer into out when its status is want.
func (c *Client) call(ctx context.Context, method, path, idempotency string, in any, want int, out any) error {
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	defer cancel()
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.Base+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.Secret)
	req.Header.Set("Accept", "application/json")
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if idempotency != "" {
		req.Header.Set("Idempotency-Key", idempotency)
	}
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	res, err := hc.Do(req)
	if err != nil {
		return problem.New(problem.Unavailable, MsgNotAnswering)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if err != nil {
		return problem.New(problem.Unavailable, MsgNotAnswering)
	}
	if res.StatusCode != want {
		s := &status{code: res.StatusCode}
		_ = json.Unmarshal(raw, &s.body)
		return s
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return problem.New(problem.Unavailable, MsgNotAnswering)
	}
	return nil
}

func statusCode(err error) int {
	var s *status
	if errors.As(err, &s) {
		return s.code
	}
	return 0
}

type lookup struct {
	MemberID memberID `json:"member_id"`
	SignedUp bool     `json:"signed_up"`
	Points   int      `json:"points"`
}

// lookup finds the CRM's member for a shopper; found is false on 404.
func (c *Client) lookup(ctx context.Context, m loyalty.Member) (l lookup, found bool, err error) {
	err = c.call(ctx, http.MethodPost, "/members/lookup", "", map[string]any{"store_id": m.StoreID, "email": m.Email,
		"phone": m.Phone}, http.StatusOK, &l)
	if statusCode(err) == http.StatusNotFound {
		return l, false, nil
	}
	if err != nil {
		return l, false, unexpected(err)
	}
	return l, true, nil
}

// unexpected turns an answer the protocol does not allow into MsgNotAnswering.
func unexpected(err error) error {
	if statusCode(err) != 0 {
		return problem.New(problem.Unavailable, MsgNotAnswering)
	}
	return err
}

// Wallet answers the member's points at the CRM and Pistil's unlock.
func (c *Client) Wallet(ctx context.Context, m loyalty.Member) (loyalty.Wallet, error) {
	l, found, err := c.lookup(ctx, m)
	if err != nil || !found {
		return loyalty.Wallet{}, err
	}
	unlocked, err := c.Unlocks.Unlocked(ctx, m.StoreID, m.CustomerID)
	return loyalty.Wallet{SignedUp: l.SignedUp, Points: l.Points, Unlocked: unlocked}, err
}

// MsgNotMember refuses a code to a shopper the CRM does not know.
const MsgNotMember = "You are not a member of this store's rewards programme yet."

func (c *Client) member(ctx context.Context, m loyalty.Member) (memberID, error) {
	l, found, err := c.lookup(ctx, m)
	if err != nil {
		return "", err
	}
	if !found {
		return "", problem.New(problem.Conflict, MsgNotMember)
	}
	return l.MemberID, nil
}

// SendCode asks the CRM to send the member a code.
func (c *Client) SendCode(ctx context.Context, m loyalty.Member, channel string) (loyalty.Sent, error) {
	id, err := c.member(ctx, m)
	if err != nil {
		return loyalty.Sent{}, err
	}
	if channel != "sms" {
		channel = "email"
	}
	var sent loyalty.Sent
	var out struct {
		Channel     string `json:"channel"`
		Destination string `json:"destination"`
	}
	err = c.call(ctx, http.MethodPost, "/members/"+url.PathEscape(id)+"/codes", "", map[string]string{"channel": channel},
		http.StatusAccepted, &out)
	if err != nil {
		return sent, unexpected(err)
	}
	return loyalty.Sent{Channel: out.Channel, Destination: out.Destination}, nil
}

// Unlock has the CRM verify the code and, when right, unlocks the wallet in
// Pistil. A wrong code is problem.Invalid on "auth_code" with the CRM's error.
func (c *Client) Unlock(ctx context.Context, m loyalty.Member, code string) error {
	id, err := c.member(ctx, m)
	if err != nil {
		return err
	}
	err = c.call(ctx, http.MethodPost, "/members/"+url.PathEscape(id)+"/verify", "", map[string]string{"code": code},
		http.StatusOK, nil)
	if statusCode(err) == http.StatusUnprocessableEntity {
		var s *status
		errors.As(err, &s)
		msg, _ := s.body["error"].(string)
		if msg == "" {
			msg = "That code is not right. Please check it and try again."
		}
		return problem.Invalidf("auth_code", msg)
	}
	if err != nil {
		return unexpected(err)
	}
	return c.Unlocks.Unlock(ctx, m.StoreID, m.CustomerID)
}

// Programme is a store's programme as the CRM has it.
func (c *Client) Programme(ctx context.Context, storeID int64) (catalog.Loyalty, error) {
	var out struct {
		Rewards             []catalog.Reward `json:"rewards"`
		MaxRedemptionCount  int              `json:"max_redemption_count"`
		AutomaticRedemption bool             `json:"automatic_redemption"`
	}
	if err := c.call(ctx, http.MethodGet, "/stores/"+strconv.FormatInt(storeID, 10)+"/rewards", "", nil, http.StatusOK, &out); err != nil {
		return catalog.Loyalty{}, unexpected(err)
	}
	return catalog.Loyalty{IntegrationType: "http", Rewards: out.Rewards, MaxRedemptionCount: out.MaxRedemptionCount,
		AutomaticRedemption: out.AutomaticRedemption}, nil
}

// Debit spends a checkout's points at the CRM, once per reservation (the
// idempotency key is the reservation's uuid). A short balance is
// problem.Conflict with loyalty.MsgShortBalance.
func (c *Client) Debit(ctx context.Context, m loyalty.Member, points int, reservationUUID string, rewards []int64) (int, error) {
	id, err := c.member(ctx, m)
	if err != nil {
		return 0, err
	}
	var out struct {
		Balance int `json:"balance"`
	}
	err = c.call(ctx, http.MethodPost, "/members/"+url.PathEscape(id)+"/debits", reservationUUID,
		map[string]any{"points": points, "reservation_uuid": reservationUUID, "rewards": rewards}, http.StatusCreated, &out)
	if statusCode(err) == http.StatusConflict {
		var s *status
		errors.As(err, &s)
		balance, _ := s.body["balance"].(float64)
		return int(balance), problem.New(problem.Conflict, "%s", loyalty.MsgShortBalance(points, int(balance)))
	}
	if err != nil {
		return 0, unexpected(err)
	}
	return out.Balance, nil
}

// Credit gives points at the CRM, once per key: a finished reservation's
// accrual (key "<uuid>:accrual"), or a debit given back after a checkout
// that did not commit (key "<uuid>:refund").
func (c *Client) Credit(ctx context.Context, m loyalty.Member, points int, reservationUUID, key string) (int, error) {
	id, err := c.member(ctx, m)
	if err != nil {
		return 0, err
	}
	var out struct {
		Balance int `json:"balance"`
	}
	err = c.call(ctx, http.MethodPost, "/members/"+url.PathEscape(id)+"/credits", key,
		map[string]any{"points": points, "reservation_uuid": reservationUUID}, http.StatusCreated, &out)
	if err != nil {
		return 0, unexpected(err)
	}
	return out.Balance, nil
}

var _ loyalty.Provider = (*Client)(nil)
