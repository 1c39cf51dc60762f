package reservation

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/problem"
)

// refusal is what a check answered: "" for nil, else the kind, the message
// and the fields.
type refusal struct {
	kind    problem.Kind
	message string
	fields  map[string][]string
}

func refusalOf(t *testing.T, err error) refusal {
	t.Helper()
	if err == nil {
		return refusal{}
	}
	var p *problem.Error
	if !errors.As(err, &p) {
		t.Fatalf("%v is not a problem", err)
	}
	return refusal{p.Kind, p.Message, p.Fields}
}

func TestCheckChangeByHand(t *testing.T) {
	tooLong := refusal{problem.Invalid, "Please use no more than 500 characters.",
		map[string][]string{"message": {"Please use no more than 500 characters."}}}
	nothing := refusal{problem.Invalid, "Please give a new status or a message.",
		map[string][]string{"status": {"Please give a new status or a message."}}}
	tests := []struct {
		name, to, message string
		want              refusal
	}{
		{"a status alone", Preparing, "", refusal{}},
		{"a note alone", "", "Your order is late; sorry.", refusal{}},
		{"both", ReadyForPickup, "Door 2.", refusal{}},
		{"500 characters", "", strings.Repeat("a", 500), refusal{}},
		{"500 characters of two bytes each", "", strings.Repeat("é", 500), refusal{}},
		{"501 characters", Preparing, strings.Repeat("a", 501), tooLong},
		{"neither", "", "", nothing},
	}
	for _, tt := range tests {
		if got := refusalOf(t, CheckChange(tt.to, tt.message)); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: CheckChange = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestCheckNoteByHand(t *testing.T) {
	for status, want := range map[string]refusal{
		Pending:          {},
		DeliveryFinished: {},
		Finished:         {problem.Conflict, "This reservation is finished and can no longer change.", nil},
		Cancelled:        {problem.Conflict, "This reservation is cancelled and can no longer change.", nil},
	} {
		if got := refusalOf(t, CheckNote(status)); !reflect.DeepEqual(got, want) {
			t.Errorf("CheckNote(%s) = %+v, want %+v", status, got, want)
		}
	}
}

func TestCheckSpotByHand(t *testing.T) {
	tooLong := refusal{problem.Invalid, "Please use no more than 20 characters.",
		map[string][]string{"curbside_spot": {"Please use no more than 20 characters."}}}
	for spot, want := range map[string]refusal{
		"":                      {},
		"5":                     {},
		"Level 2, bay 14 (red)": tooLong, // 21 characters
		"Level 2, bay 14, red":  {},      // 20
		"Niveau 2, quai n° 14":  {},      // 20 characters, 21 bytes
	} {
		if got := refusalOf(t, CheckSpot(spot)); !reflect.DeepEqual(got, want) {
			t.Errorf("CheckSpot(%q) = %+v, want %+v", spot, got, want)
		}
	}
}

func TestCheckArrivalByHand(t *testing.T) {
	notCurbside := refusal{problem.Conflict, MsgNotCurbside, nil}
	tests := []struct {
		mode, status string
		want         refusal
	}{
		{"curbside", Pending, refusal{}},
		{"curbside", ReadyForPickup, refusal{}},
		{"curbside", Finished, refusal{problem.Conflict, "This reservation is finished; the store is no longer waiting for you.", nil}},
		{"curbside", Cancelled, refusal{problem.Conflict, "This reservation is cancelled; the store is no longer waiting for you.", nil}},
		{"pickup", Pending, notCurbside},
		{"delivery", Cancelled, notCurbside}, // the mode is judged first
	}
	for _, tt := range tests {
		if got := refusalOf(t, CheckArrival(tt.mode, tt.status)); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("CheckArrival(%s, %s) = %+v, want %+v", tt.mode, tt.status, got, tt.want)
		}
	}
}
