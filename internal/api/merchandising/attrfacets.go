package merchandising

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
)

// Facets on any attribute of a menu product. The index counts its text
// attributes (merch.IsFacet) and ranges.go its buckets; every other name a
// client sends is counted here from the products' rendered JSON, so no facet
// name is ever refused: one no product carries counts nothing.

// FacetStats are the smallest, largest, mean and total of a numeric facet's
// values, each product's distinct values counted once.
type FacetStats struct {
	Min float64 `json:"min"`
	Max float64 `json:"max"`
	Avg float64 `json:"avg"`
	Sum float64 `json:"sum"`
	n   int
}

func (s *FacetStats) add(v float64) {
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
func (s *FacetStats) done() {
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
func countAttributes(products [][]byte, names []string) (map[string]map[string]int, map[string]FacetStats) {
	return tally(attributeLeaves(products, names), names, nil)
}

// attributeLeaves reads the distinct values each named attribute counts
// (see countAttributes) from each product: out[name][i] for products[i];
// out[name] is nil when no product carries the attribute.
func attributeLeaves(products [][]byte, names []string) map[string][][]core.FacetLeaf {
	out := make(map[string][][]core.FacetLeaf, len(names))
	// byTop groups the names by the top-level field they read; interned
	// keeps one copy of each key string per name.
	byTop := map[string][]string{}
	interned := map[string]map[string]string{}
	paths := make(map[string][]string, len(names)) // each name's path below its top, split once
	for _, n := range names {
		if _, seen := out[n]; seen {
			continue
		}
		out[n] = nil // made when a product carries a value: names nothing carries cost no more
		interned[n] = map[string]string{}
		top, rest, dotted := strings.Cut(n, ".")
		byTop[top] = append(byTop[top], n)
		if dotted {
			paths[n] = strings.Split(rest, ".")
		}
	}
	for i, raw := range products {
		core.EachField(raw, func(key, _, value []byte) {
			wanted := byTop[string(key)]
			if len(wanted) == 0 {
				return
			}
			switch string(value) {
			case "null", "[]", "{}", `""`:
				return // counts nothing, by any name
			}
			dec := json.NewDecoder(bytes.NewReader(value))
			dec.UseNumber()
			var v any
			if dec.Decode(&v) != nil {
				return
			}
			for _, name := range wanted {
				path := paths[name]
				var found []core.FacetLeaf
				add := func(l core.FacetLeaf) {
					for _, f := range found {
						if f.Key == l.Key {
							return
						}
					}
					if k, ok := interned[name][l.Key]; ok {
						l.Key = k
					} else {
						interned[name][l.Key] = l.Key
					}
					found = append(found, l)
				}
				leaves(v, path, func(leaf any) {
					if obj, ok := leaf.(map[string]any); ok {
						for k, x := range obj {
							if hasValue(x) {
								add(core.FacetLeaf{Key: k})
							}
						}
						return
					}
					if key, num, isNum := facetValue(leaf); key != "" {
						add(core.FacetLeaf{Key: key, Num: num, IsNum: isNum})
					}
				})
				if len(found) > 0 {
					if out[name] == nil {
						out[name] = make([][]core.FacetLeaf, len(products))
					}
					out[name][i] = found
				}
			}
		})
	}
	return out
}

// tally counts the leaves of the products at positions (every product when
// nil) for each name, with the stats of numeric values.
func tally(leaves map[string][][]core.FacetLeaf, names []string, positions []int) (map[string]map[string]int, map[string]FacetStats) {
	counts := make(map[string]map[string]int, len(names))
	stats := map[string]FacetStats{}
	for _, name := range names {
		if _, done := counts[name]; done {
			continue
		}
		byProduct := leaves[name]
		c := map[string]int{}
		counts[name] = c
		if byProduct == nil {
			continue
		}
		var st FacetStats
		count := func(ls []core.FacetLeaf) {
			for _, l := range ls {
				c[l.Key]++
				if l.IsNum {
					st.add(l.Num)
				}
			}
		}
		if positions == nil {
			for _, ls := range byProduct {
				count(ls)
			}
		} else {
			for _, p := range positions {
				count(byProduct[p])
			}
		}
		if st.n > 0 {
			st.done()
			stats[name] = st
		}
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

// maxFacetNames bounds the facet names one request may list: a client of
// the original service sends a few dozen, every menu-product attribute is
// about a hundred.
const maxFacetNames = 300

// maxKeptAttributes bounds the attribute names a menu view keeps values of:
// clients send a few dozen, always the same; names past it are read again
// for each request.
const maxKeptAttributes = 256

// maxAbsentAttributes bounds the names a menu view remembers no product
// carries, so a request's made-up names are looked for once, not once per
// row of a /v2/multi; past it the list starts afresh.
const maxAbsentAttributes = 1024

// countViewAttributes counts the named attributes over hits, products of the
// view, reading each attribute from the rendered products once per view:
// the products are rendered (core.MenuView.RenderAll) when an attribute
// not read yet is asked for, and let go once it is read.
func countViewAttributes(v *core.MenuView, hits []*catalog.MenuProduct, names []string) (map[string]map[string]int, map[string]FacetStats, error) {
	v.AttrMu.Lock()
	var rendered [][]byte
	render := func() ([][]byte, error) {
		if rendered == nil {
			all, err := v.RenderAll()
			if err != nil {
				return nil, err
			}
			rendered = all
		}
		return rendered, nil
	}
	var grown int64 // bytes the view keeps from here on for the next requests
	if v.Places == nil {
		all, err := render()
		if err != nil {
			v.AttrMu.Unlock()
			return nil, nil, err
		}
		v.Places = make(map[int64]int, v.Len())
		v.Attrs = map[string][][]core.FacetLeaf{}
		v.Tops = map[string]bool{}
		v.Paths = map[string]map[string]bool{}
		v.Absent = map[string]bool{}
		grown += int64(v.Len()) * 48 // Places: about a map entry a product
		for i, m := range v.All() {
			v.Places[m.ID] = i
			core.EachField(all[i], func(key, _, _ []byte) {
				if !v.Tops[string(key)] {
					v.Tops[string(key)] = true
				}
			})
		}
	}
	leaves := make(map[string][][]core.FacetLeaf, len(names))
	var missing []string
	for _, n := range names {
		switch ls, kept := v.Attrs[n]; {
		case kept:
			leaves[n] = ls
		case v.Absent[n] || !holds(v, n, render):
			// no product carries it: nothing to read
		default:
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		all, err := render()
		if err != nil {
			v.AttrMu.Unlock()
			return nil, nil, err
		}
		for n, ls := range attributeLeaves(all, missing) {
			leaves[n] = ls
			// names nothing carries are not kept with the others, so made-up
			// ones never crowd out the real ones
			switch {
			case ls == nil:
				if len(v.Absent) >= maxAbsentAttributes {
					clear(v.Absent)
				}
				v.Absent[n] = true
			case len(v.Attrs) < maxKeptAttributes:
				v.Attrs[n] = ls
				grown += core.FacetLeavesBytes(ls)
			}
		}
	}
	positions := make([]int, len(hits))
	for i, m := range hits {
		positions[i] = v.Places[m.ID]
	}
	v.AttrMu.Unlock()
	// Counted against the menus' budget once the view's lock is let go.
	v.Grow(grown)
	counts, stats := tally(leaves, names, positions)
	return counts, stats, nil
}

// holds reports whether some product's attribute may be found by name: its
// top-level attribute is carried, and a dotted name's path leads somewhere
// in a product's value. The paths under a top-level attribute are read from
// the products once per view, the first time a dotted name asks, so a
// made-up name costs a look-up, not a read of every product. v.attrMu is
// held; render gives the products rendered. A product that cannot be
// rendered holds nothing.
func holds(v *core.MenuView, name string, render func() ([][]byte, error)) bool {
	top, rest, dotted := strings.Cut(name, ".")
	if !v.Tops[top] {
		return false
	}
	if !dotted {
		return true
	}
	set, ok := v.Paths[top]
	if !ok {
		set = map[string]bool{}
		all, err := render()
		if err != nil {
			return false
		}
		for _, raw := range all {
			core.EachField(raw, func(key, _, value []byte) {
				var x any
				if string(key) == top && json.Unmarshal(value, &x) == nil {
					collectPaths(x, "", set)
				}
			})
		}
		v.Paths[top] = set
	}
	return set[rest]
}

// collectPaths adds to set the dotted paths below v that leaves follows:
// into an object by key, through a list into each entry that is no list.
func collectPaths(v any, prefix string, set map[string]bool) {
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			if _, isList := e.([]any); !isList {
				collectPaths(e, prefix, set)
			}
		}
	case map[string]any:
		for k, e := range x {
			p := k
			if prefix != "" {
				p = prefix + "." + k
			}
			set[p] = true
			collectPaths(e, p, set)
		}
	}
}
