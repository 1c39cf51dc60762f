package phone

import "testing"

func TestUSDigits(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"415-555-0100", "4155550100", true},
		{"(415) 555-0100", "4155550100", true},
		{"+1 415 555 0100", "4155550100", true},
		{"14155550100", "4155550100", true},
		{"415.555.0100", "4155550100", true},
		{"115-555-0100", "", false}, // an area code starts with 2-9
		{"415-155-0100", "", false}, // so does an exchange
		{"555-0100", "", false},
		{"415-555-0100 x2", "", false},
		{"+44 20 7946 0958", "", false},
	} {
		if got, ok := USDigits(c.in); got != c.want || ok != c.ok {
			t.Errorf("USDigits(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestE164(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"4155550100", "+14155550100"},
		{"(415) 555-0100", "+14155550100"},
		{"+1 415 555 0100", "+14155550100"},
		{"+44 20 7946 0958", "+442079460958"},
		{"+49 (30) 901820", "+4930901820"},
		{"", ""},
		{"555-0100", ""},
		{"+0 123 456 789", ""},
		{"+44 20 7946 0958 ext 2", ""},
		{"+1234567", ""},                          // too short
		{"+12345678901234567", ""},                // too long
		{"+1 415 555 0100\u00a0", "+14155550100"}, // trailing no-break space
	} {
		got, err := E164(c.in)
		if got != c.want || (err != nil) != (c.want == "") {
			t.Errorf("E164(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}
