package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/storage/accountstore"
)

// kioskPIN sets a store's kiosk setup PIN, lists the store's bound kiosks
// or unbinds them (docs/adr/0012-kiosk-device-binding.md). A new PIN is
// printed once: only its hash is kept.
func kioskPIN(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	var (
		store        int64
		pin          string
		list, unbind bool
	)
	_, rest, db, _, err := open(ctx, "kiosk-pin", args, getenv, stderr, func(fs *flag.FlagSet) {
		fs.Int64Var(&store, "store", 0, "the store whose kiosks the PIN sets up")
		fs.StringVar(&pin, "pin", "", fmt.Sprintf("the PIN to set, %d to %d digits; default: a random one", checkout.KioskPINMin, checkout.KioskPINMax))
		fs.BoolVar(&list, "list", false, "list the store's kiosks instead of setting the PIN")
		fs.BoolVar(&unbind, "unbind", false, "unbind every kiosk of the store instead of setting the PIN")
	})
	if err != nil {
		return err
	}
	defer db.Close()
	if len(rest) > 0 || store <= 0 || (list && unbind) || (pin != "" && (list || unbind)) {
		return errors.New("kiosk-pin takes a store: pistil kiosk-pin -store N [-pin DIGITS] (or -list, or -unbind)")
	}
	switch {
	case list:
		devices, err := accountstore.New(db).KioskDevices(ctx, store)
		if err != nil {
			return err
		}
		for _, d := range devices {
			state := "never used"
			if d.LastUsedAt != nil {
				state = "last used " + d.LastUsedAt.UTC().Format(time.RFC3339)
			}
			if d.RevokedAt != nil {
				state = "unbound " + d.RevokedAt.UTC().Format(time.RFC3339)
			}
			fmt.Fprintf(stdout, "kiosk %d\tbound %s\t%s\n", d.ID, d.CreatedAt.UTC().Format(time.RFC3339), state)
		}
		return nil
	case unbind:
		n, err := accountstore.New(db).UnbindKiosks(ctx, store)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Unbound %d kiosk(s) of store %d.\n", n, store)
		return nil
	}
	if pin == "" {
		if pin, err = checkout.NewKioskPIN(); err != nil {
			return err
		}
	}
	if err := accountstore.New(db).SetKioskPIN(ctx, store, pin); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "The kiosk PIN of store %d. It is shown this once; give it only to staff. Kiosks bound\nwith an earlier PIN stay bound (pistil kiosk-pin -store %d -unbind unbinds them).\n", store, store)
	fmt.Fprintln(stdout, pin)
	return nil
}
