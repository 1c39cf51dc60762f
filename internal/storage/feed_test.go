package storage_test

import (
	"context"
	"errors"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/reservation"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// listen runs db's listener until the test ends and answers the events it
// delivers.
func listen(t *testing.T, db *storage.DB) <-chan storage.FeedEvent {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out := make(chan storage.FeedEvent, 100)
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = db.Listen(ctx, func(events []storage.FeedEvent) {
			for _, e := range events {
				out <- e
			}
		})
	}()
	t.Cleanup(func() { cancel(); <-done })
	return out
}

func nextEvent(t *testing.T, events <-chan storage.FeedEvent) storage.FeedEvent {
	t.Helper()
	select {
	case e := <-events:
		return e
	case <-time.After(5 * time.Second):
		t.Fatal("no feed event within 5 s")
	}
	return storage.FeedEvent{}
}

// TestFeed: a checkout, a move and a note each reach the listener once
// committed, with their store and kind; a transaction that rolls back
// announces nothing; FeedAfter replays a store's events after an id.
func TestFeed(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		events := listen(t, db)
		time.Sleep(200 * time.Millisecond) // the PostgreSQL listener connects
		res := statusReserve(t, db, 1)

		placed := nextEvent(t, events)
		if placed.Kind != storage.FeedPlaced || placed.StoreID != ct.StoreSF || placed.ReservationID != res.ID {
			t.Fatalf("checkout's event = %+v", placed)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: reservation.Verification, Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
		if moved := nextEvent(t, events); moved.Kind != storage.FeedStatus || moved.ID <= placed.ID {
			t.Fatalf("the move's event = %+v", moved)
		}
		// A change refused by the rules writes and announces nothing.
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, To: reservation.Finished, Actor: reservation.Store}); err == nil {
			t.Fatal("a jump to finished was allowed")
		}
		// A rolled-back transaction announces nothing either.
		boom := errors.New("roll back")
		err := db.InTx(ctx, func(tx *storage.Tx) error {
			_, err := tx.Exec(ctx, `UPDATE stores SET menu_version = menu_version WHERE id = ?`, ct.StoreSF)
			if err != nil {
				return err
			}
			return boom
		})
		if !errors.Is(err, boom) {
			t.Fatal(err)
		}
		if _, err := db.SetReservationStatus(ctx, storage.StatusChange{ID: res.ID, StoreID: ct.StoreSF, Message: "Your bag is being packed.", Actor: reservation.Store}); err != nil {
			t.Fatal(err)
		}
		note := nextEvent(t, events)
		if note.Kind != storage.FeedNote {
			t.Fatalf("the note's event = %+v, want the note (and nothing of the refused move)", note)
		}
		select {
		case e := <-events:
			t.Fatalf("an extra event %+v", e)
		case <-time.After(300 * time.Millisecond):
		}

		replay, err := db.FeedAfter(ctx, []int64{ct.StoreSF}, placed.ID, 500)
		if err != nil || len(replay) < 2 || replay[len(replay)-1].ID != note.ID {
			t.Fatalf("FeedAfter = %+v, %v", replay, err)
		}
		for _, e := range replay {
			if e.ID > placed.ID {
				continue
			}
			// Lower ids come back only from the ten seconds before: the
			// client ignores what it has.
			if placed.At.Sub(e.At) > 10*time.Second {
				t.Errorf("replayed an old event %+v", e)
			}
		}
		if other, err := db.FeedAfter(ctx, []int64{ct.StoreDenver}, 0, 500); err != nil || len(other) != 0 {
			t.Errorf("another store's feed = %+v, %v", other, err)
		}
	})
}
