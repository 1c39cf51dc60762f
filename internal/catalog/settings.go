package catalog

import (
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/phone"
)

// The store console's settings (docs/adr/0022-store-console.md, step 10):
// the part of a store's document its owners edit, checked by the same
// rules as the catalogue's. The store's identity (name, slug, address,
// zone, partner), its menu and how the menu is laid out stay the
// catalogue import's.

// MsgSettingsChanged answers a settings change sent with a version the
// store's settings no longer have (409).
const MsgSettingsChanged = "These settings were changed since you opened them. Reload them to see the change, then make yours again."

// MsgSettingsInvalid answers settings the checks refuse; the fields say
// what.
const MsgSettingsInvalid = "These settings cannot be saved as they are: see the fields."

// The limits of the settings' free text and lists.
const (
	MaxSpecialDays    = 100
	MaxSpecialDayNote = 200
	MaxBannerMessage  = 2000
	// MaxListItems bounds each list of the settings (zones, a zone's ZIP
	// codes and geofence points, store taxes, purchase-limit rules), so an
	// owner cannot grow the store document that every request reads.
	MaxListItems = 1000
)

// The bounds of a mode's numbers: far past any store's, and small enough
// that the schedules' arithmetic on them cannot overflow or make windows
// of a few microseconds (internal/schedule steps through every window).
const (
	// MaxLeadMinutes bounds every lead time and last call: 30 days.
	MaxLeadMinutes = 30 * 24 * 60
	// MinIntervalMinutes and MaxIntervalMinutes bound a window's length
	// when one is set (0 is 30 minutes).
	MinIntervalMinutes = 5
	MaxIntervalMinutes = 24 * 60
	// MaxOrdersPerWindow and MaxWindowsPerDay bound the caps.
	MaxOrdersPerWindow = 100_000
	MaxWindowsPerDay   = 24 * 60 / MinIntervalMinutes
	// MaxRadiusMiles bounds a delivery radius.
	MaxRadiusMiles = 500
)

// Settings are a store's settings as its console edits them. Their JSON
// fields are the store document's, but for CommunicationBanner, which the
// document keeps in menu_settings.
type Settings struct {
	// Hours are the shop's working hours and each mode's own.
	Hours Hours `json:"hours"`
	// SpecialDays are dates closed or open other hours, which every
	// schedule follows on their date.
	SpecialDays []SpecialDay `json:"special_days"`
	// Fulfillment is each reservation mode's lead times, windows, last
	// call, cap per window, minimum and payment options.
	Fulfillment Fulfillment `json:"fulfillment"`
	// DeliveryZones are by ZIP codes, a geofence or a radius, each with
	// its fee, minimum and lead time.
	DeliveryZones []DeliveryZone `json:"delivery_zones"`
	Taxes         Taxes          `json:"taxes"`
	// CartLimitPolicy is the purchase limits; null for none.
	CartLimitPolicy *CartLimitPolicy `json:"cart_limit_policy" jsonschema:"nullable"`
	// Compliance holds the age minimum, the age gate and the checkout's
	// requirements.
	Compliance Compliance `json:"compliance"`
	// CommunicationBanner is the store's message above its menu.
	CommunicationBanner CommunicationBanner `json:"communication_banner"`
	// AutoConfirm moves each new reservation to verification as it is
	// placed.
	AutoConfirm bool `json:"auto_confirm"`
	// ShopperMessagesOff are the reservation messages the store does not
	// send, by status: any of verification, preparing, ready_for_pickup,
	// delivery_started, delivery_finished and finished.
	ShopperMessagesOff []string `json:"shopper_messages_off"`
	// NotificationEmails are the store's addresses for new reservations
	// and arrivals.
	NotificationEmails []string `json:"notification_emails"`
	// SMSFrom is the number the store's text messages come from, in E.164
	// (+14155550100); "" for the server's.
	SMSFrom string `json:"sms_from"`
	// MessageLook is how the store's messages to its shoppers look: the
	// colours and logo of its e-mails, a sign-off, and its words per kind
	// of message.
	MessageLook notify.MessageLook `json:"message_look"`
}

// Settings are the store's settings, with empty lists rather than nil.
func (s *Store) Settings() Settings {
	return Settings{Hours: s.Hours, SpecialDays: orEmpty(s.SpecialDays), Fulfillment: s.Fulfillment,
		DeliveryZones: orEmpty(s.DeliveryZones), Taxes: s.Taxes, CartLimitPolicy: s.CartLimitPolicy, Compliance: s.Compliance,
		CommunicationBanner: s.MenuSettings.CommunicationBanner, AutoConfirm: s.AutoConfirm,
		ShopperMessagesOff: orEmpty(s.ShopperMessagesOff), NotificationEmails: orEmpty(s.NotificationEmails), SMSFrom: s.SMSFrom,
		MessageLook: lookOrEmpty(s.MessageLook)}
}

// WithSettings is the store with set in place of its settings; the rest
// of it is kept. Special days come out in date order.
func (s Store) WithSettings(set Settings) Store {
	s.Hours, s.Fulfillment, s.DeliveryZones, s.Taxes = set.Hours, set.Fulfillment, set.DeliveryZones, set.Taxes
	s.SpecialDays = slices.SortedStableFunc(slices.Values(set.SpecialDays), func(a, b SpecialDay) int { return strings.Compare(a.Date, b.Date) })
	s.CartLimitPolicy, s.Compliance, s.MenuSettings.CommunicationBanner = set.CartLimitPolicy, set.Compliance, set.CommunicationBanner
	s.AutoConfirm, s.ShopperMessagesOff, s.NotificationEmails = set.AutoConfirm, set.ShopperMessagesOff, set.NotificationEmails
	s.SMSFrom, s.MessageLook = set.SMSFrom, set.MessageLook
	return s
}

// CheckSettings checks a store's settings by the rules Document.Validate
// applies to the same fields of a store: a problem.Invalid error
// (MsgSettingsInvalid) with the paths of Settings' own fields
// (hours.working[0].period.from, communication_banner.message), or nil.
func CheckSettings(set *Settings) error {
	var c checker
	c.settings("", set)
	c.banner("communication_banner", set.CommunicationBanner)
	return c.v.Err(MsgSettingsInvalid)
}

// MsgLookInvalid answers a look for messages the checks refuse.
const MsgLookInvalid = "This look for messages cannot be shown as it is: see the fields."

// CheckMessageLook checks a look for a store's messages by the rules its
// settings follow: a problem.Invalid error (MsgLookInvalid) with paths
// under p ("look.color", "look.notes.pending"), or nil.
func CheckMessageLook(p string, look notify.MessageLook) error {
	var c checker
	c.messageLook(p, look)
	return c.v.Err(MsgLookInvalid)
}

// settings checks what Settings holds of a store but its banner, under p
// (the store's path in a document, "" in the console).
func (c *checker) settings(p string, s *Settings) {
	c.hours(field(p, "hours.working"), s.Hours.Working)
	if len(s.Hours.Working) == 0 {
		c.fail(field(p, "hours.working"), "is required")
	}
	c.hours(field(p, "hours.pickup"), s.Hours.Pickup)
	c.hours(field(p, "hours.delivery"), s.Hours.Delivery)
	c.hours(field(p, "hours.curbside"), s.Hours.Curbside)
	c.specialDays(field(p, "special_days"), s.SpecialDays)
	f := s.Fulfillment
	if !f.Pickup.Enabled && !f.Delivery.Enabled && !f.Curbside.Enabled && !f.Kiosk.Enabled {
		c.fail(field(p, "fulfillment"), "must enable at least one of pickup, delivery, curbside or kiosk")
	}
	for _, m := range []struct {
		name string
		ms   ModeSettings
	}{{"pickup", f.Pickup}, {"delivery", f.Delivery}, {"curbside", f.Curbside}, {"kiosk", f.Kiosk}} {
		c.modeSettings(field(p, "fulfillment."+m.name), m.ms)
	}
	if f.CurbsideSetting != "" && !slices.Contains([]string{"allowed", "not_allowed", "mandatory"}, f.CurbsideSetting) {
		c.fail(field(p, "fulfillment.curbside_pickup_setting"), "must be allowed, not_allowed or mandatory")
	}
	if f.KioskAnonymousCheckout != "" && !slices.Contains([]string{"allowed", "required", "none"}, f.KioskAnonymousCheckout) {
		c.fail(field(p, "fulfillment.kiosk_anonymous_checkout"), "must be allowed, required or none")
	}
	if f.FreeDeliveryMinimum < 0 {
		c.fail(field(p, "fulfillment.free_delivery_minimum"), "cannot be negative")
	}
	if f.DeliveryRadiusMiles < 0 {
		c.fail(field(p, "fulfillment.delivery_radius_miles"), "cannot be negative")
	}
	for i, t := range s.Taxes.StoreTaxes {
		tp := field(p, fmt.Sprintf("taxes.store_taxes[%d]", i))
		c.required(tp+".title", t.Title)
		if t.Rate < 0 || t.Rate > 1_000_000 {
			c.fail(tp+".rate", "must be a percentage from 0 to 100")
		}
	}
	if s.Taxes.SalesTaxRate < 0 || s.Taxes.SalesTaxRate > 1_000_000 {
		c.fail(field(p, "taxes.sales_tax_rate"), "must be a percentage from 0 to 100")
	}
	if s.Taxes.ServiceFeeAmount < 0 {
		c.fail(field(p, "taxes.service_fee_amount"), "cannot be negative")
	}
	if s.Taxes.DeliveryFee < 0 {
		c.fail(field(p, "taxes.delivery_fee_amount"), "cannot be negative")
	}
	for name, n := range map[string]int{"delivery_zones": len(s.DeliveryZones), "taxes.store_taxes": len(s.Taxes.StoreTaxes)} {
		if n > MaxListItems {
			c.fail(field(p, name), "at most %d", MaxListItems)
		}
	}
	if pol := s.CartLimitPolicy; pol != nil && len(pol.Rules) > MaxListItems {
		c.fail(field(p, "cart_limit_policy.cart_limit_rules"), "at most %d", MaxListItems)
	}
	for name, cents := range map[string]money.Cents{"fulfillment.free_delivery_minimum": f.FreeDeliveryMinimum,
		"taxes.service_fee_amount": s.Taxes.ServiceFeeAmount, "taxes.delivery_fee_amount": s.Taxes.DeliveryFee} {
		if cents > MaxPrice {
			c.fail(field(p, name), "must be at most %s", MaxPrice.Display())
		}
	}
	if f.DeliveryRadiusMiles > MaxRadiusMiles {
		c.fail(field(p, "fulfillment.delivery_radius_miles"), "must be at most %d", MaxRadiusMiles)
	}
	for i, z := range s.DeliveryZones {
		zp := field(p, fmt.Sprintf("delivery_zones[%d]", i))
		if len(z.Zipcodes) > MaxListItems || len(z.Geofence) > MaxListItems {
			c.fail(zp, "at most %d zipcodes and %d geofence points", MaxListItems, MaxListItems)
		}
		if z.Fee > MaxPrice || z.MinAmount > MaxPrice {
			c.fail(zp, "fee and min_amount must be at most %s", MaxPrice.Display())
		}
		if z.RadiusMiles > MaxRadiusMiles {
			c.fail(zp+".radius_miles", "must be at most %d", MaxRadiusMiles)
		}
		if z.LeadTimeMinutes > MaxLeadMinutes {
			c.fail(zp+".lead_time_minutes", "must be at most %d", MaxLeadMinutes)
		}
		if len(z.Zipcodes) == 0 && len(z.Geofence) < 3 && z.RadiusMiles <= 0 {
			c.fail(zp, "needs zipcodes, a geofence of at least 3 points, or a radius")
		}
		if z.Fee < 0 || z.MinAmount < 0 {
			c.fail(zp, "fee and min_amount cannot be negative")
		}
		if z.RadiusMiles < 0 {
			c.fail(zp+".radius_miles", "cannot be negative")
		}
		for j, zip := range z.Zipcodes {
			if strings.TrimSpace(zip) == "" {
				c.fail(fmt.Sprintf("%s.zipcodes[%d]", zp, j), "is required")
			}
		}
		if z.LeadTimeMinutes < 0 {
			c.fail(zp+".lead_time_minutes", "cannot be negative")
		}
	}
	if pol := s.CartLimitPolicy; pol != nil {
		for i, r := range pol.Rules {
			c.cartLimitRule(field(p, fmt.Sprintf("cart_limit_policy.cart_limit_rules[%d]", i)), r)
		}
	}
	if a := s.Compliance.CheckoutAgeMinimum; a < 18 || a > 25 {
		c.fail(field(p, "compliance.checkout_age_minimum"), "must be between 18 and 25")
	}
	c.notificationEmails(field(p, "notification_emails"), s.NotificationEmails)
	if n := s.SMSFrom; n != "" {
		if e164, err := phone.E164(n); err != nil || e164 != n {
			c.fail(field(p, "sms_from"), "must be a phone number written + and its digits, +14155550100")
		}
	}
	c.messageLook(field(p, "message_look"), s.MessageLook)
	seen := map[string]bool{}
	for i, m := range s.ShopperMessagesOff {
		mp := field(p, fmt.Sprintf("shopper_messages_off[%d]", i))
		switch {
		case m == "pending" || m == "cancelled":
			c.fail(mp, "%s is always sent", m)
		case !slices.Contains(notify.OptionalReservationNews, m):
			c.fail(mp, "must be one of %s", strings.Join(notify.OptionalReservationNews, ", "))
		case seen[m]:
			c.fail(mp, "%s is listed twice", m)
		}
		seen[m] = true
	}
}

// lookOrEmpty is look with an empty map of notes rather than nil.
func lookOrEmpty(look notify.MessageLook) notify.MessageLook {
	if look.Notes == nil {
		look.Notes = map[string]string{}
	}
	return look
}

// messageLook checks a store's look for its messages: colours #rrggbb,
// an https logo, a sign-off and notes within their lengths, and notes
// only for the kinds of message there are.
func (c *checker) messageLook(p string, look notify.MessageLook) {
	for name, v := range map[string]string{"color": look.Color, "background_color": look.BackgroundColor} {
		if v != "" && !hexColor.MatchString(v) {
			c.fail(p+"."+name, "must be a colour written #rrggbb")
		}
	}
	if u, err := url.Parse(look.LogoURL); look.LogoURL != "" && (err != nil || u.Scheme != "https" || u.Host == "") {
		c.fail(p+".logo_url", "must be an https URL")
	}
	if utf8.RuneCountInString(look.SignOff) > notify.MaxSignOff {
		c.fail(p+".sign_off", "must be at most %d characters", notify.MaxSignOff)
	}
	for _, kind := range slices.Sorted(maps.Keys(look.Notes)) {
		switch {
		case !slices.Contains(notify.ReservationKinds, kind):
			c.fail(p+".notes."+kind, "is no kind of message: the kinds are %s", strings.Join(notify.ReservationKinds, ", "))
		case utf8.RuneCountInString(look.Notes[kind]) > notify.MaxKindNote:
			c.fail(p+".notes."+kind, "must be at most %d characters", notify.MaxKindNote)
		}
	}
}

// modeSettings checks that a mode's minutes, caps and minimum are not
// negative, and that its lead times are in order.
func (c *checker) modeSettings(p string, m ModeSettings) {
	for _, n := range []struct {
		name string
		n    int
		most int
	}{
		{"lead_time_minutes", m.LeadTimeMinutes, MaxLeadMinutes}, {"min_lead_time_minutes", m.MinLeadTimeMinutes, MaxLeadMinutes},
		{"max_lead_time_minutes", m.MaxLeadTimeMinutes, MaxLeadMinutes}, {"interval_minutes", m.IntervalMinutes, MaxIntervalMinutes},
		{"last_call_minutes", m.LastCallMinutes, MaxLeadMinutes}, {"max_orders_per_window", m.MaxOrdersPerWindow, MaxOrdersPerWindow},
		{"windows_displayed_by_day", m.WindowsDisplayedByDay, MaxWindowsPerDay},
	} {
		switch {
		case n.n < 0:
			c.fail(p+"."+n.name, "cannot be negative")
		case n.n > n.most:
			c.fail(p+"."+n.name, "must be at most %d", n.most)
		}
	}
	if m.IntervalMinutes > 0 && m.IntervalMinutes < MinIntervalMinutes {
		c.fail(p+".interval_minutes", "must be at least %d (or 0 for 30)", MinIntervalMinutes)
	}
	if m.Minimum > MaxPrice {
		c.fail(p+".minimum", "must be at most %s", MaxPrice.Display())
	}
	if len(m.PaymentOptions) > 3 {
		c.fail(p+".payment_options", "lists cash, debit and credit at most once each")
	}
	if m.MaxLeadTimeMinutes > 0 && m.MaxLeadTimeMinutes < m.MinLeadTimeMinutes {
		c.fail(p+".max_lead_time_minutes", "must be at least min_lead_time_minutes")
	}
	if m.Minimum < 0 {
		c.fail(p+".minimum", "cannot be negative")
	}
	for i, o := range m.PaymentOptions {
		if !slices.Contains([]string{"cash", "debit", "credit"}, o) {
			c.fail(fmt.Sprintf("%s.payment_options[%d]", p, i), "must be cash, debit or credit")
		}
	}
}

// cartLimitRule checks one rule of a purchase-limit policy.
func (c *checker) cartLimitRule(rp string, r CartLimitRule) {
	if r.RuleType != "product" && r.RuleType != "equivalency" {
		c.fail(rp+".rule_type", "must be product or equivalency")
	}
	if !slices.Contains([]string{"g", "mg", "units", "oz"}, r.LimitUnit) {
		c.fail(rp+".limit_unit", "must be g, mg, oz or units")
	}
	if r.LimitValue <= 0 {
		c.fail(rp+".limit_value", "must be more than 0")
	}
	if len(r.ProductTypes) == 0 {
		c.fail(rp+".product_types", "must list at least one product type")
	}
	if r.RuleType == "equivalency" {
		for _, t := range r.ProductTypes {
			kind, _, _ := strings.Cut(t, ":")
			if r.Equivalents[t] <= 0 && r.Equivalents[kind] <= 0 {
				c.fail(rp+".equivalents", "needs a value above 0 for %s", t)
			}
		}
	}
	for _, t := range slices.Sorted(maps.Keys(r.Measures)) {
		if m := r.Measures[t]; m != "g" && m != "mg" && m != "units" {
			c.fail(rp+".measures."+t, "must be g, mg or units")
		}
	}
}

// specialDays checks a store's special days: at most MaxSpecialDays, each
// a real date once, closed or with a period (not both), and a short note.
func (c *checker) specialDays(p string, days []SpecialDay) {
	if len(days) > MaxSpecialDays {
		c.fail(p, "at most %d special days", MaxSpecialDays)
	}
	seen := map[string]bool{}
	for i, d := range days {
		dp := fmt.Sprintf("%s[%d]", p, i)
		if _, err := time.Parse(time.DateOnly, d.Date); err != nil {
			c.fail(dp+".date", "must be a date YYYY-MM-DD")
		} else if seen[d.Date] {
			c.fail(dp+".date", "%s appears twice", d.Date)
		}
		seen[d.Date] = true
		switch {
		case d.Closed && d.Period != nil:
			c.fail(dp+".period", "must be left out on a closed day")
		case !d.Closed && d.Period == nil:
			c.fail(dp+".period", "is required unless the day is closed")
		case d.Period != nil:
			if !hhmmPattern.MatchString(d.Period.From) {
				c.fail(dp+".period.from", "must be a 24-hour time HH:mm")
			}
			if !hhmmPattern.MatchString(d.Period.To) {
				c.fail(dp+".period.to", "must be a 24-hour time HH:mm")
			}
		}
		if utf8.RuneCountInString(d.Note) > MaxSpecialDayNote {
			c.fail(dp+".note", "must be at most %d characters", MaxSpecialDayNote)
		}
	}
}

// banner checks the store's message above its menu: not too long, and
// some text when it is shown.
func (c *checker) banner(p string, b CommunicationBanner) {
	if utf8.RuneCountInString(b.Message) > MaxBannerMessage {
		c.fail(p+".message", "must be at most %d characters", MaxBannerMessage)
	}
	if b.Enabled && strings.TrimSpace(b.Message) == "" {
		c.fail(p+".message", "is required when the banner is shown")
	}
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
