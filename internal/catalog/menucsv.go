package catalog

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/csvcell"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// A store's menu as CSV (docs/adr/0022-store-console.md, section 5): the
// console exports it, a manager edits it in a spreadsheet, and imports it
// back. One row per menu product and weight. The import changes the
// prices and counts of the weights it lists (and adds a weight it names
// that the product does not sell yet), and the visibility, notes and cart
// cap of the products it lists; a weight or a product left out of the
// file is kept as it is, never removed. Each product the file changes is
// checked as a single edit is (MenuEdit.Apply, so CheckMenuItem), and a
// bad cell is named by its line in the file (the header is line 1) and
// its column: rows[7].price. Formatting and parsing are pure; storage
// reads the menu and writes the changes.

// The columns of the menu's CSV.
const (
	colMenuProductID   = "menu_product_id"
	colProductID       = "product_id"
	colProductName     = "product_name"
	colBrand           = "brand"
	colKind            = "kind"
	colPriceID         = "price_id"
	colPrice           = "price"
	colStock           = "stock"
	colVisible         = "visible"
	colStoreNotes      = "store_notes"
	colMaxCartQuantity = "max_cart_quantity"
	colVersion         = "version"
	colExternalID      = "external_id"
)

// MenuCSVColumns are the columns of a store's menu as CSV, in the order
// the export writes them. An import may leave any out but menu_product_id
// and price_id, as long as it has one to change (menuCSVEdits), and may
// have them in any order; product_name, brand, kind and external_id (the
// point of sale's id, which only a sync sets) are read for the reader's
// sake only.
var MenuCSVColumns = []string{colMenuProductID, colProductID, colProductName, colBrand, colKind, colPriceID, colPrice,
	colStock, colVisible, colStoreNotes, colMaxCartQuantity, colVersion, colExternalID}

// menuCSVEdits are the columns an import changes.
var menuCSVEdits = []string{colPrice, colStock, colVisible, colStoreNotes, colMaxCartQuantity}

// The limits of an import.
const (
	// MaxMenuCSVBytes is the largest file an import takes: 5 MiB.
	MaxMenuCSVBytes = 5 << 20
	// MaxMenuCSVRows is the most rows a file may hold, the header not
	// counted.
	MaxMenuCSVRows = 50_000
	// maxMenuCSVProblems is the most bad cells a refusal names: past
	// them the file is not read further.
	maxMenuCSVProblems = 100
	// maxMenuCSVNumber is the largest count, cap or price in cents the
	// database holds.
	maxMenuCSVNumber = math.MaxInt32
)

// MsgMenuCSVInvalid answers an import with a bad row (422): the
// validations name each bad cell, and nothing was written.
const MsgMenuCSVInvalid = "This file cannot be imported as it is: see the rows named. Nothing was changed."

// msgMenuCSVTooMany is MsgMenuCSVInvalid when the refusal names only the
// first maxMenuCSVProblems bad cells.
var msgMenuCSVTooMany = fmt.Sprintf("This file cannot be imported as it is: see the rows named (the first %d problems). Nothing was changed.", maxMenuCSVProblems)

// MsgMenuCSVChanged refuses a row whose version is no longer the
// product's: someone changed it since the export.
func MsgMenuCSVChanged(now int64) string {
	return fmt.Sprintf("This product was changed since the export: it is at version %d now. Export the menu again and make your change there.", now)
}

// StoreItem is one of a store's menu products as the console reads it:
// its id and version, its product's name, brand and kind, the point of
// sale's id ("" for none), and the item.
type StoreItem struct {
	ID, Version        int64
	ProductName, Brand string
	Kind               Kind
	ExternalID         string
	Item               MenuItem
}

// WriteMenuCSV writes items as the menu's CSV: the header
// (MenuCSVColumns), then a row per item and weight, in the order given.
// Prices are dollars with two decimals; the text cells (product name,
// brand, notes) are escaped so that a spreadsheet does not read them as
// formulas (csvcell.Escape, as the reports' CSV). An item without weights
// has no row.
func WriteMenuCSV(w io.Writer, items []StoreItem) error {
	out := csv.NewWriter(w)
	if err := out.Write(MenuCSVColumns); err != nil {
		return err
	}
	for _, it := range items {
		visible := it.Item.Visible == nil || *it.Item.Visible
		for _, wt := range it.Item.Weights {
			if err := out.Write([]string{strconv.FormatInt(it.ID, 10), strconv.FormatInt(it.Item.ProductID, 10),
				csvcell.Escape(it.ProductName), csvcell.Escape(it.Brand), string(it.Kind), string(wt.PriceID), wt.Price.String(),
				strconv.Itoa(wt.Stock), strconv.FormatBool(visible), csvcell.Escape(it.Item.StoreNotes),
				strconv.Itoa(it.Item.MaxCartQuantity), strconv.FormatInt(it.Version, 10), csvcell.Escape(it.ExternalID)}); err != nil {
				return err
			}
		}
	}
	out.Flush()
	return out.Error()
}

// MenuCSV is an uploaded menu file as read: its rows, grouped by menu
// product in the order of their first row.
type MenuCSV struct {
	// Rows is how many rows it holds, the header and blank rows not
	// counted.
	Rows int
	// Columns are the columns it has, in its order.
	Columns  []string
	Products []CSVProduct
}

// Has reports whether the file has the column.
func (f MenuCSV) Has(column string) bool { return slices.Contains(f.Columns, column) }

// CSVProduct is the rows of one menu product. A field the file has no
// column for is nil (0 for the ids and the version).
type CSVProduct struct {
	ID int64
	// Line is the line of its first row in the file.
	Line int
	// ProductID and Version are what its rows say, 0 when the file does
	// not say: a product whose version is not this one is refused.
	ProductID, Version int64
	Visible            *bool
	StoreNotes         *string
	MaxCartQuantity    *int
	Weights            []CSVWeight
}

// CSVWeight is one row: a weight of a menu product.
type CSVWeight struct {
	Line    int
	PriceID Weight
	Price   *money.Cents
	Stock   *int
}

// csvProblems collects the bad cells of a file, up to
// maxMenuCSVProblems.
type csvProblems struct {
	v problem.Validations
	n int
}

// add names a bad cell, or a bad row when column is "".
func (p *csvProblems) add(line int, column, message string) {
	path := fmt.Sprintf("rows[%d]", line)
	if column != "" {
		path += "." + column
	}
	p.v.Add(path, message)
	p.n++
}

func (p *csvProblems) full() bool { return p.n >= maxMenuCSVProblems }

func (p *csvProblems) err() error {
	if p.full() {
		return p.v.Err(msgMenuCSVTooMany)
	}
	return p.v.Err(MsgMenuCSVInvalid)
}

// csvRow is one row as read.
type csvRow struct {
	id, productID, version int64
	priceID                Weight
	price                  *money.Cents
	stock, cap             *int
	visible                *bool
	notes                  *string
}

// ParseMenuCSV reads an uploaded menu file: UTF-8 CSV (a leading byte
// order mark is skipped), a header naming its columns (MenuCSVColumns, in
// any order and case; it must have menu_product_id, price_id and one
// column to change), then one row per menu product and weight. Rows whose
// cells are all blank are skipped. A product's own columns (visible,
// store_notes, max_cart_quantity, product_id and version) must say the
// same on each of its rows. Text cells are read back as the export
// escaped them (csvcell.Unescape).
//
// Its error is problem.Invalid (MsgMenuCSVInvalid) naming each bad cell
// as rows[N].column, or a bad row as rows[N], N being the row's first
// line in the file: a file over MaxMenuCSVBytes (named "file") or
// MaxMenuCSVRows rows, text that is not UTF-8 or holds a NUL (the edge
// check does not read CSV bodies), a header without its columns or with
// an unknown one, a row with more or fewer cells than the header, a cell
// that is not a number where one is wanted, a product's column that
// differs between its rows, and a weight listed twice. What a row changes
// is checked against the menu by Changes.
func ParseMenuCSV(data []byte) (MenuCSV, error) {
	var f MenuCSV
	if len(data) > MaxMenuCSVBytes {
		return f, problem.Invalidf("file", fmt.Sprintf("The file is larger than %d MiB: split it, or leave out the rows that do not change.", MaxMenuCSVBytes>>20))
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	var probs csvProblems
	header, err := r.Read()
	switch {
	case errors.Is(err, io.EOF):
		probs.add(1, "", "is empty: the file needs a header row naming its columns ("+strings.Join(MenuCSVColumns, ", ")+")")
		return f, probs.err()
	case err != nil:
		probs.add(parseErrorLine(err, 1), "", unreadable(err))
		return f, probs.err()
	}
	f.Columns = make([]string, len(header))
	for i, h := range header {
		if msg := cellProblem(h); msg != "" {
			probs.add(1, "", "has a column name that "+msg)
			continue
		}
		name := strings.ToLower(strings.TrimSpace(h))
		switch {
		case name == "":
			// A blank column (a spreadsheet's trailing comma): its cells
			// must be blank too.
		case !slices.Contains(MenuCSVColumns, name):
			probs.add(1, "", fmt.Sprintf("has the column %q, which is not one of the menu's: %s", strings.TrimSpace(h), strings.Join(MenuCSVColumns, ", ")))
		case slices.Contains(f.Columns[:i], name):
			probs.add(1, "", fmt.Sprintf("has the column %s twice", name))
		}
		f.Columns[i] = name
	}
	for _, need := range []string{colMenuProductID, colPriceID} {
		if !f.Has(need) {
			probs.add(1, "", fmt.Sprintf("has no column %s: each row names its menu product and its weight", need))
		}
	}
	if !slices.ContainsFunc(menuCSVEdits, f.Has) {
		probs.add(1, "", "has no column to change: "+strings.Join(menuCSVEdits, ", "))
	}
	if probs.n > 0 {
		return f, probs.err()
	}

	products := map[int64]int{} // menu product id → index in f.Products
	for !probs.full() {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			probs.add(parseErrorLine(err, 2), "", unreadable(err))
			break
		}
		line, _ := r.FieldPos(0)
		if blankRecord(rec) {
			continue
		}
		f.Rows++
		if f.Rows > MaxMenuCSVRows {
			probs.add(line, "", fmt.Sprintf("is past the %d rows a file may hold: split the file", MaxMenuCSVRows))
			break
		}
		if len(rec) != len(f.Columns) {
			probs.add(line, "", fmt.Sprintf("has %d cells, but the header names %d columns", len(rec), len(f.Columns)))
			continue
		}
		row, ok := f.parseRow(&probs, line, rec)
		if !ok {
			continue
		}
		i, seen := products[row.id]
		if !seen {
			products[row.id] = len(f.Products)
			f.Products = append(f.Products, CSVProduct{ID: row.id, Line: line, ProductID: row.productID, Version: row.version,
				Visible: row.visible, StoreNotes: row.notes, MaxCartQuantity: row.cap,
				Weights: []CSVWeight{{Line: line, PriceID: row.priceID, Price: row.price, Stock: row.stock}}})
			continue
		}
		p := &f.Products[i]
		differs := func(column string) {
			probs.add(line, column, fmt.Sprintf("differs from row %d, of the same menu product: a product's %s is the same on each of its rows", p.Line, column))
		}
		if row.productID != p.ProductID {
			differs(colProductID)
		}
		if row.version != p.Version {
			differs(colVersion)
		}
		if !samePtr(row.visible, p.Visible) {
			differs(colVisible)
		}
		if !samePtr(row.notes, p.StoreNotes) {
			differs(colStoreNotes)
		}
		if !samePtr(row.cap, p.MaxCartQuantity) {
			differs(colMaxCartQuantity)
		}
		if j := slices.IndexFunc(p.Weights, func(w CSVWeight) bool { return w.PriceID == row.priceID }); j >= 0 {
			probs.add(line, colPriceID, fmt.Sprintf("repeats row %d: each weight of a menu product has one row", p.Weights[j].Line))
			continue
		}
		p.Weights = append(p.Weights, CSVWeight{Line: line, PriceID: row.priceID, Price: row.price, Stock: row.stock})
	}
	if err := probs.err(); err != nil {
		return MenuCSV{}, err
	}
	return f, nil
}

// parseRow reads the cells of a row of the header's length; ok is false
// when one of them is bad (probs names it).
func (f MenuCSV) parseRow(probs *csvProblems, line int, rec []string) (row csvRow, ok bool) {
	before := probs.n
	for i, cell := range rec {
		column := f.Columns[i]
		if msg := cellProblem(cell); msg != "" {
			probs.add(line, column, msg)
			continue
		}
		text := strings.TrimSpace(cell)
		switch column {
		case "":
			if text != "" {
				probs.add(line, "", fmt.Sprintf("has %q in a column without a name: name the column or empty the cell", text))
			}
		case colMenuProductID:
			if id, err := strconv.ParseInt(text, 10, 64); err != nil || id <= 0 {
				probs.add(line, column, csvNeeds(text, "the menu product's id, a whole number from the export"))
			} else {
				row.id = id
			}
		case colProductID:
			if text == "" {
				break
			}
			if id, err := strconv.ParseInt(text, 10, 64); err != nil || id <= 0 {
				probs.add(line, column, csvNeeds(text, "the product's id, a whole number from the export, or nothing"))
			} else {
				row.productID = id
			}
		case colVersion:
			if v, err := strconv.ParseInt(text, 10, 64); err != nil || v <= 0 {
				probs.add(line, column, csvNeeds(text, "the version from the export, a whole number; leave the column out not to check it"))
			} else {
				row.version = v
			}
		case colPriceID:
			if text == "" {
				probs.add(line, column, "is required: the weight, as eighth_ounce or each")
				break
			}
			// A weight the kind is not sold in, or none at all, is
			// CheckMenuItem's to name, as for a single edit.
			w, err := ParseWeight(text)
			if err != nil {
				w = Weight(text)
			}
			row.priceID = w
		case colPrice:
			c, err := money.ParseDollars(strings.TrimPrefix(text, "$"))
			switch {
			case err != nil:
				probs.add(line, column, csvNeeds(text, "a price in dollars, as 12.50"))
			case c > maxMenuCSVNumber || c < -maxMenuCSVNumber:
				probs.add(line, column, "is too large")
			default:
				row.price = &c
			}
		case colStock:
			row.stock = csvCount(probs, line, column, text, "a count on hand, a whole number")
		case colMaxCartQuantity:
			row.cap = csvCount(probs, line, column, text, "the most of each weight a bag may hold, a whole number (0 for the usual 10)")
		case colVisible:
			switch strings.ToLower(text) {
			case "true", "yes":
				row.visible = ptrTo(true)
			case "false", "no":
				row.visible = ptrTo(false)
			default:
				probs.add(line, column, csvNeeds(text, "true or false"))
			}
		case colStoreNotes:
			notes := csvcell.Unescape(text)
			row.notes = &notes
		}
	}
	return row, probs.n == before
}

// csvCount reads a whole number; a negative one is CheckMenuItem's to
// refuse.
func csvCount(probs *csvProblems, line int, column, text, what string) *int {
	n, err := strconv.Atoi(text)
	switch {
	case err != nil && errors.Is(err, strconv.ErrRange), err == nil && (n > maxMenuCSVNumber || n < -maxMenuCSVNumber):
		probs.add(line, column, "is too large")
	case err != nil:
		probs.add(line, column, csvNeeds(text, what))
	default:
		return &n
	}
	return nil
}

// csvNeeds says what a cell must hold: "is required" when it is blank.
func csvNeeds(text, what string) string {
	if text == "" {
		return "is required: " + what
	}
	return fmt.Sprintf("must be %s, not %q", what, text)
}

// cellProblem says what is wrong with a cell's text, or "".
func cellProblem(s string) string {
	switch {
	case !utf8.ValidString(s):
		return "is not UTF-8 text: save the file as CSV UTF-8"
	case strings.IndexByte(s, 0) >= 0:
		return "holds a NUL character, which no field accepts"
	}
	return ""
}

// unreadable says why the CSV reader stopped.
func unreadable(err error) string {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return fmt.Sprintf("cannot be read as CSV: %v (line %d, column %d); check its quotes", pe.Err, pe.Line, pe.Column)
	}
	return "cannot be read as CSV: " + err.Error()
}

// parseErrorLine is the line where the row the CSV reader stopped at
// starts, or or when it does not say.
func parseErrorLine(err error, or int) int {
	var pe *csv.ParseError
	if errors.As(err, &pe) && pe.StartLine > 0 {
		return pe.StartLine
	}
	return or
}

func blankRecord(rec []string) bool {
	return !slices.ContainsFunc(rec, func(s string) bool { return strings.TrimSpace(s) != "" })
}

func samePtr[T comparable](a, b *T) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// MenuChange is what an import changes of one menu product.
type MenuChange struct {
	// Item is the product as it is; its version guards the write.
	Item StoreItem
	// Next is the item as the file leaves it.
	Next MenuItem
	// Stock are the new counts of weights the item already sells: a CSV
	// sets a count, without a count seen (Was is nil). A new weight's
	// count is in Next.
	Stock []StockChange
	// Fields are the changes, the product's own first, then its weights'.
	Fields []FieldChange
}

// FieldChange is one value an import changes.
type FieldChange struct {
	// Line is the line of the row that changes it.
	Line int
	// Field is the column: price, stock, visible, store_notes or
	// max_cart_quantity.
	Field string
	// PriceID is the weight of a price or a count, "" for the product's
	// own fields.
	PriceID Weight
	// Before and After are the values as the file writes them; Before is
	// "" for a weight the product did not sell.
	Before, After string
}

// Changes answers what the file changes of a store's menu, items being
// every menu product of the store as it is now: the products it changes,
// in the file's order, each checked as a single edit is (MenuEdit.Apply,
// so CheckMenuItem, with the same messages). A product listed without a
// change is left out. Its error is problem.Invalid (MsgMenuCSVInvalid)
// naming each bad cell as rows[N].column: a menu product that is none of
// the store's, a product_id that is not the menu product's, a version
// that is no longer the product's (MsgMenuCSVChanged), a price_id the
// product's kind is not sold in, a negative price, count or cap, notes
// over MaxStoreNotes characters, a new weight without a price.
func (f MenuCSV) Changes(items []StoreItem) ([]MenuChange, error) {
	byID := make(map[int64]*StoreItem, len(items))
	for i := range items {
		byID[items[i].ID] = &items[i]
	}
	var probs csvProblems
	var out []MenuChange
	for _, p := range f.Products {
		if probs.full() {
			break
		}
		it, ok := byID[p.ID]
		switch {
		case !ok:
			probs.add(p.Line, colMenuProductID, MsgNoMenuProduct(p.ID))
			continue
		case p.ProductID != 0 && p.ProductID != it.Item.ProductID:
			probs.add(p.Line, colProductID, fmt.Sprintf("is %d, but menu product %d is product %d: cells may have been moved between rows",
				p.ProductID, p.ID, it.Item.ProductID))
			continue
		case p.Version != 0 && p.Version != it.Version:
			probs.add(p.Line, colVersion, MsgMenuCSVChanged(it.Version))
			continue
		}
		edit, lines := p.edit(it.Item)
		next, _, err := edit.Apply(it.Item, it.Kind)
		var refused *problem.Error
		if errors.As(err, &refused) {
			for _, path := range slices.Sorted(maps.Keys(refused.Fields)) {
				line, column := p.Line, path
				if i, rest, ok := weightPath(path); ok && i < len(lines) {
					line, column = lines[i], rest
				}
				for _, msg := range refused.Fields[path] {
					probs.add(line, column, msg)
				}
			}
			continue
		} else if err != nil {
			return nil, err
		}
		if ch := changeOf(*it, next, p.Line, lines); len(ch.Fields) > 0 {
			out = append(out, ch)
		}
	}
	if err := probs.err(); err != nil {
		return nil, err
	}
	return out, nil
}

// edit is the single edit p's rows make of cur: every weight cur sells,
// those the file lists with its price and count, then the weights it adds,
// with the line of each weight's row (p's first row for a weight the file
// does not list). A count is set whatever it was, so the count seen is
// the count now.
func (p CSVProduct) edit(cur MenuItem) (MenuEdit, []int) {
	e := MenuEdit{Visible: p.Visible, StoreNotes: p.StoreNotes, MaxCartQuantity: p.MaxCartQuantity,
		Weights: make([]WeightEdit, 0, len(cur.Weights)+len(p.Weights))}
	lines := make([]int, 0, cap(e.Weights))
	listed := map[Weight]bool{}
	for _, w := range cur.Weights {
		we, line := WeightEdit{PriceID: w.PriceID, Price: ptrTo(w.Price)}, p.Line
		if i := slices.IndexFunc(p.Weights, func(fw CSVWeight) bool { return fw.PriceID == w.PriceID }); i >= 0 {
			fw := p.Weights[i]
			line, listed[w.PriceID] = fw.Line, true
			if fw.Price != nil {
				we.Price = fw.Price
			}
			if fw.Stock != nil {
				we.Stock, we.StockWas = fw.Stock, ptrTo(w.Stock)
			}
		}
		e.Weights, lines = append(e.Weights, we), append(lines, line)
	}
	for _, fw := range p.Weights {
		if !listed[fw.PriceID] {
			e.Weights = append(e.Weights, WeightEdit{PriceID: fw.PriceID, Price: fw.Price, Stock: fw.Stock})
			lines = append(lines, fw.Line)
		}
	}
	return e, lines
}

// weightPath splits weights[2].price into 2 and price.
func weightPath(path string) (int, string, bool) {
	rest, ok := strings.CutPrefix(path, "weights[")
	if !ok {
		return 0, "", false
	}
	idx, after, ok := strings.Cut(rest, "]")
	i, err := strconv.Atoi(idx)
	if !ok || err != nil || i < 0 {
		return 0, "", false
	}
	return i, strings.TrimPrefix(after, "."), true
}

// changeOf is what next changes of it, the product's fields named at its
// first line and each weight's at its row's (lines, in next's order).
func changeOf(it StoreItem, next MenuItem, line int, lines []int) MenuChange {
	ch := MenuChange{Item: it, Next: next}
	field := func(line int, name string, w Weight, before, after string) {
		if before != after {
			ch.Fields = append(ch.Fields, FieldChange{Line: line, Field: name, PriceID: w, Before: before, After: after})
		}
	}
	cur := it.Item
	field(line, colVisible, "", strconv.FormatBool(cur.Visible == nil || *cur.Visible), strconv.FormatBool(next.Visible == nil || *next.Visible))
	field(line, colStoreNotes, "", cur.StoreNotes, next.StoreNotes)
	field(line, colMaxCartQuantity, "", strconv.Itoa(cur.MaxCartQuantity), strconv.Itoa(next.MaxCartQuantity))
	for i, w := range next.Weights {
		j := slices.IndexFunc(cur.Weights, func(o MenuWeight) bool { return o.PriceID == w.PriceID })
		if j < 0 {
			ch.Fields = append(ch.Fields, FieldChange{Line: lines[i], Field: colPrice, PriceID: w.PriceID, After: w.Price.String()},
				FieldChange{Line: lines[i], Field: colStock, PriceID: w.PriceID, After: strconv.Itoa(w.Stock)})
			continue
		}
		old := cur.Weights[j]
		field(lines[i], colPrice, w.PriceID, old.Price.String(), w.Price.String())
		field(lines[i], colStock, w.PriceID, strconv.Itoa(old.Stock), strconv.Itoa(w.Stock))
		if old.Stock != w.Stock {
			ch.Stock = append(ch.Stock, StockChange{PriceID: w.PriceID, To: w.Stock})
		}
	}
	return ch
}
