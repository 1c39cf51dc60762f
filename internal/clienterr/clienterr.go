// Package clienterr checks and cleans the error reports the app sends from
// shoppers' browsers (spec section 7, error reporting): bounded fields, at
// most MaxBreadcrumbs log entries, and the rules of internal/redact applied
// to every text (16-digit numbers masked, e-mail addresses and phone numbers
// replaced, URLs cut to origin and path with uuid and token segments
// replaced: the page URL can hold a password-reset token, a guest's receipt
// uuid or a partner page's parameters), as the browser already did, so a card number typed into a
// field never reaches the database even from an old or hostile client. It
// does no I/O.
package clienterr

import (
	"strings"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/redact"
)

// Limits of a report. MaxBody bounds the whole request the collector reads.
const (
	MaxBody        = 64 << 10
	MaxBreadcrumbs = 30
	maxName        = 200
	maxMessage     = 2000
	maxStack       = 16000
	maxURL         = 2000
	maxMode        = 40
	maxCrumb       = 1000
)

// Levels a breadcrumb may have: the client logger's levels.
var Levels = []string{"debug", "info", "warn", "error"}

// Breadcrumb is one of the last log entries written before the error.
type Breadcrumb struct {
	// At is when the entry was written, in milliseconds since the epoch, as
	// the browser's clock said.
	At      int64  `json:"at"`
	Level   string `json:"level"`
	Message string `json:"message"`
}

// Report is an error the app caught.
type Report struct {
	Name        string       `json:"name"`
	Message     string       `json:"message"`
	Stack       string       `json:"stack"`
	URL         string       `json:"url"`
	Mode        string       `json:"mode"`
	CustomerID  *int64       `json:"user_id"`
	Breadcrumbs []Breadcrumb `json:"breadcrumbs"`
}

// Check validates a report and returns it redacted. The
// problem is Invalid with one message per bad field.
func Check(r Report) (Report, error) {
	var v problem.Validations
	text := func(field, s string, max int, required bool) {
		switch {
		case required && strings.TrimSpace(s) == "":
			v.Add(field, "is required")
		case !utf8.ValidString(s):
			v.Add(field, "is not valid UTF-8")
		case utf8.RuneCountInString(s) > max:
			v.Add(field, "is too long")
		}
	}
	text("message", r.Message, maxMessage, true)
	text("name", r.Name, maxName, false)
	text("stack", r.Stack, maxStack, false)
	text("url", r.URL, maxURL, false)
	text("mode", r.Mode, maxMode, false)
	if r.CustomerID != nil && *r.CustomerID <= 0 {
		v.Add("user_id", "is not a customer id")
	}
	if len(r.Breadcrumbs) > MaxBreadcrumbs {
		v.Add("breadcrumbs", "has more than 30 entries")
	}
	for _, b := range r.Breadcrumbs {
		if !validLevel(b.Level) {
			v.Add("breadcrumbs", "has an entry whose level is not debug, info, warn or error")
			break
		}
		if !utf8.ValidString(b.Message) || utf8.RuneCountInString(b.Message) > maxCrumb {
			v.Add("breadcrumbs", "has an entry whose message is too long")
			break
		}
	}
	if err := v.Err("The error report is not valid."); err != nil {
		return r, err
	}
	r.Name, r.Message, r.Stack = clean(r.Name), clean(r.Message), clean(r.Stack)
	r.URL = redact.String(redact.PageURL(r.URL))
	crumbs := make([]Breadcrumb, len(r.Breadcrumbs))
	for i, b := range r.Breadcrumbs {
		b.Message = clean(b.Message)
		crumbs[i] = b
	}
	r.Breadcrumbs = crumbs
	return r, nil
}

// clean applies the rules of internal/redact to a text of a report: URLs
// in it lose their query and fragment and their uuid and token segments,
// then e-mail addresses, phone numbers and card numbers go.
func clean(s string) string {
	return redact.String(redact.Links(s))
}

func validLevel(l string) bool {
	for _, x := range Levels {
		if l == x {
			return true
		}
	}
	return false
}
