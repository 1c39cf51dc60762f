package core

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestAppendFields(t *testing.T) {
	obj := map[string]any{"a": 1, "b": "x,}\"{", "c": []any{map[string]any{"d": "]"}, 2.5}, "e": nil, "f": map[string]any{"g": true}, "h": false}
	raw, err := MarshalCompact(obj)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range [][]string{{"a"}, {"b", "c"}, {"e", "f", "h"}, {"zz"}, {"a", "b", "c", "e", "f", "h"}} {
		keep := map[string]bool{}
		expected := map[string]any{}
		for _, k := range want {
			keep[k] = true
			if v, ok := obj[k]; ok {
				expected[k] = v
			}
		}
		var got map[string]any
		out := AppendFields(nil, raw, keep)
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("appendFields(%v) = %s: %v", want, out, err)
		}
		e, _ := json.Marshal(expected)
		var exp map[string]any
		_ = json.Unmarshal(e, &exp)
		if !reflect.DeepEqual(got, exp) {
			t.Errorf("appendFields(%v) = %s, want %s", want, out, e)
		}
	}
}
