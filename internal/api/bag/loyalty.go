package bag

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
)

// builtinProvider is the loyalty.Provider that keeps points in Pistil's
// database; codes go through the outbox like the login codes.
type builtinProvider struct{ s *Server }

func (b builtinProvider) Wallet(ctx context.Context, m loyalty.Member) (loyalty.Wallet, error) {
	w, err := b.s.DB.LoyaltyWallet(ctx, m.StoreID, m.CustomerID)
	return loyalty.Wallet(w), err
}

func (b builtinProvider) SendCode(ctx context.Context, m loyalty.Member, asked string) (loyalty.Sent, error) {
	salt, _, err := accounts.NewSecret()
	if err != nil {
		return loyalty.Sent{}, err
	}
	code, err := accounts.NewCode()
	if err != nil {
		return loyalty.Sent{}, err
	}
	channel, to, shown := notify.Email, m.Email, accounts.MaskEmail(m.Email)
	if asked == string(notify.SMS) && b.s.SMS && m.Phone != "" {
		channel, to, shown = notify.SMS, m.Phone, accounts.MaskPhone(m.Phone)
	}
	err = b.s.DB.StartWalletUnlock(ctx, loyalty.WalletCode{StoreID: m.StoreID, CustomerID: m.CustomerID, Salt: salt,
		CodeHash: accounts.HashCode(salt, code), Channel: channel,
		Message: notify.WalletCodeMessage(to, channel, code, accounts.CodeLife)})
	return loyalty.Sent{Channel: string(channel), Destination: shown}, err
}

func (b builtinProvider) Unlock(ctx context.Context, m loyalty.Member, code string) error {
	return b.s.DB.UnlockWallet(ctx, m.StoreID, m.CustomerID, code)
}

// provider is the loyalty provider of a store's programme.
func (s *Server) provider(p *catalog.Loyalty) (loyalty.Provider, error) {
	if p.IntegrationType == catalog.LoyaltyBuiltIn {
		return builtinProvider{s}, nil
	}
	return nil, problem.New(problem.Unavailable, "The loyalty provider %s has no adapter here.", p.IntegrationType)
}

func member(storeID int64, c *accounts.Customer) loyalty.Member {
	return loyalty.Member{StoreID: storeID, CustomerID: c.ID, Email: c.Email, Phone: c.Phone}
}

// rewardsOf is a programme's rewards catalogue.
func rewardsOf(p *catalog.Loyalty) []catalog.Reward {
	return core.NonNilSlice(p.Rewards)
}

// crmIntegration answers a shopper's loyalty wallet at a store: GET
// /stores/{id}/crm_integration. The member is the signed-in customer
// (crm_member_id and email, when given, must be theirs); an auth_code
// unlocks the wallet first. A guest sees the rewards catalogue, a locked
// wallet and error loyalty.MsgSignIn; a store without a programme answers
// crm_integration null.
func (s *Server) crmIntegration(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	store, err := s.DB.Store(r.Context(), id)
	if err != nil {
		return err
	}
	p := store.Loyalty
	if p == nil {
		core.Encode(w, http.StatusOK, LoyaltyAnswer{})
		return nil
	}
	me, _, err := s.SignedIn(r)
	if err != nil {
		return err
	}
	q := r.URL.Query()
	out := LoyaltyWallet{Offers: []struct{}{}, Rewards: rewardsOf(p),
		AutomaticRedemption: p.AutomaticRedemption, WalletState: loyalty.Locked,
		MaxRedemptionCount: p.MaxRedemptionCount, LoyaltyPointsStackingEnabled: p.Stacking(),
		PointsPerDollar: p.PointsPerDollar}
	if me == nil {
		core.Encode(w, http.StatusOK, LoyaltyAnswer{CRMIntegration: &out, Error: problem.Ptr(loyalty.MsgSignIn)})
		return nil
	}
	if v := strings.TrimSpace(q.Get("crm_member_id")); v != "" && v != strconv.FormatInt(me.ID, 10) {
		return problem.New(problem.Forbidden, "This rewards wallet belongs to another account.")
	}
	if v := q.Get("email"); v != "" && accounts.NormalizeEmail(v) != accounts.NormalizeEmail(me.Email) {
		return problem.New(problem.Forbidden, "This rewards wallet belongs to another account.")
	}
	prov, err := s.provider(p)
	if err != nil {
		return err
	}
	m := member(id, me)
	if raw, given := q["auth_code"]; given {
		code := accounts.NormalizeCode(raw[0])
		if msg := accounts.CodeProblem(code); msg != "" {
			return problem.Invalidf("auth_code", msg)
		}
		if err := prov.Unlock(r.Context(), m, code); err != nil {
			return err
		}
	}
	wallet, err := prov.Wallet(r.Context(), m)
	if err != nil {
		return err
	}
	out.SignedUp, out.Points, out.CRMMemberID = wallet.SignedUp, wallet.Points, strconv.FormatInt(me.ID, 10)
	if wallet.Unlocked {
		out.WalletState = loyalty.Unlocked
	}
	kind := "email"
	if s.SMS && me.Phone != "" {
		kind = "phone"
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, LoyaltyAnswer{CRMIntegration: &out, IntegrationType: &kind})
	return nil
}

// loyaltyCart is the signed-in customer's cart at a store with a
// programme, for the calls that change its redemptions.
func (s *Server) loyaltyCart(r *http.Request, cartUUID string) (*accounts.Customer, cart.Cart, error) {
	if cartUUID == "" {
		return nil, cart.Cart{}, problem.Invalidf("cart_uuid", "Please fill out this field.")
	}
	me, err := s.MustSignIn(r, loyalty.MsgSignIn)
	if err != nil {
		return nil, cart.Cart{}, err
	}
	c, err := s.OwnCart(r, cartUUID)
	if err != nil {
		return nil, c, err
	}
	if c.Store.Loyalty == nil {
		return nil, c, problem.New(problem.Conflict, loyalty.MsgNoProgramme)
	}
	return me, c, nil
}

// LoyaltyAuthRequest asks for a wallet's unlock code.
type LoyaltyAuthRequest struct {
	CartUUID string `json:"cart_uuid" jsonschema:"required"`
	// Channel is email or phone; the provider's choice when absent.
	Channel string `json:"channel"`
}

// RedemptionRequest redeems a reward on a cart.
type RedemptionRequest struct {
	CartUUID string           `json:"cart_uuid" jsonschema:"required"`
	Delivery *pricing.Address `json:"delivery_address"`
	RewardID core.FlexInt     `json:"reward_id" jsonschema:"required"`
}

// RedemptionRemoval names a redemption to take off, in the body or the
// query string.
type RedemptionRemoval struct {
	ID          core.FlexInt `json:"id"`
	CRMProvider string       `json:"crm_provider"`
}

// initiateCRMAuth sends the signed-in shopper a code that unlocks their
// wallet at the cart's store: POST /carts/initiate_crm_auth {cart_uuid,
// channel}.
func (s *Server) initiateCRMAuth(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[LoyaltyAuthRequest](r)
	if err != nil {
		return err
	}
	me, c, err := s.loyaltyCart(r, req.CartUUID)
	if err != nil {
		return err
	}
	prov, err := s.provider(c.Store.Loyalty)
	if err != nil {
		return err
	}
	sent, err := prov.SendCode(r.Context(), member(c.Store.ID, me), req.Channel)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusAccepted, LoyaltyCodeSent{Channel: sent.Channel, Destination: sent.Destination,
		Message: "We sent a code to " + sent.Destination + "."})
	return nil
}

// applyCRMRedemption redeems a reward on the signed-in shopper's cart:
// POST /carts/apply_crm_redemption {cart_uuid, delivery_address,
// reward_id}, answering the cart priced again and error_message null. A
// refusal is the error shape with error_message (the CRM error flag).
func (s *Server) applyCRMRedemption(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[RedemptionRequest](r)
	if err != nil {
		return err
	}
	if req.RewardID <= 0 {
		return problem.Invalidf("reward_id", "Please choose a reward.")
	}
	if err := req.Delivery.CheckCoordinates("delivery_address."); err != nil {
		return err
	}
	me, _, err := s.loyaltyCart(r, req.CartUUID)
	if err != nil {
		return err
	}
	c, err := s.DB.ApplyRedemption(r.Context(), req.CartUUID, me.ID, int64(req.RewardID), req.Delivery)
	if err != nil {
		return withErrorMessage(err)
	}
	core.Encode(w, http.StatusOK, RedemptionAnswer{Cart: s.cartOf(&c)})
	return nil
}

// withErrorMessage adds a refusal's message as error_message, the field
// the client's CRM error flag reads.
func withErrorMessage(err error) error {
	p, ok := err.(*problem.Error)
	if !ok {
		return err
	}
	cp := *p
	cp.Details = problem.Details{ErrorMessage: p.Message}
	if msgs := p.Fields["reward_id"]; len(msgs) > 0 {
		cp.Details.ErrorMessage = msgs[0]
	}
	return &cp
}

// removeCRMRedemption takes a redemption off the signed-in shopper's cart:
// DELETE /carts/remove_crm_redemption {id, crm_provider} (or the same in
// the query). The cart's specials are analysed again.
func (s *Server) removeCRMRedemption(w http.ResponseWriter, r *http.Request) error {
	req := RedemptionRemoval{CRMProvider: r.URL.Query().Get("crm_provider")}
	if v := r.URL.Query().Get("id"); v != "" {
		id, err := core.ParseID(v, "id")
		if err != nil {
			return err
		}
		req.ID = core.FlexInt(id)
	}
	if r.ContentLength > 0 {
		var err error
		if req, err = core.Decode[RedemptionRemoval](r); err != nil {
			return err
		}
	}
	if req.ID <= 0 {
		return problem.Invalidf("id", "Please say which redemption to remove.")
	}
	if p := req.CRMProvider; p != "" && !slices.Contains(catalog.LoyaltyIntegrations, p) && !slices.Contains(catalog.LoyaltyProviders, p) {
		return problem.Invalidf("crm_provider", "must be one of "+strings.Join(append(slices.Clone(catalog.LoyaltyIntegrations), catalog.LoyaltyProviders...), ", "))
	}
	me, err := s.MustSignIn(r, loyalty.MsgSignIn)
	if err != nil {
		return err
	}
	cartUUID, err := s.DB.RedemptionCart(r.Context(), int64(req.ID))
	if err != nil {
		return err
	}
	if owner, err := s.DB.CartOwner(r.Context(), cartUUID); err != nil {
		return err
	} else if owner != me.ID {
		return problem.New(problem.Forbidden, cart.MsgNotYourBag)
	}
	c, err := s.DB.RemoveRedemption(r.Context(), int64(req.ID))
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, RedemptionAnswer{Cart: s.cartOf(&c)})
	return nil
}

// redemptionsOf are a cart's redemptions with what each took off, as
// redeemed says, or when it was taken off.
func redemptionsOf(rs []loyalty.CartRedemption, redeemed []pricing.RedeemedAmount) []CartRedemption {
	out := []CartRedemption{}
	for _, r := range rs {
		cr := CartRedemption{ID: r.ID, RewardID: r.RewardID, RewardName: r.RewardName, PointValue: r.PointValue,
			CashReward: r.CashReward, CRMProvider: r.CRMProvider, AppliedAt: r.AppliedAt, RemovedAt: r.RemovedAt}
		if r.RemovedAt == nil {
			cr.Amount = new(money.Cents)
			for _, a := range redeemed {
				if a.ID == r.ID {
					*cr.Amount = a.Amount
				}
			}
		}
		out = append(out, cr)
	}
	return out
}
