package config

import (
	"io"
	"log/slog"
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	env := map[string]string{"PISTIL_ADDR": "127.0.0.1:9000", "PISTIL_DB": "postgres://db/pistil", "PISTIL_LOG_LEVEL": "debug", "PISTIL_FEATURES": " virtual_budtender "}
	getenv := func(k string) string { return env[k] }
	noEnv := func(string) string { return "" }
	tests := []struct {
		name   string
		args   []string
		getenv func(string) string
		want   Config
	}{
		{"defaults", nil, noEnv, Config{Addr: ":8080", DB: "data/pistil.db", Seed: "demo", LogFormat: "json", LogLevel: slog.LevelInfo,
			Features: Features}},
		{"environment", nil, getenv, Config{Addr: "127.0.0.1:9000", DB: "postgres://db/pistil", Seed: "demo", LogFormat: "json",
			LogLevel: slog.LevelDebug, Features: []string{"virtual_budtender"}}},
		{"flags over environment", []string{"-addr", ":7000", "-seed", "none", "-log-format", "text", "-features", "none"}, getenv,
			Config{Addr: ":7000", DB: "postgres://db/pistil", Seed: "none", LogFormat: "text", LogLevel: slog.LevelDebug}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := Parse("serve", tt.args, tt.getenv, io.Discard, nil)
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.args, got, err, tt.want)
			}
		})
	}
	for _, args := range [][]string{{"-addr", "8080"}, {"-seed", "all"}, {"-log-format", "xml"}, {"-log-level", "loud"}, {"-db", ""}, {"-nope"}, {"-features", "terpene_filter,teleport"}} {
		if _, _, err := Parse("serve", args, noEnv, io.Discard, nil); err == nil {
			t.Errorf("Parse(%q) = nil error, want one", args)
		}
	}
}
