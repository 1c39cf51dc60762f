package inventory

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

func cents(c money.Cents) *money.Cents { return &c }
func count(n int) *int                 { return &n }
func flag(b bool) *bool                { return &b }

// The store's menu in every case: a flower sold by the eighth ($40, 10
// left to sell) and the quarter ($75, 3 left), linked to the point of
// sale's "SKU-FLOWER"; an edible ($20, 0 left), not linked; a vape, hidden.
func menu() []Item {
	return []Item{
		{ID: 11, ExternalID: "SKU-FLOWER", Kind: catalog.Flower, Visible: true, Weights: []catalog.MenuWeight{
			{PriceID: catalog.EighthOunce, Price: 4000, Stock: 10},
			{PriceID: catalog.QuarterOunce, Price: 7500, Stock: 3},
		}},
		{ID: 12, Kind: catalog.Edible, Visible: true, Weights: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 2000, Stock: 0}}},
		{ID: 13, ExternalID: "SKU-VAPE", Kind: catalog.Vape, Visible: false, Weights: []catalog.MenuWeight{{PriceID: catalog.HalfGram, Price: 3000, Stock: 5}}},
	}
}

// Live reservations hold 4 eighths of the flower and 2 edibles.
var held = Held{{11, catalog.EighthOunce}: 4, {12, catalog.Each}: 2}

// TestPlanSync: worked examples. A count on hand less what is held is what
// is left to sell: the point of sale counts 12 eighths, 4 are held, 8 are
// left (the menu said 10: a change); it counts 1 edible of the 2 held: 0
// left and a shortfall of one, which the answer reports.
func TestPlanSync(t *testing.T) {
	for _, tt := range []struct {
		name string
		mode string
		rows []Row
		want Plan
	}{
		{
			name: "a count on hand less what is held, by the point of sale's id",
			mode: Delta,
			rows: []Row{{ExternalID: "SKU-FLOWER", Weights: []WeightRow{{PriceID: catalog.EighthOunce, Stock: count(12)}}}},
			want: Plan{
				Outcomes: []Outcome{{MenuProductID: 11, Changed: true}},
				Changes:  []Change{{ID: 11, Row: 0, Stock: []StockSet{{catalog.EighthOunce, 8}}}},
			},
		},
		{
			name: "the same count again changes nothing: 14 counted, 4 held, 10 left as before",
			mode: Delta,
			rows: []Row{{ExternalID: "SKU-FLOWER", Weights: []WeightRow{{PriceID: catalog.EighthOunce, Stock: count(14)}, {PriceID: catalog.QuarterOunce, Price: cents(7500)}}}},
			want: Plan{Outcomes: []Outcome{{MenuProductID: 11}}},
		},
		{
			name: "fewer on hand than held: none left to sell and a shortfall",
			mode: Delta,
			rows: []Row{{MenuProductID: 12, Weights: []WeightRow{{PriceID: catalog.Each, Stock: count(1), Price: cents(1800)}}}},
			want: Plan{
				Outcomes: []Outcome{{MenuProductID: 12, Changed: true, Shortfalls: []Shortfall{{catalog.Each, 1, 2}}}},
				// the stock was 0 and stays 0: only the price changes
				Changes: []Change{{ID: 12, Row: 0, Prices: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 1800}}}},
			},
		},
		{
			name: "a new weight with its price and count, a link, and showing a hidden product",
			mode: Delta,
			rows: []Row{
				{MenuProductID: 12, ExternalID: "SKU-EDIBLE"},
				{MenuProductID: 13, Visible: flag(true), Weights: []WeightRow{{PriceID: catalog.Gram, Price: cents(5500), Stock: count(6)}}},
			},
			want: Plan{
				Outcomes: []Outcome{{MenuProductID: 12, Changed: true}, {MenuProductID: 13, Changed: true}},
				Changes: []Change{
					{ID: 12, Row: 0, ExternalID: strPtr("SKU-EDIBLE")},
					{ID: 13, Row: 1, Visible: flag(true), Added: []catalog.MenuWeight{{PriceID: catalog.Gram, Price: 5500, Stock: 6}}},
				},
			},
		},
		{
			name: "a snapshot hides the visible products no row names; the hidden vape stays as it is",
			mode: Snapshot,
			rows: []Row{{ExternalID: "SKU-FLOWER", Weights: []WeightRow{{PriceID: catalog.QuarterOunce, Stock: count(0)}}}},
			want: Plan{
				Outcomes: []Outcome{{MenuProductID: 11, Changed: true}},
				Changes: []Change{
					{ID: 11, Row: 0, Stock: []StockSet{{catalog.QuarterOunce, 0}}},
					{ID: 12, Row: -1, Visible: flag(false)},
				},
			},
		},
		{
			name: "a point of sale's id moves when the same sync gives its product another",
			mode: Delta,
			rows: []Row{
				{MenuProductID: 11, ExternalID: "SKU-FLOWER-8TH"},
				{MenuProductID: 12, ExternalID: "SKU-FLOWER"},
			},
			want: Plan{
				Outcomes: []Outcome{{MenuProductID: 11, Changed: true}, {MenuProductID: 12, Changed: true}},
				Changes: []Change{
					{ID: 11, Row: 0, ExternalID: strPtr("SKU-FLOWER-8TH")},
					{ID: 12, Row: 1, ExternalID: strPtr("SKU-FLOWER")},
				},
			},
		},
		{
			name: "no rows: a delta changes nothing",
			mode: Delta,
			want: Plan{Outcomes: []Outcome{}},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := PlanSync(tt.mode, tt.rows, menu(), held)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("PlanSync =\n%+v\nwant\n%+v", got, tt.want)
			}
		})
	}
}

func strPtr(s string) *string { return &s }

// TestPlanSyncRefusals: each bad row is named by its path, all at once,
// and nothing is planned.
func TestPlanSyncRefusals(t *testing.T) {
	for _, tt := range []struct {
		name string
		mode string
		rows []Row
		want map[string]string // path → a piece of its message
	}{
		{"an unknown mode", "full", nil, map[string]string{"mode": `"delta" or "snapshot"`}},
		{"a snapshot without rows", Snapshot, nil, map[string]string{"rows": "hide every product"}},
		{"neither id", Delta, []Row{{Visible: flag(true)}}, map[string]string{"rows[0]": "menu_product_id or an external_id"}},
		{"a product of another store", Delta, []Row{{MenuProductID: 99}}, map[string]string{"rows[0].menu_product_id": "99 is not one"}},
		{"an unknown point of sale id", Delta, []Row{{ExternalID: "SKU-NEW"}}, map[string]string{"rows[0].external_id": "send its menu_product_id"}},
		{"a point of sale id with spaces round it", Delta, []Row{{MenuProductID: 12, ExternalID: " SKU"}}, map[string]string{"rows[0].external_id": "spaces"}},
		{"a point of sale id with a control character", Delta, []Row{{MenuProductID: 12, ExternalID: "SKU\x00"}}, map[string]string{"rows[0].external_id": "control characters"}},
		{"a point of sale id not UTF-8", Delta, []Row{{MenuProductID: 12, ExternalID: "SKU\xff"}}, map[string]string{"rows[0].external_id": "control characters"}},
		{"a point of sale id too long", Delta, []Row{{MenuProductID: 12, ExternalID: strings.Repeat("é", MaxExternalID+1)}}, map[string]string{"rows[0].external_id": "at most 100"}},
		{"a product twice", Delta, []Row{{MenuProductID: 11}, {ExternalID: "SKU-FLOWER"}}, map[string]string{"rows[1]": "same menu product as rows[0]"}},
		{"another product's point of sale id", Delta, []Row{{MenuProductID: 12, ExternalID: "SKU-FLOWER"}}, map[string]string{"rows[0].external_id": "menu product 11's"}},
		{"one id linked twice", Delta, []Row{{MenuProductID: 12, ExternalID: "SKU-X"}, {MenuProductID: 13, ExternalID: "SKU-X"}}, map[string]string{"rows[1].external_id": "rows[0] too"}},
		{"an unknown weight", Delta, []Row{{MenuProductID: 12, Weights: []WeightRow{{PriceID: "dozen", Stock: count(1)}}}}, map[string]string{"rows[0].weights[0].price_id": `"dozen" is not a weight`}},
		{"a weight the kind is not sold in", Delta, []Row{{MenuProductID: 11, Weights: []WeightRow{{PriceID: catalog.HalfGram, Price: cents(100), Stock: count(1)}}}}, map[string]string{"rows[0].weights[0].price_id": "not a weight flower"}},
		{"a weight twice", Delta, []Row{{MenuProductID: 12, Weights: []WeightRow{{PriceID: catalog.Each, Stock: count(1)}, {PriceID: catalog.Each, Stock: count(2)}}}}, map[string]string{"rows[0].weights[1].price_id": "weights[0] too"}},
		{"a negative count", Delta, []Row{{MenuProductID: 12, Weights: []WeightRow{{PriceID: catalog.Each, Stock: count(-1)}}}}, map[string]string{"rows[0].weights[0].stock": "from 0 to 1000000"}},
		{"a count too large", Delta, []Row{{MenuProductID: 12, Weights: []WeightRow{{PriceID: catalog.Each, Stock: count(catalog.MaxStock + 1)}}}}, map[string]string{"rows[0].weights[0].stock": "from 0"}},
		{"a negative price", Delta, []Row{{MenuProductID: 12, Weights: []WeightRow{{PriceID: catalog.Each, Price: cents(-1)}}}}, map[string]string{"rows[0].weights[0].price": "from 0 to $100,000.00"}},
		{"a new weight without its price or count", Delta, []Row{{MenuProductID: 11, Weights: []WeightRow{{PriceID: catalog.Gram}}}}, map[string]string{"rows[0].weights[0].price": "needs its price", "rows[0].weights[0].stock": "needs its count"}},
		{"every bad row at once", Snapshot, []Row{{MenuProductID: 99}, {MenuProductID: 12}, {ExternalID: "SKU-NEW"}}, map[string]string{"rows[0].menu_product_id": "99", "rows[2].external_id": "SKU-NEW"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := PlanSync(tt.mode, tt.rows, menu(), held)
			var p *problem.Error
			if !errors.As(err, &p) || p.Kind != problem.Invalid || p.Message != MsgSyncInvalid {
				t.Fatalf("PlanSync = %v, want problem.Invalid", err)
			}
			if len(p.Fields) != len(tt.want) {
				t.Errorf("validations %v, want the paths of %v", p.Fields, tt.want)
			}
			for path, piece := range tt.want {
				if msgs := p.Fields[path]; len(msgs) == 0 || !strings.Contains(msgs[0], piece) {
					t.Errorf("%s = %q, want it to say %q (all: %v)", path, msgs, piece, p.Fields)
				}
			}
		})
	}
}

// TestPlanSyncRows: at most MaxRows rows; MaxRows are planned.
func TestPlanSyncRows(t *testing.T) {
	items := make([]Item, MaxRows+1)
	rows := make([]Row, MaxRows+1)
	for i := range items {
		items[i] = Item{ID: int64(i + 1), ExternalID: fmt.Sprintf("SKU-%d", i+1), Kind: catalog.Edible, Visible: true,
			Weights: []catalog.MenuWeight{{PriceID: catalog.Each, Price: 1000, Stock: 1}}}
		rows[i] = Row{ExternalID: items[i].ExternalID, Weights: []WeightRow{{PriceID: catalog.Each, Stock: count(2)}}}
	}
	_, err := PlanSync(Delta, rows, items, nil)
	if p := (*problem.Error)(nil); !errors.As(err, &p) || len(p.Fields) != 1 || len(p.Fields["rows"]) != 1 {
		t.Errorf("%d rows: %v, want the refusal on rows alone", len(rows), err)
	}
	plan, err := PlanSync(Snapshot, rows[:MaxRows], items, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Every named product's stock goes from 1 to 2, and the one not named is hidden.
	if len(plan.Changes) != MaxRows+1 || plan.Changes[MaxRows].ID != MaxRows+1 || *plan.Changes[MaxRows].Visible {
		t.Errorf("%d changes, the last %+v", len(plan.Changes), plan.Changes[len(plan.Changes)-1])
	}
}
