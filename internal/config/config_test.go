package config

import (
	"io"
	"log/slog"
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	env := map[string]string{"PISTIL_ADDR": "127.0.0.1:9000", "PISTIL_DB": "postgres://db/pistil", "PISTIL_LOG_LEVEL": "debug", "PISTIL_FEATURES": " virtual_budtender ",
		"PISTIL_MAIL": "smtp://mailer:secret@mail.example.com:587", "PISTIL_MAIL_FROM": "Shop <shop@example.com>", "PISTIL_PUBLIC_URL": "https://shop.example.com/"}
	getenv := func(k string) string { return env[k] }
	noEnv := func(string) string { return "" }
	tests := []struct {
		name   string
		args   []string
		getenv func(string) string
		want   Config
	}{
		{"defaults", nil, noEnv, Config{Addr: ":8080", DB: "data/pistil.db", Seed: "demo", LogFormat: "json", LogLevel: slog.LevelInfo,
			Features: DefaultFeatures, Mail: "log", MailFrom: "Pistil <no-reply@localhost>", PublicURL: "http://localhost:8080"}},
		{"environment", nil, getenv, Config{Addr: "127.0.0.1:9000", DB: "postgres://db/pistil", Seed: "demo", LogFormat: "json",
			LogLevel: slog.LevelDebug, Features: []string{"virtual_budtender"}, Mail: "smtp://mailer:secret@mail.example.com:587",
			MailFrom: "Shop <shop@example.com>", PublicURL: "https://shop.example.com"}},
		{"flags over environment", []string{"-addr", ":7000", "-seed", "none", "-log-format", "text", "-features", "none",
			"-mail", "log", "-mail-from", "a@b.example", "-public-url", "http://127.0.0.1:9000"}, getenv,
			Config{Addr: ":7000", DB: "postgres://db/pistil", Seed: "none", LogFormat: "text", LogLevel: slog.LevelDebug,
				Mail: "log", MailFrom: "a@b.example", PublicURL: "http://127.0.0.1:9000"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := Parse("serve", tt.args, tt.getenv, io.Discard, nil)
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.args, got, err, tt.want)
			}
		})
	}
	for _, args := range [][]string{{"-addr", "8080"}, {"-seed", "all"}, {"-log-format", "xml"}, {"-log-level", "loud"}, {"-db", ""}, {"-nope"}, {"-features", "terpene_filter,teleport"},
		{"-mail", "sendmail"}, {"-mail", "smtps://host:465"}, {"-mail", "smtp://"}, {"-mail-from", "nobody"},
		{"-public-url", "shop.example.com"}, {"-public-url", "ftp://shop.example.com"}, {"-public-url", "https://shop.example.com/?a=b"}} {
		if _, _, err := Parse("serve", args, noEnv, io.Discard, nil); err == nil {
			t.Errorf("Parse(%q) = nil error, want one", args)
		}
	}
}
