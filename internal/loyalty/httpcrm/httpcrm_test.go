package httpcrm_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/loyalty/httpcrm"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// bridge is a CRM bridge speaking the protocol of docs/loyalty.md, in memory:
// one member, ada@example.com, id "m-1".
type bridge struct {
	mu       sync.Mutex
	points   int
	code     string
	sentBy   string
	keys     map[string]int // idempotency key → balance answered
	debits   int
	requests []string
}

func (b *bridge) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.requests = append(b.requests, r.Method+" "+r.URL.Path)
	answer := func(status int, v any) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(v)
	}
	if r.Header.Get("Authorization") != "Bearer s3cret" {
		answer(401, map[string]string{"error": "who are you"})
		return
	}
	var in map[string]any
	_ = json.NewDecoder(r.Body).Decode(&in)
	key := r.Header.Get("Idempotency-Key")
	switch r.Method + " " + r.URL.Path {
	case "POST /members/lookup":
		if in["email"] != "ada@example.com" {
			answer(404, map[string]string{"error": "no such member"})
			return
		}
		answer(200, map[string]any{"member_id": "m-1", "signed_up": true, "points": b.points})
	case "POST /members/m-1/codes":
		b.code, b.sentBy = "XY12Z9", in["channel"].(string)
		answer(202, map[string]string{"channel": b.sentBy, "destination": "a•••@example.com"})
	case "POST /members/m-1/verify":
		if in["code"] != b.code {
			answer(422, map[string]string{"error": "Wrong code, try again."})
			return
		}
		answer(200, map[string]bool{"verified": true})
	case "GET /stores/1/rewards":
		answer(200, map[string]any{"rewards": []map[string]any{{"id": 5, "reward_name": "$5 off", "point_value": 50,
			"cash_reward": 5, "max_count": 1}}, "max_redemption_count": 2, "automatic_redemption": true})
	case "POST /members/m-1/debits":
		if balance, seen := b.keys[key]; seen {
			answer(201, map[string]int{"balance": balance})
			return
		}
		need := int(in["points"].(float64))
		if need > b.points {
			answer(409, map[string]int{"balance": b.points})
			return
		}
		b.points -= need
		b.debits++
		b.keys[key] = b.points
		answer(201, map[string]int{"balance": b.points})
	case "POST /members/m-1/credits":
		if balance, seen := b.keys[key]; seen {
			answer(201, map[string]int{"balance": balance})
			return
		}
		b.points += int(in["points"].(float64))
		b.keys[key] = b.points
		answer(201, map[string]int{"balance": b.points})
	default:
		answer(404, map[string]string{"error": "unknown"})
	}
}

func wantKind(t *testing.T, err error, kind problem.Kind) *problem.Error {
	t.Helper()
	var p *problem.Error
	if !errors.As(err, &p) || p.Kind != kind {
		t.Fatalf("err = %v, want a %s problem", err, kind)
	}
	return p
}

func TestHTTPAdapter(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		if _, err := catalogstore.New(db).Import(ctx, ct.Small()); err != nil {
			t.Fatal(err)
		}
		ada, err := accountstore.New(db).CreateCustomer(ctx, accounts.NewCustomer{Email: "ada@example.com", PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		b := &bridge{points: 120, keys: map[string]int{}}
		srv := httptest.NewServer(b)
		defer srv.Close()
		c := &httpcrm.Client{Base: srv.URL, Secret: "s3cret", HTTP: srv.Client(), Unlocks: storage.WalletUnlocks{DB: db}}
		m := loyalty.Member{StoreID: ct.StoreSF, CustomerID: ada.ID, Email: "ada@example.com"}

		w, err := c.Wallet(ctx, m)
		if err != nil || w != (loyalty.Wallet{SignedUp: true, Points: 120}) {
			t.Fatalf("wallet = %+v %v", w, err)
		}
		// A shopper the CRM does not know: not signed up, and no code.
		stranger := loyalty.Member{StoreID: ct.StoreSF, CustomerID: ada.ID, Email: "bob@example.com"}
		if w, err := c.Wallet(ctx, stranger); err != nil || w.SignedUp {
			t.Errorf("stranger's wallet = %+v %v", w, err)
		}
		if _, err := c.SendCode(ctx, stranger, "email"); wantKind(t, err, problem.Conflict).Message != httpcrm.MsgNotMember {
			t.Error(err)
		}

		sent, err := c.SendCode(ctx, m, "sms")
		if err != nil || sent != (loyalty.Sent{Channel: "sms", Destination: "a•••@example.com"}) || b.sentBy != "sms" {
			t.Fatalf("send = %+v %v", sent, err)
		}
		if p := wantKind(t, c.Unlock(ctx, m, "AAAAAA"), problem.Invalid); p.Fields["auth_code"][0] != "Wrong code, try again." {
			t.Errorf("wrong code = %+v", p)
		}
		if w, _ := c.Wallet(ctx, m); w.Unlocked {
			t.Error("unlocked by a wrong code")
		}
		if err := c.Unlock(ctx, m, "XY12Z9"); err != nil {
			t.Fatal(err)
		}
		if w, _ := c.Wallet(ctx, m); !w.Unlocked {
			t.Error("the right code did not unlock")
		}

		p, err := c.Programme(ctx, ct.StoreSF)
		if err != nil || len(p.Rewards) != 1 || p.Rewards[0].CashReward != 500 || p.MaxRedemptionCount != 2 || !p.AutomaticRedemption {
			t.Errorf("programme = %+v %v", p, err)
		}

		// A debit happens once per reservation, however often it is retried.
		for range 2 {
			if balance, err := c.Debit(ctx, m, 100, "res-1", []int64{5, 5}); err != nil || balance != 20 {
				t.Fatalf("debit = %d %v", balance, err)
			}
		}
		if b.debits != 1 {
			t.Errorf("%d debits for one reservation", b.debits)
		}
		// 50 > 20: refused with the balance.
		if _, err := c.Debit(ctx, m, 50, "res-2", []int64{5}); wantKind(t, err, problem.Conflict).Message != loyalty.MsgShortBalance(50, 20) {
			t.Error(err)
		}
		if balance, err := c.Credit(ctx, m, 37, "res-1", "res-1:accrual"); err != nil || balance != 57 {
			t.Errorf("credit = %d %v", balance, err)
		}
		if balance, _ := c.Credit(ctx, m, 37, "res-1", "res-1:accrual"); balance != 57 {
			t.Errorf("a replayed credit = %d, want 57", balance)
		}

		// A wrong secret or a bridge that is down: the provider is not answering.
		bad := &httpcrm.Client{Base: srv.URL, Secret: "wrong", HTTP: srv.Client(), Unlocks: storage.WalletUnlocks{DB: db}}
		if _, err := bad.Wallet(ctx, m); wantKind(t, err, problem.Unavailable).Message != httpcrm.MsgNotAnswering {
			t.Error(err)
		}
		srv.Close()
		if _, err := c.Wallet(ctx, m); wantKind(t, err, problem.Unavailable) == nil {
			t.Error("a closed bridge answered")
		}
		if !strings.Contains(strings.Join(b.requests, ","), "POST /members/m-1/verify") {
			t.Errorf("requests = %v", b.requests)
		}
	})
}
