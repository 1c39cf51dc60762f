package notify

import (
	"math"
	"testing"
)

// The ratios are worked by hand from WCAG 2's relative luminance: a
// channel c = v/255 is c/12.92 up to 0.04045, ((c+0.055)/1.055)^2.4
// above; L = 0.2126 R + 0.7152 G + 0.0722 B; the ratio is (L1 + 0.05) /
// (L2 + 0.05) with L1 the lighter.
func TestContrast(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want float64
	}{
		{"#ffffff", "#000000", 21},
		{"#000000", "#ffffff", 21},
		{"#ffffff", "#ffffff", 1},
		// 0x77/255 = 0.46667 → ((0.52167)/1.055)^2.4 = 0.18447 in each
		// channel, so L = 0.18447: 1.05/0.23447 and 0.23447/0.05.
		{"#777777", "#ffffff", 4.478},
		{"#777777", "#000000", 4.689},
		// 0x80: 0.50196 → 0.21586: 1.05/0.26586 and 0.26586/0.05.
		{"#808080", "#ffffff", 3.949},
		{"#808080", "#000000", 5.317},
		// 0x16, 0x65, 0x34 → 0.008023, 0.13014, 0.03434; L = 0.2126 ×
		// 0.008023 + 0.7152 × 0.13014 + 0.0722 × 0.03434 = 0.097261:
		// 1.05/0.147261.
		{"#166534", "#ffffff", 7.130},
		{"#16653", "#ffffff", 0},
		{"166534a", "#ffffff", 0},
		{"#gg6534", "#ffffff", 0},
	} {
		if got := Contrast(tt.a, tt.b); math.Abs(got-tt.want) > 0.001 {
			t.Errorf("Contrast(%s, %s) = %.4f, want %.3f", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestPaletteOf(t *testing.T) {
	for _, tt := range []struct {
		name string
		look MessageLook
		want Palette
	}{
		// The default green takes white text (7.13:1 against 2.95:1) and
		// reads as a link on white; the light grey page takes black.
		{"the default", MessageLook{}, Palette{Band: "#166534", BandText: "#ffffff", Page: "#f5f5f4", PageText: "#000000", Link: "#166534"}},
		// #777777 is 4.48:1 against white and 4.69:1 against black: black
		// text on it, and too light for a link on white (under 4.5).
		{"a mid grey", MessageLook{Color: "#777777", BackgroundColor: "#000000"},
			Palette{Band: "#777777", BandText: "#000000", Page: "#000000", PageText: "#ffffff", Link: "#000000"}},
		{"a yellow", MessageLook{Color: "#ffcc00"}, Palette{Band: "#ffcc00", BandText: "#000000", Page: "#f5f5f4", PageText: "#000000", Link: "#000000"}},
		{"colours not written #rrggbb", MessageLook{Color: "red", BackgroundColor: "#fff"},
			Palette{Band: "#166534", BandText: "#ffffff", Page: "#f5f5f4", PageText: "#000000", Link: "#166534"}},
	} {
		if got := PaletteOf(tt.look); got != tt.want {
			t.Errorf("%s: PaletteOf = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}
