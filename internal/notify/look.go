package notify

import (
	"math"
	"strconv"
)

// MessageLook is how a store's messages to its shoppers look, and the
// store's own words in them: its colours and logo in the e-mail, a
// sign-off under every message, and a note per kind of message
// (ReservationKinds). The zero MessageLook is Pistil's own: a green band,
// a light grey page, the store's name in place of a logo, no sign-off and
// no notes.
type MessageLook struct {
	// Color is the band at the top and the button, #rrggbb; "" for
	// DefaultColor. Text on it is black or white, whichever reads better.
	Color string `json:"color"`
	// BackgroundColor is the page around the message, #rrggbb; ""
	// for DefaultBackground.
	BackgroundColor string `json:"background_color"`
	// LogoURL is an https image shown in the band in place of the store's
	// name (which becomes its text alternative); "" for the name.
	LogoURL string `json:"logo_url"`
	// SignOff ends every message, e-mail and text: "See you soon! The
	// Greenhouse team" (at most MaxSignOff characters).
	SignOff string `json:"sign_off"`
	// Notes are the store's words added to one kind of message, by kind
	// (a key of ReservationKinds): "Park in bays 1 to 4 and tap I'm
	// here." for ready_for_pickup (at most MaxKindNote characters each).
	Notes map[string]string `json:"notes"`
}

// The limits of a store's words in its messages, in characters.
const (
	MaxSignOff  = 300
	MaxKindNote = 300
)

// The colours of the zero MessageLook: a deep green (7.1:1 against white)
// and a light grey page.
const (
	DefaultColor      = "#166534"
	DefaultBackground = "#f5f5f4"
)

// ReservationKinds are the kinds of message a shopper gets about their
// reservation, named by the status they announce; each has its own
// subject, heading and words (kindWords). A note from the store with no
// change of status is not a kind: it is the store's words already.
var ReservationKinds = []string{"pending", "verification", "preparing", "ready_for_pickup", "delivery_started",
	"delivery_finished", "finished", "cancelled"}

// Palette is a MessageLook's colours as an e-mail uses them, each
// #rrggbb: every text colour reads against the colour it sits on.
type Palette struct {
	// Band is the top band's and the button's colour, BandText the text on
	// them.
	Band, BandText string
	// Page is the colour around the message, PageText the small print on
	// it.
	Page, PageText string
	// Link is the colour of links in the message's white card: the band's
	// colour when it reads at 4.5:1 against white, black otherwise.
	Link string
}

// PaletteOf is the colours of look, with the defaults for those it leaves
// out. Colours are taken as checked (#rrggbb); anything else is the
// default.
func PaletteOf(look MessageLook) Palette {
	band, page := DefaultColor, DefaultBackground
	if _, ok := luminance(look.Color); ok {
		band = look.Color
	}
	if _, ok := luminance(look.BackgroundColor); ok {
		page = look.BackgroundColor
	}
	link := band
	if Contrast(band, "#ffffff") < 4.5 {
		link = "#000000"
	}
	return Palette{Band: band, BandText: TextOn(band), Page: page, PageText: TextOn(page), Link: link}
}

// TextOn is the text colour that reads better on a background: black or
// white, by WCAG contrast; black on a tie.
func TextOn(background string) string {
	if Contrast(background, "#ffffff") > Contrast(background, "#000000") {
		return "#ffffff"
	}
	return "#000000"
}

// Contrast is the WCAG 2 contrast ratio of two #rrggbb colours, from 1 to
// 21; 0 when either is not #rrggbb.
func Contrast(a, b string) float64 {
	la, okA := luminance(a)
	lb, okB := luminance(b)
	if !okA || !okB {
		return 0
	}
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance is the WCAG 2 relative luminance of a #rrggbb colour.
func luminance(hex string) (float64, bool) {
	if len(hex) != 7 || hex[0] != '#' {
		return 0, false
	}
	n, err := strconv.ParseUint(hex[1:], 16, 32)
	if err != nil {
		return 0, false
	}
	channel := func(v uint64) float64 {
		c := float64(v) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(n>>16&0xff) + 0.7152*channel(n>>8&0xff) + 0.0722*channel(n&0xff), true
}
