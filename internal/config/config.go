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
	"net/url"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/sealed"
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
	// Files is where identification photos are kept (PISTIL_FILES, -files):
	// a blob storage URL (file:///dir, s3://bucket) or a directory path.
	// Empty means the directory files beside a SQLite database (data/files
	// by default; see FilesURL).
	Files string
	// DocumentKey seals identification photos (PISTIL_DOCUMENT_KEY,
	// -document-key, 64 hex digits); nil when not set, and then the key
	// kept in the database is used.
	DocumentKey []byte
}

// Features are the flags a deployment may switch on: the terpene filter of
// the menu's filter bar and the virtual budtender.
var Features = []string{"terpene_filter", "virtual_budtender"}

// Defaults run everything on one machine with nothing installed.
const (
	DefaultAddr = ":8080"
	DefaultDB   = "data/pistil.db"
	// DefaultFiles is where photos are kept with a PostgreSQL database.
	DefaultFiles = "data/files"
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
	var level, features, documentKey string
	fs := flag.NewFlagSet("pistil "+command, flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&c.Addr, "addr", env("PISTIL_ADDR", DefaultAddr), "HTTP listen address (PISTIL_ADDR)")
	fs.StringVar(&c.DB, "db", env("PISTIL_DB", DefaultDB), "SQLite file path or postgres:// URL (PISTIL_DB)")
	fs.StringVar(&c.Seed, "seed", env("PISTIL_SEED", "demo"), "catalogue serve loads into an empty database: demo or none (PISTIL_SEED)")
	fs.StringVar(&c.LogFormat, "log-format", env("PISTIL_LOG_FORMAT", "json"), "log format: json or text (PISTIL_LOG_FORMAT)")
	fs.StringVar(&level, "log-level", env("PISTIL_LOG_LEVEL", "info"), "log level: debug, info, warn or error (PISTIL_LOG_LEVEL)")
	fs.StringVar(&features, "features", env("PISTIL_FEATURES", strings.Join(Features, ",")),
		"feature flags switched on, comma-separated, or none: "+strings.Join(Features, ", ")+" (PISTIL_FEATURES)")
	fs.StringVar(&c.Files, "files", env("PISTIL_FILES", ""), "blob storage for identification photos: a directory, file:///dir or s3://bucket; default: files beside the SQLite database, or "+DefaultFiles+" (PISTIL_FILES)")
	fs.StringVar(&documentKey, "document-key", env("PISTIL_DOCUMENT_KEY", ""), "64 hex digits sealing identification photos; default: a key kept in the database (PISTIL_DOCUMENT_KEY)")
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
	if documentKey != "" {
		key, err := sealed.ParseKey(documentKey)
		if err != nil {
			return c, nil, fmt.Errorf("-document-key: %w", err)
		}
		c.DocumentKey = key
	}
	return c, fs.Args(), c.validate()
}

// FilesURL is the blob storage URL of Files. A directory path becomes a
// file:// URL whose directory is made when missing; without Files, it is
// the directory files beside a SQLite database, or DefaultFiles.
func (c Config) FilesURL() (string, error) {
	s := c.Files
	if strings.Contains(s, "://") {
		return s, nil
	}
	if s == "" {
		s = DefaultFiles
		if c.DB != "" && !strings.Contains(c.DB, "://") {
			s = filepath.Join(filepath.Dir(c.DB), "files")
		}
	}
	abs, err := filepath.Abs(s)
	if err != nil {
		return "", fmt.Errorf("-files %q: %w", s, err)
	}
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs), RawQuery: "create_dir=true&no_tmp_dir=true&metadata=skip"}
	return u.String(), nil
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
