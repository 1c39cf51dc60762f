package staff

import (
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/csvcell"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/storage/eventstore"
)

// rate is part/whole rounded to four decimals, or nil when whole is 0.
func rate(part, whole int) *float64 {
	if whole == 0 {
		return nil
	}
	r := math.Round(float64(part)/float64(whole)*10000) / 10000
	return &r
}

// ReportPeriod is the store and the days a report covers, from and to
// included (YYYY-MM-DD, in the store's time zone).
type ReportPeriod struct {
	StoreID int64  `json:"store_id"`
	From    string `json:"from"`
	To      string `json:"to"`
}

// ProductReport answers GET /stores/{id}/reports/products.
type ProductReport struct {
	ReportPeriod
	Rows   []ProductReportRow `json:"rows"`
	Totals ProductCounts      `json:"totals"`
}

// ProductReportRow is a day's figures of a product in a placement.
type ProductReportRow struct {
	Day         string `json:"day"`
	ProductID   int64  `json:"product_id"`
	ProductName string `json:"product_name"`
	Placement   string `json:"placement"`
	ProductCounts
}

// ProductCounts are how often products were shown, clicked, added to the
// bag and reserved, and the rates of clicks and reservations to showings
// (null when none were shown).
type ProductCounts struct {
	Impressions      int      `json:"impressions"`
	Clicks           int      `json:"clicks"`
	AddToCarts       int      `json:"add_to_carts"`
	Reservations     int      `json:"reservations"`
	Units            int      `json:"units"`
	ClickThroughRate *float64 `json:"click_through_rate" jsonschema:"nullable"`
	ConversionRate   *float64 `json:"conversion_rate" jsonschema:"nullable"`
}

// productCounts are row's counts and rates.
func productCounts(row eventstore.ProductReportRow) ProductCounts {
	return ProductCounts{Impressions: row.Impressions, Clicks: row.Clicks, AddToCarts: row.AddToCarts,
		Reservations: row.Reservations, Units: row.Units,
		ClickThroughRate: rate(row.Clicks, row.Impressions), ConversionRate: rate(row.Reservations, row.Impressions)}
}

// EventReport answers GET /stores/{id}/reports/events.
type EventReport struct {
	ReportPeriod
	Rows []EventReportRow `json:"rows"`
}

// EventReportRow is how many events of a stream and name a day brought,
// from how many devices.
type EventReportRow struct {
	Day     string `json:"day"`
	Stream  string `json:"stream"`
	Name    string `json:"name"`
	Events  int    `json:"events"`
	Devices int    `json:"devices"`
}

// CampaignReport answers GET /stores/{id}/reports/campaigns.
type CampaignReport struct {
	ReportPeriod
	Rows   []CampaignReportRow `json:"rows"`
	Totals CampaignCounts      `json:"totals"`
}

// CampaignReportRow is a day's reservations from a campaign ("" tags for
// none).
type CampaignReportRow struct {
	Day         string `json:"day"`
	UTMSource   string `json:"utm_source"`
	UTMMedium   string `json:"utm_medium"`
	UTMCampaign string `json:"utm_campaign"`
	CampaignCounts
}

// CampaignCounts are how many reservations, for how much.
type CampaignCounts struct {
	Reservations int         `json:"reservations"`
	Amount       money.Cents `json:"amount"`
}

var reportColumns = []string{"day", "product_id", "product_name", "placement", "impressions", "clicks", "add_to_carts",
	"reservations", "units", "click_through_rate", "conversion_rate"}

// productReport answers a store's impressions, clicks, adds to the bag,
// reservations and conversion per day, product and placement:
// GET /stores/{id}/reports/products?from=&to= as JSON, and as CSV with
// ?format=csv or products.csv. Only the store's staff token may read it.
func (s *Server) productReport(csvPath bool) core.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, format, from, to, err := s.reportRequest(r, csvPath)
		if err != nil {
			return err
		}
		rows, err := s.Events.ProductReport(r.Context(), id, from, to)
		if err != nil {
			return err
		}
		w.Header().Set("Cache-Control", "no-store")
		last := to.AddDate(0, 0, -1).Format(time.DateOnly)
		if format == "csv" {
			return writeReportCSV(w, id, from.Format(time.DateOnly), last, rows)
		}
		out := make([]ProductReportRow, len(rows))
		var total eventstore.ProductReportRow
		for i, row := range rows {
			out[i] = ProductReportRow{Day: row.Day, ProductID: row.ProductID, ProductName: row.ProductName,
				Placement: row.Placement, ProductCounts: productCounts(row)}
			total.Impressions += row.Impressions
			total.Clicks += row.Clicks
			total.AddToCarts += row.AddToCarts
			total.Reservations += row.Reservations
			total.Units += row.Units
		}
		core.Encode(w, http.StatusOK, ProductReport{ReportPeriod: ReportPeriod{StoreID: id, From: from.Format(time.DateOnly), To: last},
			Rows: out, Totals: productCounts(total)})
		return nil
	}
}

func writeReportCSV(w http.ResponseWriter, storeID int64, from, to string, rows []eventstore.ProductReportRow) error {
	out := core.StartReportCSV(w, storeID, "products", from, to, reportColumns)
	str := func(v *float64) string {
		if v == nil {
			return ""
		}
		return strconv.FormatFloat(*v, 'f', -1, 64)
	}
	for _, row := range rows {
		_ = out.Write([]string{row.Day, strconv.FormatInt(row.ProductID, 10), csvcell.Escape(row.ProductName), csvcell.Escape(row.Placement),
			strconv.Itoa(row.Impressions), strconv.Itoa(row.Clicks), strconv.Itoa(row.AddToCarts), strconv.Itoa(row.Reservations),
			strconv.Itoa(row.Units), str(rate(row.Clicks, row.Impressions)), str(rate(row.Reservations, row.Impressions))})
	}
	out.Flush()
	return out.Error()
}

// eventReport answers how many of each collected analytics event a store
// received per day: GET /stores/{id}/reports/events?from=&to=, as JSON or
// CSV (?format=csv or events.csv), for the store's staff.
func (s *Server) eventReport(csvPath bool) core.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, format, from, to, err := s.reportRequest(r, csvPath)
		if err != nil {
			return err
		}
		rows, err := s.Events.EventReport(r.Context(), id, from, to)
		if err != nil {
			return err
		}
		w.Header().Set("Cache-Control", "no-store")
		last := to.AddDate(0, 0, -1).Format(time.DateOnly)
		if format == "csv" {
			out := core.StartReportCSV(w, id, "events", from.Format(time.DateOnly), last, []string{"day", "stream", "name", "events", "devices"})
			for _, row := range rows {
				_ = out.Write([]string{row.Day, row.Stream, csvcell.Escape(row.Name), strconv.Itoa(row.Events), strconv.Itoa(row.Devices)})
			}
			out.Flush()
			return out.Error()
		}
		out := make([]EventReportRow, len(rows))
		for i, row := range rows {
			out[i] = EventReportRow{Day: row.Day, Stream: row.Stream, Name: row.Name, Events: row.Events, Devices: row.Devices}
		}
		core.Encode(w, http.StatusOK, EventReport{ReportPeriod: ReportPeriod{StoreID: id, From: from.Format(time.DateOnly), To: last}, Rows: out})
		return nil
	}
}

// campaignReport answers a store's reservations and their amounts per day
// and campaign (the utm_source, utm_medium and utm_campaign tags their carts
// kept; "" for none): GET /stores/{id}/reports/campaigns?from=&to=, as JSON
// with totals or CSV (?format=csv or campaigns.csv), for the store's staff.
func (s *Server) campaignReport(csvPath bool) core.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, format, from, to, err := s.reportRequest(r, csvPath)
		if err != nil {
			return err
		}
		rows, err := s.Events.CampaignReport(r.Context(), id, from, to)
		if err != nil {
			return err
		}
		w.Header().Set("Cache-Control", "no-store")
		last := to.AddDate(0, 0, -1).Format(time.DateOnly)
		if format == "csv" {
			out := core.StartReportCSV(w, id, "campaigns", from.Format(time.DateOnly), last,
				[]string{"day", "utm_source", "utm_medium", "utm_campaign", "reservations", "amount"})
			for _, row := range rows {
				_ = out.Write([]string{row.Day, csvcell.Escape(row.Source), csvcell.Escape(row.Medium), csvcell.Escape(row.Campaign),
					strconv.Itoa(row.Reservations), row.Amount.String()})
			}
			out.Flush()
			return out.Error()
		}
		out := make([]CampaignReportRow, len(rows))
		var total CampaignCounts
		for i, row := range rows {
			out[i] = CampaignReportRow{Day: row.Day, UTMSource: row.Source, UTMMedium: row.Medium, UTMCampaign: row.Campaign,
				CampaignCounts: CampaignCounts{Reservations: row.Reservations, Amount: row.Amount}}
			total.Reservations += row.Reservations
			total.Amount += row.Amount
		}
		core.Encode(w, http.StatusOK, CampaignReport{ReportPeriod: ReportPeriod{StoreID: id, From: from.Format(time.DateOnly), To: last},
			Rows: out, Totals: total})
		return nil
	}
}

// reportRequest reads what every report asks: the store (whose staff token
// the request must carry), the format and the window in the store's days.
func (s *Server) reportRequest(r *http.Request, csvPath bool) (id int64, format string, from, to time.Time, err error) {
	id, err = core.PathID(r, "id")
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
	from, to, err = core.ReportWindow(r, s.DB.Now(), schedule.Location(store.TimeZone))
	return
}
