package notify

import (
	"strings"
	"testing"
)

func TestReservationMessages(t *testing.T) {
	u := ReservationUpdate{ID: 42, StoreName: "Golden Gate Greenhouse", Status: "delivery_started", Mode: "delivery",
		Message: "Driver: Sam.", Link: "https://shop.example/reservation_receipt/abc", Email: "ada@example.com", Phone: "4155550100"}
	got := ReservationMessages(u)
	if len(got) != 1 || got[0].Channel != Email || got[0].To != "ada@example.com" ||
		got[0].Subject != "Your reservation #42 is on its way" {
		t.Fatalf("without SMS = %+v", got)
	}
	want := "Your reservation #42 at Golden Gate Greenhouse is on its way.\n\nA note from the store: Driver: Sam.\n\nSee your reservation at any time:\n\nhttps://shop.example/reservation_receipt/abc\n"
	if got[0].Body != want {
		t.Errorf("body = %q, want %q", got[0].Body, want)
	}
	u.SMS, u.SMSFrom = true, "+14155550142"
	got = ReservationMessages(u)
	if len(got) != 2 || got[1].Channel != SMS || got[1].To != "4155550100" || got[1].From != "+14155550142" || got[0].From != "" ||
		got[1].Body != "Golden Gate Greenhouse: your reservation #42 is on its way. Driver: Sam. https://shop.example/reservation_receipt/abc" {
		t.Errorf("with SMS = %+v", got)
	}
	u.Phone = ""
	if got = ReservationMessages(u); len(got) != 1 {
		t.Errorf("SMS without a phone = %+v", got)
	}
	u.Status, u.Message = "cancelled", ""
	if got = ReservationMessages(u); got[0].Subject != "Your reservation #42 has been cancelled" || strings.Contains(got[0].Body, "note") {
		t.Errorf("cancelled = %+v", got[0])
	}
}

func TestSendsReservationNews(t *testing.T) {
	off := []string{"verification", "preparing"}
	for _, tt := range []struct {
		status   string
		withNote bool
		off      []string
		want     bool
	}{
		{"verification", false, nil, true},
		{"verification", false, off, false},
		{"preparing", false, off, false},
		{"preparing", true, off, true}, // the store's note goes
		{"ready_for_pickup", false, off, true},
		{"pending", false, []string{"pending"}, true}, // never turned off
		{"cancelled", false, []string{"cancelled"}, true},
		{"", true, off, true},
		{"", false, off, true},
	} {
		if got := SendsReservationNews(tt.status, tt.withNote, tt.off); got != tt.want {
			t.Errorf("SendsReservationNews(%q, %v, %v) = %v, want %v", tt.status, tt.withNote, tt.off, got, tt.want)
		}
	}
}
