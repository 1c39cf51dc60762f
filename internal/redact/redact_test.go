package redact

import "testing"

// The cases of web/src/lib/redact.test.ts: the two must agree.

func TestCards(t *testing.T) {
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
		if got := Cards(tc.in); got != tc.want {
			t.Errorf("Cards(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestString(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"jane@example.com", Redacted},
		{"contact: Jane.Doe+shop@mail.example.co.uk today", "contact: " + Redacted + " today"},
		// Percent-encoded, as in a query string or a path.
		{"/login?email=jo%40x.com&next=/", "/login?email=" + Redacted + "&next=/"},
		{"JO%40EXAMPLE.COM", Redacted},
		{"call 555-123-4567", "call " + Redacted},
		{"(555) 123 4567 or +1 555.123.4567", Redacted + " or " + Redacted},
		{"5551234567", Redacted},
		{"555-123-4567 555-123-4568", Redacted + " " + Redacted},
		// Card numbers are masked, and no part of one is taken for a phone.
		{"card 4111 1111 1111 1111 2025", "card **** **** **** **** 2025"},
		{"paid with 5500000000000004 by jo@x.com, 555-123-4567", "paid with **************** by " + Redacted + ", " + Redacted},
		// Not phones: a longer number, a short one, a product name.
		{"order 12345678901234", "order 12345678901234"},
		{"sku 1234567", "sku 1234567"},
		{"Blue Dream 3.5g", "Blue Dream 3.5g"},
		{"at f (https://shop.example/assets/index-abc.js:1:2000)", "at f (https://shop.example/assets/index-abc.js:1:2000)"},
		{"", ""},
	} {
		if got := String(tc.in); got != tc.want {
			t.Errorf("String(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
