package api

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
)

// storeSchedule answers GET /stores/{id}/schedule?reservation_mode=&zipcode=:
// the state of the mode's schedule and of every schedule the store has, and
// the windows a shopper may reserve in for the week, each marked unavailable
// when it is full. Without reservation_mode the first mode the store offers
// (pickup, delivery, curbside, kiosk) is used. A delivery zipcode adds its
// zone's lead time, as checkout does.
func (s *server) storeSchedule(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	summary, err := s.DB.Store(r.Context(), id)
	if err != nil {
		return err
	}
	st := &summary.Store
	q := r.URL.Query()
	mode := strings.TrimSpace(q.Get("reservation_mode"))
	if mode == "" {
		mode = firstOffered(st)
	}
	if err := schedule.CheckMode(st, mode); err != nil {
		return err
	}
	addr := &pricing.Address{Zipcode: strings.TrimSpace(q.Get("zipcode"))}
	for name, to := range map[string]**float64{"lat": &addr.Lat, "lng": &addr.Long} {
		if v := q.Get(name); v != "" {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return problem.New(problem.Malformed, "%s must be a number, not %q.", name, v)
			}
			*to = &f
		}
	}
	if err := addr.CheckCoordinates(""); err != nil {
		return err
	}
	extraLead := checkout.ExtraLead(st, mode, addr)

	now := s.DB.Now()
	loc := schedule.Location(st.TimeZone)
	windows := schedule.Windows(st, mode, extraLead, now)
	settings, _ := schedule.Settings(st, mode)
	var counts map[time.Time]int
	if settings.MaxOrdersPerWindow > 0 && len(windows) > 0 {
		last := windows[len(windows)-1].Start
		if counts, err = s.DB.WindowCounts(r.Context(), id, mode, windows[0].Start, last.Add(time.Nanosecond)); err != nil {
			return err
		}
	}

	days := []map[string]any{}
	var asap any
	for _, win := range windows {
		available := settings.MaxOrdersPerWindow <= 0 || counts[win.Start.UTC()] < settings.MaxOrdersPerWindow
		if available && asap == nil {
			asap = map[string]any{"start": zoned(win.Start, loc), "end": zoned(win.End, loc)}
		}
		date := win.Start.In(loc).Format(time.DateOnly)
		if n := len(days); n == 0 || days[n-1]["date"] != date {
			days = append(days, map[string]any{"date": date, "windows": []map[string]any{}})
		}
		day := days[len(days)-1]
		day["windows"] = append(day["windows"].([]map[string]any),
			map[string]any{"start": zoned(win.Start, loc), "end": zoned(win.End, loc), "available": available})
	}

	schedules := map[string]any{schedule.Retail: statusJSON(st, schedule.Retail, now, loc)}
	for _, m := range schedule.Modes {
		if schedule.Offered(st, m) {
			schedules[m] = statusJSON(st, m, now, loc)
		}
	}
	encode(w, http.StatusOK, map[string]any{
		"schedule": statusJSON(st, mode, now, loc), "schedules": schedules, "windows": days, "asap": asap,
	})
	return nil
}

// firstOffered is the first reservation mode the store offers, or pickup.
func firstOffered(st *catalog.Store) string {
	for _, m := range schedule.Modes {
		if schedule.Offered(st, m) {
			return m
		}
	}
	return "pickup"
}

func statusJSON(st *catalog.Store, mode string, now time.Time, loc *time.Location) map[string]any {
	status := schedule.StatusAt(schedule.Hours(st, mode), loc, now)
	return map[string]any{
		"reservation_mode": mode, "state": status.State, "opens_at": zoned(status.OpensAt, loc),
		"closes_at": zoned(status.ClosesAt, loc), "time_zone_identifier": loc.String(),
	}
}

// zoned is t in RFC 3339 with the store's offset, or nil for the zero time.
func zoned(t time.Time, loc *time.Location) any {
	if t.IsZero() {
		return nil
	}
	return t.In(loc).Format(time.RFC3339)
}
