package storage

import (
	"bytes"
	"container/list"
	"context"
	"encoding/json"
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
	if c == nil {
		p := new(catalog.Product)
		return p, json.Unmarshal(doc, p)
	}
	c.mu.Lock()
	if el, ok := c.entries[id]; ok {
		e := el.Value.(*productDoc)
		if bytes.Equal(e.doc, doc) {
			c.order.MoveToFront(el)
			c.mu.Unlock()
			return e.product, nil
		}
	}
	c.mu.Unlock()
	e := &productDoc{id: id, doc: bytes.Clone(doc), product: new(catalog.Product)}
	if err := json.Unmarshal(doc, e.product); err != nil {
		return nil, err
	}
	size := e.size()
	if size > c.max {
		return e.product, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[id]; ok {
		c.remove(el) // an older document, or the same decoded meanwhile
	}
	for c.bytes+size > c.max {
		c.remove(c.order.Back())
	}
	c.entries[id] = c.order.PushFront(e)
	c.bytes += size
	return e.product, nil
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
