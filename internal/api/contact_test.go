package api_test

import (
	"context"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestContact: a signed-in customer's message reaches the help team through
// the outbox, with the spec's form messages for bad input and a limit per
// hour.
func TestContact(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		if r := call(t, srv, "POST", "/api/v1/contact", `{"subject": "account", "message": "Hi"}`); r.status != 401 {
			t.Errorf("a guest's message = %d %s", r.status, r.raw)
		}
		ada := signUp(t, srv, db, "ada@example.com")
		bad := callWith(t, srv, "POST", "/api/v1/contact", `{"subject": "", "message": "  "}`, ada)
		if bad.status != 422 || get(bad.body, "validations", "subject", 0) != "Please fill out this field." ||
			get(bad.body, "validations", "message", 0) != "Please fill out this field." {
			t.Errorf("an empty message = %d %s", bad.status, bad.raw)
		}
		long := callWith(t, srv, "POST", "/api/v1/contact", `{"subject": "teleport", "message": "`+strings.Repeat("é", 2001)+`"}`, ada)
		if long.status != 422 || get(long.body, "validations", "message", 0) != "Please use no more than 2000 characters." ||
			get(long.body, "validations", "subject", 0) != "Please choose one of the subjects." {
			t.Errorf("a long message on an unknown subject = %d %s", long.status, long.raw)
		}
		ok := callWith(t, srv, "POST", "/api/v1/contact", `{"subject": "account", "message": "How do I change my e-mail address?"}`, ada)
		if ok.status != 202 || ok.body["message"] != "Your message has been sent. We will reply to ada@example.com." {
			t.Fatalf("a message = %d %s", ok.status, ok.raw)
		}
		mail, err := db.OutboxMessages(context.Background(), "help@shop.example")
		if err != nil || len(mail) != 1 || mail[0].Subject != "Contact: My account" ||
			!strings.Contains(mail[0].Body, "From: ada@example.com") || !strings.Contains(mail[0].Body, "How do I change my e-mail address?") {
			t.Fatalf("the help team's mail = %+v, %v", mail, err)
		}
		for i := 2; i <= accounts.MaxContactMessages; i++ {
			if r := callWith(t, srv, "POST", "/api/v1/contact", `{"subject": "other", "message": "Again"}`, ada); r.status != 202 {
				t.Fatalf("message %d = %d %s", i, r.status, r.raw)
			}
		}
		if r := callWith(t, srv, "POST", "/api/v1/contact", `{"subject": "other", "message": "Again"}`, ada); r.status != 429 || r.body["message"] != accounts.MsgTooManyContacts {
			t.Errorf("one message too many = %d %s", r.status, r.raw)
		}
	})
}
