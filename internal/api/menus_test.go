package api

import (
	"context"
	"testing"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func TestMenusCacheOnlyStoresThatExist(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		if _, err := db.Import(ctx, ct.Small()); err != nil {
			t.Fatal(err)
		}
		m := newMenus(db)
		for id := int64(1000); id < 1010; id++ {
			if _, err := m.index(ctx, id); err == nil {
				t.Fatalf("index(%d) of an unknown store = nil error", id)
			}
		}
		first, err := m.index(ctx, ct.StoreSF)
		if err != nil || first.Len() != 3 {
			t.Fatalf("index(SF) = %v, %v", first, err)
		}
		again, _ := m.index(ctx, ct.StoreSF)
		if len(m.entries) != 1 || again != first {
			t.Errorf("%d cache entries, same index %v; want 1 entry reused", len(m.entries), again == first)
		}
	})
}
