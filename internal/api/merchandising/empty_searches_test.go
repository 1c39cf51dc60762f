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
