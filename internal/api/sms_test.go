package api_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/pistil/pistil/internal/api"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/config"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/catalogstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// fakeGateway speaks Twilio's Messages API as a local server: it takes a
// form posted with the account's Basic credentials to the account's
// Messages.json, answers 201 with a sid, and keeps what it was sent.
type fakeGateway struct {
	mu   sync.Mutex
	sent []url.Values
}

const (
	gatewaySID   = "AC0123456789abcdef0123456789abcdef"
	gatewayToken = "gateway-auth-token"
)

func (f *fakeGateway) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	user, pass, ok := r.BasicAuth()
	if !ok || user != gatewaySID || pass != gatewayToken {
		w.WriteHeader(http.StatusUnauthorized)
		_, _ = io.WriteString(w, `{"code": 20003, "message": "Authenticate", "status": 401}`)
		return
	}
	if r.Method != http.MethodPost || r.URL.Path != "/2010-04-01/Accounts/"+gatewaySID+"/Messages.json" {
		w.WriteHeader(http.StatusNotFound)
		return
	}
	if err := r.ParseForm(); err != nil || r.PostForm.Get("To") == "" || r.PostForm.Get("Body") == "" {
		w.WriteHeader(http.StatusBadRequest)
		_, _ = io.WriteString(w, `{"code": 21604, "message": "A 'To' phone number is required.", "status": 400}`)
		return
	}
	if r.PostForm.Get("To") == "+12025550123" {
		w.WriteHeader(http.StatusBadRequest)
		_, _ = io.WriteString(w, `{"code": 21211, "message": "The 'To' number +12025550123 is not a valid phone number.", "status": 400}`)
		return
	}
	f.mu.Lock()
	f.sent = append(f.sent, r.PostForm)
	f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]string{"sid": "SM0123456789abcdef0123456789abcdef", "status": "queued"})
}

func (f *fakeGateway) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.sent)
}

// postSigned posts form to the server's path as the gateway does: signed
// over the public URL with token.
func postSigned(t *testing.T, srv *httptest.Server, path string, form url.Values, token string) response {
	t.Helper()
	h := http.Header{"X-Twilio-Signature": {notify.GatewaySignature(token, publicURL+path, form)}}
	return send(t, srv, "POST", path, "application/x-www-form-urlencoded", strings.NewReader(form.Encode()), h)
}

// TestTextMessagesThroughAGateway: a reservation's text goes through a
// local gateway that speaks Twilio's API, from the server's number, with
// the status report's URL; the signed report records "delivered", an
// unsigned or mis-signed one is refused. The shopper texts STOP: the next
// reservation's text is not sent, and given up at once; HELP says who
// texts; START lets texts through again. A number the gateway refuses is
// given up without retries.
func TestTextMessagesThroughAGateway(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, queueStart)
		fake := &fakeGateway{}
		gw := httptest.NewServer(fake)
		defer gw.Close()
		gateway, err := notify.ParseSMSURL("http://"+gatewaySID+":"+gatewayToken+"@"+strings.TrimPrefix(gw.URL, "http://"), "(415) 555-0199")
		if err != nil {
			t.Fatal(err)
		}
		gateway.StatusCallback = publicURL + "/api/v1/sms/status"
		srv := newServerWith(t, db, config.DefaultFeatures, func(d *api.Deps) { d.TextGateway = gateway })
		worker := &notify.Worker{Outbox: db, Email: notify.LogSender{Log: slog.New(slog.DiscardHandler)}, SMS: gateway,
			Log: slog.New(slog.DiscardHandler), Now: db.Now}
		deliver := func() {
			t.Helper()
			if _, err := worker.DeliverDue(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		texts := func() []notify.Stored {
			t.Helper()
			out, err := db.OutboxMessages(context.Background(), "4155550100")
			if err != nil {
				t.Fatal(err)
			}
			return out
		}

		statusReserve(t, srv, 1, nil)
		deliver()
		if fake.count() != 1 {
			t.Fatalf("the gateway got %d texts, want 1", fake.count())
		}
		sent := fake.sent[0]
		first := texts()[0]
		if sent.Get("To") != "+14155550100" || sent.Get("From") != "+14155550199" || !strings.Contains(sent.Get("Body"), "reservation") ||
			sent.Get("StatusCallback") != publicURL+"/api/v1/sms/status?message="+strconv.FormatInt(first.ID, 10) || first.SentAt == nil {
			t.Fatalf("sent %v; outbox %+v", sent, first)
		}

		// The gateway's report of it, signed; then forged ones.
		statusPath := "/api/v1/sms/status?message=" + strconv.FormatInt(first.ID, 10)
		report := url.Values{"MessageSid": {"SM01"}, "AccountSid": {gatewaySID}, "MessageStatus": {"delivered"}, "To": {"+14155550100"}}
		if r := postSigned(t, srv, statusPath, report, gatewayToken); r.status != 204 {
			t.Fatalf("status report = %d %s", r.status, r.raw)
		}
		if got := texts()[0].GatewayStatus; got != "delivered" {
			t.Errorf("gateway status %q, want delivered", got)
		}
		wantProblem(t, "a report signed with another token", postSigned(t, srv, statusPath, report, "not-the-token"), 403, "")
		wantProblem(t, "a report of another account", postSigned(t, srv, statusPath,
			url.Values{"AccountSid": {"AC999"}, "MessageStatus": {"failed"}}, gatewayToken), 403, "")
		wantProblem(t, "a report without a signature", send(t, srv, "POST", statusPath, "application/x-www-form-urlencoded",
			strings.NewReader(report.Encode()), nil), 403, "")
		wantProblem(t, "a report of no message", postSigned(t, srv, "/api/v1/sms/status?message=999999", report, gatewayToken), 404, "")

		// STOP: the next text is given up, not sent.
		inbound := func(body string) response {
			t.Helper()
			r := postSigned(t, srv, "/api/v1/sms/inbound", url.Values{"MessageSid": {"SM02"}, "AccountSid": {gatewaySID},
				"From": {"+14155550100"}, "To": {"+14155550199"}, "Body": {body}}, gatewayToken)
			if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "text/xml") || !strings.Contains(r.raw, "<Response>") {
				t.Fatalf("inbound %q = %d %s", body, r.status, r.raw)
			}
			return r
		}
		if r := inbound("Stop"); !strings.Contains(r.raw, "<Message>You will get no more text messages") {
			t.Errorf("STOP answered %s", r.raw)
		}
		statusReserve(t, srv, 1, nil)
		deliver()
		all := texts()
		if fake.count() != 1 || all[1].FailedAt == nil || all[1].LastError != notify.ErrOptedOut.Error() || all[1].Attempts != 1 {
			t.Errorf("after STOP: the gateway got %d texts; outbox %+v", fake.count(), all[1])
		}
		if r := inbound("help"); !strings.Contains(r.raw, "Text STOP to stop them. Help: help@shop.example") {
			t.Errorf("HELP answered %s", r.raw)
		}
		if r := inbound("Thanks!"); strings.Contains(r.raw, "<Message>") {
			t.Errorf("chatter answered %s", r.raw)
		}
		inbound("START")
		// The store's own number, from its settings, sends its texts from then on.
		cs := catalogstore.New(db)
		cur, err := cs.StoreSettings(context.Background(), ct.StoreSF)
		if err != nil {
			t.Fatal(err)
		}
		cur.Settings.SMSFrom = "+14155550142"
		if _, err := cs.EditStoreSettings(context.Background(), catalogstore.SettingsEdit{StoreID: ct.StoreSF, Version: cur.Version,
			Settings: cur.Settings, Audit: staff.Entry{Actor: staff.ActorCLI, Action: "settings.update"}}); err != nil {
			t.Fatal(err)
		}
		statusReserve(t, srv, 1, nil)
		deliver()
		if fake.count() != 2 || fake.sent[1].Get("From") != "+14155550142" {
			t.Errorf("after START: the gateway got %d texts (%v), want 2, the last from the store's number", fake.count(), fake.sent)
		}
		wantProblem(t, "an inbound text signed with another token", postSigned(t, srv, "/api/v1/sms/inbound",
			url.Values{"AccountSid": {gatewaySID}, "From": {"+14155550100"}, "Body": {"START"}}, "nope"), 403, "")
	})
}

// TestTextMessageGatewayRefusals: the gateway's refusal of a number is
// given up at once; its refusal of the credentials is tried again; with no
// gateway configured, its posts are refused.
func TestTextMessageGatewayRefusals(t *testing.T) {
	fake := &fakeGateway{}
	gw := httptest.NewServer(fake)
	defer gw.Close()
	gateway, err := notify.ParseSMSURL("http://"+gatewaySID+":"+gatewayToken+"@"+strings.TrimPrefix(gw.URL, "http://"), "+14155550199")
	if err != nil {
		t.Fatal(err)
	}
	err = gateway.Send(context.Background(), notify.Message{Channel: notify.SMS, To: "202-555-0123", Body: "x"})
	if err == nil || !notify.IsPermanent(err) || !strings.Contains(err.Error(), "not a valid phone number. (code 21211)") {
		t.Errorf("a refused number: %v", err)
	}
	wrong := *gateway
	wrong.AuthToken = "stale"
	if err := wrong.Send(context.Background(), notify.Message{Channel: notify.SMS, To: "4155550100", Body: "x"}); err == nil || notify.IsPermanent(err) {
		t.Errorf("refused credentials: %v, want an error to retry", err)
	}
	if err := gateway.Send(context.Background(), notify.Message{Channel: notify.SMS, To: "555-0100", Body: "x"}); !notify.IsPermanent(err) {
		t.Errorf("no number: %v", err)
	}
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		wantProblem(t, "no gateway", postSigned(t, srv, "/api/v1/sms/inbound", url.Values{"AccountSid": {gatewaySID}, "Body": {"STOP"}}, gatewayToken), 404, "")
	})
}
