// Package money holds amounts as integer cents and rates as parts per million.
//
// On the wire an amount is a number of dollars ("45.5" means $45.50); a
// request may also send it as a numeric string. Parsing is exact: the decimal
// text is read digit by digit, never through a float.
package money

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Cents is an amount of money in cents.
type Cents int64

// Dollars returns the amount as a float of dollars, for display only.
func (c Cents) Dollars() float64 { return float64(c) / 100 }

// String formats the amount as dollars with two decimals, e.g. "-3.05".
func (c Cents) String() string {
	sign := ""
	v := int64(c)
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// MarshalJSON writes the amount as a JSON number of dollars.
func (c Cents) MarshalJSON() ([]byte, error) {
	s := c.String()
	return []byte(s), nil
}

// UnmarshalJSON reads a JSON number or numeric string of dollars.
func (c *Cents) UnmarshalJSON(b []byte) error {
	text, err := numberText(b)
	if err != nil {
		return err
	}
	v, err := ParseDollars(text)
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// ErrAmount is returned for text that is not an amount of dollars.
var ErrAmount = errors.New("not an amount of dollars")

// ParseDollars parses "12", "12.5", "-0.05" or "1e1" style dollar text into cents.
// More than two decimals are accepted only when the extra digits are zero.
func ParseDollars(s string) (Cents, error) {
	if s == "" {
		return 0, ErrAmount
	}
	if strings.ContainsAny(s, "eE") {
		// Exponent notation from a JSON encoder: go through big-enough integer math.
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return 0, ErrAmount
		}
		return ParseDollars(strconv.FormatFloat(f, 'f', -1, 64))
	}
	neg := false
	switch s[0] {
	case '-':
		neg, s = true, s[1:]
	case '+':
		s = s[1:]
	}
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" && frac == "" {
		return 0, ErrAmount
	}
	if whole == "" {
		whole = "0"
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return 0, ErrAmount
		}
	}
	if len(frac) > 2 {
		if strings.Trim(frac[2:], "0") != "" {
			return 0, fmt.Errorf("%w: more than two decimals", ErrAmount)
		}
		frac = frac[:2]
	}
	for len(frac) < 2 {
		frac += "0"
	}
	if len(whole) > 13 {
		return 0, fmt.Errorf("%w: too large", ErrAmount)
	}
	w, _ := strconv.ParseInt(whole, 10, 64)
	f, _ := strconv.ParseInt(frac, 10, 64)
	v := w*100 + f
	if neg {
		v = -v
	}
	return Cents(v), nil
}

// Rate is a proportion in parts per million: 8.625% is 86250.
// On the wire it is a percentage number (8.625).
type Rate int64

// Percent returns the rate as a percentage, for display only.
func (r Rate) Percent() float64 { return float64(r) / 10000 }

// MarshalJSON writes the rate as a JSON percentage number.
func (r Rate) MarshalJSON() ([]byte, error) {
	return []byte(strconv.FormatFloat(r.Percent(), 'f', -1, 64)), nil
}

// UnmarshalJSON reads a percentage number or numeric string with at most four decimals.
func (r *Rate) UnmarshalJSON(b []byte) error {
	text, err := numberText(b)
	if err != nil {
		return err
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil {
		return errors.New("not a percentage")
	}
	ppm := f * 10000
	rounded := int64(ppm + 0.5)
	if ppm < 0 {
		rounded = int64(ppm - 0.5)
	}
	if d := ppm - float64(rounded); d > 1e-6 || d < -1e-6 {
		return errors.New("a percentage has at most four decimals")
	}
	*r = Rate(rounded)
	return nil
}

// Of returns the rate applied to an amount, rounded half away from zero to the cent.
func (r Rate) Of(c Cents) Cents {
	return Cents(divRound(int64(c)*int64(r), 1_000_000))
}

// divRound divides a by b (b > 0), rounding half away from zero.
func divRound(a, b int64) int64 {
	if a >= 0 {
		return (a + b/2) / b
	}
	return -((-a + b/2) / b)
}

// numberText is the text of a JSON number, or of a JSON string holding one.
func numberText(b []byte) (string, error) {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return "", err
		}
		return strings.TrimSpace(s), nil
	}
	return string(b), nil
}
