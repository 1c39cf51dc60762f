package storage_test

import (
	"crypto/rand"
	"sync"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestSignOn: a new identity makes an account without a password; the same
// identity signs it in again without touching its names; a verified address
// joins the account that has it, whose password still works; addresses the
// provider does not vouch for, or no address, are refused on a first
// sign-in only.
func TestSignOn(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		apple := accounts.SignOn{Provider: accounts.Apple, Subject: "001.apple", Email: "X1@privaterelay.appleid.com",
			EmailVerified: true, FirstName: "Grace", LastName: "Hopper"}
		c, created, err := accountstore.New(db).SignOn(ctx, freshToken(apple))
		if err != nil || !created || c.Email != "x1@privaterelay.appleid.com" || c.FirstName != "Grace" || c.SSOChannel != accounts.Apple {
			t.Fatalf("first SignOn = %+v, %v, %v", c, created, err)
		}
		// No password opens an account made by single sign-on.
		for _, pw := range []string{"", "anything-at-all"} {
			if _, err := accountstore.New(db).Login(ctx, accounts.Login{Email: c.Email, Password: pw}); problem.KindOf(err) != problem.Unauthorized {
				t.Errorf("Login(%q) on a single sign-on account = %v; want unauthorized", pw, err)
			}
		}
		// Later sign-ins: the same account, names kept, and no address needed.
		later := apple
		later.FirstName, later.LastName, later.Email, later.EmailVerified = "Someone", "Else", "", false
		again, created, err := accountstore.New(db).SignOn(ctx, freshToken(later))
		if err != nil || created || again.ID != c.ID || again.FirstName != "Grace" || again.LastName != "Hopper" {
			t.Errorf("second SignOn = %+v, %v, %v; want customer %d unchanged", again, created, err, c.ID)
		}

		// A password account joined by a verified Google address.
		pw, err := accounts.HashPassword("analytical-engine")
		if err != nil {
			t.Fatal(err)
		}
		ada, err := accountstore.New(db).CreateCustomer(ctx, accounts.NewCustomer{Email: "ada@example.com", PasswordHash: pw})
		if err != nil {
			t.Fatal(err)
		}
		google := accounts.SignOn{Provider: accounts.Google, Subject: "g-ada", Email: " Ada@Example.com", EmailVerified: true,
			FirstName: "Ada", LastName: "Lovelace"}
		linked, created, err := accountstore.New(db).SignOn(ctx, freshToken(google))
		if err != nil || created || linked.ID != ada.ID || linked.SSOChannel != accounts.Google || linked.FirstName != "Ada" {
			t.Errorf("SignOn with Ada's address = %+v, %v, %v; want customer %d linked, names filled", linked, created, err, ada.ID)
		}
		// Ada's password was set by whoever registered the address, and nobody
		// proved the address: it may be someone else's, so it opens nothing now.
		if s, err := accountstore.New(db).Login(ctx, accounts.Login{Email: "ada@example.com", Password: "analytical-engine"}); err == nil {
			t.Errorf("an unproven password still logs in after linking: %+v", s.Customer)
		}
		// Apple joining the same account later keeps the first channel.
		both, _, err := accountstore.New(db).SignOn(ctx, freshToken(accounts.SignOn{Provider: accounts.Apple, Subject: "002.apple", Email: "ada@example.com", EmailVerified: true}))
		if err != nil || both.ID != ada.ID || both.SSOChannel != accounts.Google {
			t.Errorf("Apple sign-on with Ada's address = %+v, %v", both, err)
		}
		ids, err := accountstore.New(db).Identities(ctx, ada.ID)
		if err != nil || len(ids) != 2 || ids[0] != (accounts.Identity{Provider: "apple", Subject: "002.apple", Email: "ada@example.com"}) {
			t.Errorf("Identities(ada) = %+v, %v", ids, err)
		}

		// Refusals on a first sign-in: nothing is written.
		for _, tc := range []struct {
			in   accounts.SignOn
			want string
		}{
			{accounts.SignOn{Provider: accounts.Google, Subject: "g-2", Email: "ada@example.com"}, "Your Google address is not verified."},
			{accounts.SignOn{Provider: accounts.Google, Subject: "g-3", Email: "new@example.com"}, "Your Google address is not verified."},
			{accounts.SignOn{Provider: accounts.Apple, Subject: "003.apple", EmailVerified: true}, accounts.MsgNoEmail(accounts.Apple)},
		} {
			_, _, err := accountstore.New(db).SignOn(ctx, freshToken(tc.in))
			if p := wantKind(t, err, problem.Invalid); p != nil && p.Fields["id_token"][0] != tc.want {
				t.Errorf("SignOn(%+v) = %v; want %q", tc.in, err, tc.want)
			}
		}
		if _, err := accountstore.New(db).Login(ctx, accounts.Login{Email: "new@example.com", Password: "x"}); problem.KindOf(err) != problem.Unauthorized {
			t.Errorf("a refused sign-on made an account: %v", err)
		}
	})
}

// TestSignOnConcurrently: first sign-ins of one identity at the same time
// make one account.
func TestSignOnConcurrently(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		in := accounts.SignOn{Provider: accounts.Google, Subject: "g-race", Email: "race@example.com", EmailVerified: true}
		var wg sync.WaitGroup
		ids := make([]int64, 8)
		errs := make([]error, 8)
		for i := range ids {
			wg.Go(func() {
				c, _, err := accountstore.New(db).SignOn(ctx, freshToken(in))
				ids[i], errs[i] = c.ID, err
			})
		}
		wg.Wait()
		for i := range ids {
			if errs[i] != nil || ids[i] != ids[0] {
				t.Errorf("sign-on %d = customer %d, %v; want customer %d", i, ids[i], errs[i], ids[0])
			}
		}
	})
}

// freshToken gives a sign-on a token of its own, as each provider's ID token
// is: a token signs in once (TestIDTokenSignsInOnce).
func freshToken(in accounts.SignOn) accounts.SignOn {
	in.TokenHash = rand.Text()
	in.TokenExpiry = time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC)
	return in
}

// TestIDTokenSignsInOnce: a sign-on with an ID token that has signed in
// already is refused and changes nothing; one refused for another reason
// (no address) leaves its token good; expired tokens are forgotten.
func TestIDTokenSignsInOnce(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		in := accounts.SignOn{Provider: accounts.Google, Subject: "g-once", Email: "once@example.com", EmailVerified: true,
			TokenHash: "hash-1", TokenExpiry: now.Add(time.Hour)}
		if _, created, err := accountstore.New(db).SignOn(ctx, in); err != nil || !created {
			t.Fatalf("first = %v, %v", created, err)
		}
		_, _, err := accountstore.New(db).SignOn(ctx, in)
		if p := wantKind(t, err, problem.Unauthorized); p.Message != accounts.MsgTokenUsed {
			t.Errorf("replayed: %q", p.Message)
		}
		noEmail := accounts.SignOn{Provider: accounts.Apple, Subject: "004.apple", EmailVerified: true, TokenHash: "hash-2", TokenExpiry: now.Add(time.Hour)}
		wantKind(t, func() error { _, _, err := accountstore.New(db).SignOn(ctx, noEmail); return err }(), problem.Invalid)
		noEmail.Email = "four@example.com"
		if _, _, err := accountstore.New(db).SignOn(ctx, noEmail); err != nil {
			t.Errorf("the token of a refused sign-on, tried again: %v", err)
		}
		// Once it has expired (the provider's verifier refuses it then), its
		// hash is dropped by the next sign-on.
		now = now.Add(2 * time.Hour)
		if _, _, err := accountstore.New(db).SignOn(ctx, freshToken(accounts.SignOn{Provider: accounts.Google, Subject: "g-once", Email: "once@example.com", EmailVerified: true})); err != nil {
			t.Fatal(err)
		}
		if _, _, err := accountstore.New(db).SignOn(ctx, in); err != nil {
			t.Errorf("an expired token's hash is still kept: %v", err)
		}
	})
}
