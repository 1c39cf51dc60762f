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
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/notify"
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
	// Features are the feature flags switched on for everyone
	// (PISTIL_FEATURES, -features): a comma-separated list of Features, or
	// none.
	Features []string
	// FeatureRollouts switch flags on for a share of shoppers
	// (PISTIL_FEATURE_ROLLOUTS, -feature-rollouts: "flag=percent,..."), in
	// buckets out of RolloutBuckets.
	FeatureRollouts map[string]int
	// Google and Apple are the single sign-on providers: a client id
	// (-google-client-id, PISTIL_GOOGLE_CLIENT_ID; -apple-client-id,
	// PISTIL_APPLE_CLIENT_ID), empty for off, and an issuer URL
	// (-google-issuer, PISTIL_GOOGLE_ISSUER; -apple-issuer, PISTIL_APPLE_ISSUER).
	Google, Apple SSO
	// Files is where identification photos are kept (PISTIL_FILES, -files):
	// a blob storage URL (file:///dir, s3://bucket) or a directory path.
	// Empty means the directory files beside a SQLite database (data/files
	// by default; see FilesURL).
	Files string
	// DocumentKey seals identification photos (PISTIL_DOCUMENT_KEY,
	// -document-key, 64 hex digits); nil when not set, and then the key
	// kept in the database is used.
	DocumentKey []byte
	// Mail is how e-mail leaves: log (written to the log) or
	// smtp://user:password@host:port (PISTIL_MAIL, -mail).
	Mail string
	// MailFrom is the sender of e-mail, "Name <address>" (PISTIL_MAIL_FROM, -mail-from).
	MailFrom string
	// PublicURL is the storefront's base URL for links in messages, without
	// a trailing slash (PISTIL_PUBLIC_URL, -public-url).
	PublicURL string
	// SMS is how text messages leave (PISTIL_SMS, -sms): off (the default:
	// none are offered, codes go by e-mail), log (written to the log, for
	// development), or a gateway that speaks Twilio's Messages API,
	// https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com (notify.ParseSMSURL).
	SMS string
	// SMSFrom is the server's sender number for text messages through a
	// gateway, where a store has none of its own (PISTIL_SMS_FROM,
	// -sms-from).
	SMSFrom string
	// SupportEmail receives customers' contact messages (PISTIL_SUPPORT_EMAIL,
	// -support-email); the address of MailFrom when not set.
	SupportEmail string
	// MapTiles is the raster tile source of the store maps, a URL template
	// with {z}, {x} and {y} (PISTIL_MAP_TILES, -map-tiles); empty (the
	// default) draws the offline map from the app's bundled boundaries.
	// MapAttribution is the credit the tile source asks for
	// (PISTIL_MAP_ATTRIBUTION, -map-attribution).
	MapTiles, MapAttribution string
	// KioskIdle is how long an in-store kiosk waits without a touch before
	// it clears the bag and goes back to its start screen (PISTIL_KIOSK_IDLE,
	// -kiosk-idle; the page settings' retailTimeout).
	KioskIdle time.Duration
	// UndoWindow is how long a removed bag line can be put back with Undo
	// (PISTIL_UNDO_WINDOW, -undo-window; the page settings' undoableWindow).
	UndoWindow time.Duration
	// AdminAddr is the admin listener's address (PISTIL_ADMIN_ADDR,
	// -admin-addr): /metrics, pprof and the client error reports, without
	// authentication. Empty (the default) turns it off. It must be a
	// loopback address such as 127.0.0.1:9090 or localhost:9090 unless
	// AdminPublic is set.
	AdminAddr string
	// AdminPublic lets AdminAddr be a non-loopback address such as
	// 10.0.0.5:9090 or :9090 (PISTIL_ADMIN_PUBLIC=true, -admin-public): the
	// operator's explicit choice, since the listener serves pprof and the
	// error reports without authentication.
	AdminPublic bool
	// WebhooksPrivate lets a store's webhook subscriptions and kept point
	// of sale feeds name private, loopback and link-local addresses, and
	// the server connect to them (PISTIL_WEBHOOKS_PRIVATE=true,
	// -webhooks-private): for a developer's machine and tests, whose
	// receivers listen on localhost, or a point of sale on the shop's own
	// network. Off, the default, a store's staff cannot make the server
	// call into its own network.
	WebhooksPrivate bool
	// OTLPEndpoint is the OpenTelemetry collector that receives traces, as a
	// base URL such as http://127.0.0.1:4318 (PISTIL_OTLP_ENDPOINT,
	// -otlp-endpoint, else the standard OTEL_EXPORTER_OTLP_ENDPOINT). Empty
	// turns tracing off.
	OTLPEndpoint string
	// AnalyticsRetention is how long collected analytics and merchandising
	// events are kept (PISTIL_ANALYTICS_RETENTION_DAYS,
	// -analytics-retention-days; 0 keeps them forever). Reports span up to
	// 366 days, so the default keeps a little more.
	AnalyticsRetention time.Duration
	// Maintenance puts the instance in maintenance (PISTIL_MAINTENANCE=true,
	// -maintenance): every API call (/api/v1, /v1, /merch, /collect) answers
	// 420 in the one error shape, and the app shows its maintenance screen;
	// /healthz, /readyz and the admin listener still answer.
	Maintenance bool
	// ClientErrorsRetention is how long browsers' error reports are kept
	// (PISTIL_CLIENT_ERRORS_RETENTION_DAYS, -client-errors-retention-days;
	// 0 keeps them forever).
	ClientErrorsRetention time.Duration
	// MenuMemory is the memory budget of the menus an instance keeps, in
	// bytes (PISTIL_MENU_MEMORY, -menu-memory, e.g. 512MiB or 2GB): each
	// store's menu index and its kept answers. Past it, the menus of the
	// stores asked for least recently are dropped and built again on their
	// next request. It also sets the Go runtime's soft memory limit
	// (MemoryLimit), unless GOMEMLIMIT is set.
	MenuMemory int64
	// Clock, when not zero, is the instant the instance's clock starts at
	// (PISTIL_CLOCK, -clock: an RFC 3339 instant, or a duration from the
	// system clock such as -96h30m); it runs with the system clock from
	// there. For demonstrations and the browser suite, which must show a
	// store open at any hour of the real day; zero (the default) is the
	// system clock. A duration puts instances and commands started at
	// different moments on one clock, to the millisecond.
	Clock time.Time
}

// SSO is a single sign-on provider's settings.
type SSO struct {
	ClientID, Issuer string
}

// Features are the feature flags of spec section 6 a deployment may switch
// on. docs/api.md says what each does; some are accepted and passed to the
// app before anything uses them.
var Features = []string{"one_click_checkout", "gold_bundles", "mfa_check", "iframe_redirects", "special_detail_page",
	"boost_carousel", "terpene_filter", "specials_custom_badge", "ad_pixel_stores", "auto_refresh", "virtual_budtender",
	"multi_placements", "crm_tracking"}

// DefaultFeatures are on when no flags are configured: the terpene filter of
// the menu's filter bar and the virtual budtender.
var DefaultFeatures = []string{"terpene_filter", "virtual_budtender"}

// RolloutBuckets is how many buckets shoppers are spread over for a
// rollout (spec section 9: guest buckets 1,000,000).
const RolloutBuckets = 1_000_000

// Defaults run everything on one machine with nothing installed.
const (
	DefaultAddr = ":8080"
	DefaultDB   = "data/pistil.db"

	DefaultGoogleIssuer = "https://accounts.google.com"
	DefaultAppleIssuer  = "https://appleid.apple.com"
	// DefaultFiles is where photos are kept with a PostgreSQL database.
	DefaultFiles = "data/files"
	DefaultMail  = "log"
	DefaultFrom  = "Pistil <no-reply@localhost>"
	DefaultURL   = "http://localhost:8080"
	// DefaultKioskIdle is the kiosk's idle time before it starts again.
	DefaultKioskIdle = 2 * time.Minute
	// DefaultUndoWindow is how long a bag line removal can be undone.
	DefaultUndoWindow = 5 * time.Second
	// DefaultAnalyticsRetentionDays and DefaultClientErrorsRetentionDays
	// are how long collected data is kept.
	DefaultAnalyticsRetentionDays    = 400
	DefaultClientErrorsRetentionDays = 30
	// DefaultMenuMemory is the menus' memory budget: about 150 stores of
	// 2,000 products kept at once.
	DefaultMenuMemory = 512 << 20
	// MinMenuMemory and MaxMenuMemory bound -menu-memory.
	MinMenuMemory = 32 << 20
	MaxMenuMemory = 1 << 40
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
	var level, features, rollouts, documentKey, kioskIdle, undoWindow string
	fs := flag.NewFlagSet("pistil "+command, flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&c.Addr, "addr", env("PISTIL_ADDR", DefaultAddr), "HTTP listen address (PISTIL_ADDR)")
	fs.StringVar(&c.DB, "db", env("PISTIL_DB", DefaultDB), "SQLite file path or postgres:// URL (PISTIL_DB)")
	fs.StringVar(&c.Seed, "seed", env("PISTIL_SEED", "demo"), "catalogue serve loads into an empty database: demo or none (PISTIL_SEED)")
	fs.StringVar(&c.LogFormat, "log-format", env("PISTIL_LOG_FORMAT", "json"), "log format: json or text (PISTIL_LOG_FORMAT)")
	fs.StringVar(&level, "log-level", env("PISTIL_LOG_LEVEL", "info"), "log level: debug, info, warn or error (PISTIL_LOG_LEVEL)")
	fs.StringVar(&features, "features", env("PISTIL_FEATURES", strings.Join(DefaultFeatures, ",")),
		"feature flags switched on, comma-separated, or none: "+strings.Join(Features, ", ")+" (PISTIL_FEATURES)")
	fs.StringVar(&rollouts, "feature-rollouts", env("PISTIL_FEATURE_ROLLOUTS", ""),
		`feature flags on for a share of shoppers, e.g. "mfa_check=25,auto_refresh=2.5" (percent; PISTIL_FEATURE_ROLLOUTS)`)
	fs.StringVar(&c.Google.ClientID, "google-client-id", env("PISTIL_GOOGLE_CLIENT_ID", ""), "OAuth client id for Sign in with Google; empty turns it off (PISTIL_GOOGLE_CLIENT_ID)")
	fs.StringVar(&c.Google.Issuer, "google-issuer", env("PISTIL_GOOGLE_ISSUER", DefaultGoogleIssuer), "issuer of Google ID tokens (PISTIL_GOOGLE_ISSUER)")
	fs.StringVar(&c.Apple.ClientID, "apple-client-id", env("PISTIL_APPLE_CLIENT_ID", ""), "Services ID for Sign in with Apple; empty turns it off (PISTIL_APPLE_CLIENT_ID)")
	fs.StringVar(&c.Apple.Issuer, "apple-issuer", env("PISTIL_APPLE_ISSUER", DefaultAppleIssuer), "issuer of Apple ID tokens (PISTIL_APPLE_ISSUER)")
	fs.StringVar(&c.Files, "files", env("PISTIL_FILES", ""), "blob storage for identification photos: a directory, file:///dir or s3://bucket; default: files beside the SQLite database, or "+DefaultFiles+" (PISTIL_FILES)")
	fs.StringVar(&documentKey, "document-key", env("PISTIL_DOCUMENT_KEY", ""), "64 hex digits sealing identification photos; default: a key kept in the database (PISTIL_DOCUMENT_KEY)")
	fs.StringVar(&c.Mail, "mail", env("PISTIL_MAIL", DefaultMail), "how e-mail is sent: log, or smtp://user:password@host:port (PISTIL_MAIL)")
	fs.StringVar(&c.MailFrom, "mail-from", env("PISTIL_MAIL_FROM", DefaultFrom), "sender of e-mail (PISTIL_MAIL_FROM)")
	fs.StringVar(&c.PublicURL, "public-url", env("PISTIL_PUBLIC_URL", DefaultURL), "the storefront's base URL, for links in e-mail (PISTIL_PUBLIC_URL)")
	fs.StringVar(&c.SMS, "sms", env("PISTIL_SMS", "off"), "how text messages are sent: off, log for development, or a Twilio-compatible gateway https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com (PISTIL_SMS)")
	fs.StringVar(&c.SMSFrom, "sms-from", env("PISTIL_SMS_FROM", ""), "the sender number of text messages through a gateway, e.g. +14155550100 (PISTIL_SMS_FROM)")
	fs.StringVar(&c.SupportEmail, "support-email", env("PISTIL_SUPPORT_EMAIL", ""), "where customers' contact messages go; default: the -mail-from address (PISTIL_SUPPORT_EMAIL)")
	fs.StringVar(&c.MapTiles, "map-tiles", env("PISTIL_MAP_TILES", ""), "raster tiles for the store maps: an http(s) URL template with {z}, {x} and {y}; empty: the offline map drawn from bundled boundaries (PISTIL_MAP_TILES)")
	fs.StringVar(&c.MapAttribution, "map-attribution", env("PISTIL_MAP_ATTRIBUTION", ""), "the credit -map-tiles' provider asks for, shown on the map, e.g. \"© OpenStreetMap contributors\" (PISTIL_MAP_ATTRIBUTION)")
	fs.StringVar(&undoWindow, "undo-window", env("PISTIL_UNDO_WINDOW", DefaultUndoWindow.String()), "how long a product removed from the bag can be put back with Undo, e.g. 5s (PISTIL_UNDO_WINDOW)")
	fs.StringVar(&kioskIdle, "kiosk-idle", env("PISTIL_KIOSK_IDLE", DefaultKioskIdle.String()), "how long a kiosk waits without a touch before it clears the bag and starts again, e.g. 2m (PISTIL_KIOSK_IDLE)")
	fs.StringVar(&c.AdminAddr, "admin-addr", env("PISTIL_ADMIN_ADDR", ""), "admin listener for /metrics, pprof and client error reports, e.g. 127.0.0.1:9090; empty: off (PISTIL_ADMIN_ADDR)")
	fs.BoolVar(&c.WebhooksPrivate, "webhooks-private", env("PISTIL_WEBHOOKS_PRIVATE", "") == "true", "let webhooks and kept feeds reach private and loopback addresses, for development or a point of sale on the shop's network; default false (PISTIL_WEBHOOKS_PRIVATE=true)")
	fs.BoolVar(&c.AdminPublic, "admin-public", env("PISTIL_ADMIN_PUBLIC", "") == "true", "let -admin-addr be a non-loopback address (it has no authentication); default false (PISTIL_ADMIN_PUBLIC=true)")
	fs.BoolVar(&c.Maintenance, "maintenance", env("PISTIL_MAINTENANCE", "") == "true", "answer every API call 420 and show the app's maintenance screen; default false (PISTIL_MAINTENANCE=true)")
	fs.StringVar(&c.OTLPEndpoint, "otlp-endpoint", env("PISTIL_OTLP_ENDPOINT", env("OTEL_EXPORTER_OTLP_ENDPOINT", "")), "OpenTelemetry collector for traces (OTLP/HTTP), e.g. http://127.0.0.1:4318; empty: no tracing (PISTIL_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_ENDPOINT)")
	clock := fs.String("clock", env("PISTIL_CLOCK", ""), "start the clock at this RFC 3339 instant, or this far from the system clock (a duration such as -96h30m), and let it run from there, for demonstrations and tests; empty: the system clock (PISTIL_CLOCK)")
	analyticsDays := fs.String("analytics-retention-days", env("PISTIL_ANALYTICS_RETENTION_DAYS", strconv.Itoa(DefaultAnalyticsRetentionDays)),
		"days collected analytics and merchandising events are kept; 0 keeps them forever (PISTIL_ANALYTICS_RETENTION_DAYS)")
	clientErrorDays := fs.String("client-errors-retention-days", env("PISTIL_CLIENT_ERRORS_RETENTION_DAYS", strconv.Itoa(DefaultClientErrorsRetentionDays)),
		"days browsers' error reports are kept; 0 keeps them forever (PISTIL_CLIENT_ERRORS_RETENTION_DAYS)")
	menuMemory := fs.String("menu-memory", env("PISTIL_MENU_MEMORY", "512MiB"),
		"memory budget of the stores' menus kept, e.g. 512MiB or 2GB; the least recently used are dropped past it; also sets the Go runtime's memory limit unless GOMEMLIMIT is set (PISTIL_MENU_MEMORY)")
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
	var err error
	if c.KioskIdle, err = time.ParseDuration(kioskIdle); err != nil {
		return c, nil, fmt.Errorf("-kiosk-idle %q: want a duration such as 2m or 90s", kioskIdle)
	}
	if c.UndoWindow, err = time.ParseDuration(undoWindow); err != nil {
		return c, nil, fmt.Errorf("-undo-window %q: want a duration such as 5s", undoWindow)
	}
	if c.AnalyticsRetention, err = retentionDays("-analytics-retention-days", *analyticsDays); err != nil {
		return c, nil, err
	}
	if c.ClientErrorsRetention, err = retentionDays("-client-errors-retention-days", *clientErrorDays); err != nil {
		return c, nil, err
	}
	if c.MenuMemory, err = ParseBytes(*menuMemory); err != nil {
		return c, nil, fmt.Errorf("-menu-memory %q: %w", *menuMemory, err)
	}
	if *clock != "" {
		if shift, derr := time.ParseDuration(*clock); derr == nil {
			c.Clock = time.Now().Add(shift)
		} else if c.Clock, err = time.Parse(time.RFC3339, *clock); err != nil {
			return c, nil, fmt.Errorf("-clock %q: want an RFC 3339 instant such as 2026-11-25T11:00:00-08:00 or a duration from now such as -96h30m", *clock)
		}
	}
	if c.FeatureRollouts, err = parseRollouts(rollouts); err != nil {
		return c, nil, err
	}
	c.PublicURL = strings.TrimRight(c.PublicURL, "/")
	if c.SupportEmail == "" {
		if a, err := mail.ParseAddress(c.MailFrom); err == nil {
			c.SupportEmail = a.Address
		}
	}
	return c, fs.Args(), c.validate()
}

// retentionDays reads a whole number of days, 0 for forever.
func retentionDays(flag, s string) (time.Duration, error) {
	days, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || days < 0 || days > 100_000 {
		return 0, fmt.Errorf("%s %q: want a whole number of days, or 0 to keep forever", flag, s)
	}
	return time.Duration(days) * 24 * time.Hour, nil
}

// byteUnits are the units ParseBytes reads: SI (powers of 1,000) and
// binary (powers of 1,024) multiples of a byte.
var byteUnits = map[string]int64{"": 1, "b": 1, "kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12,
	"kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30, "tib": 1 << 40}

// ParseBytes reads a size such as 512MiB, 2GB, 1.5GiB or 1048576 (bytes),
// units in any case.
func ParseBytes(s string) (int64, error) {
	s = strings.TrimSpace(s)
	i := strings.IndexFunc(s, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if i < 0 {
		i = len(s)
	}
	unit, ok := byteUnits[strings.ToLower(strings.TrimSpace(s[i:]))]
	n, err := strconv.ParseFloat(s[:i], 64)
	if !ok || err != nil || i == 0 || n < 0 || n*float64(unit) >= 1<<62 {
		return 0, errors.New("want a size such as 512MiB, 2GB or 1073741824 (bytes)")
	}
	return int64(n * float64(unit)), nil
}

// MemoryLimit is the Go runtime's soft memory limit for a menu budget:
// half as much again for the rest of the server and the garbage
// collector's room, and 128 MiB more for a small budget's sake.
func MemoryLimit(menuMemory int64) int64 {
	return menuMemory + menuMemory/2 + 128<<20
}

// parseRollouts reads "flag=percent,..." into buckets out of RolloutBuckets;
// a percent has at most four decimals (one bucket).
func parseRollouts(s string) (map[string]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	out := map[string]int{}
	for _, part := range strings.Split(s, ",") {
		name, pct, ok := strings.Cut(strings.TrimSpace(part), "=")
		name, pct = strings.TrimSpace(name), strings.TrimSpace(pct)
		if !ok || name == "" {
			return nil, fmt.Errorf(`-feature-rollouts: %q is not flag=percent`, part)
		}
		if !slices.Contains(Features, name) {
			return nil, fmt.Errorf("-feature-rollouts: %q is not one of %s", name, strings.Join(Features, ", "))
		}
		whole, frac, _ := strings.Cut(pct, ".")
		if len(frac) > 4 {
			return nil, fmt.Errorf("-feature-rollouts: %s=%s has more than four decimals", name, pct)
		}
		buckets, err := strconv.Atoi(whole + (frac + "0000")[:4])
		if err != nil || whole == "" || buckets < 0 || buckets > RolloutBuckets {
			return nil, fmt.Errorf("-feature-rollouts: %s=%s is not a percent from 0 to 100", name, pct)
		}
		out[name] = buckets
	}
	return out, nil
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

// loopback reports whether a listener host is a loopback address:
// localhost or an IP in 127.0.0.0/8 or ::1. An empty host (every interface)
// and other names are not; names are not resolved.
func loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func (c Config) validate() error {
	var errs []error
	if _, _, err := net.SplitHostPort(c.Addr); err != nil {
		errs = append(errs, fmt.Errorf("-addr %q: want host:port or :port", c.Addr))
	}
	if c.AdminAddr != "" {
		if host, _, err := net.SplitHostPort(c.AdminAddr); err != nil {
			errs = append(errs, fmt.Errorf("-admin-addr %q: want host:port such as 127.0.0.1:9090, or empty for off", c.AdminAddr))
		} else if c.AdminAddr == c.Addr {
			errs = append(errs, fmt.Errorf("-admin-addr %q: must differ from -addr", c.AdminAddr))
		} else if !c.AdminPublic && !loopback(host) {
			errs = append(errs, fmt.Errorf("-admin-addr %q: not a loopback address; the admin listener serves pprof and error reports without authentication, so bind it to 127.0.0.1, [::1] or localhost, or also pass -admin-public (PISTIL_ADMIN_PUBLIC=true) to choose a wider one", c.AdminAddr))
		}
	}
	if c.OTLPEndpoint != "" {
		if u, err := url.Parse(c.OTLPEndpoint); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" {
			errs = append(errs, fmt.Errorf("-otlp-endpoint %q: want an http:// or https:// URL such as http://127.0.0.1:4318", c.OTLPEndpoint))
		}
	}
	if c.MapTiles != "" {
		if u, err := url.Parse(c.MapTiles); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
			!strings.Contains(c.MapTiles, "{z}") || !strings.Contains(c.MapTiles, "{x}") || !strings.Contains(c.MapTiles, "{y}") {
			errs = append(errs, fmt.Errorf("-map-tiles %q: want an http:// or https:// URL template with {z}, {x} and {y}, such as https://tiles.example.com/{z}/{x}/{y}.png, or empty for the offline map", c.MapTiles))
		}
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
	for flag, p := range map[string]SSO{"google": c.Google, "apple": c.Apple} {
		if msg := issuerProblem(p.Issuer); msg != "" {
			errs = append(errs, fmt.Errorf("-%s-issuer %q: %s", flag, p.Issuer, msg))
		}
		if strings.TrimSpace(p.ClientID) != p.ClientID {
			errs = append(errs, fmt.Errorf("-%s-client-id %q: has spaces around it", flag, p.ClientID))
		}
	}
	if _, err := notify.ParseMailURL(c.Mail, c.MailFrom); err != nil {
		errs = append(errs, fmt.Errorf("-mail: %w", err))
	}
	if _, err := mail.ParseAddress(c.MailFrom); err != nil {
		errs = append(errs, fmt.Errorf("-mail-from %q: want an address, or Name <address>", c.MailFrom))
	}
	if c.KioskIdle < 5*time.Second || c.KioskIdle > 24*time.Hour {
		errs = append(errs, fmt.Errorf("-kiosk-idle %s: want from 5s to 24h", c.KioskIdle))
	}
	if c.UndoWindow < time.Second || c.UndoWindow > time.Minute {
		errs = append(errs, fmt.Errorf("-undo-window %s: want from 1s to 1m", c.UndoWindow))
	}
	if c.MenuMemory < MinMenuMemory || c.MenuMemory > MaxMenuMemory {
		errs = append(errs, fmt.Errorf("-menu-memory %d bytes: want from 32MiB to 1TiB", c.MenuMemory))
	}
	if c.SMS != "off" && c.SMS != "log" {
		if _, err := notify.ParseSMSURL(c.SMS, c.SMSFrom); err != nil {
			errs = append(errs, fmt.Errorf("-sms: %w", err))
		}
	}
	if a, err := mail.ParseAddress(c.SupportEmail); err != nil || a.Address != c.SupportEmail {
		errs = append(errs, fmt.Errorf("-support-email %q: want an address such as help@shop.example.com", c.SupportEmail))
	}
	if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		errs = append(errs, fmt.Errorf("-public-url %q: want an http:// or https:// URL such as https://shop.example.com", c.PublicURL))
	}
	return errors.Join(errs...)
}

// issuerProblem says what is wrong with an issuer URL, or "": it must be
// https, or http on a loopback host (a local issuer in tests).
func issuerProblem(issuer string) string {
	u, err := url.Parse(issuer)
	if err != nil || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return "want an https URL such as " + DefaultGoogleIssuer
	}
	host := u.Hostname()
	loopback := host == "localhost" || net.ParseIP(host) != nil && net.ParseIP(host).IsLoopback()
	if u.Scheme != "https" && !(u.Scheme == "http" && loopback) {
		return "want https (http only for localhost)"
	}
	return ""
}

// Logger returns the structured logger the configuration asks for, writing to w.
func (c Config) Logger(w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: c.LogLevel}
	if c.LogFormat == "text" {
		return slog.New(slog.NewTextHandler(w, opts))
	}
	return slog.New(slog.NewJSONHandler(w, opts))
}
