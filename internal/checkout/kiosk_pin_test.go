package checkout

import "testing"

func TestKioskPINProblem(t *testing.T) {
	const wrong = "A kiosk PIN is 6 to 12 digits."
	for pin, want := range map[string]string{
		"123456":        "",
		"000000000000":  "",
		"12345":         wrong, // one digit short
		"1234567890123": wrong, // one digit over
		"":              wrong,
		"12345a":        wrong,
		"123 456":       wrong,
		"١٢٣٤٥٦":        wrong, // Arabic-Indic digits are not typed on the pad
	} {
		if got := KioskPINProblem(pin); got != want {
			t.Errorf("KioskPINProblem(%q) = %q, want %q", pin, got, want)
		}
	}
}

func TestNewKioskPIN(t *testing.T) {
	for range 20 {
		pin, err := NewKioskPIN()
		if err != nil || len(pin) != KioskPINMin || KioskPINProblem(pin) != "" {
			t.Fatalf("NewKioskPIN() = %q, %v", pin, err)
		}
	}
}
