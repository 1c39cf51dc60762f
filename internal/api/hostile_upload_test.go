package api_test

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"maps"
	"strings"
	"sync"
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/photo/phototest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// pngBomb is the photo of issue 18: a valid 6320×6320 PNG of 16-bit RGBA
// pixels, 320 MB once decoded, in a file of about 320 kB.
var pngBomb = sync.OnceValue(func() []byte { return phototest.PNGBomb(6320, 6320) })

// TestHostileUpload sends decompression bombs as a self-registered
// shopper to every route that takes photos (PATCH /documents, multipart
// and JSON): five bombs in one request, three such requests at once, and a
// 16-bit PNG within the pixel count but not the memory. Each is refused
// with 422 on its fields in the one error shape, and nothing is written:
// the document and the stored objects stay as they were.
func TestHostileUpload(t *testing.T) {
	// Its own databases and server: it runs beside the other heavy tests (ADR 0024).
	t.Parallel()
	bomb := pngBomb()
	const refused = "This photo is 6320×6320 pixels; at its colour depth the most we take is 12 megapixels."
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv, dir := newServerWithFiles(t, db)
		ada := signUp(t, srv, db, "ada@example.com")
		r := upload(t, srv, ada, map[string]string{"document[first_name]": "Ada"},
			map[formFile][]byte{{"document[government_photo]", "id.jpg"}: testJPEG(t, 64, 48)})
		if r.status != 200 {
			t.Fatalf("a real photo = %d %s", r.status, r.raw)
		}
		before := callWith(t, srv, "GET", "/api/v1/documents", "", ada).raw
		stored := blobs(t, dir)
		unchanged := func(what string) {
			t.Helper()
			if now := callWith(t, srv, "GET", "/api/v1/documents", "", ada).raw; now != before {
				t.Errorf("%s changed the document:\n%s\nwas\n%s", what, now, before)
			}
			if now := blobs(t, dir); !maps.EqualFunc(now, stored, bytes.Equal) {
				t.Errorf("%s changed the stored objects: %d, were %d", what, len(now), len(stored))
			}
		}
		// refusedEverywhere checks a 422 that names each photo slot.
		refusedEverywhere := func(what string, r response, message string) {
			t.Helper()
			if r.status != 422 || r.body["code"] != "invalid" || r.body["message"] != "Please check your identification." {
				t.Fatalf("%s = %d %.400s", what, r.status, r.raw)
			}
			for _, slot := range accounts.PhotoSlots {
				if got := get(r.body, "validations", slot, 0); got != message {
					t.Errorf("%s: %s = %v, want %q", what, slot, got, message)
				}
			}
			if get(r.body, "validations", "first_name") != nil {
				t.Errorf("%s: first_name refused too: %s", what, r.raw)
			}
		}

		// Five bombs and a new name in one multipart request.
		files := map[formFile][]byte{}
		for _, slot := range accounts.PhotoSlots {
			files[formFile{"document[" + slot + "]", slot + ".png"}] = bomb
		}
		r = upload(t, srv, ada, map[string]string{"document[first_name]": "Mallory"}, files)
		refusedEverywhere("five bombs by multipart", r, refused)
		unchanged("five bombs by multipart")

		// The same as data: URLs in JSON.
		var fields []string
		for _, slot := range accounts.PhotoSlots {
			fields = append(fields, fmt.Sprintf("%q: %q", slot, "data:image/png;base64,"+base64.StdEncoding.EncodeToString(bomb)))
		}
		body := `{"document": {"first_name": "Mallory", ` + strings.Join(fields, ", ") + `}}`
		refusedEverywhere("five bombs by JSON", callWith(t, srv, "PATCH", "/api/v1/documents", body, ada), refused)
		unchanged("five bombs by JSON")

		// Three such requests at once.
		var wg sync.WaitGroup
		answers := make([]response, 3)
		for i := range answers {
			wg.Go(func() {
				answers[i] = send(t, srv, "PATCH", "/api/v1/documents", "application/json", strings.NewReader(body), ada)
			})
		}
		wg.Wait()
		for i, r := range answers {
			refusedEverywhere(fmt.Sprintf("request %d of three at once", i+1), r, refused)
		}
		unchanged("three requests at once")

		// Within 24 megapixels, but 16 bits a channel: 8 bytes a pixel.
		deep := phototest.PNGHeader(4000, 3001, 16, 6, 0)
		r = upload(t, srv, ada, nil, map[formFile][]byte{{"document[mmj_card]", "card.png"}: deep})
		msg := "This photo is 4000×3001 pixels; at its colour depth the most we take is 12 megapixels."
		if r.status != 422 || r.body["code"] != "invalid" || get(r.body, "validations", "mmj_card", 0) != msg {
			t.Errorf("a deep PNG = %d %s", r.status, r.raw)
		}
		unchanged("a deep PNG")

		// A bomb beside a good photo: neither is stored, the good one not even decoded.
		r = upload(t, srv, ada, nil, map[formFile][]byte{{"document[government_photo]", "id.jpg"}: testJPEG(t, 32, 20),
			{"document[student_photo]", "card.png"}: bomb})
		if r.status != 422 || get(r.body, "validations", "student_photo", 0) != refused ||
			get(r.body, "validations", "government_photo") != nil {
			t.Errorf("a bomb beside a good photo = %d %s", r.status, r.raw)
		}
		unchanged("a bomb beside a good photo")
	})
}
