// Package live fans the store console's live events out to the streams
// open on one instance (docs/adr/0022-store-console.md, section 4): each
// subscriber names the stores it follows and gets every event of those
// stores once, in the order published. It has no HTTP and no SQL: the
// storage's listener hands it events, the business surface writes them.
package live

import (
	"errors"
	"sync"
	"time"
)

// Limits of one instance.
const (
	// Buffer is how many events a subscriber may fall behind by; one that
	// falls further is dropped (its Done closes), and its browser
	// reconnects and replays from the database.
	Buffer = 256
	// Remembered is how many delivered event ids the hub keeps, so that an
	// event handed to it twice (a listener's replay after a reconnect) is
	// sent once.
	Remembered = 10_000
)

// Event is one event ready to write: its id, its store, its bytes, and
// when the transaction that made it began (for the delay's metric).
type Event struct {
	ID, Store int64
	Data      []byte
	At        time.Time
}

// Refusals of Subscribe.
var (
	ErrTooMany = errors.New("live: too many streams for this key")
	ErrFull    = errors.New("live: too many streams on this instance")
	ErrClosed  = errors.New("live: the hub is closed")
)

// Sub is a subscriber: it reads C until Done closes (dropped for falling
// behind, or the hub closing).
type Sub struct {
	C      chan Event
	Done   chan struct{}
	key    string
	stores []int64
	once   sync.Once
}

func (s *Sub) drop() { s.once.Do(func() { close(s.Done) }) }

// Hub keeps the subscribers of one instance by store.
type Hub struct {
	mu       sync.Mutex
	byStore  map[int64]map[*Sub]struct{}
	perKey   map[string]int
	open     int
	closed   bool
	seen     map[int64]struct{}
	seenRing []int64
	seenNext int
	// MaxPerKey and MaxOpen bound the streams per key (a staff member) and
	// in all.
	MaxPerKey, MaxOpen int
}

// NewHub is a hub allowing maxPerKey streams per key and maxOpen in all.
func NewHub(maxPerKey, maxOpen int) *Hub {
	return &Hub{byStore: map[int64]map[*Sub]struct{}{}, perKey: map[string]int{}, seen: map[int64]struct{}{},
		seenRing: make([]int64, Remembered), MaxPerKey: maxPerKey, MaxOpen: maxOpen}
}

// Subscribe follows stores for key, or refuses with ErrTooMany, ErrFull
// or ErrClosed.
func (h *Hub) Subscribe(key string, stores []int64) (*Sub, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	switch {
	case h.closed:
		return nil, ErrClosed
	case h.perKey[key] >= h.MaxPerKey:
		return nil, ErrTooMany
	case h.open >= h.MaxOpen:
		return nil, ErrFull
	}
	s := &Sub{C: make(chan Event, Buffer), Done: make(chan struct{}), key: key, stores: stores}
	for _, id := range stores {
		if h.byStore[id] == nil {
			h.byStore[id] = map[*Sub]struct{}{}
		}
		h.byStore[id][s] = struct{}{}
	}
	h.perKey[key]++
	h.open++
	return s, nil
}

// Unsubscribe stops s; it may be called more than once.
func (h *Hub) Unsubscribe(s *Sub) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.remove(s)
}

func (h *Hub) remove(s *Sub) {
	removed := false
	for _, id := range s.stores {
		if _, ok := h.byStore[id][s]; ok {
			delete(h.byStore[id], s)
			removed = true
			if len(h.byStore[id]) == 0 {
				delete(h.byStore, id)
			}
		}
	}
	if removed {
		h.perKey[s.key]--
		if h.perKey[s.key] == 0 {
			delete(h.perKey, s.key)
		}
		h.open--
	}
	s.drop()
}

// Publish hands e to every subscriber of its store, and reports whether
// it was new: an id published before (of the last Remembered) is sent
// again to no one. A subscriber whose buffer is full is dropped.
func (h *Hub) Publish(e Event) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, dup := h.seen[e.ID]; dup {
		return false
	}
	if old := h.seenRing[h.seenNext]; old != 0 {
		delete(h.seen, old)
	}
	h.seenRing[h.seenNext] = e.ID
	h.seenNext = (h.seenNext + 1) % len(h.seenRing)
	h.seen[e.ID] = struct{}{}
	for s := range h.byStore[e.Store] {
		select {
		case s.C <- e:
		default:
			h.remove(s)
		}
	}
	return true
}

// Open is how many streams are open.
func (h *Hub) Open() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.open
}

// Close drops every subscriber and refuses new ones: on shutdown, so that
// streams end at once and browsers reconnect to another instance.
func (h *Hub) Close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for _, subs := range h.byStore {
		for s := range subs {
			h.remove(s)
		}
	}
}
