package config

import (
	"github.com/pistil/pistil/internal/notify"
	"io"
	"log/slog"
	"reflect"
	"strings"
	"testing"
	"time"
)

var (
	noGoogle = SSO{Issuer: DefaultGoogleIssuer}
	noApple  = SSO{Issuer: DefaultAppleIssuer}
)

func TestParse(t *testing.T) {
	env := map[string]string{"PISTIL_ADDR": "127.0.0.1:9000", "PISTIL_DB": "postgres://db/pistil", "PISTIL_LOG_LEVEL": "debug", "PISTIL_FEATURES": " virtual_budtender ",
		"PISTIL_GOOGLE_CLIENT_ID": "g.apps.example", "PISTIL_APPLE_CLIENT_ID": "com.example.web", "PISTIL_APPLE_ISSUER": "http://127.0.0.1:5556",
		"PISTIL_MAIL": "smtp://mailer:secret@mail.example.com:587", "PISTIL_MAIL_FROM": "Shop <shop@example.com>", "PISTIL_PUBLIC_URL": "https://shop.example.com/", "PISTIL_KIOSK_IDLE": "90s"}
	getenv := func(k string) string { return env[k] }
	noEnv := func(string) string { return "" }
	tests := []struct {
		name   string
		args   []string
		getenv func(string) string
		want   Config
	}{
		{"defaults", nil, noEnv, Config{Addr: ":8080", DB: "data/pistil.db", Seed: "demo", LogFormat: "json", LogLevel: slog.LevelInfo,
			Features: DefaultFeatures, Google: noGoogle, Apple: noApple, Mail: "log", MailFrom: "Pistil <no-reply@localhost>", PublicURL: "http://localhost:8080", SupportEmail: "no-reply@localhost", SMS: "off", KioskIdle: DefaultKioskIdle, UndoWindow: DefaultUndoWindow}},
		{"environment", nil, getenv, Config{Addr: "127.0.0.1:9000", DB: "postgres://db/pistil", Seed: "demo", LogFormat: "json",
			LogLevel: slog.LevelDebug, Features: []string{"virtual_budtender"},
			Google: SSO{ClientID: "g.apps.example", Issuer: DefaultGoogleIssuer}, Apple: SSO{ClientID: "com.example.web", Issuer: "http://127.0.0.1:5556"},
			Mail: "smtp://mailer:secret@mail.example.com:587", MailFrom: "Shop <shop@example.com>", PublicURL: "https://shop.example.com", SupportEmail: "shop@example.com", SMS: "off", KioskIdle: 90 * time.Second, UndoWindow: DefaultUndoWindow}},
		{"flags over environment", []string{"-addr", ":7000", "-seed", "none", "-log-format", "text", "-features", "none",
			"-google-client-id", "", "-apple-issuer", "https://appleid.example", "-mail", "log", "-mail-from", "a@b.example", "-public-url", "http://127.0.0.1:9000", "-kiosk-idle", "10s", "-undo-window", "8s"}, getenv,
			Config{Addr: ":7000", DB: "postgres://db/pistil", Seed: "none", LogFormat: "text", LogLevel: slog.LevelDebug,
				Google: noGoogle, Apple: SSO{ClientID: "com.example.web", Issuer: "https://appleid.example"},
				Mail: "log", MailFrom: "a@b.example", PublicURL: "http://127.0.0.1:9000", SupportEmail: "a@b.example", SMS: "off", KioskIdle: 10 * time.Second, UndoWindow: 8 * time.Second}},
		// Percent to buckets out of 1,000,000: 25% = 250,000; 2.5% = 25,000;
		// 0.0001% = 1; 100% = 1,000,000.
		{"rollouts", []string{"-feature-rollouts", "mfa_check=25, auto_refresh=2.5,crm_tracking=0.0001,gold_bundles=100"}, noEnv,
			Config{Addr: ":8080", DB: "data/pistil.db", Seed: "demo", LogFormat: "json", LogLevel: slog.LevelInfo, Features: DefaultFeatures,
				Google: noGoogle, Apple: noApple, Mail: "log", MailFrom: "Pistil <no-reply@localhost>", PublicURL: "http://localhost:8080", SupportEmail: "no-reply@localhost", SMS: "off", KioskIdle: DefaultKioskIdle, UndoWindow: DefaultUndoWindow,
				FeatureRollouts: map[string]int{"mfa_check": 250_000, "auto_refresh": 25_000, "crm_tracking": 1, "gold_bundles": 1_000_000}}},
		// The standard OpenTelemetry variable turns tracing on; the admin listener is off unless given.
		{"observability", nil, func(k string) string {
			return map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://otel.internal:4318", "PISTIL_ADMIN_ADDR": "127.0.0.1:9090"}[k]
		}, Config{Addr: ":8080", DB: "data/pistil.db", Seed: "demo", LogFormat: "json", LogLevel: slog.LevelInfo, Features: DefaultFeatures,
			Google: noGoogle, Apple: noApple, Mail: "log", MailFrom: "Pistil <no-reply@localhost>", PublicURL: "http://localhost:8080", SupportEmail: "no-reply@localhost", SMS: "off", KioskIdle: DefaultKioskIdle, UndoWindow: DefaultUndoWindow,
			AdminAddr: "127.0.0.1:9090", OTLPEndpoint: "http://otel.internal:4318"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := Parse("serve", tt.args, tt.getenv, io.Discard, nil)
			// These cases keep the default retention (TestRetentionConfig).
			tt.want.AnalyticsRetention, tt.want.ClientErrorsRetention = 400*24*time.Hour, 30*24*time.Hour
			tt.want.MenuMemory = DefaultMenuMemory
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.args, got, err, tt.want)
			}
		})
	}
	for _, args := range [][]string{{"-addr", "8080"}, {"-seed", "all"}, {"-log-format", "xml"}, {"-log-level", "loud"}, {"-db", ""}, {"-nope"}, {"-features", "terpene_filter,teleport"},
		{"-feature-rollouts", "teleport=5"}, {"-feature-rollouts", "mfa_check"}, {"-feature-rollouts", "mfa_check=101"},
		{"-feature-rollouts", "mfa_check=-1"}, {"-feature-rollouts", "mfa_check=1.00001"}, {"-feature-rollouts", "mfa_check=half"},
		{"-feature-rollouts", "mfa_check=.5"},
		{"-google-issuer", "http://accounts.google.com"}, {"-apple-issuer", "appleid.apple.com"}, {"-apple-issuer", ""}, {"-google-client-id", " x "},
		{"-admin-addr", "9090"}, {"-admin-addr", ":8080"},
		// Not loopback without -admin-public.
		{"-admin-addr", ":9090"}, {"-admin-addr", "0.0.0.0:9090"}, {"-admin-addr", "[::]:9090"}, {"-admin-addr", "10.0.0.5:9090"},
		{"-admin-addr", "admin.example.com:9090"}, {"-admin-addr", "localhost.example.com:9090"}, {"-admin-public", "-admin-addr", ":8080"}, {"-otlp-endpoint", "otel:4318"}, {"-otlp-endpoint", "grpc://otel:4317"},

		{"-mail", "sendmail"}, {"-mail", "smtps://host:465"}, {"-mail", "smtp://"}, {"-mail-from", "nobody"},
		{"-public-url", "shop.example.com"}, {"-public-url", "ftp://shop.example.com"}, {"-public-url", "https://shop.example.com/?a=b"}, {"-support-email", "Help <help@example.com>"}, {"-support-email", "nobody"}, {"-sms", "twilio"},
		{"-sms", "https://AC123:token@api.twilio.com"}, {"-sms", "https://AC123@api.twilio.com", "-sms-from", "+14155550100"},
		{"-sms", "https://AC123:token@api.twilio.com/v2", "-sms-from", "+14155550100"}, {"-sms", "https://AC123:token@api.twilio.com", "-sms-from", "555-0100"},
		{"-kiosk-idle", "soon"}, {"-kiosk-idle", "1s"}, {"-kiosk-idle", "48h"}, {"-undo-window", "later"}, {"-undo-window", "500ms"}, {"-undo-window", "2m"},
		{"-menu-memory", "lots"}, {"-menu-memory", "512XB"}, {"-menu-memory", "MiB"}, {"-menu-memory", "-1GiB"}, {"-menu-memory", "16MiB"}, {"-menu-memory", "2TiB"}} {
		if _, _, err := Parse("serve", args, noEnv, io.Discard, nil); err == nil {
			t.Errorf("Parse(%q) = nil error, want one", args)
		}
	}
}

func TestAdminAddr(t *testing.T) {
	noEnv := func(string) string { return "" }
	for _, tt := range []struct {
		args   []string
		env    string
		public bool
	}{
		{[]string{"-admin-addr", "127.0.0.1:9090"}, "", false},
		{[]string{"-admin-addr", "127.0.0.2:9090"}, "", false},
		{[]string{"-admin-addr", "[::1]:9090"}, "", false},
		{[]string{"-admin-addr", "localhost:0"}, "", false},
		{[]string{"-admin-addr", ":9090", "-admin-public"}, "", true},
		{[]string{"-admin-addr", "10.0.0.5:9090", "-admin-public=true"}, "", true},
		{[]string{"-admin-addr", "0.0.0.0:9090"}, "true", true},
	} {
		getenv := noEnv
		if tt.env != "" {
			getenv = func(k string) string { return map[string]string{"PISTIL_ADMIN_PUBLIC": tt.env}[k] }
		}
		c, _, err := Parse("serve", tt.args, getenv, io.Discard, nil)
		if err != nil || c.AdminAddr != tt.args[1] || c.AdminPublic != tt.public {
			t.Errorf("Parse(%q, PISTIL_ADMIN_PUBLIC=%q) = %q public %v, %v", tt.args, tt.env, c.AdminAddr, c.AdminPublic, err)
		}
	}
	// Only "true" opts in from the environment.
	_, _, err := Parse("serve", []string{"-admin-addr", ":9090"}, func(k string) string { return map[string]string{"PISTIL_ADMIN_PUBLIC": "yes"}[k] }, io.Discard, nil)
	if err == nil || !strings.Contains(err.Error(), "-admin-public") {
		t.Errorf("PISTIL_ADMIN_PUBLIC=yes with :9090: %v, want the loopback error naming -admin-public", err)
	}
}

// TestRetentionConfig: whole days, from flags or the environment, 0 for
// forever; anything else is refused.
func TestRetentionConfig(t *testing.T) {
	day := 24 * time.Hour
	for _, tc := range []struct {
		args                   []string
		env                    map[string]string
		analytics, clientError time.Duration
	}{
		{nil, nil, 400 * day, 30 * day},
		{[]string{"-analytics-retention-days", "0", "-client-errors-retention-days", "7"}, nil, 0, 7 * day},
		{nil, map[string]string{"PISTIL_ANALYTICS_RETENTION_DAYS": "730", "PISTIL_CLIENT_ERRORS_RETENTION_DAYS": "0"}, 730 * day, 0},
		{[]string{"-analytics-retention-days", "90"}, map[string]string{"PISTIL_ANALYTICS_RETENTION_DAYS": "730"}, 90 * day, 30 * day},
	} {
		c, _, err := Parse("serve", tc.args, func(k string) string { return tc.env[k] }, io.Discard, nil)
		if err != nil || c.AnalyticsRetention != tc.analytics || c.ClientErrorsRetention != tc.clientError {
			t.Errorf("Parse(%q, %v) = %v, %v, %v; want %v, %v", tc.args, tc.env, c.AnalyticsRetention, c.ClientErrorsRetention, err, tc.analytics, tc.clientError)
		}
	}
	for _, args := range [][]string{{"-analytics-retention-days", "-1"}, {"-analytics-retention-days", "400d"},
		{"-client-errors-retention-days", "1.5"}, {"-client-errors-retention-days", ""}} {
		if _, _, err := Parse("serve", args, func(string) string { return "" }, io.Discard, nil); err == nil {
			t.Errorf("Parse(%q) = nil error, want one", args)
		}
	}
}

func TestDocumentsConfig(t *testing.T) {
	noEnv := func(string) string { return "" }
	key := "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
	c, _, err := Parse("serve", []string{"-document-key", key}, noEnv, io.Discard, nil)
	if err != nil || len(c.DocumentKey) != 32 || c.DocumentKey[1] != 0x11 {
		t.Errorf("-document-key = %x, %v", c.DocumentKey, err)
	}
	if _, _, err := Parse("serve", []string{"-document-key", "abc"}, noEnv, io.Discard, nil); err == nil {
		t.Error("a short -document-key was accepted")
	}
	for _, tt := range []struct {
		c    Config
		want string
	}{
		{Config{DB: "/srv/pistil/pistil.db"}, "file:///srv/pistil/files?create_dir=true&no_tmp_dir=true&metadata=skip"},
		{Config{DB: "postgres://db/pistil", Files: "/var/pistil files"}, "file:///var/pistil%20files?create_dir=true&no_tmp_dir=true&metadata=skip"},
		{Config{DB: "/srv/pistil/pistil.db", Files: "s3://bucket?region=us-east-1"}, "s3://bucket?region=us-east-1"},
		{Config{DB: "/x.db", Files: "file:///srv/files"}, "file:///srv/files"},
	} {
		if got, err := tt.c.FilesURL(); err != nil || got != tt.want {
			t.Errorf("%+v.FilesURL() = %q, %v; want %q", tt.c, got, err, tt.want)
		}
	}
}

func TestMaintenance(t *testing.T) {
	for _, tt := range []struct {
		args []string
		env  string
		want bool
	}{
		{nil, "", false},
		{nil, "true", true},
		// Only "true" switches it on from the environment.
		{nil, "yes", false},
		{[]string{"-maintenance"}, "", true},
		// The flag wins over the environment.
		{[]string{"-maintenance=false"}, "true", false},
	} {
		getenv := func(k string) string { return map[string]string{"PISTIL_MAINTENANCE": tt.env}[k] }
		c, _, err := Parse("serve", tt.args, getenv, io.Discard, nil)
		if err != nil || c.Maintenance != tt.want {
			t.Errorf("Parse(%q, PISTIL_MAINTENANCE=%q) = maintenance %v, %v; want %v", tt.args, tt.env, c.Maintenance, err, tt.want)
		}
	}
}

func TestClock(t *testing.T) {
	wednesday := time.Date(2026, 11, 25, 19, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		args    []string
		env     string
		want    time.Time
		wantErr bool
	}{
		{nil, "", time.Time{}, false},
		{nil, "2026-11-25T11:00:00-08:00", wednesday, false},
		{[]string{"-clock", "2026-11-25T19:00:00Z"}, "", wednesday, false},
		// The flag wins over the environment.
		{[]string{"-clock", "2026-11-25T19:00:00Z"}, "2030-01-01T00:00:00Z", wednesday, false},
		// An instant needs its zone; a date alone or a time alone is refused.
		{[]string{"-clock", "2026-11-25T11:00:00"}, "", time.Time{}, true},
		{[]string{"-clock", "2026-11-25"}, "", time.Time{}, true},
		{nil, "tomorrow", time.Time{}, true},
		{[]string{"-clock", "96h later"}, "", time.Time{}, true},
	} {
		getenv := func(k string) string { return map[string]string{"PISTIL_CLOCK": tt.env}[k] }
		c, _, err := Parse("serve", tt.args, getenv, io.Discard, nil)
		if (err != nil) != tt.wantErr || !c.Clock.Equal(tt.want) {
			t.Errorf("Parse(%q, PISTIL_CLOCK=%q) = clock %v, %v; want %v, error %v", tt.args, tt.env, c.Clock, err, tt.want, tt.wantErr)
		}
	}
	// A duration is how far from the system clock, when the flags are read.
	for _, tt := range []struct {
		args  []string
		env   string
		shift time.Duration
	}{
		{[]string{"-clock", "-96h30m"}, "", -96*time.Hour - 30*time.Minute},
		{nil, "-409712345ms", -409712345 * time.Millisecond},
		{[]string{"-clock", "2h"}, "-1h", 2 * time.Hour},
	} {
		getenv := func(k string) string { return map[string]string{"PISTIL_CLOCK": tt.env}[k] }
		before := time.Now()
		c, _, err := Parse("serve", tt.args, getenv, io.Discard, nil)
		after := time.Now()
		if err != nil || c.Clock.Before(before.Add(tt.shift)) || c.Clock.After(after.Add(tt.shift)) {
			t.Errorf("Parse(%q, PISTIL_CLOCK=%q) = clock %v, %v; want between %v and %v", tt.args, tt.env, c.Clock, err, before.Add(tt.shift), after.Add(tt.shift))
		}
	}
}

// TestMenuMemory: sizes in bytes, SI or binary units, from flags or the
// environment; the runtime's limit follows the budget.
func TestMenuMemory(t *testing.T) {
	for _, tc := range []struct {
		args []string
		env  string
		want int64
	}{
		{nil, "", 512 << 20},
		{[]string{"-menu-memory", "2GB"}, "", 2_000_000_000},
		{[]string{"-menu-memory", "1.5GiB"}, "", 1536 << 20},
		{[]string{"-menu-memory", "64 mib"}, "", 64 << 20},
		{[]string{"-menu-memory", "33554432"}, "", 32 << 20},
		{nil, "256MiB", 256 << 20},
		{[]string{"-menu-memory", "1TiB"}, "256MiB", 1 << 40},
	} {
		getenv := func(k string) string { return map[string]string{"PISTIL_MENU_MEMORY": tc.env}[k] }
		c, _, err := Parse("serve", tc.args, getenv, io.Discard, nil)
		if err != nil || c.MenuMemory != tc.want {
			t.Errorf("Parse(%q, PISTIL_MENU_MEMORY=%q) = %d, %v; want %d", tc.args, tc.env, c.MenuMemory, err, tc.want)
		}
	}
	// 512 MiB + 256 MiB + 128 MiB
	if got := MemoryLimit(512 << 20); got != 896<<20 {
		t.Errorf("MemoryLimit(512MiB) = %d, want 896MiB", got)
	}
}

func TestMapTiles(t *testing.T) {
	for _, tt := range []struct {
		args      []string
		env       map[string]string
		tiles, by string
		ok        bool
	}{
		{nil, nil, "", "", true},
		{[]string{"-map-tiles", "https://tiles.example.com/{z}/{x}/{y}.png", "-map-attribution", "© Example"}, nil, "https://tiles.example.com/{z}/{x}/{y}.png", "© Example", true},
		{nil, map[string]string{"PISTIL_MAP_TILES": "http://127.0.0.1:8081/t/{z}/{x}/{y}"}, "http://127.0.0.1:8081/t/{z}/{x}/{y}", "", true},
		// no {y}; not http(s); no host
		{[]string{"-map-tiles", "https://tiles.example.com/{z}/{x}.png"}, nil, "", "", false},
		{[]string{"-map-tiles", "ftp://tiles.example.com/{z}/{x}/{y}.png"}, nil, "", "", false},
		{[]string{"-map-tiles", "/tiles/{z}/{x}/{y}.png"}, nil, "", "", false},
	} {
		c, _, err := Parse("serve", tt.args, func(k string) string { return tt.env[k] }, io.Discard, nil)
		if (err == nil) != tt.ok || (tt.ok && (c.MapTiles != tt.tiles || c.MapAttribution != tt.by)) {
			t.Errorf("Parse(%q, %v) = %q, %q, %v", tt.args, tt.env, c.MapTiles, c.MapAttribution, err)
		}
	}
}

// TestSMSGateway: -sms names a gateway with its account, and -sms-from the
// server's sender, written as the gateway takes it.
func TestSMSGateway(t *testing.T) {
	c, _, err := Parse("serve", []string{"-sms", "http://AC123:token@127.0.0.1:9099", "-sms-from", "(415) 555-0100"}, func(string) string { return "" }, io.Discard, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := notify.ParseSMSURL(c.SMS, c.SMSFrom)
	if err != nil || g.BaseURL != "http://127.0.0.1:9099" || g.AccountSID != "AC123" || g.AuthToken != "token" || g.From != "+14155550100" {
		t.Errorf("gateway %+v, %v", g, err)
	}
}
