package catalog

import (
	"reflect"
	"testing"

	"github.com/pistil/pistil/internal/problem"
)

func TestNotificationEmailsByHand(t *testing.T) {
	const p = "stores[0].notification_emails"
	eleven := make([]string, 11)
	for i := range eleven {
		eleven[i] = string(rune('a'+i)) + "@shop.example"
	}
	tests := []struct {
		name   string
		emails []string
		want   map[string][]string
	}{
		{"none", nil, nil},
		{"two", []string{"counter@shop.example", "owner@shop.example"}, nil},
		{"not an address", []string{"counter"}, map[string][]string{p + "[0]": {"must be an e-mail address"}}},
		{"capitals", []string{"Owner@shop.example"}, map[string][]string{p + "[0]": {"must be lower case, without spaces"}}},
		{"twice", []string{"owner@shop.example", "owner@shop.example"}, map[string][]string{p + "[1]": {"is listed twice"}}},
		{"eleven", eleven, map[string][]string{p: {"at most 10 addresses"}}},
	}
	for _, tt := range tests {
		var c checker
		c.notificationEmails(p, tt.emails)
		var got map[string][]string
		if err := c.v.Err("x"); err != nil {
			got = err.(*problem.Error).Fields
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
