package api_test

import (
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/sso/ssotest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// TestIDTokenReplay: a Google or Apple ID token signs in once. The same
// token sent again, within its lifetime, is 401 in the error shape and
// starts no session, on both databases.
func TestIDTokenReplay(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		google, apple := ssotest.New(t), ssotest.New(t)
		srv := signOnServer(t, db, google, apple)
		for path, token := range map[string]string{
			"/api/v1/auth/google_oauth2/callback": google.Sign(t, google.Claims(googleClient, "g-replay", "replay@example.com")),
			"/api/v1/users/id_tokens/apple":       apple.Sign(t, apple.Claims(appleClient, "001.replay", "replay@privaterelay.appleid.com")),
		} {
			body := tokenBody(map[string]any{"id_token": token})
			if first := call(t, srv, "POST", path, body); first.status != 200 && first.status != 201 {
				t.Fatalf("%s: first sign-in = %d %s", path, first.status, first.raw)
			}
			again := call(t, srv, "POST", path, body)
			if again.status != 401 || get(again.body, "code") != "unauthorized" || get(again.body, "message") != accounts.MsgTokenUsed ||
				again.header.Get("Authorization") != "" {
				t.Errorf("%s: the same token again = %d %s", path, again.status, again.raw)
			}
		}
	})
}
