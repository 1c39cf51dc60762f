package reservation

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

func TestParseStatuses(t *testing.T) {
	tests := []struct {
		raw   string
		want  []string
		field string // the refused field, "" when accepted
	}{
		{"", nil, ""},
		{"  ", nil, ""},
		{"active", []string{Pending, Verification, Preparing, ReadyForPickup, DeliveryStarted, DeliveryFinished}, ""},
		{"pending", []string{Pending}, ""},
		{"ready_for_pickup, finished", []string{ReadyForPickup, Finished}, ""},
		{"cancelled,cancelled", []string{Cancelled}, ""},
		{"lost", nil, "status"},
		{"pending,", nil, "status"},
		{"active,pending", nil, "status"},
	}
	for _, tt := range tests {
		got, err := ParseStatuses(tt.raw)
		if r := refusalOf(t, err); tt.field != "" {
			if r.kind != problem.Invalid || r.fields[tt.field] == nil {
				t.Errorf("ParseStatuses(%q) refused %+v, want a refusal on %s", tt.raw, r, tt.field)
			}
			continue
		} else if err != nil {
			t.Errorf("ParseStatuses(%q): %v", tt.raw, err)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("ParseStatuses(%q) = %v, want %v", tt.raw, got, tt.want)
		}
	}
}

func TestParseModes(t *testing.T) {
	tests := []struct {
		raw  string
		want []string
		ok   bool
	}{
		{"", nil, true},
		{"pickup", []string{"pickup"}, true},
		{"curbside, delivery,kiosk", []string{"curbside", "delivery", "kiosk"}, true},
		{"pickup,pickup", []string{"pickup"}, true},
		{"shipping", nil, false},
		{"Pickup", nil, false},
	}
	for _, tt := range tests {
		got, err := ParseModes(tt.raw)
		if !tt.ok {
			if r := refusalOf(t, err); r.kind != problem.Invalid || r.fields["mode"] == nil {
				t.Errorf("ParseModes(%q) refused %+v, want a refusal on mode", tt.raw, r)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("ParseModes(%q) = %v, %v; want %v", tt.raw, got, err, tt.want)
		}
	}
}

func TestQueueDay(t *testing.T) {
	la, err := time.LoadLocation("America/Los_Angeles")
	if err != nil {
		t.Fatal(err)
	}
	// 02:30 UTC on 28 November is still the 27th in Los Angeles (UTC-8).
	now := time.Date(2026, 11, 28, 2, 30, 0, 0, time.UTC)
	tests := []struct {
		raw      string
		from, to string // RFC 3339 in UTC; "" for zero
		ok       bool
	}{
		{"", "", "", true},
		{"today", "2026-11-27T08:00:00Z", "2026-11-28T08:00:00Z", true},
		{" 2026-12-01 ", "2026-12-01T08:00:00Z", "2026-12-02T08:00:00Z", true},
		// Summer time ends on 1 November 2026: that day lasts 25 hours.
		{"2026-11-01", "2026-11-01T07:00:00Z", "2026-11-02T08:00:00Z", true},
		{"tomorrow", "", "", false},
		{"2026-13-01", "", "", false},
		{"11/28/2026", "", "", false},
	}
	str := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format(time.RFC3339)
	}
	for _, tt := range tests {
		from, to, err := QueueDay(tt.raw, now, la)
		if !tt.ok {
			if r := refusalOf(t, err); r.kind != problem.Invalid || r.fields["window"] == nil {
				t.Errorf("QueueDay(%q) refused %+v, want a refusal on window", tt.raw, r)
			}
			continue
		}
		if err != nil || str(from) != tt.from || str(to) != tt.to {
			t.Errorf("QueueDay(%q) = %s, %s, %v; want %s, %s", tt.raw, str(from), str(to), err, tt.from, tt.to)
		}
	}
}

func TestParseSearch(t *testing.T) {
	tests := []struct {
		q    string
		want Search
	}{
		{"", Search{}},
		{"   ", Search{}},
		{"#42", Search{ID: 42}},
		{"# 42", Search{ID: 42}},
		{"42", Search{ID: 42}},
		{"4155", Search{ID: 4155, Digits: "4155"}},
		{"(415) 555-0100", Search{Digits: "4155550100"}},
		{"+1 415 555 0100", Search{Digits: "4155550100"}},
		{"14155550100", Search{ID: 14155550100, Digits: "4155550100"}},
		{"555-01", Search{Digits: "55501"}},
		{"5-5", Search{Text: "5-5"}},
		{"0", Search{Digits: "", Text: "0"}},
		{"#abc", Search{Text: "#abc"}},
		{"01931F3C-8B7E-7A4D-9C2B-1D2E3F405162", Search{UUID: "01931f3c-8b7e-7a4d-9c2b-1d2e3f405162"}},
		{"01931f3c-8b7e-7a4d-9c2b-1d2e3f40516", Search{Text: "01931f3c-8b7e-7a4d-9c2b-1d2e3f40516"}},
		{"Ada Lovelace", Search{Text: "ada lovelace"}},
		{" ADA@Example.com ", Search{Text: "ada@example.com"}},
		{"100%_off", Search{Text: "100%_off"}},
	}
	for _, tt := range tests {
		got, err := ParseSearch(tt.q)
		if err != nil || got != tt.want {
			t.Errorf("ParseSearch(%q) = %+v, %v; want %+v", tt.q, got, err, tt.want)
		}
	}
	if s, _ := ParseSearch(""); s.Any() {
		t.Error("the empty search looks for something")
	}
	if r := refusalOf(t, func() error { _, err := ParseSearch(strings.Repeat("é", MaxSearch+1)); return err }()); r.kind != problem.Invalid || r.fields["q"] == nil {
		t.Errorf("a long search = %+v", r)
	}
	if _, err := ParseSearch(strings.Repeat("é", MaxSearch)); err != nil {
		t.Errorf("a search of %d characters: %v", MaxSearch, err)
	}
}

func TestNextStatuses(t *testing.T) {
	tests := []struct {
		mode, status string
		want         []string
	}{
		{"pickup", Pending, []string{Verification, Cancelled}},
		{"pickup", ReadyForPickup, []string{Finished, Cancelled}},
		{"delivery", Preparing, []string{DeliveryStarted, Cancelled}},
		{"delivery", DeliveryFinished, []string{Finished, Cancelled}},
		{"pickup", Finished, []string{}},
		{"kiosk", Cancelled, []string{}},
	}
	for _, tt := range tests {
		if got := NextStatuses(tt.mode, tt.status); !slices.Equal(got, tt.want) || got == nil {
			t.Errorf("NextStatuses(%q, %q) = %#v, want %v", tt.mode, tt.status, got, tt.want)
		}
	}
}

func TestCheckStoreCancelAndDocuments(t *testing.T) {
	for _, tt := range []struct {
		to, message string
		refused     bool
	}{
		{Cancelled, "", true},
		{Cancelled, "We are out of Blue Dream.", false},
		{Verification, "", false},
		{"", "A note.", false},
	} {
		err := CheckStoreCancel(tt.to, tt.message)
		if r := refusalOf(t, err); tt.refused != (err != nil) || (tt.refused && (r.kind != problem.Invalid || r.message != MsgCancelReason || r.fields["message"] == nil)) {
			t.Errorf("CheckStoreCancel(%q, %q) = %+v", tt.to, tt.message, r)
		}
	}
	for _, status := range Statuses {
		err := CheckDocuments(status)
		if Final(status) {
			if r := refusalOf(t, err); r.kind != problem.Conflict || r.message != fmt.Sprintf("This reservation is %s; its shopper's documents are no longer shown.", Label(status)) {
				t.Errorf("CheckDocuments(%q) = %+v", status, r)
			}
		} else if err != nil {
			t.Errorf("CheckDocuments(%q) = %v", status, err)
		}
	}
}

func TestPickOrderAndItems(t *testing.T) {
	lines := []Line{
		{Name: "Lemon Cart", Brand: "Zest", Kind: "vape", PriceID: catalog.Gram, Count: 1},
		{Name: "Blue Dream", Brand: "Acme", Kind: "flower", PriceID: catalog.Ounce, Count: 1},
		{Name: "Lemon Cart", Brand: "Zest", Kind: "vape", PriceID: catalog.HalfGram, Count: 2},
		{Name: "Blue Dream", Brand: "Acme", Kind: "flower", PriceID: catalog.EighthOunce, Count: 3},
		{Name: "Alpha", Brand: "Brisk", Kind: "flower", PriceID: catalog.Gram, Count: 1},
	}
	var got []string
	for _, l := range PickOrder(lines) {
		got = append(got, l.Name+" "+string(l.PriceID))
	}
	want := []string{"Blue Dream eighth_ounce", "Blue Dream ounce", "Alpha gram", "Lemon Cart half_gram", "Lemon Cart gram"}
	if !slices.Equal(got, want) {
		t.Errorf("PickOrder = %v, want %v", got, want)
	}
	if lines[0].Name != "Lemon Cart" {
		t.Error("PickOrder sorted its argument")
	}
	if n := Items(lines); n != 8 {
		t.Errorf("Items = %d, want 1+1+2+3+1", n)
	}
	if got := Active(); !slices.Equal(got, []string{Pending, Verification, Preparing, ReadyForPickup, DeliveryStarted, DeliveryFinished}) {
		t.Errorf("Active = %v", got)
	}
}
