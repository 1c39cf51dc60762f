// Package config reads Pistil's configuration: flags over PISTIL_*
// environment variables over defaults, validated once.
package config

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/mail"
	"net/url"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/notify"
)

// Config is what a pistil command runs with.
type Config struct {
	// Addr is the HTTP listen address (PISTIL_ADDR, -addr).
	Addr string
	// DB is a SQLite file path or a postgres:// URL (PISTIL_DB, -db).
	DB string
	// Seed is what serve loads into an empty database: demo or none (PISTIL_SEED, -seed).
	Seed string
	// LogFormat is json or text (PISTIL_LOG_FORMAT, -log-format).
	LogFormat string
	// LogLevel is debug, info, warn or error (PISTIL_LOG_LEVEL, -log-level).
	LogLevel slog.Level
	// Features are the feature flags switched on (PISTIL_FEATURES,
	// -features): a comma-separated list of Features, or none.
	Features []string
	// Mail is how e-mail leaves: log (written to the log) or
	// smtp://user:password@host:port (PISTIL_MAIL, -mail).
	Mail string
	// MailFrom is the sender of e-mail, "Name <address>" (PISTIL_MAIL_FROM, -mail-from).
	MailFrom string
	// PublicURL is the storefront's base URL for links in messages, without
	// a trailing slash (PISTIL_PUBLIC_URL, -public-url).
	PublicURL string
}

// Features are the flags a deployment may switch on: the terpene filter of
// the menu's filter bar, the virtual budtender, and mfa_check (a login from
// a device new to the customer asks for a verification code).
var Features = []string{"terpene_filter", "virtual_budtender", "mfa_check"}

// DefaultFeatures are the flags switched on when none are named.
var DefaultFeatures = []string{"terpene_filter", "virtual_budtender"}

// Defaults run everything on one machine with nothing installed.
const (
	DefaultAddr = ":8080"
	DefaultDB   = "data/pistil.db"
	DefaultMail = "log"
	DefaultFrom = "Pistil <no-reply@localhost>"
	DefaultURL  = "http://localhost:8080"
)

// Parse reads the flags of a command from args, falling back to getenv and
// the defaults. extra, when not nil, adds the command's own flags. It
// returns the remaining arguments. flag.ErrHelp is returned after the usage
// was written to out for -h.
func Parse(command string, args []string, getenv func(string) string, out io.Writer, extra func(*flag.FlagSet)) (Config, []string, error) {
	env := func(name, def string) string {
		if v := strings.TrimSpace(getenv(name)); v != "" {
			return v
		}
		return def
	}
	var c Config
	var level, features string
	fs := flag.NewFlagSet("pistil "+command, flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&c.Addr, "addr", env("PISTIL_ADDR", DefaultAddr), "HTTP listen address (PISTIL_ADDR)")
	fs.StringVar(&c.DB, "db", env("PISTIL_DB", DefaultDB), "SQLite file path or postgres:// URL (PISTIL_DB)")
	fs.StringVar(&c.Seed, "seed", env("PISTIL_SEED", "demo"), "catalogue serve loads into an empty database: demo or none (PISTIL_SEED)")
	fs.StringVar(&c.LogFormat, "log-format", env("PISTIL_LOG_FORMAT", "json"), "log format: json or text (PISTIL_LOG_FORMAT)")
	fs.StringVar(&level, "log-level", env("PISTIL_LOG_LEVEL", "info"), "log level: debug, info, warn or error (PISTIL_LOG_LEVEL)")
	fs.StringVar(&features, "features", env("PISTIL_FEATURES", strings.Join(DefaultFeatures, ",")),
		"feature flags switched on, comma-separated, or none: "+strings.Join(Features, ", ")+" (PISTIL_FEATURES)")
	fs.StringVar(&c.Mail, "mail", env("PISTIL_MAIL", DefaultMail), "how e-mail is sent: log, or smtp://user:password@host:port (PISTIL_MAIL)")
	fs.StringVar(&c.MailFrom, "mail-from", env("PISTIL_MAIL_FROM", DefaultFrom), "sender of e-mail (PISTIL_MAIL_FROM)")
	fs.StringVar(&c.PublicURL, "public-url", env("PISTIL_PUBLIC_URL", DefaultURL), "the storefront's base URL, for links in e-mail (PISTIL_PUBLIC_URL)")
	if extra != nil {
		extra(fs)
	}
	if err := fs.Parse(args); err != nil {
		return c, nil, err
	}
	if err := c.LogLevel.UnmarshalText([]byte(level)); err != nil {
		return c, nil, fmt.Errorf("-log-level: %q is not debug, info, warn or error", level)
	}
	if features != "none" {
		for _, f := range strings.Split(features, ",") {
			if f = strings.TrimSpace(f); f != "" {
				c.Features = append(c.Features, f)
			}
		}
	}
	c.PublicURL = strings.TrimRight(c.PublicURL, "/")
	return c, fs.Args(), c.validate()
}

func (c Config) validate() error {
	var errs []error
	if _, _, err := net.SplitHostPort(c.Addr); err != nil {
		errs = append(errs, fmt.Errorf("-addr %q: want host:port or :port", c.Addr))
	}
	if c.DB == "" {
		errs = append(errs, errors.New("-db: a SQLite path or postgres:// URL is required"))
	}
	if c.Seed != "demo" && c.Seed != "none" {
		errs = append(errs, fmt.Errorf("-seed %q: want demo or none", c.Seed))
	}
	for _, f := range c.Features {
		if !slices.Contains(Features, f) {
			errs = append(errs, fmt.Errorf("-features: %q is not one of %s (or none)", f, strings.Join(Features, ", ")))
		}
	}
	if c.LogFormat != "json" && c.LogFormat != "text" {
		errs = append(errs, fmt.Errorf("-log-format %q: want json or text", c.LogFormat))
	}
	if _, err := notify.ParseMailURL(c.Mail, c.MailFrom); err != nil {
		errs = append(errs, fmt.Errorf("-mail: %w", err))
	}
	if _, err := mail.ParseAddress(c.MailFrom); err != nil {
		errs = append(errs, fmt.Errorf("-mail-from %q: want an address, or Name <address>", c.MailFrom))
	}
	if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		errs = append(errs, fmt.Errorf("-public-url %q: want an http:// or https:// URL such as https://shop.example.com", c.PublicURL))
	}
	return errors.Join(errs...)
}

// Logger returns the structured logger the configuration asks for, writing to w.
func (c Config) Logger(w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: c.LogLevel}
	if c.LogFormat == "text" {
		return slog.New(slog.NewTextHandler(w, opts))
	}
	return slog.New(slog.NewJSONHandler(w, opts))
}
