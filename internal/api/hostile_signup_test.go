package api_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/storage"
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
			if r := register(i); r.status != 201 {
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
		if r := register(10); r.status != 201 {
			t.Errorf("the eleventh address after 30 s = %d %s; the throttled attempt must have written nothing", r.status, r.raw)
		}
		if r := register(11); r.status != 429 {
			t.Errorf("a second one within the same 30 s = %d %s", r.status, r.raw)
		}
	})
}
