package money

import (
	"encoding/json"
	"testing"
)

func TestParseDollars(t *testing.T) {
	tests := []struct {
		in   string
		want Cents
		ok   bool
	}{
		{"12", 1200, true},
		{"12.5", 1250, true},
		{"12.50", 1250, true},
		{"0.05", 5, true},
		{".5", 50, true},
		{"-3.05", -305, true},
		{"+7", 700, true},
		{"19.990", 1999, true}, // a trailing zero past the cents is harmless
		{"1e1", 1000, true},    // exponent notation from JSON encoders
		{"87.44", 8744, true},
		{"19.999", 0, false}, // a fraction of a cent
		{"", 0, false},
		{"-", 0, false},
		{".", 0, false},
		{"12,50", 0, false},
		{"$12", 0, false},
		{"abc", 0, false},
		{"99999999999999", 0, false}, // more than 13 digits of dollars
	}
	for _, tt := range tests {
		got, err := ParseDollars(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseDollars(%q) = %d, %v; want %d, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestCentsJSON(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Cents
	}{{`35`, 3500}, {`"35.00"`, 3500}, {`12.5`, 1250}, {`" 7.25 "`, 725}, {`0`, 0}} {
		var c Cents
		if err := json.Unmarshal([]byte(tt.in), &c); err != nil || c != tt.want {
			t.Errorf("Unmarshal(%s) = %d, %v; want %d", tt.in, c, err, tt.want)
		}
	}
	for _, bad := range []string{`"x"`, `true`, `"1.001"`, `[]`} {
		var c Cents
		if err := json.Unmarshal([]byte(bad), &c); err == nil {
			t.Errorf("Unmarshal(%s) = %d, want an error", bad, c)
		}
	}
	for _, tt := range []struct {
		in   Cents
		want string
	}{{8744, `87.44`}, {5, `0.05`}, {-305, `-3.05`}, {0, `0.00`}, {100000, `1000.00`}} {
		b, err := json.Marshal(tt.in)
		if err != nil || string(b) != tt.want {
			t.Errorf("Marshal(%d) = %s, %v; want %s", tt.in, b, err, tt.want)
		}
	}
}

func TestRate(t *testing.T) {
	var r Rate
	if err := json.Unmarshal([]byte(`8.625`), &r); err != nil || r != 86250 {
		t.Errorf("Unmarshal(8.625) = %d, %v; want 86250", r, err)
	}
	if err := json.Unmarshal([]byte(`"15"`), &r); err != nil || r != 150000 {
		t.Errorf(`Unmarshal("15") = %d, %v; want 150000`, r, err)
	}
	if err := json.Unmarshal([]byte(`8.62501`), &r); err == nil {
		t.Error("Unmarshal(8.62501) accepted five decimals")
	}
	if b, _ := json.Marshal(Rate(86250)); string(b) != "8.625" {
		t.Errorf("Marshal(86250) = %s, want 8.625", b)
	}
	tests := []struct {
		rate Rate
		c    Cents
		want Cents
	}{
		{150000, 7000, 1050}, // 15% of $70.00
		{86250, 8050, 694},   // 8.625% of $80.50 = 694.3125
		{55000, 6300, 347},   // 5.5% of $63.00 = 346.5, half away from zero
		{100000, 5, 1},       // 10% of 5 cents = 0.5
		{100000, 4, 0},       // 0.4
		{100000, -5, -1},     // a refund rounds away from zero too
		{0, 99999, 0},
	}
	for _, tt := range tests {
		if got := tt.rate.Of(tt.c); got != tt.want {
			t.Errorf("Rate(%d).Of(%d) = %d, want %d", tt.rate, tt.c, got, tt.want)
		}
	}
}

func FuzzParseDollars(f *testing.F) {
	for _, s := range []string{"12.50", "-0.05", "1e2", "abc", ".", "00012.3000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseDollars(s)
		if err != nil {
			return
		}
		back, err := ParseDollars(c.String())
		if err != nil || back != c {
			t.Fatalf("ParseDollars(%q) = %d, whose String %q parses to %d, %v", s, c, c.String(), back, err)
		}
	})
}
