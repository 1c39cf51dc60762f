package main

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/clienterr"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/eventstore"
)

// TestRunPrune: the serve loop deletes an error report past its retention
// at once, keeps a newer one, and returns when its context ends.
func TestRunPrune(t *testing.T) {
	ctx := context.Background()
	db, err := storage.Open(ctx, filepath.Join(t.TempDir(), "pistil.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := db.Migrate(ctx, log); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for _, at := range []time.Time{now.AddDate(0, 0, -31), now.AddDate(0, 0, -1)} {
		db.Now = func() time.Time { return at }
		if _, err := eventstore.New(db).RecordClientError(ctx, clienterr.Stored{Report: clienterr.Report{Message: at.Format(time.DateOnly)}}); err != nil {
			t.Fatal(err)
		}
	}
	db.Now = time.Now
	loopCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		runPrune(loopCtx, db, storage.Retention{ClientErrors: 30 * 24 * time.Hour}, time.Hour, log)
	}()
	var left []clienterr.Stored
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if left, err = eventstore.New(db).ClientErrors(ctx, time.Time{}, 10); err != nil {
			t.Fatal(err)
		}
		if len(left) == 1 {
			break
		}
	}
	if len(left) != 1 || left[0].Message != now.AddDate(0, 0, -1).Format(time.DateOnly) {
		t.Errorf("left %+v, want the day-old report", left)
	}
	stop()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the prune loop did not stop with its context")
	}
	// With no retention the loop does nothing and returns at once.
	runPrune(ctx, db, storage.Retention{}, time.Millisecond, log)
}
