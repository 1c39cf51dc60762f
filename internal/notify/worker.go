package notify

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/pistil/pistil/internal/phone"
)

// Outbox is the worker's view of the stored messages (storage.DB).
type Outbox interface {
	// ClaimMessages takes up to n messages due at now that are neither sent
	// nor given up, counts the attempt and hides them from other claims
	// until now+lease, so that two instances never send one message at once.
	ClaimMessages(ctx context.Context, n int, lease time.Duration) ([]Delivery, error)
	// MessageSent records a delivery.
	MessageSent(ctx context.Context, id int64) error
	// MessageFailed records a failed try: retried at retryAt, or given up
	// when retryAt is nil.
	MessageFailed(ctx context.Context, id int64, reason string, retryAt *time.Time) error
	// OptedOut reports whether the phone number (E.164) texted STOP and
	// has not texted START since.
	OptedOut(ctx context.Context, phone string) (bool, error)
}

// ErrOptedOut is the error of a text message to a number that texted STOP.
var ErrOptedOut = errors.New("the recipient texted STOP: no text messages until they text START")

// Worker delivers the outbox's messages in the background.
type Worker struct {
	Outbox Outbox
	// Email sends e-mail; SMS sends text messages.
	Email, SMS Sender
	Log        *slog.Logger
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// Every is how often the outbox is looked at when idle; 2 s when zero.
	Every time.Duration
}

// Batch, send timeout and lease of one claim: a claimed message that is
// neither sent nor failed within the lease (the instance died) is claimed
// again. The lease outlasts a whole batch sent one by one, each taking its
// full timeout, so a slow mail server never lets another instance claim a
// message still being sent.
const (
	batch       = 10
	sendTimeout = time.Minute
	lease       = batch*sendTimeout + 5*time.Minute
)

// Run delivers messages until ctx ends.
func (w *Worker) Run(ctx context.Context) {
	every := w.Every
	if every == 0 {
		every = 2 * time.Second
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		n, err := w.DeliverDue(ctx)
		if err != nil && ctx.Err() == nil {
			w.Log.Error("outbox", "err", err)
		}
		if n == batch {
			continue // more may be waiting
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// DeliverDue claims the messages due now and tries each once, answering
// how many it claimed.
func (w *Worker) DeliverDue(ctx context.Context) (int, error) {
	ds, err := w.Outbox.ClaimMessages(ctx, batch, lease)
	if err != nil {
		return 0, err
	}
	var errs []error
	for _, d := range ds {
		errs = append(errs, w.deliver(ctx, d))
	}
	return len(ds), errors.Join(errs...)
}

func (w *Worker) deliver(ctx context.Context, d Delivery) error {
	sender := w.Email
	if d.Channel == SMS {
		sender = w.SMS
	}
	err := w.optedOut(ctx, d)
	if err == nil && sender == nil {
		err = ErrNoSender
	} else if err == nil {
		sendCtx, cancel := context.WithTimeout(ctx, sendTimeout)
		m := d.Message
		m.OutboxID = d.ID
		err = sender.Send(sendCtx, m)
		cancel()
	}
	if err == nil {
		return w.Outbox.MessageSent(context.WithoutCancel(ctx), d.ID)
	}
	var retryAt *time.Time
	if d.Attempts < MaxAttempts && !IsPermanent(err) {
		now := time.Now
		if w.Now != nil {
			now = w.Now
		}
		at := now().Add(Backoff(d.Attempts))
		retryAt = &at
		w.Log.Warn("message not sent; will retry", "id", d.ID, "channel", string(d.Channel), "attempt", d.Attempts, "retry_at", at, "err", err)
	} else {
		w.Log.Error("message not sent; giving up", "id", d.ID, "channel", string(d.Channel), "attempts", d.Attempts, "err", err)
	}
	return w.Outbox.MessageFailed(context.WithoutCancel(ctx), d.ID, err.Error(), retryAt)
}

// optedOut refuses, for good, a text message to a number that texted STOP
// (or one no gateway takes); it is checked at each try, so a STOP stops
// what is already queued too.
func (w *Worker) optedOut(ctx context.Context, d Delivery) error {
	if d.Channel != SMS {
		return nil
	}
	to, err := phone.E164(d.To)
	if err != nil {
		return Permanent(err)
	}
	out, err := w.Outbox.OptedOut(ctx, to)
	if err != nil {
		return err
	}
	if out {
		return Permanent(ErrOptedOut)
	}
	return nil
}
