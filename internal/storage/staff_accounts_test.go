package storage_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/sealed"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

const staffURL = "https://shop.example"

func staffBox(t testing.TB) *sealed.Box {
	t.Helper()
	key, err := sealed.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	box, err := sealed.New(key)
	if err != nil {
		t.Fatal(err)
	}
	return box
}

func hashPassword(t *testing.T, pw string) string {
	t.Helper()
	h, err := accounts.HashPassword(pw)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// enrolStaff takes a new member from the command line's invitation to an
// enrolled second factor, and answers the TOTP secret and recovery codes.
func enrolStaff(t *testing.T, db *storage.DB, box *sealed.Box, email string, role staff.Role, store int64, password string) ([]byte, []string) {
	t.Helper()
	a := accountstore.New(db)
	token, err := a.InviteStaff(ctx, staff.Invitation{Email: email, Role: role, StoreID: store, By: staff.ActorCLI}, staffURL, false)
	if err != nil || token == "" {
		t.Fatalf("InviteStaff = %q, %v", token, err)
	}
	started, err := a.AcceptStaffInvitation(ctx, token, hashPassword(t, password), "test")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := a.StaffSession(ctx, started.Token)
	if err != nil {
		t.Fatal(err)
	}
	secret, err := a.BeginTOTP(ctx, box, sess.Member.ID)
	if err != nil {
		t.Fatal(err)
	}
	codes, err := a.ConfirmTOTP(ctx, box, sess.Member.ID, sess.ID, staff.TOTPCode(secret, staff.TOTPStepAt(db.Now())))
	if err != nil {
		t.Fatal(err)
	}
	return secret, codes
}

func TestStaffInvitationAndEnrolment(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		a := accountstore.New(db)
		box := staffBox(t)
		in := staff.Invitation{Email: " Ada@Shop.Example ", Role: staff.Owner, StoreID: ct.StoreSF, By: staff.ActorCLI}

		first, err := a.InviteStaff(ctx, in, staffURL, false)
		if err != nil || len(first) != 43 {
			t.Fatalf("InviteStaff = %q, %v", first, err)
		}
		// Inviting again replaces the link; the console's invitation mails it.
		second, err := a.InviteStaff(ctx, in, staffURL, true)
		if err != nil || second == first {
			t.Fatalf("second InviteStaff = %q, %v", second, err)
		}
		mails, err := db.OutboxMessages(ctx, "ada@shop.example")
		if err != nil || len(mails) != 1 || !strings.Contains(mails[0].Message.Body, staffURL+"/business/welcome/"+second) {
			t.Fatalf("outbox = %+v, %v; want the welcome link", mails, err)
		}
		pw := hashPassword(t, "correct horse battery")
		_, err = a.AcceptStaffInvitation(ctx, first, pw, "test")
		if p := wantKind(t, err, problem.Invalid); p.Fields["token"][0] != staff.MsgWelcomeExpired {
			t.Errorf("the replaced link: %+v", p)
		}
		// A link older than its life is refused.
		now = now.Add(staff.InvitationLife)
		_, err = a.AcceptStaffInvitation(ctx, second, pw, "test")
		wantKind(t, err, problem.Invalid)
		now = now.Add(-time.Minute)
		started, err := a.AcceptStaffInvitation(ctx, second, pw, "test")
		if err != nil {
			t.Fatal(err)
		}
		// Once.
		_, err = a.AcceptStaffInvitation(ctx, second, pw, "test")
		wantKind(t, err, problem.Invalid)

		sess, err := a.StaffSession(ctx, started.Token)
		if err != nil || !sess.MustEnrol() || sess.Member.Email != "ada@shop.example" || sess.Principal.RoleAt(ct.StoreSF) != staff.Owner {
			t.Fatalf("StaffSession = %+v, %v", sess, err)
		}
		if staff.CSRFToken(started.Token) != started.CSRF || accounts.HashSecret(started.CSRF) != sess.CSRFHash {
			t.Errorf("the CSRF token is not the session's")
		}

		// Signing in before enrolling gets another session that may only enrol.
		in2, err := a.StaffSignIn(ctx, "ada@shop.example", "correct horse battery", "test")
		if err != nil || in2.Started == nil || in2.Challenge != "" {
			t.Fatalf("StaffSignIn before enrolling = %+v, %v", in2, err)
		}

		// A wrong code does not enrol; no secret being enrolled is refused too.
		_, err = a.ConfirmTOTP(ctx, box, sess.Member.ID, sess.ID, "000000")
		if p := wantKind(t, err, problem.Invalid); p.Fields["code"][0] != staff.MsgNoPendingTOTP {
			t.Errorf("nothing pending: %+v", p)
		}
		secret, err := a.BeginTOTP(ctx, box, sess.Member.ID)
		if err != nil {
			t.Fatal(err)
		}
		right := staff.TOTPCode(secret, staff.TOTPStepAt(now))
		wrong := staff.TOTPCode(secret, staff.TOTPStepAt(now)+5)
		_, err = a.ConfirmTOTP(ctx, box, sess.Member.ID, sess.ID, wrong)
		wantKind(t, err, problem.Invalid)
		codes, err := a.ConfirmTOTP(ctx, box, sess.Member.ID, sess.ID, right)
		if err != nil || len(codes) != staff.RecoveryCodes {
			t.Fatalf("ConfirmTOTP = %v, %v", codes, err)
		}
		sess, err = a.StaffSession(ctx, started.Token)
		if err != nil || sess.MustEnrol() || sess.SecondFactor != staff.TOTP || !sess.Member.Enrolled {
			t.Fatalf("after enrolling: %+v, %v", sess, err)
		}
		// The secret is stored sealed, never as itself.
		var stored string
		if err := db.Reader().QueryRow(ctx, `SELECT totp_sealed FROM staff_users WHERE id = ?`, sess.Member.ID).Scan(&stored); err != nil ||
			strings.Contains(stored, staff.TOTPSecretText(secret)) || stored == "" {
			t.Errorf("totp_sealed = %q, %v", stored, err)
		}

		// The audit log holds the grants and the enrolment.
		log, err := db.AuditLog(ctx, ct.StoreSF, 0, 10)
		if err != nil || len(log) != 2 || log[0].Action != "staff_role.grant" || log[0].Actor != "cli" {
			t.Errorf("audit log = %+v, %v", log, err)
		}
	})
}

func TestStaffSignInSecondFactors(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		a := accountstore.New(db)
		box := staffBox(t)
		secret, codes := enrolStaff(t, db, box, "bo@shop.example", staff.Budtender, ct.StoreSF, "correct horse battery")

		signIn := func() string {
			t.Helper()
			in, err := a.StaffSignIn(ctx, "BO@shop.example", "correct horse battery", "test")
			if err != nil || in.Started != nil || len(in.Challenge) != 43 || len(in.Methods) != 3 {
				t.Fatalf("StaffSignIn = %+v, %v", in, err)
			}
			return in.Challenge
		}
		// Wrong passwords and unknown addresses are the same refusal.
		for _, bad := range [][2]string{{"bo@shop.example", "wrong password!"}, {"nobody@shop.example", "correct horse battery"}} {
			_, err := a.StaffSignIn(ctx, bad[0], bad[1], "test")
			if p := wantKind(t, err, problem.Unauthorized); p.Message != accounts.MsgBadLogin {
				t.Errorf("StaffSignIn(%q) = %+v", bad[0], p)
			}
		}

		// TOTP: the code of the enrolment's step is spent; the next step's works, once.
		now = now.Add(staff.TOTPStep)
		challenge := signIn()
		code := staff.TOTPCode(secret, staff.TOTPStepAt(now))
		if _, err := a.FinishStaffSignIn(ctx, box, challenge, staff.TOTP, staff.TOTPCode(secret, staff.TOTPStepAt(now)-1), staffURL, "test"); err == nil {
			t.Fatal("the enrolment's code worked again")
		}
		started, err := a.FinishStaffSignIn(ctx, box, challenge, staff.TOTP, code, staffURL, "test")
		if err != nil {
			t.Fatal(err)
		}
		if sess, err := a.StaffSession(ctx, started.Token); err != nil || sess.SecondFactor != staff.TOTP {
			t.Fatalf("session = %+v, %v", sess, err)
		}
		// The challenge is spent, and the code is spent on a new one.
		_, err = a.FinishStaffSignIn(ctx, box, challenge, staff.TOTP, code, staffURL, "test")
		if p := wantKind(t, err, problem.Invalid); p.Fields["challenge"][0] != staff.MsgSignInExpired {
			t.Errorf("spent challenge: %+v", p)
		}
		_, err = a.FinishStaffSignIn(ctx, box, signIn(), staff.TOTP, code, staffURL, "test")
		if p := wantKind(t, err, problem.Invalid); p.Fields["code"][0] != accounts.MsgCodeWrong {
			t.Errorf("replayed code: %+v", p)
		}

		// A recovery code works once, in any case and grouping, and the member is told.
		typed := strings.ToLower(strings.ReplaceAll(codes[3], "-", " "))
		if _, err := a.FinishStaffSignIn(ctx, box, signIn(), staff.Recovery, typed, staffURL, "test"); err != nil {
			t.Fatal(err)
		}
		_, err = a.FinishStaffSignIn(ctx, box, signIn(), staff.Recovery, codes[3], staffURL, "test")
		wantKind(t, err, problem.Invalid)
		mails, _ := db.OutboxMessages(ctx, "bo@shop.example")
		if len(mails) != 1 || !strings.Contains(mails[0].Message.Body, "9 unused codes remain") {
			t.Errorf("outbox = %+v", mails)
		}

		// The e-mailed code: sent, kept as a hash, right once.
		challenge = signIn()
		to, err := a.SendStaffSignInCode(ctx, challenge)
		if err != nil || to != accounts.MaskEmail("bo@shop.example") {
			t.Fatalf("SendStaffSignInCode = %q, %v", to, err)
		}
		mails, _ = db.OutboxMessages(ctx, "bo@shop.example")
		mailed := regexp.MustCompile(`code is ([A-Z0-9]{6})`).FindStringSubmatch(mails[len(mails)-1].Message.Body)
		if mailed == nil {
			t.Fatalf("no code in %q", mails[len(mails)-1].Message.Body)
		}
		_, err = a.FinishStaffSignIn(ctx, box, challenge, staff.EmailOTP, "AAAAAA", staffURL, "test")
		wantKind(t, err, problem.Invalid)
		if _, err := a.FinishStaffSignIn(ctx, box, challenge, staff.EmailOTP, strings.ToLower(mailed[1]), staffURL, "test"); err != nil {
			t.Fatal(err)
		}

		// A challenge lives staff.SignInLife.
		challenge = signIn()
		now = now.Add(staff.SignInLife)
		_, err = a.FinishStaffSignIn(ctx, box, challenge, staff.TOTP, staff.TOTPCode(secret, staff.TOTPStepAt(now)), staffURL, "test")
		wantKind(t, err, problem.Invalid)

		// Sign out everywhere ends every session.
		started, err = a.FinishStaffSignIn(ctx, box, signIn(), staff.TOTP, staff.TOTPCode(secret, staff.TOTPStepAt(now)), staffURL, "test")
		if err != nil {
			t.Fatal(err)
		}
		sess, err := a.StaffSession(ctx, started.Token)
		if err != nil {
			t.Fatal(err)
		}
		if err := a.EndStaffSessions(ctx, sess.Member.ID); err != nil {
			t.Fatal(err)
		}
		_, err = a.StaffSession(ctx, started.Token)
		if p := wantKind(t, err, problem.Unauthorized); p.Message != staff.MsgSignedOut {
			t.Errorf("after sign out everywhere: %+v", p)
		}
		// A session lives staff.SessionLife.
		started, _ = a.FinishStaffSignIn(ctx, box, signIn(), staff.Recovery, codes[0], staffURL, "test")
		now = now.Add(staff.SessionLife)
		_, err = a.StaffSession(ctx, started.Token)
		wantKind(t, err, problem.Unauthorized)
	})
}

// Wrong passwords and wrong second factors count against one staff key,
// which is not the shopper's: ten failures lock the address for staff
// alone.
func TestStaffLockout(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		a := accountstore.New(db)
		box := staffBox(t)
		enrolStaff(t, db, box, "cy@shop.example", staff.Manager, ct.StoreSF, "correct horse battery")

		in, err := a.StaffSignIn(ctx, "cy@shop.example", "correct horse battery", "test")
		if err != nil {
			t.Fatal(err)
		}
		// The right password counted one; nine wrong codes make ten.
		for range 9 {
			now = now.Add(time.Hour) // past any slowing, not the lock
			_, err := a.FinishStaffSignIn(ctx, box, in.Challenge, staff.Recovery, "AAAA-AAAA-AAAA-AAAA", staffURL, "test")
			if err == nil {
				t.Fatal("a wrong recovery code worked")
			}
			if in, err = a.StaffSignIn(ctx, "cy@shop.example", "correct horse battery", "test"); err != nil {
				break
			}
		}
		_, err = a.StaffSignIn(ctx, "cy@shop.example", "correct horse battery", "test")
		wantKind(t, err, problem.Throttled)
		// The shopper's key is untouched.
		var n int
		if err := db.Reader().QueryRow(ctx, `SELECT COUNT(*) FROM login_failures WHERE email = ?`, "cy@shop.example").Scan(&n); err != nil || n != 0 {
			t.Errorf("shopper's failures = %d, %v", n, err)
		}
	})
}

func TestStaffRolesAndLastOwner(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		a := accountstore.New(db)
		invite := func(email string, role staff.Role, store int64) error {
			_, err := a.InviteStaff(ctx, staff.Invitation{Email: email, Role: role, StoreID: store, By: staff.ActorCLI}, staffURL, false)
			return err
		}
		if err := invite("ada@shop.example", staff.Owner, ct.StoreSF); err != nil {
			t.Fatal(err)
		}
		// The last owner can be neither demoted nor removed.
		if p := wantKind(t, invite("ada@shop.example", staff.Manager, ct.StoreSF), problem.Conflict); p.Message != staff.MsgLastOwner {
			t.Errorf("demoting the last owner: %+v", p)
		}
		wantKind(t, a.RemoveStaffRole(ctx, "ada@shop.example", ct.StoreSF, staff.ActorCLI), problem.Conflict)
		// With a second owner, the first can go.
		if err := invite("bo@shop.example", staff.Owner, ct.StoreSF); err != nil {
			t.Fatal(err)
		}
		if err := invite("ada@shop.example", staff.Budtender, ct.StoreDenver); err != nil {
			t.Fatal(err)
		}
		if err := a.RemoveStaffRole(ctx, "ada@shop.example", ct.StoreSF, staff.ActorCLI); err != nil {
			t.Fatal(err)
		}
		wantKind(t, a.RemoveStaffRole(ctx, "ada@shop.example", ct.StoreSF, staff.ActorCLI), problem.NotFound)
		wantKind(t, a.RemoveStaffRole(ctx, "nobody@shop.example", ct.StoreSF, staff.ActorCLI), problem.NotFound)
		// Bad invitations.
		wantKind(t, invite("not an address", staff.Owner, ct.StoreSF), problem.Invalid)
		wantKind(t, invite("cy@shop.example", "cashier", ct.StoreSF), problem.Invalid)
		wantKind(t, invite("cy@shop.example", staff.Operator, ct.StoreSF), problem.Invalid)
		wantKind(t, invite("cy@shop.example", staff.Owner, 999), problem.NotFound)

		list, err := a.ListStaff(ctx, ct.StoreSF)
		if err != nil || len(list) != 1 || list[0].Member.Email != "bo@shop.example" || !list[0].Invited {
			t.Fatalf("ListStaff(SF) = %+v, %v", list, err)
		}
		all, err := a.ListStaff(ctx, 0)
		if err != nil || len(all) != 2 || all[0].Member.Email != "ada@shop.example" || len(all[0].Grants) != 1 ||
			all[0].Grants[0].StoreID != ct.StoreDenver {
			t.Fatalf("ListStaff(all) = %+v, %v", all, err)
		}
		log, err := db.AuditLog(ctx, ct.StoreSF, 0, 10)
		if err != nil || len(log) != 3 || log[0].Action != "staff_role.remove" || !strings.Contains(log[0].Before, `"role":"owner"`) {
			t.Errorf("audit log = %+v, %v", log, err)
		}
	})
}

// TestStaffExpiredRowsGo: sign-ins and sessions that have run out are
// deleted as new ones start, so neither table grows with time: a sign-in
// begun and left, and the enrolment's session, are gone after a shift
// when the member signs in again; another member's sessions are left.
func TestStaffExpiredRowsGo(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
		db.Now = func() time.Time { return now }
		a := accountstore.New(db)
		box := staffBox(t)
		secret, _ := enrolStaff(t, db, box, "bo@shop.example", staff.Budtender, ct.StoreSF, "correct horse battery")
		enrolStaff(t, db, box, "cy@shop.example", staff.Manager, ct.StoreSF, "correct horse battery")
		count := func(table string) int {
			t.Helper()
			var n int
			if err := db.Reader().QueryRow(ctx, `SELECT COUNT(*) FROM `+table).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		if _, err := a.StaffSignIn(ctx, "bo@shop.example", "correct horse battery", "test"); err != nil {
			t.Fatal(err)
		}
		if s, i := count("staff_sessions"), count("staff_sign_ins"); s != 2 || i != 1 {
			t.Fatalf("before: %d sessions, %d sign-ins; want 2 and 1", s, i)
		}
		now = now.Add(staff.SessionLife + time.Minute)
		in, err := a.StaffSignIn(ctx, "bo@shop.example", "correct horse battery", "test")
		if err != nil {
			t.Fatal(err)
		}
		if i := count("staff_sign_ins"); i != 1 {
			t.Errorf("sign-ins after a new one = %d, want the new one alone", i)
		}
		if _, err := a.FinishStaffSignIn(ctx, box, in.Challenge, staff.TOTP, staff.TOTPCode(secret, staff.TOTPStepAt(now)), staffURL, "test"); err != nil {
			t.Fatal(err)
		}
		var bo, cy int
		if err := db.Reader().QueryRow(ctx, `SELECT
			(SELECT COUNT(*) FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id WHERE u.email = 'bo@shop.example'),
			(SELECT COUNT(*) FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id WHERE u.email = 'cy@shop.example')`).Scan(&bo, &cy); err != nil {
			t.Fatal(err)
		}
		if bo != 1 || cy != 1 {
			t.Errorf("sessions after a new one: bo %d (want the new one alone), cy %d (want theirs kept)", bo, cy)
		}
	})
}
