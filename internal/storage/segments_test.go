package storage_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestUserSegmentsImportAndMembers: a document may hold segments alone, but
// a staff segment's store must exist; staff additions count towards a
// customer's segments, and a segment re-imported as joined by documents
// drops them.
func TestUserSegmentsImportAndMembers(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		if _, err := catalogstore.New(db).Import(ctx, ct.Small()); err != nil {
			t.Fatal(err)
		}
		seg := func(list ...catalog.UserSegment) *catalog.Document {
			return &catalog.Document{Version: 1, UserSegments: list}
		}
		_, err := catalogstore.New(db).Import(ctx, seg(catalog.UserSegment{ID: 1, Name: "Regulars", Membership: catalog.SegmentStaff, StoreID: 999}))
		if problem.KindOf(err) != problem.Invalid {
			t.Fatalf("a staff segment of a store that does not exist: %v", err)
		}
		regulars := catalog.UserSegment{ID: 1, Name: "Regulars", Membership: catalog.SegmentStaff, StoreID: ct.StoreSF}
		if sum, err := catalogstore.New(db).Import(ctx, seg(regulars, catalog.UserSegment{ID: 2, Name: "Vets", Membership: catalog.SegmentVeterans})); err != nil || sum.UserSegments != 2 {
			t.Fatalf("import segments = %+v, %v", sum, err)
		}
		ada, err := accountstore.New(db).CreateCustomer(ctx, accounts.NewCustomer{Email: "ada@example.com", PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		sf, err := db.Store(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC)
		if _, err := db.AddSegmentMember(ctx, ct.StoreDenver, 1, ada.ID, ""); problem.KindOf(err) != problem.NotFound {
			t.Errorf("Denver adds to SF's segment: %v", err)
		}
		if _, err := db.AddSegmentMember(ctx, ct.StoreSF, 1, 0, "ADA@example.com"); err != nil {
			t.Fatal(err)
		}
		if got, err := db.CustomerSegments(ctx, ada.ID, &sf.Store, now); err != nil || !slices.Equal(got, []int64{1}) {
			t.Errorf("Ada's segments = %v, %v; want [1]", got, err)
		}
		if list, err := db.StaffSegments(ctx, ct.StoreSF); err != nil || len(list) != 1 || list[0].Members != 1 {
			t.Errorf("SF's staff segments = %+v, %v", list, err)
		}
		regulars.Membership, regulars.StoreID = catalog.SegmentGold, 0
		if _, err := catalogstore.New(db).Import(ctx, seg(regulars)); err != nil {
			t.Fatal(err)
		}
		if got, err := db.CustomerSegments(ctx, ada.ID, &sf.Store, now); err != nil || len(got) != 0 {
			t.Errorf("after the segment became Gold's: %v, %v; want none", got, err)
		}
		if list, err := db.StaffSegments(ctx, ct.StoreSF); err != nil || len(list) != 0 {
			t.Errorf("SF's staff segments after = %+v, %v", list, err)
		}
	})
}
