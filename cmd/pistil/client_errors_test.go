package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var adminLine = regexp.MustCompile(`The admin listener \(metrics, pprof\) is on (http://\S+)`)

// TestServeAdminAndClientErrors runs "pistil serve" with an admin listener:
// a report posted to the storefront is listed by the admin listener and by
// "pistil client-errors"; metrics and pprof answer on the admin listener.
func TestServeAdminAndClientErrors(t *testing.T) {
	db := filepath.Join(t.TempDir(), "pistil.db")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stdout, stderr syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "-addr", "127.0.0.1:0", "-admin-addr", "localhost:0", "-db", db, "-seed", "none", "-files", t.TempDir()}, noEnv, &stdout, &stderr)
	}()
	var base, admin string
	for deadline := time.Now().Add(60 * time.Second); base == "" && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if m := servingLine.FindStringSubmatch(stdout.String()); m != nil {
			base = m[1]
			admin = adminLine.FindStringSubmatch(stdout.String())[1]
		}
		select {
		case err := <-done:
			t.Fatalf("serve ended early: %v\n%s", err, stderr.String())
		default:
		}
	}
	if base == "" {
		t.Fatalf("serve printed no URL: %q", stdout.String())
	}
	res, err := http.Post(base+"/collect/v1/errors", "text/plain", strings.NewReader(`{"name": "TypeError", "message": "card 4111111111111111", "mode": "kiosk", "user_id": 9}`))
	if err != nil || res.StatusCode != 204 {
		t.Fatalf("report = %v, %v", res, err)
	}
	res.Body.Close()
	get := func(url string) string {
		res, err := http.Get(url)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("GET %s = %v, %v", url, res, err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return string(b)
	}
	var list struct {
		ClientErrors []struct{ Message string } `json:"client_errors"`
	}
	if err := json.Unmarshal([]byte(get(admin+"/client-errors")), &list); err != nil || len(list.ClientErrors) != 1 || list.ClientErrors[0].Message != "card ****************" {
		t.Errorf("admin list = %+v, %v", list, err)
	}
	if m := get(admin + "/metrics"); !strings.Contains(m, `pistil_http_requests_total{code="2xx",method="POST",route="POST /collect/v1/errors"} 1`) {
		t.Errorf("metrics lack the report's request:\n%s", m)
	}
	if p := get(admin + "/debug/pprof/"); !strings.Contains(p, "goroutine") {
		t.Error("no pprof on the admin listener")
	}

	var out, errOut bytes.Buffer
	if err := run(ctx, []string{"client-errors", "-db", db}, noEnv, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^\S+\t#1\tkiosk\tuser 9\tTypeError: card \*{16}\t\n$`).MatchString(out.String()) {
		t.Errorf("client-errors printed %q", out.String())
	}
	out.Reset()
	if err := run(ctx, []string{"client-errors", "-db", db, "-json", "-since", "2999-01-01T00:00:00Z"}, noEnv, &out, &errOut); err != nil || out.Len() != 0 {
		t.Errorf("client-errors -since the future = %q, %v", out.String(), err)
	}
	if err := run(ctx, []string{"client-errors", "-db", db, "-limit", "0"}, noEnv, io.Discard, io.Discard); err == nil {
		t.Error("client-errors -limit 0 = nil error")
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve = %v", err)
	}
}

// TestPrintable: what a browser reports is printed without the control
// characters that would move the cursor, recolour or retitle the terminal,
// or reorder the line.
func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"TypeError: x is undefined":          "TypeError: x is undefined",
		"line one\nline two\r\tend":          "line one line two  end",
		"\x1b[2J\x1b[31mred\x1b[0m":          `\x1b[2J\x1b[31mred\x1b[0m`,
		"\x1b]0;owned\x07title":              `\x1b]0;owned\atitle`,
		"csi \u009b31m and del \x7f":         `csi \u009b31m and del \x7f`,
		"safe \u202eevil":                    `safe \u202eevil`,
		"café, 日本, emoji 🙂":                  "café, 日本, emoji 🙂",
		string([]byte{'a', 0xff, 'b', 0x00}): `a\ufffdb\x00`,
	} {
		if got := printable(in); got != want {
			t.Errorf("printable(%q) = %q, want %q", in, got, want)
		}
	}
}
