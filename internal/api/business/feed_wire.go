package business

import (
	"time"

	"github.com/pistil/pistil/internal/inventory"
)

// FeedSettings is a store's pull connector as it is to be: the point of
// sale's export, read every EveryMinutes through Mapping
// (docs/integrations.md, "The pull connector").
type FeedSettings struct {
	// URL is the export's address, http or https (its query may carry the
	// point of sale's key); private addresses only with -webhooks-private.
	URL string `json:"url" jsonschema:"required"`
	// Mapping says how to read it: its format, the sync's mode, its
	// columns and weights.
	Mapping inventory.Mapping `json:"mapping" jsonschema:"required"`
	// EveryMinutes is how often it is read, 1 to 1440.
	EveryMinutes int `json:"every_minutes" jsonschema:"required"`
	// Enabled runs it; off, it is kept and not read.
	Enabled bool `json:"enabled" jsonschema:"required"`
}

// FeedInfo is a store's pull connector with how its last run went.
type FeedInfo struct {
	FeedSettings
	// NextRunAt is when it is read next; null while it is paused.
	NextRunAt *time.Time `json:"next_run_at" jsonschema:"nullable"`
	// LastRunAt is when it was last read, null for never; LastOK whether
	// that run synced the menu, LastMessage what it did or why it failed.
	LastRunAt   *time.Time `json:"last_run_at" jsonschema:"nullable"`
	LastOK      bool       `json:"last_ok"`
	LastMessage string     `json:"last_message"`
	// The last good run's rows read, products changed and hidden, and
	// counts below what live reservations hold.
	LastRows       int       `json:"last_rows"`
	LastChanged    int       `json:"last_changed"`
	LastHidden     int       `json:"last_hidden"`
	LastShortfalls int       `json:"last_shortfalls"`
	UpdatedAt      time.Time `json:"updated_at"`
}

// FeedAnswer answers a store's pull connector, null when it has none.
type FeedAnswer struct {
	Feed *FeedInfo `json:"feed" jsonschema:"nullable"`
}
