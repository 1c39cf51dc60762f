package business

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
)

// The owner's screens: the store's staff, its integration tokens and its
// audit log (docs/adr/0022-store-console.md, section 1 and plan step 2).

// listStaff answers the store's staff: GET /stores/{storeId}/staff.
func (s *Server) listStaff(w http.ResponseWriter, r *http.Request) error {
	c := callerOf(r)
	people, err := s.Accounts.ListStaff(r.Context(), c.store)
	if err != nil {
		return err
	}
	out := StaffList{Staff: []StaffPerson{}}
	for _, p := range people {
		person := StaffPerson{ID: p.Member.ID, Email: p.Member.Email, Name: p.Member.Name, State: "active"}
		for _, g := range p.Grants {
			if g.StoreID == c.store {
				person.Role = g.Role
			}
		}
		switch {
		case p.Member.Disabled:
			person.State = "disabled"
		case !p.Member.HasPassword && p.Invited:
			person.State = "invited"
		case !p.Member.HasPassword:
			person.State = "expired"
		case !p.Member.Enrolled:
			person.State = "enrolling"
		}
		out.Staff = append(out.Staff, person)
	}
	core.Encode(w, http.StatusOK, out)
	return nil
}

// inviteStaff gives an address a role at the store, mailing a welcome
// link to someone new: POST /stores/{storeId}/staff. Which roles the
// caller may grant is staff.Principal.CanGrant's.
func (s *Server) inviteStaff(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[StaffInvite](r)
	if err != nil {
		return err
	}
	c := callerOf(r)
	if err := s.checkGrant(c, req.Role); err != nil {
		return err
	}
	if msg := staffNameProblem(req.Name); msg != "" {
		return problem.Invalidf("name", msg)
	}
	if _, err := s.Accounts.InviteStaff(r.Context(), staff.Invitation{Email: req.Email, Name: strings.TrimSpace(req.Name), Role: req.Role,
		StoreID: c.store, By: c.actor}, s.PublicURL, true); err != nil {
		return err
	}
	return s.listStaff(w, r)
}

// staffNameProblem is what is wrong with a staff member's display name.
func staffNameProblem(name string) string {
	if len([]rune(strings.TrimSpace(name))) > 100 {
		return "Please keep the name to 100 characters."
	}
	return ""
}

// checkGrant refuses a role the caller may not give at its store.
func (s *Server) checkGrant(c *caller, role staff.Role) error {
	switch role {
	case staff.Owner, staff.Manager, staff.Budtender:
	default:
		return problem.Invalidf("role", "The role must be owner, manager or budtender.")
	}
	if !c.principal.CanGrant(role, c.store, 0) {
		return problem.New(problem.Forbidden, "%s", staff.MsgCannot(c.principal.RoleAt(c.store), staff.StaffManage))
	}
	return nil
}

// changeStaffRole changes a member's role at the store: PUT
// /stores/{storeId}/staff/{staffId}.
func (s *Server) changeStaffRole(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[StaffRoleChange](r)
	if err != nil {
		return err
	}
	c := callerOf(r)
	if err := s.checkGrant(c, req.Role); err != nil {
		return err
	}
	id, err := pathID(r, "staffId")
	if err != nil {
		return err
	}
	if err := s.Accounts.SetStaffRole(r.Context(), c.store, id, req.Role, c.actor); err != nil {
		return err
	}
	return s.listStaff(w, r)
}

// removeStaff takes a member's role at the store away: DELETE
// /stores/{storeId}/staff/{staffId}.
func (s *Server) removeStaff(w http.ResponseWriter, r *http.Request) error {
	c := callerOf(r)
	id, err := pathID(r, "staffId")
	if err != nil {
		return err
	}
	if err := s.Accounts.RemoveStaffMember(r.Context(), c.store, id, c.actor); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// pathID reads a positive id from the path; any other is not found.
func pathID(r *http.Request, name string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id <= 0 {
		return 0, problem.New(problem.NotFound, "There is no %s %q here.", strings.TrimSuffix(name, "Id"), r.PathValue(name))
	}
	return id, nil
}

// listTokens answers the store's integration tokens: GET
// /stores/{storeId}/tokens.
func (s *Server) listTokens(w http.ResponseWriter, r *http.Request) error {
	tokens, err := s.Accounts.StaffTokens(r.Context(), callerOf(r).store)
	if err != nil {
		return err
	}
	out := IntegrationTokenList{Tokens: []IntegrationTokenInfo{}}
	for _, t := range tokens {
		out.Tokens = append(out.Tokens, IntegrationTokenInfo{ID: t.ID, Name: t.Name, Stores: t.Stores, CreatedAt: t.CreatedAt.UTC(),
			LastUsedAt: t.LastUsedAt, RevokedAt: t.RevokedAt})
	}
	core.Encode(w, http.StatusOK, out)
	return nil
}

// makeToken makes an integration token, shown once: POST
// /stores/{storeId}/tokens. A token that also covers other stores needs
// its maker to manage tokens at each (403 naming the first they do not).
func (s *Server) makeToken(w http.ResponseWriter, r *http.Request) error {
	req, err := core.Decode[IntegrationTokenRequest](r)
	if err != nil {
		return err
	}
	c := callerOf(r)
	if err := holdsAt(c.principal, staff.TokensManage, "also_store_ids", req.AlsoStoreIDs); err != nil {
		return err
	}
	token, err := s.Accounts.CreateStaffToken(r.Context(), c.store, req.Name, c.actor, req.AlsoStoreIDs...)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusCreated, IntegrationTokenMade{Token: token})
	return nil
}

// revokeToken revokes an integration token: DELETE
// /stores/{storeId}/tokens/{tokenId}.
func (s *Server) revokeToken(w http.ResponseWriter, r *http.Request) error {
	c := callerOf(r)
	id, err := pathID(r, "tokenId")
	if err != nil {
		return err
	}
	if err := s.Accounts.RevokeStaffToken(r.Context(), c.store, id, c.actor); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// auditPageSize is how many audit entries a page holds.
const auditPageSize = 50

// auditLog answers the store's audit log, newest first: GET
// /stores/{storeId}/audit?before=.
func (s *Server) auditLog(w http.ResponseWriter, r *http.Request) error {
	var before int64
	if raw := r.URL.Query().Get("before"); raw != "" {
		var err error
		if before, err = strconv.ParseInt(raw, 10, 64); err != nil || before < 0 {
			return problem.Invalidf("before", "before must be an entry's id.")
		}
	}
	rows, err := s.DB.AuditLog(r.Context(), callerOf(r).store, before, auditPageSize+1)
	if err != nil {
		return err
	}
	out := AuditPage{Entries: []AuditEntry{}}
	for i, a := range rows {
		if i == auditPageSize {
			out.NextBefore = rows[i-1].ID
			break
		}
		e := AuditEntry{ID: a.ID, Actor: a.Actor, Action: a.Action, Subject: a.Subject, CreatedAt: a.CreatedAt.UTC()}
		if a.Before != "" {
			_ = json.Unmarshal([]byte(a.Before), &e.Before)
		}
		if a.After != "" {
			_ = json.Unmarshal([]byte(a.After), &e.After)
		}
		out.Entries = append(out.Entries, e)
	}
	core.Encode(w, http.StatusOK, out)
	return nil
}
