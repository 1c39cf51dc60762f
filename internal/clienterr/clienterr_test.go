package clienterr

import (
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/problem"
)

func TestCheck(t *testing.T) {
	id := int64(7)
	good := Report{
		Name: "TypeError", Message: "bad card 4111 1111 1111 1111 at https://shop.example/api/v1/reset?token=Zx81kQ0pL2mN5rT7", Stack: "at f (/assets/index.js?v=2:1:2)\n4111111111111111",
		URL: "https://shop.example/reservation_receipt/3f2a6c1e-8b4d-4e7a-9c1f-2d3e4f5a6b7c?c=4111111111111111#top", Mode: "default", CustomerID: &id,
		Breadcrumbs: []Breadcrumb{{At: 1, Level: "info", Message: "typed 4111-1111-1111-1111"}, {At: 2, Level: "warn", Message: "no account for jo@example.com (555) 123 4567"}},
	}
	r, err := Check(good)
	if err != nil {
		t.Fatal(err)
	}
	if r.Message != "bad card **** **** **** **** at https://shop.example/api/v1/reset" || r.Stack != "at f (/assets/index.js:1:2)\n****************" ||
		r.URL != "https://shop.example/reservation_receipt/:uuid" || r.Breadcrumbs[0].Message != "typed ****-****-****-****" {
		t.Errorf("not masked: %+v", r)
	}
	if r.Breadcrumbs[1].Message != "no account for [redacted] [redacted]" {
		t.Errorf("breadcrumb = %q, want its e-mail address and phone number redacted", r.Breadcrumbs[1].Message)
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
