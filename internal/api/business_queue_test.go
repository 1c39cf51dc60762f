package api_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// queueStart is the console queue tests' clock: Friday 27 November 2026,
// 10:00 in San Francisco.
var queueStart = time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC)

// auditActions lists a store's audit log of reservations and documents
// as "action subject actor", oldest first: the roles granted to make the
// test's staff are left out.
func auditActions(t *testing.T, db *storage.DB, store int64) []string {
	t.Helper()
	rows, err := db.AuditLog(context.Background(), store, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	out := []string{}
	for _, r := range slices.Backward(rows) {
		if strings.HasPrefix(r.Action, "reservation.") || strings.HasPrefix(r.Action, "document.") {
			out = append(out, r.Action+" "+r.Subject+" "+r.Actor)
		}
	}
	return out
}

// TestBusinessQueue: a budtender lists the store's queue with its filters,
// reads a reservation, moves it pending → verification → preparing →
// ready_for_pickup (the shopper's receipt shows it and the outbox holds
// the shopper's messages), leaves a note, cancels another with a reason
// (the stock comes back), prints a pick list and looks at the shopper's
// identification; every change and look is in the audit log.
func TestBusinessQueue(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, queueStart)
		srv, _ := newServerWithFiles(t, db)
		ada := signUp(t, srv, db, "ada@example.com")
		if r := upload(t, srv, ada, nil, map[formFile][]byte{{"document[government_photo]", "id.jpg"}: testJPEG(t, 64, 48)}); r.status != 200 {
			t.Fatalf("upload = %d %s", r.status, r.raw)
		}
		signedIn, uuid := statusReserve(t, srv, 2, ada)
		guest, guestUUID := statusReserve(t, srv, 1, nil)
		if statusEighths(t, db) != 2 {
			t.Fatalf("stock = %d, want 5 - 2 - 1", statusEighths(t, db))
		}
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		queue := fmt.Sprintf("/stores/%d/reservations", ct.StoreSF)
		one := fmt.Sprintf("%s/%.0f", queue, signedIn)
		other := fmt.Sprintf("%s/%.0f", queue, guest)

		// The queue: both pending, the older first.
		r := bud.call(t, "GET", queue, "")
		if r.status != 200 || r.body["total"] != 2.0 || get(r.body, "reservations", 0, "id") != signedIn || get(r.body, "reservations", 1, "id") != guest ||
			get(r.body, "counts", "pending") != 2.0 || get(r.body, "counts", "active") != 2.0 || get(r.body, "counts", "all") != 2.0 ||
			get(r.body, "time_zone_identifier") != "America/Los_Angeles" || r.body["per_page"] != 50.0 {
			t.Fatalf("queue = %d %s", r.status, r.raw)
		}
		row := get(r.body, "reservations", 0)
		if get(row, "uuid") != uuid || get(row, "shopper_name") != "Ada Lovelace" || get(row, "item_count") != 2.0 || get(row, "order_total") == 0.0 ||
			get(row, "status") != "pending" || get(row, "reservation_mode") != "pickup" || get(row, "asap") != true ||
			fmt.Sprint(get(row, "next_statuses")) != "[verification cancelled]" || get(row, "arrived_at") != nil {
			t.Errorf("a queue row = %v", row)
		}
		if r.header.Get("Cache-Control") != "no-store" {
			t.Errorf("Cache-Control = %q", r.header.Get("Cache-Control"))
		}
		lastEvent, _ := r.body["last_event_id"].(float64)
		if lastEvent <= 0 {
			t.Errorf("last_event_id = %v", r.body["last_event_id"])
		}
		// Checkout gave the earliest window: today, in the store's time zone.
		start, err := time.Parse(time.RFC3339, get(row, "window_start").(string))
		if err != nil {
			t.Fatal(err)
		}
		la, _ := time.LoadLocation("America/Los_Angeles")
		day := start.In(la).Format(time.DateOnly)
		if day != "2026-11-27" {
			t.Fatalf("the window starts %s, not today", start)
		}
		for _, tt := range []struct {
			query string
			total float64
		}{
			{"?status=active", 2},
			{"?status=pending,verification", 2},
			{"?status=finished", 0},
			{"?mode=pickup", 2},
			{"?mode=delivery,curbside", 0},
			{"?window=today", 2},
			{"?window=2026-11-20", 0},
			{fmt.Sprintf("?q=%%23%.0f", guest), 1},
			{"?q=" + guestUUID, 1},
			{"?q=lovelace", 2},
			{"?q=(415)%20555-0100", 2},
			{"?q=nobody", 0},
			{"?status=active&mode=pickup&window=today&q=ada&page=1", 2},
			{"?window=2026-11-28", 0},
			{"?page=2", 2},
		} {
			if r := bud.call(t, "GET", queue+tt.query, ""); r.status != 200 || r.body["total"] != tt.total {
				t.Errorf("queue%s = %d %s, want %v", tt.query, r.status, r.raw, tt.total)
			}
		}
		for query, field := range map[string]string{"?status=lost": "status", "?mode=shipping": "mode", "?window=tomorrow": "window",
			"?q=" + strings.Repeat("x", reservation.MaxSearch+1): "q"} {
			wantProblem(t, "queue"+query, bud.call(t, "GET", queue+query, ""), 422, field)
		}
		wantProblem(t, "page 0", bud.call(t, "GET", queue+"?page=0", ""), 400, "")

		// The detail: lines with weights, totals, contact, history, the document.
		r = bud.call(t, "GET", one, "")
		d := get(r.body, "reservation")
		if r.status != 200 || get(d, "id") != signedIn || get(d, "products", 0, "price_id") != "eighth_ounce" ||
			get(d, "products", 0, "weight_label") != "3.5g" || get(d, "products", 0, "count") != 2.0 ||
			get(d, "contact", "birth_date") != "1990-04-20" || get(d, "contact", "email") != "ada@example.com" ||
			get(d, "totals", "order_total") != get(row, "order_total") || get(d, "customer_id") == nil ||
			get(d, "events", 0, "status") != "pending" || get(d, "events", 0, "actor") != "shopper" ||
			get(d, "document_photos", 0, "slot") != "government_photo" || get(d, "document_photos", 0, "content_type") != "image/jpeg" {
			t.Fatalf("detail = %d %s", r.status, r.raw)
		}
		if r := bud.call(t, "GET", other, ""); fmt.Sprint(get(r.body, "reservation", "document_photos")) != "[]" || get(r.body, "reservation", "customer_id") != nil {
			t.Errorf("a guest's detail = %s", r.raw)
		}
		wantProblem(t, "an unknown reservation", bud.call(t, "GET", queue+"/999999", ""), 404, "")
		wantProblem(t, "a malformed id", bud.call(t, "GET", queue+"/abc", ""), 400, "")

		// The pick list.
		r = bud.call(t, "GET", one+"/pick_list", "")
		if r.status != 200 || r.body["reservation_id"] != signedIn || r.body["item_count"] != 2.0 || r.body["shopper_name"] != "Ada Lovelace" ||
			get(r.body, "lines", 0, "name") != "Blue Dream" || get(r.body, "lines", 0, "weight_label") != "3.5g" || r.body["store_name"] == "" {
			t.Errorf("pick list = %d %s", r.status, r.raw)
		}

		// Moving on, one step at a time; a skipped step is refused.
		before := len(storagetest.ReservationNews(t, db, "ada@example.com"))
		wantProblem(t, "a skipped step", bud.call(t, "POST", one+"/status", `{"to": "preparing"}`), 409, "")
		wantProblem(t, "an unknown status", bud.call(t, "POST", one+"/status", `{"to": "lost"}`), 422, "status")
		wantProblem(t, "no status", bud.call(t, "POST", one+"/status", `{"message": "Hello"}`), 422, "to")
		for _, to := range []string{reservation.Verification, reservation.Preparing, reservation.ReadyForPickup} {
			r = bud.call(t, "POST", one+"/status", `{"to": "`+to+`"}`)
			if r.status != 200 || get(r.body, "reservation", "status") != to {
				t.Fatalf("move to %s = %d %s", to, r.status, r.raw)
			}
		}
		if got := fmt.Sprint(get(r.body, "reservation", "next_statuses")); got != "[finished cancelled]" {
			t.Errorf("next statuses when ready = %s", got)
		}
		receipt := call(t, srv, "GET", "/api/v1/reservation_receipts/"+uuid, "")
		if get(receipt.body, "reservation", "status") != "ready_for_pickup" || get(receipt.body, "reservation", "events", 3, "actor") != "store" {
			t.Errorf("the shopper's receipt = %s", receipt.raw)
		}
		news := storagetest.ReservationNews(t, db, "ada@example.com")
		if len(news) != before+3 || !strings.Contains(strings.ToLower(news[len(news)-1].Subject), "ready") {
			t.Errorf("the shopper's messages = %+v", news[before:])
		}

		// A note; an empty one is refused.
		wantProblem(t, "an empty note", bud.call(t, "POST", one+"/notes", `{"message": "  "}`), 422, "message")
		r = bud.call(t, "POST", one+"/notes", `{"message": "Ask at window 2."}`)
		if r.status != 200 || get(r.body, "reservation", "message") != "Ask at window 2." || get(r.body, "reservation", "status") != "ready_for_pickup" ||
			get(r.body, "reservation", "events", 4, "note") != "Ask at window 2." {
			t.Errorf("note = %d %s", r.status, r.raw)
		}
		if n := storagetest.ReservationNews(t, db, "ada@example.com"); len(n) != before+4 || !strings.Contains(n[len(n)-1].Body, "Ask at window 2.") {
			t.Errorf("the note did not reach the shopper: %+v", n[before:])
		}

		// The shopper's document while the reservation is live: each look logged.
		r = bud.call(t, "GET", one+"/documents/government_photo", "")
		if r.status != 200 || r.header.Get("Content-Type") != "image/jpeg" || r.header.Get("Cache-Control") != "private, no-store" ||
			r.header.Get("X-Content-Type-Options") != "nosniff" || !strings.HasPrefix(r.raw, "\xff\xd8") {
			t.Errorf("document photo = %d %v", r.status, r.header)
		}
		wantProblem(t, "an empty slot", bud.call(t, "GET", one+"/documents/mmj_card", ""), 404, "")
		wantProblem(t, "no such slot", bud.call(t, "GET", one+"/documents/passport", ""), 404, "")
		wantProblem(t, "a guest's document", bud.call(t, "GET", other+"/documents/government_photo", ""), 404, "")

		// Cancelling needs a reason; with one, the stock comes back.
		wantProblem(t, "a cancel without a reason", bud.call(t, "POST", other+"/status", `{"to": "cancelled"}`), 422, "message")
		r = bud.call(t, "POST", other+"/status", `{"to": "cancelled", "message": "We are out of Blue Dream, sorry."}`)
		if r.status != 200 || get(r.body, "reservation", "status") != "cancelled" || get(r.body, "reservation", "cancelled_at") == nil ||
			fmt.Sprint(get(r.body, "reservation", "next_statuses")) != "[]" {
			t.Fatalf("cancel = %d %s", r.status, r.raw)
		}
		if got := statusEighths(t, db); got != 3 {
			t.Errorf("stock after cancelling = %d, want 2 + 1", got)
		}
		// Finished: the document is no longer shown, and the detail lists none.
		if r := bud.call(t, "POST", one+"/status", `{"to": "finished"}`); r.status != 200 || fmt.Sprint(get(r.body, "reservation", "document_photos")) != "[]" {
			t.Errorf("finish = %d %s", r.status, r.raw)
		}
		wantProblem(t, "a finished reservation's document", bud.call(t, "GET", one+"/documents/government_photo", ""), 409, "")

		r = bud.call(t, "GET", queue, "")
		if get(r.body, "counts", "finished") != 1.0 || get(r.body, "counts", "cancelled") != 1.0 || get(r.body, "counts", "active") != 0.0 ||
			get(r.body, "last_event_id").(float64) <= lastEvent {
			t.Errorf("queue after = %s", r.raw)
		}

		actor := " staff:bud@shop.example"
		subject, otherSubject := fmt.Sprintf("reservation:%.0f", signedIn), fmt.Sprintf("reservation:%.0f", guest)
		want := []string{
			"reservation.status " + subject + actor, "reservation.status " + subject + actor, "reservation.status " + subject + actor,
			"reservation.note " + subject + actor, "document.view " + subject + actor,
			"reservation.status " + otherSubject + actor, "reservation.status " + subject + actor,
		}
		if got := auditActions(t, db, ct.StoreSF); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("audit log =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	})
}

// TestBusinessQueueScope: a manager of another store gets 403 on this
// store's queue and 404 for its reservations under their own store's path;
// an integration token lists and moves but may not look at documents; no
// session is 401.
func TestBusinessQueueScope(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, queueStart)
		srv, _ := newServerWithFiles(t, db)
		ada := signUp(t, srv, db, "ada@example.com")
		if r := upload(t, srv, ada, nil, map[formFile][]byte{{"document[government_photo]", "id.jpg"}: testJPEG(t, 64, 48)}); r.status != 200 {
			t.Fatalf("upload = %d %s", r.status, r.raw)
		}
		id, _ := statusReserve(t, srv, 1, ada)
		sf := fmt.Sprintf("/stores/%d/reservations", ct.StoreSF)
		denver := fmt.Sprintf("/stores/%d/reservations", ct.StoreDenver)
		mine, theirs := fmt.Sprintf("%s/%.0f", sf, id), fmt.Sprintf("%s/%.0f", denver, id)

		mgr := staffMember(t, db, srv, "mgr@denver.example", staff.Manager, ct.StoreDenver, 0)
		for _, req := range [][3]string{{"GET", sf, ""}, {"GET", mine, ""}, {"POST", mine + "/status", `{"to": "verification"}`},
			{"POST", mine + "/notes", `{"message": "Hi"}`}, {"GET", mine + "/pick_list", ""}, {"GET", mine + "/documents/government_photo", ""}} {
			if r := mgr.call(t, req[0], req[1], req[2]); r.status != 403 || r.body["message"] != staff.MsgNotYourStore {
				t.Errorf("Denver's manager: %s %s = %d %s", req[0], req[1], r.status, r.raw)
			}
		}
		if r := mgr.call(t, "GET", denver, ""); r.status != 200 || r.body["total"] != 0.0 {
			t.Errorf("Denver's own queue = %d %s", r.status, r.raw)
		}
		for _, req := range [][3]string{{"GET", theirs, ""}, {"POST", theirs + "/status", `{"to": "verification"}`},
			{"POST", theirs + "/notes", `{"message": "Hi"}`}, {"GET", theirs + "/pick_list", ""}, {"GET", theirs + "/documents/government_photo", ""}} {
			if r := mgr.call(t, req[0], req[1], req[2]); r.status != 404 || r.body["message"] != reservation.MsgNoReservation {
				t.Errorf("SF's reservation under Denver's path: %s %s = %d %s", req[0], req[1], r.status, r.raw)
			}
		}

		// No session; a shopper's session is no staff session either.
		for name, h := range map[string]http.Header{"no session": nil, "a shopper's session": ada} {
			if r := callWith(t, srv, "GET", "/api/v1/business"+sf, "", h); r.status != 401 {
				t.Errorf("%s = %d %s", name, r.status, r.raw)
			}
		}

		// An integration token: reads and moves, no Origin or CSRF token
		// needed; documents are not its to see.
		token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "front desk", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		bearer := auth("Bearer " + token)
		if r := callWith(t, srv, "GET", "/api/v1/business"+sf+"?status=active", "", bearer); r.status != 200 || r.body["total"] != 1.0 {
			t.Errorf("the token's queue = %d %s", r.status, r.raw)
		}
		r := callWith(t, srv, "GET", "/api/v1/business"+mine, "", bearer)
		if r.status != 200 || fmt.Sprint(get(r.body, "reservation", "document_photos")) != "[]" {
			t.Errorf("the token's detail = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "POST", "/api/v1/business"+mine+"/status", `{"to": "verification"}`, bearer); r.status != 200 ||
			get(r.body, "reservation", "status") != "verification" {
			t.Errorf("the token's move = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/business"+mine+"/documents/government_photo", "", bearer); r.status != 403 ||
			r.body["message"] != staff.MsgCannot(staff.Integration, staff.DocumentsView) {
			t.Errorf("the token looks at a document = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/business"+denver, "", bearer); r.status != 403 {
			t.Errorf("the token on another store = %d %s", r.status, r.raw)
		}
		// A budtender of the store may look; the owner sees the log.
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		if r := bud.call(t, "GET", mine+"/documents/government_photo", ""); r.status != 200 {
			t.Errorf("the budtender looks = %d %s", r.status, r.raw)
		}
		subject := fmt.Sprintf("reservation:%.0f", id)
		want := []string{"reservation.status " + subject + " token:front desk", "document.view " + subject + " staff:bud@shop.example"}
		if got := auditActions(t, db, ct.StoreSF); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("audit log = %q, want %q", got, want)
		}
		if got := auditActions(t, db, ct.StoreDenver); len(got) != 0 {
			t.Errorf("Denver's audit log = %q", got)
		}
	})
}
