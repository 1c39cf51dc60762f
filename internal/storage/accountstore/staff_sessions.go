package accountstore

import (
	"context"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/sealed"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// Staff sign-in and sessions (docs/adr/0022-store-console.md, section 1):
// the welcome link, a password and then a second factor, sessions kept as
// the hash of an opaque cookie token, TOTP enrolment and recovery codes.

// staffSessionTouch is how stale a session's last_seen_at may get before a
// request writes it again.
const staffSessionTouch = time.Minute

// secretLength is the length of accounts.NewSecret's tokens (32 bytes,
// base64url): a cookie or challenge of another length is refused before
// any query.
const secretLength = 43

func secretShaped(token string) bool {
	if len(token) != secretLength {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(token)
	return err == nil
}

// AcceptStaffInvitation uses a welcome link: it sets the member's password
// (passwordHash, from accounts.HashPassword) and starts a session that may
// only enrol a second factor, in one transaction. A link that was used,
// replaced or is older than staff.InvitationLife is problem.Invalid on
// "token" (staff.MsgWelcomeExpired).
func (db *Store) AcceptStaffInvitation(ctx context.Context, token, passwordHash, userAgent string) (staff.Started, error) {
	expired := problem.Invalidf("token", staff.MsgWelcomeExpired)
	if !secretShaped(token) {
		return staff.Started{}, expired
	}
	var started staff.Started
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		var (
			id, staffID   int64
			expires       time.Time
			used, revoked sql.NullTime
			disabled      sql.NullTime
		)
		err := tx.QueryRow(ctx, `SELECT i.id, i.staff_id, i.expires_at, i.used_at, i.revoked_at, u.disabled_at
			FROM staff_invitations i JOIN staff_users u ON u.id = i.staff_id WHERE i.token_hash = ?`+tx.Dialect.ForUpdate(),
			accounts.HashSecret(token)).Scan(&id, &staffID, &expires, &used, &revoked, &disabled)
		if errors.Is(err, sql.ErrNoRows) {
			return expired
		} else if err != nil {
			return err
		}
		if revoked.Valid || disabled.Valid || !accounts.LinkUsable(expires, nullTime(used), tx.Now) {
			return expired
		}
		if _, err := tx.Exec(ctx, `UPDATE staff_invitations SET used_at = ? WHERE id = ?`, tx.Now, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE staff_users SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE id = ?`,
			passwordHash, tx.Now, tx.Now, staffID); err != nil {
			return err
		}
		started, err = startStaffSession(ctx, tx, staffID, staff.None, userAgent)
		return err
	})
	return started, err
}

func nullTime(t sql.NullTime) *time.Time {
	if !t.Valid {
		return nil
	}
	return &t.Time
}

// startStaffSession writes a session of staff member id proved by factor
// and answers its tokens.
func startStaffSession(ctx context.Context, tx *storage.Tx, id int64, factor staff.Factor, userAgent string) (staff.Started, error) {
	token, hash, err := accounts.NewSecret()
	if err != nil {
		return staff.Started{}, err
	}
	csrf := staff.CSRFToken(token)
	csrfHash := accounts.HashSecret(csrf)
	if len(userAgent) > 512 {
		userAgent = userAgent[:512]
	}
	s := staff.Started{Token: token, CSRF: csrf, Expires: tx.Now.Add(staff.SessionLife).UTC().Truncate(time.Second)}
	// The member's sessions that have run out go as a new one starts, so
	// the table holds at most a shift's sessions per member (an ended
	// session answers as one that never was).
	if _, err := tx.Exec(ctx, `DELETE FROM staff_sessions WHERE staff_id = ? AND expires_at <= ?`, id, tx.Now); err != nil {
		return staff.Started{}, err
	}
	_, err = tx.Exec(ctx, `INSERT INTO staff_sessions (token_hash, csrf_hash, staff_id, second_factor, user_agent, created_at, expires_at, last_seen_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, hash, csrfHash, id, string(factor), userAgent, tx.Now, s.Expires, tx.Now)
	return s, err
}

// StaffSignIn checks a staff member's address and password. A wrong
// address and a wrong password get the same answer after the same work
// (problem.Unauthorized, accounts.MsgBadLogin); attempts are counted under
// staff.LoginKey with the shoppers' rule, and so are the second factors
// that follow, so a right password does not clear the count: finishing
// the sign-in does. A member who never enrolled gets a session that may
// only enrol; anyone else a challenge for FinishStaffSignIn.
func (db *Store) StaffSignIn(ctx context.Context, email, password, userAgent string) (staff.SignIn, error) {
	email = accounts.NormalizeEmail(email)
	key := staff.LoginKey(email)
	if err := db.takeLoginAttempt(ctx, key); err != nil {
		return staff.SignIn{}, err
	}
	var (
		id       int64
		hash     string
		enrolled bool
		disabled bool
	)
	err := db.Reader().QueryRow(ctx, `SELECT id, password_hash, totp_sealed IS NOT NULL, disabled_at IS NOT NULL FROM staff_users WHERE email = ?`,
		email).Scan(&id, &hash, &enrolled, &disabled)
	found := err == nil
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return staff.SignIn{}, err
	}
	if !accounts.VerifyOrWaste(hash, password) || !found || disabled {
		return staff.SignIn{}, problem.New(problem.Unauthorized, "%s", accounts.MsgBadLogin)
	}
	var out staff.SignIn
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		if !enrolled {
			started, err := startStaffSession(ctx, tx, id, staff.None, userAgent)
			out.Started = &started
			return err
		}
		challenge, challengeHash, err := accounts.NewSecret()
		if err != nil {
			return err
		}
		// Sign-ins that have run out go as a new one starts (by their
		// expiry's index), so the table holds ten minutes of them.
		if _, err := tx.Exec(ctx, `DELETE FROM staff_sign_ins WHERE expires_at <= ?`, tx.Now); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO staff_sign_ins (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			challengeHash, id, tx.Now, tx.Now.Add(staff.SignInLife)); err != nil {
			return err
		}
		out.Challenge, out.Methods = challenge, staff.Factors
		return nil
	})
	if err != nil {
		return staff.SignIn{}, err
	}
	if out.Started != nil {
		return out, db.clearLoginFailures(ctx, key)
	}
	return out, nil
}

// signInRow is a sign-in waiting for its second factor, locked.
type signInRow struct {
	id, staffID          int64
	email                string
	expires              time.Time
	used                 sql.NullTime
	codeHash             string
	codesSent, codeTries int
}

// lockSignIn reads and locks the live sign-in of a challenge; one that is
// unknown, finished or older than staff.SignInLife is problem.Invalid on
// "challenge" (staff.MsgSignInExpired).
func lockSignIn(ctx context.Context, tx *storage.Tx, challenge string) (signInRow, error) {
	expired := problem.Invalidf("challenge", staff.MsgSignInExpired)
	var r signInRow
	if !secretShaped(challenge) {
		return r, expired
	}
	err := tx.QueryRow(ctx, `SELECT s.id, s.staff_id, u.email, s.expires_at, s.used_at, s.email_code_hash, s.email_codes_sent, s.email_code_tries
		FROM staff_sign_ins s JOIN staff_users u ON u.id = s.staff_id WHERE s.token_hash = ?`+tx.Dialect.ForUpdate(),
		accounts.HashSecret(challenge)).Scan(&r.id, &r.staffID, &r.email, &r.expires, &r.used, &r.codeHash, &r.codesSent, &r.codeTries)
	if errors.Is(err, sql.ErrNoRows) {
		return r, expired
	} else if err != nil {
		return r, err
	}
	if !accounts.LinkUsable(r.expires, nullTime(r.used), tx.Now) {
		return r, expired
	}
	return r, nil
}

// SendStaffSignInCode mails a code that finishes a sign-in, for a member
// without their authenticator app: made by accounts.NewCode, kept as
// accounts.HashCode, valid while the sign-in is, at most
// accounts.MaxCodeSends times (then problem.Throttled). It answers the
// masked address it was sent to.
func (db *Store) SendStaffSignInCode(ctx context.Context, challenge string) (string, error) {
	code, err := accounts.NewCode()
	if err != nil {
		return "", err
	}
	var to string
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		r, err := lockSignIn(ctx, tx, challenge)
		if err != nil {
			return err
		}
		if r.codesSent >= accounts.MaxCodeSends {
			return problem.New(problem.Throttled, "%s", accounts.MsgCodeSends)
		}
		if _, err := tx.Exec(ctx, `UPDATE staff_sign_ins SET email_code_hash = ?, email_codes_sent = email_codes_sent + 1, email_code_tries = 0
			WHERE id = ?`, accounts.HashCode(challenge, code), r.id); err != nil {
			return err
		}
		to = r.email
		return tx.Enqueue(ctx, notify.StaffSignInCodeMail(r.email, code, r.expires.Sub(tx.Now).Round(time.Minute)))
	})
	return accounts.MaskEmail(to), err
}

// FinishStaffSignIn checks the second factor of a sign-in (a TOTP code, a
// recovery code or the mailed code) and starts the session. Every try
// counts under staff.LoginKey, as a password does; a right one clears the
// count. A wrong code is problem.Invalid on "code", with the try kept.
func (db *Store) FinishStaffSignIn(ctx context.Context, box *sealed.Box, challenge string, method staff.Factor, code, publicURL, userAgent string) (staff.Started, error) {
	var email string
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		r, err := lockSignIn(ctx, tx, challenge)
		email = r.email
		return err
	})
	if err != nil {
		return staff.Started{}, err
	}
	key := staff.LoginKey(email)
	if err := db.takeLoginAttempt(ctx, key); err != nil {
		return staff.Started{}, err
	}
	var (
		started staff.Started
		refusal error
	)
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		refusal = nil
		r, err := lockSignIn(ctx, tx, challenge)
		if err != nil {
			return err
		}
		ok := false
		switch method {
		case staff.TOTP:
			ok, err = useTOTP(ctx, tx, box, r.staffID, code)
			if !ok && err == nil {
				refusal = problem.Invalidf("code", accounts.MsgCodeWrong)
			}
		case staff.Recovery:
			ok, err = useRecoveryCode(ctx, tx, r.staffID, r.email, code, publicURL)
			if !ok && err == nil {
				refusal = problem.Invalidf("code", staff.MsgRecoveryCodeWrong)
			}
		case staff.EmailOTP:
			switch {
			case r.codeHash == "" || !accounts.CodeUsable(r.expires, nullTime(r.used), r.codeTries, tx.Now):
				refusal = problem.Invalidf("code", accounts.MsgCodeExpired)
			case accounts.CodeMatches(r.codeHash, accounts.HashCode(challenge, code)):
				ok = true
			default:
				refusal = problem.Invalidf("code", accounts.MsgCodeWrong)
				_, err = tx.Exec(ctx, `UPDATE staff_sign_ins SET email_code_tries = email_code_tries + 1 WHERE id = ?`, r.id)
			}
		default:
			refusal = problem.Invalidf("method", "The method must be totp, recovery or email.")
		}
		if err != nil || !ok {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE staff_sign_ins SET used_at = ? WHERE id = ?`, tx.Now, r.id); err != nil {
			return err
		}
		started, err = startStaffSession(ctx, tx, r.staffID, method, userAgent)
		return err
	})
	if err != nil {
		return staff.Started{}, err
	}
	if refusal != nil {
		return staff.Started{}, refusal
	}
	return started, db.clearLoginFailures(ctx, key)
}

// useTOTP checks a TOTP code against staff member id's enrolled secret,
// once: the step it matched becomes totp_last_step, so neither it nor an
// older one works again.
func useTOTP(ctx context.Context, tx *storage.Tx, box *sealed.Box, id int64, code string) (bool, error) {
	var (
		sealedText sql.NullString
		last       int64
	)
	if err := tx.QueryRow(ctx, `SELECT totp_sealed, totp_last_step FROM staff_users WHERE id = ?`+tx.Dialect.ForUpdate(), id).
		Scan(&sealedText, &last); err != nil {
		return false, err
	}
	if !sealedText.Valid {
		return false, nil
	}
	secret, err := openTOTP(box, id, sealedText.String)
	if err != nil {
		return false, err
	}
	step, ok := staff.VerifyTOTP(secret, code, tx.Now, last)
	if !ok {
		return false, nil
	}
	_, err = tx.Exec(ctx, `UPDATE staff_users SET totp_last_step = ? WHERE id = ?`, step, id)
	return err == nil, err
}

// useRecoveryCode spends one of staff member id's unused recovery codes,
// and mails them that it was used and how many remain.
func useRecoveryCode(ctx context.Context, tx *storage.Tx, id int64, email, code, publicURL string) (bool, error) {
	hash, ok := staff.HashRecoveryCode(code)
	if !ok {
		return false, nil
	}
	res, err := tx.Exec(ctx, `UPDATE staff_recovery_codes SET used_at = ? WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL`, tx.Now, id, hash)
	if err != nil {
		return false, err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return false, err
	}
	var left int
	if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL`, id).Scan(&left); err != nil {
		return false, err
	}
	return true, tx.Enqueue(ctx, notify.StaffRecoveryCodeUsedMail(email, publicURL, left))
}

// totpName is what a member's TOTP secret is sealed under, so that a
// sealed secret copied to another member's row does not open.
func totpName(id int64) string { return fmt.Sprintf("staff-totp:%d", id) }

func sealTOTP(box *sealed.Box, id int64, secret []byte) (string, error) {
	b, err := box.Seal(secret, totpName(id))
	if err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

func openTOTP(box *sealed.Box, id int64, text string) ([]byte, error) {
	b, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		return nil, fmt.Errorf("staff %d's TOTP secret: %w", id, err)
	}
	secret, err := box.Open(b, totpName(id))
	if err != nil {
		return nil, fmt.Errorf("staff %d's TOTP secret: %w", id, err)
	}
	return secret, nil
}

// StaffSession loads the live session of a cookie token with its member
// and their grants (an operator's with the partner's stores as they are
// now), and notes when it was last seen. No session, an expired or revoked
// one, or a disabled member, is problem.Unauthorized (staff.MsgSignedOut).
func (db *Store) StaffSession(ctx context.Context, token string) (staff.Session, error) {
	signedOut := problem.New(problem.Unauthorized, "%s", staff.MsgSignedOut)
	if !secretShaped(token) {
		return staff.Session{}, signedOut
	}
	var (
		s        staff.Session
		factor   string
		seen     time.Time
		disabled bool
	)
	now := db.Now().UTC()
	err := db.Reader().QueryRow(ctx, `SELECT s.id, s.second_factor, s.expires_at, s.csrf_hash, s.last_seen_at,
			u.id, u.email, u.name, u.password_hash <> '', u.totp_sealed IS NOT NULL, u.disabled_at IS NOT NULL
		FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id
		WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`, accounts.HashSecret(token), now).
		Scan(&s.ID, &factor, &s.Expires, &s.CSRFHash, &seen, &s.Member.ID, &s.Member.Email, &s.Member.Name,
			&s.Member.HasPassword, &s.Member.Enrolled, &disabled)
	if errors.Is(err, sql.ErrNoRows) || err == nil && disabled {
		return staff.Session{}, signedOut
	} else if err != nil {
		return staff.Session{}, fmt.Errorf("staff session: %w", err)
	}
	s.SecondFactor = staff.Factor(factor)
	if s.Principal.Grants, err = db.staffGrants(ctx, s.Member.ID); err != nil {
		return staff.Session{}, err
	}
	s.Principal.StaffID = s.Member.ID
	if now.Sub(seen) >= staffSessionTouch {
		err := db.InTx(ctx, func(tx *storage.Tx) error {
			_, err := tx.Exec(ctx, `UPDATE staff_sessions SET last_seen_at = ? WHERE id = ?`, tx.Now, s.ID)
			return err
		})
		if err != nil {
			return staff.Session{}, fmt.Errorf("note a staff session's use: %w", err)
		}
	}
	return s, nil
}

// staffGrants reads a member's roles; an operator's grant lists its
// partner's stores.
func (db *Store) staffGrants(ctx context.Context, id int64) ([]staff.Grant, error) {
	rows, err := db.Reader().Query(ctx, `SELECT r.id, r.role, COALESCE(r.store_id, 0), COALESCE(r.partner_id, 0), COALESCE(ps.store_id, 0)
		FROM staff_roles r LEFT JOIN partner_stores ps ON r.role = 'operator' AND ps.partner_id = r.partner_id
		WHERE r.staff_id = ? ORDER BY r.id, ps.position`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var (
		out  []staff.Grant
		last int64
	)
	for rows.Next() {
		var (
			rowID, partnerStore int64
			g                   staff.Grant
		)
		if err := rows.Scan(&rowID, &g.Role, &g.StoreID, &g.PartnerID, &partnerStore); err != nil {
			return nil, err
		}
		if rowID != last {
			out = append(out, g)
			last = rowID
		}
		if partnerStore != 0 {
			out[len(out)-1].Stores = append(out[len(out)-1].Stores, partnerStore)
		}
	}
	return out, rows.Err()
}

// StoreNames are the names of stores by id; an id with no store is left
// out.
func (db *Store) StoreNames(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	for _, id := range ids {
		var name string
		err := db.Reader().QueryRow(ctx, `SELECT name FROM stores WHERE id = ?`, id).Scan(&name)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		} else if err != nil {
			return nil, err
		}
		out[id] = name
	}
	return out, nil
}

// EndStaffSession revokes one session (signing out).
func (db *Store) EndStaffSession(ctx context.Context, sessionID int64) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		_, err := tx.Exec(ctx, `UPDATE staff_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, tx.Now, sessionID)
		return err
	})
}

// EndStaffSessions revokes every session of a member ("sign out
// everywhere").
func (db *Store) EndStaffSessions(ctx context.Context, staffID int64) error {
	return db.InTx(ctx, func(tx *storage.Tx) error { return revokeStaffSessions(ctx, tx, staffID, 0) })
}

// revokeStaffSessions revokes a member's live sessions but keep (0 for
// none).
func revokeStaffSessions(ctx context.Context, tx *storage.Tx, staffID, keep int64) error {
	_, err := tx.Exec(ctx, `UPDATE staff_sessions SET revoked_at = ? WHERE staff_id = ? AND id <> ? AND revoked_at IS NULL`, tx.Now, staffID, keep)
	return err
}

// BeginTOTP makes a new TOTP secret for a member and keeps it, sealed, as
// the one being enrolled (replacing any other being enrolled); it answers
// the secret, shown once. The enrolled secret, if any, stays until
// ConfirmTOTP.
func (db *Store) BeginTOTP(ctx context.Context, box *sealed.Box, staffID int64) ([]byte, error) {
	secret, err := staff.NewTOTPSecret()
	if err != nil {
		return nil, err
	}
	text, err := sealTOTP(box, staffID, secret)
	if err != nil {
		return nil, err
	}
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		_, err := tx.Exec(ctx, `UPDATE staff_users SET totp_pending = ?, updated_at = ? WHERE id = ?`, text, tx.Now, staffID)
		return err
	})
	return secret, err
}

// ConfirmTOTP checks a code of the secret being enrolled; when right, in
// one transaction the secret becomes the member's, the session becomes one
// proved by TOTP, and the member gets new recovery codes (answered once,
// replacing any older ones), with the audit row. A wrong code is
// problem.Invalid on "code"; with no secret being enrolled, on "code" too
// (staff.MsgNoPendingTOTP).
func (db *Store) ConfirmTOTP(ctx context.Context, box *sealed.Box, staffID, sessionID int64, code string) ([]string, error) {
	codes, err := staff.NewRecoveryCodes(staff.RecoveryCodes)
	if err != nil {
		return nil, err
	}
	err = db.InTx(ctx, func(tx *storage.Tx) error {
		var pending sql.NullString
		var email string
		if err := tx.QueryRow(ctx, `SELECT totp_pending, email FROM staff_users WHERE id = ?`+tx.Dialect.ForUpdate(), staffID).
			Scan(&pending, &email); err != nil {
			return err
		}
		if !pending.Valid {
			return problem.Invalidf("code", staff.MsgNoPendingTOTP)
		}
		secret, err := openTOTP(box, staffID, pending.String)
		if err != nil {
			return err
		}
		step, ok := staff.VerifyTOTP(secret, code, tx.Now, 0)
		if !ok {
			return problem.Invalidf("code", accounts.MsgCodeWrong)
		}
		if _, err := tx.Exec(ctx, `UPDATE staff_users SET totp_sealed = totp_pending, totp_pending = NULL, totp_last_step = ?, updated_at = ?
			WHERE id = ?`, step, tx.Now, staffID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE staff_sessions SET second_factor = ? WHERE id = ? AND staff_id = ?`,
			string(staff.TOTP), sessionID, staffID); err != nil {
			return err
		}
		if err := writeRecoveryCodes(ctx, tx, staffID, codes); err != nil {
			return err
		}
		return tx.Audit(ctx, staff.Entry{Actor: staff.Actor{StaffID: staffID, Label: "staff:" + email}, Action: "staff.enrol_totp",
			Subject: fmt.Sprintf("staff:%d", staffID)})
	})
	if err != nil {
		return nil, err
	}
	return codes, nil
}

// NewStaffRecoveryCodes replaces a member's recovery codes with new ones,
// answered once.
func (db *Store) NewStaffRecoveryCodes(ctx context.Context, staffID int64) ([]string, error) {
	codes, err := staff.NewRecoveryCodes(staff.RecoveryCodes)
	if err != nil {
		return nil, err
	}
	return codes, db.InTx(ctx, func(tx *storage.Tx) error { return writeRecoveryCodes(ctx, tx, staffID, codes) })
}

func writeRecoveryCodes(ctx context.Context, tx *storage.Tx, staffID int64, codes []string) error {
	if _, err := tx.Exec(ctx, `DELETE FROM staff_recovery_codes WHERE staff_id = ?`, staffID); err != nil {
		return err
	}
	for _, c := range codes {
		hash, ok := staff.HashRecoveryCode(c)
		if !ok {
			return fmt.Errorf("a new recovery code does not read back: %q", c)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO staff_recovery_codes (staff_id, code_hash, created_at) VALUES (?, ?, ?)`,
			staffID, hash, tx.Now); err != nil {
			return err
		}
	}
	return nil
}

// ChangeStaffPassword sets a member's password after checking the current
// one (counted under staff.LoginKey like a sign-in), and ends every other
// session of theirs. A wrong current password is problem.Invalid on
// "current_password".
func (db *Store) ChangeStaffPassword(ctx context.Context, staffID, sessionID int64, current, newHash string) error {
	var email, hash string
	if err := db.Reader().QueryRow(ctx, `SELECT email, password_hash FROM staff_users WHERE id = ?`, staffID).Scan(&email, &hash); err != nil {
		return err
	}
	key := staff.LoginKey(email)
	if err := db.takeLoginAttempt(ctx, key); err != nil {
		return err
	}
	if !accounts.VerifyOrWaste(hash, current) {
		return problem.Invalidf("current_password", "That is not your current password.")
	}
	if err := db.clearLoginFailures(ctx, key); err != nil {
		return err
	}
	return db.InTx(ctx, func(tx *storage.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE staff_users SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE id = ?`,
			newHash, tx.Now, tx.Now, staffID); err != nil {
			return err
		}
		if err := revokeStaffSessions(ctx, tx, staffID, sessionID); err != nil {
			return err
		}
		return tx.Audit(ctx, staff.Entry{Actor: staff.Actor{StaffID: staffID, Label: "staff:" + email}, Action: "staff.change_password",
			Subject: fmt.Sprintf("staff:%d", staffID)})
	})
}
