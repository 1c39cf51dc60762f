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
	index   *merch.Index
	checked time.Time
}

func newMenus(db *storage.DB) *menus {
	return &menus{db: db, now: time.Now, entries: map[int64]*menuEntry{}}
}

// index returns a store's menu index, at most menuFreshness old. It returns
// problem.NotFound for an unknown store.
func (m *menus) index(ctx context.Context, storeID int64) (*merch.Index, error) {
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
	if e.index != nil && now.Sub(e.checked) < menuFreshness {
		return e.index, nil
	}
	version, err := m.db.MenuVersion(ctx, storeID)
	if err != nil {
		if e.index == nil {
			// Requests for stores that do not exist must not grow the cache.
			m.mu.Lock()
			if m.entries[storeID] == e {
				delete(m.entries, storeID)
			}
			m.mu.Unlock()
		}
		return nil, err
	}
	if e.index == nil || e.index.Version != version {
		menu, err := m.db.Menu(ctx, storeID)
		if err != nil {
			return nil, err
		}
		e.index = merch.NewIndex(version, menu)
	}
	e.checked = now
	return e.index, nil
}
