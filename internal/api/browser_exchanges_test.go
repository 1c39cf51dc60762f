package api_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
)

// browserExchange is one API exchange of the browser suite, as
// web/e2e/test.ts records it: bodies in base64, which encoding/json reads
// into []byte.
type browserExchange struct {
	Method             string `json:"method"`
	URL                string `json:"url"`
	RequestContentType string `json:"request_content_type"`
	RequestBody        []byte `json:"request_body"`
	// RequestCookies are the names of the cookies the request carried
	// (never their values), so that an operation the staff session's cookie
	// authenticates is checked with it.
	RequestCookies []string `json:"request_cookies"`
	Status         int      `json:"status"`
	ContentType    string   `json:"content_type"`
	Body           []byte   `json:"body"`
	Spec           string   `json:"spec"`
}

// TestBrowserExchanges checks every API exchange the browser suite's pages
// made against the contract, as the API tests' exchanges are (issue 19):
// make e2e runs it after the suite with PISTIL_E2E_EXCHANGES naming the
// file web/e2e/test.ts wrote. Without it, there is nothing to check.
func TestBrowserExchanges(t *testing.T) {
	path := os.Getenv("PISTIL_E2E_EXCHANGES")
	if path == "" {
		t.Skip("PISTIL_E2E_EXCHANGES names no recording of the browser suite")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	scan := bufio.NewScanner(f)
	scan.Buffer(nil, 64<<20)
	n := 0
	for scan.Scan() {
		var e browserExchange
		if err := json.Unmarshal(scan.Bytes(), &e); err != nil {
			t.Fatalf("line %d: %v", n+1, err)
		}
		n++
		t.Run(fmt.Sprintf("%d %s %s", n, e.Method, e.URL), func(t *testing.T) {
			req := httptest.NewRequest(e.Method, e.URL, bytes.NewReader(e.RequestBody))
			if e.RequestContentType != "" {
				req.Header.Set("Content-Type", e.RequestContentType)
			}
			for _, name := range e.RequestCookies {
				req.AddCookie(&http.Cookie{Name: name, Value: "recorded"})
			}
			res := &http.Response{StatusCode: e.Status, Header: http.Header{}, Body: io.NopCloser(bytes.NewReader(e.Body))}
			if e.ContentType != "" {
				res.Header.Set("Content-Type", e.ContentType)
			}
			checkContract(t, req, e.RequestBody, res, e.Body)
			if t.Failed() {
				t.Logf("in %s", e.Spec)
			}
		})
	}
	if err := scan.Err(); err != nil {
		t.Fatal(err)
	}
	// The suite's pages call the API in every spec: none recorded means
	// the recording broke, not that all is well.
	if n == 0 {
		t.Fatalf("%s holds no exchange", path)
	}
	t.Logf("%d exchanges of the browser suite checked", n)
}
