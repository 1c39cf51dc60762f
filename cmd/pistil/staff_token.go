package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"
)

// staffToken makes, lists or revokes the tokens store staff use with the
// staff API (docs/adr/0011-staff-tokens.md). A new token is printed once:
// only its hash is kept.
func staffToken(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	var (
		store            int64
		name, role, also string
		list, revoke     bool
	)
	_, rest, db, _, err := open(ctx, "staff-token", args, getenv, stderr, func(fs *flag.FlagSet) {
		fs.Int64Var(&store, "store", 0, "the store whose reservations the token may see and move")
		fs.StringVar(&name, "name", "", `what the token is for, e.g. "front desk"`)
		fs.BoolVar(&list, "list", false, "list the store's tokens instead of making one")
		fs.BoolVar(&revoke, "revoke", false, "revoke the store's tokens of -name instead of making one")
		fs.StringVar(&role, "role", string(staff.Integration), "the token's role: integration, the only role a token holds")
		fs.StringVar(&also, "also", "", "other stores the new token covers on the business API, by id: 2,3 (a chain's point of sale syncing them all)")
	})
	if err != nil {
		return err
	}
	defer db.Close()
	if len(rest) > 0 || store <= 0 || (name == "" && !list) || (list && revoke) {
		return errors.New(`staff-token takes a store and a name: pistil staff-token -store N -name "front desk" (or -list, or -revoke -name NAME)`)
	}
	if role != string(staff.Integration) {
		return fmt.Errorf("-role %q: a token holds the integration role only (docs/integrations.md); staff members sign in to the console", role)
	}
	switch {
	case list:
		tokens, err := accountstore.New(db).StaffTokens(ctx, store)
		if err != nil {
			return err
		}
		for _, t := range tokens {
			state := "never used"
			if t.LastUsedAt != nil {
				state = "last used " + t.LastUsedAt.UTC().Format(time.RFC3339)
			}
			if t.RevokedAt != nil {
				state = "revoked " + t.RevokedAt.UTC().Format(time.RFC3339)
			}
			if len(t.Stores) > 1 {
				state += "\tcovers stores " + strings.Trim(strings.Join(strings.Fields(fmt.Sprint(t.Stores)), ","), "[]")
			}
			fmt.Fprintf(stdout, "%s\tmade %s\t%s\n", t.Name, t.CreatedAt.UTC().Format(time.RFC3339), state)
		}
		return nil
	case revoke:
		n, err := accountstore.New(db).RevokeStaffTokens(ctx, store, name)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Revoked %d token(s) named %q of store %d.\n", n, name, store)
		return nil
	}
	var others []int64
	for _, field := range strings.FieldsFunc(also, func(r rune) bool { return r == ',' || r == ' ' }) {
		id, err := strconv.ParseInt(field, 10, 64)
		if err != nil || id <= 0 {
			return fmt.Errorf("-also %q: store ids, such as 2,3", also)
		}
		others = append(others, id)
	}
	token, err := accountstore.New(db).CreateStaffToken(ctx, store, name, staff.ActorCLI, others...)
	if err != nil {
		return err
	}
	covers := ""
	if len(others) > 0 {
		covers = fmt.Sprintf(", also covering stores %s on /api/v1/business", also)
	}
	fmt.Fprintf(stderr, "An integration token for store %d (%q)%s. It is shown this once; keep it secret. Use it as\n"+
		"Authorization: Bearer <token> on /api/v1/staff/reservations and the store's calls under /api/v1/business\n(docs/integrations.md).\n", store, name, covers)
	fmt.Fprintln(stdout, token)
	return nil
}
