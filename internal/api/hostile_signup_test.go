package api_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestSignUpThrottle: one client address makes ten accounts at once, then
// two a minute; the eleventh in a burst is 429 with Retry-After in the error
// shape, and makes no account (the same address registers once the wait has
// passed). The clock is pinned and moved by hand.
func TestSignUpThrottle(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		advance := stopClock(db, db.Now())
		register := func(i int) response {
			return call(t, srv, "POST", "/api/v1/users", fmt.Sprintf(`{"user": {"email": "shopper%d@example.com", "password": "a-long-password"}}`, i))
		}
		for i := range 10 {
			if r := register(i); r.status != 202 {
				t.Fatalf("registration %d = %d %s", i+1, r.status, r.raw)
			}
		}
		r := register(10)
		if r.status != 429 || get(r.body, "code") != "throttled" || r.header.Get("Retry-After") != "30" || get(r.body, "retry_after") != 30.0 {
			t.Fatalf("the eleventh registration = %d %s (Retry-After %q)", r.status, r.raw, r.header.Get("Retry-After"))
		}
		// The /v1 twin shares the budget.
		if r := call(t, srv, "POST", "/v1/users", `{"user": {"email": "twin@example.com", "password": "a-long-password"}}`); r.status != 429 {
			t.Errorf("/v1/users past the budget = %d %s", r.status, r.raw)
		}
		advance(30 * time.Second)
		if r := register(10); r.status != 202 {
			t.Errorf("the eleventh address after 30 s = %d %s; the throttled attempt must have written nothing", r.status, r.raw)
		}
		if r := register(11); r.status != 429 {
			t.Errorf("a second one within the same 30 s = %d %s", r.status, r.raw)
		}
	})
}

// TestSignUpSameAnswer: registering an address that has an account and
// one that has none answer alike (status, body, headers); the account is
// made only from the link mailed to the address, once, within a day, and
// only the newest link works; the address that has an account gets a mail
// saying so, with no link, and its password is untouched. An address gets
// at most three mails an hour. The clock is pinned and moved by hand.
func TestSignUpSameAnswer(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		advance := stopClock(db, db.Now())
		register := func(email, password, extra string) response {
			return call(t, srv, "POST", "/api/v1/users", fmt.Sprintf(`{"user": {"email": %q, "password": %q}%s}`, email, password, extra))
		}
		confirm := func(token string) response {
			return call(t, srv, "POST", "/api/v1/users/confirmation", fmt.Sprintf(`{"token": %q}`, token))
		}
		login := func(email, password string) int {
			return call(t, srv, "POST", "/api/v1/sessions", fmt.Sprintf(`{"user": {"email": %q, "password": %q}}`, email, password)).status
		}
		expired := func(name string, r response) {
			t.Helper()
			if r.status != 422 || get(r.body, "validations", "token", 0) != accounts.MsgSignupExpired || r.header.Get("Authorization") != "" {
				t.Errorf("%s = %d %s", name, r.status, r.raw)
			}
		}
		signUp(t, srv, db, "ada@example.com")

		taken, free := register("ada@example.com", "another-password", ""), register("grace@example.com", "another-password", "")
		if taken.status != 202 || taken.raw != free.raw || get(taken.body, "message") != accounts.MsgSignupSent {
			t.Errorf("an address with an account = %d %s; one without = %d %s", taken.status, taken.raw, free.status, free.raw)
		}
		for _, h := range []string{"Authorization", "Cache-Control", "Content-Type", "Content-Length"} {
			if taken.header.Get(h) != free.header.Get(h) {
				t.Errorf("%s: %q for an address with an account, %q without", h, taken.header.Get(h), free.header.Get(h))
			}
		}
		sent := deliver(t, db)
		if len(sent) != 2 {
			t.Fatalf("sent %d mails, want 2: %+v", len(sent), sent)
		}
		byTo := map[string]string{sent[0].To: sent[0].Subject + "\n" + sent[0].Body, sent[1].To: sent[1].Subject + "\n" + sent[1].Body}
		if m := byTo["ada@example.com"]; !strings.HasPrefix(m, "You already have a Pistil account\n") || strings.Contains(m, "token=") ||
			!strings.Contains(m, "https://shop.example/forgot-password") {
			t.Errorf("the mail to the address with an account:\n%s", m)
		}
		grace := signupLink.FindStringSubmatch(byTo["grace@example.com"])
		if grace == nil || !strings.HasPrefix(byTo["grace@example.com"], "Finish creating your Pistil account\n") {
			t.Fatalf("the mail to the new address:\n%s", byTo["grace@example.com"])
		}
		if login("ada@example.com", "a-long-password") != 200 || login("ada@example.com", "another-password") != 401 {
			t.Error("registering Ada's address again changed her password")
		}
		if got := login("grace@example.com", "another-password"); got != 401 {
			t.Errorf("logging in before the link is opened = %d", got)
		}
		if r := confirm(grace[1]); r.status != 201 || get(r.body, "user", "email") != "grace@example.com" {
			t.Errorf("opening the link = %d %s", r.status, r.raw)
		}
		expired("opening it again", confirm(grace[1]))
		if got := login("grace@example.com", "another-password"); got != 200 {
			t.Errorf("logging in after the link = %d", got)
		}
		for _, bad := range []string{"", "not-a-token", strings.Repeat("A", 43)} {
			expired(fmt.Sprintf("the token %q", bad), confirm(bad))
		}

		// A day later the link no longer works, and no account was made.
		register("hedy@example.com", "frequency-hopping", "")
		hedy := signupToken(t, db, "hedy@example.com")
		advance(accounts.SignupLinkLife + time.Second)
		expired("a link a day old", confirm(hedy))
		if got := login("hedy@example.com", "frequency-hopping"); got != 401 {
			t.Errorf("logging in with an expired registration = %d", got)
		}

		// A newer registration of the address replaces the older one.
		register("joan@example.com", "first-password", "")
		older := signupToken(t, db, "joan@example.com")
		register("joan@example.com", "second-password", "")
		newer := signupToken(t, db, "joan@example.com")
		expired("the older of two links", confirm(older))
		if r := confirm(newer); r.status != 201 || login("joan@example.com", "second-password") != 200 {
			t.Errorf("the newer link = %d %s", r.status, r.raw)
		}

		// An address that got an account meanwhile (single sign-on, another
		// link) is not registered twice.
		register("mary@example.com", "a-long-password", "")
		mary := signupToken(t, db, "mary@example.com")
		if _, err := accountstore.New(db).CreateCustomer(context.Background(), accounts.NewCustomer{Email: "mary@example.com"}); err != nil {
			t.Fatal(err)
		}
		if r := confirm(mary); r.status != 422 || get(r.body, "validations", "email", 0) != accounts.MsgEmailTaken {
			t.Errorf("a link for an address taken meanwhile = %d %s", r.status, r.raw)
		}

		// The link leads back to a path on the site, never elsewhere.
		for next, want := range map[string]string{
			"/stores/1/menu?tab=deals": "&next=%2Fstores%2F1%2Fmenu%3Ftab%3Ddeals", "//evil.example/": "", "https://evil.example/": "",
			"/\\evil.example": "", "/a b": "",
		} {
			register("alan@example.com", "a-long-password", fmt.Sprintf(`, "next": %q`, next))
			sent := deliver(t, db)
			if len(sent) != 1 {
				t.Fatalf("next %q: sent %d mails", next, len(sent))
			}
			link := regexp.MustCompile(`\S*/register\?\S*`).FindString(sent[0].Body)
			if got := link[strings.Index(link, "token=")+len("token=")+43:]; got != want {
				t.Errorf("next %q: the link %s ends %q, want %q", next, link, got, want)
			}
			advance(accounts.SignupMailWindow) // each registration of alan's under the mail cap
		}

		// Three mails an hour per address, then silence with the same answer.
		advance(accounts.SignupLinkLife) // and a full registration budget for this client
		for i := range accounts.MaxSignupMails + 1 {
			if r := register("kim@example.com", "a-long-password", ""); r.status != 202 || r.raw != free.raw {
				t.Errorf("registration %d of one address = %d %s", i+1, r.status, r.raw)
			}
		}
		if sent := deliver(t, db); len(sent) != accounts.MaxSignupMails {
			t.Errorf("sent %d mails for %d registrations in an hour, want %d", len(sent), accounts.MaxSignupMails+1, accounts.MaxSignupMails)
		}
		advance(accounts.SignupMailWindow)
		register("kim@example.com", "a-long-password", "")
		if sent := deliver(t, db); len(sent) != 1 {
			t.Errorf("an hour later: sent %d mails, want 1", len(sent))
		}
	})
}
