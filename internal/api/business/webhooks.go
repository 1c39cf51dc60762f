package business

import (
	"net/http"
	"strconv"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/webhook"
)

// The store's webhook subscriptions (issue 22, docs/integrations.md,
// "Webhooks"): made, changed and removed by its owner, an operator or its
// integration, with each subscription's delivery log and "send again".

// deliveriesPageSize is how many deliveries a page of the log holds.
const deliveriesPageSize = 50

// listWebhooks answers the store's subscriptions: GET /stores/{storeId}/webhooks.
func (s *Server) listWebhooks(w http.ResponseWriter, r *http.Request) error {
	subs, err := s.DB.Webhooks(r.Context(), callerOf(r).store)
	if err != nil {
		return err
	}
	out := WebhookList{Webhooks: make([]Webhook, len(subs)), Events: webhook.Events}
	for i, sub := range subs {
		out.Webhooks[i] = webhookOf(sub)
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// makeWebhook subscribes a URL to events with a new secret, answered this
// once: POST /stores/{storeId}/webhooks.
func (s *Server) makeWebhook(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[WebhookRequest](r)
	if err != nil {
		return err
	}
	box, err := s.box(r.Context())
	if err != nil {
		return err
	}
	active := req.Active == nil || *req.Active
	sub, secret, err := s.DB.CreateWebhook(r.Context(), box, callerOf(r).store, storage.WebhookFields{URL: req.URL, Description: req.Description,
		Events: req.Events, LowStock: req.LowStock, Active: active}, s.WebhooksPrivate, *audited(r, "webhook.create"))
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusCreated, WebhookAnswer{Webhook: webhookOf(sub), Secret: secret})
	return nil
}

// getWebhook answers one subscription: GET /stores/{storeId}/webhooks/{webhookId}.
func (s *Server) getWebhook(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "webhookId")
	if err != nil {
		return err
	}
	sub, err := s.DB.Webhook(r.Context(), callerOf(r).store, id)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, WebhookAnswer{Webhook: webhookOf(sub)})
	return nil
}

// changeWebhook writes a subscription over what it was, and replaces its
// secret when asked: PUT /stores/{storeId}/webhooks/{webhookId}.
func (s *Server) changeWebhook(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "webhookId")
	if err != nil {
		return err
	}
	req, err := core.Decode[WebhookChange](r)
	if err != nil {
		return err
	}
	box, err := s.box(r.Context())
	if err != nil {
		return err
	}
	sub, secret, err := s.DB.UpdateWebhook(r.Context(), box, callerOf(r).store, id, storage.WebhookFields{URL: req.URL,
		Description: req.Description, Events: req.Events, LowStock: req.LowStock, Active: req.Active}, req.RotateSecret,
		s.WebhooksPrivate, *audited(r, "webhook.update"))
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, WebhookAnswer{Webhook: webhookOf(sub), Secret: secret})
	return nil
}

// removeWebhook removes a subscription and its log: DELETE
// /stores/{storeId}/webhooks/{webhookId}.
func (s *Server) removeWebhook(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "webhookId")
	if err != nil {
		return err
	}
	if err := s.DB.DeleteWebhook(r.Context(), callerOf(r).store, id, *audited(r, "webhook.delete")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// webhookDeliveries answers a page of a subscription's log, newest first:
// GET /stores/{storeId}/webhooks/{webhookId}/deliveries?before=.
func (s *Server) webhookDeliveries(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "webhookId")
	if err != nil {
		return err
	}
	var before int64
	if raw := r.URL.Query().Get("before"); raw != "" {
		if before, err = strconv.ParseInt(raw, 10, 64); err != nil || before < 0 {
			return problem.Invalidf("before", "before must be a delivery's id.")
		}
	}
	ds, err := s.DB.WebhookDeliveries(r.Context(), callerOf(r).store, id, before, deliveriesPageSize+1)
	if err != nil {
		return err
	}
	out := WebhookDeliveryPage{Deliveries: []WebhookDelivery{}}
	for i, d := range ds {
		if i == deliveriesPageSize {
			out.NextBefore = ds[i-1].ID
			break
		}
		out.Deliveries = append(out.Deliveries, webhookDeliveryOf(d))
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}

// resendWebhook sends a delivery that is done again, as a new delivery
// of the same event: POST
// /stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend.
func (s *Server) resendWebhook(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "webhookId")
	if err != nil {
		return err
	}
	deliveryID, err := pathID(r, "deliveryId")
	if err != nil {
		return err
	}
	d, err := s.DB.ResendWebhook(r.Context(), callerOf(r).store, id, deliveryID, *audited(r, "webhook.resend"))
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusCreated, WebhookDeliveryAnswer{Delivery: webhookDeliveryOf(d)})
	return nil
}
