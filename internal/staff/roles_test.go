package staff

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/problem"
)

// The people of the role tests. Partner 10 lists stores 1 and 3, partner
// 20 lists store 2; the budtender, manager and owner are store 1's, and the
// token is store 1's.
var (
	budtender = Principal{StaffID: 1, Grants: []Grant{{Role: Budtender, StoreID: 1}}}
	manager   = Principal{StaffID: 2, Grants: []Grant{{Role: Manager, StoreID: 1}}}
	owner     = Principal{StaffID: 3, Grants: []Grant{{Role: Owner, StoreID: 1}}}
	operator  = Principal{StaffID: 4, Grants: []Grant{{Role: Operator, PartnerID: 10, Stores: []int64{1, 3}}}}
	elsewhere = Principal{StaffID: 5, Grants: []Grant{{Role: Operator, PartnerID: 20, Stores: []int64{2}}}}
	token     = IntegrationPrincipal(9, 1)
	nobody    = Principal{}
)

// TestRoleMatrix is the role table written out again by hand, from
// docs/adr/0022-store-console.md section 2, as who may do what where. Each
// cell lists the stores, of 1 (the store of the budtender, manager, owner
// and token), 2 (another partner's) and 3 (another store of the operator's
// partner), where the principal may act; "*" is any id at all, "" none.
// Every permission of the table must have a row.
func TestRoleMatrix(t *testing.T) {
	people := []struct {
		name string
		p    Principal
	}{
		{"budtender of 1", budtender}, {"manager of 1", manager}, {"owner of 1", owner},
		{"operator of 10 (1, 3)", operator}, {"operator of 20 (2)", elsewhere}, {"token of 1", token},
		{"no session", nobody},
	}
	matrix := map[Permission][7]string{
		//                bud  mgr  own  op10  op20 token nobody
		ReservationsRead: {"1", "1", "1", "13", "2", "1", ""},
		ReservationsMove: {"1", "1", "1", "13", "2", "1", ""},
		DocumentsView:    {"1", "1", "1", "13", "2", "", ""},
		MenuRead:         {"1", "1", "1", "13", "2", "", ""},
		MenuStock:        {"1", "1", "1", "13", "2", "", ""},
		SpecialsRead:     {"1", "1", "1", "13", "2", "", ""},
		MenuEdit:         {"", "1", "1", "13", "2", "", ""},
		InventorySync:    {"", "1", "1", "13", "2", "1", ""},
		SpecialsEdit:     {"", "1", "1", "13", "2", "", ""},
		ReviewsModerate:  {"", "1", "1", "13", "2", "", ""},
		ReportsRead:      {"", "1", "1", "13", "2", "1", ""},
		SettingsRead:     {"", "1", "1", "13", "2", "", ""},
		SettingsEdit:     {"", "", "1", "13", "2", "", ""},
		StaffManage:      {"", "", "1", "13", "2", "", ""},
		TokensManage:     {"", "", "1", "13", "2", "", ""},
		WebhooksManage:   {"", "", "1", "13", "2", "1", ""},
		AuditRead:        {"", "", "1", "13", "2", "", ""},
		Self:             {"*", "*", "*", "*", "*", "", ""},
		Anyone:           {"*", "*", "*", "*", "*", "*", "*"},
		// The id is a partner's here: 1, 2 and 3 are none of theirs.
		PartnerManage: {"", "", "", "", "", "", ""},
	}
	for _, perm := range Permissions() {
		row, ok := matrix[perm]
		if !ok {
			t.Errorf("%s has no row in the hand-written matrix", perm)
			continue
		}
		for i, who := range people {
			want := row[i]
			if want == "*" {
				want = "123"
			}
			var got strings.Builder
			for _, store := range []int64{1, 2, 3} {
				if who.p.Can(perm, store) {
					got.WriteByte(byte('0' + store))
				}
			}
			if got.String() != want {
				t.Errorf("%s: %s may act on stores %q, want %q", perm, who.name, got.String(), want)
			}
		}
	}
	if len(matrix) != len(Permissions()) {
		t.Errorf("the matrix has %d rows for %d permissions", len(matrix), len(Permissions()))
	}
}

// An operator manages its own partner's pages, and nobody else does.
func TestPartnerManage(t *testing.T) {
	for _, c := range []struct {
		name    string
		p       Principal
		partner int64
		want    bool
	}{
		{"operator of 10 on 10", operator, 10, true},
		{"operator of 10 on 20", operator, 20, false},
		{"operator of 20 on 20", elsewhere, 20, true},
		{"owner of 1 (a store of 10)", owner, 10, false},
		{"token", token, 10, false},
		{"no session", nobody, 10, false},
	} {
		if got := c.p.Can(PartnerManage, c.partner); got != c.want {
			t.Errorf("%s: Can(partner.manage) = %v, want %v", c.name, got, c.want)
		}
	}
}

// The refusals the guard answers, in the one error shape.
func TestCheckRefusals(t *testing.T) {
	for _, c := range []struct {
		name    string
		p       Principal
		perm    Permission
		store   int64
		kind    problem.Kind // "" when allowed
		message string
	}{
		{"no session", nobody, ReservationsRead, 1, problem.Unauthorized, "Your session has ended. Please sign in again."},
		{"no session, self", nobody, Self, 0, problem.Unauthorized, MsgSignedOut},
		{"no session may sign in", nobody, Anyone, 0, "", ""},
		{"another store", manager, ReservationsRead, 2, problem.Forbidden, "You have no role at this store."},
		{"another partner's store", operator, ReservationsRead, 2, problem.Forbidden, MsgNotYourStore},
		{"budtender edits specials", budtender, SpecialsEdit, 1, problem.Forbidden, "A budtender cannot edit specials."},
		{"manager manages staff", manager, StaffManage, 1, problem.Forbidden, "A manager cannot manage staff."},
		{"token reads the menu", token, MenuRead, 1, problem.Forbidden, "An integration token cannot see the menu."},
		{"token's own account", token, Self, 0, problem.Forbidden, "An integration token cannot manage a staff account."},
		{"owner on a partner", owner, PartnerManage, 10, problem.Forbidden, "You are not an operator of this partner."},
		{"unknown permission", owner, "menu.delete", 1, problem.Forbidden, MsgUnknownPermission},
		{"owner edits settings", owner, SettingsEdit, 1, "", ""},
		{"operator reads the audit log of 3", operator, AuditRead, 3, "", ""},
	} {
		err := c.p.Check(c.perm, c.store)
		if c.kind == "" {
			if err != nil {
				t.Errorf("%s: Check = %v, want nil", c.name, err)
			}
			continue
		}
		var p *problem.Error
		if !errors.As(err, &p) || p.Kind != c.kind || p.Message != c.message {
			t.Errorf("%s: Check = %v, want %s %q", c.name, err, c.kind, c.message)
		}
	}
}

// A person whose roles reach one store twice is taken at the stronger.
func TestRoleAt(t *testing.T) {
	both := Principal{StaffID: 6, Grants: []Grant{
		{Role: Manager, StoreID: 1},
		{Role: Operator, PartnerID: 10, Stores: []int64{1, 3}},
		{Role: Budtender, StoreID: 4},
	}}
	for store, want := range map[int64]Role{1: Operator, 2: "", 3: Operator, 4: Budtender} {
		if got := both.RoleAt(store); got != want {
			t.Errorf("RoleAt(%d) = %q, want %q", store, got, want)
		}
	}
	if got := token.RoleAt(1); got != Integration {
		t.Errorf("token.RoleAt(1) = %q, want integration", got)
	}
	if got := nobody.RoleAt(0); got != "" {
		t.Errorf("nobody.RoleAt(0) = %q, want none", got)
	}
}

// Each staff role holds all that the one below it holds, which RoleAt
// relies on; the operator holds all an owner holds.
func TestRolesNest(t *testing.T) {
	staffRoles := []Role{Budtender, Manager, Owner, Operator}
	for i := 1; i < len(staffRoles); i++ {
		for _, p := range PermissionsOf(staffRoles[i-1]) {
			if !Holds(staffRoles[i], p) {
				t.Errorf("%s holds %s but %s does not", staffRoles[i-1], p, staffRoles[i])
			}
		}
	}
}

func TestRolesWithAndPermissionsOf(t *testing.T) {
	for p, want := range map[Permission][]Role{
		ReservationsRead: {Budtender, Manager, Owner, Operator, Integration},
		DocumentsView:    {Budtender, Manager, Owner, Operator},
		ReportsRead:      {Manager, Owner, Operator, Integration},
		SettingsEdit:     {Owner, Operator},
		PartnerManage:    {Operator},
		"menu.delete":    nil,
	} {
		if got := RolesWith(p); !slices.Equal(got, want) {
			t.Errorf("RolesWith(%s) = %v, want %v", p, got, want)
		}
	}
	for r, want := range map[Role][]Permission{
		Integration: {ReservationsRead, ReservationsMove, InventorySync, ReportsRead, WebhooksManage, Anyone},
		Budtender:   {ReservationsRead, ReservationsMove, DocumentsView, MenuRead, MenuStock, SpecialsRead, Self, Anyone},
		"cashier":   nil,
	} {
		if got := PermissionsOf(r); !slices.Equal(got, want) {
			t.Errorf("PermissionsOf(%s) = %v, want %v", r, got, want)
		}
	}
	for p, want := range map[Permission]Scope{MenuEdit: OnStore, Self: OnNothing, Anyone: OnNothing, PartnerManage: OnPartner} {
		if got := ScopeOf(p); got != want {
			t.Errorf("ScopeOf(%s) = %v, want %v", p, got, want)
		}
	}
}

// An owner grants the three store roles at their store; an operator does
// on its partner's stores and alone grants operator, of its own partner.
func TestCanGrant(t *testing.T) {
	for _, c := range []struct {
		name           string
		p              Principal
		role           Role
		store, partner int64
		want           bool
	}{
		{"owner grants owner at 1", owner, Owner, 1, 0, true},
		{"owner grants manager at 1", owner, Manager, 1, 0, true},
		{"owner grants budtender at 1", owner, Budtender, 1, 0, true},
		{"owner grants at 2", owner, Manager, 2, 0, false},
		{"owner grants operator", owner, Operator, 0, 10, false},
		{"manager grants budtender", manager, Budtender, 1, 0, false},
		{"budtender grants budtender", budtender, Budtender, 1, 0, false},
		{"operator grants owner at 3", operator, Owner, 3, 0, true},
		{"operator grants owner at 2", operator, Owner, 2, 0, false},
		{"operator grants operator of 10", operator, Operator, 0, 10, true},
		{"operator grants operator of 20", operator, Operator, 0, 20, false},
		{"token grants budtender", token, Budtender, 1, 0, false},
		{"owner grants integration", owner, Integration, 1, 0, false},
		{"no session", nobody, Budtender, 1, 0, false},
	} {
		if got := c.p.CanGrant(c.role, c.store, c.partner); got != c.want {
			t.Errorf("%s: CanGrant = %v, want %v", c.name, got, c.want)
		}
	}
}
