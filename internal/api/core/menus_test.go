package core

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func TestMenusCacheOnlyStoresThatExist(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		if _, err := catalogstore.New(db).Import(ctx, ct.Small()); err != nil {
			t.Fatal(err)
		}
		m := NewMenus(db)
		for id := int64(1000); id < 1010; id++ {
			if _, err := m.Index(ctx, id); err == nil {
				t.Fatalf("index(%d) of an unknown store = nil error", id)
			}
		}
		first, err := m.Index(ctx, ct.StoreSF)
		if err != nil || first.Len() != 3 {
			t.Fatalf("index(SF) = %v, %v", first, err)
		}
		again, _ := m.Index(ctx, ct.StoreSF)
		if len(m.entries) != 1 || again != first {
			t.Errorf("%d cache entries, same index %v; want 1 entry reused", len(m.entries), again == first)
		}
	})
}

// A special that starts later changes the menu's prices when it starts,
// though the menu itself did not change.
func TestMenuIsRepricedWhenASpecialStarts(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
		starts := now.Add(2 * time.Hour)
		doc := ct.Small()
		// 20% off the vapes from two hours on: the half gram 2,500 − 500 = 2,000 ¢
		doc.Specials = []catalog.Special{{ID: 1, StoreID: ct.StoreSF, SpecialType: "product", Title: "Later",
			DiscountType: "percent", DiscountPercent: 20, Active: true, Enabled: true, StartTime: &starts,
			Rules: catalog.SpecialRules{Include: catalog.RuleSet{Kinds: []string{"vape"}}}}}
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		clock := now
		db.Now = func() time.Time { return clock }
		m := NewMenus(db)
		m.now = func() time.Time { return clock }
		price := func() any {
			view, err := m.Index(ctx, ct.StoreSF)
			if err != nil {
				t.Fatal(err)
			}
			for _, mp := range view.All() {
				if mp.Product.ID == ct.VapeLemon {
					var out map[string]any
					if err := json.Unmarshal(view.Rendered[mp.ID], &out); err != nil {
						t.Fatal(err)
					}
					return out["discounted_price_half_gram"]
				}
			}
			return "missing"
		}
		if got := price(); got != nil {
			t.Errorf("before the special: discounted price %v, want none", got)
		}
		clock = starts.Add(-time.Second)
		if got := price(); got != nil {
			t.Errorf("a second before: discounted price %v, want none", got)
		}
		clock = starts
		if got := price(); got != 20.0 {
			t.Errorf("once it starts: discounted price %v, want 20", got)
		}
	})
}
