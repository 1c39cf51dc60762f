package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/storage"
)

// pruneEvery is how often serve deletes collected data past its retention.
const pruneEvery = time.Hour

// retention is the configured retention of collected data.
func retention(cfg config.Config) storage.Retention {
	return storage.Retention{Analytics: cfg.AnalyticsRetention, ClientErrors: cfg.ClientErrorsRetention}
}

// runPrune deletes collected data older than its retention at once and
// then every interval, until ctx ends (docs/analytics.md, "Retention").
// Every instance of a deployment runs it; the deletes do not conflict.
func runPrune(ctx context.Context, db *storage.DB, r storage.Retention, every time.Duration, log *slog.Logger) {
	if r.Analytics <= 0 && r.ClientErrors <= 0 {
		return
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		pruned, err := db.Prune(ctx, r)
		switch {
		case ctx.Err() != nil:
			return
		case err != nil:
			log.Warn("prune collected data", "err", err)
		case pruned.Total() > 0:
			log.Info("pruned collected data", "analytics_events", pruned.AnalyticsEvents, "merch_events", pruned.MerchEvents,
				"merch_impressions", pruned.MerchImpressions, "client_errors", pruned.ClientErrors,
				"searches_without_results", pruned.EmptySearches, "idempotency_keys", pruned.IdempotencyKeys,
				"webhook_deliveries", pruned.WebhookDeliveries)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}
