package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// The principals of the role matrix, in the columns' order: store 1's
// owner, manager and budtender; an operator of a partner listing store 1;
// an operator of another partner; store 2's owner; store 1's integration
// token; no one.
const (
	own = iota
	mgr
	bud
	opr
	opX
	own2
	tok
	none
	principals
)

// Expected answers: through the guard (any status but 401 and 403: the
// handler's own, which the matrix does not judge), refused as signed out,
// or forbidden.
const (
	y = 0
	u = http.StatusUnauthorized
	f = http.StatusForbidden
)

// roleMatrix is every console operation against each principal, written
// by hand, not derived from the role table (internal/staff), so that it
// checks that table. Path parameters other than {storeId} (store 1) are
// ids nobody has, so that no call changes anything the next row needs;
// bodies are empty, so writes that pass the guard are refused by the
// handler's own validation. Rows that end sessions (endsSessions) sign
// everyone in again first.
var roleMatrix = []struct {
	op, method, path string
	want             [principals]int
}{
	//                                                                                     own mgr bud opr opX own2 tok none
	{"staffSignIn", "POST", "/session", [principals]int{y, y, y, y, y, y, y, y}},
	{"staffSecondFactor", "POST", "/session/second_factor", [principals]int{y, y, y, y, y, y, y, y}},
	{"staffEmailCode", "POST", "/session/email_code", [principals]int{y, y, y, y, y, y, y, y}},
	{"staffWelcome", "POST", "/welcome", [principals]int{y, y, y, y, y, y, y, y}},
	{"getStaffSession", "GET", "/session", [principals]int{y, y, y, y, y, y, f, u}},
	{"beginStaffTOTP", "POST", "/me/totp", [principals]int{y, y, y, y, y, y, f, u}},
	{"confirmStaffTOTP", "POST", "/me/totp/confirm", [principals]int{y, y, y, y, y, y, f, u}},
	{"newStaffRecoveryCodes", "POST", "/me/recovery_codes", [principals]int{y, y, y, y, y, y, f, u}},
	{"changeStaffPassword", "POST", "/me/password", [principals]int{y, y, y, y, y, y, f, u}},
	{"listStoreStaff", "GET", "/stores/1/staff", [principals]int{y, f, f, y, f, f, f, u}},
	{"inviteStoreStaff", "POST", "/stores/1/staff", [principals]int{y, f, f, y, f, f, f, u}},
	{"changeStoreStaffRole", "PUT", "/stores/1/staff/999999", [principals]int{y, f, f, y, f, f, f, u}},
	{"removeStoreStaff", "DELETE", "/stores/1/staff/999999", [principals]int{y, f, f, y, f, f, f, u}},
	{"listIntegrationTokens", "GET", "/stores/1/tokens", [principals]int{y, f, f, y, f, f, f, u}},
	{"makeIntegrationToken", "POST", "/stores/1/tokens", [principals]int{y, f, f, y, f, f, f, u}},
	{"revokeIntegrationToken", "DELETE", "/stores/1/tokens/999999", [principals]int{y, f, f, y, f, f, f, u}},
	{"listStoreWebhooks", "GET", "/stores/1/webhooks", [principals]int{y, f, f, y, f, f, y, u}},
	{"makeStoreWebhook", "POST", "/stores/1/webhooks", [principals]int{y, f, f, y, f, f, y, u}},
	{"getStoreWebhook", "GET", "/stores/1/webhooks/999999", [principals]int{y, f, f, y, f, f, y, u}},
	{"changeStoreWebhook", "PUT", "/stores/1/webhooks/999999", [principals]int{y, f, f, y, f, f, y, u}},
	{"removeStoreWebhook", "DELETE", "/stores/1/webhooks/999999", [principals]int{y, f, f, y, f, f, y, u}},
	{"listStoreWebhookDeliveries", "GET", "/stores/1/webhooks/999999/deliveries", [principals]int{y, f, f, y, f, f, y, u}},
	{"resendStoreWebhookDelivery", "POST", "/stores/1/webhooks/999999/deliveries/999999/resend", [principals]int{y, f, f, y, f, f, y, u}},
	{"getAuditLog", "GET", "/stores/1/audit", [principals]int{y, f, f, y, f, f, f, u}},
	{"streamStoreQueues", "GET", "/stream?store_id=1", [principals]int{y, y, y, y, f, f, y, u}},
	{"listStoreQueue", "GET", "/stores/1/reservations", [principals]int{y, y, y, y, f, f, y, u}},
	{"getStoreReservation", "GET", "/stores/1/reservations/999999", [principals]int{y, y, y, y, f, f, y, u}},
	{"moveStoreReservation", "POST", "/stores/1/reservations/999999/status", [principals]int{y, y, y, y, f, f, y, u}},
	{"noteStoreReservation", "POST", "/stores/1/reservations/999999/notes", [principals]int{y, y, y, y, f, f, y, u}},
	{"getStorePickList", "GET", "/stores/1/reservations/999999/pick_list", [principals]int{y, y, y, y, f, f, y, u}},
	{"getStoreReservationDocument", "GET", "/stores/1/reservations/999999/documents/government_photo", [principals]int{y, y, y, y, f, f, f, u}},
	{"listStoreMenu", "GET", "/stores/1/menu", [principals]int{y, y, y, y, f, f, f, u}},
	{"exportStoreMenuCSV", "GET", "/stores/1/menu.csv", [principals]int{y, y, y, y, f, f, f, u}},
	{"importStoreMenuCSV", "POST", "/stores/1/menu/import", [principals]int{y, y, f, y, f, f, f, u}},
	{"listCatalogueOffMenu", "GET", "/stores/1/catalogue", [principals]int{y, y, f, y, f, f, f, u}},
	{"addStoreMenuProduct", "POST", "/stores/1/menu", [principals]int{y, y, f, y, f, f, f, u}},
	{"getStoreMenuProduct", "GET", "/stores/1/menu/999999", [principals]int{y, y, y, y, f, f, f, u}},
	{"editStoreMenuProduct", "PUT", "/stores/1/menu/999999", [principals]int{y, y, f, y, f, f, f, u}},
	{"countStoreMenuStock", "POST", "/stores/1/menu/999999/stock", [principals]int{y, y, y, y, f, f, f, u}},
	{"syncStoreInventory", "PUT", "/stores/1/inventory", [principals]int{y, y, f, y, f, f, y, u}},
	{"syncChainInventory", "PUT", "/inventory", [principals]int{y, y, f, y, y, y, y, u}},
	{"getStoreFeed", "GET", "/stores/1/feed", [principals]int{y, y, f, y, f, f, y, u}},
	{"setStoreFeed", "PUT", "/stores/1/feed", [principals]int{y, y, f, y, f, f, y, u}},
	{"removeStoreFeed", "DELETE", "/stores/1/feed", [principals]int{y, y, f, y, f, f, y, u}},
	{"runStoreFeed", "POST", "/stores/1/feed/run", [principals]int{y, y, f, y, f, f, y, u}},
	{"uploadStoreMenuPhoto", "POST", "/stores/1/menu/999999/photos", [principals]int{y, y, f, y, f, f, f, u}},
	{"orderStoreMenuPhotos", "PUT", "/stores/1/menu/999999/photos", [principals]int{y, y, f, y, f, f, f, u}},
	{"removeStoreMenuPhoto", "DELETE", "/stores/1/menu/999999/photos/999999", [principals]int{y, y, f, y, f, f, f, u}},
	{"listConsoleSpecials", "GET", "/stores/1/specials", [principals]int{y, y, y, y, f, f, f, u}},
	{"createConsoleSpecial", "POST", "/stores/1/specials", [principals]int{y, y, f, y, f, f, f, u}},
	{"previewConsoleSpecial", "POST", "/stores/1/specials/preview", [principals]int{y, y, y, y, f, f, f, u}},
	{"editConsoleSpecial", "PUT", "/stores/1/specials/999999", [principals]int{y, y, f, y, f, f, f, u}},
	{"endConsoleSpecial", "POST", "/stores/1/specials/999999/end", [principals]int{y, y, f, y, f, f, f, u}},
	{"listConsoleReviews", "GET", "/stores/1/reviews", [principals]int{y, y, f, y, f, f, f, u}},
	{"replyToConsoleReview", "PUT", "/stores/1/reviews/999999/reply", [principals]int{y, y, f, y, f, f, f, u}},
	{"removeConsoleReviewReply", "DELETE", "/stores/1/reviews/999999/reply", [principals]int{y, y, f, y, f, f, f, u}},
	{"hideConsoleReview", "POST", "/stores/1/reviews/999999/hide", [principals]int{y, y, f, y, f, f, f, u}},
	{"showConsoleReview", "POST", "/stores/1/reviews/999999/show", [principals]int{y, y, f, y, f, f, f, u}},
	{"getConsoleSalesReport", "GET", "/stores/1/reports/sales", [principals]int{y, y, f, y, f, f, y, u}},
	{"getConsoleSalesReportCSV", "GET", "/stores/1/reports/sales.csv", [principals]int{y, y, f, y, f, f, y, u}},
	{"getConsoleTopProducts", "GET", "/stores/1/reports/top_products", [principals]int{y, y, f, y, f, f, y, u}},
	{"getConsoleTopProductsCSV", "GET", "/stores/1/reports/top_products.csv", [principals]int{y, y, f, y, f, f, y, u}},
	{"getConsoleFunnel", "GET", "/stores/1/reports/funnel", [principals]int{y, y, f, y, f, f, y, u}},
	{"getConsoleFunnelCSV", "GET", "/stores/1/reports/funnel.csv", [principals]int{y, y, f, y, f, f, y, u}},
	{"getConsoleEmptySearches", "GET", "/stores/1/reports/empty_searches", [principals]int{y, y, f, y, f, f, y, u}},
	{"getConsoleEmptySearchesCSV", "GET", "/stores/1/reports/empty_searches.csv", [principals]int{y, y, f, y, f, f, y, u}},
	{"getStoreSettings", "GET", "/stores/1/settings", [principals]int{y, y, f, y, f, f, f, u}},
	{"editStoreSettings", "PUT", "/stores/1/settings", [principals]int{y, f, f, y, f, f, f, u}},
	{"previewStoreMessage", "POST", "/stores/1/messages/preview", [principals]int{y, y, f, y, f, f, f, u}},
	{"staffSignOut", "DELETE", "/session", [principals]int{y, y, y, y, y, y, f, u}},
	{"staffSignOutEverywhere", "POST", "/session/everywhere", [principals]int{y, y, y, y, y, y, f, u}},
}

var endsSessions = map[string]bool{"staffSignOut": true, "staffSignOutEverywhere": true}

// TestBusinessRoleMatrix: every operation of the console's API (every
// operationId under /api/v1/business in openapi.json has a row) answers
// each principal as the matrix says, on both databases.
func TestBusinessRoleMatrix(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	raw, err := os.ReadFile("openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]map[string]struct {
			OperationID string `json:"operationId"`
		}
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	rows := map[string]bool{}
	for _, row := range roleMatrix {
		rows[row.op] = true
	}
	for path, methods := range doc.Paths {
		for _, o := range methods {
			if strings.HasPrefix(path, "/api/v1/business/") && !rows[o.OperationID] {
				t.Errorf("%s (%s) has no row in the role matrix", o.OperationID, path)
			}
		}
	}

	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC))
		srv := newServer(t, db)
		doc := ct.Small()
		doc.Partners = []catalog.Partner{
			{ID: 5, Name: "Bay chain", Mode: "embedded", AllowedOrigins: []string{"https://bay.example"}, StoreIDs: []int64{ct.StoreSF}},
			{ID: 6, Name: "Mountain chain", Mode: "embedded", AllowedOrigins: []string{"https://mountain.example"}, StoreIDs: []int64{ct.StoreDenver}},
		}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		var clients [principals]*staffClient
		clients[own] = staffMember(t, db, srv, "own@shop.example", staff.Owner, ct.StoreSF, 0)
		clients[mgr] = staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		clients[bud] = staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		clients[opr] = staffMember(t, db, srv, "opr@shop.example", staff.Operator, 0, 5)
		clients[opX] = staffMember(t, db, srv, "opx@shop.example", staff.Operator, 0, 6)
		clients[own2] = staffMember(t, db, srv, "own2@shop.example", staff.Owner, ct.StoreDenver, 0)
		token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "matrix", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		clients[none] = newStaffClient(srv)
		for _, row := range roleMatrix {
			if endsSessions[row.op] {
				for _, c := range clients[:tok] {
					advance(time.Minute) // past the per-client sign-in throttle
					c.signIn(t)
				}
			}
			for who, want := range row.want {
				var r response
				body := ""
				if row.method != "GET" && row.method != "DELETE" {
					body = "{}"
				}
				switch {
				case row.op == "streamStoreQueues":
					r = openStream(t, srv, row.path, clients[who], token, who == tok)
				case who == tok:
					h := http.Header{"Authorization": {"Bearer " + token}, "Origin": {publicURL}}
					r = callWith(t, srv, row.method, "/api/v1/business"+row.path, body, h)
				default:
					r = clients[who].call(t, row.method, row.path, body)
				}
				got := y
				if r.status == u || r.status == f {
					got = r.status
				}
				if got != want {
					t.Errorf("%s as %s = %d %s, want %s", row.op, []string{"owner", "manager", "budtender", "operator", "another operator",
						"store 2's owner", "integration token", "no one"}[who], r.status, r.raw, wantText(want))
				}
			}
		}
	})
}

// openStream opens the console's event stream as a principal and answers
// its status (and body, when it was refused), without waiting for the
// stream to end.
func openStream(t *testing.T, srv *httptest.Server, path string, c *staffClient, token string, bearer bool) response {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/v1/business"+path, nil)
	if bearer {
		req.Header.Set("Authorization", "Bearer "+token)
	} else if c.cookie != "" {
		req.Header.Set("Cookie", staffCookie+"="+c.cookie)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	r := response{status: res.StatusCode, header: res.Header}
	if res.StatusCode != 200 {
		b, _ := io.ReadAll(res.Body)
		r.raw = string(b)
	} else if ct := res.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Errorf("GET %s = 200 %s, want an event stream", path, ct)
	}
	return r
}

func wantText(want int) string {
	if want == y {
		return "through the guard"
	}
	return fmt.Sprint(want)
}
