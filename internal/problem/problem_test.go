package problem

import (
	"errors"
	"reflect"
	"testing"
)

func TestWithin(t *testing.T) {
	var v Validations
	v.Add("rows[3].weights[0].stock", "cannot be negative")
	v.Add("rows", "at most 5000 rows a call: send the rest in another")
	v.Add("rowsy", "not a row")
	v.Add("Idempotency-Key", "used for another sync")
	got := Within(v.Err("These rows cannot be synced."), "stores[2].", "rows")
	var e *Error
	if !errors.As(got, &e) || e.Kind != Invalid || e.Message != "These rows cannot be synced." {
		t.Fatalf("Within = %v", got)
	}
	want := map[string][]string{
		"stores[2].rows[3].weights[0].stock": {"cannot be negative"},
		"stores[2].rows":                     {"at most 5000 rows a call: send the rest in another"},
		"rowsy":                              {"not a row"},
		"Idempotency-Key":                    {"used for another sync"},
	}
	if !reflect.DeepEqual(e.Fields, want) {
		t.Errorf("fields = %v, want %v", e.Fields, want)
	}
	plain := errors.New("disk full")
	if Within(plain, "stores[0].", "rows") != plain || Within(nil, "stores[0].", "rows") != nil {
		t.Error("Within changed an error that is no problem's")
	}
	if fields := v.Err("x").(*Error).Fields; len(fields["rows[3].weights[0].stock"]) != 1 {
		t.Errorf("Within changed the error it was given: %v", fields)
	}
}
