package notify

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestWebhookClient: a production server's client does not connect to a
// loopback address, whatever the URL names; a developer's does; neither
// follows a redirect.
func TestWebhookClient(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/moved" {
			http.Redirect(w, r, "/elsewhere", http.StatusTemporaryRedirect)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()
	if _, err := WebhookClient(false).Post(srv.URL, "application/json", nil); !errors.Is(err, ErrPrivateAddress) {
		t.Errorf("production client to %s: %v, want ErrPrivateAddress", srv.URL, err)
	}
	resp, err := WebhookClient(true).Post(srv.URL, "application/json", nil)
	if err != nil || resp.StatusCode != http.StatusNoContent {
		t.Fatalf("developer's client: %v %v", resp, err)
	}
	resp.Body.Close()
	resp, err = WebhookClient(true).Post(srv.URL+"/moved", "application/json", nil)
	if err != nil || resp.StatusCode != http.StatusTemporaryRedirect {
		t.Fatalf("redirect: %v %v", resp, err)
	}
	resp.Body.Close()
}
