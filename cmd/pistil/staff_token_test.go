package main

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

func TestStaffTokenCommand(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "pistil.db")
	db, err := storage.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := run(ctx, []string{"migrate", "-db", path}, noEnv, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	if _, err := catalogstore.New(db).Import(ctx, catalogtest.Small()); err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	var out, errOut bytes.Buffer
	if err := run(ctx, []string{"staff-token", "-db", path, "-store", "1", "-name", "front desk", "-role", "integration"}, noEnv, &out, &errOut); err != nil {
		t.Fatalf("staff-token = %v", err)
	}
	token := strings.TrimSpace(out.String())
	if !strings.HasPrefix(token, accounts.StaffTokenPrefix) || strings.Contains(token, "\n") || !strings.Contains(errOut.String(), "shown this once") {
		t.Fatalf("staff-token printed %q and %q", out.String(), errOut.String())
	}
	if store, err := accountstore.New(db).StaffTokenStore(ctx, token); err != nil || store != 1 {
		t.Errorf("the printed token opens store %d, %v", store, err)
	}
	out.Reset()
	if err := run(ctx, []string{"staff-token", "-db", path, "-store", "1", "-list"}, noEnv, &out, io.Discard); err != nil ||
		!strings.Contains(out.String(), "front desk") || strings.Contains(out.String(), token) {
		t.Errorf("-list = %q, %v", out.String(), err)
	}
	out.Reset()
	if err := run(ctx, []string{"staff-token", "-db", path, "-store", "1", "-name", "front desk", "-revoke"}, noEnv, &out, io.Discard); err != nil ||
		!strings.Contains(out.String(), "Revoked 1") {
		t.Errorf("-revoke = %q, %v", out.String(), err)
	}
	if _, err := accountstore.New(db).StaffTokenStore(ctx, token); err == nil {
		t.Error("a revoked token still works")
	}
	// A chain's token: made at store 1, covering store 2 on the business API.
	out.Reset()
	if err := run(ctx, []string{"staff-token", "-db", path, "-store", "1", "-also", "2", "-name", "chain POS"}, noEnv, &out, &errOut); err != nil {
		t.Fatalf("staff-token -also = %v", err)
	}
	p, _, err := accountstore.New(db).IntegrationToken(ctx, strings.TrimSpace(out.String()))
	if err != nil || !p.Can(staff.InventorySync, 1) || !p.Can(staff.InventorySync, 2) || p.Can(staff.InventorySync, 3) {
		t.Errorf("the chain's token = %+v, %v; want inventory.sync at stores 1 and 2 only", p, err)
	}
	out.Reset()
	if err := run(ctx, []string{"staff-token", "-db", path, "-store", "2", "-list"}, noEnv, &out, io.Discard); err != nil ||
		!strings.Contains(out.String(), "chain POS") || !strings.Contains(out.String(), "covers stores 1,2") {
		t.Errorf("store 2's -list = %q, %v", out.String(), err)
	}
	for _, args := range [][]string{{"-store", "1"}, {"-name", "x"}, {"-store", "999", "-name", "x"}, {"-store", "1", "-list", "-revoke"}, {"-store", "1", "-name", "x", "-role", "owner"},
		{"-store", "1", "-name", "x", "-also", "two"}, {"-store", "1", "-name", "x", "-also", "999"}} {
		if err := run(ctx, append([]string{"staff-token", "-db", path}, args...), noEnv, io.Discard, io.Discard); err == nil {
			t.Errorf("staff-token %q = nil, want an error", args)
		}
	}
}
