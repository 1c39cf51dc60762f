package storage_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

var photographer = staff.Entry{Actor: staff.Actor{Label: "staff:mgr@shop.example"}, Action: "menu_product.photo_add", RequestID: "req-p"}

// photoKey is the i-th made-up photo key: 32 hexadecimal digits.
func photoKey(i int) string { return fmt.Sprintf("%032x", i) }

// TestMenuPhotos: a store's photos of Blue Dream at SF are added last,
// shown on SF's menu (not Denver's), put in a new order, and removed with
// the later ones moving up; each change bumps the item's version and
// SF's menu_version and writes its audit row. An eleventh photo, a photo
// of another product, Denver's item through SF, an order that leaves one out and another store's
// item are refused, with nothing written.
func TestMenuPhotos(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		cs := catalogstore.New(db)
		id := menuItemOf(t, db, ct.StoreSF, ct.FlowerBlueDream)
		add := func(i int) (catalogstore.StoreMenuItem, error) {
			return cs.AddMenuPhoto(ctx, catalogstore.MenuPhotoAdd{StoreID: ct.StoreSF, ID: id, Key: photoKey(i), Width: 800 + i, Height: 600,
				Audit: photographer})
		}
		before := menuVersion(t, db, ct.StoreSF)
		it, err := add(1)
		if err != nil {
			t.Fatal(err)
		}
		if it.Version != 2 || len(it.Photos) != 1 || it.Photos[0].Key != photoKey(1) || it.Photos[0].Position != 0 ||
			it.Photos[0].Width != 801 || it.Photos[0].Height != 600 {
			t.Fatalf("after one photo = %+v", it)
		}
		if menuVersion(t, db, ct.StoreSF) == before {
			t.Error("SF's menu version did not move")
		}
		if it, err = add(2); err != nil || it.Version != 3 || len(it.Photos) != 2 || it.Photos[1].Key != photoKey(2) || it.Photos[1].Position != 1 {
			t.Fatalf("after two photos = %+v, %v", it, err)
		}
		first, second := it.Photos[0].ID, it.Photos[1].ID

		// The shoppers' menu of SF shows them in order, on that item only.
		mp, err := db.MenuProduct(ctx, ct.StoreSF, ct.FlowerBlueDream)
		if err != nil || len(mp.Photos) != 2 || mp.Photos[0].ID != first || mp.Photos[1].ID != second {
			t.Errorf("SF's menu product photos = %+v, %v", mp.Photos, err)
		}
		menu, err := db.Menu(ctx, ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range menu {
			if (m.ID == id) != (len(m.Photos) == 2) {
				t.Errorf("menu product %d has %d photos", m.ID, len(m.Photos))
			}
		}

		// A new order, then the first removed: the second is first again.
		if it, err = cs.OrderMenuPhotos(ctx, ct.StoreSF, id, []int64{second, first}, photographer); err != nil ||
			it.Version != 4 || it.Photos[0].ID != second || it.Photos[0].Position != 0 || it.Photos[1].ID != first {
			t.Fatalf("reordered = %+v, %v", it.Photos, err)
		}
		it, gone, err := cs.RemoveMenuPhoto(ctx, ct.StoreSF, id, second, photographer)
		if err != nil || gone.Key != photoKey(2) || it.Version != 5 || len(it.Photos) != 1 || it.Photos[0].ID != first || it.Photos[0].Position != 0 {
			t.Fatalf("after removing = %+v, gone %+v, %v", it, gone, err)
		}

		// Refusals write nothing.
		// One left: nine more make ten, and the next is refused.
		for i := 3; i <= catalog.MaxMenuPhotos+2; i++ {
			_, err = add(i)
		}
		if p := wantKind(t, err, problem.Invalid); len(p.Fields["photo"]) != 1 || p.Fields["photo"][0] != catalog.MsgTooManyPhotos {
			t.Errorf("an eleventh photo = %v", p)
		}
		it, _ = cs.StoreMenuItem(ctx, ct.StoreSF, id)
		if len(it.Photos) != catalog.MaxMenuPhotos {
			t.Fatalf("%d photos, want %d", len(it.Photos), catalog.MaxMenuPhotos)
		}
		version := it.Version
		other := menuItemOf(t, db, ct.StoreSF, ct.EdibleGummies)
		if _, _, err := cs.RemoveMenuPhoto(ctx, ct.StoreSF, other, first, photographer); problem.KindOf(err) != problem.NotFound {
			t.Errorf("removing the photo through another product = %v", err)
		}
		if _, err := cs.OrderMenuPhotos(ctx, ct.StoreSF, id, []int64{first}, photographer); problem.KindOf(err) != problem.Invalid {
			t.Errorf("an order leaving photos out = %v", err)
		}
		denver := menuItemOf(t, db, ct.StoreDenver, ct.EdibleGummies)
		if _, err := cs.AddMenuPhoto(ctx, catalogstore.MenuPhotoAdd{StoreID: ct.StoreSF, ID: denver, Key: photoKey(99), Width: 1, Height: 1,
			Audit: photographer}); problem.KindOf(err) != problem.NotFound {
			t.Errorf("a photo of Denver's gummies through SF = %v", err)
		}
		if it, _ = cs.StoreMenuItem(ctx, ct.StoreSF, id); it.Version != version || len(it.Photos) != catalog.MaxMenuPhotos {
			t.Errorf("after the refusals: version %d, %d photos", it.Version, len(it.Photos))
		}
		audit := menuAudit(t, db, ct.StoreSF)
		if len(audit) != 4+catalog.MaxMenuPhotos-1 || audit[len(audit)-1].Subject != fmt.Sprintf("menu_product:%d", id) {
			t.Errorf("%d audit rows, want %d", len(audit), 4+catalog.MaxMenuPhotos-1)
		}
	})
}

// TestPublicFiles: public files are kept as they are, under products/
// only, read back, and removed; a name that climbs out is refused, and a
// missing one is not found.
func TestPublicFiles(t *testing.T) {
	dir := t.TempDir()
	files, err := storage.OpenFiles(ctx, "file://"+filepath.ToSlash(dir)+"?metadata=skip&no_tmp_dir=true", bytes.Repeat([]byte{7}, 32))
	if err != nil {
		t.Fatal(err)
	}
	defer files.Close()
	jpg := []byte("\xff\xd8\xff not really a JPEG")
	if err := files.PutPublic(ctx, photoKey(1)+"/small.jpg", "image/jpeg", jpg); err != nil {
		t.Fatal(err)
	}
	onDisk, err := os.ReadFile(filepath.Join(dir, "products", photoKey(1), "small.jpg"))
	if err != nil || !bytes.Equal(onDisk, jpg) {
		t.Errorf("on disk = %q, %v; want it as it was put (not sealed)", onDisk, err)
	}
	if got, err := files.GetPublic(ctx, photoKey(1)+"/small.jpg"); err != nil || !bytes.Equal(got, jpg) {
		t.Errorf("GetPublic = %q, %v", got, err)
	}
	for _, name := range []string{"", "/etc/passwd", "../secret", photoKey(1) + "/../../x"} {
		if err := files.PutPublic(ctx, name, "image/jpeg", jpg); err == nil {
			t.Errorf("PutPublic(%q) was taken", name)
		}
		if _, err := files.GetPublic(ctx, name); problem.KindOf(err) != problem.NotFound {
			t.Errorf("GetPublic(%q) = %v, want not found", name, err)
		}
	}
	if err := files.RemovePublic(ctx, photoKey(1)+"/small.jpg", photoKey(2)+"/small.jpg"); err != nil {
		t.Fatal(err)
	}
	if _, err := files.GetPublic(ctx, photoKey(1)+"/small.jpg"); problem.KindOf(err) != problem.NotFound {
		t.Errorf("after removing = %v, want not found", err)
	}
}

// TestMenuPhotosAtOnce: eight uploads at once to an item that has seven
// photos: three are kept, at positions 7, 8 and 9, and five are refused as
// too many; on PostgreSQL too, where the item's row is locked first.
func TestMenuPhotosAtOnce(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		cs := catalogstore.New(db)
		id := menuItemOf(t, db, ct.StoreSF, ct.FlowerBlueDream)
		add := func(i int) error {
			_, err := cs.AddMenuPhoto(ctx, catalogstore.MenuPhotoAdd{StoreID: ct.StoreSF, ID: id, Key: photoKey(i), Width: 800, Height: 600,
				Audit: photographer})
			return err
		}
		for i := range 7 {
			if err := add(i); err != nil {
				t.Fatal(err)
			}
		}
		errs := make(chan error, 8)
		for i := range 8 {
			go func() { errs <- add(100 + i) }()
		}
		kept, refused := 0, 0
		for range 8 {
			err := <-errs
			switch {
			case err == nil:
				kept++
			case errors.As(err, new(*problem.Error)):
				refused++
			default:
				t.Errorf("an upload failed: %v", err)
			}
		}
		it, err := cs.StoreMenuItem(ctx, ct.StoreSF, id)
		if err != nil {
			t.Fatal(err)
		}
		positions := map[int]bool{}
		for _, p := range it.Photos {
			positions[p.Position] = true
		}
		if kept != 3 || refused != 5 || len(it.Photos) != catalog.MaxMenuPhotos || len(positions) != catalog.MaxMenuPhotos {
			t.Errorf("kept %d, refused %d; the item has %d photos at %d positions", kept, refused, len(it.Photos), len(positions))
		}
	})
}
