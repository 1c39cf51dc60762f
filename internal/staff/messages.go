package staff

// The console's refusals (docs/adr/0022-store-console.md, sections 1 and
// 2). Wrong passwords, wrong e-mail codes and the lockout answer with
// internal/accounts' messages, as shoppers' do.
const (
	// MsgSignedOut answers a business route without a live session
	// (401).
	MsgSignedOut = "Your session has ended. Please sign in again."
	// MsgNotYourStore answers a store route of a store where the
	// principal has no role (403).
	MsgNotYourStore = "You have no role at this store."
	// MsgNotYourPartner answers a partner route of a partner the
	// principal is not an operator of (403). The ADR names no message for
	// it; this one says the same as MsgNotYourStore does of a store.
	MsgNotYourPartner = "You are not an operator of this partner."
	// MsgNotFromConsole answers a write authenticated by the cookie whose
	// Origin or X-CSRF-Token is wrong or missing (403).
	MsgNotFromConsole = "This request did not come from the console. Reload the page and try again."
	// MsgUnknownPermission refuses a permission the table does not know,
	// which only a route declared wrongly can ask for (403, failing
	// closed).
	MsgUnknownPermission = "This action is not allowed."
)

// MsgCannot answers a role that does not hold a permission (403), naming
// both: "A budtender cannot edit specials."
func MsgCannot(r Role, p Permission) string {
	action := string(p)
	if i := row(p); i >= 0 {
		action = table[i].action
	}
	return r.label() + " cannot " + action + "."
}
