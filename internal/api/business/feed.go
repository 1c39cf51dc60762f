package business

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/inventory"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/webhook"
)

// A store's pull connector, kept and run by serve (issue 22): the console
// and an integration set it, see how its last run went, and run it now.

// MsgFeedPrivate refuses a feed on a private address in production.
const MsgFeedPrivate = "The URL names a private, loopback or link-local address, which this server does not read feeds from. A server on the shop's own network may allow them with -webhooks-private."

// feedOf is a kept connector as the API answers it.
func feedOf(f storage.FeedConnector) (*FeedInfo, error) {
	m, err := inventory.ParseMapping([]byte(f.Mapping))
	if err != nil {
		return nil, err
	}
	out := &FeedInfo{FeedSettings: FeedSettings{URL: f.URL, Mapping: m, EveryMinutes: int(f.Every / time.Minute), Enabled: f.Enabled},
		LastRunAt: f.LastRunAt, LastOK: f.LastOK, LastMessage: f.LastMessage, LastRows: f.LastRows, LastChanged: f.LastChanged,
		LastHidden: f.LastHidden, LastShortfalls: f.LastShortfalls, UpdatedAt: f.UpdatedAt.UTC()}
	if f.Enabled {
		next := f.NextRunAt.UTC()
		out.NextRunAt = &next
	}
	return out, nil
}

// answerFeed writes a store's connector, or null for none.
func answerFeed(w http.ResponseWriter, status int, f storage.FeedConnector, found bool) error {
	out := FeedAnswer{}
	if found {
		info, err := feedOf(f)
		if err != nil {
			return err
		}
		out.Feed = info
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, status, out)
	return nil
}

// storeFeed answers the store's pull connector: GET /stores/{storeId}/feed.
func (s *Server) storeFeed(w http.ResponseWriter, r *http.Request) error {
	f, err := s.DB.Feed(r.Context(), callerOf(r).store)
	if problem.KindOf(err) == problem.NotFound {
		return answerFeed(w, http.StatusOK, f, false)
	} else if err != nil {
		return err
	}
	return answerFeed(w, http.StatusOK, f, true)
}

// setStoreFeed sets the store's pull connector, checked (the URL as a
// webhook's, the mapping as pistil sync reads it, 1 to 1440 minutes); an
// enabled one is read at once: PUT /stores/{storeId}/feed.
func (s *Server) setStoreFeed(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[FeedSettings](r)
	if err != nil {
		return err
	}
	var v problem.Validations
	if _, err := webhook.CheckURL(req.URL, s.WebhooksPrivate); err != nil {
		msg := webhook.MsgURL
		if e := (*problem.Error)(nil); errors.As(err, &e) && e.Message == webhook.MsgURLPrivate {
			msg = MsgFeedPrivate
		}
		v.Add("url", msg)
	}
	mapping, _ := json.Marshal(req.Mapping)
	if _, err := inventory.ParseMapping(mapping); err != nil {
		v.Add("mapping", err.Error())
	}
	if req.EveryMinutes < 1 || req.EveryMinutes > 1440 {
		v.Add("every_minutes", "must be from 1 to 1440 (a day)")
	}
	if err := v.Err("This feed cannot be kept as it is: see the fields."); err != nil {
		return err
	}
	c := callerOf(r)
	f, err := s.DB.SetFeed(r.Context(), storage.FeedSettings{StoreID: c.store, URL: req.URL, Mapping: string(mapping),
		Every: time.Duration(req.EveryMinutes) * time.Minute, Enabled: req.Enabled, Audit: *audited(r, "feed.update")})
	if err != nil {
		return err
	}
	if f.Enabled && s.FeedWake != nil {
		s.FeedWake()
	}
	return answerFeed(w, http.StatusOK, f, true)
}

// removeStoreFeed removes the store's pull connector: DELETE
// /stores/{storeId}/feed.
func (s *Server) removeStoreFeed(w http.ResponseWriter, r *http.Request) error {
	if err := s.DB.RemoveFeed(r.Context(), callerOf(r).store, *audited(r, "feed.remove")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// runStoreFeed makes the store's enabled connector due now and wakes this
// instance's runner, which reads it at once: POST
// /stores/{storeId}/feed/run (202).
func (s *Server) runStoreFeed(w http.ResponseWriter, r *http.Request) error {
	store := callerOf(r).store
	if err := s.DB.RunFeedSoon(r.Context(), store); err != nil {
		return err
	}
	if s.FeedWake != nil {
		s.FeedWake()
	}
	f, err := s.DB.Feed(r.Context(), store)
	if err != nil {
		return err
	}
	return answerFeed(w, http.StatusAccepted, f, true)
}
