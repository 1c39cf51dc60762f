package clienterr

import (
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/problem"
)

func TestMask(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"card 4111111111111111 refused", "card **************** refused"},
		{"card 4111 1111 1111 1111.", "card **** **** **** ****."},
		{"card 4111-1111-1111-1111", "card ****-****-****-****"},
		{"x=5500000000000004&y=1", "x=****************&y=1"},
		{"in word abc4111111111111111def", "in word abc****************def"},
		// Not 16 digits: left alone.
		{"order 411111111111111 (15)", "order 411111111111111 (15)"},
		{"id 41111111111111111 (17)", "id 41111111111111111 (17)"},
		{"at app.js:12:3456", "at app.js:12:3456"},
		// Two separators in a row end a run.
		{"1234  5678 9012 3456", "1234  5678 9012 3456"},
		{"two 4111111111111111 and 5500-0000-0000-0004", "two **************** and ****-****-****-****"},
		// A 16-digit number followed or preceded by another group is still masked.
		{"card 4111111111111111 123", "card **************** 123"},
		{"4111 1111 1111 1111 2025", "**** **** **** **** 2025"},
		{"exp 12-4111-1111-1111-1111", "exp 12-****-****-****-****"},
		{"cvv 123 4111111111111111", "cvv 123 ****************"},
		{"4111 1111 1111 1111 5500 0000 0000 0004", "**** **** **** **** **** **** **** ****"},
		{"1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6", "* * * * * * * * * * * * * * * *"},
		// 17 and 15 digits in one group stay, also beside other groups.
		{"41111111111111111 12", "41111111111111111 12"},
		{"12 411111111111111", "12 411111111111111"},
		{"", ""},
	} {
		if got := Mask(tc.in); got != tc.want {
			t.Errorf("Mask(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestCheck(t *testing.T) {
	id := int64(7)
	good := Report{
		Name: "TypeError", Message: "bad card 4111 1111 1111 1111", Stack: "at f (/assets/index.js:1:2)\n4111111111111111",
		URL: "https://shop.example/checkout?c=4111111111111111", Mode: "default", CustomerID: &id,
		Breadcrumbs: []Breadcrumb{{At: 1, Level: "info", Message: "typed 4111-1111-1111-1111"}},
	}
	r, err := Check(good)
	if err != nil {
		t.Fatal(err)
	}
	if r.Message != "bad card **** **** **** ****" || r.Stack != "at f (/assets/index.js:1:2)\n****************" ||
		r.URL != "https://shop.example/checkout?c=****************" || r.Breadcrumbs[0].Message != "typed ****-****-****-****" {
		t.Errorf("not masked: %+v", r)
	}
	if good.Breadcrumbs[0].Message != "typed 4111-1111-1111-1111" {
		t.Error("Check changed the caller's breadcrumbs")
	}

	zero := int64(0)
	crumbs := make([]Breadcrumb, 31)
	for i := range crumbs {
		crumbs[i] = Breadcrumb{Level: "info"}
	}
	for _, tc := range []struct {
		name  string
		r     Report
		field string
	}{
		{"no message", Report{Message: "  "}, "message"},
		{"long message", Report{Message: strings.Repeat("x", 2001)}, "message"},
		{"long stack", Report{Message: "m", Stack: strings.Repeat("x", 16001)}, "stack"},
		{"bad user", Report{Message: "m", CustomerID: &zero}, "user_id"},
		{"31 crumbs", Report{Message: "m", Breadcrumbs: crumbs}, "breadcrumbs"},
		{"bad level", Report{Message: "m", Breadcrumbs: []Breadcrumb{{Level: "fatal"}}}, "breadcrumbs"},
		{"long crumb", Report{Message: "m", Breadcrumbs: []Breadcrumb{{Level: "warn", Message: strings.Repeat("x", 1001)}}}, "breadcrumbs"},
		{"bad utf8", Report{Message: "m", URL: "\xff"}, "url"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Check(tc.r)
			p, ok := err.(*problem.Error)
			if !ok || p.Kind != problem.Invalid || len(p.Fields[tc.field]) == 0 {
				t.Fatalf("Check = %v, want invalid %s", err, tc.field)
			}
		})
	}
}
