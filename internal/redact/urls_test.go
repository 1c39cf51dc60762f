package redact

import "testing"

// The cases of web/src/lib/redact.test.ts: the two must agree.

func TestPageURL(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"https://shop.example/reset-password?token=Zx81kQ0pL2mN5rT7vW9yB4", "https://shop.example/reset-password"},
		{"https://shop.example/reservation_receipt/3f2a6c1e-8b4d-4e7a-9c1f-2d3e4f5a6b7c", "https://shop.example/reservation_receipt/:uuid"},
		{"https://partner.example/shop/menu?customer=jo%40x.com#section", "https://partner.example/shop/menu"},
		{"https://shop.example/login/magic/a94f0c2b7d1e83f65a0b9c4d2e7f1a38", "https://shop.example/login/magic/:token"},
		{"https://shop.example/verify/AbCdEfGhIjKlMnOp1234-x", "https://shop.example/verify/:token"},
		// Slugs, numeric ids and short hashes stay.
		{"https://shop.example/stores/12/green-leaf-dispensary-of-portland-2/products/345/blue-dream-3-5g", "https://shop.example/stores/12/green-leaf-dispensary-of-portland-2/products/345/blue-dream-3-5g"},
		{"http://127.0.0.1:8080/", "http://127.0.0.1:8080/"},
		{"https://shop.example", "https://shop.example"},
		{"/cart?x=1", "/cart"},
		{"", ""},
	} {
		if got := PageURL(tc.in); got != tc.want {
			t.Errorf("PageURL(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestLinks(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"at f (https://shop.example/assets/index-BxY3kq9Z.js?v=3:12:345)", "at f (https://shop.example/assets/index-BxY3kq9Z.js:12:345)"},
		{"f@https://shop.example/assets/a.js?v=1:1:2", "f@https://shop.example/assets/a.js:1:2"},
		{"GET https://shop.example/api/v1/reset?token=abc&email=jo%40x.com failed", "GET https://shop.example/api/v1/reset failed"},
		{"navigated to /reset-password?token=Zx81kQ0pL2mN5rT7 now", "navigated to /reset-password now"},
		{`fetch("/api/v1/reservations/3f2a6c1e-8b4d-4e7a-9c1f-2d3e4f5a6b7c?x=1")`, `fetch("/api/v1/reservations/:uuid")`},
		{"cart 3F2A6C1E-8B4D-4E7A-9C1F-2D3E4F5A6B7C not found", "cart :uuid not found"},
		// Not URLs, or URLs with nothing to drop.
		{"a/b?c 1/2 and x?y", "a/b?c 1/2 and x?y"},
		{"at g (https://shop.example/assets/index.js:1:2)", "at g (https://shop.example/assets/index.js:1:2)"},
		{"", ""},
	} {
		if got := Links(tc.in); got != tc.want {
			t.Errorf("Links(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
