package api_test

import (
	"bytes"
	"context"
	"fmt"
	"image/jpeg"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/photo/phototest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// photoForm is a multipart form with one file, named field, of data.
func photoForm(t *testing.T, field, filename string, data []byte) (string, *bytes.Buffer) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, err := mw.CreateFormFile(field, filename)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return mw.FormDataContentType(), &body
}

// upload sends a body to a console path as the staff member, with its
// content type.
func (c *staffClient) upload(t *testing.T, path, contentType string, body io.Reader) response {
	t.Helper()
	h := http.Header{"Origin": {c.origin}, "Cookie": {staffCookie + "=" + c.cookie}, "X-CSRF-Token": {c.csrf}}
	return send(t, c.srv, "POST", "/api/v1/business"+path, contentType, body, h)
}

// shopperPhotos are Blue Dream's image_urls and photos on SF's menu as a
// shopper reads it.
func shopperPhotos(t *testing.T, srv *httptest.Server) (urls []any, photos []any) {
	t.Helper()
	r := call(t, srv, "GET", fmt.Sprintf("/api/v1/materialized_menu_products?store_id=%d&product_id=%d", ct.StoreSF, ct.FlowerBlueDream), "")
	list, _ := r.body["materialized_menu_products"].([]any)
	if r.status != 200 || len(list) != 1 {
		t.Fatalf("the shopper's menu = %d %s", r.status, r.raw)
	}
	urls, _ = get(list[0], "image_urls").([]any)
	photos, _ = get(list[0], "photos").([]any)
	return urls, photos
}

// TestBusinessMenuPhotos: a manager uploads a photo of Blue Dream (a
// 1600×1200 JPEG with GPS in its Exif), which is kept in four sizes
// without metadata and served for a year; the shopper's menu shows it
// instead of the catalogue's once its index is a second old. A second
// photo goes last and the two change places; removing one removes its
// files. Uploads that are too large, not a photo, not a form or with no
// file are refused in the one error shape and keep nothing; a budtender
// may not upload; store B's manager's path to store A's item finds
// nothing. Each change bumps the item's version and is in the audit log.
func TestBusinessMenuPhotos(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, queueStart)
		srv, dir := newServerWithFiles(t, db)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		denver := staffMember(t, db, srv, "denver@shop.example", staff.Manager, ct.StoreDenver, 0)
		found := mgr.call(t, "GET", fmt.Sprintf("/stores/%d/menu?q=blue", ct.StoreSF), "")
		id, _ := get(found.body, "menu_products", 0, "id").(float64)
		v, _ := get(found.body, "menu_products", 0, "version").(float64)
		if found.status != 200 || get(found.body, "menu_products", 0, "product_name") != "Blue Dream" {
			t.Fatalf("menu = %d %s", found.status, found.raw)
		}
		one := fmt.Sprintf("/stores/%d/menu/%.0f", ct.StoreSF, id)
		before, _ := shopperPhotos(t, srv)
		if len(before) != 1 || strings.HasPrefix(before[0].(string), "/images/menu/") {
			t.Fatalf("before any upload the shopper sees %v", before)
		}

		jpg := testJPEG(t, 1600, 1200)
		if !bytes.Contains(jpg, []byte("GPS")) {
			t.Fatal("the fixture carries no GPS")
		}
		ctype, body := photoForm(t, "photo", "blue-dream.jpg", jpg)
		r := mgr.upload(t, one+"/photos", ctype, body)
		if r.status != 200 || get(r.body, "menu_product", "version") != v+1 || get(r.body, "menu_product", "photos", 0, "width") != 1600.0 ||
			get(r.body, "menu_product", "photos", 0, "height") != 1200.0 || get(r.body, "menu_product", "photos", 0, "position") != 0.0 {
			t.Fatalf("upload = %d %s", r.status, r.raw)
		}
		first := get(r.body, "menu_product", "photos", 0, "id").(float64)
		medium := get(r.body, "menu_product", "photos", 0, "urls", "medium").(string)
		key := strings.Split(strings.TrimPrefix(medium, "/images/menu/"), "/")[0]
		if medium != "/images/menu/"+key+"/medium.jpg" || len(key) != 32 {
			t.Fatalf("medium = %q", medium)
		}
		for _, size := range []struct {
			name string
			w, h int
		}{{"small", 200, 150}, {"medium", 400, 300}, {"large", 1000, 750}, {"original", 1600, 1200}} {
			res, err := http.Get(srv.URL + "/images/menu/" + key + "/" + size.name + ".jpg")
			if err != nil {
				t.Fatal(err)
			}
			data, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/jpeg" ||
				res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || res.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%s = %d %v", size.name, res.StatusCode, res.Header)
			}
			img, err := jpeg.Decode(bytes.NewReader(data))
			if err != nil || img.Bounds().Dx() != size.w || img.Bounds().Dy() != size.h {
				t.Errorf("%s decodes as %v, %v; want %d×%d", size.name, img, err, size.w, size.h)
			} else if bytes.Contains(data, []byte("GPS")) || bytes.Contains(data, []byte("Exif")) {
				t.Errorf("%s keeps metadata", size.name)
			}
		}
		for _, path := range []string{"/images/menu/" + key + "/huge.jpg", "/images/menu/" + key + "/small.png",
			"/images/menu/" + strings.Repeat("0", 32) + "/small.jpg", "/images/menu/..%2f..%2fetc/small.jpg", "/images/menu/ZZ/small.jpg"} {
			if res, err := http.Get(srv.URL + path); err != nil || res.StatusCode != 404 {
				t.Errorf("%s = %v, %v; want 404", path, res.StatusCode, err)
			} else {
				res.Body.Close()
			}
		}

		// The shopper's menu shows the store's photo within a second.
		advance(time.Second)
		urls, photos := shopperPhotos(t, srv)
		if len(urls) != 1 || urls[0] != medium || get(photos[0], "urls", "small") != "/images/menu/"+key+"/small.jpg" ||
			get(photos[0], "urls", "original") != "/images/menu/"+key+"/original.jpg" {
			t.Errorf("the shopper's photos = %v, %v", urls, photos)
		}

		// A second photo goes last; the two change places; the first is removed.
		ctype, body = photoForm(t, "photo", "second.jpg", testJPEG(t, 300, 600))
		r = mgr.upload(t, one+"/photos", ctype, body)
		second, _ := get(r.body, "menu_product", "photos", 1, "id").(float64)
		if r.status != 200 || get(r.body, "menu_product", "version") != v+2 || get(r.body, "menu_product", "photos", 1, "width") != 300.0 {
			t.Fatalf("second upload = %d %s", r.status, r.raw)
		}
		r = mgr.call(t, "PUT", one+"/photos", fmt.Sprintf(`{"photo_ids": [%.0f, %.0f]}`, second, first))
		if r.status != 200 || get(r.body, "menu_product", "photos", 0, "id") != second || get(r.body, "menu_product", "version") != v+3 {
			t.Fatalf("reorder = %d %s", r.status, r.raw)
		}
		wantProblem(t, "an order leaving one out", mgr.call(t, "PUT", one+"/photos", fmt.Sprintf(`{"photo_ids": [%.0f]}`, second)), 422, "photo_ids")
		r = mgr.call(t, "DELETE", fmt.Sprintf("%s/photos/%.0f", one, first), "")
		if r.status != 200 || len(get(r.body, "menu_product", "photos").([]any)) != 1 || get(r.body, "menu_product", "version") != v+4 {
			t.Fatalf("remove = %d %s", r.status, r.raw)
		}
		if _, err := os.Stat(filepath.Join(dir, "products", key)); err == nil {
			if entries, _ := os.ReadDir(filepath.Join(dir, "products", key)); len(entries) != 0 {
				t.Errorf("the removed photo's files remain: %v", entries)
			}
		}
		if res, err := http.Get(srv.URL + medium); err != nil || res.StatusCode != 404 {
			t.Errorf("the removed photo = %v, %v; want 404", res.StatusCode, err)
		}
		wantProblem(t, "removing it again", mgr.call(t, "DELETE", fmt.Sprintf("%s/photos/%.0f", one, first), ""), 404, "")

		// Refusals, in the one error shape, keeping nothing.
		countFiles := func() int {
			n := 0
			_ = filepath.WalkDir(filepath.Join(dir, "products"), func(_ string, d os.DirEntry, _ error) error {
				if d != nil && !d.IsDir() {
					n++
				}
				return nil
			})
			return n
		}
		kept := countFiles()
		if kept != len(photo.Sizes) {
			t.Errorf("%d files kept, want %d", kept, len(photo.Sizes))
		}
		ctype, body = photoForm(t, "photo", "notes.pdf", []byte("%PDF-1.7 not a photo at all"))
		wantProblem(t, "a PDF", mgr.upload(t, one+"/photos", ctype, body), 422, "photo")
		ctype, body = photoForm(t, "photo", "huge.jpg", append(append([]byte{}, jpg...), make([]byte, photo.MaxBytes)...))
		wantProblem(t, "a photo over 10 MB", mgr.upload(t, one+"/photos", ctype, body), 422, "photo")
		ctype, body = photoForm(t, "photo", "wide.png", phototest.PNGBomb(6320, 6320))
		wantProblem(t, "a bomb of pixels", mgr.upload(t, one+"/photos", ctype, body), 422, "photo")
		ctype, body = photoForm(t, "picture", "blue-dream.jpg", jpg)
		wantProblem(t, "a form without a photo field", mgr.upload(t, one+"/photos", ctype, body), 422, "photo")
		wantProblem(t, "a JPEG as the body", mgr.upload(t, one+"/photos", "image/jpeg", bytes.NewReader(jpg)), 400, "")
		wantProblem(t, "JSON", mgr.upload(t, one+"/photos", "application/json", strings.NewReader(`{"photo": "x"}`)), 400, "")
		ctype, body = photoForm(t, "photo", "blue-dream.jpg", jpg)
		if r := bud.upload(t, one+"/photos", ctype, body); r.status != 403 || r.body["message"] != "A budtender cannot edit the menu." {
			t.Errorf("a budtender's upload = %d %s", r.status, r.raw)
		}
		ctype, body = photoForm(t, "photo", "blue-dream.jpg", jpg)
		wantProblem(t, "store B's manager", denver.upload(t, one+"/photos", ctype, body), 403, "")
		denverItem := fmt.Sprintf("/stores/%d/menu/%.0f", ct.StoreDenver, id)
		ctype, body = photoForm(t, "photo", "blue-dream.jpg", jpg)
		wantProblem(t, "store A's item under store B's path", denver.upload(t, denverItem+"/photos", ctype, body), 404, "")
		if n := countFiles(); n != kept {
			t.Errorf("%d files after the refusals, want %d", n, kept)
		}
		if r := mgr.call(t, "GET", one, ""); r.status != 200 || get(r.body, "menu_product", "version") != v+4 ||
			len(get(r.body, "menu_product", "photos").([]any)) != 1 {
			t.Errorf("after the refusals = %d %s", r.status, r.raw)
		}

		// The audit log keeps every change.
		rows, err := db.AuditLog(context.Background(), ct.StoreSF, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, row := range rows {
			if strings.HasPrefix(row.Action, "menu_product.") {
				got = append(got, row.Action)
			}
		}
		want := []string{"menu_product.photo_remove", "menu_product.photo_order", "menu_product.photo_add", "menu_product.photo_add"}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("audit, newest first = %v, want %v", got, want)
		}
	})
}
