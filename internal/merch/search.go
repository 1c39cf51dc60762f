package merch

import (
	"maps"
	"slices"
	"strings"
	"unicode"
)

// Search over a menu: every query word must match a word of the product's
// name, brand, strain, kind, subtype, lineage, effects or aliases, by prefix or, for
// longer words, within a small edit distance (one typo from four letters, two
// from eight). Hits rank by how well they match, name words counting most.

// posting is one product a vocabulary word appears in, with the weight of
// the field it appears in.
type posting struct {
	doc    int32
	weight int32
}

// Field weights: a word of the product's name counts most.
const (
	weightName   = 4
	weightBrand  = 2
	weightOther  = 1
	exactBonus   = 3 // the query word is the whole word
	prefixBonus  = 2 // the query word begins the word
	fuzzyBonus   = 1 // the query word is within the typo allowance
	maxQueryWord = 40
)

// The bounds of a search's text (docs/merchandising.md): a shopper types a
// few words, a product name at most; each word is compared with every word
// of the menu, so the words bound a search's cost.
const (
	MaxQueryLength = 200 // characters
	MaxQueryWords  = 16  // as QueryWords counts them
)

// QueryWords counts the words a search's text is matched by: a word joined
// by hyphens counts its parts and itself whole.
func QueryWords(text string) int { return len(words(text)) }

// words splits text into lowercase words of letters and digits; a word
// joined by hyphens also counts whole ("pre-roll" gives pre, roll, preroll).
func words(text string) []string {
	var out []string
	for _, chunk := range strings.Fields(strings.ToLower(text)) {
		parts := strings.FieldsFunc(chunk, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		out = append(out, parts...)
		if len(parts) > 1 {
			out = append(out, strings.Join(parts, ""))
		}
	}
	return out
}

// vocabulary is every word of the menu with the products it appears in:
// words[i]'s postings are postings[i]. A search compares each query word
// with every word, so they are kept as slices, quick to walk.
type vocabulary struct {
	words    []string
	postings [][]posting
}

// vocabularyBuilder gathers the postings of each word.
type vocabularyBuilder map[string][]posting

func (v vocabularyBuilder) add(doc int, text string, weight int32) {
	for _, w := range words(text) {
		ps := v[w]
		if n := len(ps); n > 0 && ps[n-1].doc == int32(doc) {
			ps[n-1].weight = max(ps[n-1].weight, weight)
			continue
		}
		v[w] = append(ps, posting{doc: int32(doc), weight: weight})
	}
}

// vocabulary is the index's vocabulary, made on first use.
func (ix *Index) vocabulary() *vocabulary {
	ix.vocabOnce.Do(func() { ix.vocab = buildVocabulary(ix.docs) })
	return &ix.vocab
}

func buildVocabulary(docs []*doc) vocabulary {
	v := vocabularyBuilder{}
	for i, d := range docs {
		p := d.mp.Product
		v.add(i, p.Name, weightName)
		v.add(i, d.mp.Brand.Name, weightBrand)
		others := []string{p.Strain, string(p.Kind), p.RootSubtype, p.BrandSubtype, string(p.Category)}
		others = append(others, p.Effects...)
		others = append(others, p.Aliases...)
		v.add(i, strings.Join(others, " "), weightOther)
	}
	// Move the postings, grown by appending, to one array of the exact
	// size, the words in order.
	n := 0
	for _, ps := range v {
		n += len(ps)
	}
	out := vocabulary{words: slices.Sorted(maps.Keys(v))}
	out.postings = make([][]posting, len(out.words))
	all := make([]posting, 0, n)
	for i, w := range out.words {
		all = append(all, v[w]...)
		out.postings[i] = all[len(all)-len(v[w]) : len(all) : len(all)]
	}
	return out
}

// typoAllowance is how many edits a query word of n letters may be off by.
func typoAllowance(n int) int {
	switch {
	case n >= 8:
		return 2
	case n >= 4:
		return 1
	}
	return 0
}

// match scores how well query word q matches vocabulary word w: 0 for no match.
func match(q, w string) int32 {
	switch {
	case q == w:
		return exactBonus
	case strings.HasPrefix(w, q):
		return prefixBonus
	}
	allow := typoAllowance(len(q))
	if allow == 0 {
		return 0
	}
	if editDistance(q, w, allow) <= allow {
		return fuzzyBonus
	}
	// A typo in a word still being typed: from six letters, compare with the
	// word's beginning too (shorter beginnings match too much).
	if len(q) >= 6 && len(w) > len(q) && editDistance(q, w[:len(q)], allow) <= allow {
		return fuzzyBonus
	}
	return 0
}

// editDistance is the optimal-string-alignment distance between a and b
// (insertions, deletions, substitutions and swaps of neighbours), or more
// than limit as soon as it must be.
func editDistance(a, b string, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	// Three rows of len(b)+1 cells, on the stack for the words of a menu.
	var rows [3 * 48]int
	var cells []int
	if n := len(b) + 1; 3*n <= len(rows) {
		cells = rows[:3*n]
	} else {
		cells = make([]int, 3*n)
	}
	n := len(b) + 1
	prev2, prev, cur := cells[:n], cells[n:2*n], cells[2*n:]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			best = min(best, cur[j])
		}
		if best > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// textScores scores every product against the query: ok[i] reports whether
// product i matched every query word, score[i] how well. Both are nil for
// an empty query, which matches everything.
func (ix *Index) textScores(text string) (ok []bool, score []int32) {
	query := words(text)
	if len(query) == 0 {
		return nil, nil
	}
	ok = make([]bool, len(ix.docs))
	score = make([]int32, len(ix.docs))
	matched := make([]int32, len(ix.docs))
	for round, q := range query {
		if len(q) > maxQueryWord {
			q = q[:maxQueryWord]
		}
		for _, p := range ix.wordHits(q) {
			if matched[p.doc] == int32(round) {
				matched[p.doc]++
				score[p.doc] += p.weight
			}
		}
	}
	for i := range ok {
		ok[i] = matched[i] == int32(len(query))
	}
	return ok, score
}

// maxCachedHits bounds the postings an index keeps of the query words
// searched (wordCache): 8 bytes each. Past it, the cache starts over.
const maxCachedHits = 32 << 10

// wordHits are the docs query word q matches (kept per index: shoppers
// search the same words over and over, and matching a word compares it
// with every word of the menu), each once with its best
// score (the match's bonus times the field's weight), in doc order.
func (ix *Index) wordHits(q string) []posting {
	if hits, ok := ix.words.get(q); ok {
		return hits
	}
	best := make([]int32, len(ix.docs))
	vocab := ix.vocabulary()
	for i, w := range vocab.words {
		m := match(q, w)
		if m == 0 {
			continue
		}
		for _, p := range vocab.postings[i] {
			if s := m * p.weight; s > best[p.doc] {
				best[p.doc] = s
			}
		}
	}
	var hits []posting
	for doc, s := range best {
		if s > 0 {
			hits = append(hits, posting{doc: int32(doc), weight: s})
		}
	}
	ix.words.put(q, hits, len(hits), maxCachedHits)
	return hits
}
