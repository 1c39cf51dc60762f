package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/pistil/pistil/internal/feeds"
	"github.com/pistil/pistil/internal/inventory"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// syncCommand is the pull connector (docs/integrations.md): it reads a
// point of sale's export over HTTP, a CSV or JSON feed, through a mapping
// file into a sync's rows, and applies them to the store's menu as a
// pushed sync is applied; once, or every -every until stopped.
func syncCommand(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	var (
		store         int64
		feed, mapping string
		every         time.Duration
	)
	_, rest, db, log, err := open(ctx, "sync", args, getenv, stderr, func(fs *flag.FlagSet) {
		fs.Int64Var(&store, "store", 0, "the store whose menu the feed syncs")
		fs.StringVar(&feed, "feed", "", "the URL of the point of sale's export (http or https)")
		fs.StringVar(&mapping, "mapping", "", "the mapping file: the feed's format, the sync's mode and the feed's columns (docs/integrations.md)")
		fs.DurationVar(&every, "every", 0, "read the feed again this often (e.g. 5m) until stopped; 0: once")
	})
	if err != nil {
		return err
	}
	defer db.Close()
	if len(rest) > 0 || store <= 0 || feed == "" || mapping == "" || every < 0 || (every > 0 && every < time.Minute) {
		return errors.New("sync takes a store, a feed and a mapping: pistil sync -store N -feed URL -mapping FILE [-every 5m] (at least 1m)")
	}
	raw, err := os.ReadFile(mapping)
	if err != nil {
		return err
	}
	m, err := inventory.ParseMapping(raw)
	if err != nil {
		return fmt.Errorf("%s: %w", mapping, err)
	}
	cs := catalogstore.New(db)
	// The operator runs this command and names the feed: any address,
	// private ones too (a point of sale on the shop's own network).
	client := &http.Client{}
	once := func() error {
		rows, err := feeds.Fetch(ctx, client, feed, m)
		if err != nil {
			return err
		}
		done, err := cs.SyncInventory(ctx, catalogstore.InventorySync{StoreID: store, Mode: m.Mode, Rows: rows,
			Audit: staff.Entry{Actor: staff.Actor{Label: "cli:sync"}, Action: "inventory.sync"}})
		if err != nil {
			return err
		}
		shortfalls := 0
		for _, o := range done.Outcomes {
			shortfalls += len(o.Shortfalls)
		}
		fmt.Fprintf(stdout, "%s store %d: %d rows, %d products changed, %d hidden, %d counts below what reservations hold\n",
			time.Now().UTC().Format(time.RFC3339), store, len(rows), done.Changed, done.Hidden, shortfalls)
		return nil
	}
	if every == 0 {
		return once()
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		// A feed that fails is tried again at the next tick: the point of
		// sale may be restarting.
		if err := once(); err != nil {
			log.Error("sync failed; trying again at the next tick", slog.Int64("store", store), slog.Any("err", err))
		}
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
	}
}
