package business

import (
	"net/http"
	"strconv"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/csvcell"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/reports"
	"github.com/pistil/pistil/internal/schedule"
	"github.com/pistil/pistil/internal/storage/eventstore"
)

// The store console's reports (docs/adr/0022-store-console.md, step 12):
// sales and reservations per day, mode and hour, top products, the funnel
// and the searches that found nothing, each as JSON and as CSV, over the
// days ?from= and ?to= name in the store's time zone (core.ReportWindow:
// the last 30 days by default, at most 366).

// The most products and searches a report lists.
const (
	topProductsLimit   = 50
	emptySearchesLimit = 200
)

var (
	salesByQuery = core.InQuery("by", "The CSV's rows: day (the default), mode or hour.")
	topByQuery   = core.InQuery("by", "Rank by units (the default) or revenue.")
)

// reportRange is what a report covers: the store's local midnights from and
// to (the day after the last), and the period as the answer names it.
type reportRange struct {
	store    int64
	from, to time.Time
	period   ConsoleReportPeriod
}

// first and last are the period's first and last days.
func (rr reportRange) first() string { return rr.period.From }
func (rr reportRange) last() string  { return rr.period.To }

// reportRangeOf reads the period of a report of the caller's store.
func (s *Server) reportRangeOf(r *http.Request) (reportRange, error) {
	id := callerOf(r).store
	st, err := s.DB.Store(r.Context(), id)
	if err != nil {
		return reportRange{}, err
	}
	loc := schedule.Location(st.TimeZone)
	from, to, err := core.ReportWindow(r, s.DB.Now(), loc)
	if err != nil {
		return reportRange{}, err
	}
	return reportRange{store: id, from: from, to: to, period: ConsoleReportPeriod{From: from.Format(time.DateOnly),
		To: to.AddDate(0, 0, -1).Format(time.DateOnly), TimeZone: loc.String()}}, nil
}

func salesFigures(f reports.Figures) SalesFigures {
	return SalesFigures{Reservations: f.Reservations, Gross: f.Gross, Net: f.Net, Total: f.Total, Cancelled: f.Cancelled}
}

// sales works out the period's sales.
func (s *Server) sales(r *http.Request) (reportRange, reports.Sales, error) {
	rr, err := s.reportRangeOf(r)
	if err != nil {
		return rr, reports.Sales{}, err
	}
	rows, err := s.Events.SalesRows(r.Context(), rr.store, rr.from, rr.to)
	if err != nil {
		return rr, reports.Sales{}, err
	}
	return rr, reports.Summarise(rows, rr.from, rr.to), nil
}

// salesReport answers the store's reservations and their amounts per day,
// mode and hour: GET /stores/{storeId}/reports/sales.
func (s *Server) salesReport(w http.ResponseWriter, r *http.Request) error {
	rr, sales, err := s.sales(r)
	if err != nil {
		return err
	}
	out := SalesReport{ConsoleReportPeriod: rr.period, Totals: salesFigures(sales.Totals),
		Days: make([]SalesDay, len(sales.Days)), Modes: make([]SalesMode, len(sales.Modes)), Hours: make([]SalesHour, len(sales.Hours))}
	for i, d := range sales.Days {
		out.Days[i] = SalesDay{Day: d.Day, SalesFigures: salesFigures(d.Figures)}
	}
	for i, m := range sales.Modes {
		out.Modes[i] = SalesMode{Mode: m.Mode, SalesFigures: salesFigures(m.Figures)}
	}
	for i, h := range sales.Hours {
		out.Hours[i] = SalesHour{Hour: h.Hour, SalesFigures: salesFigures(h.Figures)}
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

var salesColumns = []string{"reservations", "gross", "net", "total", "cancelled"}

func salesCells(f reports.Figures) []string {
	return []string{strconv.Itoa(f.Reservations), f.Gross.String(), f.Net.String(), f.Total.String(), strconv.Itoa(f.Cancelled)}
}

// salesCSV answers the sales report as CSV, a row per day, mode or hour
// (?by=): GET /stores/{storeId}/reports/sales.csv.
func (s *Server) salesCSV(w http.ResponseWriter, r *http.Request) error {
	by := r.URL.Query().Get("by")
	switch by {
	case "":
		by = "day"
	case "day", "mode", "hour":
	default:
		return problem.Invalidf("by", "by is day, mode or hour, not "+strconv.Quote(by)+".")
	}
	rr, sales, err := s.sales(r)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	out := core.StartReportCSV(w, rr.store, "sales-by-"+by, rr.first(), rr.last(), append([]string{by}, salesColumns...))
	switch by {
	case "day":
		for _, d := range sales.Days {
			_ = out.Write(append([]string{d.Day}, salesCells(d.Figures)...))
		}
	case "mode":
		for _, m := range sales.Modes {
			_ = out.Write(append([]string{csvcell.Escape(m.Mode)}, salesCells(m.Figures)...))
		}
	case "hour":
		for _, h := range sales.Hours {
			_ = out.Write(append([]string{strconv.Itoa(h.Hour)}, salesCells(h.Figures)...))
		}
	}
	out.Flush()
	return out.Error()
}

// topProducts reads the period's top products and what they are ranked by.
func (s *Server) topProducts(r *http.Request) (reportRange, string, []eventstore.TopProduct, error) {
	by := r.URL.Query().Get("by")
	switch by {
	case "":
		by = "units"
	case "units", "revenue":
	default:
		return reportRange{}, "", nil, problem.Invalidf("by", "by is units or revenue, not "+strconv.Quote(by)+".")
	}
	rr, err := s.reportRangeOf(r)
	if err != nil {
		return rr, by, nil, err
	}
	list, err := s.Events.TopProducts(r.Context(), rr.store, rr.from, rr.to, by == "revenue", topProductsLimit)
	return rr, by, list, err
}

// topProductsReport answers the products reserved most, by units or
// revenue: GET /stores/{storeId}/reports/top_products.
func (s *Server) topProductsReport(w http.ResponseWriter, r *http.Request) error {
	rr, by, list, err := s.topProducts(r)
	if err != nil {
		return err
	}
	out := TopProductsReport{ConsoleReportPeriod: rr.period, By: by, Products: make([]TopProduct, len(list))}
	for i, p := range list {
		out.Products[i] = TopProduct{ProductID: p.ProductID, Name: p.Name, Brand: p.Brand, Units: p.Units,
			Reservations: p.Reservations, Revenue: p.Revenue}
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// topProductsCSV answers the top products as CSV:
// GET /stores/{storeId}/reports/top_products.csv.
func (s *Server) topProductsCSV(w http.ResponseWriter, r *http.Request) error {
	rr, by, list, err := s.topProducts(r)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	out := core.StartReportCSV(w, rr.store, "top-products-by-"+by, rr.first(), rr.last(),
		[]string{"product_id", "name", "brand", "units", "reservations", "revenue"})
	for _, p := range list {
		_ = out.Write([]string{strconv.FormatInt(p.ProductID, 10), csvcell.Escape(p.Name), csvcell.Escape(p.Brand),
			strconv.Itoa(p.Units), strconv.Itoa(p.Reservations), p.Revenue.String()})
	}
	out.Flush()
	return out.Error()
}

// funnel sums the product report (eventstore.ProductReport) per day.
func (s *Server) funnel(r *http.Request) (reportRange, []reports.FunnelDay, reports.FunnelCounts, error) {
	rr, err := s.reportRangeOf(r)
	if err != nil {
		return rr, nil, reports.FunnelCounts{}, err
	}
	rows, err := s.Events.ProductReport(r.Context(), rr.store, rr.from, rr.to)
	if err != nil {
		return rr, nil, reports.FunnelCounts{}, err
	}
	in := make([]reports.FunnelRow, len(rows))
	for i, row := range rows {
		in[i] = reports.FunnelRow{Day: row.Day, FunnelCounts: reports.FunnelCounts{Impressions: row.Impressions,
			Clicks: row.Clicks, AddToCarts: row.AddToCarts, Reservations: row.Reservations}}
	}
	days, total := reports.Funnel(reports.Days(rr.from, rr.to), in)
	return rr, days, total, nil
}

func funnelCounts(c reports.FunnelCounts) FunnelCounts {
	return FunnelCounts{Impressions: c.Impressions, Clicks: c.Clicks, AddToCarts: c.AddToCarts, Reservations: c.Reservations}
}

// funnelReport answers the period's impressions, clicks, adds to the bag
// and reservations per day: GET /stores/{storeId}/reports/funnel.
func (s *Server) funnelReport(w http.ResponseWriter, r *http.Request) error {
	rr, days, total, err := s.funnel(r)
	if err != nil {
		return err
	}
	out := FunnelReport{ConsoleReportPeriod: rr.period, Totals: funnelCounts(total), Days: make([]FunnelDay, len(days))}
	for i, d := range days {
		out.Days[i] = FunnelDay{Day: d.Day, FunnelCounts: funnelCounts(d.FunnelCounts)}
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// funnelCSV answers the funnel as CSV: GET /stores/{storeId}/reports/funnel.csv.
func (s *Server) funnelCSV(w http.ResponseWriter, r *http.Request) error {
	rr, days, _, err := s.funnel(r)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	out := core.StartReportCSV(w, rr.store, "funnel", rr.first(), rr.last(), []string{"day", "impressions", "clicks", "add_to_carts", "reservations"})
	for _, d := range days {
		_ = out.Write([]string{d.Day, strconv.Itoa(d.Impressions), strconv.Itoa(d.Clicks), strconv.Itoa(d.AddToCarts), strconv.Itoa(d.Reservations)})
	}
	out.Flush()
	return out.Error()
}

// emptySearches reads the period's searches that found nothing.
func (s *Server) emptySearches(r *http.Request) (reportRange, []eventstore.EmptySearch, error) {
	rr, err := s.reportRangeOf(r)
	if err != nil {
		return rr, nil, err
	}
	list, err := s.Events.EmptySearches(r.Context(), rr.store, rr.first(), rr.last(), emptySearchesLimit)
	return rr, list, err
}

// emptySearchReport answers what shoppers searched the menu for and did
// not find, most searched first: GET /stores/{storeId}/reports/empty_searches.
func (s *Server) emptySearchReport(w http.ResponseWriter, r *http.Request) error {
	rr, list, err := s.emptySearches(r)
	if err != nil {
		return err
	}
	out := EmptySearchReport{ConsoleReportPeriod: rr.period, Searches: make([]EmptySearch, len(list))}
	for i, e := range list {
		out.Searches[i] = EmptySearch{Query: e.Query, Searches: e.Searches, Days: e.Days, LastDay: e.LastDay}
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// emptySearchCSV answers the searches that found nothing as CSV:
// GET /stores/{storeId}/reports/empty_searches.csv.
func (s *Server) emptySearchCSV(w http.ResponseWriter, r *http.Request) error {
	rr, list, err := s.emptySearches(r)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	out := core.StartReportCSV(w, rr.store, "empty-searches", rr.first(), rr.last(), []string{"query", "searches", "days", "last_day"})
	for _, e := range list {
		_ = out.Write([]string{csvcell.Escape(e.Query), strconv.Itoa(e.Searches), strconv.Itoa(e.Days), e.LastDay})
	}
	out.Flush()
	return out.Error()
}
