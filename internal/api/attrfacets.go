package api

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// Facets on any attribute of a menu product. The index counts its text
// attributes (merch.IsFacet) and ranges.go its buckets; every other name a
// client sends is counted here from the products' rendered JSON, so no facet
// name is ever refused: one no product carries counts nothing.

// facetStats are the smallest, largest, mean and total of a numeric facet's
// values, each product's distinct values counted once.
type facetStats struct {
	Min float64 `json:"min"`
	Max float64 `json:"max"`
	Avg float64 `json:"avg"`
	Sum float64 `json:"sum"`
	n   int
}

func (s *facetStats) add(v float64) {
	if s.n == 0 || v < s.Min {
		s.Min = v
	}
	if s.n == 0 || v > s.Max {
		s.Max = v
	}
	s.Sum += v
	s.n++
}

// done rounds the mean and total to 4 decimals, hiding float noise.
func (s *facetStats) done() {
	s.Sum = math.Round(s.Sum*1e4) / 1e4
	s.Avg = math.Round(s.Sum/float64(s.n)*1e4) / 1e4
}

// countAttributes counts, over products (each a rendered menu product), how
// many products carry each value of each named attribute. A string (except
// ""), number or boolean counts as itself (numbers in their shortest form:
// "12", "18.3"; booleans "true", "false"); an object counts its keys that
// hold a value (not null, "", {} or []), so {"gram": {...}} counts "gram"; a
// list's entries each count as they would alone; null counts nothing. A
// dotted name reaches into objects and lists of objects:
// "applicable_bundle_special_ids.qualify", "special_price_gram.special_id",
// "lab_results.lab_results.compound_name". Names with numeric values also
// get stats. Every name has a counts map, empty when no product carries it.
func countAttributes(products [][]byte, names []string) (map[string]map[string]int, map[string]facetStats) {
	counts := make(map[string]map[string]int, len(names))
	stats := map[string]facetStats{}
	// byTop groups the names by the top-level field they read.
	byTop := map[string][]string{}
	for _, n := range names {
		if _, seen := counts[n]; seen {
			continue
		}
		counts[n] = map[string]int{}
		top, _, _ := strings.Cut(n, ".")
		byTop[top] = append(byTop[top], n)
	}
	for _, raw := range products {
		eachField(raw, func(key, _, value []byte) {
			wanted := byTop[string(key)]
			if len(wanted) == 0 {
				return
			}
			dec := json.NewDecoder(bytes.NewReader(value))
			dec.UseNumber()
			var v any
			if dec.Decode(&v) != nil {
				return
			}
			for _, name := range wanted {
				var path []string
				if _, rest, ok := strings.Cut(name, "."); ok {
					path = strings.Split(rest, ".")
				}
				seen := map[string]bool{}
				leaves(v, path, func(leaf any) {
					if obj, ok := leaf.(map[string]any); ok {
						for k, x := range obj {
							if hasValue(x) && !seen[k] {
								seen[k] = true
								counts[name][k]++
							}
						}
						return
					}
					key, num, isNum := facetValue(leaf)
					if key == "" || seen[key] {
						return
					}
					seen[key] = true
					counts[name][key]++
					if isNum {
						s := stats[name]
						s.add(num)
						stats[name] = s
					}
				})
			}
		})
	}
	for name, s := range stats {
		s.done()
		stats[name] = s
	}
	return counts, stats
}

// leaves calls f with each value path leads to from v: into an object by key,
// through a list into each of its entries (a list's leaves are its entries).
func leaves(v any, path []string, f func(any)) {
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			if _, isList := e.([]any); !isList {
				leaves(e, path, f)
			}
		}
		return
	case map[string]any:
		if len(path) > 0 {
			leaves(x[path[0]], path[1:], f)
			return
		}
	}
	if len(path) == 0 {
		f(v)
	}
}

// hasValue reports whether v is more than null, "", {} or [].
func hasValue(v any) bool {
	switch x := v.(type) {
	case nil:
		return false
	case string:
		return x != ""
	case map[string]any:
		return len(x) > 0
	case []any:
		return len(x) > 0
	}
	return true
}

// facetValue is how a scalar leaf counts: its key, and its number when it is
// one. Lists, null and "" have no key.
func facetValue(leaf any) (key string, num float64, isNum bool) {
	switch x := leaf.(type) {
	case string:
		return x, 0, false
	case bool:
		return strconv.FormatBool(x), 0, false
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			return x.String(), 0, false
		}
		return strconv.FormatFloat(f, 'f', -1, 64), f, true
	}
	return "", 0, false
}
