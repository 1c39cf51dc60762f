package main

import (
	"bufio"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets a test run this test binary as the pistil program itself,
// so the real main, with its signal handling, is what receives SIGTERM.
func TestMain(m *testing.M) {
	if args := os.Getenv("PISTIL_TEST_RUN_MAIN"); args != "" {
		os.Args = append([]string{"pistil"}, strings.Fields(args)...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestSIGTERMShutsDownGracefully(t *testing.T) {
	db := filepath.Join(t.TempDir(), "pistil.db")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "PISTIL_TEST_RUN_MAIN=serve -addr 127.0.0.1:0 -seed none -db "+db)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(stdout)
	base := ""
	for lines.Scan() {
		if m := servingLine.FindStringSubmatch(lines.Text()); m != nil {
			base = m[1]
			break
		}
	}
	if base == "" {
		_ = cmd.Process.Kill()
		t.Fatalf("no URL printed; stderr: %s", stderr.String())
	}
	res, err := http.Get(base + "/readyz")
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("readyz = %v, %v", res, err)
	}
	res.Body.Close()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("pistil exited with %v after SIGTERM; stderr: %s", err, stderr.String())
		}
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("pistil did not stop within 30 s of SIGTERM")
	}
	if !strings.Contains(stderr.String(), `"msg":"stopped"`) {
		t.Errorf("no shutdown in the log: %s", stderr.String())
	}
}
