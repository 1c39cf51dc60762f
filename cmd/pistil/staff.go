package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
)

// The store console's people from the command line
// (docs/adr/0022-store-console.md, section 3): the first owner of a store,
// or an operator of a partner's stores, is made here; everyone else is
// invited in the console.
const staffUsage = `pistil staff add -email E -role owner|manager|budtender -store N   (or -role operator -partner P)
pistil staff list [-store N]
pistil staff remove -email E -store N
pistil staff reset-second-factor -email E`

func staffCommand(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return errors.New("staff takes a command:\n" + staffUsage)
	}
	sub, args := args[0], args[1:]
	var (
		email, role    string
		store, partner int64
	)
	cfg, rest, db, _, err := open(ctx, "staff "+sub, args, getenv, stderr, func(fs *flag.FlagSet) {
		switch sub {
		case "add", "remove", "reset-second-factor":
			fs.StringVar(&email, "email", "", "the staff member's e-mail address")
		}
		switch sub {
		case "add":
			fs.StringVar(&role, "role", "", "owner, manager or budtender at -store; operator over -partner's stores")
			fs.Int64Var(&store, "store", 0, "the store")
			fs.Int64Var(&partner, "partner", 0, "the partner, for an operator")
		case "list":
			fs.Int64Var(&store, "store", 0, "only this store's staff")
		case "remove":
			fs.Int64Var(&store, "store", 0, "the store")
		}
	})
	if err != nil {
		return err
	}
	defer db.Close()
	if len(rest) > 0 {
		return fmt.Errorf("staff %s: unexpected %q\n%s", sub, strings.Join(rest, " "), staffUsage)
	}
	a := accountstore.New(db)
	switch sub {
	case "add":
		token, err := a.InviteStaff(ctx, staff.Invitation{Email: email, Role: staff.Role(role), StoreID: store, PartnerID: partner, By: staff.ActorCLI},
			cfg.PublicURL, false)
		if err != nil {
			return err
		}
		if token == "" {
			fmt.Fprintf(stdout, "%s already has a password: the role %s is theirs now; they sign in at %s/business\n", email, role, cfg.PublicURL)
			return nil
		}
		fmt.Fprintf(stderr, "A one-time link for %s to set a password, valid for %s. Hand it over yourself: no mail is sent.\n",
			email, staff.InvitationLife)
		fmt.Fprintln(stdout, welcomeLink(cfg.PublicURL, token))
		return nil
	case "list":
		people, err := a.ListStaff(ctx, store)
		if err != nil {
			return err
		}
		for _, p := range people {
			state := "signed up"
			switch {
			case p.Member.Disabled:
				state = "disabled"
			case !p.Member.HasPassword && p.Invited:
				state = "invited"
			case !p.Member.HasPassword:
				state = "invitation expired"
			case !p.Member.Enrolled:
				state = "no second factor yet"
			}
			var roles []string
			for _, g := range p.Grants {
				if g.Role == staff.Operator {
					roles = append(roles, fmt.Sprintf("operator of partner %d", g.PartnerID))
				} else {
					roles = append(roles, fmt.Sprintf("%s at store %d", g.Role, g.StoreID))
				}
			}
			fmt.Fprintf(stdout, "%s\t%s\t%s\n", p.Member.Email, strings.Join(roles, ", "), state)
		}
		return nil
	case "remove":
		if err := a.RemoveStaffRole(ctx, email, store, staff.ActorCLI); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Removed %s's role at store %d.\n", email, store)
		return nil
	case "reset-second-factor":
		if err := a.ResetStaffSecondFactor(ctx, email, staff.ActorCLI); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Cleared %s's authenticator and recovery codes and ended their sessions; they enrol again at their next sign-in.\n", email)
		return nil
	}
	return fmt.Errorf("unknown staff command %q\n%s", sub, staffUsage)
}

func welcomeLink(publicURL, token string) string { return publicURL + "/business/welcome/" + token }

// inviteDemoOwners makes an owner for every store of a demo database just
// loaded (owner-{id}@stores.demo.example, under the reserved .example
// domain) and answers the first store's welcome link, which serve logs
// and prints so that a newcomer can open the console in one click.
func inviteDemoOwners(ctx context.Context, db *storage.DB, publicURL string, log *slog.Logger) (string, error) {
	stores, err := db.Stores(ctx, storage.StoreFilter{})
	if err != nil {
		return "", err
	}
	a := accountstore.New(db)
	first, firstID := "", int64(0)
	for _, s := range stores {
		token, err := a.InviteStaff(ctx, staff.Invitation{Email: fmt.Sprintf("owner-%d@stores.demo.example", s.ID), Name: s.Name + " owner",
			Role: staff.Owner, StoreID: s.ID, By: staff.ActorCLI}, publicURL, false)
		if err != nil {
			return "", fmt.Errorf("demo owner of store %d: %w", s.ID, err)
		}
		if first == "" || s.ID < firstID {
			first, firstID = welcomeLink(publicURL, token), s.ID
		}
	}
	if first != "" {
		log.Info("store console welcome link", "store", firstID, "email", fmt.Sprintf("owner-%d@stores.demo.example", firstID), "link", first)
	}
	return first, nil
}
