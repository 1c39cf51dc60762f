package money

import (
	"encoding/json"
	"errors"
	"math"
	"testing"

	"github.com/pistil/pistil/internal/testenv"
)

// The cases in this file are worked by hand: each comment shows the arithmetic
// that gives the wanted figure, so a failure can be checked without the code.

func TestParseDollarsByHand(t *testing.T) {
	tests := []struct {
		in      string
		want    Cents
		wantErr bool
	}{
		{in: "0", want: 0},                              // 0 × 100 = 0
		{in: "-0", want: 0},                             // −0 is 0
		{in: "0.01", want: 1},                           // 0 × 100 + 01 = 1
		{in: "0.1", want: 10},                           // one decimal is tenths: "1" padded to "10"
		{in: "1.", want: 100},                           // a trailing point: 1 × 100 + 00
		{in: "-.5", want: -50},                          // −(0 × 100 + 50)
		{in: "+0.99", want: 99},                         // a plus sign is allowed
		{in: "35.00", want: 3500},                       // 35 × 100 + 00
		{in: "80.50", want: 8050},                       // 80 × 100 + 50
		{in: "6.943125", wantErr: true},                 // 125 past the cents is a fraction of a cent
		{in: "6.9400", want: 694},                       // zeros past the cents are dropped: 6 × 100 + 94
		{in: "-1.999", wantErr: true},                   // a negative fraction of a cent too
		{in: "1.5e1", want: 1500},                       // 1.5 × 10 = 15 dollars = 1500
		{in: "2.5E-1", want: 25},                        // 2.5 / 10 = 0.25 dollars = 25
		{in: "-3e0", want: -300},                        // −3 dollars
		{in: "1e-3", wantErr: true},                     // 0.001 dollars is a tenth of a cent
		{in: "1e13", wantErr: true},                     // 10,000,000,000,000 has 14 digits of dollars
		{in: "9999999999999.99", want: 999999999999999}, // the largest: 13 nines × 100 + 99
		{in: "10000000000000", wantErr: true},           // 14 digits of dollars
		{in: "1e400", wantErr: true},                    // beyond a float64
		{in: " 12", wantErr: true},                      // ParseDollars does not trim; numberText does
		{in: "12 ", wantErr: true},
		{in: "1.2.3", wantErr: true}, // the second point is not a digit
		{in: "--1", wantErr: true},
		{in: "+-1", wantErr: true},
		{in: "1,000.00", wantErr: true},
		{in: "NaN", wantErr: true},
		{in: "Inf", wantErr: true},
		{in: "e", wantErr: true},
		{in: "٣", wantErr: true}, // an Arabic-Indic three is not an ASCII digit
		// Leading zeros are not digits of dollars: 12 dollars and 50 cents.
		{in: "0000000000000012.50", want: 1250},
		{in: "00009999999999999.99", want: 999999999999999}, // still 13 nines of dollars
		{in: "1e+2", want: 10000},                           // 1 × 100 dollars
		{in: "123.4500e1", want: 123450},                    // 1234.5 dollars: 1234 × 100 + 50
		{in: "100e-4", want: 1},                             // 100 / 10,000 = 0.01 dollars
		{in: "0.5e-2", wantErr: true},                       // 0.005 dollars, half a cent
		{in: "0e999999999", want: 0},                        // zero times anything
		{in: "1e999999999", wantErr: true},                  // far too large
		{in: "1e-999999999", wantErr: true},                 // far too small
		{in: "1e", wantErr: true},                           // an exponent needs digits
		{in: "1e+", wantErr: true},
		{in: "1e1.5", wantErr: true}, // an exponent is whole
		{in: "1e2e3", wantErr: true},
		{in: ".e1", wantErr: true}, // no digits before the exponent
		{in: "Infinity", wantErr: true},
		{in: "0x10", wantErr: true},
	}
	for _, tt := range tests {
		got, err := ParseDollars(tt.in)
		if tt.wantErr {
			if err == nil {
				t.Errorf("ParseDollars(%q) = %d, nil, want an error", tt.in, got)
			} else if !errors.Is(err, ErrAmount) {
				t.Errorf("ParseDollars(%q) error = %v, want one wrapping ErrAmount", tt.in, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseDollars(%q) = %d, %v, want %d, nil", tt.in, got, err, tt.want)
		}
	}
}

// TestParseDollarsExponentIsExact pins the package promise that parsing is
// exact, "never through a float", for exponent notation too.
func TestParseDollarsExponentIsExact(t *testing.T) {
	tests := []struct {
		in string
	}{
		// 1.00000000000000001 × 10 = 10.0000000000000001 dollars: a fraction of a
		// cent, rejected when written out ("10.0000000000000001"), so it must be
		// rejected in exponent form too.
		{"1.00000000000000001e1"},
		// Hexadecimal is not JSON and not dollars: 0x1e × 2¹ = 60.
		{"0x1ep1"},
	}
	for _, tt := range tests {
		got, err := ParseDollars(tt.in)
		if err == nil {
			t.Errorf("ParseDollars(%q) = %d, nil, want an error: exponent notation must be read exactly, not through a float", tt.in, got)
		} else if !errors.Is(err, ErrAmount) {
			t.Errorf("ParseDollars(%q) error = %v, want one wrapping ErrAmount", tt.in, err)
		}
	}
}

func TestCentsStringByHand(t *testing.T) {
	tests := []struct {
		in   Cents
		want string
	}{
		{0, "0.00"},
		{1, "0.01"},     // 1 / 100 = 0 r 1
		{10, "0.10"},    // 10 / 100 = 0 r 10
		{99, "0.99"},    // 0 r 99
		{100, "1.00"},   // 1 r 0
		{694, "6.94"},   // 6 r 94
		{8744, "87.44"}, // 87 r 44
		{-1, "-0.01"},   // sign first, then 0 r 1
		{-100, "-1.00"}, // sign, 1 r 0
		{-305, "-3.05"}, // sign, 3 r 5
		{123456789, "1234567.89"},
		{999999999999999, "9999999999999.99"}, // the largest amount ParseDollars reads
		{math.MaxInt64, "92233720368547758.07"},
		{math.MinInt64, "-92233720368547758.08"}, // −MinInt64 overflows int64, not uint64
		{math.MinInt64 + 1, "-92233720368547758.07"},
	}
	for _, tt := range tests {
		if got := tt.in.String(); got != tt.want {
			t.Errorf("Cents(%d).String() = %q, want %q", int64(tt.in), got, tt.want)
		}
		if got := string(tt.in.Append([]byte("x"))); got != "x"+tt.want {
			t.Errorf("Cents(%d).Append(x) = %q, want %q", int64(tt.in), got, "x"+tt.want)
		}
	}
}

func TestCentsDollars(t *testing.T) {
	for _, tt := range []struct {
		in   Cents
		want float64
	}{{8744, 87.44}, {-5, -0.05}, {0, 0}} {
		if got := tt.in.Dollars(); got != tt.want {
			t.Errorf("Cents(%d).Dollars() = %v, want %v", int64(tt.in), got, tt.want)
		}
	}
}

func TestCentsUnmarshalJSONByHand(t *testing.T) {
	tests := []struct {
		in      string
		want    Cents
		wantErr bool
	}{
		{in: `35`, want: 3500},         // 35 dollars
		{in: `35.5`, want: 3550},       // 35 × 100 + 50
		{in: `-0.05`, want: -5},        // a refund of five cents
		{in: `1e2`, want: 10000},       // 100 dollars
		{in: `"35"`, want: 3500},       // a numeric string
		{in: `"35.50"`, want: 3550},    // 35 × 100 + 50
		{in: `"\t12.5\n"`, want: 1250}, // the string is trimmed: 12 × 100 + 50
		{in: `"1\u002e25"`, want: 125}, // an escaped point is still a point: 1.25
		{in: " \n 7.25 ", want: 725},   // whitespace around a number
		{in: `""`, wantErr: true},      // an empty string is no amount
		{in: `"$35"`, wantErr: true},   // no currency signs
		{in: `"35 dollars"`, wantErr: true},
		{in: `35.001`, wantErr: true}, // a tenth of a cent
		{in: `true`, wantErr: true},
		{in: `{}`, wantErr: true},
		{in: `"35`, wantErr: true}, // an unterminated string
	}
	for _, tt := range tests {
		var got Cents
		err := got.UnmarshalJSON([]byte(tt.in))
		switch {
		case tt.wantErr && err == nil:
			t.Errorf("UnmarshalJSON(%s) = %d, nil, want an error", tt.in, got)
		case !tt.wantErr && (err != nil || got != tt.want):
			t.Errorf("UnmarshalJSON(%s) = %d, %v, want %d, nil", tt.in, got, err, tt.want)
		}
	}
}

// TestCentsUnmarshalJSONNull follows the encoding/json convention that an
// Unmarshaler treats null as a no-op, so an explicit "price": null leaves the
// amount as it was (spec section 5: a missing price is zero).
func TestCentsUnmarshalJSONNull(t *testing.T) {
	var v struct{ Price Cents }
	v.Price = 5
	err := json.Unmarshal([]byte(`{"Price": null}`), &v)
	if err != nil || v.Price != 5 {
		t.Errorf("json.Unmarshal({\"Price\": null}) = %d, %v; want 5, nil (null is a no-op by encoding/json convention)", v.Price, err)
	}
	// Called directly, with space around it, too; a quoted "null" is no number.
	c := Cents(7)
	if err := c.UnmarshalJSON([]byte(" null ")); err != nil || c != 7 {
		t.Errorf("Cents(7).UnmarshalJSON(null) = %d, %v; want 7, nil", c, err)
	}
	if err := c.UnmarshalJSON([]byte(`"null"`)); err == nil {
		t.Errorf(`UnmarshalJSON("null") = %d, nil; want an error`, c)
	}
}

// TestRateUnmarshalJSONNull: the same convention for rates.
func TestRateUnmarshalJSONNull(t *testing.T) {
	var v struct{ Rate Rate }
	v.Rate = 86250
	if err := json.Unmarshal([]byte(`{"Rate": null}`), &v); err != nil || v.Rate != 86250 {
		t.Errorf("json.Unmarshal({\"Rate\": null}) = %d, %v; want 86250, nil", v.Rate, err)
	}
	if err := v.Rate.UnmarshalJSON([]byte(`"null"`)); err == nil {
		t.Errorf(`Rate.UnmarshalJSON("null") = %d, nil; want an error`, v.Rate)
	}
}

func TestCentsMarshalJSONByHand(t *testing.T) {
	type line struct {
		Price Cents `json:"price"`
	}
	tests := []struct {
		in   Cents
		want string
	}{
		{3500, `{"price":35.00}`}, // 3500 / 100 = 35 r 0
		{694, `{"price":6.94}`},   // 6 r 94
		{-5, `{"price":-0.05}`},   // sign, 0 r 5
		{0, `{"price":0.00}`},
	}
	for _, tt := range tests {
		b, err := json.Marshal(line{tt.in})
		if err != nil || string(b) != tt.want {
			t.Errorf("json.Marshal(%d) = %s, %v, want %s", int64(tt.in), b, err, tt.want)
		}
		var back line
		if err := json.Unmarshal(b, &back); err != nil || back.Price != tt.in {
			t.Errorf("json.Unmarshal(%s) = %d, %v, want %d", b, back.Price, err, tt.in)
		}
	}
}

func TestRateUnmarshalJSONByHand(t *testing.T) {
	tests := []struct {
		in      string
		want    Rate
		wantErr bool
	}{
		{in: `0`, want: 0},
		{in: `15`, want: 150000},       // 15 × 10,000 ppm per percent
		{in: `8.625`, want: 86250},     // 8.625 × 10,000
		{in: `4.81`, want: 48100},      // 4.81 × 10,000 (48099.999… as a float, rounded)
		{in: `5.5`, want: 55000},       // 5.5 × 10,000
		{in: `13`, want: 130000},       // Ontario HST
		{in: `0.0001`, want: 1},        // the smallest step: one part per million
		{in: `100`, want: 1000000},     // all of it
		{in: `1.5e1`, want: 150000},    // 15%
		{in: `"8.625"`, want: 86250},   // a numeric string
		{in: `" 6 "`, want: 60000},     // trimmed: 6 × 10,000
		{in: `-1`, want: -10000},       // negative is read; Document.Validate rejects it
		{in: `8.62501`, wantErr: true}, // a fifth decimal: 86250.1 ppm
		{in: `0.00005`, wantErr: true}, // half a part per million
		{in: `"abc"`, wantErr: true},
		{in: `""`, wantErr: true},
		{in: `true`, wantErr: true},
		{in: `1e300`, wantErr: true},                          // no int64 holds it
		{in: `8.6250000`, want: 86250},                        // zeros past the fourth decimal are harmless
		{in: `0862.5e-2`, want: 86250},                        // 862.5 / 100 = 8.625, read exactly
		{in: `1.00000000000000001e1`, wantErr: true},          // 10.0000000000000001%: a float would say 100000
		{in: `99999999999999.9999`, want: 999999999999999999}, // 14 nines × 10,000 + 9999: the largest
		{in: `100000000000000`, wantErr: true},                // 15 digits of percent: 19 digits of ppm
	}
	for _, tt := range tests {
		var got Rate
		err := got.UnmarshalJSON([]byte(tt.in))
		switch {
		case tt.wantErr && err == nil:
			t.Errorf("Rate.UnmarshalJSON(%s) = %d, nil, want an error", tt.in, got)
		case !tt.wantErr && (err != nil || got != tt.want):
			t.Errorf("Rate.UnmarshalJSON(%s) = %d, %v, want %d, nil", tt.in, got, err, tt.want)
		}
	}
}

// TestRateUnmarshalJSONRejectsNonNumbers pins that only decimal percentages
// are rates: strconv.ParseFloat also reads NaN, infinities and hexadecimal.
func TestRateUnmarshalJSONRejectsNonNumbers(t *testing.T) {
	for _, in := range []string{`"NaN"`, `"nan"`, `"0x1p2"`, `"Inf"`, `"-Infinity"`, `"1_0"`, `"0x10"`, `"1e"`, `"٣"`} {
		var got Rate
		if err := got.UnmarshalJSON([]byte(in)); err == nil {
			t.Errorf("Rate.UnmarshalJSON(%s) = %d, nil, want an error", in, int64(got))
		}
	}
}

func TestRateMarshalJSONByHand(t *testing.T) {
	tests := []struct {
		in   Rate
		want string
	}{
		{0, `0`},
		{1, `0.0001`},    // 1 / 10,000
		{48100, `4.81`},  // 48100 / 10,000
		{86250, `8.625`}, // 86250 / 10,000
		{150000, `15`},   // 150000 / 10,000
		{1000000, `100`}, // 1,000,000 / 10,000
		{-10000, `-1`},   // −10,000 / 10,000
		{-5, `-0.0005`},  // sign, 0 r 5 written as four decimals
		{999999999999999999, `99999999999999.9999`}, // exact where a float64 is not
	}
	for _, tt := range tests {
		b, err := json.Marshal(tt.in)
		if err != nil || string(b) != tt.want {
			t.Errorf("json.Marshal(Rate(%d)) = %s, %v, want %s", int64(tt.in), b, err, tt.want)
		}
		var back Rate
		if err := json.Unmarshal(b, &back); err != nil || back != tt.in {
			t.Errorf("json.Unmarshal(%s) = %d, %v, want %d", b, back, err, tt.in)
		}
	}
	if got := Rate(86250).Percent(); got != 8.625 {
		t.Errorf("Rate(86250).Percent() = %v, want 8.625", got)
	}
}

func TestRateOfByHand(t *testing.T) {
	tests := []struct {
		rate Rate
		in   Cents
		want Cents
	}{
		{150000, 3500, 525},    // 15% × 3500 = 525 exactly
		{86250, 7000, 604},     // 8.625% × 7000 = 603.75 → 604
		{86250, 9085, 784},     // 8.625% × 9085 = 783.58125 → 784
		{86250, 287500, 24797}, // 8.625% × 287500 = 24796.875 → 24797
		{48100, 1800, 87},      // 4.81% × 1800 = 86.58 → 87
		{48100, 4000, 192},     // 4.81% × 4000 = 192.4 → 192
		{100000, 8997, 900},    // 10% × 8997 = 899.7 → 900
		{60000, 8997, 540},     // 6% × 8997 = 539.82 → 540
		{50000, 1050, 53},      // 5% × 1050 = 52.5 → 53, half away from zero
		{50000, 1030, 52},      // 5% × 1030 = 51.5 → 52
		{50000, 10, 1},         // 5% × 10 = 0.5 → 1
		{50000, 9, 0},          // 5% × 9 = 0.45 → 0
		{1, 500000, 1},         // 1 ppm × 500000 = 0.5 → 1
		{1, 499999, 0},         // 0.499999 → 0
		{1000000, 1234, 1234},  // 100% is the amount itself
		{50000, -10, -1},       // −0.5 → −1, away from zero
		{50000, -9, 0},         // −0.45 → 0
		{86250, -7000, -604},   // −603.75 → −604
		{-100000, 1005, -101},  // a negative rate: −100.5 → −101
		{0, 123456, 0},
		{150000, 0, 0},
	}
	for _, tt := range tests {
		if got := tt.rate.Of(tt.in); got != tt.want {
			t.Errorf("Rate(%d).Of(%d) = %d, want %d", int64(tt.rate), int64(tt.in), int64(got), int64(tt.want))
		}
	}
}

// FuzzCentsStringRoundTrip checks that every amount ParseDollars can hold is
// written by String in a form ParseDollars reads back unchanged, and that the
// JSON form does the same.
func FuzzCentsStringRoundTrip(f *testing.F) {
	for _, c := range []int64{0, 1, -1, 99, 100, 694, 8744, -305, 999999999999999, -999999999999999} {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, v int64) {
		if v > 999999999999999 || v < -999999999999999 {
			t.Skip() // beyond 13 digits of dollars ParseDollars refuses
		}
		c := Cents(v)
		back, err := ParseDollars(c.String())
		if err != nil || back != c {
			t.Fatalf("ParseDollars(%q) = %d, %v, want %d", c.String(), back, err, v)
		}
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatalf("json.Marshal(%d) = %v", v, err)
		}
		var fromJSON Cents
		if err := json.Unmarshal(b, &fromJSON); err != nil || fromJSON != c {
			t.Fatalf("json.Unmarshal(%s) = %d, %v, want %d", b, fromJSON, err, v)
		}
	})
}

// FuzzCentsUnmarshalJSON checks that any input either fails or yields an
// amount whose JSON form decodes to the same amount; it must never panic.
func FuzzCentsUnmarshalJSON(f *testing.F) {
	for _, s := range []string{`35`, `"35.50"`, `-0.05`, `1e2`, `"x"`, `null`, `"\u0031"`, `""`, `1.5E-1`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var c Cents
		if err := c.UnmarshalJSON(b); err != nil {
			return
		}
		out, _ := c.MarshalJSON()
		var back Cents
		if err := back.UnmarshalJSON(out); err != nil || back != c {
			t.Fatalf("UnmarshalJSON(%q) = %d, re-marshalled %s reads %d, %v", b, c, out, back, err)
		}
	})
}

// FuzzRateOf checks the rounding rule against exact integer arithmetic:
// |Of(c) × 1,000,000 − rate × c| is at most half a million (half a cent), and
// Of is odd (Of(−c) = −Of(c)) because it rounds half away from zero.
func FuzzRateOf(f *testing.F) {
	f.Add(int64(86250), int64(8050))
	f.Add(int64(50000), int64(10))
	f.Add(int64(1), int64(-500000))
	f.Fuzz(func(t *testing.T, rate, c int64) {
		if rate < 0 || rate > 1_000_000 || c < -1e12 || c > 1e12 {
			t.Skip()
		}
		got := Rate(rate).Of(Cents(c))
		diff := int64(got)*1_000_000 - rate*c
		if diff > 500_000 || diff < -500_000 {
			t.Fatalf("Rate(%d).Of(%d) = %d, off by %d ppm-cents", rate, c, got, diff)
		}
		if neg := Rate(rate).Of(Cents(-c)); neg != -got {
			t.Fatalf("Rate(%d).Of(%d) = %d, but Of(%d) = %d", rate, -c, neg, c, got)
		}
	})
}

// TestDisplayShared runs testdata/display.json, whose cases the app's
// formatMoney (web/src/lib/money.test.ts) answers too.
func TestDisplayShared(t *testing.T) {
	var shared struct {
		About string `json:"about"`
		Cases []struct {
			Cents int64  `json:"cents"`
			Shown string `json:"shown"`
		} `json:"cases"`
	}
	testenv.ReadCases(t, "testdata/display.json", &shared)
	if len(shared.Cases) == 0 {
		t.Fatal("no cases")
	}
	for _, tt := range shared.Cases {
		if got := Cents(tt.Cents).Display(); got != tt.Shown {
			t.Errorf("Cents(%d).Display() = %q, want %q", tt.Cents, got, tt.Shown)
		}
	}
}
