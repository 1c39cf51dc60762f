package api_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"io/fs"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/api/account"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/sealed"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// newServerWithFiles is newServer with identification photos kept in a
// file bucket in dir.
func newServerWithFiles(t testing.TB, db *storage.DB) (*httptest.Server, string) {
	t.Helper()
	if _, err := catalogstore.New(db).Import(context.Background(), ct.Small()); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	key, err := accountstore.New(db).DocumentKey(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	files, err := storage.OpenFiles(context.Background(), "file://"+filepath.ToSlash(dir)+"?metadata=skip&no_tmp_dir=true", key)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { files.Close() })
	srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.Files = files })
	return srv, dir
}

// testJPEG is a w×h JPEG, red then blue, carrying an Exif block with a GPS
// position right after its start.
func testJPEG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{R: uint8(255 * (1 - x*2/w)), B: uint8(255 * (x * 2 / w)), A: 255})
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	// A TIFF directory with one entry (GPS pointer, unused) and a GPS text.
	tiff := []byte("MM\x00*\x00\x00\x00\x08\x00\x01\x88\x25\x00\x04\x00\x00\x00\x01\x00\x00\x00\x1a\x00\x00\x00\x00")
	payload := append(append([]byte("Exif\x00\x00"), tiff...), "GPS 37.7749 N 122.4194 W"...)
	seg := binary.BigEndian.AppendUint16([]byte{0xFF, 0xE1}, uint16(len(payload)+2))
	out := append([]byte{0xFF, 0xD8}, append(seg, payload...)...)
	return append(out, b.Bytes()[2:]...)
}

func testPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, 24, 16))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// formFile is a file part of a multipart upload.
type formFile struct{ field, name string }

// upload sends PATCH /documents as multipart/form-data: text fields, then
// files with their contents.
func upload(t *testing.T, srv *httptest.Server, who http.Header, fields map[string]string, files map[formFile][]byte) response {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, v := range fields {
		_ = mw.WriteField(k, v)
	}
	for f, data := range files {
		w, _ := mw.CreateFormFile(f.field, f.name)
		_, _ = w.Write(data)
	}
	mw.Close()
	return send(t, srv, "PATCH", "/api/v1/documents", mw.FormDataContentType(), &body, who)
}

// randomObjectName is the name of a document's object: random, 128 bits.
var randomObjectName = regexp.MustCompile(`^/documents/[0-9a-f]{32}$`)

// blobs reads every object of the bucket directory.
func blobs(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		out[strings.TrimPrefix(path, dir)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestDocuments: a customer uploads their identification by multipart and
// by JSON; photos are stored sealed and without metadata, shown only to
// their owner, kept when a bad upload is refused, and removed with null.
func TestDocuments(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv, dir := newServerWithFiles(t, db)
		ada, bob := signUp(t, srv, db, "ada@example.com"), signUp(t, srv, db, "bob@example.com")
		jpg, pngData := testJPEG(t, 64, 48), testPNG(t)

		for _, r := range []response{
			call(t, srv, "GET", "/api/v1/documents", ""),
			call(t, srv, "PATCH", "/api/v1/documents", `{"document": {"first_name": "Ada"}}`),
			call(t, srv, "GET", "/api/v1/documents/photos/government_photo", ""),
		} {
			if r.status != 401 || r.body["code"] != "unauthorized" {
				t.Errorf("a guest = %d %s", r.status, r.raw)
			}
		}
		empty := callWith(t, srv, "GET", "/api/v1/documents", "", ada)
		if empty.status != 200 || get(empty.body, "document", "government_photo") != nil ||
			get(empty.body, "document", "birth_date") != nil || get(empty.body, "document", "satisfied", "mmj_card") != false {
			t.Errorf("no document yet = %d %s", empty.status, empty.raw)
		}

		// Multipart: names, a JPEG with Exif GPS and a PNG front of the MMJ card.
		r := upload(t, srv, ada, map[string]string{"document[first_name]": " Ada ", "document[last_name]": "Lovelace",
			"document[birth_date]": "1990-12-10"},
			map[formFile][]byte{{"document[government_photo]", "id.jpg"}: jpg, {"document[mmj_card]", "card.png"}: pngData})
		doc := get(r.body, "document")
		if r.status != 200 || r.body["message"] != account.MsgDocumentUpdated || get(doc, "first_name") != "Ada" ||
			get(doc, "birth_date") != "1990-12-10" || get(doc, "government_photo", "width") != 64.0 ||
			get(doc, "mmj_card", "content_type") != "image/png" || get(doc, "satisfied", "government_photo") != true ||
			get(doc, "satisfied", "mmj_card") != false {
			t.Fatalf("multipart upload = %d %s", r.status, r.raw)
		}
		url, _ := get(doc, "government_photo", "url").(string)
		if !strings.HasPrefix(url, "/api/v1/documents/photos/government_photo?v=") {
			t.Errorf("photo url = %q", url)
		}
		if r.header.Get("Cache-Control") != "private, no-store" {
			t.Errorf("Cache-Control = %q", r.header.Get("Cache-Control"))
		}

		// The owner gets the photo, upright, without its Exif block.
		got := send(t, srv, "GET", url, "", nil, ada)
		if got.status != 200 || got.header.Get("Content-Type") != "image/jpeg" || got.header.Get("Cache-Control") != "private, no-store" ||
			got.header.Get("X-Content-Type-Options") != "nosniff" || !strings.HasPrefix(got.header.Get("Content-Disposition"), "inline") {
			t.Fatalf("GET photo = %d %v", got.status, got.header)
		}
		if strings.Contains(got.raw, "Exif") || strings.Contains(got.raw, "GPS") {
			t.Error("the served photo still carries its Exif block")
		}
		if cfg, format, err := image.DecodeConfig(strings.NewReader(got.raw)); err != nil || format != "jpeg" || cfg.Width != 64 {
			t.Errorf("the served photo = %s %d, %v", format, cfg.Width, err)
		}
		served := []byte(got.raw)

		// At rest: sealed objects under random names, neither the photo nor its metadata readable.
		stored := blobs(t, dir)
		if len(stored) != 2 {
			t.Fatalf("%d objects stored, want 2: %v", len(stored), stored)
		}
		for name, data := range stored {
			// A random name (128 bits, hex) says nothing of whose or what it is.
			// (Testing for "ada" in it failed whenever the hex spelt it.)
			if !randomObjectName.MatchString(name) {
				t.Errorf("object name %q is not a random name: it may tell whose or what it is", name)
			}
			if bytes.Contains(data, []byte("Exif")) || bytes.Contains(data, served[100:164]) || bytes.Contains(data, []byte("IHDR")) ||
				bytes.Contains(data, []byte{0xFF, 0xD8, 0xFF}) {
				t.Errorf("object %s is not encrypted", name)
			}
		}
		// The key sealed them: with another key nothing opens.
		other, _ := sealed.New(bytes.Repeat([]byte{1}, 32))
		for name, data := range stored {
			if _, err := other.Open(data, name); err == nil {
				t.Errorf("object %s opens with another key", name)
			}
		}

		// Bob gets neither Ada's photo nor her document.
		if r := send(t, srv, "GET", url, "", nil, bob); r.status != 404 || strings.Contains(r.raw, string(served[100:164])) {
			t.Errorf("Bob's GET of the photo = %d", r.status)
		}
		if r := callWith(t, srv, "GET", "/api/v1/documents", "", bob); get(r.body, "document", "government_photo") != nil {
			t.Errorf("Bob's document = %s", r.raw)
		}
		if r := send(t, srv, "GET", "/api/v1/documents/photos/passport", "", nil, ada); r.status != 404 {
			t.Errorf("an unknown slot = %d", r.status)
		}

		// JSON: the back of the MMJ card as a data: URL satisfies the card.
		back := "data:image/jpeg;base64," + base64.StdEncoding.EncodeToString(testJPEG(t, 32, 20))
		r = callWith(t, srv, "PATCH", "/api/v1/documents", fmt.Sprintf(`{"document": {"mmj_card_back": %q}}`, back), ada)
		if r.status != 200 || get(r.body, "document", "satisfied", "mmj_card") != true || get(r.body, "document", "first_name") != "Ada" {
			t.Errorf("JSON upload = %d %s", r.status, r.raw)
		}

		// A text file named .jpg is refused on its field; the photo before it stays.
		r = upload(t, srv, ada, nil, map[formFile][]byte{{"document[government_photo]", "id.jpg"}: []byte("just some text, honest\n")})
		if r.status != 422 || get(r.body, "validations", "government_photo", 0) != photo.MsgNotAPhoto {
			t.Errorf("a text file = %d %s", r.status, r.raw)
		}
		r = callWith(t, srv, "PATCH", "/api/v1/documents", `{"document": {"government_photo": "data:image/png;base64,aGVsbG8="}}`, ada)
		if r.status != 422 || get(r.body, "validations", "government_photo", 0) != photo.MsgNotAPhoto {
			t.Errorf("text as a data: URL = %d %s", r.status, r.raw)
		}
		if again := send(t, srv, "GET", url, "", nil, ada); again.status != 200 || again.raw != string(served) {
			t.Errorf("after a refused upload the photo = %d, changed %v", again.status, again.raw != string(served))
		}

		// Bad fields: nothing changes.
		r = callWith(t, srv, "PATCH", "/api/v1/documents", `{"document": {"first_name": "`+strings.Repeat("a", 101)+`",
			"birth_date": "2999-01-01", "mmj_card": null}}`, ada)
		if r.status != 422 || get(r.body, "validations", "first_name", 0) != "Please use no more than 100 characters." ||
			get(r.body, "validations", "birth_date", 0) == nil {
			t.Errorf("bad fields = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/documents", "", ada); get(r.body, "document", "mmj_card") == nil {
			t.Errorf("a refused change removed a photo: %s", r.raw)
		}

		// Too large: one photo over 10 MB, and a body over the whole limit.
		big := append(bytes.Clone(jpg), make([]byte, photo.MaxBytes)...)
		r = upload(t, srv, ada, nil, map[formFile][]byte{{"document[student_photo]", "big.jpg"}: big})
		if r.status != 422 || get(r.body, "validations", "student_photo", 0) != photo.MsgTooLarge {
			t.Errorf("an 11 MB photo = %d %s", r.status, r.raw)
		}
		r = send(t, srv, "PATCH", "/api/v1/documents", "application/json", io.MultiReader(strings.NewReader(`{"document": {"student_photo": "`),
			io.LimitReader(zeros{}, 75<<20), strings.NewReader(`"}}`)), ada)
		if r.status != 422 || !strings.Contains(r.raw, "larger than 70 MB") {
			t.Errorf("a 75 MB body = %d %.300s", r.status, r.raw)
		}

		// null removes a photo, and its object goes.
		r = callWith(t, srv, "PATCH", "/api/v1/documents", `{"document": {"mmj_card": null}}`, ada)
		if r.status != 200 || get(r.body, "document", "mmj_card") != nil || get(r.body, "document", "satisfied", "mmj_card") != false {
			t.Errorf("removing the MMJ card = %d %s", r.status, r.raw)
		}
		if n := len(blobs(t, dir)); n != 2 {
			t.Errorf("%d objects after removing one of three, want 2", n)
		}
		// A new government photo replaces the object of the old one.
		r = upload(t, srv, ada, nil, map[formFile][]byte{{"document[government_photo]", "id.png"}: pngData})
		if r.status != 200 || get(r.body, "document", "government_photo", "content_type") != "image/png" {
			t.Errorf("replacing a photo = %d %s", r.status, r.raw)
		}
		if n := len(blobs(t, dir)); n != 2 {
			t.Errorf("%d objects after replacing a photo, want 2", n)
		}
	})
}

// zeros reads as an endless run of 'A's (valid base64).
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'A'
	}
	return len(p), nil
}

// TestDocumentsAdmitToGroupSpecials: a veterans' special chosen on the bag
// takes nothing off until the customer uploads a veteran ID.
func TestDocumentsAdmitToGroupSpecials(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv, _ := newServerWithFiles(t, db)
		doc := ct.Small()
		doc.Specials = []catalog.Special{{ID: 4, StoreID: ct.StoreSF, SpecialType: "group", Title: "Veterans save 10%",
			UserGroup: "veterans", DiscountType: "percent", DiscountPercent: 10, Active: true, Enabled: true}}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		ada := signUp(t, srv, db, "ada@example.com")
		add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "half_gram", 2), ada)
		uuid, _ := add.body["cart_uuid"].(string)
		if add.status != 201 || get(add.body, "cart", "discounted_subtotal") != 50.0 {
			t.Fatalf("Ada's bag = %d %s", add.status, add.raw)
		}
		r := callWith(t, srv, "PATCH", "/api/v1/carts", fmt.Sprintf(`{"uuid": %q, "user_group_special_id": 4}`, uuid), ada)
		if r.status != 200 || get(r.body, "cart", "group_discounts_total") != 0.0 {
			t.Fatalf("the veterans' special without a document = %d %s", r.status, r.raw)
		}
		if r := upload(t, srv, ada, nil, map[formFile][]byte{{"document[veteran_photo]", "va.jpg"}: testJPEG(t, 16, 16)}); r.status != 200 {
			t.Fatalf("veteran ID = %d %s", r.status, r.raw)
		}
		// 10% of 2 × $25.00 = $5.00.
		r = callWith(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "", ada)
		if get(r.body, "cart", "group_discounts_total") != 5.0 {
			t.Errorf("the veterans' special with a veteran ID = %d %s", r.status, r.raw)
		}
	})
}

// TestDocumentsAdmitSeniorsToGroupSpecials: a seniors' special chosen on
// the bag takes 10% off once the customer's document shows a government
// photo ID and a birth date 65 or more years ago, as a seniors segment
// that names no age; at 64 it takes nothing.
func TestDocumentsAdmitSeniorsToGroupSpecials(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv, _ := newServerWithFiles(t, db)
		doc := ct.Small()
		doc.Specials = []catalog.Special{{ID: 4, StoreID: ct.StoreSF, SpecialType: "group", Title: "Seniors save 10%",
			UserGroup: "seniors", DiscountType: "percent", DiscountPercent: 10, Active: true, Enabled: true}}
		if _, err := catalogstore.New(db).Import(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
		ada := signUp(t, srv, db, "ada@example.com")
		add := callWith(t, srv, "POST", "/api/v1/cart_products", addBody("", ct.StoreSF, ct.VapeLemon, "half_gram", 2), ada)
		uuid, _ := add.body["cart_uuid"].(string)
		if r := callWith(t, srv, "PATCH", "/api/v1/carts", fmt.Sprintf(`{"uuid": %q, "user_group_special_id": 4}`, uuid), ada); r.status != 200 ||
			get(r.body, "cart", "group_discounts_total") != 0.0 {
			t.Fatalf("the seniors' special without a document = %d %s", r.status, r.raw)
		}
		// Born on 1 January 64 years before this year (UTC): 64, or 63 where that year has not begun yet.
		young := fmt.Sprintf("%d-01-01", db.Now().UTC().Year()-64)
		if r := upload(t, srv, ada, map[string]string{"document[birth_date]": young},
			map[formFile][]byte{{"document[government_photo]", "id.jpg"}: testJPEG(t, 16, 16)}); r.status != 200 {
			t.Fatalf("government ID = %d %s", r.status, r.raw)
		}
		if r := callWith(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "", ada); get(r.body, "cart", "group_discounts_total") != 0.0 {
			t.Errorf("the seniors' special at 64 = %d %s", r.status, r.raw)
		}
		if r := upload(t, srv, ada, map[string]string{"document[birth_date]": "1950-04-20"}, nil); r.status != 200 {
			t.Fatalf("birth date = %d %s", r.status, r.raw)
		}
		// 10% of 2 × $25.00 = $5.00.
		if r := callWith(t, srv, "GET", "/api/v1/carts?uuid="+uuid, "", ada); get(r.body, "cart", "group_discounts_total") != 5.0 {
			t.Errorf("the seniors' special at 76 or more = %d %s", r.status, r.raw)
		}
	})
}
