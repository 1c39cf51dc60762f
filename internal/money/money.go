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
	var b [24]byte
	return string(c.Append(b[:0]))
}

// Append appends the amount as String formats it to b: for what writes
// many amounts (a menu's cards) without a string for each.
func (c Cents) Append(b []byte) []byte {
	v := uint64(c)
	if c < 0 {
		b, v = append(b, '-'), -v // two's complement: right for math.MinInt64 too
	}
	b = strconv.AppendUint(b, v/100, 10)
	return append(b, '.', byte('0'+v%100/10), byte('0'+v%10))
}

// Display formats the amount as a shopper reads it: a dollar sign, the
// dollars grouped by thousands and two decimals, the sign first, e.g.
// "$1,234.50", "-$3.05". The app's formatMoney writes the same
// (testdata/display.json holds the cases both follow).
func (c Cents) Display() string {
	sign := ""
	v := uint64(c)
	if c < 0 {
		sign, v = "-", -v
	}
	whole := strconv.FormatUint(v/100, 10)
	var b strings.Builder
	b.WriteString(sign)
	b.WriteByte('$')
	for i, d := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	fmt.Fprintf(&b, ".%02d", v%100)
	return b.String()
}

// MarshalJSON writes the amount as a JSON number of dollars.
func (c Cents) MarshalJSON() ([]byte, error) {
	return c.Append(nil), nil
}

// UnmarshalJSON reads a JSON number or numeric string of dollars.
// JSON null leaves the amount unchanged, as encoding/json does for other types.
func (c *Cents) UnmarshalJSON(b []byte) error {
	if isNull(b) {
		return nil
	}
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

// maxCentsDigits is the most digits an amount may have in cents: 13 digits of
// dollars and two of cents.
const maxCentsDigits = 15

// ParseDollars parses "12", "12.5", "-0.05" or "1e1" style dollar text into cents.
// More than two decimals are accepted only when the extra digits are zero, and
// at most 13 digits of dollars (not counting leading zeros) are accepted.
// Exponent notation is read exactly, by moving the decimal point.
func ParseDollars(s string) (Cents, error) {
	v, err := parseDecimal(s, 2, maxCentsDigits)
	switch err {
	case nil:
		return Cents(v), nil
	case errPrecision:
		return 0, fmt.Errorf("%w: more than two decimals", ErrAmount)
	case errRange:
		return 0, fmt.Errorf("%w: too large", ErrAmount)
	default:
		return 0, ErrAmount
	}
}

// Errors from parseDecimal.
var (
	errSyntax    = errors.New("not a decimal number")
	errPrecision = errors.New("too many decimals")
	errRange     = errors.New("too many digits")
)

// parseDecimal reads s, an optionally signed decimal number with an optional
// point and an optional exponent ("-12.5", ".5", "1.", "2.5E-1"), and returns
// it multiplied by 10^scale. The result must be a whole number (errPrecision)
// of at most maxDigits digits, maxDigits ≤ 18 (errRange). Only ASCII digits
// are read: no hexadecimal, infinities, NaN, spaces or digit separators.
// The text is never converted through a float.
func parseDecimal(s string, scale, maxDigits int) (int64, error) {
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg, s = s[0] == '-', s[1:]
	}
	mantissa, expText, hasExp := strings.Cut(strings.ReplaceAll(s, "E", "e"), "e")
	whole, frac, _ := strings.Cut(mantissa, ".")
	if whole == "" && frac == "" || !allDigits(whole) || !allDigits(frac) {
		return 0, errSyntax
	}
	exp, expNeg, expHuge := 0, false, false
	if hasExp {
		if expText != "" && (expText[0] == '-' || expText[0] == '+') {
			expNeg, expText = expText[0] == '-', expText[1:]
		}
		if expText == "" || !allDigits(expText) {
			return 0, errSyntax
		}
		expText = strings.TrimLeft(expText, "0")
		if len(expText) > 6 {
			expHuge = true
		} else if expText != "" {
			exp, _ = strconv.Atoi(expText)
			if expNeg {
				exp = -exp
			}
		}
	}
	// The value is digits × 10^(shift − scale) dollars before trimming; after
	// it, digits × 10^shift is the wanted whole number.
	digits := strings.TrimLeft(whole+frac, "0")
	if digits == "" {
		return 0, nil // zero, whatever the exponent
	}
	trimmed := strings.TrimRight(digits, "0")
	shift := scale - len(frac) + (len(digits) - len(trimmed))
	digits = trimmed
	if expHuge {
		if expNeg {
			return 0, errPrecision
		}
		return 0, errRange
	}
	shift += exp
	if shift < 0 {
		return 0, errPrecision // the last digit, not zero, is past the scale
	}
	if len(digits)+shift > maxDigits {
		return 0, errRange
	}
	v, err := strconv.ParseInt(digits+strings.Repeat("0", shift), 10, 64)
	if err != nil {
		return 0, errRange // unreachable for maxDigits ≤ 18
	}
	if neg {
		v = -v
	}
	return v, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// Rate is a proportion in parts per million: 8.625% is 86250.
// On the wire it is a percentage number (8.625).
type Rate int64

// Percent returns the rate as a percentage, for display only.
func (r Rate) Percent() float64 { return float64(r) / 10000 }

// MarshalJSON writes the rate as a JSON percentage number.
// It is written exactly, from the integer, with no trailing zeros: 86250 is 8.625.
func (r Rate) MarshalJSON() ([]byte, error) {
	sign := ""
	v := uint64(r)
	if r < 0 {
		sign, v = "-", -v
	}
	s := fmt.Sprintf("%s%d", sign, v/10000)
	if frac := strings.TrimRight(fmt.Sprintf("%04d", v%10000), "0"); frac != "" {
		s += "." + frac
	}
	return []byte(s), nil
}

// maxRateDigits is the most digits a rate may have in parts per million, so
// that any rate fits an int64.
const maxRateDigits = 18

// UnmarshalJSON reads a percentage number or numeric string with at most four
// decimals (a rate is a whole number of parts per million). The text is read
// exactly as decimal; NaN, infinities and hexadecimal are not percentages.
// JSON null leaves the rate unchanged.
func (r *Rate) UnmarshalJSON(b []byte) error {
	if isNull(b) {
		return nil
	}
	text, err := numberText(b)
	if err != nil {
		return err
	}
	v, err := parseDecimal(text, 4, maxRateDigits)
	switch err {
	case nil:
		*r = Rate(v)
		return nil
	case errPrecision:
		return errors.New("a percentage has at most four decimals")
	case errRange:
		return errors.New("a percentage has at most 14 digits before the point")
	default:
		return fmt.Errorf("not a percentage: %q", text)
	}
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

// isNull reports whether b is the JSON literal null.
func isNull(b []byte) bool { return string(bytes.TrimSpace(b)) == "null" }

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
