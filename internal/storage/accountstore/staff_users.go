package accountstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// The store console's people: staff accounts, their roles per store or
// partner, and invitations (docs/adr/0022-store-console.md, section 1).

// InviteStaff gives in.Email the role in.Role at a store (or, for an
// operator, over a partner) in one transaction with its audit row: it
// makes the staff account if the address has none, grants or changes the
// role, and, while the account has no password, a one-time welcome link
// that replaces any older one. It answers the link's token, or "" when the
// account already has a password. With mail, the link (or the news of the
// role) is queued for the address through the outbox, as the console
// does; the command line prints the link instead.
//
// Errors: problem.Invalid on "email" or "role"; problem.NotFound for an
// unknown store or partner; problem.Conflict (staff.MsgLastOwner) when the
// change would leave a store without an owner.
func (db *Store) InviteStaff(ctx context.Context, in staff.Invitation, publicURL string, mail bool) (token string, err error) {
	email := accounts.NormalizeEmail(in.Email)
	if msg := accounts.EmailProblem(email); msg != "" {
		return "", problem.Invalidf("email", msg)
	}
	switch {
	case in.Role == staff.Operator && (in.PartnerID <= 0 || in.StoreID != 0):
		return "", problem.Invalidf("role", "An operator is given a partner, not a store.")
	case in.Role != staff.Operator && (in.StoreID <= 0 || in.PartnerID != 0):
		return "", problem.Invalidf("role", "This role is given at a store.")
	case in.Role != staff.Owner && in.Role != staff.Manager && in.Role != staff.Budtender && in.Role != staff.Operator:
		return "", problem.Invalidf("role", "The role must be owner, manager, budtender or operator.")
	}
	secret, hash, err := accounts.NewSecret()
	if err != nil {
		return "", err
	}
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		where, err := grantPlace(ctx, tx, in.StoreID, in.PartnerID)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO staff_users (email, name, created_at, updated_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (email) DO NOTHING`, email, in.Name, tx.Now, tx.Now); err != nil {
			return err
		}
		var (
			id          int64
			hasPassword bool
		)
		if err := tx.QueryRow(ctx, `SELECT id, password_hash <> '' FROM staff_users WHERE email = ?`+tx.Dialect.ForUpdate(), email).
			Scan(&id, &hasPassword); err != nil {
			return err
		}
		before, err := grantRole(ctx, tx, id, in)
		if err != nil {
			return err
		}
		token = ""
		if !hasPassword {
			if _, err := tx.Exec(ctx, `UPDATE staff_invitations SET revoked_at = ? WHERE staff_id = ? AND used_at IS NULL AND revoked_at IS NULL`,
				tx.Now, id); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `INSERT INTO staff_invitations (staff_id, token_hash, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
				id, hash, storage.NullID(in.By.StaffID), tx.Now, tx.Now.Add(staff.InvitationLife)); err != nil {
				return err
			}
			token = secret
		}
		if mail {
			m := notify.StaffRoleMail(email, publicURL, string(in.Role), where)
			if token != "" {
				m = notify.StaffInvitationMail(email, publicURL, token, string(in.Role), where, staff.InvitationLife)
			}
			if err := tx.Enqueue(ctx, m); err != nil {
				return err
			}
		}
		var was any
		if before != "" {
			was = map[string]string{"email": email, "role": string(before)}
		}
		return tx.Audit(ctx, staff.Entry{StoreID: in.StoreID, PartnerID: in.PartnerID, Actor: in.By, Action: "staff_role.grant",
			Subject: fmt.Sprintf("staff:%d", id), Before: was, After: map[string]string{"email": email, "role": string(in.Role)}})
	})
	return token, err
}

// grantPlace is the name of the store or partner a role is granted at,
// problem.NotFound when there is none.
func grantPlace(ctx context.Context, tx *storage.Tx, storeID, partnerID int64) (string, error) {
	if storeID != 0 {
		s, err := storage.FindStore(ctx, tx.Reader, storeID)
		return s.Name, err
	}
	var name string
	err := tx.QueryRow(ctx, `SELECT name FROM partners WHERE id = ?`, partnerID).Scan(&name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", problem.New(problem.NotFound, "There is no partner %d.", partnerID)
	}
	return name, err
}

// grantRole writes staff member id's role at in's store or partner, and
// answers the role it replaces ("" for none). Demoting a store's last
// owner is refused (lastOwner).
func grantRole(ctx context.Context, tx *storage.Tx, id int64, in staff.Invitation) (staff.Role, error) {
	col, place := "store_id", in.StoreID
	if in.Role == staff.Operator {
		col, place = "partner_id", in.PartnerID
	}
	var before staff.Role
	err := tx.QueryRow(ctx, `SELECT role FROM staff_roles WHERE staff_id = ? AND `+col+` = ?`+tx.Dialect.ForUpdate(), id, place).Scan(&before)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		_, err = tx.Exec(ctx, `INSERT INTO staff_roles (staff_id, role, store_id, partner_id, granted_by, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
			id, string(in.Role), storage.NullID(in.StoreID), storage.NullID(in.PartnerID), storage.NullID(in.By.StaffID), tx.Now)
		return "", err
	case err != nil:
		return "", err
	case before == in.Role:
		return before, nil
	}
	if before == staff.Owner {
		if err := lastOwner(ctx, tx, in.StoreID, id); err != nil {
			return "", err
		}
	}
	_, err = tx.Exec(ctx, `UPDATE staff_roles SET role = ?, granted_by = ? WHERE staff_id = ? AND `+col+` = ?`,
		string(in.Role), storage.NullID(in.By.StaffID), id, place)
	return before, err
}

// lastOwner refuses taking the owner role at storeID from staff member
// id when no other owner would be left (problem.Conflict). The store's
// owner rows are locked first, so two owners removing each other at once
// cannot both succeed. (An operator covering the store does not count:
// the console's owner screens need an owner of the store's own.)
func lastOwner(ctx context.Context, tx *storage.Tx, storeID, id int64) error {
	rows, err := tx.Query(ctx, `SELECT staff_id FROM staff_roles WHERE store_id = ? AND role = 'owner'`+tx.Dialect.ForUpdate(), storeID)
	if err != nil {
		return err
	}
	others := 0
	for rows.Next() {
		var s int64
		if err := rows.Scan(&s); err != nil {
			rows.Close()
			return err
		}
		if s != id {
			others++
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	if others == 0 {
		return problem.New(problem.Conflict, "%s", staff.MsgLastOwner)
	}
	return nil
}

// RemoveStaffRole takes a staff member's role at a store away, with its
// audit row; a member left with no role anywhere has every session ended.
//
// Errors: problem.NotFound (staff.MsgNoSuchMember, staff.MsgNoRole);
// problem.Conflict (staff.MsgLastOwner) for a store's last owner.
func (db *Store) RemoveStaffRole(ctx context.Context, email string, storeID int64, by staff.Actor) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		id, err := staffID(ctx, tx, accounts.NormalizeEmail(email))
		if err != nil {
			return err
		}
		return removeRole(ctx, tx, id, storeID, by)
	})
}

// RemoveStaffMember is RemoveStaffRole by the member's id, as the
// console's staff screen names them: a member with no role at the store
// is problem.NotFound (staff.MsgNoRole).
func (db *Store) RemoveStaffMember(ctx context.Context, storeID, id int64, by staff.Actor) error {
	return db.InTx(ctx, func(tx *storage.Tx) error { return removeRole(ctx, tx, id, storeID, by) })
}

func removeRole(ctx context.Context, tx *storage.Tx, id, storeID int64, by staff.Actor) error {
	var (
		role  staff.Role
		email string
	)
	err := tx.QueryRow(ctx, `SELECT r.role, u.email FROM staff_roles r JOIN staff_users u ON u.id = r.staff_id
		WHERE r.staff_id = ? AND r.store_id = ?`+tx.Dialect.ForUpdate(), id, storeID).Scan(&role, &email)
	if errors.Is(err, sql.ErrNoRows) {
		return problem.New(problem.NotFound, "%s", staff.MsgNoRole)
	} else if err != nil {
		return err
	}
	if role == staff.Owner {
		if err := lastOwner(ctx, tx, storeID, id); err != nil {
			return err
		}
	}
	if _, err := tx.Exec(ctx, `DELETE FROM staff_roles WHERE staff_id = ? AND store_id = ?`, id, storeID); err != nil {
		return err
	}
	var left int
	if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM staff_roles WHERE staff_id = ?`, id).Scan(&left); err != nil {
		return err
	}
	if left == 0 {
		if err := revokeStaffSessions(ctx, tx, id, 0); err != nil {
			return err
		}
	}
	return tx.Audit(ctx, staff.Entry{StoreID: storeID, Actor: by, Action: "staff_role.remove", Subject: fmt.Sprintf("staff:%d", id),
		Before: map[string]string{"email": email, "role": string(role)}})
}

// SetStaffRole changes the role at a store of a member who has one there,
// with its audit row: problem.NotFound (staff.MsgNoRole) when they have
// none, problem.Conflict (staff.MsgLastOwner) when it would leave the
// store without an owner.
func (db *Store) SetStaffRole(ctx context.Context, storeID, id int64, role staff.Role, by staff.Actor) error {
	if role != staff.Owner && role != staff.Manager && role != staff.Budtender {
		return problem.Invalidf("role", "The role must be owner, manager or budtender.")
	}
	return db.InTx(ctx, func(tx *storage.Tx) error {
		var email string
		err := tx.QueryRow(ctx, `SELECT u.email FROM staff_roles r JOIN staff_users u ON u.id = r.staff_id WHERE r.staff_id = ? AND r.store_id = ?`,
			id, storeID).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, "%s", staff.MsgNoRole)
		} else if err != nil {
			return err
		}
		before, err := grantRole(ctx, tx, id, staff.Invitation{Email: email, Role: role, StoreID: storeID, By: by})
		if err != nil || before == role {
			return err
		}
		return tx.Audit(ctx, staff.Entry{StoreID: storeID, Actor: by, Action: "staff_role.change", Subject: fmt.Sprintf("staff:%d", id),
			Before: map[string]string{"email": email, "role": string(before)}, After: map[string]string{"email": email, "role": string(role)}})
	})
}

// staffID is the id of the staff account of a normalised address,
// problem.NotFound (staff.MsgNoSuchMember) when there is none.
func staffID(ctx context.Context, tx *storage.Tx, email string) (int64, error) {
	var id int64
	err := tx.QueryRow(ctx, `SELECT id FROM staff_users WHERE email = ?`, email).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, problem.New(problem.NotFound, "%s", staff.MsgNoSuchMember)
	}
	return id, err
}

// ResetStaffSecondFactor clears a staff member's TOTP secret and recovery
// codes and ends their sessions: their next sign-in enrols again.
func (db *Store) ResetStaffSecondFactor(ctx context.Context, email string, by staff.Actor) error {
	email = accounts.NormalizeEmail(email)
	return db.InTx(ctx, func(tx *storage.Tx) error {
		id, err := staffID(ctx, tx, email)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE staff_users SET totp_sealed = NULL, totp_pending = NULL, totp_last_step = 0, updated_at = ?
			WHERE id = ?`, tx.Now, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM staff_recovery_codes WHERE staff_id = ?`, id); err != nil {
			return err
		}
		if err := revokeStaffSessions(ctx, tx, id, 0); err != nil {
			return err
		}
		return tx.Audit(ctx, staff.Entry{Actor: by, Action: "staff.reset_second_factor", Subject: fmt.Sprintf("staff:%d", id)})
	})
}

// StaffListing is a staff member with their roles and whether a welcome
// link is waiting, as `pistil staff list` and the console's staff screen
// show them.
type StaffListing struct {
	Member  staff.Member
	Grants  []staff.Grant
	Invited bool // a live welcome link is waiting
}

// ListStaff lists the staff members with a role at storeID (every staff
// member for 0), by address.
func (db *Store) ListStaff(ctx context.Context, storeID int64) ([]StaffListing, error) {
	q := `SELECT u.id, u.email, u.name, u.password_hash <> '', u.totp_sealed IS NOT NULL, u.disabled_at IS NOT NULL,
			r.role, COALESCE(r.store_id, 0), COALESCE(r.partner_id, 0),
			EXISTS (SELECT 1 FROM staff_invitations i WHERE i.staff_id = u.id AND i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > ?)
		FROM staff_users u JOIN staff_roles r ON r.staff_id = u.id`
	args := []any{db.Now().UTC()}
	if storeID != 0 {
		q += ` WHERE u.id IN (SELECT staff_id FROM staff_roles WHERE store_id = ?)`
		args = append(args, storeID)
	}
	rows, err := db.Reader().Query(ctx, q+` ORDER BY u.email, r.id`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []StaffListing
	for rows.Next() {
		var (
			l StaffListing
			g staff.Grant
		)
		if err := rows.Scan(&l.Member.ID, &l.Member.Email, &l.Member.Name, &l.Member.HasPassword, &l.Member.Enrolled, &l.Member.Disabled,
			&g.Role, &g.StoreID, &g.PartnerID, &l.Invited); err != nil {
			return nil, err
		}
		if n := len(out); n > 0 && out[n-1].Member.ID == l.Member.ID {
			out[n-1].Grants = append(out[n-1].Grants, g)
			continue
		}
		l.Grants = []staff.Grant{g}
		out = append(out, l)
	}
	return out, rows.Err()
}
