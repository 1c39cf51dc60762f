package api

import (
	"encoding/csv"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/storage"
)

// rate is part/whole rounded to four decimals, or nil when whole is 0.
func rate(part, whole int) any {
	if whole == 0 {
		return nil
	}
	return math.Round(float64(part)/float64(whole)*10000) / 10000
}

var reportColumns = []string{"day", "product_id", "product_name", "placement", "impressions", "clicks", "add_to_carts",
	"reservations", "units", "click_through_rate", "conversion_rate"}

// productReport answers a store's impressions, clicks, adds to the bag,
// reservations and conversion per day, product and placement:
// GET /stores/{id}/reports/products?from=&to= as JSON, and as CSV with
// ?format=csv or products.csv. Only the store's staff token may read it.
func (s *server) productReport(csvPath bool) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, format, from, to, err := s.reportRequest(r, csvPath)
		if err != nil {
			return err
		}
		rows, err := s.DB.ProductReport(r.Context(), id, from, to)
		if err != nil {
			return err
		}
		w.Header().Set("Cache-Control", "no-store")
		last := to.AddDate(0, 0, -1).Format(time.DateOnly)
		if format == "csv" {
			return writeReportCSV(w, id, from.Format(time.DateOnly), last, rows)
		}
		out := make([]map[string]any, len(rows))
		var total storage.ProductReportRow
		for i, row := range rows {
			out[i] = map[string]any{"day": row.Day, "product_id": row.ProductID, "product_name": row.ProductName,
				"placement": row.Placement, "impressions": row.Impressions, "clicks": row.Clicks, "add_to_carts": row.AddToCarts,
				"reservations": row.Reservations, "units": row.Units,
				"click_through_rate": rate(row.Clicks, row.Impressions), "conversion_rate": rate(row.Reservations, row.Impressions)}
			total.Impressions += row.Impressions
			total.Clicks += row.Clicks
			total.AddToCarts += row.AddToCarts
			total.Reservations += row.Reservations
			total.Units += row.Units
		}
		encode(w, http.StatusOK, map[string]any{
			"store_id": id, "from": from.Format(time.DateOnly), "to": last, "rows": out,
			"totals": map[string]any{"impressions": total.Impressions, "clicks": total.Clicks, "add_to_carts": total.AddToCarts,
				"reservations": total.Reservations, "units": total.Units,
				"click_through_rate": rate(total.Clicks, total.Impressions), "conversion_rate": rate(total.Reservations, total.Impressions)},
		})
		return nil
	}
}

func writeReportCSV(w http.ResponseWriter, storeID int64, from, to string, rows []storage.ProductReportRow) error {
	out := startCSV(w, storeID, "products", from, to, reportColumns)
	str := func(v any) string {
		if v == nil {
			return ""
		}
		return strconv.FormatFloat(v.(float64), 'f', -1, 64)
	}
	for _, row := range rows {
		_ = out.Write([]string{row.Day, strconv.FormatInt(row.ProductID, 10), csvSafe(row.ProductName), csvSafe(row.Placement),
			strconv.Itoa(row.Impressions), strconv.Itoa(row.Clicks), strconv.Itoa(row.AddToCarts), strconv.Itoa(row.Reservations),
			strconv.Itoa(row.Units), str(rate(row.Clicks, row.Impressions)), str(rate(row.Reservations, row.Impressions))})
	}
	out.Flush()
	return out.Error()
}

// startCSV answers a report as a CSV download named after the store, the
// report and its first and last days, and writes the header row.
func startCSV(w http.ResponseWriter, storeID int64, report, from, to string, columns []string) *csv.Writer {
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="store-%d-%s-%s-%s.csv"`, storeID, report, from, to))
	out := csv.NewWriter(w)
	_ = out.Write(columns)
	return out
}

// csvSafe keeps a spreadsheet from reading a text cell as a formula: a
// cell starting with any of OWASP's list (= + - @ tab carriage return) gets
// a leading quote.
func csvSafe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// eventReport answers how many of each collected analytics event a store
// received per day: GET /stores/{id}/reports/events?from=&to=, as JSON or
// CSV (?format=csv or events.csv), for the store's staff.
func (s *server) eventReport(csvPath bool) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, format, from, to, err := s.reportRequest(r, csvPath)
		if err != nil {
			return err
		}
		rows, err := s.DB.EventReport(r.Context(), id, from, to)
		if err != nil {
			return err
		}
		w.Header().Set("Cache-Control", "no-store")
		last := to.AddDate(0, 0, -1).Format(time.DateOnly)
		if format == "csv" {
			out := startCSV(w, id, "events", from.Format(time.DateOnly), last, []string{"day", "stream", "name", "events", "devices"})
			for _, row := range rows {
				_ = out.Write([]string{row.Day, row.Stream, csvSafe(row.Name), strconv.Itoa(row.Events), strconv.Itoa(row.Devices)})
			}
			out.Flush()
			return out.Error()
		}
		out := make([]map[string]any, len(rows))
		for i, row := range rows {
			out[i] = map[string]any{"day": row.Day, "stream": row.Stream, "name": row.Name, "events": row.Events, "devices": row.Devices}
		}
		encode(w, http.StatusOK, map[string]any{"store_id": id, "from": from.Format(time.DateOnly), "to": last, "rows": out})
		return nil
	}
}

// campaignReport answers a store's reservations and their amounts per day
// and campaign (the utm_source, utm_medium and utm_campaign tags their carts
// kept; "" for none): GET /stores/{id}/reports/campaigns?from=&to=, as JSON
// with totals or CSV (?format=csv or campaigns.csv), for the store's staff.
func (s *server) campaignReport(csvPath bool) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, format, from, to, err := s.reportRequest(r, csvPath)
		if err != nil {
			return err
		}
		rows, err := s.DB.CampaignReport(r.Context(), id, from, to)
		if err != nil {
			return err
		}
		w.Header().Set("Cache-Control", "no-store")
		last := to.AddDate(0, 0, -1).Format(time.DateOnly)
		if format == "csv" {
			out := startCSV(w, id, "campaigns", from.Format(time.DateOnly), last,
				[]string{"day", "utm_source", "utm_medium", "utm_campaign", "reservations", "amount"})
			for _, row := range rows {
				_ = out.Write([]string{row.Day, csvSafe(row.Source), csvSafe(row.Medium), csvSafe(row.Campaign),
					strconv.Itoa(row.Reservations), row.Amount.String()})
			}
			out.Flush()
			return out.Error()
		}
		out := make([]map[string]any, len(rows))
		var reservations int
		var amount money.Cents
		for i, row := range rows {
			out[i] = map[string]any{"day": row.Day, "utm_source": row.Source, "utm_medium": row.Medium, "utm_campaign": row.Campaign,
				"reservations": row.Reservations, "amount": row.Amount}
			reservations += row.Reservations
			amount += row.Amount
		}
		encode(w, http.StatusOK, map[string]any{"store_id": id, "from": from.Format(time.DateOnly), "to": last, "rows": out,
			"totals": map[string]any{"reservations": reservations, "amount": amount}})
		return nil
	}
}

// reportRequest reads what every report asks: the store (whose staff token
// the request must carry), the format and the window in the store's days.
func (s *server) reportRequest(r *http.Request, csvPath bool) (id int64, format string, from, to time.Time, err error) {
	id, err = pathID(r, "id")
	if err != nil {
		return
	}
	staffStore, err := s.staffStore(r)
	if err != nil {
		return
	}
	if staffStore != id {
		err = problem.New(problem.Forbidden, "This staff token is for another store.")
		return
	}
	format = r.URL.Query().Get("format")
	switch {
	case csvPath, format == "csv":
		format = "csv"
	case format == "", format == "json":
		format = "json"
	default:
		err = problem.Invalidf("format", fmt.Sprintf("format is json or csv, not %q.", format))
		return
	}
	store, err := s.DB.Store(r.Context(), id)
	if err != nil {
		return
	}
	from, to, err = reportWindow(r, s.DB.Now(), schedule.Location(store.TimeZone))
	return
}
