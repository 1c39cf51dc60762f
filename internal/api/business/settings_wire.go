package business

import (
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// The store console's settings (docs/adr/0022-store-console.md, step 10):
// the part of the store's catalogue document its owners edit, in the
// document's own fields (docs/catalogue-format.md), money in dollars and
// rates in percent.

// StoreSettings are the store's settings with their version; the name
// and time zone are shown, not edited.
type StoreSettings struct {
	// Version is what a change sends back: the change is refused (409)
	// when someone changed the settings since, or the catalogue was
	// imported again.
	Version            int64  `json:"version"`
	StoreName          string `json:"store_name"`
	TimeZoneIdentifier string `json:"time_zone_identifier"`
	catalog.Settings
}

// StoreSettingsAnswer answers the store's settings as they are now.
type StoreSettingsAnswer struct {
	Settings StoreSettings `json:"settings"`
}

// StoreSettingsChange is every setting as it is to be: a field left out
// is empty (no special days, no zones, auto-confirm off), not kept.
type StoreSettingsChange struct {
	// Version is the settings' version as it was read: the change is
	// refused (409 conflict, with the version now) when someone changed
	// them since.
	Version int64 `json:"version" jsonschema:"required"`
	catalog.Settings
}

// storeSettingsOf is a store's settings as the console shows them.
func storeSettingsOf(s catalogstore.StoreSettings) StoreSettingsAnswer {
	return StoreSettingsAnswer{Settings: StoreSettings{Version: s.Version, StoreName: s.Name, TimeZoneIdentifier: s.TimeZone,
		Settings: s.Settings}}
}
