package api_test

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/photo/phototest"
	"github.com/pistil/pistil/internal/storage/storagetest"
	"github.com/pistil/pistil/internal/testenv"
)

// maxUploadBody is the body cap of PATCH /documents (maxDocumentBody).
const maxUploadBody = 70 << 20

// uploadMemory is what reading one upload may allocate, everything
// counted: its part of issue 18's 256 MB, the other part being the photo
// decoding that core.PhotoDecodes bounds server-wide.
const uploadMemory = 128 << 20

// hostileUpload is a PATCH /documents body at the edge of the limits, and
// the status it gets. body builds it when it is sent: one 70 MiB body at a
// time.
type hostileUpload struct {
	name        string
	contentType string
	body        func() []byte
	status      int
}

// hostileUploads are the bodies that cost the most to read: the largest
// accepted (five photos of 10 MiB, as data: URLs and as files; text,
// unknown fields, keys, escapes and repeats filling the cap) and the
// smallest refused (one byte over the cap). The photos are 10 MiB that are
// not photos: photo.Check refuses them from their first bytes, so what is
// measured is reading the upload; decoding photos is bounded apart
// (core.PhotoDecodes, BenchmarkCleanLargest).
func hostileUploads() []hostileUpload {
	// fill is a body of exactly size bytes: head, then c repeated, then tail.
	fill := func(size int, head string, c byte, tail string) func() []byte {
		return func() []byte {
			return append(append([]byte(head), bytes.Repeat([]byte{c}, size-len(head)-len(tail))...), tail...)
		}
	}
	// repeat is a body of at most the cap: head, then unit as often as it
	// fits, then tail.
	repeat := func(head, unit, tail string) func() []byte {
		return fill(maxUploadBody, head+strings.Repeat(unit, (maxUploadBody-len(head)-len(tail))/len(unit)), ' ', tail)
	}
	fiveJSON := func() []byte {
		payload := base64.StdEncoding.EncodeToString(make([]byte, photo.MaxBytes))
		var photos []string
		for _, slot := range accounts.PhotoSlots {
			photos = append(photos, fmt.Sprintf("%q: \"data:image/jpeg;base64,%s\"", slot, payload))
		}
		return []byte(`{"document": {"first_name": "Ada", ` + strings.Join(photos, ", ") + `}}`)
	}
	// Six million distinct keys, each kept by a decoder into a map.
	keys := func() []byte {
		b := bytes.NewBufferString(`{"document": {`)
		for i := 0; b.Len() < maxUploadBody-32; i++ {
			fmt.Fprintf(b, `"k%d":0,`, i)
		}
		b.WriteString(`"first_name": "Ada"}}`)
		return b.Bytes()
	}
	// A multipart form of the given files, each of size bytes.
	const boundary = "hostile-upload-boundary"
	form := func(size int, slots ...string) func() []byte {
		return func() []byte {
			var b bytes.Buffer
			mw := multipart.NewWriter(&b)
			_ = mw.SetBoundary(boundary)
			_ = mw.WriteField("document[first_name]", "Ada")
			for _, slot := range slots {
				w, _ := mw.CreateFormFile("document["+slot+"]", slot+".jpg")
				_, _ = w.Write(make([]byte, size))
			}
			_ = mw.Close()
			return b.Bytes()[:min(b.Len(), maxUploadBody+1)]
		}
	}
	const js = "application/json"
	multi := "multipart/form-data; boundary=" + boundary
	return []hostileUpload{
		{"JSON/five 10 MiB photos", js, fiveJSON, 422},
		{"JSON/a 70 MiB photo", js, fill(maxUploadBody, `{"document": {"mmj_card": "`, 'A', `"}}`), 422},
		{"JSON/a 70 MiB name", js, fill(maxUploadBody, `{"document": {"first_name": "`, 'a', `"}}`), 422},
		{"JSON/a 70 MiB unknown field", js, fill(maxUploadBody, `{"document": {"first_name": "Ada", "notes": "`, 'a', `"}}`), 200},
		{"JSON/six million unknown keys", js, keys, 200},
		// Each value read, then dropped for the next.
		{"JSON/the same three fields a million times", js,
			repeat(`{"document": {`, `"mmj_card": "QUFB", "first_name": "Ada", "document[mmj_card]": null, `, `"last_name": "L"}}`), 422},
		// Each a rune to decode.
		{"JSON/a name of 12 million escapes", js, repeat(`{"document": {"first_name": "`, `\u00e9`, `"}}`), 422},
		{"JSON/14 million nulls", js, repeat(`{"document": {"x": [`, `null,`, `null], "first_name": "Ada"}}`), 200},
		{"JSON/a photo of 70 MiB of white space", js, fill(maxUploadBody, `{"document": {"mmj_card": "`, ' ', `"}}`), 200},
		{"JSON/one byte over the cap", js, fill(maxUploadBody+1, `{"document": {"mmj_card": "`, 'A', `"}}`), 422},
		{"multipart/five 10 MiB photos", multi, form(photo.MaxBytes, accounts.PhotoSlots...), 422},
		{"multipart/one byte over the cap", multi, form(maxUploadBody, "mmj_card"), 422},
	}
}

// uploadServer is the handler of a server with a document store, and the
// headers of a signed-in shopper.
func uploadServer(tb testing.TB) (http.Handler, http.Header) {
	db := storagetest.Open(tb, filepath.Join(tb.TempDir(), "upload.db"))
	srv, _ := newServerWithFiles(tb, db)
	return srv.Config.Handler, signUp(tb, srv, db, "ada@example.com")
}

// serveUpload sends one upload to h in process (no network: only the
// server's allocations count) and answers the status.
func serveUpload(h http.Handler, who http.Header, contentType string, body []byte) (int, string) {
	r := httptest.NewRequest(http.MethodPatch, "/api/v1/documents", bytes.NewReader(body))
	r.Header = who.Clone()
	r.Header.Set("Content-Type", contentType)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Code, w.Body.String()
}

// BenchmarkDocumentUpload reads the costliest uploads PATCH /documents
// takes and the cheapest it refuses for their size (hostileUploads): B/op
// is everything the server allocates for one, which bounds the memory it
// holds at once; cpu-ms/op the processor time it takes, garbage collection
// and the edge check included.
//
//	go test -run '^$' -bench DocumentUpload -benchmem ./internal/api
func BenchmarkDocumentUpload(b *testing.B) {
	h, who := uploadServer(b)
	for _, u := range hostileUploads() {
		b.Run(u.name, func(b *testing.B) {
			body := u.body()
			b.ReportAllocs()
			b.SetBytes(int64(len(body)))
			start := cpuTime(b)
			for b.Loop() {
				if status, answer := serveUpload(h, who, u.contentType, body); status != u.status {
					b.Fatalf("= %d %.300s, want %d", status, answer, u.status)
				}
			}
			b.ReportMetric(float64((cpuTime(b)-start).Milliseconds())/float64(b.N), "cpu-ms/op")
		})
	}
}

// TestDocumentUploadMemory: reading any of hostileUploads allocates less
// than uploadMemory, everything counted (runtime.MemStats.TotalAlloc
// around one request, in process; nothing else runs meanwhile).
func TestDocumentUploadMemory(t *testing.T) {
	if testing.Short() || testenv.Race {
		t.Skip("reads 70 MiB bodies")
	}
	h, who := uploadServer(t)
	for _, u := range hostileUploads() {
		body := u.body()
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		status, answer := serveUpload(h, who, u.contentType, body)
		runtime.ReadMemStats(&after)
		if status != u.status {
			t.Errorf("%s = %d %.300s, want %d", u.name, status, answer, u.status)
		}
		allocated := after.TotalAlloc - before.TotalAlloc
		t.Logf("%s: %d bytes allocated for a body of %d", u.name, allocated, len(body))
		if allocated > uploadMemory {
			t.Errorf("%s: %d bytes allocated, more than %d", u.name, allocated, uploadMemory)
		}
	}
}

// BenchmarkGenuineUpload sends uploads of 1, 2, 3 and 5 genuine photos as
// large as a phone's: 24 megapixels in 10.1 MB of JPEG (phototest.JPEG),
// the most to decode; and of 5 photos as the browser sends them (fitPhoto
// in web/src/lib: 2560 px on the longest side). An upload's photos get
// 3 s in all, side by side as far as uploadMemory lets them: too-slow/op
// counts the photos refused for running out of it, 503/op the uploads
// answered 503 because a photo was still waiting for its turn then; both
// depend on the machine and its load. peak-MB is the most the heap grew
// over what it held before the upload, sampled every millisecond with the
// collector set to run at 10% growth (so that the heap is close to what is
// live): what the upload held at once, its body included.
//
//	go test -run '^$' -bench GenuineUpload -benchtime 3x ./internal/api
func BenchmarkGenuineUpload(b *testing.B) {
	h, who := uploadServer(b)
	phone := "data:image/jpeg;base64," + base64.StdEncoding.EncodeToString(phototest.JPEG(6000, 4000, 5, 95))
	sent := "data:image/jpeg;base64," + base64.StdEncoding.EncodeToString(phototest.JPEG(2560, 1707, 5, 90))
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	for _, tt := range []struct {
		n    int
		data string
		name string
	}{
		{1, phone, "1 photo of 24 MP"}, {2, phone, "2 photos of 24 MP"}, {3, phone, "3 photos of 24 MP"},
		{5, phone, "5 photos of 24 MP"}, {5, sent, "5 photos as the browser sends them"},
	} {
		var photos []string
		for _, slot := range accounts.PhotoSlots[:tt.n] {
			photos = append(photos, fmt.Sprintf("%q: %q", slot, tt.data))
		}
		body := []byte(`{"document": {` + strings.Join(photos, ", ") + `}}`)
		b.Run(tt.name, func(b *testing.B) {
			b.ReportAllocs()
			slow, busy := 0, 0
			var peak uint64
			start := cpuTime(b)
			for b.Loop() {
				runtime.GC()
				stop := sampleHeap(&peak)
				status, answer := serveUpload(h, who, "application/json", body)
				stop()
				if status != 200 && status != 422 && status != 503 {
					b.Fatalf("= %d %.300s", status, answer)
				}
				slow += strings.Count(answer, photo.MsgTooSlow)
				if status == 503 {
					busy++
				}
			}
			b.ReportMetric(float64(slow)/float64(b.N), "too-slow/op")
			b.ReportMetric(float64(busy)/float64(b.N), "503/op")
			b.ReportMetric(float64((cpuTime(b)-start).Milliseconds())/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(peak)/1e6, "peak-MB")
		})
	}
}

// sampleHeap samples the heap's objects every millisecond until stop is
// called, raising *peak to the most they grew over what they were at the
// start.
func sampleHeap(peak *uint64) (stop func()) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 { metrics.Read(sample); return sample[0].Value.Uint64() }
	base := read()
	done, stopped := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(stopped)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			if now := read(); now > base && now-base > *peak {
				*peak = now - base
			}
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() { close(done); <-stopped }
}
