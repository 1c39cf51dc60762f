// Package merch is the merchandising service's core: a per-store in-memory
// index of the menu with the search-engine filter syntax existing clients
// send, facet counts, sorts and paging. It does no I/O: the api package
// builds an Index from the store's menu and keeps it until the menu changes.
package merch

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// SyntaxError is a filter that cannot be parsed; Pos is the 1-based
// character position of the problem.
type SyntaxError struct {
	Pos int
	Msg string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("%s at position %d", e.Msg, e.Pos) }

// Expr is a parsed filter.
type Expr interface {
	match(t texts, d *doc) bool
}

type and []Expr
type or []Expr
type not struct{ e Expr }

func (a and) match(t texts, d *doc) bool {
	for _, e := range a {
		if !e.match(t, d) {
			return false
		}
	}
	return true
}

func (o or) match(t texts, d *doc) bool {
	for _, e := range o {
		if e.match(t, d) {
			return true
		}
	}
	return false
}

func (n not) match(t texts, d *doc) bool { return !n.e.match(t, d) }

// compare is attr op value.
type compare struct {
	attr  string
	op    string // "=", "!=", "<", "<=", ">", ">="
	text  string // the value, lowercased, for equality
	num   float64
	isNum bool
	// numAt and textAt are attr's numeric and text slots plus one, or
	// noSlot when attr has none; 0 means not looked up yet.
	numAt, textAt uint8
}

const noSlot = 255

// slotOf numbers attr for compare: its slot plus one, or noSlot.
func slotOf(slots map[string]int, attr string) uint8 {
	if slot, ok := slots[attr]; ok {
		return uint8(slot + 1)
	}
	return noSlot
}

func (c *compare) number(d *doc) (float64, bool) {
	switch c.numAt {
	case 0:
		return d.number(c.attr)
	case noSlot:
		return 0, false
	}
	return d.numberAt(int(c.numAt - 1))
}

func (c *compare) texts(t texts, d *doc) []uint32 {
	switch c.textAt {
	case 0:
		return t.of(d, c.attr)
	case noSlot:
		return nil
	}
	return t.slot(d, int(c.textAt-1))
}

func (c *compare) match(t texts, d *doc) bool {
	switch c.op {
	case "=", "!=":
		hit := false
		if c.isNum {
			if v, ok := c.number(d); ok && v == c.num {
				hit = true
			}
		}
		if !hit {
			for _, v := range c.texts(t, d) {
				if t.at(v) == c.text {
					hit = true
					break
				}
			}
		}
		return hit == (c.op == "=")
	}
	v, ok := c.number(d)
	if !ok {
		return false
	}
	switch c.op {
	case "<":
		return v < c.num
	case "<=":
		return v <= c.num
	case ">":
		return v > c.num
	}
	return v >= c.num
}

// Attributes a filter may name: text attributes match by equality (a list
// matches when any entry does), numeric ones also by comparison.
var (
	textAttributes = map[string]bool{"kind": true, "category": true, "brand": true, "brand_subtype": true,
		"root_subtype": true, "kind_subtype": true, "kind_root_subtype": true, "root_types": true,
		"available_weights": true, "effects": true, "feelings": true, "flavors": true, "activities": true,
		"terpenes": true, "name": true, "strain": true, "url_slug": true}
	numberAttributes = map[string]bool{"store_id": true, "product_id": true, "menu_product_id": true, "product_brand_id": true,
		"percent_thc": true, "percent_cbd": true, "bucket_price": true, "aggregate_rating": true, "review_count": true,
		"best_seller_rank": true}
)

// ParseFilter parses a filter such as
//
//	store_id = 123 AND (kind:flower OR root_types:"vape") AND percent_thc >= 25
//
// AND binds tighter than OR; NOT negates; values may be quoted with double
// quotes (a backslash escapes a quote). An empty filter matches everything.
func ParseFilter(s string) (Expr, error) {
	p := &parser{src: []rune(s)}
	p.next()
	if p.tok.kind == tokEOF {
		return and{}, nil
	}
	e, err := p.parseOr()
	if err != nil {
		return nil, err
	}
	if p.tok.kind != tokEOF {
		return nil, p.fail("expected AND, OR or the end of the filter, found %s", p.tok)
	}
	return e, nil
}

type tokKind int

const (
	tokEOF tokKind = iota
	tokWord
	tokString
	tokOp
	tokLParen
	tokRParen
	tokError
)

type token struct {
	kind tokKind
	text string
	pos  int // 1-based
}

func (t token) String() string {
	switch t.kind {
	case tokEOF:
		return "the end of the filter"
	case tokString:
		return strconv.Quote(t.text)
	}
	return fmt.Sprintf("%q", t.text)
}

type parser struct {
	src []rune
	i   int
	tok token
}

func (p *parser) fail(format string, args ...any) error {
	return &SyntaxError{Pos: p.tok.pos, Msg: fmt.Sprintf(format, args...)}
}

// next reads the next token into p.tok.
func (p *parser) next() {
	for p.i < len(p.src) && unicode.IsSpace(p.src[p.i]) {
		p.i++
	}
	start := p.i
	pos := start + 1
	if p.i >= len(p.src) {
		p.tok = token{kind: tokEOF, pos: pos}
		return
	}
	c := p.src[p.i]
	switch {
	case c == '(':
		p.i++
		p.tok = token{kind: tokLParen, text: "(", pos: pos}
	case c == ')':
		p.i++
		p.tok = token{kind: tokRParen, text: ")", pos: pos}
	case c == '"':
		p.i++
		var b strings.Builder
		for p.i < len(p.src) && p.src[p.i] != '"' {
			if p.src[p.i] == '\\' && p.i+1 < len(p.src) {
				p.i++
			}
			b.WriteRune(p.src[p.i])
			p.i++
		}
		if p.i >= len(p.src) {
			p.tok = token{kind: tokError, text: "unterminated quoted value", pos: pos}
			return
		}
		p.i++
		p.tok = token{kind: tokString, text: b.String(), pos: pos}
	case strings.ContainsRune("=:<>!", c):
		p.i++
		op := string(c)
		if p.i < len(p.src) && p.src[p.i] == '=' && c != '=' && c != ':' {
			op += "="
			p.i++
		}
		if op == "!" {
			p.tok = token{kind: tokError, text: "'!' must be followed by '='", pos: pos}
			return
		}
		p.tok = token{kind: tokOp, text: op, pos: pos}
	default:
		for p.i < len(p.src) && !unicode.IsSpace(p.src[p.i]) && !strings.ContainsRune(`()"=:<>!`, p.src[p.i]) {
			p.i++
		}
		p.tok = token{kind: tokWord, text: string(p.src[start:p.i]), pos: pos}
	}
}

func (p *parser) keyword(word string) bool {
	return p.tok.kind == tokWord && strings.EqualFold(p.tok.text, word)
}

func (p *parser) parseOr() (Expr, error) {
	var terms or
	for {
		e, err := p.parseAnd()
		if err != nil {
			return nil, err
		}
		terms = append(terms, e)
		if !p.keyword("OR") {
			break
		}
		p.next()
	}
	if len(terms) == 1 {
		return terms[0], nil
	}
	return terms, nil
}

func (p *parser) parseAnd() (Expr, error) {
	var terms and
	for {
		e, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		terms = append(terms, e)
		if !p.keyword("AND") {
			break
		}
		p.next()
	}
	if len(terms) == 1 {
		return terms[0], nil
	}
	return terms, nil
}

func (p *parser) parseUnary() (Expr, error) {
	switch {
	case p.tok.kind == tokError:
		return nil, p.fail("%s", p.tok.text)
	case p.keyword("NOT"):
		p.next()
		e, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		return not{e}, nil
	case p.tok.kind == tokLParen:
		p.next()
		e, err := p.parseOr()
		if err != nil {
			return nil, err
		}
		if p.tok.kind != tokRParen {
			return nil, p.fail("expected ')', found %s", p.tok)
		}
		p.next()
		return e, nil
	case p.tok.kind == tokWord && !p.keyword("AND") && !p.keyword("OR"):
		return p.parseCompare()
	}
	return nil, p.fail("expected an attribute, '(' or NOT, found %s", p.tok)
}

func (p *parser) parseCompare() (Expr, error) {
	attr := strings.ToLower(p.tok.text)
	if !textAttributes[attr] && !numberAttributes[attr] {
		return nil, p.fail("unknown attribute %q", p.tok.text)
	}
	p.next()
	if p.tok.kind != tokOp {
		return nil, p.fail("expected an operator (=, :, !=, <, <=, >, >=) after %s, found %s", attr, p.tok)
	}
	op, opPos := p.tok.text, p.tok.pos
	if op == ":" {
		op = "="
	}
	p.next()
	if p.tok.kind != tokWord && p.tok.kind != tokString {
		if p.tok.kind == tokError {
			return nil, p.fail("%s", p.tok.text)
		}
		return nil, p.fail("expected a value after %s %s, found %s", attr, op, p.tok)
	}
	c := compare{attr: attr, op: op, text: strings.ToLower(p.tok.text),
		numAt: slotOf(numberSlots, attr), textAt: slotOf(textSlots, attr)}
	if n, err := strconv.ParseFloat(p.tok.text, 64); err == nil {
		c.num, c.isNum = n, true
	}
	if op != "=" && op != "!=" {
		if !numberAttributes[attr] {
			return nil, &SyntaxError{Pos: opPos, Msg: fmt.Sprintf("%s is not a number attribute, so it cannot be compared with %s", attr, op)}
		}
		if !c.isNum {
			return nil, p.fail("expected a number after %s %s, found %s", attr, op, p.tok)
		}
	}
	p.next()
	return &c, nil
}
