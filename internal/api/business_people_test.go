package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestStaffScreen: an owner invites by mail, changes a role, cannot
// remove the last owner, removes a member; makes, uses and revokes an
// integration token; and reads every one of those changes in the audit
// log.
func TestStaffScreen(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC))
		srv := newServer(t, db)
		owner := staffMember(t, db, srv, "own@shop.example", staff.Owner, ct.StoreSF, 0)

		r := owner.call(t, "POST", "/stores/1/staff", `{"email": "Bud@Shop.example", "name": "Bud", "role": "budtender"}`)
		if r.status != 200 || !strings.Contains(r.raw, `"email":"bud@shop.example","name":"Bud","role":"budtender","state":"invited"`) {
			t.Fatalf("invite = %d %s", r.status, r.raw)
		}
		mails, err := db.OutboxMessages(t.Context(), "bud@shop.example")
		if err != nil || len(mails) != 1 || !strings.Contains(mails[0].Message.Body, publicURL+"/business/welcome/") {
			t.Fatalf("the invitation mail = %+v, %v", mails, err)
		}
		wantProblem(t, "a role nobody grants", owner.call(t, "POST", "/stores/1/staff", `{"email": "x@shop.example", "role": "operator"}`), 422, "role")
		wantProblem(t, "a bad address", owner.call(t, "POST", "/stores/1/staff", `{"email": "nope", "role": "manager"}`), 422, "email")

		var budID, ownID float64
		for _, p := range owner.call(t, "GET", "/stores/1/staff", "").body["staff"].([]any) {
			switch p := p.(map[string]any); p["email"] {
			case "bud@shop.example":
				budID = p["id"].(float64)
			case "own@shop.example":
				ownID = p["id"].(float64)
			}
		}
		if r := owner.call(t, "PUT", fmt.Sprintf("/stores/1/staff/%.0f", budID), `{"role": "manager"}`); r.status != 200 || !strings.Contains(r.raw, `"role":"manager"`) {
			t.Errorf("change role = %d %s", r.status, r.raw)
		}
		r = owner.call(t, "DELETE", fmt.Sprintf("/stores/1/staff/%.0f", ownID), "")
		if wantProblem(t, "removing the last owner", r, 409, ""); r.body["message"] != staff.MsgLastOwner {
			t.Errorf("message = %v", r.body["message"])
		}
		wantProblem(t, "someone of no role here", owner.call(t, "DELETE", "/stores/1/staff/999999", ""), 404, "")
		if r := owner.call(t, "DELETE", fmt.Sprintf("/stores/1/staff/%.0f", budID), ""); r.status != 204 {
			t.Errorf("remove = %d %s", r.status, r.raw)
		}

		// Tokens: made once, used as integrations use them, revoked.
		wantProblem(t, "a token with no name", owner.call(t, "POST", "/stores/1/tokens", `{"name": " "}`), 422, "name")
		r = owner.call(t, "POST", "/stores/1/tokens", `{"name": "POS sync"}`)
		token, _ := r.body["token"].(string)
		if r.status != 201 || !strings.HasPrefix(token, "pst_") {
			t.Fatalf("make token = %d %s", r.status, r.raw)
		}
		list := owner.call(t, "GET", "/stores/1/tokens", "")
		id := get(list.body, "tokens", 0, "id")
		if get(list.body, "tokens", 0, "name") != "POS sync" || strings.Contains(list.raw, token) {
			t.Errorf("tokens = %s", list.raw)
		}
		bearer := http.Header{"Authorization": {"Bearer " + token}}
		if r := callWith(t, srv, "GET", "/api/v1/staff/reservations", "", bearer); r.status != 200 {
			t.Errorf("the new token on the staff API = %d %s", r.status, r.raw)
		}
		if r := owner.call(t, "DELETE", fmt.Sprintf("/stores/1/tokens/%.0f", id), ""); r.status != 204 {
			t.Fatalf("revoke = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/staff/reservations", "", bearer); r.status != 401 {
			t.Errorf("a revoked token = %d", r.status)
		}
		wantProblem(t, "another store's token id", owner.call(t, "DELETE", "/stores/1/tokens/999999", ""), 404, "")

		audit := owner.call(t, "GET", "/stores/1/audit", "")
		var actions []string
		for _, e := range audit.body["entries"].([]any) {
			e := e.(map[string]any)
			actions = append(actions, e["action"].(string))
			if e["action"] == "staff_role.change" && (get(e, "before", "role") != "budtender" || get(e, "after", "role") != "manager" || e["actor"] != "staff:own@shop.example") {
				t.Errorf("the role change's entry = %v", e)
			}
		}
		want := "token.revoke token.create staff_role.remove staff_role.change staff_role.grant staff_role.grant"
		if got := strings.Join(actions, " "); got != want {
			t.Errorf("audit actions = %s, want %s", got, want)
		}
	})
}
