package analytics

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

func TestCheckName(t *testing.T) {
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"LoggedIn", true},
		{"LinkBankAccountSuccess - Pay", true},
		{"page_view", true},
		{"", false},
		{"1abc", false},
		{"Bad<script>", false},
		{strings.Repeat("a", MaxNameLength), true},
		{strings.Repeat("a", MaxNameLength+1), false},
		{"Sent 555-123-4567", false},
	} {
		if got := CheckName(tc.name) == ""; got != tc.ok {
			t.Errorf("CheckName(%q) ok = %v, want %v", tc.name, got, tc.ok)
		}
	}
}

func TestCheckUserRef(t *testing.T) {
	for ref, ok := range map[string]bool{"": true, "customer:12": true, "business:7": true, "12": false, "customer:": false, "admin:1": false, "customer:jane@example.com": false} {
		if got := CheckUserRef(ref) == ""; got != ok {
			t.Errorf("CheckUserRef(%q) ok = %v, want %v", ref, got, ok)
		}
	}
}

func TestProperties(t *testing.T) {
	for _, tc := range []struct {
		in, want, problem string
	}{
		{``, `{}`, ""},
		{`null`, `{}`, ""},
		{`{"storeId":1,"productName":"Kush","price":12.5}`, `{"price":12.5,"productName":"Kush","storeId":1}`, ""},
		{`{"email":"x@y.io","Phone":5551234567,"note":"reach me at a@b.co"}`, `{"Phone":"[redacted]","email":"[redacted]","note":"reach me at [redacted]"}`, ""},
		{`{"list":["555 123 4567",{"deep":"ok"}]}`, `{"list":["[redacted]",{"deep":"ok"}]}`, ""},
		{`{"email":null}`, `{"email":null}`, ""},
		{`[1,2]`, ``, "The properties must be a JSON object."},
		{`{"a":{"b":{"c":{"d":{}}}}}`, ``, "The properties nest deeper than 4 levels."},
	} {
		got, problem := Properties(json.RawMessage(tc.in))
		if problem != tc.problem || string(got) != tc.want {
			t.Errorf("Properties(%s) = %s, %q; want %s, %q", tc.in, got, problem, tc.want, tc.problem)
		}
	}
	many := map[string]int{}
	for i := range MaxProperties + 1 {
		many[fmt.Sprint("k", i)] = i
	}
	raw, _ := json.Marshal(many)
	if _, problem := Properties(raw); problem != "The properties hold more than 60 keys." {
		t.Errorf("61 keys: problem %q", problem)
	}
	long, _ := json.Marshal(map[string]string{"s": strings.Repeat("é", MaxStringLength)})
	out, _ := Properties(long)
	var back map[string]string
	_ = json.Unmarshal(out, &back)
	if len(back["s"]) != MaxStringLength || !strings.HasPrefix(back["s"], "éé") {
		t.Errorf("long string kept %d bytes, want %d", len(back["s"]), MaxStringLength)
	}
}

func TestCapInsight(t *testing.T) {
	in := Insight{Index: "menu-products", EventName: "Filters Applied", UserToken: "dev1"}
	for i := range 8 {
		in.Filters = append(in.Filters, fmt.Sprintf("kind:k%d", i))
	}
	in.Filters = append(in.Filters, "brand:Alpha", "brand:Beta", "brand:me@example.com", "kind:last")
	for i := range 25 {
		in.ObjectIDs = append(in.ObjectIDs, fmt.Sprint(i))
	}
	got := CapInsight(in)
	want := []string{"brand:Alpha", "brand:Beta", "brand:" + Redacted, "kind:k0", "kind:k1", "kind:k2", "kind:k3", "kind:k4", "kind:k5", "kind:k6"}
	if fmt.Sprint(got.Filters) != fmt.Sprint(want) {
		t.Errorf("filters = %v, want %v", got.Filters, want)
	}
	if len(got.ObjectIDs) != 20 || got.ObjectIDs[19] != "19" {
		t.Errorf("object ids = %v, want the first 20", got.ObjectIDs)
	}
	if got.UserToken != "dev1" {
		t.Errorf("userToken = %q", got.UserToken)
	}
}

// The redaction rules of internal/redact reach every string value: e-mail
// addresses (also percent-encoded), phone numbers and card numbers.
func TestPropertiesRedact(t *testing.T) {
	got, problem := Properties(json.RawMessage(`{"note": "card 4111 1111 1111 1111 2025", "next": "/login?email=jo%40x.com", "said": "call 555-123-4567", "n": 4111111111111111}`))
	want := `{"n":4111111111111111,"next":"/login?email=[redacted]","note":"card **** **** **** **** 2025","said":"call [redacted]"}`
	if problem != "" || string(got) != want {
		t.Errorf("Properties = %s %q, want %s", got, problem, want)
	}
	if CheckName("Paid 4111111111111111") == "" {
		t.Error("an event name with a card number was accepted")
	}
}
