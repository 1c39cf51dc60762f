// Command pistil is the Pistil storefront: the HTTP server, its database
// migrations and the catalogue tools.
//
//	pistil serve      serve the storefront, API and app
//	pistil migrate    apply database migrations and exit
//	pistil import F   load a catalogue document (docs/catalogue-format.md)
//	pistil seed demo  load the demo catalogue (-out F writes it instead)
//	pistil seed bench -stores N -products M   a large catalogue for load tests
//	pistil staff add|list|remove|reset-second-factor   the store console's people
//	pistil staff-token -store N -name NAME    a token for the staff API (printed once)
//	pistil kiosk-pin -store N [-pin DIGITS]   a store's kiosk setup PIN (printed once)
//	pistil client-errors [-limit N] [-since T] the error reports shoppers' browsers sent
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"slices"
	"syscall"
	"time"

	"github.com/pistil/pistil/internal/api/business"
	"github.com/pistil/pistil/internal/sealed"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	_ "time/tzdata"

	"github.com/pistil/pistil/internal/api"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/demo"
	"github.com/pistil/pistil/internal/feeds"
	"github.com/pistil/pistil/internal/illustration"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/sso"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/telemetry"
	"github.com/pistil/pistil/web"
	"go.opentelemetry.io/otel/trace"
)

// store time zones work on machines without a zoneinfo database

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "pistil:", err)
		}
		os.Exit(1)
	}
}

const usage = `Pistil, an online storefront for cannabis dispensaries.

Usage:
  pistil serve [-addr :8080] [-db data/pistil.db] [-seed demo|none] [-files data/files]
  pistil migrate [-db ...]
  pistil import [-db ...] FILE
  pistil seed demo [-db ...] [-out FILE]
  pistil seed bench [-db ...] [-stores 200] [-products 2000] [-out FILE]
  pistil staff add [-db ...] -email E -role owner|manager|budtender -store N   (or -role operator -partner P)
  pistil staff list [-db ...] [-store N]
  pistil staff remove [-db ...] -email E -store N
  pistil staff reset-second-factor [-db ...] -email E
  pistil staff-token [-db ...] -store N -name "front desk" [-role integration] [-list] [-revoke]
  pistil sync [-db ...] -store N -feed URL -mapping FILE [-every 5m]
  pistil kiosk-pin [-db ...] -store N [-pin DIGITS] [-list] [-unbind]
  pistil client-errors [-db ...] [-limit 20] [-since 2026-11-24T10:00:00Z] [-json]

-db takes a SQLite file path or a postgres:// URL. Every flag also reads
an environment variable named PISTIL_ and the flag in capitals, with - as
_ (PISTIL_ADDR, PISTIL_DB, PISTIL_FEATURE_ROLLOUTS, PISTIL_MAIL_FROM, ...);
the README lists them all. Run "pistil COMMAND -h" for a command's flags.
`

// run is the whole program: main only wires it to the process.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errors.New("no command given")
	}
	command, rest := args[0], args[1:]
	switch command {
	case "serve":
		return serve(ctx, rest, getenv, stdout, stderr)
	case "migrate":
		return migrate(ctx, rest, getenv, stdout, stderr)
	case "import":
		return importFile(ctx, rest, getenv, stdout, stderr)
	case "seed":
		return seed(ctx, rest, getenv, stdout, stderr)
	case "staff":
		return staffCommand(ctx, rest, getenv, stdout, stderr)
	case "staff-token":
		return staffToken(ctx, rest, getenv, stdout, stderr)
	case "sync":
		return syncCommand(ctx, rest, getenv, stdout, stderr)
	case "kiosk-pin":
		return kioskPIN(ctx, rest, getenv, stdout, stderr)
	case "client-errors":
		return clientErrors(ctx, rest, getenv, stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprint(stderr, usage)
	return fmt.Errorf("unknown command %q", command)
}

// open parses a command's flags and opens its migrated database.
func open(ctx context.Context, command string, args []string, getenv func(string) string, stderr io.Writer, flags func(*flag.FlagSet)) (config.Config, []string, *storage.DB, *slog.Logger, error) {
	cfg, rest, err := config.Parse(command, args, getenv, stderr, flags)
	if err != nil {
		return cfg, nil, nil, nil, err
	}
	log := cfg.Logger(stderr)
	db, err := storage.Open(ctx, cfg.DB)
	if err != nil {
		return cfg, nil, nil, nil, err
	}
	if !cfg.Clock.IsZero() {
		db.Now = storage.ClockFrom(cfg.Clock)
		log.Warn("the clock is set, not the system's", "now", cfg.Clock.Format(time.RFC3339))
	}
	if err := db.Migrate(ctx, log); err != nil {
		db.Close()
		return cfg, nil, nil, nil, err
	}
	return cfg, rest, db, log, nil
}

func migrate(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	_, _, db, _, err := open(ctx, "migrate", args, getenv, stderr, nil)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Fprintln(stdout, "The database is up to date.")
	return nil
}

func importFile(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	_, rest, db, _, err := open(ctx, "import", args, getenv, stderr, nil)
	if err != nil {
		return err
	}
	defer db.Close()
	if len(rest) != 1 {
		return errors.New("import takes one catalogue file: pistil import FILE")
	}
	data, err := os.ReadFile(rest[0])
	if err != nil {
		return err
	}
	doc, err := catalog.Decode(data)
	if err != nil {
		return explain(rest[0], err)
	}
	sum, err := catalogstore.New(db).Import(ctx, doc)
	if err != nil {
		return explain(rest[0], err)
	}
	printSummary(stdout, "Imported "+rest[0], sum)
	return nil
}

// explain lists a catalogue's problems, one JSON path a line.
func explain(file string, err error) error {
	var p *problem.Error
	if !errors.As(err, &p) || len(p.Fields) == 0 {
		return err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s is not a valid catalogue; nothing was imported:", file)
	for _, path := range slices.Sorted(maps.Keys(p.Fields)) {
		for _, msg := range p.Fields[path] {
			fmt.Fprintf(&b, "\n  %s: %s", path, msg)
		}
	}
	return errors.New(b.String())
}

func printSummary(w io.Writer, what string, s catalogstore.ImportSummary) {
	fmt.Fprintf(w, "%s: %d stores, %d brands, %d products, %d menu products, %d specials, %d reviews, %d partners, %d user segments.\n",
		what, s.Stores, s.Brands, s.Products, s.MenuProducts, s.Specials, s.Reviews, s.Partners, s.UserSegments)
}

func seed(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 || (args[0] != "demo" && args[0] != "bench") {
		return errors.New("seed takes a catalogue name: pistil seed demo, or pistil seed bench -stores N -products M")
	}
	name := args[0]
	var (
		out              string
		stores, products int
	)
	cfg, _, err := config.Parse("seed "+name, args[1:], getenv, stderr, func(fs *flag.FlagSet) {
		fs.StringVar(&out, "out", "", "write the catalogue to this file instead of loading it")
		if name == "bench" {
			fs.IntVar(&stores, "stores", 200, "stores in the bench catalogue")
			fs.IntVar(&products, "products", 2000, "products on each bench store's menu")
		}
	})
	if err != nil {
		return err
	}
	var doc *catalog.Document
	if name == "bench" {
		doc, err = demo.Bench(stores, products)
	} else {
		doc, err = demo.Catalogue()
	}
	if err != nil {
		return err
	}
	if out != "" {
		data, err := json.MarshalIndent(doc, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(out, append(data, '\n'), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Wrote the %s catalogue to %s.\n", name, out)
		return nil
	}
	_, _, db, _, err := open(ctx, "seed "+name, []string{"-db", cfg.DB}, getenv, stderr, nil)
	if err != nil {
		return err
	}
	defer db.Close()
	sum, err := catalogstore.New(db).Import(ctx, doc)
	if err != nil {
		return err
	}
	printSummary(stdout, "Loaded the "+name+" catalogue", sum)
	return nil
}

// documentKey is the key that seals identification photos and staff
// TOTP secrets: the configured one, or else the one kept in the database.
func documentKey(ctx context.Context, cfg config.Config, db *storage.DB) ([]byte, error) {
	if cfg.DocumentKey != nil {
		return cfg.DocumentKey, nil
	}
	return accountstore.New(db).DocumentKey(ctx)
}

// openFiles opens the blob storage of identification photos, sealed with
// key.
func openFiles(ctx context.Context, cfg config.Config, key []byte, log *slog.Logger) (*storage.Files, error) {
	url, err := cfg.FilesURL()
	if err != nil {
		return nil, err
	}
	files, err := storage.OpenFiles(ctx, url, key)
	if err != nil {
		return nil, err
	}
	files.Log = log
	return files, nil
}

func serve(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, _, db, log, err := open(ctx, "serve", args, getenv, stderr, nil)
	if err != nil {
		return err
	}
	defer db.Close()
	// The menus' budget sets the runtime's soft memory limit, unless the
	// operator set it with GOMEMLIMIT (which the runtime has read).
	if v, ok := os.LookupEnv("GOMEMLIMIT"); ok && v != "" {
		log.Info("memory", "menu_memory", cfg.MenuMemory, "gomemlimit", v)
	} else {
		limit := config.MemoryLimit(cfg.MenuMemory)
		debug.SetMemoryLimit(limit)
		log.Info("memory", "menu_memory", cfg.MenuMemory, "memory_limit", limit)
	}
	welcome := ""
	if cfg.Seed == "demo" {
		loaded, err := seedIfEmpty(ctx, db, log)
		if err != nil {
			return err
		}
		if loaded {
			if welcome, err = inviteDemoOwners(ctx, db, cfg.PublicURL, log); err != nil {
				return err
			}
		}
	}
	key, err := documentKey(ctx, cfg, db)
	if err != nil {
		return err
	}
	files, err := openFiles(ctx, cfg, key, log)
	if err != nil {
		return err
	}
	defer files.Close()
	sealer, err := sealed.New(key)
	if err != nil {
		return err
	}
	// The feed runner reads the stores' kept point of sale feeds when due;
	// the API wakes it when a store asks for a read now. It starts with the
	// other workers, below.
	pulls := &feeds.Runner{Feeds: db, Menus: catalogstore.New(db), Client: feeds.Client(cfg.WebhooksPrivate), Log: log,
		Now: func() time.Time { return db.Now() }}
	gateway, err := textGateway(cfg)
	if err != nil {
		return err
	}
	app, built := web.Dist()
	if !built {
		log.Warn("the React app was not built into this binary; serving a placeholder page (run make run)")
		app = nil
	}
	metrics := api.NewMetrics(db)
	var tracer trace.TracerProvider
	if cfg.OTLPEndpoint != "" {
		tp, err := telemetry.NewTracerProvider(ctx, cfg.OTLPEndpoint, version())
		if err != nil {
			return fmt.Errorf("-otlp-endpoint: %w", err)
		}
		defer func() {
			shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer cancel()
			if err := tp.Shutdown(shutdownCtx); err != nil {
				log.Warn("tracing shutdown", "err", err)
			}
		}()
		tracer = tp
		log.Info("tracing", "endpoint", telemetry.TracesURL(cfg.OTLPEndpoint))
	}
	if cfg.Maintenance {
		log.Warn("in maintenance: every API call answers 420 until serve runs without -maintenance (PISTIL_MAINTENANCE)")
	}
	// Streams end at once on shutdown (srv.Shutdown waits for open
	// connections), and their browsers reconnect to another instance.
	hub := business.NewHub()
	srv := &http.Server{
		Handler: api.NewServer(api.Deps{
			Live:    hub,
			Metrics: metrics, Tracer: tracer,
			DB: db, Log: log, App: app, Placeholder: web.Placeholder(), Illustration: illustration.SVG,
			Features: cfg.Features, FeatureRollouts: cfg.FeatureRollouts, Files: files, Sealer: sealer, PublicURL: cfg.PublicURL, SupportEmail: cfg.SupportEmail, MapTiles: cfg.MapTiles, MapAttribution: cfg.MapAttribution, SMS: cfg.SMS != "off", TextGateway: gateway, FeedWake: pulls.Wake, WebhooksPrivate: cfg.WebhooksPrivate, RetailTimeout: cfg.KioskIdle, UndoableWindow: cfg.UndoWindow, Maintenance: cfg.Maintenance, MenuMemory: cfg.MenuMemory,
			SignOn: sso.New(map[string]sso.Provider{
				sso.Google: {ClientID: cfg.Google.ClientID, Issuer: cfg.Google.Issuer},
				sso.Apple:  {ClientID: cfg.Apple.ClientID, Issuer: cfg.Apple.Issuer},
			}, nil, func() time.Time { return db.Now() }),
		}),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	srv.RegisterOnShutdown(hub.Close)
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	var (
		admin   *http.Server
		adminLn net.Listener
	)
	// The admin listener (off unless -admin-addr): metrics, pprof, client
	// error reports, on an address of the operator's choosing.
	if cfg.AdminAddr != "" {
		aln, err := net.Listen("tcp", cfg.AdminAddr)
		if err != nil {
			ln.Close()
			return fmt.Errorf("-admin-addr: %w", err)
		}
		admin = &http.Server{
			Handler:           api.NewAdmin(api.AdminDeps{DB: db, Log: log, Metrics: metrics}),
			ReadHeaderTimeout: 10 * time.Second,
			ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		}
		fmt.Fprintf(stdout, "The admin listener (metrics, pprof) is on %s\n", displayURL(aln.Addr()))
		log.Info("admin listener", "addr", aln.Addr().String())
		adminLn = aln
	}
	// The outbox worker delivers e-mail and text messages until shutdown.
	worker, err := newWorker(cfg, db, gateway, log)
	if err != nil {
		return err
	}
	workerCtx, stopWorker := context.WithCancel(context.WithoutCancel(ctx))
	workerDone := make(chan struct{})
	go func() {
		defer close(workerDone)
		worker.Run(workerCtx)
	}()
	defer func() {
		stopWorker()
		<-workerDone
	}()
	// The webhook worker sends the stores' webhooks until shutdown.
	hooks := &notify.WebhookWorker{Outbox: db.WebhookOutbox(sealer), Client: notify.WebhookClient(cfg.WebhooksPrivate), Log: log,
		Now: func() time.Time { return db.Now() }}
	hooksDone := make(chan struct{})
	go func() {
		defer close(hooksDone)
		hooks.Run(workerCtx)
	}()
	defer func() {
		stopWorker()
		<-hooksDone
	}()
	// The feed runner reads the stores' kept point of sale feeds when due.
	pullsDone := make(chan struct{})
	go func() {
		defer close(pullsDone)
		pulls.Run(workerCtx)
	}()
	defer func() {
		stopWorker()
		<-pullsDone
	}()
	// The store console's live queue: the database's feed of reservation
	// events, fanned out to the streams open here, until shutdown.
	feedCtx, stopFeed := context.WithCancel(context.WithoutCancel(ctx))
	feedDone := make(chan struct{})
	go func() {
		defer close(feedDone)
		if err := db.Listen(feedCtx, business.Deliver(feedCtx, db, hub)); err != nil {
			log.Error("the console's live feed stopped", "err", err)
		}
	}()
	defer func() {
		stopFeed()
		<-feedDone
	}()
	// Collected data past its retention is deleted hourly until shutdown.
	pruneCtx, stopPrune := context.WithCancel(context.WithoutCancel(ctx))
	pruneDone := make(chan struct{})
	go func() {
		defer close(pruneDone)
		runPrune(pruneCtx, db, retention(cfg), pruneEvery, log)
	}()
	defer func() {
		stopPrune()
		<-pruneDone
	}()
	fmt.Fprintf(stdout, "Pistil is serving on %s\n", displayURL(ln.Addr()))
	if welcome != "" {
		fmt.Fprintf(stdout, "Open the store console as the demo owner of store 1: %s\n", welcome)
	}
	log.Info("serving", "addr", ln.Addr().String())

	errc := make(chan error, 2)
	go func() { errc <- srv.Serve(ln) }()
	if admin != nil {
		go func() { errc <- admin.Serve(adminLn) }()
	}

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// Finish the requests under way; refuse new ones.
	log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if admin != nil {
		_ = admin.Shutdown(shutdownCtx)
	}
	log.Info("stopped")
	return nil
}

// newWorker is the outbox worker the configuration asks for: e-mail to the
// log or through SMTP, text messages to the log or through gateway (nil
// for the log).
func newWorker(cfg config.Config, db *storage.DB, gateway *notify.GatewaySender, log *slog.Logger) (*notify.Worker, error) {
	logSender := notify.LogSender{Log: log}
	email, err := notify.ParseMailURL(cfg.Mail, cfg.MailFrom)
	if err != nil {
		return nil, err
	}
	if email == nil {
		email = logSender
	}
	var sms notify.Sender = logSender
	if gateway != nil {
		sms = gateway
	}
	return &notify.Worker{Outbox: db, Email: email, SMS: sms, Log: log, Now: func() time.Time { return db.Now() }}, nil
}

// textGateway is the text message gateway -sms names, reporting each
// message's status to this server's /api/v1/sms/status; nil for off and log.
func textGateway(cfg config.Config) (*notify.GatewaySender, error) {
	if cfg.SMS == "off" || cfg.SMS == "log" {
		return nil, nil
	}
	g, err := notify.ParseSMSURL(cfg.SMS, cfg.SMSFrom)
	if err != nil {
		return nil, err
	}
	g.StatusCallback = cfg.PublicURL + "/api/v1/sms/status"
	return g, nil
}

// displayURL is the URL to open for a listen address: localhost for an
// unspecified host.
func displayURL(addr net.Addr) string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || tcp.IP.IsUnspecified() {
		if ok {
			return fmt.Sprintf("http://localhost:%d", tcp.Port)
		}
		return "http://" + addr.String()
	}
	return "http://" + tcp.String()
}

// seedIfEmpty loads the demo catalogue into a database with no stores.
func seedIfEmpty(ctx context.Context, db *storage.DB, log *slog.Logger) (loaded bool, err error) {
	stores, err := db.Stores(ctx, storage.StoreFilter{})
	if err != nil {
		return false, err
	}
	if len(stores) > 0 {
		return false, nil
	}
	doc, err := demo.Catalogue()
	if err != nil {
		return false, fmt.Errorf("build demo catalogue: %w", err)
	}
	start := time.Now()
	sum, err := catalogstore.New(db).Import(ctx, doc)
	if err != nil {
		return false, fmt.Errorf("load demo catalogue: %w", err)
	}
	log.Info("demo catalogue loaded", "stores", sum.Stores, "products", sum.Products,
		"menu_products", sum.MenuProducts, "duration", time.Since(start))
	return true, nil
}
