package storage_test

import (
	"fmt"
	"strings"
	"testing"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestStoreAlerts: a store's notification_emails hear of each new
// reservation and each curbside arrival through the outbox, written in the
// transaction that makes the news; a store without addresses gets none.
func TestStoreAlerts(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		doc := ct.Small()
		for i := range doc.Stores {
			if doc.Stores[i].ID == ct.StoreSF {
				doc.Stores[i].NotificationEmails = []string{"counter@fogcity.example", "owner@fogcity.example"}
			}
		}
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		res := statusReserve(t, db, 2)
		for _, to := range []string{"counter@fogcity.example", "owner@fogcity.example"} {
			mails, err := db.OutboxMessages(ctx, to)
			if err != nil || len(mails) != 1 {
				t.Fatalf("mail to %s = %+v, %v", to, mails, err)
			}
			m := mails[0].Message
			if !strings.HasPrefix(m.Subject, "New pickup reservation #") || !strings.Contains(m.Body, ": 2 items, $") ||
				!strings.Contains(m.Body, fmt.Sprintf("/business/stores/1/queue/%d\n", res.ID)) {
				t.Errorf("the new reservation's mail = %q\n%s", m.Subject, m.Body)
			}
		}
		if err := db.StatusTestExec(ctx, `UPDATE reservations SET reservation_mode = 'curbside' WHERE id = ?`, res.ID); err != nil {
			t.Fatal(err)
		}
		// A refused arrival writes no mail; an accepted one does.
		_, err := db.MarkArrived(ctx, res.UUID, strings.Repeat("9", 21), statusNotice.PublicURL)
		wantKind(t, err, problem.Invalid)
		if _, err := db.MarkArrived(ctx, res.UUID, "Spot 4", statusNotice.PublicURL); err != nil {
			t.Fatal(err)
		}
		mails, _ := db.OutboxMessages(ctx, "counter@fogcity.example")
		if len(mails) != 2 || !strings.Contains(mails[1].Message.Subject, "is here for curbside #") || !strings.Contains(mails[1].Message.Body, "They are at: Spot 4.") {
			t.Errorf("the arrival's mail = %+v", mails)
		}
	})
}
