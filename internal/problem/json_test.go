package problem

import (
	"encoding/json"
	"testing"
)

func TestExplainJSON(t *testing.T) {
	type body struct {
		StoreID int     `json:"store_id"`
		Items   []int   `json:"items"`
		Ok      bool    `json:"ok"`
		Price   float64 `json:"price"`
	}
	for _, tt := range []struct {
		data, want string
	}{
		// The field and the kind it wants, in words.
		{`{"store_id": "one"}`, "store_id must be a whole number, not string."},
		{`{"items": {}}`, "items must be a list, not object."},
		{`{"ok": 1}`, "ok must be true or false, not number."},
		{`{"price": true}`, "price must be a number, not bool."},
		// No field: the whole body.
		{`[1]`, "expected an object, found array."},
		// A syntax error, at its line and column. The refused '}' is the 15th byte of line 2; encoding/json's
		// offset counts it as read, so the column given is the one after it, 16.
		{"{\n\"store_id\": 1,}", "invalid character '}' looking for beginning of object key string at line 2, column 16."},
	} {
		var b body
		err := json.Unmarshal([]byte(tt.data), &b)
		if err == nil {
			t.Fatalf("%s decoded", tt.data)
		}
		if got := ExplainJSON([]byte(tt.data), err); got != tt.want {
			t.Errorf("ExplainJSON(%q) = %q; want %q", tt.data, got, tt.want)
		}
	}
}
