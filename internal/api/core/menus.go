package core

import (
	"bytes"
	"container/list"
	"context"
	"encoding/json"
	"errors"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/storage"
)

// menuFreshness is how long an index is served before its store's menu
// version is checked again: a menu change shows within this time.
const menuFreshness = time.Second

// menus keeps one merch.Index per store, built on first use and rebuilt when
// the store's menu version changes, so menu requests do not each read the
// database. Instances share nothing: each checks the version itself and
// keeps its own answers. What it keeps is bounded by a budget in bytes:
// past it, the menus of the stores asked for least recently are dropped,
// and built again on their next request.
type menus struct {
	db *storage.DB
	// pages keeps the answers already written, each view's its own; gens
	// numbers the views built, so that no two share a number.
	pages *pageCache
	gens  atomic.Uint64
	// now is the database's clock, read at each call, so that the menu
	// prices specials at the instant checkout will.
	now func() time.Time

	// budget bounds the bytes of the views kept (MenuView.bytes), the page
	// cache's and the products' apart.
	budget int64
	// products are the catalogue products of the menus, decoded once for
	// all stores that sell them.
	products *storage.ProductDocs

	mu      sync.Mutex
	entries map[int64]*menuEntry
	// kept holds the entries with a view, the most recently asked for in
	// front; keptBytes is the sum of their views' bytes.
	kept      list.List
	keptBytes int64

	// rebuilt, when set, hears of every index built: why (first, menu,
	// prices or dropped) and how long it took (the menu index metrics).
	Rebuilt func(reason string, took time.Duration)
}

type menuEntry struct {
	// mu is held by the one request that checks the store's version or
	// builds its index; the others go on reading current.
	mu      sync.Mutex
	current atomic.Pointer[menuState]
	// el is the entry's place in menus.kept and bytes its view's size, nil
	// and 0 when it holds no view; dropped says its view was dropped for the
	// budget. All three are guarded by menus.mu.
	el      *list.Element
	bytes   int64
	dropped bool
}

// menuState is a store's index and when its version was last checked.
type menuState struct {
	view    *MenuView
	checked time.Time
}

// MenuView is a store's menu index with each product's card (the fields
// the storefront's cards show) rendered once, so a menu page of cards is
// written by copying bytes; a product's whole JSON is rendered when asked
// for (ProductJSON), from the menu product and the view's pricing.
type MenuView struct {
	*merch.Index
	// Pricing is the store and its specials the view was priced with, and
	// pricesUntil when a special starts or ends and the rendered prices must
	// be worked out again (zero when none will).
	Pricing     *specialPricing
	pricesUntil time.Time
	// cards are each product's JSON cut to the CardAttributes, by its
	// place in the index (Index.Position). hiddenCards, for a store that
	// hides its prices (hide_prices), are the same without prices, for
	// signed-out shoppers; nil otherwise.
	cards, hiddenCards *cardList

	// attrs keeps the values of the attributes facets were asked for
	// (attrfacets.go), each product's by its place in All(); places maps a
	// menu product id to that place.
	AttrMu sync.Mutex
	Attrs  map[string][][]FacetLeaf
	Places map[int64]int
	// Tops are the top-level attributes any product carries; paths the
	// dotted paths below those asked for; absent the names lately found on
	// no product (at most maxAbsentAttributes).
	Tops   map[string]bool
	Paths  map[string]map[string]bool
	Absent map[string]bool

	// storeID and gen name this view's answers in pages, the page cache of
	// the menus that built it; gen is different for every view they build,
	// so an answer written from another index (an older version of the
	// menu) is never served from this one. A view built outside menus has
	// no pages and keeps no answers.
	storeID int64
	gen     uint64
	pages   *pageCache
	// menus is what built and keeps the view (nil outside menus); bytes
	// is what keeping it costs, estimated (viewBytes), plus what Grow
	// added since.
	menus *menus
	bytes int64
}

// Grow counts n more bytes the view holds since it was kept (attribute
// values read for facets, attrfacets.go) against the menus' budget,
// dropping the stores used least recently when it is passed; the view
// itself is never dropped by its own growth. A view no longer kept
// (replaced or dropped) counts nothing: it goes when its requests end.
func (v *MenuView) Grow(n int64) {
	m := v.menus
	if m == nil || n <= 0 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	e := m.entries[v.storeID]
	if e == nil || e.el == nil {
		return
	}
	if st := e.current.Load(); st == nil || st.view != v {
		return
	}
	v.bytes += n
	e.bytes += n
	m.keptBytes += n
	for m.keptBytes > m.budget && m.kept.Back() != e.el {
		m.drop(m.kept.Back().Value.(*menuEntry))
	}
}

// FacetLeavesBytes estimates what the values of one attribute over a
// view's products cost to keep, for Grow.
func FacetLeavesBytes(ls [][]FacetLeaf) int64 {
	n := int64(len(ls)) * int64(unsafe.Sizeof([]FacetLeaf(nil)))
	for _, l := range ls {
		n += int64(cap(l)) * int64(unsafe.Sizeof(FacetLeaf{}))
		for _, leaf := range l {
			n += int64(len(leaf.Key))
		}
	}
	return n
}

// CachedPage returns the answer kept for key, or builds, keeps and returns it.
func (v *MenuView) CachedPage(key string, build func() ([]byte, error)) ([]byte, error) {
	if v.pages == nil {
		return build()
	}
	k := pageKey{store: v.storeID, version: v.Version, view: v.gen, key: key}
	if page, ok := v.pages.get(k); ok {
		return page, nil
	}
	page, err := build()
	if err != nil {
		return nil, err
	}
	v.pages.put(k, page)
	return page, nil
}

// renderChunk is the fewest products a core renders for a view.
const renderChunk = 256

// newMenuView indexes menu (merch.NewIndex) and renders its cards beside
// the index: both only read the menu, and a product's place in the index
// is its place among the menu's visible products. sp, when not nil, has
// marked the menu's prices (MarkSpecialPrices).
func newMenuView(version string, menu []catalog.MenuProduct, sp *specialPricing) (*MenuView, error) {
	products := make([]*catalog.MenuProduct, 0, len(menu))
	for i := range menu {
		if menu[i].Visible {
			products = append(products, &menu[i])
		}
	}
	hide := sp != nil && sp.Store.MenuSettings.HidePrices
	type rendered struct {
		cards, hidden *cardList
		err           error
	}
	beside := make(chan rendered, 1)
	go func() {
		var r rendered
		r.cards, r.hidden, r.err = renderCards(products, sp, hide)
		beside <- r
	}()
	ix := merch.NewIndex(version, menu)
	r := <-beside
	if r.err != nil {
		return nil, r.err
	}
	v := &MenuView{Index: ix, cards: r.cards, hiddenCards: r.hidden}
	if sp != nil {
		v.Pricing, v.pricesUntil = sp, sp.nextChange()
	}
	cardBytes := r.cards.size()
	if r.hidden != nil {
		cardBytes += r.hidden.size()
	}
	v.bytes = viewBytes(len(products), cardBytes) + ix.MaxCacheBytes()
	return v, nil
}

// cardList is a menu's cards, each product's by its place in the index, in
// one array: card i ends at ends[i] and starts where card i-1 ends (0 for
// the first). The array and its ends hold no pointer a product for the
// collector to follow, and cost 4 bytes a product beside the cards.
type cardList struct {
	bytes []byte
	ends  []uint32
}

// at is card i.
func (c *cardList) at(i int) []byte {
	start := uint32(0)
	if i > 0 {
		start = c.ends[i-1]
	}
	return c.bytes[start:c.ends[i]:c.ends[i]]
}

// Len is the number of cards.
func (c *cardList) Len() int { return len(c.ends) }

// size is what keeping the cards costs.
func (c *cardList) size() int { return cap(c.bytes) + 4*cap(c.ends) }

// cardRun is the cards one core renders: written one after the other to
// one buffer, with the encoder of their fields (writeCard), from products
// worked out in weights (cardOf).
type cardRun struct {
	buf     bytes.Buffer
	enc     *json.Encoder
	ends    []uint32
	n       int
	weights []byWeight
}

// cardRuns keeps card runs between builds: a build copies its runs' cards
// to their list (joinRuns), and the runs' buffers, about as long, were
// garbage at every build.
var cardRuns = sync.Pool{New: func() any {
	r := &cardRun{weights: make([]byWeight, len(catalog.Weights))}
	r.enc = json.NewEncoder(&r.buf)
	r.enc.SetEscapeHTML(false)
	return r
}}

// newCardRun is a run of n cards, its buffer sized by the first (write);
// release gives it back.
func newCardRun(n int) *cardRun {
	r := cardRuns.Get().(*cardRun)
	r.buf.Reset()
	r.ends, r.n = slices.Grow(r.ends[:0], n), n
	return r
}

func (r *cardRun) release() { cardRuns.Put(r) }

func (r *cardRun) write(p *MenuProduct) error {
	if err := p.writeCard(&r.buf, r.enc); err != nil {
		return err
	}
	r.ends = append(r.ends, uint32(r.buf.Len()))
	if len(r.ends) == 1 {
		// room for the rest at the first card's length and a quarter more,
		// so that the buffer seldom grows again
		r.buf.Grow((r.n - 1) * (r.buf.Len() + r.buf.Len()/4))
	}
	return nil
}

// joinRuns puts the runs' cards, in the runs' order, in one list of their
// exact size.
func joinRuns(runs []*cardRun) *cardList {
	n, count := 0, 0
	for _, r := range runs {
		n, count = n+r.buf.Len(), count+len(r.ends)
	}
	out := &cardList{bytes: make([]byte, 0, n), ends: make([]uint32, 0, count)}
	for _, r := range runs {
		off := uint32(len(out.bytes))
		out.bytes = append(out.bytes, r.buf.Bytes()...)
		for _, e := range r.ends {
			out.ends = append(out.ends, off+e)
		}
	}
	return out
}

// renderCards renders each product's card, and when hide the same without
// prices (HidePrices), on every core: a store's first request waits for
// them. sp is only read once marked (MarkSpecialPrices). hidden is nil
// unless hide.
func renderCards(products []*catalog.MenuProduct, sp *specialPricing, hide bool) (cards, hidden *cardList, err error) {
	n := runsFor(len(products))
	runs, hiddenRuns := make([]*cardRun, n), make([]*cardRun, n)
	defer func() {
		for _, r := range append(runs, hiddenRuns...) {
			if r != nil {
				r.release()
			}
		}
	}()
	err = onEveryRun(len(products), n, func(w, lo, hi int) error {
		run := newCardRun(hi - lo)
		runs[w] = run
		var hiddenRun *cardRun
		if hide {
			hiddenRun = newCardRun(hi - lo)
			hiddenRuns[w] = hiddenRun
		}
		for i := lo; i < hi; i++ {
			p := cardOf(products[i], sp, run.weights)
			if err := run.write(&p); err != nil {
				return err
			}
			if hide {
				p.HidePrices()
				if err := hiddenRun.write(&p); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	cards = joinRuns(runs)
	if hide {
		hidden = joinRuns(hiddenRuns)
	}
	return cards, hidden, nil
}

// ProductJSON renders menu product id's whole JSON, without prices when
// hidden; nil for a product not on the view's menu.
func (v *MenuView) ProductJSON(id int64, hidden bool) ([]byte, error) {
	m := v.Get(id)
	if m == nil {
		return nil, nil
	}
	p := MenuProductOf(m, v.Pricing)
	if hidden && v.hiddenCards != nil {
		p.HidePrices()
	}
	return p.render()
}

// RenderAll renders every product's whole JSON, in the index's order, on
// every core: for what reads attributes of every product (the
// merchandising service's attribute facets).
func (v *MenuView) RenderAll() ([][]byte, error) {
	products := v.All()
	out := make([][]byte, len(products))
	err := onEveryCore(len(products), func(i int) error {
		p := MenuProductOf(products[i], v.Pricing)
		var err error
		out[i], err = p.render()
		return err
	})
	return out, err
}

// runsFor is how many runs onEveryCore splits n calls into: one a core,
// each of at least renderChunk.
func runsFor(n int) int { return max(1, min(runtime.GOMAXPROCS(0), n/renderChunk)) }

// onEveryCore calls f for 0 to n-1, the range split among the cores in
// runs of at least renderChunk; it stops a run at its first error and
// answers the errors.
func onEveryCore(n int, f func(i int) error) error {
	return onEveryRun(n, runsFor(n), func(_, lo, hi int) error {
		for i := lo; i < hi; i++ {
			if err := f(i); err != nil {
				return err
			}
		}
		return nil
	})
}

// onEveryRun splits 0 to n-1 in runs ranges of about the same length and
// calls f for each, run w from lo to hi-1, each on a goroutine of its own;
// it answers their errors.
func onEveryRun(n, runs int, f func(w, lo, hi int) error) error {
	errs := make([]error, runs)
	var wg sync.WaitGroup
	for w := range runs {
		wg.Go(func() { errs[w] = f(w, w*n/runs, (w+1)*n/runs) })
	}
	wg.Wait()
	return errors.Join(errs...)
}

// viewBytes estimates what a view of n products costs to keep, their
// cards cards bytes long (with and without prices): the cards, and the
// index, the maps and the menu products at 2 KB a product, about twice
// what they hold (800 bytes a product on the bench catalogue), which
// stands for the collector's room at the default GOGC; the catalogue
// products' texts and lists are shared by the stores (menus.products) and
// counted apart (BenchmarkMenuBuild's estimate-bytes against bytes/store).
func viewBytes(n, cards int) int64 {
	return int64(cards + 2048*n)
}

// DefaultMenuMemory is the budget of NewMenus when none is given
// (config.DefaultMenuMemory).
const DefaultMenuMemory = 512 << 20

// NewMenus keeps menus of db's stores within budget bytes (0 for
// DefaultMenuMemory): an eighth of it, at most maxCachedPageBytes, for the
// answers kept, an eighth for the catalogue products the stores share, the
// rest for the stores' views.
func NewMenus(db *storage.DB, budget int64) *menus {
	if budget <= 0 {
		budget = DefaultMenuMemory
	}
	pages, products := min(budget/8, maxCachedPageBytes), budget/8
	return &menus{db: db, now: func() time.Time { return db.Now() }, entries: map[int64]*menuEntry{},
		pages: newPageCache(int(pages)), products: storage.NewProductDocs(int(products)), budget: budget - pages - products}
}

// Kept is the number of stores whose menus are kept and their bytes.
func (m *menus) Kept() (stores int, bytes int64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.kept.Len(), m.keptBytes
}

// keep makes view e's current state, counts it in the budget as the most
// recently used, and drops the views used least recently while the views
// kept exceed the budget (never e's: a store's menu is kept while it is
// served, even when it alone is over the budget).
func (m *menus) keep(e *menuEntry, view *MenuView, checked time.Time) {
	m.mu.Lock()
	defer m.mu.Unlock()
	// An entry forgotten while its request built (its first version check
	// failed for another request) is put back; if a newer entry holds the
	// store meanwhile, this view serves its own request and is not kept.
	if cur, ok := m.entries[view.storeID]; !ok {
		m.entries[view.storeID] = e
	} else if cur != e {
		return
	}
	e.current.Store(&menuState{view: view, checked: checked})
	e.dropped = false
	m.keptBytes += view.bytes - e.bytes
	e.bytes = view.bytes
	if e.el == nil {
		e.el = m.kept.PushFront(e)
	} else {
		m.kept.MoveToFront(e.el)
	}
	for m.keptBytes > m.budget && m.kept.Back() != e.el {
		m.drop(m.kept.Back().Value.(*menuEntry))
	}
}

// drop forgets an entry's view and its answers; m.mu is held.
func (m *menus) drop(e *menuEntry) {
	if st := e.current.Swap(nil); st != nil {
		m.pages.dropView(st.view.gen)
	}
	m.kept.Remove(e.el)
	m.keptBytes -= e.bytes
	e.el, e.bytes, e.dropped = nil, 0, true
}

// Index returns a store's menu, at most menuFreshness old. It returns
// problem.NotFound for an unknown store.
func (m *menus) Index(ctx context.Context, storeID int64) (*MenuView, error) {
	m.mu.Lock()
	e, ok := m.entries[storeID]
	if !ok {
		e = &menuEntry{}
		m.entries[storeID] = e
	}
	if e.el != nil {
		m.kept.MoveToFront(e.el)
	}
	dropped := e.dropped
	m.mu.Unlock()

	// While one request checks for a change, the others are served the
	// index they have: only a store's very first request waits for a build.
	now := m.now()
	st := e.current.Load()
	if st != nil && now.Sub(st.checked) < menuFreshness && st.view.pricesValid(now) {
		return st.view, nil
	}
	if st == nil {
		e.mu.Lock()
	} else if !e.mu.TryLock() {
		return st.view, nil
	}
	defer e.mu.Unlock()
	if st = e.current.Load(); st != nil && now.Sub(st.checked) < menuFreshness && st.view.pricesValid(now) {
		return st.view, nil // checked by the request that held the lock
	}
	version, err := m.db.MenuVersion(ctx, storeID)
	if err != nil {
		if st == nil {
			// Requests for stores that do not exist must not grow the cache.
			// A store whose menu was dropped keeps its entry: another request
			// may be waiting on it to build, and a second entry would build
			// and count the store twice.
			m.mu.Lock()
			if m.entries[storeID] == e && e.el == nil && !e.dropped {
				delete(m.entries, storeID)
			}
			m.mu.Unlock()
		}
		return nil, err
	}
	view := (*MenuView)(nil)
	if st != nil {
		view = st.view
	}
	if view == nil || view.Version != version || !view.pricesValid(now) {
		reason, start := "prices", time.Now()
		if view == nil && dropped {
			reason = "dropped"
		} else if view == nil {
			reason = "first"
		} else if view.Version != version {
			reason = "menu"
		}
		// The store's specials are read beside its menu: the first
		// request waits for both.
		type pricing struct {
			sp  *specialPricing
			err error
		}
		beside := make(chan pricing, 1)
		go func() {
			sp, err := LoadSpecialPricing(ctx, m.db, storeID)
			beside <- pricing{sp, err}
		}()
		menu, err := m.db.MenuSharing(ctx, storeID, m.products)
		got := <-beside
		if err != nil {
			return nil, err
		}
		sp, err := got.sp, got.err
		if err != nil {
			return nil, err
		}
		sp.now = now
		sp.MarkSpecialPrices(menu)
		built, err := newMenuView(version, menu, sp)
		if err != nil {
			return nil, err
		}
		built.storeID, built.gen, built.pages, built.menus = storeID, m.gens.Add(1), m.pages, m
		if view != nil {
			m.pages.dropView(view.gen)
		}
		view = built
		if m.Rebuilt != nil {
			m.Rebuilt(reason, time.Since(start))
		}
	}
	m.keep(e, view, now)
	return view, nil
}

// maxCachedPageBytes bounds the answers a server keeps (its menus' page
// cache), for all stores together; past it, the answers used least
// recently are dropped.
const maxCachedPageBytes = 32 << 20

// pageEntryOverhead is what keeping an answer costs beyond its bytes and
// key: the list element, the map's slot and the key's fields.
const pageEntryOverhead = 160

// pageKey names an answer: the store, the version and build of its menu
// index, and the request.
type pageKey struct {
	store   int64
	version string
	view    uint64
	key     string
}

type pageEntry struct {
	key  pageKey
	page []byte
	// coded holds the answer in the content codings it was sent in, each
	// coded once (CodedPage).
	coded map[string][]byte
}

// pageCache is a least-recently-used cache of answers bounded in bytes: it
// keeps menu answers already written, for every store, since shoppers ask
// for the same first pages over and over, and an index never changes.
type pageCache struct {
	mu      sync.Mutex
	max     int
	bytes   int
	entries map[pageKey]*list.Element
	order   list.List // front is the most recently used
}

func newPageCache(max int) *pageCache {
	return &pageCache{max: max, entries: map[pageKey]*list.Element{}}
}

func (e *pageEntry) size() int {
	n := len(e.page) + len(e.key.key) + len(e.key.version) + pageEntryOverhead
	for _, c := range e.coded {
		n += len(c)
	}
	return n
}

// CodedPage answers page, the answer CachedPage gave for key, in coding
// (EncodingBrotli or EncodingGzip, at the page levels of codePage): coded
// once while the answer is kept, and on every call when it is not. ok is false when coding it would not
// make it smaller.
func (v *MenuView) CodedPage(key, coding string, page []byte) (coded []byte, ok bool) {
	if v.pages == nil {
		coded = codePage(coding, page)
		return coded, len(coded) < len(page)
	}
	k := pageKey{store: v.storeID, version: v.Version, view: v.gen, key: key}
	if c, found := v.pages.coded(k, coding); found {
		return c, len(c) < len(page)
	}
	coded = codePage(coding, page)
	v.pages.putCoded(k, coding, page, coded)
	return coded, len(coded) < len(page)
}

func (c *pageCache) get(k pageKey) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[k]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*pageEntry).page, true
}

func (c *pageCache) put(k pageKey, page []byte) {
	e := &pageEntry{key: k, page: page}
	size := e.size()
	if size > c.max {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[k]; ok {
		// Another request built the same answer meanwhile.
		c.order.MoveToFront(el)
		return
	}
	for c.bytes+size > c.max {
		c.remove(c.order.Back())
	}
	c.entries[k] = c.order.PushFront(e)
	c.bytes += size
}

// coded is the kept answer k in coding, if it was coded before.
func (c *pageCache) coded(k pageKey, coding string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[k]
	if !ok {
		return nil, false
	}
	b, ok := el.Value.(*pageEntry).coded[coding]
	return b, ok
}

// putCoded keeps page, the answer kept as k, coded in coding, if it is
// still kept; the answers used least recently make room.
func (c *pageCache) putCoded(k pageKey, coding string, page, coded []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[k]
	if !ok {
		return
	}
	e := el.Value.(*pageEntry)
	if _, done := e.coded[coding]; done || len(page) == 0 || len(e.page) == 0 || &e.page[0] != &page[0] || e.size()+len(coded) > c.max {
		return
	}
	c.order.MoveToFront(el)
	for c.bytes+len(coded) > c.max && c.order.Back() != el {
		c.remove(c.order.Back())
	}
	if e.coded == nil {
		e.coded = make(map[string][]byte, 2)
	}
	e.coded[coding] = coded
	c.bytes += len(coded)
}

func (c *pageCache) remove(el *list.Element) {
	e := c.order.Remove(el).(*pageEntry)
	delete(c.entries, e.key)
	c.bytes -= e.size()
}

// dropView forgets the answers of a view no longer served.
func (c *pageCache) dropView(view uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for el := c.order.Front(); el != nil; {
		next := el.Next()
		if el.Value.(*pageEntry).key.view == view {
			c.remove(el)
		}
		el = next
	}
}

// pricesValid reports whether the view's special prices still hold at now.
func (v *MenuView) pricesValid(now time.Time) bool {
	return v.pricesUntil.IsZero() || now.Before(v.pricesUntil)
}

// FacetLeaf is one value an attribute counts for a product: its key, and
// its number when it is one.
type FacetLeaf struct {
	Key   string
	Num   float64
	IsNum bool
}
