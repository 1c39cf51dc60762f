package core

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
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
		m := NewMenus(db, 0)
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
		m := NewMenus(db, 0)
		m.now = func() time.Time { return clock }
		price := func() any {
			view, err := m.Index(ctx, ct.StoreSF)
			if err != nil {
				t.Fatal(err)
			}
			for _, mp := range view.All() {
				if mp.Product.ID == ct.VapeLemon {
					// the card kept and the product rendered now agree
					var card, whole map[string]any
					raw, err := view.ProductFields(nil, mp.ID, false, AttributesOf(CardAttributes))
					if err != nil || json.Unmarshal(raw, &card) != nil {
						t.Fatalf("card %s: %v", raw, err)
					}
					raw, err = view.ProductJSON(mp.ID, false)
					if err != nil || json.Unmarshal(raw, &whole) != nil {
						t.Fatalf("product %s: %v", raw, err)
					}
					if card["discounted_price_half_gram"] != whole["discounted_price_half_gram"] {
						t.Errorf("the card's discounted price %v, the product's %v", card["discounted_price_half_gram"], whole["discounted_price_half_gram"])
					}
					return card["discounted_price_half_gram"]
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

// The views kept stay within the budget, the least recently used dropped
// first, and the entry just kept never, even alone over the budget.
func TestMenusBudgetDropsLeastRecentlyUsed(t *testing.T) {
	m := &menus{entries: map[int64]*menuEntry{}, pages: newPageCache(1 << 20), budget: 250}
	entries := map[string]*menuEntry{}
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	keep := func(name string, bytes int64) {
		e := entries[name]
		id := int64(name[0])
		if e == nil {
			e = &menuEntry{}
			entries[name] = e
			m.entries[id] = e
		}
		m.keep(e, &MenuView{storeID: id, bytes: bytes, gen: m.gens.Add(1)}, now)
	}
	kept := func() string {
		out := ""
		for el := m.kept.Front(); el != nil; el = el.Next() {
			for name, e := range entries {
				if e == el.Value.(*menuEntry) {
					out += name
				}
			}
		}
		return out
	}
	for _, step := range []struct {
		name  string
		bytes int64
		want  string // front first
		total int64
	}{
		{"a", 100, "a", 100},
		{"b", 100, "ba", 200},
		{"c", 100, "cb", 200}, // a is dropped: 300 > 250
		{"b", 100, "bc", 200}, // b used again
		{"d", 100, "db", 200}, // c, now the least recently used, is dropped
		{"b", 40, "bd", 140},  // b rebuilt smaller
		{"e", 110, "ebd", 250},
		{"f", 400, "f", 400}, // alone over the budget: kept, all others dropped
		{"a", 10, "a", 10},   // f dropped
	} {
		keep(step.name, step.bytes)
		if got := kept(); got != step.want || m.keptBytes != step.total {
			t.Fatalf("after keeping %s: kept %q in %d bytes, want %q in %d", step.name, got, m.keptBytes, step.want, step.total)
		}
		for name, e := range entries {
			held := e.current.Load() != nil
			if held != strings.Contains(step.want, name) || held != (e.el != nil) || e.dropped == held {
				t.Fatalf("after keeping %s: %s holds a view %v, listed %v, dropped %v", step.name, name, held, e.el != nil, e.dropped)
			}
		}
	}
}

// A store whose menu was dropped for the budget is built again, the same,
// on its next request; its kept answers went with it.
func TestMenuDroppedForTheBudgetIsRebuilt(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		if _, err := catalogstore.New(db).Import(ctx, ct.Small()); err != nil {
			t.Fatal(err)
		}
		m := NewMenus(db, 0)
		clock := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
		m.now = func() time.Time { return clock }
		var reasons []string
		m.Rebuilt = func(reason string, _ time.Duration) { reasons = append(reasons, reason) }
		sf, err := m.Index(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sf.CachedPage("page", func() ([]byte, error) { return []byte("sf"), nil }); err != nil {
			t.Fatal(err)
		}
		denver, err := m.Index(ctx, ct.StoreDenver)
		if err != nil {
			t.Fatal(err)
		}
		if n, bytes := m.Kept(); n != 2 || bytes != sf.bytes+denver.bytes || sf.bytes <= 0 {
			t.Fatalf("kept %d menus in %d bytes, want both in %d", n, bytes, sf.bytes+denver.bytes)
		}
		// Room for one menu: asking for SF again drops Denver's, then
		// Denver's drops SF's and its answer. The budget is checked when a
		// menu is kept: on a build or a version check.
		m.budget = max(sf.bytes, denver.bytes)
		clock = clock.Add(menuFreshness)
		if again, _ := m.Index(ctx, ct.StoreSF); again != sf {
			t.Fatal("SF's menu was built again while kept")
		}
		if n, bytes := m.Kept(); n != 1 || bytes != sf.bytes || m.entries[ct.StoreDenver].current.Load() != nil {
			t.Fatalf("kept %d menus in %d bytes after the budget shrank, want SF's alone (%d)", n, bytes, sf.bytes)
		}
		denver2, err := m.Index(ctx, ct.StoreDenver)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.pages.entries) != 0 {
			t.Errorf("%d answers kept after SF's menu was dropped, want none", len(m.pages.entries))
		}
		sf2, err := m.Index(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		if sf2 == sf || denver2 == denver {
			t.Fatal("a dropped menu was served again instead of rebuilt")
		}
		for _, pair := range [][2]*MenuView{{sf, sf2}, {denver, denver2}} {
			if pair[0].Len() != pair[1].Len() || pair[0].bytes != pair[1].bytes {
				t.Fatalf("rebuilt menu: %d products in %d bytes, want %d in %d", pair[1].Len(), pair[1].bytes, pair[0].Len(), pair[0].bytes)
			}
			before, err := pair[0].RenderAll()
			if err != nil {
				t.Fatal(err)
			}
			after, err := pair[1].RenderAll()
			if err != nil {
				t.Fatal(err)
			}
			for i, mp := range pair[0].All() {
				if string(before[i]) != string(after[i]) || string(pair[0].cards.at(i)) != string(pair[1].cards.at(i)) {
					t.Errorf("product %d renders %s after the rebuild, %s before", mp.ID, after[i], before[i])
				}
			}
		}
		if got := strings.Join(reasons, " "); got != "first first dropped dropped" {
			t.Errorf("builds %q, want first first dropped dropped", got)
		}
		if page, _ := sf2.CachedPage("page", func() ([]byte, error) { return []byte("sf2"), nil }); string(page) != "sf2" {
			t.Errorf("the rebuilt menu answered %q, an answer of the dropped one", page)
		}
		// The products the menus share were not changed by building them.
		shared, err := m.db.MenuSharing(ctx, ct.StoreSF, m.products)
		if err != nil {
			t.Fatal(err)
		}
		if fresh, _ := m.db.Menu(ctx, ct.StoreSF); !reflect.DeepEqual(shared, fresh) {
			t.Error("the products shared by the menus changed while the menus were built")
		}
	})
}

// A view built for an entry the map no longer holds: the entry is put back
// when the store has none, and not kept (nor counted) when a newer entry
// holds the store, so a store is never counted twice.
func TestMenusKeepForgottenEntry(t *testing.T) {
	m := &menus{entries: map[int64]*menuEntry{}, pages: newPageCache(1 << 20), budget: 1000}
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	old := &menuEntry{}
	m.keep(old, &MenuView{storeID: 7, bytes: 100, gen: m.gens.Add(1)}, now)
	if m.entries[7] != old || m.keptBytes != 100 {
		t.Fatalf("forgotten entry: map holds %p (want %p), %d bytes kept", m.entries[7], old, m.keptBytes)
	}
	newer := &menuEntry{}
	m.entries[7] = newer
	stale := &menuEntry{}
	m.keep(stale, &MenuView{storeID: 7, bytes: 100, gen: m.gens.Add(1)}, now)
	if m.entries[7] != newer || stale.el != nil || m.keptBytes != 100 || m.kept.Len() != 1 {
		t.Fatalf("stale entry: map holds the newer %v, stale listed %v, %d bytes in %d entries", m.entries[7] == newer, stale.el != nil, m.keptBytes, m.kept.Len())
	}
}

// What a kept view gains later (facet values) counts against the budget:
// growing past it drops the store used least recently, never the view that
// grew; a view no longer kept counts nothing.
func TestMenusGrowCountsAgainstBudget(t *testing.T) {
	m := &menus{entries: map[int64]*menuEntry{}, pages: newPageCache(1 << 20), budget: 300}
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	view := func(id, bytes int64) (*menuEntry, *MenuView) {
		e := &menuEntry{}
		m.entries[id] = e
		v := &MenuView{storeID: id, bytes: bytes, gen: m.gens.Add(1), menus: m}
		m.keep(e, v, now)
		return e, v
	}
	a, _ := view(1, 100)
	b, vb := view(2, 100)
	vb.Grow(50)
	if m.keptBytes != 250 || b.bytes != 150 || a.el == nil {
		t.Fatalf("after b grew 50: %d bytes kept, b counts %d, a kept %v; want 250, 150, true", m.keptBytes, b.bytes, a.el != nil)
	}
	vb.Grow(100) // 350 > 300: a, the least recently used, goes
	if m.keptBytes != 250 || a.el != nil || !a.dropped || b.el == nil {
		t.Fatalf("after b grew past the budget: %d bytes kept, a kept %v, b kept %v; want 250, false, true", m.keptBytes, a.el != nil, b.el != nil)
	}
	vb.Grow(500) // alone over the budget: still kept
	if b.el == nil || m.keptBytes != 750 {
		t.Fatalf("b alone over the budget: kept %v in %d bytes", b.el != nil, m.keptBytes)
	}
	// b rebuilt: the old view's growth counts nothing.
	m.keep(b, &MenuView{storeID: 2, bytes: 100, gen: m.gens.Add(1), menus: m}, now)
	vb.Grow(1000)
	if m.keptBytes != 100 {
		t.Fatalf("a replaced view grew: %d bytes kept, want 100", m.keptBytes)
	}
}
