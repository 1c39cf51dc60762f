package api

import (
	"context"
	"sync"
	"time"

	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/storage"
)

// menuFreshness is how long an index is served before its store's menu
// version is checked again: a menu change shows within this time.
const menuFreshness = time.Second

// menus keeps one merch.Index per store, built on first use and rebuilt when
// the store's menu version changes, so menu requests do not each read the
// database. Instances share nothing: each checks the version itself.
type menus struct {
	db  *storage.DB
	now func() time.Time

	mu      sync.Mutex
	entries map[int64]*menuEntry
}

type menuEntry struct {
	mu      sync.Mutex
	menu    *menuView
	checked time.Time
}

// menuView is a store's menu index with each product's JSON rendered once,
// so a menu page is written by copying bytes.
type menuView struct {
	*merch.Index
	rendered map[int64][]byte // by menu product id

	// pages keeps answers already written from this index, which never
	// changes: shoppers ask for the same first pages over and over.
	pagesMu    sync.Mutex
	pages      map[string][]byte
	pagesBytes int
}

// maxCachedPageBytes bounds the answers a menu keeps; past it, the cache
// starts again empty.
const maxCachedPageBytes = 4 << 20

// cachedPage returns the answer kept for key, or builds, keeps and returns it.
func (v *menuView) cachedPage(key string, build func() ([]byte, error)) ([]byte, error) {
	v.pagesMu.Lock()
	page, ok := v.pages[key]
	v.pagesMu.Unlock()
	if ok {
		return page, nil
	}
	page, err := build()
	if err != nil {
		return nil, err
	}
	v.pagesMu.Lock()
	defer v.pagesMu.Unlock()
	if v.pages == nil || v.pagesBytes+len(page) > maxCachedPageBytes {
		v.pages, v.pagesBytes = map[string][]byte{}, 0
	}
	if len(page) <= maxCachedPageBytes {
		v.pages[key] = page
		v.pagesBytes += len(page)
	}
	return page, nil
}

func newMenuView(ix *merch.Index) (*menuView, error) {
	v := &menuView{Index: ix, rendered: make(map[int64][]byte, ix.Len())}
	for _, m := range ix.All() {
		raw, err := marshalCompact(menuProductJSON(m))
		if err != nil {
			return nil, err
		}
		v.rendered[m.ID] = raw
	}
	return v, nil
}

func newMenus(db *storage.DB) *menus {
	return &menus{db: db, now: time.Now, entries: map[int64]*menuEntry{}}
}

// index returns a store's menu, at most menuFreshness old. It returns
// problem.NotFound for an unknown store.
func (m *menus) index(ctx context.Context, storeID int64) (*menuView, error) {
	m.mu.Lock()
	e, ok := m.entries[storeID]
	if !ok {
		e = &menuEntry{}
		m.entries[storeID] = e
	}
	m.mu.Unlock()

	// One request per store refreshes; the others wait for its result.
	e.mu.Lock()
	defer e.mu.Unlock()
	now := m.now()
	if e.menu != nil && now.Sub(e.checked) < menuFreshness {
		return e.menu, nil
	}
	version, err := m.db.MenuVersion(ctx, storeID)
	if err != nil {
		if e.menu == nil {
			// Requests for stores that do not exist must not grow the cache.
			m.mu.Lock()
			if m.entries[storeID] == e {
				delete(m.entries, storeID)
			}
			m.mu.Unlock()
		}
		return nil, err
	}
	if e.menu == nil || e.menu.Version != version {
		menu, err := m.db.Menu(ctx, storeID)
		if err != nil {
			return nil, err
		}
		view, err := newMenuView(merch.NewIndex(version, menu))
		if err != nil {
			return nil, err
		}
		e.menu = view
	}
	e.checked = now
	return e.menu, nil
}
