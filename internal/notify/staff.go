package notify

import (
	"fmt"
	"net/url"
	"time"
)

// The store console's mails to staff (docs/adr/0022-store-console.md,
// section 1).

// StaffInvitationMail carries the one-time link that lets a new staff
// member set a password, valid for life: role at where (a store's or a
// partner's name).
func StaffInvitationMail(to, publicURL, token, role, where string, life time.Duration) Message {
	link := publicURL + "/business/welcome/" + url.PathEscape(token)
	return Message{To: to, Channel: Email, Subject: "Your invitation to the store console of " + where, Body: fmt.Sprintf(
		`You have been given the role %s at %s in its Pistil store console.

To set your password and sign in, open this link within %s:

%s

The link works once. If you did not expect this, ignore this message.
`, role, where, humanDuration(life), link)}
}

// StaffRoleMail tells a staff member who already has a password of a new
// role: no link is needed, they sign in as before.
func StaffRoleMail(to, publicURL, role, where string) Message {
	return Message{To: to, Channel: Email, Subject: "You have a new role at " + where, Body: fmt.Sprintf(
		`You have been given the role %s at %s in its Pistil store console.

Sign in as usual to see it:

%s/business
`, role, where, publicURL)}
}

// StaffSignInCodeMail carries the code that finishes a staff sign-in when
// the authenticator app is not at hand, valid for life.
func StaffSignInCodeMail(to, code string, life time.Duration) Message {
	return Message{To: to, Channel: Email, Subject: "Your store console sign-in code", Body: fmt.Sprintf(
		`Your sign-in code is %s

Enter it on the store console's sign-in page within %s. If you were not
signing in, change your password: someone knows it.
`, code, humanDuration(life))}
}

// StaffRecoveryCodeUsedMail tells a staff member that one of their
// recovery codes was used to sign in, and how many remain.
func StaffRecoveryCodeUsedMail(to, publicURL string, left int) Message {
	return Message{To: to, Channel: Email, Subject: "A recovery code was used to sign in", Body: fmt.Sprintf(
		`Someone signed in to your store console account with one of your recovery
codes. %d unused codes remain.

If it was you, make new codes once you have your authenticator app again:
%s/business

If it was not you, ask your store's owner to reset your second factor and
change your password: someone knows both.
`, left, publicURL)}
}

// StoreReservation is what a store's alert says of a reservation.
type StoreReservation struct {
	ID           int64
	StoreID      int64
	StoreName    string
	Mode         string // pickup, curbside, delivery, kiosk
	ShopperName  string
	Items        int
	Total        string // as the shopper sees it: "$42.50"
	CurbsideSpot string
}

// consoleLink is where the store's console shows a reservation.
func consoleLink(publicURL string, r StoreReservation) string {
	return fmt.Sprintf("%s/business/stores/%d/queue/%d", publicURL, r.StoreID, r.ID)
}

// StoreNewReservationMail tells a store's address (catalogue
// notification_emails) of a new reservation.
func StoreNewReservationMail(to, publicURL string, r StoreReservation) Message {
	who := r.ShopperName
	if who == "" {
		who = "A kiosk shopper"
	}
	return Message{To: to, Channel: Email, Subject: fmt.Sprintf("New %s reservation #%d at %s", r.Mode, r.ID, r.StoreName), Body: fmt.Sprintf(
		`%s placed reservation #%d at %s for %s: %d items, %s.

Open it in the store console:
%s
`, who, r.ID, r.StoreName, r.Mode, r.Items, r.Total, consoleLink(publicURL, r))}
}

// StoreArrivalMail tells a store's address that a curbside shopper has
// arrived.
func StoreArrivalMail(to, publicURL string, r StoreReservation) Message {
	spot := "They did not say where they parked."
	if r.CurbsideSpot != "" {
		spot = "They are at: " + r.CurbsideSpot + "."
	}
	return Message{To: to, Channel: Email, Subject: fmt.Sprintf("%s is here for curbside #%d", r.ShopperName, r.ID), Body: fmt.Sprintf(
		`%s has arrived for curbside reservation #%d at %s. %s

Open it in the store console:
%s
`, r.ShopperName, r.ID, r.StoreName, spot, consoleLink(publicURL, r))}
}
