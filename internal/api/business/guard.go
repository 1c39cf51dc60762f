package business

import (
	"context"
	"crypto/subtle"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
)

// Prefix is where the console's API is served. It is not twinned under
// /v1: the frameless embed has no use for it, and /v1/ answers
// credentialed CORS to partners' origins, which a cookie-authenticated API
// must never do.
const Prefix = "/api/v1/business"

// The session cookie's names: __Host- (which browsers accept only when
// Secure, with Path=/ and no Domain) when the public URL is https, and a
// plain name on http (make run on localhost).
const (
	cookieSecure = "__Host-pistil_staff"
	cookiePlain  = "pistil_staff"
)

// csrfHeader carries the session's CSRF token on every write.
const csrfHeader = "X-CSRF-Token"

// secure reports whether the instance is served over https, so its
// cookie is __Host- and Secure.
func (s *Server) secure() bool {
	u, err := url.Parse(s.PublicURL)
	return err == nil && u.Scheme == "https"
}

func (s *Server) cookieName() string {
	if s.secure() {
		return cookieSecure
	}
	return cookiePlain
}

// setCookie starts the browser's session: HttpOnly, SameSite=Strict, for
// as long as the session lives, so a tablet that restarts keeps its shift.
func (s *Server) setCookie(w http.ResponseWriter, st staff.Started, now time.Time) {
	http.SetCookie(w, &http.Cookie{Name: s.cookieName(), Value: st.Token, Path: "/", HttpOnly: true, Secure: s.secure(),
		SameSite: http.SameSiteStrictMode, MaxAge: max(int(st.Expires.Sub(now).Seconds()), 1)})
}

// clearCookie ends the browser's session.
func (s *Server) clearCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: s.cookieName(), Value: "", Path: "/", HttpOnly: true, Secure: s.secure(),
		SameSite: http.SameSiteStrictMode, MaxAge: -1})
}

// access is what a route's guard lets through: its permission, and
// whether a session that has not enrolled a second factor yet may call it
// (only enrolling, reading the session and signing out may).
type access struct {
	perm        staff.Permission
	beforeEnrol bool
	// storesFromQuery takes the stores from the query's store_id values
	// (every store where the principal holds perm, when there is none)
	// instead of the path's {storeId}: the live stream's.
	storesFromQuery bool
	// storesInBody leaves the stores to the handler, which reads them
	// from the body and checks perm at each (holdsAt); the guard
	// asks only that the principal hold perm at some store: a chain's
	// sync.
	storesInBody bool
}

// caller is who a guarded request comes from: a staff member's session
// (nil for an integration token), the principal, the actor the audit log
// names, and the route's store (0 for a route tied to none).
type caller struct {
	session   *staff.Session
	principal staff.Principal
	actor     staff.Actor
	store     int64
	// stores are the stores of a route that takes them from the query.
	stores []int64
}

type ctxKey struct{}

// route is a row of the console's table: the route's permission is
// written into its operation, and its handler wrapped in the guard that
// checks it, so the declaration and the check cannot drift apart.
func (s *Server) route(method, path string, a access, h core.HandlerFunc, op *core.Operation) core.Route {
	op.Permission = a.perm
	return core.At(method, Prefix+path, s.Handle(s.guard(a, h)), op)
}

// guard checks a request before its handler. A request with a bearer
// token is judged by the token alone (an integration: no cookie, no CSRF
// check, since a foreign page cannot set Authorization). Otherwise every
// write must come from the instance's own Origin (a foreign page can
// neither sign in nor act in a staff member's browser), and, but for what
// anyone may call, needs a live session, its CSRF token on writes, and an
// enrolled second factor. Then the principal must hold the route's
// permission at its store ({storeId}). The handler finds all of it with
// callerOf.
func (s *Server) guard(a access, h core.HandlerFunc) core.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		write := r.Method != http.MethodGet && r.Method != http.MethodHead
		var c caller
		if token := core.Bearer(r); token != "" && a.perm != staff.Anyone {
			p, actor, err := s.Accounts.IntegrationToken(r.Context(), token)
			if err != nil {
				return err
			}
			c.principal, c.actor = p, actor
		} else {
			if write && !s.ownOrigin(r) {
				return problem.New(problem.Forbidden, "%s", staff.MsgNotFromConsole)
			}
			if a.perm == staff.Anyone {
				return h(w, r)
			}
			sess, err := s.session(r)
			if err != nil {
				return err
			}
			if write && !csrfMatches(sess.CSRFHash, r.Header.Get(csrfHeader)) {
				return problem.New(problem.Forbidden, "%s", staff.MsgNotFromConsole)
			}
			if sess.MustEnrol() && !a.beforeEnrol {
				return problem.New(problem.Forbidden, "%s", staff.MsgEnrolFirst)
			}
			c.session, c.principal, c.actor = &sess, sess.Principal, staff.StaffActor(sess.Member)
		}
		switch {
		case a.storesInBody:
			if err := holdsSomewhere(c.principal, a.perm); err != nil {
				return err
			}
			return h(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, &c)))
		case a.storesFromQuery:
			stores, err := storesOf(r, c.principal, a.perm)
			if err != nil {
				return err
			}
			c.stores = stores
			return h(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, &c)))
		case staff.ScopeOf(a.perm) == staff.OnStore:
			// A malformed id is no store of the principal's: Check refuses 0.
			c.store, _ = strconv.ParseInt(r.PathValue("storeId"), 10, 64)
		case staff.ScopeOf(a.perm) == staff.OnPartner:
			c.store, _ = strconv.ParseInt(r.PathValue("partnerId"), 10, 64)
		}
		if err := c.principal.Check(a.perm, c.store); err != nil {
			return err
		}
		return h(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, &c)))
	}
}

// storesOf are the stores a route takes from its query (store_id, one or
// more), each of which p must hold perm at; with none named, every store
// where p holds it, and a refusal when there is none.
func storesOf(r *http.Request, p staff.Principal, perm staff.Permission) ([]int64, error) {
	var stores []int64
	for _, raw := range r.URL.Query()["store_id"] {
		id, _ := strconv.ParseInt(raw, 10, 64) // a malformed id is no store of p's: Check refuses 0
		if err := p.Check(perm, id); err != nil {
			return nil, err
		}
		if !slices.Contains(stores, id) {
			stores = append(stores, id)
		}
	}
	if len(stores) > 0 {
		return stores, nil
	}
	for _, id := range p.StoreIDs() {
		if p.Can(perm, id) {
			stores = append(stores, id)
		}
	}
	if len(stores) == 0 {
		return nil, problem.New(problem.Forbidden, "%s", staff.MsgNotYourStore)
	}
	return stores, nil
}

// holdsSomewhere refuses a principal that holds perm at none of its
// stores, as Check refuses it at the first (naming its role there), or
// as no store of its when it has none.
func holdsSomewhere(p staff.Principal, perm staff.Permission) error {
	stores := p.StoreIDs()
	if slices.ContainsFunc(stores, func(id int64) bool { return p.Can(perm, id) }) {
		return nil
	}
	if len(stores) == 0 {
		return problem.New(problem.Forbidden, "%s", staff.MsgNotYourStore)
	}
	return p.Check(perm, stores[0])
}

// holdsAt refuses the first of stores, a list the body names under field,
// where p does not hold perm, as Check refuses it, with its place in the
// list: "stores[1], store 2: You have no role at this store."
func holdsAt(p staff.Principal, perm staff.Permission, field string, stores []int64) error {
	for i, id := range stores {
		err := p.Check(perm, id)
		var refused *problem.Error
		if errors.As(err, &refused) {
			return problem.New(refused.Kind, "%s[%d], store %d: %s", field, i, id, refused.Message)
		} else if err != nil {
			return err
		}
	}
	return nil
}

// principalOf reads the request's principal again, from its token or its
// cookie's session: a long stream checks that it still may go on.
func (s *Server) principalOf(r *http.Request) (staff.Principal, error) {
	if token := core.Bearer(r); token != "" {
		p, _, err := s.Accounts.IntegrationToken(r.Context(), token)
		return p, err
	}
	sess, err := s.session(r)
	return sess.Principal, err
}

// session loads the request's staff session from its cookie.
func (s *Server) session(r *http.Request) (staff.Session, error) {
	c, err := r.Cookie(s.cookieName())
	if err != nil {
		return staff.Session{}, problem.New(problem.Unauthorized, "%s", staff.MsgSignedOut)
	}
	return s.Accounts.StaffSession(r.Context(), c.Value)
}

// ownOrigin reports whether a write came from the instance's own pages:
// its Origin header is present and is the instance's origin (the public
// URL's, or the request's own when none is configured).
func (s *Server) ownOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	own, _ := s.LoaderOrigin(r)
	return origin != "" && strings.EqualFold(origin, own)
}

// csrfMatches compares a sent CSRF token with the session's, by hash, in
// constant time.
func csrfMatches(hash, sent string) bool {
	return sent != "" && subtle.ConstantTimeCompare([]byte(hash), []byte(accounts.HashSecret(sent))) == 1
}

// callerOf is who the guard let through.
func callerOf(r *http.Request) *caller {
	c, _ := r.Context().Value(ctxKey{}).(*caller)
	return c
}

// sessionOf is the staff session the guard loaded; the routes that call
// it are Self's, which integration tokens never reach.
func sessionOf(r *http.Request) *staff.Session { return callerOf(r).session }
