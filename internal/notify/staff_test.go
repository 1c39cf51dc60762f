package notify

import (
	"strings"
	"testing"
	"time"
)

func TestStaffMails(t *testing.T) {
	tests := []struct {
		name          string
		m             Message
		subject       string
		body, notBody []string
	}{
		{"invitation", StaffInvitationMail("ada@shop.example", "https://shop.example", "tok_en-1", "manager", "Fog City", 72*time.Hour),
			"Your invitation to the store console of Fog City",
			[]string{"the role manager at Fog City", "within 72 hours", "https://shop.example/business/welcome/tok_en-1"}, nil},
		{"a new role", StaffRoleMail("ada@shop.example", "https://shop.example", "owner", "Fog City"),
			"You have a new role at Fog City", []string{"the role owner at Fog City", "https://shop.example/business"}, []string{"welcome"}},
		{"sign-in code", StaffSignInCodeMail("ada@shop.example", "AB12CD", 10*time.Minute),
			"Your store console sign-in code", []string{"Your sign-in code is AB12CD", "within 10 minutes"}, nil},
		{"recovery code used", StaffRecoveryCodeUsedMail("ada@shop.example", "https://shop.example", 9),
			"A recovery code was used to sign in", []string{"9 unused codes remain", "make new codes once you have your authenticator app again:\nhttps://shop.example/business\n"}, nil},
	}
	for _, tc := range tests {
		if tc.m.To != "ada@shop.example" || tc.m.Channel != Email || tc.m.Subject != tc.subject {
			t.Errorf("%s: to %q by %s, subject %q; want %q", tc.name, tc.m.To, tc.m.Channel, tc.m.Subject, tc.subject)
		}
		for _, want := range tc.body {
			if !strings.Contains(tc.m.Body, want) {
				t.Errorf("%s: the body lacks %q:\n%s", tc.name, want, tc.m.Body)
			}
		}
		for _, not := range tc.notBody {
			if strings.Contains(tc.m.Body, not) {
				t.Errorf("%s: the body has %q", tc.name, not)
			}
		}
	}
}
