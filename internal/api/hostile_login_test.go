package api_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestLoginLockUnderParallelGuessing sends rounds of 40 parallel wrong
// logins for one address and counts the passwords checked (401s; the rest
// are 429 without a check). The clock is pinned, so within a round the
// count is exact: the first round checks the five free attempts
// (accounts.FreeFailures); each later round, sent once the pause after the
// last failure (1 s, 2 s, 4 s, 8 s, 16 s) has passed, checks one more; at
// ten the address is locked and a round within the lock checks none.
// Ten passwords are checked in all, never more, on either database.
func TestLoginLockUnderParallelGuessing(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		signUp(t, srv, db, "ada@example.com")
		advance := stopClock(db, db.Now())

		round := func() (checked, throttled int) {
			var wg sync.WaitGroup
			codes := make(chan int, 40)
			for range 40 {
				wg.Go(func() {
					resp, err := http.Post(srv.URL+"/api/v1/sessions", "application/json",
						strings.NewReader(`{"user": {"email": "ada@example.com", "password": "not-her-password"}}`))
					if err != nil {
						codes <- 0
						return
					}
					resp.Body.Close()
					codes <- resp.StatusCode
				})
			}
			wg.Wait()
			close(codes)
			for c := range codes {
				switch c {
				case 401:
					checked++
				case 429:
					throttled++
				default:
					t.Errorf("a parallel wrong login answered %d", c)
				}
			}
			return checked, throttled
		}
		total := 0
		for i, r := range []struct {
			after time.Duration // since the round before
			want  int
		}{
			{0, accounts.FreeFailures},
			{time.Second, 1},      // after 5 failures: 1 s
			{2 * time.Second, 1},  // after 6: 2 s
			{4 * time.Second, 1},  // after 7: 4 s
			{8 * time.Second, 1},  // after 8: 8 s
			{16 * time.Second, 1}, // after 9: 16 s; now 10, locked for 15 minutes
			{14 * time.Minute, 0}, // still locked
		} {
			advance(r.after)
			checked, throttled := round()
			total += checked
			if checked != r.want || checked+throttled != 40 {
				t.Errorf("round %d: %d passwords checked and %d throttled of 40; want %d checked", i+1, checked, throttled, r.want)
			}
		}
		if total != accounts.LockAfter {
			t.Errorf("%d passwords checked in all, want %d", total, accounts.LockAfter)
		}
		// Once the lock has passed, the right password signs in and clears the count.
		advance(accounts.LockFor)
		if r := call(t, srv, "POST", "/api/v1/sessions", `{"user": {"email": "ada@example.com", "password": "a-long-password"}}`); r.status != 200 {
			t.Fatalf("the right password after the lock = %d %s", r.status, r.raw)
		}
		if checked, _ := round(); checked != accounts.FreeFailures {
			t.Errorf("after a good login, %d passwords checked in a round; want the %d free again", checked, accounts.FreeFailures)
		}
	})
}
