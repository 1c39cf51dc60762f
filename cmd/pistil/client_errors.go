package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/storage/eventstore"
)

// clientErrors lists the error reports shoppers' browsers sent
// (POST /collect/v1/errors; docs/observability.md), newest first.
func clientErrors(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	var (
		limit  int
		since  string
		asJSON bool
	)
	_, rest, db, _, err := open(ctx, "client-errors", args, getenv, stderr, func(fs *flag.FlagSet) {
		fs.IntVar(&limit, "limit", 20, "how many reports to list, newest first (1 to 1000)")
		fs.StringVar(&since, "since", "", "only reports from this time on, e.g. 2026-11-24T10:00:00Z")
		fs.BoolVar(&asJSON, "json", false, "write each report as a JSON line, with its stack and breadcrumbs")
	})
	if err != nil {
		return err
	}
	defer db.Close()
	if len(rest) > 0 || limit < 1 || limit > 1000 {
		return errors.New("client-errors takes -limit N (1 to 1000), -since TIME and -json: pistil client-errors -limit 20")
	}
	var from time.Time
	if since != "" {
		if from, err = time.Parse(time.RFC3339, since); err != nil {
			return fmt.Errorf("-since %q: want a time such as 2026-11-24T10:00:00Z", since)
		}
	}
	list, err := eventstore.New(db).ClientErrors(ctx, from, limit)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(stdout)
	for _, e := range list {
		if asJSON {
			if err := enc.Encode(e); err != nil {
				return err
			}
			continue
		}
		user := "guest"
		if e.CustomerID != nil {
			user = fmt.Sprintf("user %d", *e.CustomerID)
		}
		name := e.Name
		if name == "" {
			name = "Error"
		}
		fmt.Fprintf(stdout, "%s\t#%d\t%s\t%s\t%s: %s\t%s\n", e.CreatedAt.Format(time.RFC3339), e.ID, printable(e.Mode), user,
			printable(name), printable(e.Message), printable(e.URL))
	}
	if len(list) == 0 {
		fmt.Fprintln(stderr, "No client error reports.")
	}
	return nil
}

// printable makes a text anyone can send through /collect/v1/errors safe to
// print on a terminal: a line break becomes a space, and every other control
// or formatting character (ESC and the C1 controls that start terminal
// escape sequences, DEL, bidirectional overrides) is written as its Go
// escape (\x1b, \u202e), so that it shows and does nothing.
func printable(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			b.WriteByte(' ')
		case r == utf8.RuneError, unicode.IsControl(r), unicode.Is(unicode.Cf, r):
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// version is the module version the binary was built from, or devel.
func version() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "devel"
}
