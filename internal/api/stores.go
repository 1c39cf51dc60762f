package api

import (
	"crypto/rand"
	"net/http"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/storage"
)

// deviceIDAlphabet is the URL-safe alphabet of generated device ids.
const deviceIDAlphabet = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict"

// deviceIDLength is the length of a generated device id (spec section 5).
const deviceIDLength = 21

// newDeviceID returns a random 21-character device id. The alphabet has 64
// characters, so masking a random byte keeps every character equally likely.
func newDeviceID() string {
	b := make([]byte, deviceIDLength)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = deviceIDAlphabet[b[i]&63]
	}
	return string(b)
}

func validDeviceID(s string) bool {
	if len(s) < 20 || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}

// DeviceID answers GET /bootstrap.
type DeviceID struct {
	// DeviceID is the anonymous shopper's device id, also set as the jdid
	// cookie.
	DeviceID string `json:"device_id"`
}

// bootstrap gives an anonymous shopper a device id cookie, jdid, kept for a week.
func (s *server) bootstrap(w http.ResponseWriter, r *http.Request) error {
	id := ""
	if c, err := r.Cookie("jdid"); err == nil && validDeviceID(c.Value) {
		id = c.Value
	} else {
		id = newDeviceID()
	}
	http.SetCookie(w, &http.Cookie{
		Name: "jdid", Value: id, Path: "/", MaxAge: int((7 * 24 * time.Hour).Seconds()),
		SameSite: http.SameSiteLaxMode, Secure: r.TLS != nil,
	})
	encode(w, http.StatusOK, DeviceID{DeviceID: id})
	return nil
}

func (s *server) listStores(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	stores, err := s.DB.Stores(r.Context(), storage.StoreFilter{CountryCode: q.Get("country_code"), State: q.Get("state")})
	if err != nil {
		return err
	}
	out := make([]map[string]any, 0, len(stores))
	for i := range stores {
		out = append(out, storeJSON(&stores[i]))
	}
	encode(w, http.StatusOK, map[string]any{"stores": out})
	return nil
}

func (s *server) getStore(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	store, err := s.DB.Store(r.Context(), id)
	if err != nil {
		return err
	}
	encode(w, http.StatusOK, map[string]any{"store": storeJSON(&store)})
	return nil
}

// storeJSON is a store in the field names of spec section 3 and the wire shapes.
func storeJSON(s *storage.StoreSummary) map[string]any {
	f := s.Fulfillment
	hoursOr := func(h []catalog.DayHours) []catalog.DayHours {
		if len(h) == 0 {
			return s.Hours.Working
		}
		return h
	}
	currency := s.Currency
	if currency == "" {
		currency = map[string]string{"CA": "CAD"}[s.CountryCode]
		if currency == "" {
			currency = "USD"
		}
	}
	var policy any
	if s.CartLimitPolicy != nil {
		policy = s.CartLimitPolicy
	}
	return map[string]any{
		"id": s.ID, "name": s.Name, "url_slug": s.URLSlug, "description": s.Description,
		"address": s.Address, "city": s.City, "state": s.State, "country_code": s.CountryCode, "zip": s.Zip,
		"phone": s.Phone, "lat": s.Lat, "long": s.Long, "time_zone_identifier": s.TimeZone, "currency": currency,
		"recreational": s.Recreational, "medical": s.Medical,
		"pickup": f.Pickup.Enabled, "delivery": f.Delivery.Enabled, "curbside": f.Curbside.Enabled, "kiosk": f.Kiosk.Enabled,
		"working_hours": nonNilSlice(s.Hours.Working), "pickup_hours": nonNilSlice(hoursOr(s.Hours.Pickup)),
		"delivery_hours": nonNilSlice(hoursOr(s.Hours.Delivery)), "curbside_hours": nonNilSlice(hoursOr(s.Hours.Curbside)),
		"product_count": s.ProductCount, "rating": roundRating(s.Rating), "reviews_count": s.ReviewsCount,
		"store_taxes": nonNilSlice(s.Taxes.StoreTaxes), "sales_tax_rate": s.Taxes.SalesTaxRate,
		"tax_included": s.Taxes.TaxIncluded, "service_fee_amount": s.Taxes.ServiceFeeAmount,
		"delivery_fee_amount": s.Taxes.DeliveryFee, "cart_limit_policy": policy,
		"checkout_age_minimum": s.Compliance.CheckoutAgeMinimum, "birth_date_required": s.Compliance.BirthDateRequired,
		"id_required": s.Compliance.IDRequired, "checkout_agreement": s.Compliance.CheckoutAgreement,
		"age_gate": s.Compliance.AgeGate, "residency_matters": s.Compliance.ResidencyMatters,
		"reservation_modes":    nonNilSlice(checkout.Offered(&s.Store)),
		"allow_guest_checkout": s.MenuSettings.AllowGuestCheckout, "hide_prices": s.MenuSettings.HidePrices,
		"prepay": s.MenuSettings.Prepay, "reviews_enabled": s.MenuSettings.ReviewsEnabled,
		"view_default": s.MenuSettings.ViewDefault, "menu_tabs": nonNilSlice(s.MenuSettings.MenuTabs),
		"communication_banner":       s.MenuSettings.CommunicationBanner,
		"custom_product_type_labels": nonNilMap(s.MenuSettings.CustomProductTypeLabels),
		"custom_lineage_labels":      nonNilMap(s.MenuSettings.CustomLineageLabels),
		"max_specials_per_cart":      s.MenuSettings.MaxSpecialsPerCart,
		"custom_row_settings":        nonNilSlice(s.MenuSettings.CustomRows),
		"carousel_banner":            nonNilSlice(s.MenuSettings.CarouselBanners),
		"specials_row_display_name":  s.MenuSettings.SpecialsRowDisplayName,
		"pickup_payment_options":     nonNilSlice(f.Pickup.PaymentOptions),
		"delivery_payment_options":   nonNilSlice(f.Delivery.PaymentOptions),
		"curbside_payment_options":   nonNilSlice(f.Curbside.PaymentOptions),
		"curbside_pickup_setting":    f.CurbsideSetting, "kiosk_anonymous_checkout": f.KioskAnonymousCheckout,
		"fulfillment": f, "delivery_zones": nonNilSlice(s.DeliveryZones), "tip_settings": s.Tips,
	}
}

func nonNilSlice[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// nonNilMap is m, or an empty map for nil: JSON {} rather than null.
func nonNilMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return map[K]V{}
	}
	return m
}

// roundRating rounds an average rating to one decimal.
func roundRating(r *float64) any {
	if r == nil {
		return nil
	}
	return float64(int(*r*10+0.5)) / 10
}
