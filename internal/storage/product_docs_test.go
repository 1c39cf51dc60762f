package storage_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// Menus read through ProductDocs are the menus Menu reads, their products'
// texts one copy for all stores; a product changed since is decoded anew.
func TestMenuSharingSharesProducts(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		doc := ct.Small()
		// Denver sells SF's products too.
		carried := 0
		for _, st := range doc.Stores {
			if st.ID == ct.StoreSF {
				carried = len(st.Menu)
				for i := range doc.Stores {
					if doc.Stores[i].ID == ct.StoreDenver {
						doc.Stores[i].Menu = st.Menu
					}
				}
			}
		}
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		docs := storage.NewProductDocs(1 << 20)
		read := func(store int64, shared bool) []catalog.MenuProduct {
			t.Helper()
			var menu []catalog.MenuProduct
			var err error
			if shared {
				menu, err = db.MenuSharing(ctx, store, docs)
			} else {
				menu, err = db.Menu(ctx, store)
			}
			if err != nil {
				t.Fatal(err)
			}
			return menu
		}
		sf, denver := read(ct.StoreSF, true), read(ct.StoreDenver, true)
		if !reflect.DeepEqual(sf, read(ct.StoreSF, false)) || !reflect.DeepEqual(denver, read(ct.StoreDenver, false)) {
			t.Fatal("a menu read through ProductDocs differs from Menu's")
		}
		// Every product carried, the hidden ones too, decoded once.
		if n, _ := docs.Len(); n != carried || len(sf) == 0 || len(sf) != len(denver) {
			t.Fatalf("%d products kept for menus of %d and %d, want %d", n, len(sf), len(denver), carried)
		}
		for i := range sf {
			if a, b := sf[i].Product, denver[i].Product; a != b {
				t.Errorf("product %d: the two stores each hold a copy", a.ID)
			}
		}
		// A product renamed is decoded again, for every store.
		renamed := doc.Products[0]
		renamed.Name = "Renamed"
		doc.Products[0] = renamed
		if _, err := catalogstore.New(db).Import(ctx, doc); err != nil {
			t.Fatal(err)
		}
		for _, m := range read(ct.StoreDenver, true) {
			if m.Product.ID == renamed.ID && m.Product.Name != "Renamed" {
				t.Errorf("product %d is still named %q after it was renamed", m.Product.ID, m.Product.Name)
			}
		}
		if !reflect.DeepEqual(read(ct.StoreSF, true), read(ct.StoreSF, false)) {
			t.Error("after the rename, a menu read through ProductDocs differs from Menu's")
		}
	})
}

// ProductDocs keeps at most its bytes, dropping the least recently used.
func TestProductDocsBounded(t *testing.T) {
	docs := storage.NewProductDocs(3 * (2*len(`{"id":1,"name":"A"}`) + 512))
	for _, id := range []int64{1, 2, 3, 4, 1} {
		p, err := storage.DecodeProduct(docs, id, []byte(`{"id":`+string(rune('0'+id))+`,"name":"A"}`))
		if err != nil || p.ID != id || p.Name != "A" {
			t.Fatalf("decode %d = %+v, %v", id, p, err)
		}
		if n, bytes := docs.Len(); n > 3 || bytes > 3*(2*19+512) {
			t.Fatalf("%d products in %d bytes kept, want at most 3", n, bytes)
		}
	}
	if _, err := storage.DecodeProduct(docs, 9, []byte(`{"id":9,`)); err == nil {
		t.Error("a broken document decoded")
	}
}

// Best sellers first (rank 1 first), then by name with case aside; ties
// keep their first order.
func TestSortMenu(t *testing.T) {
	mp := func(id int64, rank int, name string) catalog.MenuProduct {
		return catalog.MenuProduct{ID: id, BestSellerRank: rank, Product: &catalog.Product{Name: name}}
	}
	in := []catalog.MenuProduct{mp(1, 0, "b"), mp(2, 0, "A"), mp(3, 2, "z"), mp(4, 0, "a"), mp(5, 1, "y"), mp(6, 0, "B"), mp(7, 2, "a")}
	var got []int64
	for _, m := range storage.SortMenu(in) {
		got = append(got, m.ID)
	}
	// 5 (rank 1), 7 and 3 (rank 2: a before z), then unranked: A and a
	// (2 before 4, as given), b and B (1 before 6).
	if want := []int64{5, 7, 3, 2, 4, 1, 6}; !reflect.DeepEqual(got, want) {
		t.Errorf("SortMenu = %v, want %v", got, want)
	}
	if len(storage.SortMenu(nil)) != 0 {
		t.Error("an empty menu sorted is not empty")
	}
}
