package catalog_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

func p[T any](v T) *T { return &v }

// TestMenuEditApply: what an edit leaves of a flower item sold by the gram
// ($12, 40 on hand, a cap of 3 of its own) and the eighth ($35, 5 on
// hand), with an inventory record of the gram, and which stock changes it
// asks for.
func TestMenuEditApply(t *testing.T) {
	item := func() catalog.MenuItem {
		return catalog.MenuItem{ProductID: 100, StoreNotes: "Ask about the jar.", MaxCartQuantity: 4,
			Weights: []catalog.MenuWeight{
				{PriceID: catalog.Gram, Price: 1200, Stock: 40, MaxCartQuantity: 3},
				{PriceID: catalog.EighthOunce, Price: 3500, Stock: 5},
			},
			Inventories: []catalog.Inventory{{PriceID: catalog.Gram, Bulk: true}}}
	}
	cents := func(c int64) *money.Cents { return p(money.Cents(c)) }
	tests := []struct {
		name    string
		edit    catalog.MenuEdit
		want    func(m *catalog.MenuItem) // from item(); nil when refused
		changes []catalog.StockChange
		fields  map[string][]string // the refusal's
	}{
		{"nothing changes", catalog.MenuEdit{}, func(m *catalog.MenuItem) {}, nil, nil},
		{"hidden, new notes and a cap of 2", catalog.MenuEdit{Visible: p(false), StoreNotes: p(""), MaxCartQuantity: p(2)},
			func(m *catalog.MenuItem) { m.Visible, m.StoreNotes, m.MaxCartQuantity = p(false), "", 2 }, nil, nil},
		{"the eighth at $32.50, its count kept", catalog.MenuEdit{Weights: []catalog.WeightEdit{
			{PriceID: catalog.Gram, Price: cents(1200)}, {PriceID: catalog.EighthOunce, Price: cents(3250)}}},
			func(m *catalog.MenuItem) { m.Weights[1].Price = 3250 }, nil, nil},
		{"the gram counted from 40 to 38, the eighth out of stock", catalog.MenuEdit{Weights: []catalog.WeightEdit{
			{PriceID: catalog.Gram, Price: cents(1200), Stock: p(38), StockWas: p(40)},
			{PriceID: catalog.EighthOunce, Price: cents(3500), Stock: p(0)}}},
			func(m *catalog.MenuItem) { m.Weights[0].Stock, m.Weights[1].Stock = 38, 0 },
			[]catalog.StockChange{{PriceID: catalog.Gram, To: 38, Was: p(40)}, {PriceID: catalog.EighthOunce}}, nil},
		{"the gram dropped with its inventory, a new ounce of 2", catalog.MenuEdit{Weights: []catalog.WeightEdit{
			{PriceID: catalog.EighthOunce, Price: cents(3500)}, {PriceID: catalog.Ounce, Price: cents(20000), Stock: p(2)}}},
			func(m *catalog.MenuItem) {
				m.Weights = []catalog.MenuWeight{{PriceID: catalog.EighthOunce, Price: 3500, Stock: 5},
					{PriceID: catalog.Ounce, Price: 20000, Stock: 2}}
				m.Inventories = []catalog.Inventory{}
			}, nil, nil},
		{"a new count without the count seen", catalog.MenuEdit{Weights: []catalog.WeightEdit{
			{PriceID: catalog.Gram, Price: cents(1200), Stock: p(38)}}},
			nil, nil, map[string][]string{"weights[0].stock_was": {"is required to change the stock: send the count you saw"}}},
		{"one bad weight among good ones", catalog.MenuEdit{Visible: p(false), Weights: []catalog.WeightEdit{
			{PriceID: catalog.Gram, Price: cents(1100)}, {PriceID: catalog.EighthOunce, Price: cents(-100)},
			{PriceID: catalog.HalfGram, Price: cents(700)}, {PriceID: catalog.Ounce}, {PriceID: catalog.Gram, Price: cents(1)},
			{PriceID: catalog.TwoGram, Price: cents(2000), Stock: p(-1)}}},
			nil, nil, map[string][]string{
				"weights[1].price":    {"cannot be negative"},
				"weights[2].price_id": {`"half_gram" is not a weight flower is sold in (allowed: [gram two_gram eighth_ounce quarter_ounce half_ounce ounce])`},
				"weights[3].price":    {"is required"},
				"weights[4].price_id": {`"gram" appears twice`},
				"weights[5].stock":    {"cannot be negative"},
			}},
		{"no weights at all", catalog.MenuEdit{Weights: []catalog.WeightEdit{}},
			nil, nil, map[string][]string{"weights": {"must list at least one weight"}}},
		{"a negative cap and notes too long", catalog.MenuEdit{MaxCartQuantity: p(-1), StoreNotes: p(strings.Repeat("é", catalog.MaxStoreNotes+1))},
			nil, nil, map[string][]string{"max_cart_quantity": {"cannot be negative"}, "store_notes": {"must be at most 2000 characters"}}},
		{"notes of exactly the most characters", catalog.MenuEdit{StoreNotes: p(strings.Repeat("é", catalog.MaxStoreNotes))},
			func(m *catalog.MenuItem) { m.StoreNotes = strings.Repeat("é", catalog.MaxStoreNotes) }, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := item()
			got, changes, err := tt.edit.Apply(before, catalog.Flower)
			if !reflect.DeepEqual(before, item()) {
				t.Errorf("Apply changed the item it was given: %+v", before)
			}
			if tt.want == nil {
				var pe *problem.Error
				if !errors.As(err, &pe) || pe.Message != catalog.MsgMenuEditInvalid {
					t.Fatalf("err = %v, want %q", err, catalog.MsgMenuEditInvalid)
				}
				if !reflect.DeepEqual(pe.Fields, tt.fields) {
					t.Errorf("fields = %v, want %v", pe.Fields, tt.fields)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want := item()
			tt.want(&want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("item = %+v, want %+v", got, want)
			}
			if !reflect.DeepEqual(changes, tt.changes) {
				t.Errorf("changes = %+v, want %+v", changes, tt.changes)
			}
		})
	}
}

// TestCheckStock: a count at the counter of an item sold by the gram and
// the eighth.
func TestCheckStock(t *testing.T) {
	m := catalog.MenuItem{Weights: []catalog.MenuWeight{{PriceID: catalog.Gram, Stock: 40}, {PriceID: catalog.EighthOunce, Stock: 5}}}
	tests := []struct {
		name   string
		w      catalog.Weight
		to     int
		was    *int
		want   catalog.StockChange
		fields map[string][]string
	}{
		{"out of stock needs no count seen", catalog.EighthOunce, 0, nil, catalog.StockChange{PriceID: catalog.EighthOunce}, nil},
		{"out of stock ignores a count seen", catalog.EighthOunce, 0, p(4), catalog.StockChange{PriceID: catalog.EighthOunce}, nil},
		{"a count from 40 to 36", catalog.Gram, 36, p(40), catalog.StockChange{PriceID: catalog.Gram, To: 36, Was: p(40)}, nil},
		{"a count without the count seen", catalog.Gram, 36, nil, catalog.StockChange{},
			map[string][]string{"stock_was": {"is required to change the stock: send the count you saw"}}},
		{"a negative count seen", catalog.Gram, 36, p(-1), catalog.StockChange{}, map[string][]string{"stock_was": {"cannot be negative"}}},
		{"a weight the item does not sell, counted below 0", catalog.Ounce, -2, p(1), catalog.StockChange{},
			map[string][]string{"price_id": {`"ounce" is not one of this item's weights`}, "stock": {"cannot be negative"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := catalog.CheckStock(m, tt.w, tt.to, tt.was)
			if tt.fields != nil {
				if f := fields(t, err); !reflect.DeepEqual(f, tt.fields) {
					t.Errorf("fields = %v, want %v", f, tt.fields)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("CheckStock = %+v, %v, want %+v", got, err, tt.want)
			}
		})
	}
}

func TestMsgStockChanged(t *testing.T) {
	for w, want := range map[catalog.Weight]string{
		catalog.EighthOunce: "The stock of 3.5g was changed since you opened it: it is 4 now. Reload it to see the change, then make yours again.",
		catalog.Each:        "The stock was changed since you opened it: it is 4 now. Reload it to see the change, then make yours again.",
	} {
		if got := catalog.MsgStockChanged(w, 4); got != want {
			t.Errorf("MsgStockChanged(%s, 4) = %q, want %q", w, got, want)
		}
	}
}

// TestNewMenuItem: a pre-roll (sold each) added to a menu, shown unless
// hidden, its count 0 unless given; and what a new item is refused for.
func TestNewMenuItem(t *testing.T) {
	cents := func(c int64) *money.Cents { return p(money.Cents(c)) }
	tests := []struct {
		name   string
		edit   catalog.MenuEdit
		want   *catalog.MenuItem
		fields map[string][]string
	}{
		{"each at $12, 30 on hand", catalog.MenuEdit{Weights: []catalog.WeightEdit{{PriceID: catalog.Each, Price: cents(1200), Stock: p(30)}}},
			&catalog.MenuItem{ProductID: 7, Visible: p(true), Weights: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 1200, Stock: 30}},
				Inventories: []catalog.Inventory{}}, nil},
		{"hidden, with notes and a cap, no count", catalog.MenuEdit{Visible: p(false), StoreNotes: p("Behind the counter."), MaxCartQuantity: p(2),
			Weights: []catalog.WeightEdit{{PriceID: catalog.Each, Price: cents(900)}}},
			&catalog.MenuItem{ProductID: 7, Visible: p(false), StoreNotes: "Behind the counter.", MaxCartQuantity: 2,
				Weights: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 900}}, Inventories: []catalog.Inventory{}}, nil},
		{"no weights", catalog.MenuEdit{}, nil, map[string][]string{"weights": {"must list at least one weight"}}},
		{"a weight pre-rolls are not sold in, and no price", catalog.MenuEdit{Weights: []catalog.WeightEdit{{PriceID: catalog.Gram}}},
			nil, map[string][]string{"weights[0].price": {"is required"},
				"weights[0].price_id": {`"gram" is not a weight pre-roll is sold in (allowed: [each])`}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := catalog.NewMenuItem(7, catalog.PreRoll, tt.edit)
			if tt.want == nil {
				var pe *problem.Error
				if !errors.As(err, &pe) || !reflect.DeepEqual(pe.Fields, tt.fields) {
					t.Fatalf("err = %v (%+v), want fields %v", err, pe, tt.fields)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, *tt.want) {
				t.Errorf("item = %+v, want %+v", got, *tt.want)
			}
		})
	}
}
