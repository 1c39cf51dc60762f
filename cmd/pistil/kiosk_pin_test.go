package main

import (
	"bytes"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/storage/accountstore"
)

func TestKioskPINCommand(t *testing.T) {
	ctx := context.Background()
	path, db := smallDB(t, t.TempDir())

	// A random PIN, printed once on its own line.
	var out, errOut bytes.Buffer
	if err := run(ctx, []string{"kiosk-pin", "-db", path, "-store", "1"}, noEnv, &out, &errOut); err != nil {
		t.Fatalf("kiosk-pin = %v", err)
	}
	pin := strings.TrimSpace(out.String())
	if !regexp.MustCompile(`^\d{6}$`).MatchString(pin) || !strings.Contains(errOut.String(), "shown this once") {
		t.Fatalf("kiosk-pin printed %q and %q", out.String(), errOut.String())
	}
	token, err := accountstore.New(db).BindKiosk(ctx, 1, "127.0.0.1/32", pin)
	if err != nil {
		t.Fatalf("the printed PIN binds no kiosk: %v", err)
	}
	// A chosen PIN replaces it.
	out.Reset()
	if err := run(ctx, []string{"kiosk-pin", "-db", path, "-store", "1", "-pin", "24681357"}, noEnv, &out, io.Discard); err != nil ||
		strings.TrimSpace(out.String()) != "24681357" {
		t.Fatalf("kiosk-pin -pin = %q, %v", out.String(), err)
	}
	if _, err := accountstore.New(db).BindKiosk(ctx, 1, "127.0.0.1/32", pin); err == nil {
		t.Error("the old PIN still binds")
	}
	out.Reset()
	if err := run(ctx, []string{"kiosk-pin", "-db", path, "-store", "1", "-list"}, noEnv, &out, io.Discard); err != nil ||
		!strings.Contains(out.String(), "kiosk 1") || strings.Contains(out.String(), token) {
		t.Errorf("-list = %q, %v", out.String(), err)
	}
	out.Reset()
	if err := run(ctx, []string{"kiosk-pin", "-db", path, "-store", "1", "-unbind"}, noEnv, &out, io.Discard); err != nil ||
		!strings.Contains(out.String(), "Unbound 1") {
		t.Errorf("-unbind = %q, %v", out.String(), err)
	}
	if _, err := accountstore.New(db).KioskDeviceStore(ctx, token); err == nil {
		t.Error("an unbound kiosk still works")
	}
	for _, args := range [][]string{{}, {"-store", "999"}, {"-store", "1", "-pin", "12ab56"}, {"-store", "1", "-pin", "123"},
		{"-store", "1", "-list", "-unbind"}, {"-store", "1", "-pin", "123456", "-list"}} {
		if err := run(ctx, append([]string{"kiosk-pin", "-db", path}, args...), noEnv, io.Discard, io.Discard); err == nil {
			t.Errorf("kiosk-pin %q = nil, want an error", args)
		}
	}
}
