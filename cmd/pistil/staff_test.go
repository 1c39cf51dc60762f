package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/storage/accountstore"
)

// pistil staff add prints a welcome link that sets a password once; list,
// remove and reset-second-factor act on the people it made.
func TestStaffCommand(t *testing.T) {
	ctx := context.Background()
	path, db := smallDB(t, t.TempDir())
	staffRun := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"staff", args[0], "-db", path, "-public-url", "https://shop.example"}, args[1:]...), noEnv, &out, io.Discard)
		return out.String(), err
	}

	out, err := staffRun("add", "-email", "ada@shop.example", "-role", "owner", "-store", "1")
	link := strings.TrimSpace(out)
	if err != nil || !strings.HasPrefix(link, "https://shop.example/business/welcome/") || strings.Contains(link, "\n") {
		t.Fatalf("staff add = %q, %v", out, err)
	}
	hash, _ := accounts.HashPassword("correct horse battery")
	if _, err := accountstore.New(db).AcceptStaffInvitation(ctx, strings.TrimPrefix(link, "https://shop.example/business/welcome/"), hash, "cli test"); err != nil {
		t.Fatalf("the printed link: %v", err)
	}
	if _, err := staffRun("add", "-email", "bo@shop.example", "-role", "budtender", "-store", "1"); err != nil {
		t.Fatal(err)
	}
	out, err = staffRun("list", "-store", "1")
	if err != nil || !strings.Contains(out, "ada@shop.example\towner at store 1\tno second factor yet") ||
		!strings.Contains(out, "bo@shop.example\tbudtender at store 1\tinvited") {
		t.Errorf("staff list = %q, %v", out, err)
	}
	// Adding someone who has a password grants the role and prints no link.
	out, err = staffRun("add", "-email", "ada@shop.example", "-role", "manager", "-store", "2")
	if err != nil || !strings.Contains(out, "already has a password") {
		t.Errorf("staff add again = %q, %v", out, err)
	}
	if _, err := staffRun("remove", "-email", "ada@shop.example", "-store", "1"); err == nil {
		t.Error("removing the last owner worked")
	}
	if out, err := staffRun("remove", "-email", "bo@shop.example", "-store", "1"); err != nil || !strings.Contains(out, "Removed") {
		t.Errorf("staff remove = %q, %v", out, err)
	}
	if out, err := staffRun("reset-second-factor", "-email", "ada@shop.example"); err != nil || !strings.Contains(out, "enrol again") {
		t.Errorf("reset-second-factor = %q, %v", out, err)
	}
	for _, args := range [][]string{{"add", "-email", "x@shop.example", "-role", "owner"}, {"add", "-email", "x@shop.example", "-role", "king", "-store", "1"},
		{"add", "-email", "x@shop.example", "-role", "operator", "-store", "1"}, {"remove", "-email", "nobody@shop.example", "-store", "1"},
		{"fire", "-email", "ada@shop.example"}, {"list", "extra"}} {
		if _, err := staffRun(args...); err == nil {
			t.Errorf("staff %q = nil, want an error", args)
		}
	}
}
