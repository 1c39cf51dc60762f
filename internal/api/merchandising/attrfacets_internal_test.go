package merchandising

import (
	"reflect"
	"testing"
)

func TestCountAttributes(t *testing.T) {
	products := [][]byte{
		[]byte(`{"aggregate_rating":4.5,"percent_thc":18.3,"has_brand_discount":false,"applicable_special_ids":[7,9,7],` +
			`"compound_names":["THC","CBD"],"special_price_gram":{"special_id":7,"price":"12.00"},"brand_special_prices":{},` +
			`"applicable_bundle_special_ids":{"qualify":[3],"discount":[]},"brand_subtype":"","bucket_price":12,` +
			`"lab_results":[{"price_id":"gram","lab_results":[{"compound_name":"THC","value":18.3}]}]}`),
		[]byte(`{"aggregate_rating":null,"percent_thc":85,"has_brand_discount":true,"applicable_special_ids":[],` +
			`"compound_names":["THC"],"special_price_gram":{},"brand_special_prices":{"gram":{"brand_special_id":3}},` +
			`"applicable_bundle_special_ids":{"qualify":[3,4],"discount":[4]},"brand_subtype":"Smalls","bucket_price":25.50}`),
		[]byte(`{"percent_thc":null,"has_brand_discount":false,"applicable_special_ids":[9],"bucket_price":"18"}`),
	}
	names := []string{"aggregate_rating", "percent_thc", "has_brand_discount", "applicable_special_ids", "compound_names",
		"special_price_gram", "brand_special_prices", "special_price_gram.special_id", "brand_special_prices.gram.brand_special_id",
		"applicable_bundle_special_ids", "applicable_bundle_special_ids.qualify", "brand_subtype", "bucket_price",
		"lab_results.lab_results.compound_name", "nothing_carries_this", "percent_thc"}
	counts, stats := countAttributes(products, names)
	wantCounts := map[string]map[string]int{
		"aggregate_rating": {"4.5": 1},
		"percent_thc":      {"18.3": 1, "85": 1},
		// booleans count both ways
		"has_brand_discount": {"false": 2, "true": 1},
		// 7 twice in one product counts once
		"applicable_special_ids": {"7": 1, "9": 2},
		"compound_names":         {"THC": 2, "CBD": 1},
		// an object counts its keys that hold a value
		"special_price_gram":                         {"special_id": 1, "price": 1},
		"brand_special_prices":                       {"gram": 1},
		"special_price_gram.special_id":              {"7": 1},
		"brand_special_prices.gram.brand_special_id": {"3": 1},
		"applicable_bundle_special_ids":              {"qualify": 2, "discount": 1},
		"applicable_bundle_special_ids.qualify":      {"3": 2, "4": 1},
		"brand_subtype":                              {"Smalls": 1},
		// a numeric string counts as text, without stats
		"bucket_price":                          {"12": 1, "25.5": 1, "18": 1},
		"lab_results.lab_results.compound_name": {"THC": 1},
		"nothing_carries_this":                  {},
	}
	for name, want := range wantCounts {
		if got := counts[name]; !reflect.DeepEqual(got, want) {
			t.Errorf("counts[%q] = %v, want %v", name, got, want)
		}
	}
	if len(counts) != len(wantCounts) {
		t.Errorf("counted %d names, want %d", len(counts), len(wantCounts))
	}
	// percent_thc: 18.3 and 85, sum 103.3, mean 51.65; bucket_price 12 and 25.5.
	wantStats := map[string]FacetStats{
		"aggregate_rating":                           {Min: 4.5, Max: 4.5, Avg: 4.5, Sum: 4.5, n: 1},
		"percent_thc":                                {Min: 18.3, Max: 85, Avg: 51.65, Sum: 103.3, n: 2},
		"applicable_special_ids":                     {Min: 7, Max: 9, Avg: 8.3333, Sum: 25, n: 3},
		"special_price_gram.special_id":              {Min: 7, Max: 7, Avg: 7, Sum: 7, n: 1},
		"brand_special_prices.gram.brand_special_id": {Min: 3, Max: 3, Avg: 3, Sum: 3, n: 1},
		"applicable_bundle_special_ids.qualify":      {Min: 3, Max: 4, Avg: 3.3333, Sum: 10, n: 3},
		"bucket_price":                               {Min: 12, Max: 25.5, Avg: 18.75, Sum: 37.5, n: 2},
	}
	if !reflect.DeepEqual(stats, wantStats) {
		t.Errorf("stats = %+v, want %+v", stats, wantStats)
	}
}
