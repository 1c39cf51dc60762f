package shop

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/pricing"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/schedule"
)

// StoreSchedule answers GET /stores/{id}/schedule: how the store's
// schedules stand now, and the windows a shopper may reserve in.
type StoreSchedule struct {
	// Schedule is the reservation mode's schedule: the one asked for, or
	// the first the store offers.
	Schedule  ScheduleStatus `json:"schedule"`
	Schedules Schedules      `json:"schedules"`
	// Windows are the mode's windows for the week, by day in the store's
	// time zone.
	Windows []ScheduleDay `json:"windows"`
	// ASAP is the earliest window not full; null when there is none.
	ASAP *ScheduleWindow `json:"asap" jsonschema:"nullable"`
}

// Schedules are the shop's schedule and each it offers a mode by.
type Schedules struct {
	// Retail is the shop's own: its working hours.
	Retail   ScheduleStatus  `json:"retail"`
	Pickup   *ScheduleStatus `json:"pickup,omitempty"`
	Delivery *ScheduleStatus `json:"delivery,omitempty"`
	Curbside *ScheduleStatus `json:"curbside,omitempty"`
	Kiosk    *ScheduleStatus `json:"kiosk,omitempty"`
}

// ScheduleStatus is how a schedule stands now, with the period that is
// open now or opens next.
type ScheduleStatus struct {
	// ReservationMode is the schedule's mode, or retail for the shop's.
	ReservationMode string         `json:"reservation_mode"`
	State           schedule.State `json:"state"`
	// OpensAt and ClosesAt (RFC 3339, in the store's offset) bound that
	// period; null when none begins within the days the schedule covers.
	OpensAt            *string `json:"opens_at" jsonschema:"nullable"`
	ClosesAt           *string `json:"closes_at" jsonschema:"nullable"`
	TimeZoneIdentifier string  `json:"time_zone_identifier"`
}

// ScheduleDay is one day's windows; Date is YYYY-MM-DD in the store's time
// zone.
type ScheduleDay struct {
	Date    string              `json:"date"`
	Windows []ReservationWindow `json:"windows"`
}

// ScheduleWindow is a reservation window, RFC 3339 in the store's offset.
type ScheduleWindow struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

// windowIn is win in the store's zone loc.
func windowIn(win schedule.Window, loc *time.Location) ScheduleWindow {
	return ScheduleWindow{Start: win.Start.In(loc).Format(time.RFC3339), End: win.End.In(loc).Format(time.RFC3339)}
}

// ReservationWindow is a window of the week; Available is false when it
// is full.
type ReservationWindow struct {
	ScheduleWindow
	Available bool `json:"available"`
}

// storeSchedule answers GET /stores/{id}/schedule?reservation_mode=&zipcode=:
// the state of the mode's schedule and of every schedule the store has, and
// the windows a shopper may reserve in for the week, each marked unavailable
// when it is full. Without reservation_mode the first mode the store offers
// (pickup, delivery, curbside, kiosk) is used. A delivery zipcode adds its
// zone's lead time, as checkout does.
func (s *Server) storeSchedule(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
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

	days := []ScheduleDay{}
	var asap *ScheduleWindow
	for _, win := range windows {
		available := settings.MaxOrdersPerWindow <= 0 || counts[win.Start.UTC()] < settings.MaxOrdersPerWindow
		if available && asap == nil {
			first := windowIn(win, loc)
			asap = &first
		}
		date := win.Start.In(loc).Format(time.DateOnly)
		if n := len(days); n == 0 || days[n-1].Date != date {
			days = append(days, ScheduleDay{Date: date, Windows: []ReservationWindow{}})
		}
		day := &days[len(days)-1]
		day.Windows = append(day.Windows, ReservationWindow{ScheduleWindow: windowIn(win, loc), Available: available})
	}

	schedules := Schedules{Retail: statusOfSchedule(st, schedule.Retail, now, loc)}
	for _, m := range schedule.Modes {
		if schedule.Offered(st, m) {
			status := statusOfSchedule(st, m, now, loc)
			switch m {
			case "pickup":
				schedules.Pickup = &status
			case "delivery":
				schedules.Delivery = &status
			case "curbside":
				schedules.Curbside = &status
			case "kiosk":
				schedules.Kiosk = &status
			}
		}
	}
	core.Encode(w, http.StatusOK, StoreSchedule{Schedule: statusOfSchedule(st, mode, now, loc), Schedules: schedules, Windows: days, ASAP: asap})
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

func statusOfSchedule(st *catalog.Store, mode string, now time.Time, loc *time.Location) ScheduleStatus {
	status := schedule.StoreStatus(st, mode, now)
	return ScheduleStatus{ReservationMode: mode, State: status.State, OpensAt: zoned(status.OpensAt, loc),
		ClosesAt: zoned(status.ClosesAt, loc), TimeZoneIdentifier: loc.String()}
}

// zoned is t in RFC 3339 with the store's offset, or nil (JSON null) for
// the zero time.
func zoned(t time.Time, loc *time.Location) *string {
	if t.IsZero() {
		return nil
	}
	s := t.In(loc).Format(time.RFC3339)
	return &s
}
