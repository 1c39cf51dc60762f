package api_test

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/sso"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

var (
	publicBlock = regexp.MustCompile(`<script id="pistil-app-settings" type="application/json">(.*?)</script>`)
	keysBlock   = regexp.MustCompile(`<script id="pistil-app-secrets" type="application/json">(.*?)</script>`)
)

// TestSettingsBlocksHoldNoServerSecret: the page carries the public settings
// block and the instance keys block, the sign-on client ids in the second
// only; no server secret is in either, nor anywhere in the page or the
// frameless loader, on a server that holds them all: the document key, the
// session (JWT) key, a staff token and a shopper's session token. (The SMTP
// settings never reach the HTTP server: api.Deps has no mail field.)
func TestSettingsBlocksHoldNoServerSecret(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		documentKey, err := accountstore.New(db).DocumentKey(ctx)
		if err != nil {
			t.Fatal(err)
		}
		files, err := storage.OpenFiles(ctx, "file://"+filepath.ToSlash(t.TempDir())+"?metadata=skip&no_tmp_dir=true", documentKey)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { files.Close() })
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) {
			d.App, d.Files = builtApp, files
			d.SignOn = sso.New(map[string]sso.Provider{
				sso.Google: {ClientID: googleClient, Issuer: "http://127.0.0.1:1"},
				sso.Apple:  {ClientID: appleClient, Issuer: "http://127.0.0.1:1"},
			}, nil, nil)
		})
		importPartners(t, db, catalog.Partner{ID: 5, Name: "Frameless", Mode: "framelessEmbed",
			AllowedOrigins: []string{"https://shop.example"}, PartnerHostedPath: "/menu", StoreIDs: []int64{ct.StoreSF}})
		staffToken, err := accountstore.New(db).CreateStaffToken(ctx, ct.StoreSF, "front desk", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		session := strings.TrimPrefix(signUp(t, srv, db, "ada@example.com").Get("Authorization"), "Bearer ")
		signer, err := db.Signer(ctx)
		if err != nil {
			t.Fatal(err)
		}
		secrets := map[string]string{"staff token": staffToken, "session token": session}
		for name, key := range map[string][]byte{"document key": documentKey, "session key": signer.Key} {
			secrets[name+" (hex)"] = hex.EncodeToString(key)
			secrets[name+" (base64)"] = base64.StdEncoding.EncodeToString(key)
			secrets[name+" (base64url)"] = base64.RawURLEncoding.EncodeToString(key)
		}
		wantKeys := `{"appleClientId":"` + appleClient + `","googleClientId":"` + googleClient + `"}`

		for _, path := range []string{"/", "/login", "/stores/1/golden-gate-greenhouse/menu", "/profile"} {
			page := callWith(t, srv, "GET", path, "", map[string][]string{"Authorization": {"Bearer " + session}})
			public, keys := publicBlock.FindStringSubmatch(page.raw), keysBlock.FindStringSubmatch(page.raw)
			if page.status != 200 || public == nil || keys == nil {
				t.Fatalf("GET %s = %d, blocks %v %v:\n%s", path, page.status, public != nil, keys != nil, page.raw)
			}
			if keys[1] != wantKeys {
				t.Errorf("GET %s: instance keys = %s, want %s", path, keys[1], wantKeys)
			}
			var settings map[string]any
			if err := json.Unmarshal([]byte(public[1]), &settings); err != nil || settings["apiPath"] != "/api/v1" {
				t.Errorf("GET %s: public settings = %s (%v)", path, public[1], err)
			}
			for _, k := range []string{"googleClientId", "appleClientId"} {
				if _, ok := settings[k]; ok {
					t.Errorf("GET %s: the public block carries %s", path, k)
				}
			}
			noSecrets(t, "GET "+path, page.raw, secrets)
		}

		loader := call(t, srv, "GET", "/v1/stores/1/frameless.js", "")
		settings := regexp.MustCompile(`var settings = (.*);`).FindStringSubmatch(loader.raw)
		if loader.status != 200 || !strings.Contains(loader.raw, "var keys = "+wantKeys+";") ||
			!strings.Contains(loader.raw, `"pistil-app-secrets"`) || settings == nil || strings.Contains(settings[1], "ClientId") {
			t.Errorf("frameless loader = %d:\n%s", loader.status, loader.raw)
		}
		noSecrets(t, "the frameless loader", loader.raw, secrets)
	})
}

func noSecrets(t *testing.T, where, body string, secrets map[string]string) {
	t.Helper()
	names := make([]string, 0, len(secrets))
	for name := range secrets {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if strings.Contains(body, secrets[name]) {
			t.Errorf("%s holds the %s", where, name)
		}
	}
}
