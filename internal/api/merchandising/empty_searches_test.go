package merchandising

import "testing"

func TestFoundNothing(t *testing.T) {
	for answer, want := range map[string]bool{
		`{"products":[],"nb_hits":0,"placement":"menu_inline_table","creative_ids":[],"custom_image_data":null}`:                           true,
		`{"products":[],"nb_hits":0,"placement":"menu_inline_table","search_facets":{"brand":{"Acme":0}}}`:                                 true,
		`{"products":[],"nb_hits":12,"placement":"menu_inline_table","creative_ids":[],"custom_image_data":null}`:                          false,
		`{"products":[],"nb_hits":10,"placement":"p"}`:                                                                                     false,
		`{"products":[{"object_id":"1","search_attributes":{"tags":[],"nb_hits":0,"x":1}}],"nb_hits":3,"placement":"p","creative_ids":[]}`: false,
		``: false,
	} {
		if got := foundNothing([]byte(answer)); got != want {
			t.Errorf("foundNothing(%s) = %v, want %v", answer, got, want)
		}
	}
}

// TestOnlyStore: a filter of the store alone, as the menu's search sends
// it (store_id = N) or not at all, counts; any other term does not.
func TestOnlyStore(t *testing.T) {
	for filter, want := range map[string]bool{
		"":                                 true,
		"store_id = 1":                     true,
		"store_id:12":                      true,
		`(store_id = "3")`:                 true,
		`store_id = 1 AND (kind:"edible")`: false,
		`kind:"edible" AND store_id = 1`:   false,
		`store_id = 1 AND (percent_thc:20 TO 30)`: false,
	} {
		if got := onlyStore(filter); got != want {
			t.Errorf("onlyStore(%q) = %v, want %v", filter, got, want)
		}
	}
}
