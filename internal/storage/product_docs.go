package storage

import (
	"bytes"
	"container/list"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/pistil/pistil/internal/catalog"
)

// ProductDocs keeps catalogue products decoded from their documents, so the
// menus of the stores that sell the same products share them: a store's
// menu read with it decodes only the products no other store's read
// decoded in the same version, and its menu products' texts and lists are
// those of the products kept (never to be changed by their readers). It is
// bounded in bytes, the products used least recently dropped first.
type ProductDocs struct {
	mu      sync.Mutex
	max     int
	bytes   int
	entries map[int64]*list.Element
	order   list.List // front is the most recently used
}

type productDoc struct {
	id      int64
	doc     []byte
	product *catalog.Product
}

// productDocOverhead is what keeping a product costs beyond twice its
// document's bytes (the document and, about as long, the decoded product).
const productDocOverhead = 512

func (e *productDoc) size() int { return 2*len(e.doc) + productDocOverhead }

// NewProductDocs keeps at most max bytes of products.
func NewProductDocs(max int) *ProductDocs {
	return &ProductDocs{max: max, entries: map[int64]*list.Element{}}
}

// Len is the number of products kept and their bytes.
func (c *ProductDocs) Len() (int, int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries), c.bytes
}

// decode returns the product of document doc, product id's: the one kept
// when its document is the same, else doc decoded and kept. The product
// returned is shared by every menu read through c: never write to it.
func (c *ProductDocs) decode(id int64, doc []byte) (*catalog.Product, error) {
	if p := c.lookup(id, doc); p != nil {
		return p, nil
	}
	ps, err := c.decodePending([]pendingProduct{{id: id, doc: bytes.Clone(doc)}})
	if err != nil {
		return nil, err
	}
	return ps[0], nil
}

// lookup is the product kept for id when its document is doc, nil when
// none is (or c is nil).
func (c *ProductDocs) lookup(id int64, doc []byte) *catalog.Product {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[id]; ok {
		if e := el.Value.(*productDoc); bytes.Equal(e.doc, doc) {
			c.order.MoveToFront(el)
			return e.product
		}
	}
	return nil
}

// pendingProduct is a product's document a menu read found no product kept
// for, to decode once the read is done (decodePending).
type pendingProduct struct {
	at  int // its menu product's place in the read
	id  int64
	doc []byte // the reader's own copy, which c keeps
}

// pendingPerCore is the fewest documents decodePending gives a core.
const pendingPerCore = 64

// decodePending decodes the documents of pending, on every core when they
// are many (a store's first menu read after a start decodes every
// product), keeps each product through c (when not nil) and answers them
// in pending's order.
func (c *ProductDocs) decodePending(pending []pendingProduct) ([]*catalog.Product, error) {
	out := make([]*catalog.Product, len(pending))
	runs := max(1, min(runtime.GOMAXPROCS(0), len(pending)/pendingPerCore))
	errs := make([]error, runs)
	run := func(w int) {
		for i := w * len(pending) / runs; i < (w+1)*len(pending)/runs; i++ {
			p := new(catalog.Product)
			if err := json.Unmarshal(pending[i].doc, p); err != nil {
				errs[w] = fmt.Errorf("decode product %d: %w", pending[i].id, err)
				return
			}
			out[i] = p
		}
	}
	if runs == 1 {
		run(0) // a few: no goroutine
	} else {
		var wg sync.WaitGroup
		for w := range runs {
			wg.Go(func() { run(w) })
		}
		wg.Wait()
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	if c != nil {
		c.mu.Lock()
		defer c.mu.Unlock()
		for i, p := range pending {
			c.keep(&productDoc{id: p.id, doc: p.doc, product: out[i]})
		}
	}
	return out, nil
}

// keep keeps e, in place of what was kept for its product, dropping the
// products used least recently past the bound; c.mu is held.
func (c *ProductDocs) keep(e *productDoc) {
	size := e.size()
	if size > c.max {
		return
	}
	if el, ok := c.entries[e.id]; ok {
		c.remove(el) // an older document, or the same decoded meanwhile
	}
	for c.bytes+size > c.max {
		c.remove(c.order.Back())
	}
	c.entries[e.id] = c.order.PushFront(e)
	c.bytes += size
}

func (c *ProductDocs) remove(el *list.Element) {
	e := c.order.Remove(el).(*productDoc)
	delete(c.entries, e.id)
	c.bytes -= e.size()
}

// MenuSharing is Menu with the products decoded through products, shared
// with the other menus read through it, for a store known to exist (the
// menus read its version first): an unknown store's menu is empty.
func (db *DB) MenuSharing(ctx context.Context, storeID int64, products *ProductDocs) ([]catalog.MenuProduct, error) {
	return db.menu(ctx, storeID, products)
}

// DecodeProduct returns product id's of document doc, through products
// (nil: decoded anew); see ProductDocs.decode.
func DecodeProduct(products *ProductDocs, id int64, doc []byte) (*catalog.Product, error) {
	return products.decode(id, doc)
}
