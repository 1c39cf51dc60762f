// Package reports works out the store console's reports from the rows
// storage reads (docs/adr/0022-store-console.md, step 12): a store's sales
// and reservations per local day, fulfilment mode and hour of the day, the
// funnel from impressions to reservations per day, and the normal form of a
// search that found nothing. It does no I/O.
//
// Sales figures leave cancelled reservations out; each bucket counts them
// apart (Cancelled), so a day with many cancellations still shows.
package reports

import (
	"cmp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/redact"
)

// Sale is one reservation as the sales reports see it.
type Sale struct {
	At        time.Time
	Mode      string
	Cancelled bool
	// Gross is the items at their prices (the totals' item_total); Net is
	// what is left after every discount (discounted_subtotal), before
	// taxes, fees and tip; Total is what the shopper pays (order_total).
	Gross, Net, Total money.Cents
}

// Figures sum the reservations that were not cancelled.
type Figures struct {
	Reservations      int
	Gross, Net, Total money.Cents
	// Cancelled counts the cancelled reservations, whose amounts are left
	// out.
	Cancelled int
}

func (f *Figures) add(s Sale) {
	if s.Cancelled {
		f.Cancelled++
		return
	}
	f.Reservations++
	f.Gross += s.Gross
	f.Net += s.Net
	f.Total += s.Total
}

// DayFigures are a local day's figures (YYYY-MM-DD).
type DayFigures struct {
	Day string
	Figures
}

// ModeFigures are a fulfilment mode's figures.
type ModeFigures struct {
	Mode string
	Figures
}

// HourFigures are an hour of the day's figures, 0 to 23 on the store's
// clock.
type HourFigures struct {
	Hour int
	Figures
}

// Sales are a period's figures, each way.
type Sales struct {
	Totals Figures
	// Days lists every day of the period, those without reservations too.
	Days []DayFigures
	// Modes lists the modes that had reservations, most first (ties by name).
	Modes []ModeFigures
	// Hours lists the 24 hours of the day.
	Hours []HourFigures
}

// Days names the local days of [from, to), from and to being midnights of
// the store's time zone (from's location), as YYYY-MM-DD.
func Days(from, to time.Time) []string {
	var out []string
	loc := from.Location()
	for d := from; d.Before(to); d = time.Date(d.Year(), d.Month(), d.Day()+1, 0, 0, 0, 0, loc) {
		out = append(out, d.Format(time.DateOnly))
	}
	return out
}

// Summarise buckets sales made in [from, to) by the store's local day, mode
// and hour; from and to are local midnights in the store's time zone
// (from's location). A sale outside the period is left out.
func Summarise(sales []Sale, from, to time.Time) Sales {
	loc := from.Location()
	days := Days(from, to)
	out := Sales{Days: make([]DayFigures, len(days)), Hours: make([]HourFigures, 24)}
	index := make(map[string]int, len(days))
	for i, d := range days {
		out.Days[i].Day = d
		index[d] = i
	}
	for h := range out.Hours {
		out.Hours[h].Hour = h
	}
	modes := map[string]*Figures{}
	for _, s := range sales {
		if s.At.Before(from) || !s.At.Before(to) {
			continue
		}
		local := s.At.In(loc)
		i, ok := index[local.Format(time.DateOnly)]
		if !ok {
			continue
		}
		out.Totals.add(s)
		out.Days[i].add(s)
		out.Hours[local.Hour()].add(s)
		m := modes[s.Mode]
		if m == nil {
			m = &Figures{}
			modes[s.Mode] = m
		}
		m.add(s)
	}
	for mode, f := range modes {
		out.Modes = append(out.Modes, ModeFigures{Mode: mode, Figures: *f})
	}
	slices.SortFunc(out.Modes, func(a, b ModeFigures) int {
		return cmp.Or(cmp.Compare(b.Reservations+b.Cancelled, a.Reservations+a.Cancelled), cmp.Compare(a.Mode, b.Mode))
	})
	return out
}

// FunnelCounts are the steps from seeing a product to reserving it.
type FunnelCounts struct {
	Impressions, Clicks, AddToCarts, Reservations int
}

// Add sums two counts.
func (f FunnelCounts) Add(g FunnelCounts) FunnelCounts {
	return FunnelCounts{f.Impressions + g.Impressions, f.Clicks + g.Clicks, f.AddToCarts + g.AddToCarts, f.Reservations + g.Reservations}
}

// FunnelRow is one row of the product report: a day's counts of a product
// in a placement.
type FunnelRow struct {
	Day string
	FunnelCounts
}

// FunnelDay is a day's counts over every product.
type FunnelDay struct {
	Day string
	FunnelCounts
}

// Funnel sums the product report's rows per day, listing every one of
// days (those without rows at zero), and over the period.
func Funnel(days []string, rows []FunnelRow) ([]FunnelDay, FunnelCounts) {
	out := make([]FunnelDay, len(days))
	index := make(map[string]int, len(days))
	for i, d := range days {
		out[i].Day = d
		index[d] = i
	}
	var total FunnelCounts
	for _, r := range rows {
		i, ok := index[r.Day]
		if !ok {
			continue
		}
		out[i].FunnelCounts = out[i].Add(r.FunnelCounts)
		total = total.Add(r.FunnelCounts)
	}
	return out, total
}

// MaxSearchLength bounds a kept search, in characters.
const MaxSearchLength = 100

// NormalSearch is the form a search that found nothing is kept in: spaces
// trimmed and collapsed (any kind, and control characters, as one space),
// then any e-mail address, phone number or card number replaced
// (internal/redact), lowercased, and cut to MaxSearchLength characters.
// Collapsing comes before redaction, whose patterns allow one separator
// between a number's groups; redaction before the cut, so a cut never
// leaves part of a number behind. "" means there is nothing to keep.
func NormalSearch(q string) string {
	q = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(q, ""))
	q = strings.ToLower(redact.String(strings.Join(strings.Fields(q), " ")))
	if utf8.RuneCountInString(q) > MaxSearchLength {
		q = string([]rune(q)[:MaxSearchLength])
		q = strings.TrimSpace(q)
	}
	return q
}
