package catalog_test

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// csvMenu is a store's menu as the console reads it: Blue Dream (menu
// product 7, version 3) by the gram ($12, 40 on hand), the eighth ($35,
// 5) and the quarter ($65, none), with notes that hold a comma and a
// line break; Sour Cherry "Gummies" (9, version 1) each ($18, 20), hidden,
// with a cap of 4 and notes a spreadsheet would read as a formula, by a
// brand that starts like one.
func csvMenu() []catalog.StoreItem {
	return []catalog.StoreItem{
		{ID: 7, Version: 3, ProductName: "Blue Dream", Brand: "Coastal Cultivators", Kind: catalog.Flower, ExternalID: "POS-BD",
			Item: catalog.MenuItem{ProductID: 100, StoreNotes: "Fresh jars, Fridays.\nAsk at the counter.", Weights: []catalog.MenuWeight{
				{PriceID: catalog.Gram, Price: 1200, Stock: 40},
				{PriceID: catalog.EighthOunce, Price: 3500, Stock: 5},
				{PriceID: catalog.QuarterOunce, Price: 6500, Stock: 0}}}},
		{ID: 9, Version: 1, ProductName: `Sour Cherry "Gummies"`, Brand: "@Peak", Kind: catalog.Edible,
			Item: catalog.MenuItem{ProductID: 102, Visible: p(false), StoreNotes: "=HYPERLINK(\"x\")", MaxCartQuantity: 4,
				Weights: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 1800, Stock: 20}}}},
	}
}

// csvExport is csvMenu as WriteMenuCSV writes it, by hand: the notes with
// a comma and a line break quoted (Blue Dream's first row spans lines 2
// and 3), the product name's quotes doubled, the formula and the brand
// escaped with a leading quote, the point of sale's id last (none for the
// gummies).
const csvExport = `menu_product_id,product_id,product_name,brand,kind,price_id,price,stock,visible,store_notes,max_cart_quantity,version,external_id
7,100,Blue Dream,Coastal Cultivators,flower,gram,12.00,40,true,"Fresh jars, Fridays.
Ask at the counter.",0,3,POS-BD
7,100,Blue Dream,Coastal Cultivators,flower,eighth_ounce,35.00,5,true,"Fresh jars, Fridays.
Ask at the counter.",0,3,POS-BD
7,100,Blue Dream,Coastal Cultivators,flower,quarter_ounce,65.00,0,true,"Fresh jars, Fridays.
Ask at the counter.",0,3,POS-BD
9,102,"Sour Cherry ""Gummies""",'@Peak,edible,each,18.00,20,false,"'=HYPERLINK(""x"")",4,1,
`

// TestWriteMenuCSV: the export of csvMenu is the file written by hand.
func TestWriteMenuCSV(t *testing.T) {
	var b bytes.Buffer
	if err := catalog.WriteMenuCSV(&b, csvMenu()); err != nil {
		t.Fatal(err)
	}
	if b.String() != csvExport {
		t.Errorf("export =\n%s\nwant\n%s", b.String(), csvExport)
	}
	b.Reset()
	if err := catalog.WriteMenuCSV(&b, nil); err != nil || b.String() != strings.Join(catalog.MenuCSVColumns, ",")+"\n" {
		t.Errorf("an empty menu = %q, %v; want the header alone", b.String(), err)
	}
}

// TestParseMenuCSV: files read into rows by menu product, and files
// refused, each bad cell named by its line (the header is line 1) and its
// column, with the message a manager reads.
func TestParseMenuCSV(t *testing.T) {
	const header = "menu_product_id,price_id,price,stock\n"
	cents := func(c int64) *money.Cents { return p(money.Cents(c)) }
	notes := "Fresh jars, Fridays.\nAsk at the counter."
	blueDream := catalog.CSVProduct{ID: 7, Line: 2, ProductID: 100, Version: 3, Visible: p(true), StoreNotes: &notes, MaxCartQuantity: p(0),
		Weights: []catalog.CSVWeight{{Line: 2, PriceID: catalog.Gram, Price: cents(1200), Stock: p(40)},
			{Line: 4, PriceID: catalog.EighthOunce, Price: cents(3500), Stock: p(5)},
			{Line: 6, PriceID: catalog.QuarterOunce, Price: cents(6500), Stock: p(0)}}}
	gummies := catalog.CSVProduct{ID: 9, Line: 8, ProductID: 102, Version: 1, Visible: p(false), StoreNotes: p(`=HYPERLINK("x")`),
		MaxCartQuantity: p(4), Weights: []catalog.CSVWeight{{Line: 8, PriceID: catalog.Each, Price: cents(1800), Stock: p(20)}}}
	var many strings.Builder
	many.WriteString(header)
	for i := range catalog.MaxMenuCSVRows + 1 {
		fmt.Fprintf(&many, "%d,gram,12,40\n", i+1)
	}
	tooMany := many.String()
	tests := []struct {
		name   string
		file   string
		want   catalog.MenuCSV
		fields map[string][]string // the refusal's
	}{
		{name: "the export, quoted cells with commas and line breaks, a formula read back", file: csvExport,
			want: catalog.MenuCSV{Rows: 4, Columns: catalog.MenuCSVColumns, Products: []catalog.CSVProduct{blueDream, gummies}}},
		{name: "a few columns in another order and case, a byte order mark, blank rows, spaces, $, TRUE",
			file: "\uFEFFPrice_ID, Visible ,menu_product_id,price\r\neighth ounce,TRUE,7, $32.50 \r\n,,,\r\n\r\neach,no,9,18\r\n",
			want: catalog.MenuCSV{Rows: 2, Columns: []string{"price_id", "visible", "menu_product_id", "price"}, Products: []catalog.CSVProduct{
				{ID: 7, Line: 2, Visible: p(true), Weights: []catalog.CSVWeight{{Line: 2, PriceID: catalog.EighthOunce, Price: cents(3250)}}},
				{ID: 9, Line: 5, Visible: p(false), Weights: []catalog.CSVWeight{{Line: 5, PriceID: catalog.Each, Price: cents(1800)}}}}}},
		{name: "a weight the reader does not know is the menu's check's to name", file: header + "7,pound,100,1\n",
			want: catalog.MenuCSV{Rows: 1, Columns: []string{"menu_product_id", "price_id", "price", "stock"}, Products: []catalog.CSVProduct{
				{ID: 7, Line: 2, Weights: []catalog.CSVWeight{{Line: 2, PriceID: "pound", Price: cents(10000), Stock: p(1)}}}}}},
		{name: "a bad number in a row after a cell over two lines", file: "menu_product_id,price_id,price,store_notes\n" +
			"7,gram,12,\"two\nlines\"\n7,eighth_ounce,\"12,50\",x\n7,quarter_ounce,12.505,x\n",
			fields: map[string][]string{"rows[4].price": {`must be a price in dollars, as 12.50, not "12,50"`},
				"rows[5].price": {`must be a price in dollars, as 12.50, not "12.505"`}}},
		{name: "bad counts, a blank cell, a huge count", file: header + "7,gram,12,forty\n7,eighth_ounce,35,\n7,quarter_ounce,65,99999999999\n",
			fields: map[string][]string{"rows[2].stock": {`must be a count on hand, a whole number, not "forty"`},
				"rows[3].stock": {"is required: a count on hand, a whole number"}, "rows[4].stock": {"is too large"}}},
		{name: "bad ids, visibility and version", file: "menu_product_id,price_id,visible,version\nseven,gram,true,3\n7,gram,maybe,v3\n0,,true,3\n",
			fields: map[string][]string{"rows[2].menu_product_id": {`must be the menu product's id, a whole number from the export, not "seven"`},
				"rows[3].visible":         {`must be true or false, not "maybe"`},
				"rows[3].version":         {`must be the version from the export, a whole number; leave the column out not to check it, not "v3"`},
				"rows[4].menu_product_id": {`must be the menu product's id, a whole number from the export, not "0"`},
				"rows[4].price_id":        {"is required: the weight, as eighth_ounce or each"}}},
		{name: "a weight twice", file: header + "7,gram,12,40\n7,eighth_ounce,35,5\n7,gram,11,40\n",
			fields: map[string][]string{"rows[4].price_id": {"repeats row 2: each weight of a menu product has one row"}}},
		{name: "a product's own columns differ between its rows", file: "menu_product_id,price_id,visible,max_cart_quantity,version\n" +
			"7,gram,true,0,3\n7,eighth_ounce,false,2,4\n",
			fields: map[string][]string{
				"rows[3].visible":           {"differs from row 2, of the same menu product: a product's visible is the same on each of its rows"},
				"rows[3].max_cart_quantity": {"differs from row 2, of the same menu product: a product's max_cart_quantity is the same on each of its rows"},
				"rows[3].version":           {"differs from row 2, of the same menu product: a product's version is the same on each of its rows"}}},
		{name: "a NUL", file: "menu_product_id,price_id,store_notes\n7,gram,a\x00b\n",
			fields: map[string][]string{"rows[2].store_notes": {"holds a NUL character, which no field accepts"}}},
		{name: "bytes that are not UTF-8", file: "menu_product_id,product_name,price_id,price\n7,Caf\xe9,gram,12\n",
			fields: map[string][]string{"rows[2].product_name": {"is not UTF-8 text: save the file as CSV UTF-8"}}},
		{name: "a missing column", file: "menu_product_id,price\n7,12\n",
			fields: map[string][]string{"rows[1]": {"has no column price_id: each row names its menu product and its weight"}}},
		{name: "nothing to change", file: "menu_product_id,price_id,product_name\n7,gram,Blue Dream\n",
			fields: map[string][]string{"rows[1]": {"has no column to change: price, stock, visible, store_notes, max_cart_quantity"}}},
		{name: "an unknown column and one twice", file: "menu_product_id,price_id,price,cost,price\n7,gram,12,6,12\n",
			fields: map[string][]string{"rows[1]": {`has the column "cost", which is not one of the menu's: ` + strings.Join(catalog.MenuCSVColumns, ", "),
				"has the column price twice"}}},
		{name: "a row of more cells, a cell under no column", file: "menu_product_id,price_id,price,\n7,gram,12,\n7,eighth_ounce,35,,\n7,quarter_ounce,65,x\n",
			fields: map[string][]string{"rows[3]": {"has 5 cells, but the header names 4 columns"},
				"rows[4]": {`has "x" in a column without a name: name the column or empty the cell`}}},
		{name: "a stray quote", file: header + "7,gram,12,40\n7,\"eighth\"ounce,35,5\n",
			fields: map[string][]string{"rows[3]": {`cannot be read as CSV: extraneous or missing " in quoted-field (line 3, column 10); check its quotes`}}},
		{name: "an empty file", file: "",
			fields: map[string][]string{"rows[1]": {"is empty: the file needs a header row naming its columns (" + strings.Join(catalog.MenuCSVColumns, ", ") + ")"}}},
		{name: "too many rows", file: tooMany,
			fields: map[string][]string{"rows[50002]": {"is past the 50000 rows a file may hold: split the file"}}},
		{name: "too large", file: header + strings.Repeat(" ", catalog.MaxMenuCSVBytes),
			fields: map[string][]string{"file": {"The file is larger than 5 MiB: split it, or leave out the rows that do not change."}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := catalog.ParseMenuCSV([]byte(tt.file))
			if tt.fields != nil {
				wantRefusal(t, err, tt.fields)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("file =\n%s\nwant\n%s", dump(got), dump(tt.want))
			}
		})
	}
}

// TestParseMenuCSVNamesTheFirstProblems: a file of bad rows is refused
// naming its first 100 problems, and says so.
func TestParseMenuCSVNamesTheFirstProblems(t *testing.T) {
	_, err := catalog.ParseMenuCSV([]byte("menu_product_id,price_id,price\n" + strings.Repeat("7,gram,twelve\n", 500)))
	var refused *problem.Error
	if !errors.As(err, &refused) || len(refused.Fields) != 100 || refused.Fields["rows[101].price"] == nil ||
		refused.Message != "This file cannot be imported as it is: see the rows named (the first 100 problems). Nothing was changed." {
		t.Errorf("500 bad rows = %v", err)
	}
}

// TestMenuCSVChanges: what a file changes of csvMenu, checked as a single
// edit is, and the rows it refuses.
func TestMenuCSVChanges(t *testing.T) {
	const cols = "menu_product_id,product_id,price_id,price,stock,visible,version\n"
	tests := []struct {
		name   string
		file   string
		want   []catalog.FieldChange // of each product changed, in order
		next   map[int64]func(m *catalog.MenuItem)
		stock  map[int64][]catalog.StockChange
		fields map[string][]string
	}{
		{name: "the export unchanged changes nothing", file: csvExport},
		{name: "the export with the eighth at $32.50, 4 on hand, and the gummies shown",
			file: strings.Replace(strings.Replace(csvExport, "eighth_ounce,35.00,5,", "eighth_ounce,32.50,4,", 1), "20,false", "20,true", 1),
			want: []catalog.FieldChange{
				{Line: 4, Field: "price", PriceID: catalog.EighthOunce, Before: "35.00", After: "32.50"},
				{Line: 4, Field: "stock", PriceID: catalog.EighthOunce, Before: "5", After: "4"},
				{Line: 8, Field: "visible", Before: "false", After: "true"}},
			next: map[int64]func(m *catalog.MenuItem){
				7: func(m *catalog.MenuItem) { m.Visible, m.Weights[1].Price, m.Weights[1].Stock = p(true), 3250, 4 },
				9: func(m *catalog.MenuItem) { m.Visible = p(true) }},
			stock: map[int64][]catalog.StockChange{7: {{PriceID: catalog.EighthOunce, To: 4}}}},
		{name: "one weight listed: the others are kept, not removed; a new ounce; no version column, no check",
			file: "menu_product_id,price_id,price,stock\n7,quarter_ounce,60,2\n7,ounce,200,1\n",
			want: []catalog.FieldChange{
				{Line: 2, Field: "price", PriceID: catalog.QuarterOunce, Before: "65.00", After: "60.00"},
				{Line: 2, Field: "stock", PriceID: catalog.QuarterOunce, Before: "0", After: "2"},
				{Line: 3, Field: "price", PriceID: catalog.Ounce, After: "200.00"},
				{Line: 3, Field: "stock", PriceID: catalog.Ounce, After: "1"}},
			next: map[int64]func(m *catalog.MenuItem){7: func(m *catalog.MenuItem) {
				m.Weights[2].Price, m.Weights[2].Stock = 6000, 2
				m.Weights = append(m.Weights, catalog.MenuWeight{PriceID: catalog.Ounce, Price: 20000, Stock: 1})
			}},
			stock: map[int64][]catalog.StockChange{7: {{PriceID: catalog.QuarterOunce, To: 2}}}},
		{name: "new notes and cap", file: "menu_product_id,price_id,store_notes,max_cart_quantity\n9,each,'-5 mg each,2\n",
			want: []catalog.FieldChange{{Line: 2, Field: "store_notes", Before: `=HYPERLINK("x")`, After: "-5 mg each"},
				{Line: 2, Field: "max_cart_quantity", Before: "4", After: "2"}},
			next: map[int64]func(m *catalog.MenuItem){9: func(m *catalog.MenuItem) { m.StoreNotes, m.MaxCartQuantity = "-5 mg each", 2 }}},
		{name: "a negative price, count and cap, as a single edit says", file: "menu_product_id,price_id,price,stock,max_cart_quantity\n" +
			"7,gram,12,40,0\n7,eighth_ounce,-1,5,0\n9,each,18,-2,-1\n",
			fields: map[string][]string{"rows[3].price": {"cannot be negative"}, "rows[4].stock": {"cannot be negative"},
				"rows[4].max_cart_quantity": {"cannot be negative"}}},
		{name: "a weight the kind is not sold in, and a new weight without a price", file: "menu_product_id,price_id,stock\n9,gram,3\n7,ounce,1\n",
			fields: map[string][]string{"rows[2].price_id": {`"gram" is not a weight edible is sold in (allowed: [each])`},
				"rows[2].price": {"is required"}, "rows[3].price": {"is required"}}},
		{name: "a version that changed since the export, a product id moved, a menu product of no one's",
			file: cols + "7,100,gram,12,40,true,2\n9,100,each,18,20,false,1\n11,104,each,5,1,true,1\n",
			fields: map[string][]string{
				"rows[2].version":         {"This product was changed since the export: it is at version 3 now. Export the menu again and make your change there."},
				"rows[3].product_id":      {"is 100, but menu product 9 is product 102: cells may have been moved between rows"},
				"rows[4].menu_product_id": {"There is no menu product 11 at this store."}}},
		{name: "notes too long", file: "menu_product_id,price_id,store_notes\n9,each," + strings.Repeat("é", catalog.MaxStoreNotes+1) + "\n",
			fields: map[string][]string{"rows[2].store_notes": {"must be at most 2000 characters"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := catalog.ParseMenuCSV([]byte(tt.file))
			if err != nil {
				t.Fatal(err)
			}
			items := csvMenu()
			got, err := f.Changes(items)
			if tt.fields != nil {
				wantRefusal(t, err, tt.fields)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var fields []catalog.FieldChange
			for _, ch := range got {
				fields = append(fields, ch.Fields...)
				want := csvMenu()
				for _, it := range want {
					if it.ID == ch.Item.ID {
						if !reflect.DeepEqual(ch.Item, it) {
							t.Errorf("item %d as it is = %+v", it.ID, ch.Item)
						}
						tt.next[it.ID](&it.Item)
						if !reflect.DeepEqual(ch.Next, it.Item) {
							t.Errorf("item %d next = %+v\nwant %+v", it.ID, ch.Next, it.Item)
						}
					}
				}
				if !reflect.DeepEqual(ch.Stock, tt.stock[ch.Item.ID]) {
					t.Errorf("item %d stock = %+v, want %+v", ch.Item.ID, ch.Stock, tt.stock[ch.Item.ID])
				}
			}
			if len(got) != len(tt.next) {
				t.Errorf("%d products changed, want %d", len(got), len(tt.next))
			}
			if !reflect.DeepEqual(fields, tt.want) {
				t.Errorf("changes =\n%+v\nwant\n%+v", fields, tt.want)
			}
			if !reflect.DeepEqual(items, csvMenu()) {
				t.Errorf("Changes changed the items it was given")
			}
		})
	}
}

func wantRefusal(t *testing.T, err error, fields map[string][]string) {
	t.Helper()
	want := catalog.MsgMenuCSVInvalid
	if msgs := fields["file"]; msgs != nil {
		want = msgs[0]
	}
	var refused *problem.Error
	if !errors.As(err, &refused) || refused.Kind != problem.Invalid || refused.Message != want {
		t.Fatalf("err = %v, want %q", err, want)
	}
	if !reflect.DeepEqual(refused.Fields, fields) {
		t.Errorf("fields =\n%q\nwant\n%q", refused.Fields, fields)
	}
}

func dump(f catalog.MenuCSV) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d rows, columns %v\n", f.Rows, f.Columns)
	for _, p := range f.Products {
		fmt.Fprintf(&b, "  %d line %d product %d version %d visible %v notes %v cap %v\n", p.ID, p.Line, p.ProductID, p.Version,
			deref(p.Visible), deref(p.StoreNotes), deref(p.MaxCartQuantity))
		for _, w := range p.Weights {
			fmt.Fprintf(&b, "    line %d %s price %v stock %v\n", w.Line, w.PriceID, deref(w.Price), deref(w.Stock))
		}
	}
	return b.String()
}

func deref[T any](v *T) any {
	if v == nil {
		return nil
	}
	return *v
}

// rowKey is the path of a bad cell or row: rows[N] or rows[N].column.
var rowKey = regexp.MustCompile(`^rows\[[1-9][0-9]*\](\.[a-z_]+(\[[0-9]+\](\.[a-z_]+)?)?)?$`)

// FuzzParseMenuCSV: the parser never panics, and every problem it or the
// check against a menu names is a row of the file, its line at least 1.
func FuzzParseMenuCSV(f *testing.F) {
	f.Add([]byte(csvExport))
	f.Add([]byte("menu_product_id,price_id,price,stock\n7,gram,-1,x\n7,gram,1,1\n9,ounce,,\n"))
	f.Add([]byte("price_id,menu_product_id,visible,store_notes\n\"a\nb\",7,TRUE,\"'=1\"\n"))
	f.Add([]byte("menu_product_id,price_id,version,product_id\n7,eighth_ounce,2,100\n9,each,1,5\n12,each,1,\n"))
	f.Add([]byte("\xef\xbb\xbfmenu_product_id,price_id,price\n\"7\"x,gram\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := catalog.ParseMenuCSV(data)
		if err == nil {
			_, err = file.Changes(csvMenu())
		}
		if err == nil {
			return
		}
		var refused *problem.Error
		if !errors.As(err, &refused) || refused.Kind != problem.Invalid || len(refused.Fields) == 0 {
			t.Fatalf("err = %v, want the problems of rows", err)
		}
		for key := range refused.Fields {
			if !rowKey.MatchString(key) {
				t.Fatalf("%q names no row of the file (%v)", key, err)
			}
		}
	})
}
