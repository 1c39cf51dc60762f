package storage_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// reviewAudit is the store's audit rows of reviews, newest first.
func reviewAudit(t *testing.T, db *storage.DB, storeID int64) []storage.AuditRow {
	t.Helper()
	return auditOf(t, db, storeID, "review.")
}

// TestReviewModeration: SF's console lists SF's two reviews of Blue Dream
// (newest first), not Denver's; a manager replies (shoppers see the reply),
// changes and removes it; hides sam's review with a reason, kept with when
// and by whom, which leaves the shoppers' list, the product's rating and
// count and the store's; shows it again, which clears the reason. Each
// change bumps SF's menu_version and writes an audit row with before and
// after. Refusals write nothing: no reason, hiding twice, showing a shown
// review, removing no reply, and Denver's review under SF's path (not
// found).
func TestReviewModeration(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		now := time.Date(2026, 11, 28, 15, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		cs := catalogstore.New(db)
		doc := ct.Small()
		doc.Reviews = append(doc.Reviews, catalog.Review{ID: 3, ProductID: ct.EdibleGummies, StoreID: ct.StoreDenver, Rating: 2,
			Nickname: "kai", CreatedAt: time.Date(2026, 5, 3, 12, 0, 0, 0, time.UTC)})
		if _, err := cs.Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		if _, err := accountstore.New(db).InviteStaff(ctx, staff.Invitation{Email: "mia@shop.example", Name: "Mia", Role: staff.Manager,
			StoreID: ct.StoreSF, By: staff.ActorCLI}, staffURL, false); err != nil {
			t.Fatal(err)
		}
		var mia int64
		if err := db.Reader().QueryRow(ctx, `SELECT id FROM staff_users WHERE email = 'mia@shop.example'`).Scan(&mia); err != nil {
			t.Fatal(err)
		}
		entry := staff.Entry{Actor: staff.Actor{StaffID: mia, Label: "staff:mia@shop.example"}, RequestID: "req-1"}
		change := func(id int64, text string) catalogstore.ReviewChange {
			return catalogstore.ReviewChange{StoreID: ct.StoreSF, ID: id, Text: text, Audit: entry}
		}

		list, total, err := cs.StoreReviews(ctx, ct.StoreSF, catalogstore.StoreReviewFilter{Limit: 20})
		if err != nil {
			t.Fatal(err)
		}
		if total != 2 || len(list) != 2 || list[0].ID != 2 || list[1].ID != 1 || list[0].Nickname != "lee" ||
			list[0].ProductName == "" || list[0].Hidden || list[0].Reply != "" {
			t.Fatalf("SF's reviews = %d %+v", total, list)
		}
		wantKind(t, func() error { _, err := cs.StoreReview(ctx, ct.StoreSF, 3); return err }(), problem.NotFound)

		// A reply, shown to shoppers; a change; a refusal.
		version := menuVersion(t, db, ct.StoreSF)
		got, err := cs.ReplyToReview(ctx, change(1, "  Thanks, Sam!  "))
		if err != nil {
			t.Fatal(err)
		}
		if got.Reply != "Thanks, Sam!" || got.RepliedAt == nil || !got.RepliedAt.Equal(now) || got.RepliedBy != "Mia" {
			t.Errorf("replied = %+v", got)
		}
		if v := menuVersion(t, db, ct.StoreSF); v == version {
			t.Errorf("menu version = %s, unchanged by the reply", v)
		}
		shown, _, err := cs.Reviews(ctx, catalogstore.ReviewFilter{StoreID: ct.StoreSF, Limit: 20})
		if err != nil || len(shown) != 2 || shown[1].Reply != "Thanks, Sam!" || shown[0].Reply != "" {
			t.Errorf("shoppers' reviews = %+v, %v", shown, err)
		}
		if _, err := cs.ReplyToReview(ctx, change(1, "Thanks again, Sam.")); err != nil {
			t.Fatal(err)
		}
		_, err = cs.ReplyToReview(ctx, change(1, " "))
		if p := wantKind(t, err, problem.Invalid); len(p.Fields["reply"]) != 1 {
			t.Errorf("an empty reply = %+v", p)
		}
		wantKind(t, func() error { _, err := cs.ReplyToReview(ctx, change(3, "Not ours")); return err }(), problem.NotFound)

		// Hidden with a reason: gone from the shoppers' list and the ratings.
		_, err = cs.HideReview(ctx, change(1, ""))
		if p := wantKind(t, err, problem.Invalid); len(p.Fields["reason"]) != 1 || p.Fields["reason"][0] != catalog.MsgHideReason {
			t.Errorf("hiding without a reason = %+v", p)
		}
		version = menuVersion(t, db, ct.StoreSF)
		got, err = cs.HideReview(ctx, change(1, "Names a budtender"))
		if err != nil {
			t.Fatal(err)
		}
		if !got.Hidden || got.HiddenReason != "Names a budtender" || got.HiddenAt == nil || !got.HiddenAt.Equal(now) || got.HiddenBy != "Mia" {
			t.Errorf("hidden = %+v", got)
		}
		if v := menuVersion(t, db, ct.StoreSF); v == version {
			t.Errorf("menu version = %s, unchanged by hiding", v)
		}
		shown, total, err = cs.Reviews(ctx, catalogstore.ReviewFilter{StoreID: ct.StoreSF, Limit: 20})
		if err != nil || total != 1 || len(shown) != 1 || shown[0].ID != 2 {
			t.Errorf("shoppers' reviews after hiding = %d %+v, %v", total, shown, err)
		}
		store, err := db.Store(ctx, ct.StoreSF)
		if err != nil || store.ReviewsCount != 1 || store.Rating == nil || *store.Rating != 4 {
			t.Errorf("SF's rating = %v over %d, %v; want 4 over 1", store.Rating, store.ReviewsCount, err)
		}
		var count int
		var rating float64
		if err := db.Reader().QueryRow(ctx, `SELECT review_count, aggregate_rating FROM products WHERE id = ?`, ct.FlowerBlueDream).
			Scan(&count, &rating); err != nil || count != 1 || rating != 4 {
			t.Errorf("Blue Dream's rating = %v over %d, %v; want 4 over 1", rating, count, err)
		}
		hidden := true
		list, total, err = cs.StoreReviews(ctx, ct.StoreSF, catalogstore.StoreReviewFilter{Hidden: &hidden, Limit: 20})
		if err != nil || total != 1 || len(list) != 1 || list[0].ID != 1 || list[0].Reply != "Thanks again, Sam." {
			t.Errorf("SF's hidden reviews = %d %+v, %v", total, list, err)
		}
		_, err = cs.HideReview(ctx, change(1, "Again"))
		if p := wantKind(t, err, problem.Conflict); p.Message != catalog.MsgReviewHiddenAlready {
			t.Errorf("hiding twice = %+v", p)
		}

		// Shown again; the reply removed.
		got, err = cs.ShowReview(ctx, change(1, ""))
		if err != nil {
			t.Fatal(err)
		}
		if got.Hidden || got.HiddenReason != "" || got.HiddenAt != nil || got.HiddenBy != "" {
			t.Errorf("shown again = %+v", got)
		}
		_, err = cs.ShowReview(ctx, change(1, ""))
		if p := wantKind(t, err, problem.Conflict); p.Message != catalog.MsgReviewShownAlready {
			t.Errorf("showing twice = %+v", p)
		}
		if got, err = cs.RemoveReply(ctx, change(1, "")); err != nil || got.Reply != "" || got.RepliedAt != nil || got.RepliedBy != "" {
			t.Errorf("reply removed = %+v, %v", got, err)
		}
		_, err = cs.RemoveReply(ctx, change(1, ""))
		if p := wantKind(t, err, problem.Conflict); p.Message != catalog.MsgNoReplyToRemove {
			t.Errorf("removing no reply = %+v", p)
		}
		store, err = db.Store(ctx, ct.StoreSF)
		if err != nil || store.ReviewsCount != 2 {
			t.Errorf("SF's reviews count = %d, %v; want 2", store.ReviewsCount, err)
		}

		// The audit log: one row a change, newest first, with before and after.
		rows := reviewAudit(t, db, ct.StoreSF)
		var actions []string
		for _, r := range rows {
			actions = append(actions, r.Action)
		}
		if strings.Join(actions, " ") != "review.reply_remove review.show review.hide review.reply review.reply" {
			t.Fatalf("audit = %v", actions)
		}
		hide := rows[2]
		var before, after map[string]any
		if err := json.Unmarshal([]byte(hide.Before), &before); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(hide.After), &after); err != nil {
			t.Fatal(err)
		}
		if hide.Subject != "review:1" || hide.StaffID != mia || before["hidden"] != false || after["hidden"] != true ||
			after["hidden_reason"] != "Names a budtender" || after["reply"] != "Thanks again, Sam." {
			t.Errorf("review.hide row = %+v: before %v, after %v", hide, before, after)
		}
		if len(reviewAudit(t, db, ct.StoreDenver)) != 0 {
			t.Error("Denver's audit log holds SF's review changes")
		}
	})
}

// TestImportKeepsReviewModeration: importing the catalogue again keeps a
// store's reply; a review the console hid keeps its reason while the
// catalogue hides it too, and is shown, without it, once the catalogue
// says it is shown.
func TestImportKeepsReviewModeration(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		cs := catalogstore.New(db)
		doc := ct.Small()
		if _, err := cs.Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		entry := staff.Entry{Actor: staff.ActorCLI}
		if _, err := cs.ReplyToReview(ctx, catalogstore.ReviewChange{StoreID: ct.StoreSF, ID: 2, Text: "Thanks!", Audit: entry}); err != nil {
			t.Fatal(err)
		}
		if _, err := cs.HideReview(ctx, catalogstore.ReviewChange{StoreID: ct.StoreSF, ID: 1, Text: "Spam", Audit: entry}); err != nil {
			t.Fatal(err)
		}
		doc.Reviews[0].Hidden = true
		if _, err := cs.Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		one, err := cs.StoreReview(ctx, ct.StoreSF, 1)
		if err != nil || !one.Hidden || one.HiddenReason != "Spam" {
			t.Errorf("hidden by both = %+v, %v", one, err)
		}
		doc.Reviews[0].Hidden = false
		if _, err := cs.Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		if one, err = cs.StoreReview(ctx, ct.StoreSF, 1); err != nil || one.Hidden || one.HiddenReason != "" || one.HiddenAt != nil {
			t.Errorf("shown by the catalogue = %+v, %v", one, err)
		}
		if two, err := cs.StoreReview(ctx, ct.StoreSF, 2); err != nil || two.Reply != "Thanks!" {
			t.Errorf("replied = %+v, %v", two, err)
		}
	})
}
