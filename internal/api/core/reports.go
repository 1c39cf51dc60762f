package core

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"time"

	"github.com/pistil/pistil/internal/problem"
)

// The window a report may cover: the store reports of integration tokens
// (internal/api/staff) and the console's (internal/api/business).
const (
	ReportDefaultDays = 30
	ReportMaxDays     = 366
)

// ReportWindow reads ?from= and ?to= (YYYY-MM-DD, days of the store's time
// zone loc, both included): the last ReportDefaultDays days up to now's by
// default, at most ReportMaxDays. It answers local midnights: from's and
// the one after to.
func ReportWindow(r *http.Request, now time.Time, loc *time.Location) (from, to time.Time, err error) {
	q := r.URL.Query()
	day := func(name string) (time.Time, bool, error) {
		raw := q.Get(name)
		if raw == "" {
			return time.Time{}, false, nil
		}
		d, err := time.ParseInLocation(time.DateOnly, raw, loc)
		if err != nil {
			return d, false, problem.Invalidf(name, fmt.Sprintf("%s is a day written YYYY-MM-DD, not %q.", name, raw))
		}
		return d, true, nil
	}
	last, ok, err := day("to")
	if err != nil {
		return from, to, err
	}
	if !ok {
		y, m, d := now.In(loc).Date()
		last = time.Date(y, m, d, 0, 0, 0, 0, loc)
	}
	first, ok, err := day("from")
	if err != nil {
		return from, to, err
	}
	if !ok {
		first = last.AddDate(0, 0, -(ReportDefaultDays - 1))
	}
	if last.Before(first) {
		return from, to, problem.Invalidf("to", "to is a day on or after from.")
	}
	// Count calendar days: a local day may last 23 or 25 hours.
	days := func(t time.Time) time.Time { return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC) }
	if days(last).Sub(days(first)) >= ReportMaxDays*24*time.Hour {
		return from, to, problem.Invalidf("from", fmt.Sprintf("A report covers at most %d days.", ReportMaxDays))
	}
	return first, last.AddDate(0, 0, 1), nil
}

// StartReportCSV answers a report as a CSV download named after the store,
// the report and its first and last days, and writes the header row. Cells
// that come from people (names, searches) go through csvcell.Escape.
func StartReportCSV(w http.ResponseWriter, storeID int64, report, from, to string, columns []string) *csv.Writer {
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="store-%d-%s-%s-%s.csv"`, storeID, report, from, to))
	out := csv.NewWriter(w)
	_ = out.Write(columns)
	return out
}
