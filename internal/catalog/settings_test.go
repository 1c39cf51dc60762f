package catalog_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
)

// TestCheckSettings: a store's settings as the console saves them, each
// refusal under the path of the field at fault.
func TestCheckSettings(t *testing.T) {
	good := func() catalog.Settings {
		st := ct.Small().Stores[0]
		return st.Settings()
	}
	tests := []struct {
		name   string
		change func(s *catalog.Settings)
		fields map[string][]string // nil: accepted
	}{
		{"the Small catalogue's SF store as it is", func(s *catalog.Settings) {}, nil},
		{"Thanksgiving closed and Christmas Eve 10 to 14", func(s *catalog.Settings) {
			s.SpecialDays = []catalog.SpecialDay{{Date: "2026-11-26", Closed: true, Note: "Thanksgiving"},
				{Date: "2026-12-24", Period: &catalog.Period{From: "10:00", To: "14:00"}}}
			s.AutoConfirm = true
			s.ShopperMessagesOff = []string{"verification", "preparing"}
		}, nil},
		{"a special day that is neither closed nor has hours, a bad date and one twice", func(s *catalog.Settings) {
			s.SpecialDays = []catalog.SpecialDay{{Date: "2026-11-26"}, {Date: "2026-02-30", Closed: true},
				{Date: "2026-11-26", Closed: true, Period: &catalog.Period{From: "9:00", To: "14:00"}}}
		}, map[string][]string{
			"special_days[0].period": {"is required unless the day is closed"},
			"special_days[1].date":   {"must be a date YYYY-MM-DD"},
			"special_days[2].date":   {"2026-11-26 appears twice"},
			"special_days[2].period": {"must be left out on a closed day"},
		}},
		{"a special day's bad hour and a long note", func(s *catalog.Settings) {
			s.SpecialDays = []catalog.SpecialDay{{Date: "2026-12-31", Period: &catalog.Period{From: "9:00", To: "24:00"},
				Note: strings.Repeat("x", 201)}}
		}, map[string][]string{
			"special_days[0].period.from": {"must be a 24-hour time HH:mm"},
			"special_days[0].period.to":   {"must be a 24-hour time HH:mm"},
			"special_days[0].note":        {"must be at most 200 characters"},
		}},
		{"no working hours, and a day twice in pickup", func(s *catalog.Settings) {
			s.Hours.Working = nil
			s.Hours.Pickup = []catalog.DayHours{{Day: "monday", Period: catalog.Period{From: "09:00", To: "17:00"}},
				{Day: "monday", Period: catalog.Period{From: "09:00", To: "17:00"}}}
		}, map[string][]string{
			"hours.working":       {"is required"},
			"hours.pickup[1].day": {"monday appears twice"},
		}},
		{"messages that cannot be turned off, an unknown one and one twice", func(s *catalog.Settings) {
			s.ShopperMessagesOff = []string{"pending", "cancelled", "shipped", "finished", "finished"}
		}, map[string][]string{
			"shopper_messages_off[0]": {"pending is always sent"},
			"shopper_messages_off[1]": {"cancelled is always sent"},
			"shopper_messages_off[2]": {"must be one of verification, preparing, ready_for_pickup, delivery_started, delivery_finished, finished"},
			"shopper_messages_off[4]": {"finished is listed twice"},
		}},
		{"negative minutes, lead times out of order, a minimum below 0 and a cheque", func(s *catalog.Settings) {
			p := &s.Fulfillment.Pickup
			p.LastCallMinutes, p.MinLeadTimeMinutes, p.MaxLeadTimeMinutes, p.Minimum = -5, 60, 30, -100
			p.PaymentOptions = []string{"cash", "cheque"}
		}, map[string][]string{
			"fulfillment.pickup.last_call_minutes":     {"cannot be negative"},
			"fulfillment.pickup.max_lead_time_minutes": {"must be at least min_lead_time_minutes"},
			"fulfillment.pickup.minimum":               {"cannot be negative"},
			"fulfillment.pickup.payment_options[1]":    {"must be cash, debit or credit"},
		}},
		{"nothing enabled", func(s *catalog.Settings) {
			s.Fulfillment.Pickup.Enabled, s.Fulfillment.Delivery.Enabled = false, false
			s.Fulfillment.Curbside.Enabled, s.Fulfillment.Kiosk.Enabled = false, false
		}, map[string][]string{"fulfillment": {"must enable at least one of pickup, delivery, curbside or kiosk"}}},
		{"a zone of nothing, a blank zip and a negative radius", func(s *catalog.Settings) {
			s.DeliveryZones = []catalog.DeliveryZone{{Name: "Nowhere"}, {Name: "Mission", Zipcodes: []string{"94110", " "}, Fee: 500},
				{Name: "Far", RadiusMiles: -3}}
		}, map[string][]string{
			"delivery_zones[0]":              {"needs zipcodes, a geofence of at least 3 points, or a radius"},
			"delivery_zones[1].zipcodes[1]":  {"is required"},
			"delivery_zones[2]":              {"needs zipcodes, a geofence of at least 3 points, or a radius"},
			"delivery_zones[2].radius_miles": {"cannot be negative"},
		}},
		{"taxes over 100%, an untitled tax and a negative fee", func(s *catalog.Settings) {
			s.Taxes.SalesTaxRate = 1_000_001
			s.Taxes.StoreTaxes = []catalog.StoreTax{{Rate: 150_000}}
			s.Taxes.DeliveryFee = -1
		}, map[string][]string{
			"taxes.sales_tax_rate":       {"must be a percentage from 0 to 100"},
			"taxes.store_taxes[0].title": {"is required"},
			"taxes.delivery_fee_amount":  {"cannot be negative"},
		}},
		{"an age of 16, a rule of 0 g and an upper-case address", func(s *catalog.Settings) {
			s.Compliance.CheckoutAgeMinimum = 16
			s.CartLimitPolicy = &catalog.CartLimitPolicy{Name: "CA", Rules: []catalog.CartLimitRule{
				{ProductGroupName: "Flower", LimitUnit: "g", RuleType: "product", ProductTypes: []string{"flower"}}}}
			s.NotificationEmails = []string{"Front@shop.example"}
		}, map[string][]string{
			"compliance.checkout_age_minimum":                   {"must be between 18 and 25"},
			"cart_limit_policy.cart_limit_rules[0].limit_value": {"must be more than 0"},
			"notification_emails[0]":                            {"must be lower case, without spaces"},
		}},
		{"a sender number written as people write it", func(s *catalog.Settings) { s.SMSFrom = "(415) 555-0100" },
			map[string][]string{"sms_from": {"must be a phone number written + and its digits, +14155550100"}}},
		{"a sender number that is none", func(s *catalog.Settings) { s.SMSFrom = "+1555" },
			map[string][]string{"sms_from": {"must be a phone number written + and its digits, +14155550100"}}},
		{"a sender number in E.164", func(s *catalog.Settings) { s.SMSFrom = "+14155550100" }, nil},
		{"a look for messages in words, an http logo, a long sign-off and notes for no kind", func(s *catalog.Settings) {
			s.MessageLook = notify.MessageLook{Color: "green", BackgroundColor: "#fff", LogoURL: "http://cdn.example/logo.png",
				SignOff: strings.Repeat("é", notify.MaxSignOff+1), Notes: map[string]string{"placed": "Hi",
					"ready_for_pickup": strings.Repeat("a", notify.MaxKindNote+1)}}
		}, map[string][]string{
			"message_look.color":                  {"must be a colour written #rrggbb"},
			"message_look.background_color":       {"must be a colour written #rrggbb"},
			"message_look.logo_url":               {"must be an https URL"},
			"message_look.sign_off":               {"must be at most 300 characters"},
			"message_look.notes.placed":           {"is no kind of message: the kinds are pending, verification, preparing, ready_for_pickup, delivery_started, delivery_finished, finished, cancelled"},
			"message_look.notes.ready_for_pickup": {"must be at most 300 characters"},
		}},
		{"a look for messages at its bounds", func(s *catalog.Settings) {
			s.MessageLook = notify.MessageLook{Color: "#AbCdEf", BackgroundColor: "#000000", LogoURL: "https://cdn.example/logo.png",
				SignOff: strings.Repeat("é", notify.MaxSignOff), Notes: map[string]string{"pending": strings.Repeat("a", notify.MaxKindNote)}}
		}, nil},
		{"the bounds themselves: 30 days ahead, 5-minute windows, 288 a day, 500 miles", func(s *catalog.Settings) {
			p := &s.Fulfillment.Pickup
			p.LeadTimeMinutes, p.MaxLeadTimeMinutes, p.LastCallMinutes = 43_200, 43_200, 43_200
			p.IntervalMinutes, p.WindowsDisplayedByDay, p.MaxOrdersPerWindow = 5, 288, 100_000
			s.DeliveryZones = []catalog.DeliveryZone{{Name: "Wide", RadiusMiles: 500, LeadTimeMinutes: 43_200, Fee: catalog.MaxPrice}}
		}, nil},
		{"past the bounds: numbers that would wrap a schedule's minutes, a 2-minute window, fees past $100,000", func(s *catalog.Settings) {
			p := &s.Fulfillment.Pickup
			p.IntervalMinutes, p.LeadTimeMinutes, p.MaxLeadTimeMinutes = 3_749_353_613_647_811, 43_201, 1<<62
			p.LastCallMinutes, p.WindowsDisplayedByDay, p.MaxOrdersPerWindow = 43_201, 289, 100_001
			s.Fulfillment.Delivery.IntervalMinutes, s.Fulfillment.Delivery.Minimum = 2, catalog.MaxPrice+1
			s.Fulfillment.DeliveryRadiusMiles = 501
			s.Taxes.ServiceFeeAmount = catalog.MaxPrice + 1
			s.DeliveryZones = []catalog.DeliveryZone{{Name: "Far", RadiusMiles: 500.5, LeadTimeMinutes: 43_201, MinAmount: catalog.MaxPrice + 1},
				{Name: "Many", Zipcodes: make([]string, catalog.MaxListItems+1)}}
			for i := range s.DeliveryZones[1].Zipcodes {
				s.DeliveryZones[1].Zipcodes[i] = "94110"
			}
		}, map[string][]string{
			"fulfillment.pickup.interval_minutes":         {"must be at most 1440"},
			"fulfillment.pickup.lead_time_minutes":        {"must be at most 43200"},
			"fulfillment.pickup.max_lead_time_minutes":    {"must be at most 43200"},
			"fulfillment.pickup.last_call_minutes":        {"must be at most 43200"},
			"fulfillment.pickup.windows_displayed_by_day": {"must be at most 288"},
			"fulfillment.pickup.max_orders_per_window":    {"must be at most 100000"},
			"fulfillment.delivery.interval_minutes":       {"must be at least 5 (or 0 for 30)"},
			"fulfillment.delivery.minimum":                {"must be at most $100,000.00"},
			"fulfillment.delivery_radius_miles":           {"must be at most 500"},
			"taxes.service_fee_amount":                    {"must be at most $100,000.00"},
			"delivery_zones[0]":                           {"fee and min_amount must be at most $100,000.00"},
			"delivery_zones[0].radius_miles":              {"must be at most 500"},
			"delivery_zones[0].lead_time_minutes":         {"must be at most 43200"},
			"delivery_zones[1]":                           {"at most 1000 zipcodes and 1000 geofence points"},
		}},
		{"a banner shown with nothing to say", func(s *catalog.Settings) {
			s.CommunicationBanner = catalog.CommunicationBanner{Enabled: true, Message: "  "}
		}, map[string][]string{"communication_banner.message": {"is required when the banner is shown"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := good()
			tt.change(&s)
			err := catalog.CheckSettings(&s)
			if tt.fields == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var pe *problem.Error
			if !errors.As(err, &pe) || pe.Kind != problem.Invalid || pe.Message != catalog.MsgSettingsInvalid {
				t.Fatalf("err = %v, want %q", err, catalog.MsgSettingsInvalid)
			}
			if !reflect.DeepEqual(pe.Fields, tt.fields) {
				t.Errorf("fields = %v, want %v", pe.Fields, tt.fields)
			}
		})
	}
}

// TestSettingsRoundTrip: a store's settings put back change only what
// they hold, and sort special days by date; the document's checks name a
// bad special day under the store's path.
func TestSettingsRoundTrip(t *testing.T) {
	doc := ct.Small()
	st := doc.Stores[0]
	set := st.Settings()
	set.SpecialDays = []catalog.SpecialDay{{Date: "2026-12-25", Closed: true}, {Date: "2026-11-26", Closed: true}}
	set.CommunicationBanner.Message = "Closed on holidays"
	got := st.WithSettings(set)
	if got.Name != st.Name || len(got.Menu) != len(st.Menu) || got.MenuSettings.CommunicationBanner.Message != "Closed on holidays" ||
		got.SpecialDays[0].Date != "2026-11-26" || got.SpecialDays[1].Date != "2026-12-25" {
		t.Errorf("WithSettings = %+v", got)
	}
	doc.Stores[0] = got
	doc.Stores[0].SpecialDays[1].Date = "25 December"
	var pe *problem.Error
	if err := doc.Validate(); !errors.As(err, &pe) || !reflect.DeepEqual(pe.Fields,
		map[string][]string{"stores[0].special_days[1].date": {"must be a date YYYY-MM-DD"}}) {
		t.Errorf("Validate = %v", err)
	}
}
