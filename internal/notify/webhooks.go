package notify

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/webhook"
)

// WebhookDelivery is a webhook taken from the outbox to be sent.
type WebhookDelivery struct {
	ID, SubscriptionID int64
	URL                string
	// Secret signs the body (webhook.Sign).
	Secret string
	Event  string
	Body   []byte
	// Attempts counts the tries so far, this one included.
	Attempts  int
	CreatedAt time.Time
}

// WebhookResult is how one try of a delivery went.
type WebhookResult struct {
	// ID is the delivery's.
	ID int64
	// Status is the HTTP status answered, 0 for none.
	Status int
	// Err says what went wrong, "" when delivered.
	Err string
	// RetryAt is when to try again; nil when delivered or given up.
	RetryAt *time.Time
}

// WebhookOutbox is the webhook worker's view of the stored deliveries
// (storage.DB.WebhookOutbox).
type WebhookOutbox interface {
	// ClaimWebhooks takes up to n deliveries due at now, counting the try
	// and hiding them from other claims until now+lease. Of a
	// reservation's deliveries to a subscription it takes only the
	// earliest not yet done, so they arrive in order.
	ClaimWebhooks(ctx context.Context, n int, lease time.Duration) ([]WebhookDelivery, error)
	// WebhooksTried records tries, in one transaction: each delivered
	// (Err ""), to retry, or given up.
	WebhooksTried(ctx context.Context, rs []WebhookResult) error
}

// WebhookWorker sends the outbox's webhooks in the background: signed,
// at least once, retried with backoff for a day (webhook.NextAttempt).
type WebhookWorker struct {
	Outbox WebhookOutbox
	// Client sends; WebhookClient(false) when nil.
	Client *http.Client
	Log    *slog.Logger
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// Every is how often the outbox is looked at when idle; 1 s when zero.
	Every time.Duration
	// Parallel is how many deliveries are sent at once; 8 when zero.
	Parallel int
}

// The webhook worker's claim, send timeout and lease: the lease outlasts
// a batch sent Parallel at a time, each taking its whole timeout.
const (
	webhookBatch   = 64
	webhookTimeout = 10 * time.Second
	webhookLease   = 5 * time.Minute
	// webhookUserAgent names the sender to the receiver.
	webhookUserAgent = "Pistil-Webhooks/1"
)

// Run delivers webhooks until ctx ends.
func (w *WebhookWorker) Run(ctx context.Context) {
	every := w.Every
	if every == 0 {
		every = time.Second
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		n, err := w.DeliverDue(ctx)
		if err != nil && ctx.Err() == nil {
			w.Log.Error("webhook outbox", "err", err)
		}
		if n == webhookBatch {
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// DeliverDue claims the deliveries due now and tries each once, answering
// how many it claimed.
func (w *WebhookWorker) DeliverDue(ctx context.Context) (int, error) {
	ds, err := w.Outbox.ClaimWebhooks(ctx, webhookBatch, webhookLease)
	if err != nil || len(ds) == 0 {
		return 0, err
	}
	parallel := w.Parallel
	if parallel <= 0 {
		parallel = 8
	}
	var wg sync.WaitGroup
	results := make([]WebhookResult, len(ds))
	sem := make(chan struct{}, parallel)
	for i, d := range ds {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			results[i] = w.deliver(ctx, d)
		})
	}
	wg.Wait()
	// The tries are recorded together: a crash before this line sends the
	// batch again once its lease is over (at least once).
	return len(ds), w.Outbox.WebhooksTried(context.WithoutCancel(ctx), results)
}

func (w *WebhookWorker) now() time.Time {
	if w.Now != nil {
		return w.Now()
	}
	return time.Now()
}

// deliver tries d once and says how it went.
func (w *WebhookWorker) deliver(ctx context.Context, d WebhookDelivery) WebhookResult {
	client := w.Client
	if client == nil {
		client = WebhookClient(false)
	}
	status, err := w.send(ctx, client, d)
	res := WebhookResult{ID: d.ID, Status: status}
	if err != nil {
		res.Err = err.Error()
		if at, ok := webhook.NextAttempt(d.CreatedAt, w.now(), d.Attempts); ok {
			res.RetryAt = &at
			w.Log.Warn("webhook not delivered; will retry", "delivery_id", d.ID, "subscription_id", d.SubscriptionID,
				"event", d.Event, "attempt", d.Attempts, "status", status, "retry_at", at, "err", err)
		} else {
			w.Log.Error("webhook not delivered; giving up", "delivery_id", d.ID, "subscription_id", d.SubscriptionID,
				"event", d.Event, "attempts", d.Attempts, "status", status, "err", err)
		}
	}
	return res
}

// send posts d's body, signed at now, and answers the status; an error
// for no answer or one other than 2xx.
func (w *WebhookWorker) send(ctx context.Context, client *http.Client, d WebhookDelivery) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, webhookTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.URL, bytes.NewReader(d.Body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", webhookUserAgent)
	req.Header.Set(webhook.EventHeader, d.Event)
	req.Header.Set(webhook.DeliveryHeader, strconv.FormatInt(d.ID, 10))
	req.Header.Set(webhook.SignatureHeader, webhook.Sign(d.Secret, w.now(), d.Body))
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	// A little of the answer, for the delivery log; the rest is drained so
	// that the connection is kept.
	head, _ := io.ReadAll(io.LimitReader(resp.Body, 200))
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		text := string(bytes.TrimSpace(head))
		if !utf8.ValidString(text) {
			text = ""
		}
		if text != "" {
			return resp.StatusCode, fmt.Errorf("answered %s: %s", resp.Status, text)
		}
		return resp.StatusCode, fmt.Errorf("answered %s", resp.Status)
	}
	return resp.StatusCode, nil
}

// ErrPrivateAddress is the error of a delivery whose host resolved to an
// address webhook.Private refuses.
var ErrPrivateAddress = errors.New("the host resolves to a private, loopback or link-local address, which this server does not send webhooks to")

// WebhookClient is the HTTP client deliveries are sent with: no proxy
// from the environment, no redirects followed (a 3xx is a failure, so a
// receiver cannot send the signed body elsewhere), and, unless
// allowPrivate, no connection to an address webhook.Private refuses,
// checked on the address dialled, whatever name led there.
func WebhookClient(allowPrivate bool) *http.Client {
	return GuardedClient(allowPrivate, webhookTimeout)
}

// GuardedClient is an HTTP client for the addresses a store's staff
// give the server (webhooks, a point of sale's feed): unless
// allowPrivate, its dialer refuses every connection to an address
// webhook.Private calls private (ErrPrivateAddress), whatever name led
// there; dialling, TLS and the answer's headers each get timeout. It
// follows no redirect: a caller that wants them sets CheckRedirect (every
// hop is dialled by the same dialer).
func GuardedClient(allowPrivate bool, timeout time.Duration) *http.Client {
	dialer := &net.Dialer{Timeout: timeout, KeepAlive: 30 * time.Second}
	if !allowPrivate {
		dialer.Control = func(_, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil || webhook.Private(ap.Addr()) {
				return ErrPrivateAddress
			}
			return nil
		}
	}
	return &http.Client{
		Transport: &http.Transport{
			DialContext:           dialer.DialContext,
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          100,
			MaxIdleConnsPerHost:   8,
			IdleConnTimeout:       90 * time.Second,
			TLSHandshakeTimeout:   timeout,
			ResponseHeaderTimeout: timeout,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}
