package merch

import (
	"strconv"
	"sync"
)

// A filter is worked out over an index as a set of bits, one per doc in
// menu order: each comparison's set is made once per index and kept
// (termCache), and a request's filter combines its terms' sets, so it
// costs a few words per term rather than a comparison per product.

// bitset has bit i set when doc i matches.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }

func (b bitset) has(i int32) bool { return b[i>>6]&(1<<(uint(i)&63)) != 0 }

func (b bitset) set(i int) { b[i>>6] |= 1 << (uint(i) & 63) }

// maxCachedTerms bounds the comparisons an index keeps the sets of: a
// 2,000-product menu's sets are 256 bytes each. Past it, the cache starts
// over, which only costs the next requests a scan each.
const maxCachedTerms = 256

// MaxCacheBytes is the most an index's caches of what searches worked out
// hold (the sorts' orders, the filters' sets and the words' hits, and the
// facets' values: a place per doc and slot, and an id per text value), for
// a budget to count.
func (ix *Index) MaxCacheBytes() int64 {
	n, vals := int64(len(ix.docs)), int64(len(ix.texts.vals))
	return int64(len(sortFuncs))*4*n + maxCachedTerms*(n/8+64) + maxCachedHits*8 + 4*(numTextSlots*n+vals)
}

// kept is what an index keeps of what its searches worked out, by key,
// within a bound on the cost of what it holds: past it, it starts over,
// which only costs the next requests the work again.
type kept[V any] struct {
	mu   sync.Mutex
	m    map[string]V
	cost int
}

func (k *kept[V]) get(key string) (V, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.m[key]
	return v, ok
}

// put keeps v, costing cost of the bound max.
func (k *kept[V]) put(key string, v V, cost, max int) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.m == nil || k.cost+cost > max {
		k.m, k.cost = make(map[string]V), 0
	}
	k.m[key] = v
	k.cost += cost
}

// filterBits is the set of docs e matches.
func (ix *Index) filterBits(e Expr) bitset {
	switch e := e.(type) {
	case and:
		if len(e) == 0 {
			return ix.scanBits(e) // every doc
		}
		out := ix.filterBits(e[0])
		if len(e) > 1 {
			out = append(bitset(nil), out...) // the first term's set may be kept
			for _, t := range e[1:] {
				for i, w := range ix.filterBits(t) {
					out[i] &= w
				}
			}
		}
		return out
	case or:
		out := newBitset(len(ix.docs))
		for _, t := range e {
			for i, w := range ix.filterBits(t) {
				out[i] |= w
			}
		}
		return out
	case not:
		inner := ix.filterBits(e.e)
		out := newBitset(len(ix.docs))
		for i, w := range inner {
			out[i] = ^w
		}
		if n := len(ix.docs) % 64; n != 0 {
			out[len(out)-1] &= 1<<n - 1 // no bits past the last doc
		}
		return out
	case *compare:
		key := e.attr + "\x00" + e.op + "\x00" + e.text + "\x00" + strconv.FormatFloat(e.num, 'g', -1, 64) + strconv.FormatBool(e.isNum)
		if set, ok := ix.terms.get(key); ok {
			return set
		}
		out := ix.scanBits(e)
		ix.terms.put(key, out, 1, maxCachedTerms)
		return out
	}
	return ix.scanBits(e)
}

// scanBits matches e against every doc.
func (ix *Index) scanBits(e Expr) bitset {
	out := newBitset(len(ix.docs))
	for i, d := range ix.docs {
		if e.match(ix.texts, d) {
			out.set(i)
		}
	}
	return out
}
