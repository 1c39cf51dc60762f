package merchandising

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/specials"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/eventstore"
)

// signalsFreshness is how long a store's sales, specials and sponsored
// flights are used before they are read again.
const signalsFreshness = 30 * time.Second

// storeSignals keeps, per store, what placements rank by that is the same for
// every shopper: recent sales, the products specials cover, and the store's
// sponsored flights.
type storeSignals struct {
	db  *storage.DB
	now func() time.Time

	mu      sync.Mutex
	entries map[int64]*signalsEntry
}

type signalsEntry struct {
	// mu is held by the one request that reads the store's signals again;
	// the others use current meanwhile.
	mu      sync.Mutex
	current atomic.Pointer[signalsState]
}

type signalsState struct {
	// version is the menu the coverage was worked out on.
	version string
	loaded  time.Time
	shared  sharedSignals
}

// sharedSignals is one store's snapshot; stamp tells snapshots apart in
// cache keys.
type sharedSignals struct {
	stamp    int64
	sales    map[int64]int
	coverage specials.Coverage
	settings catalog.MenuSettings
}

func newStoreSignals(db *storage.DB) *storeSignals {
	return &storeSignals{db: db, now: func() time.Time { return db.Now() }, entries: map[int64]*signalsEntry{}}
}

// get returns the store's snapshot for the menu view, at most
// signalsFreshness old and never from an older menu.
func (ss *storeSignals) get(ctx context.Context, storeID int64, view *core.MenuView) (sharedSignals, error) {
	ss.mu.Lock()
	e, ok := ss.entries[storeID]
	if !ok {
		e = &signalsEntry{}
		ss.entries[storeID] = e
	}
	ss.mu.Unlock()
	now := ss.now()
	fresh := func(st *signalsState) bool {
		return st != nil && st.version == view.Version && now.Sub(st.loaded) < signalsFreshness
	}
	st := e.current.Load()
	if fresh(st) {
		return st.shared, nil
	}
	// A snapshot of the same menu, a little old, is served while one request
	// reads the next; a new menu waits for its own.
	if st != nil && st.version == view.Version {
		if !e.mu.TryLock() {
			return st.shared, nil
		}
	} else {
		e.mu.Lock()
	}
	defer e.mu.Unlock()
	if st = e.current.Load(); fresh(st) {
		return st.shared, nil
	}
	// The store and its specials come with the menu view, which is built
	// again when either changes; only sales are read here.
	sp := view.Pricing
	if sp == nil {
		var err error
		if sp, err = core.LoadSpecialPricing(ctx, ss.db, storeID); err != nil {
			return sharedSignals{}, err
		}
	}
	sales, err := eventstore.New(ss.db).Sales(ctx, storeID)
	if err != nil {
		return sharedSignals{}, err
	}
	shared := sharedSignals{
		stamp:    now.UnixNano(),
		sales:    sales,
		coverage: specials.Cover(sp.Specials, sp.Store, view.All(), now),
		settings: sp.Store.MenuSettings,
	}
	e.current.Store(&signalsState{version: view.Version, loaded: now, shared: shared})
	return shared, nil
}

// personal placements depend on who asks, so their pages are never kept.
func personal(placement string) bool {
	return placement == "buy_again_row" || placement == "cart_toppers"
}

// placementSignals gathers what a request's placement ranks by, and the
// part of the cache key that tells its answers apart.
func (s *Server) placementSignals(ctx context.Context, storeID int64, view *core.MenuView, req SmartRequest) (merch.Signals, sharedSignals, string, error) {
	shared, err := s.signals.get(ctx, storeID, view)
	if err != nil {
		return merch.Signals{}, shared, "", err
	}
	sig := merch.Signals{Sales: shared.sales, BrandSpecial: shared.coverage.BrandSpecial, ProductID: int64(req.ProductID)}
	for _, id := range req.CartProductIDs {
		sig.CartProductIDs = append(sig.CartProductIDs, int64(id))
	}
	switch req.Placement {
	case "buy_again_row":
		sig.Purchases, err = s.Events.Purchases(ctx, storeID, deviceOf(req.JaneDeviceID, req.DistinctID))
	case "cart_toppers":
		sig.BoughtWith, err = s.Events.BoughtWith(ctx, storeID, sig.CartProductIDs)
	}
	return sig, shared, strconv.FormatInt(shared.stamp, 10) + ":" + strconv.FormatInt(sig.ProductID, 10), err
}

// sponsoredSlots places the store's flights for this placement on the page,
// unless the request disables ads.
func sponsoredSlots(ix *core.MenuView, flights []catalog.SponsoredPlacement, placement string, q merch.Query, disableAds bool, hits []*catalog.MenuProduct) []merch.Slot {
	slots := merch.Slots(hits)
	if disableAds {
		return slots
	}
	for _, f := range flights {
		slots = ix.Sponsor(f, placement, q, slots)
	}
	return slots
}
