package shop

import (
	"crypto/rand"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/money"
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
func (s *Server) bootstrap(w http.ResponseWriter, r *http.Request) error {
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
	core.Encode(w, http.StatusOK, DeviceID{DeviceID: id})
	return nil
}

// StoreList answers GET /stores: the stores of a country or state, by
// country, state and name.
type StoreList struct {
	Stores []Store `json:"stores"`
}

// StoreAnswer answers GET /stores/{id}.
type StoreAnswer struct {
	Store Store `json:"store"`
}

// Store is a store in the field names of spec section 3: where it is, when
// it is open, how it sells, its taxes, its compliance rules and its
// menu's settings.
type Store struct {
	ID          int64   `json:"id"`
	Name        string  `json:"name"`
	URLSlug     string  `json:"url_slug"`
	Description string  `json:"description"`
	Address     string  `json:"address"`
	City        string  `json:"city"`
	State       string  `json:"state"`
	CountryCode string  `json:"country_code"`
	Zip         string  `json:"zip"`
	Phone       string  `json:"phone"`
	Lat         float64 `json:"lat"`
	Long        float64 `json:"long"`
	// TimeZoneIdentifier is the store's IANA time zone.
	TimeZoneIdentifier string `json:"time_zone_identifier"`
	// Currency is the store's, or its country's (USD, CAD in Canada).
	Currency     string `json:"currency"`
	Recreational bool   `json:"recreational"`
	Medical      bool   `json:"medical"`
	// Pickup, Delivery, Curbside and Kiosk say which reservation modes are
	// enabled.
	Pickup   bool `json:"pickup"`
	Delivery bool `json:"delivery"`
	Curbside bool `json:"curbside"`
	Kiosk    bool `json:"kiosk"`
	// WorkingHours are the shop's; a mode's hours are its own, or the
	// shop's when it has none.
	WorkingHours  []catalog.DayHours `json:"working_hours"`
	PickupHours   []catalog.DayHours `json:"pickup_hours"`
	DeliveryHours []catalog.DayHours `json:"delivery_hours"`
	CurbsideHours []catalog.DayHours `json:"curbside_hours"`
	// SpecialDays are dates, in the store's time zone, with hours of their
	// own (closed, or open other hours), in date order: every schedule
	// above gives way to them on their date.
	SpecialDays []catalog.SpecialDay `json:"special_days"`
	// ProductCount counts the products on its visible menu.
	ProductCount int `json:"product_count"`
	// Rating is its reviews' average to one decimal; null with no reviews.
	Rating            *float64           `json:"rating" jsonschema:"nullable"`
	ReviewsCount      int                `json:"reviews_count"`
	StoreTaxes        []catalog.StoreTax `json:"store_taxes"`
	SalesTaxRate      money.Rate         `json:"sales_tax_rate"`
	TaxIncluded       bool               `json:"tax_included"`
	ServiceFeeAmount  money.Cents        `json:"service_fee_amount"`
	DeliveryFeeAmount money.Cents        `json:"delivery_fee_amount"`
	// CartLimitPolicy caps what one cart may hold; null when the store has
	// none.
	CartLimitPolicy    *catalog.CartLimitPolicy `json:"cart_limit_policy" jsonschema:"nullable"`
	CheckoutAgeMinimum int                      `json:"checkout_age_minimum"`
	BirthDateRequired  bool                     `json:"birth_date_required"`
	IDRequired         bool                     `json:"id_required"`
	CheckoutAgreement  string                   `json:"checkout_agreement"`
	AgeGate            bool                     `json:"age_gate"`
	ResidencyMatters   bool                     `json:"residency_matters"`
	// ReservationModes are the modes a shopper may check out in.
	ReservationModes   []string `json:"reservation_modes"`
	AllowGuestCheckout bool     `json:"allow_guest_checkout"`
	// HidePrices shows prices to signed-in shoppers only.
	HidePrices              bool                        `json:"hide_prices"`
	Prepay                  bool                        `json:"prepay"`
	ReviewsEnabled          bool                        `json:"reviews_enabled"`
	ViewDefault             string                      `json:"view_default"`
	MenuTabs                []string                    `json:"menu_tabs"`
	CommunicationBanner     catalog.CommunicationBanner `json:"communication_banner"`
	CustomProductTypeLabels map[string]string           `json:"custom_product_type_labels"`
	CustomLineageLabels     map[string]string           `json:"custom_lineage_labels"`
	// MaxSpecialsPerCart is 0 when any number of specials may apply.
	MaxSpecialsPerCart     int                      `json:"max_specials_per_cart"`
	CustomRowSettings      []catalog.CustomRow      `json:"custom_row_settings"`
	CarouselBanner         []catalog.CarouselBanner `json:"carousel_banner"`
	SpecialsRowDisplayName string                   `json:"specials_row_display_name"`
	PickupPaymentOptions   []string                 `json:"pickup_payment_options"`
	DeliveryPaymentOptions []string                 `json:"delivery_payment_options"`
	CurbsidePaymentOptions []string                 `json:"curbside_payment_options"`
	CurbsidePickupSetting  string                   `json:"curbside_pickup_setting"`
	KioskAnonymousCheckout string                   `json:"kiosk_anonymous_checkout"`
	// Fulfillment is each mode's settings as the catalogue has them.
	Fulfillment   catalog.Fulfillment    `json:"fulfillment"`
	DeliveryZones []catalog.DeliveryZone `json:"delivery_zones"`
	TipSettings   catalog.TipSettings    `json:"tip_settings"`
}

func (s *Server) listStores(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	stores, err := s.DB.Stores(r.Context(), storage.StoreFilter{CountryCode: q.Get("country_code"), State: q.Get("state")})
	if err != nil {
		return err
	}
	out := make([]Store, 0, len(stores))
	for i := range stores {
		out = append(out, storeOf(&stores[i]))
	}
	core.Encode(w, http.StatusOK, StoreList{Stores: out})
	return nil
}

func (s *Server) getStore(w http.ResponseWriter, r *http.Request) error {
	id, err := core.PathID(r, "id")
	if err != nil {
		return err
	}
	store, err := s.DB.Store(r.Context(), id)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, StoreAnswerOf(&store))
	return nil
}

// StoreAnswerOf is getStore's answer for a store: the site puts it in the
// store's pages for the app to start from (internal/api/site: early answers).
func StoreAnswerOf(s *catalog.StoreSummary) StoreAnswer { return StoreAnswer{Store: storeOf(s)} }

// storeOf is a store in the field names of spec section 3 and the wire shapes.
func storeOf(s *catalog.StoreSummary) Store {
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
	return Store{
		ID: s.ID, Name: s.Name, URLSlug: s.URLSlug, Description: s.Description,
		Address: s.Address, City: s.City, State: s.State, CountryCode: s.CountryCode, Zip: s.Zip,
		Phone: s.Phone, Lat: s.Lat, Long: s.Long, TimeZoneIdentifier: s.TimeZone, Currency: currency,
		Recreational: s.Recreational, Medical: s.Medical,
		Pickup: f.Pickup.Enabled, Delivery: f.Delivery.Enabled, Curbside: f.Curbside.Enabled, Kiosk: f.Kiosk.Enabled,
		WorkingHours: core.NonNilSlice(s.Hours.Working), PickupHours: core.NonNilSlice(hoursOr(s.Hours.Pickup)),
		DeliveryHours: core.NonNilSlice(hoursOr(s.Hours.Delivery)), CurbsideHours: core.NonNilSlice(hoursOr(s.Hours.Curbside)),
		SpecialDays:  core.NonNilSlice(slices.SortedStableFunc(slices.Values(s.SpecialDays), func(a, b catalog.SpecialDay) int { return strings.Compare(a.Date, b.Date) })),
		ProductCount: s.ProductCount, Rating: core.RoundRating(s.Rating), ReviewsCount: s.ReviewsCount,
		StoreTaxes: core.NonNilSlice(s.Taxes.StoreTaxes), SalesTaxRate: s.Taxes.SalesTaxRate,
		TaxIncluded: s.Taxes.TaxIncluded, ServiceFeeAmount: s.Taxes.ServiceFeeAmount,
		DeliveryFeeAmount: s.Taxes.DeliveryFee, CartLimitPolicy: s.CartLimitPolicy,
		CheckoutAgeMinimum: s.Compliance.CheckoutAgeMinimum, BirthDateRequired: s.Compliance.BirthDateRequired,
		IDRequired: s.Compliance.IDRequired, CheckoutAgreement: s.Compliance.CheckoutAgreement,
		AgeGate: s.Compliance.AgeGate, ResidencyMatters: s.Compliance.ResidencyMatters,
		ReservationModes:   core.NonNilSlice(checkout.Offered(&s.Store)),
		AllowGuestCheckout: s.MenuSettings.AllowGuestCheckout, HidePrices: s.MenuSettings.HidePrices,
		Prepay: s.MenuSettings.Prepay, ReviewsEnabled: s.MenuSettings.ReviewsEnabled,
		ViewDefault: s.MenuSettings.ViewDefault, MenuTabs: core.NonNilSlice(s.MenuSettings.MenuTabs),
		CommunicationBanner:     s.MenuSettings.CommunicationBanner,
		CustomProductTypeLabels: core.NonNilMap(s.MenuSettings.CustomProductTypeLabels),
		CustomLineageLabels:     core.NonNilMap(s.MenuSettings.CustomLineageLabels),
		MaxSpecialsPerCart:      s.MenuSettings.MaxSpecialsPerCart,
		CustomRowSettings:       core.NonNilSlice(s.MenuSettings.CustomRows),
		CarouselBanner:          core.NonNilSlice(s.MenuSettings.CarouselBanners),
		SpecialsRowDisplayName:  s.MenuSettings.SpecialsRowDisplayName,
		PickupPaymentOptions:    core.NonNilSlice(f.Pickup.PaymentOptions),
		DeliveryPaymentOptions:  core.NonNilSlice(f.Delivery.PaymentOptions),
		CurbsidePaymentOptions:  core.NonNilSlice(f.Curbside.PaymentOptions),
		CurbsidePickupSetting:   f.CurbsideSetting, KioskAnonymousCheckout: f.KioskAnonymousCheckout,
		Fulfillment: f, DeliveryZones: core.NonNilSlice(s.DeliveryZones), TipSettings: s.Tips,
	}
}
