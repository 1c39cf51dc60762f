package catalog_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// checked returns the fields of v's problems, or nil when it has none.
func checked(t *testing.T, v *problem.Validations) map[string][]string {
	t.Helper()
	if err := v.Err("invalid"); err != nil {
		return fields(t, err)
	}
	return nil
}

func TestCheckMenuItem(t *testing.T) {
	const flowerWeights = "(allowed: [gram two_gram eighth_ounce quarter_ounce half_ounce ounce])"
	// good is a flower item sold by the gram and the eighth, with a record
	// of the gram's inventory.
	good := func() catalog.MenuItem {
		eq := 1.0
		return catalog.MenuItem{ProductID: 100, MaxCartQuantity: 4, OperatorStoreRank: 2,
			Weights: []catalog.MenuWeight{
				{PriceID: catalog.Gram, Price: 1200, Stock: 40, MaxCartQuantity: 3},
				{PriceID: catalog.EighthOunce, Price: 3500, Stock: 0},
			},
			Inventories: []catalog.Inventory{{PriceID: catalog.Gram, Bulk: true, Equivalency: &eq}}}
	}
	neg := -0.5
	tests := []struct {
		name   string
		path   string
		kind   catalog.Kind
		change func(m *catalog.MenuItem)
		want   map[string][]string
	}{
		{"a good flower item", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) {}, nil},
		{"a free item out of stock", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) {
			m.Weights[0].Price, m.Weights[0].Stock = 0, 0
		}, nil},
		{"a good edible sold each", "stores[1].menu[2]", catalog.Edible, func(m *catalog.MenuItem) {
			m.Weights = []catalog.MenuWeight{{PriceID: catalog.Each, Price: 1800, Stock: 20}}
			m.Inventories = []catalog.Inventory{{PriceID: catalog.Each, Tax: "cannabis"}}
		}, nil},
		{"a negative cart cap", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) { m.MaxCartQuantity = -1 },
			map[string][]string{"stores[0].menu[0].max_cart_quantity": {"cannot be negative"}}},
		{"no weights, so no inventory can match", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) { m.Weights = nil },
			map[string][]string{
				"stores[0].menu[0].weights":                 {"must list at least one weight"},
				"stores[0].menu[0].inventories[0].price_id": {`"gram" is not one of this item's weights`},
			}},
		{"flower by the half gram", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) { m.Weights[1].PriceID = catalog.HalfGram },
			map[string][]string{"stores[0].menu[0].weights[1].price_id": {`"half_gram" is not a weight flower is sold in ` + flowerWeights}}},
		{"an edible by the gram", "m", catalog.Edible, func(m *catalog.MenuItem) {
			m.Weights = m.Weights[:1]
		}, map[string][]string{"m.weights[0].price_id": {`"gram" is not a weight edible is sold in (allowed: [each])`}}},
		{"a weight twice", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) { m.Weights[1].PriceID = catalog.Gram },
			map[string][]string{"stores[0].menu[0].weights[1].price_id": {`"gram" appears twice`}}},
		{"a negative price, stock and cap on one weight", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) {
			m.Weights[1].Price, m.Weights[1].Stock, m.Weights[1].MaxCartQuantity = -1, -2, -3
		}, map[string][]string{
			"stores[0].menu[0].weights[1].price":             {"cannot be negative"},
			"stores[0].menu[0].weights[1].stock":             {"cannot be negative"},
			"stores[0].menu[0].weights[1].max_cart_quantity": {"cannot be negative"},
		}},
		// Beyond these the database's 32-bit columns would refuse them.
		{"a price, stock and caps past the bounds", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) {
			m.Weights[0].Price, m.Weights[0].Stock, m.Weights[0].MaxCartQuantity = 10_000_001, 1_000_001, 1_001
			m.MaxCartQuantity = 1_001
		}, map[string][]string{
			"stores[0].menu[0].max_cart_quantity":            {"must be at most 1000"},
			"stores[0].menu[0].weights[0].price":             {"must be at most $100,000.00"},
			"stores[0].menu[0].weights[0].stock":             {"must be at most 1000000"},
			"stores[0].menu[0].weights[0].max_cart_quantity": {"must be at most 1000"},
		}},
		{"a price, stock and caps at the bounds", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) {
			m.Weights[0].Price, m.Weights[0].Stock, m.Weights[0].MaxCartQuantity = 10_000_000, 1_000_000, 1_000
			m.MaxCartQuantity = 1_000
		}, nil},
		{"a negative operator rank", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) { m.OperatorStoreRank = -1 },
			map[string][]string{"stores[0].menu[0].operator_store_rank": {"cannot be negative"}}},
		{"an inventory of a weight not sold", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) {
			m.Inventories = append(m.Inventories, catalog.Inventory{PriceID: catalog.Ounce})
		}, map[string][]string{"stores[0].menu[0].inventories[1].price_id": {`"ounce" is not one of this item's weights`}}},
		{"two inventories of one weight", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) {
			m.Inventories = append(m.Inventories, catalog.Inventory{PriceID: catalog.Gram})
		}, map[string][]string{"stores[0].menu[0].inventories[1].price_id": {`"gram" appears twice`}}},
		{"a negative equivalency", "stores[0].menu[0]", catalog.Flower, func(m *catalog.MenuItem) { m.Inventories[0].Equivalency = &neg },
			map[string][]string{"stores[0].menu[0].inventories[0].equivalency": {"cannot be negative"}}},
		// A console edit of one item names its fields at the top level.
		{"the fields alone under no prefix", "", catalog.Flower, func(m *catalog.MenuItem) {
			m.MaxCartQuantity, m.OperatorStoreRank, m.Weights[1].Price = -1, -1, -1
			m.Inventories = append(m.Inventories, catalog.Inventory{PriceID: catalog.Ounce})
		}, map[string][]string{
			"max_cart_quantity":       {"cannot be negative"},
			"operator_store_rank":     {"cannot be negative"},
			"weights[1].price":        {"cannot be negative"},
			"inventories[1].price_id": {`"ounce" is not one of this item's weights`},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := good()
			tt.change(&m)
			var v problem.Validations
			catalog.CheckMenuItem(&v, tt.path, &m, tt.kind)
			if got := checked(t, &v); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("CheckMenuItem(%q) = %q, want %q", tt.path, got, tt.want)
			}
		})
	}
}

// TestCheckAddsToTheCallers: both checks add to the problems the caller has
// already found rather than replacing them.
func TestCheckAddsToTheCallers(t *testing.T) {
	var v problem.Validations
	v.Add("stock_was", "must not be negative")
	catalog.CheckMenuItem(&v, "", &catalog.MenuItem{ProductID: 1}, catalog.Gear)
	catalog.CheckSpecial(&v, "special", &catalog.Special{StoreID: 7, SpecialType: "product", Title: "Ten off",
		DiscountType: "percent", DiscountPercent: 110}, map[int64]bool{7: true}, nil)
	want := map[string][]string{
		"stock_was":                {"must not be negative"},
		"weights":                  {"must list at least one weight"},
		"special.discount_percent": {"must be between 0 and 100"},
	}
	if got := checked(t, &v); !reflect.DeepEqual(got, want) {
		t.Errorf("fields = %q, want %q", got, want)
	}
}

func TestCheckSpecial(t *testing.T) {
	const (
		store = 7
		brand = 10
	)
	stores, brands := map[int64]bool{store: true}, map[int64]bool{brand: true}
	start := time.Date(2026, 6, 1, 9, 0, 0, 0, time.UTC)
	good := func() catalog.Special {
		end := start.Add(72 * time.Hour)
		return catalog.Special{ID: 4, StoreID: store, SpecialType: "bulk", Title: "Stock up",
			DiscountType: "percent", DiscountPercent: 10, GoldDiscountPercent: 5, MinimumSubtotal: 2000,
			StartTime: &start, EndTime: &end,
			BulkTiers: []catalog.BulkTier{{MinItems: 3, DiscountPercent: 10}, {MinGrams: 14, DiscountPercent: 100}},
			Rules: catalog.SpecialRules{Bundle: &catalog.BundleSettings{ThresholdNumberOfItemsInCart: 3,
				DiscountApplicationMethod: "per_item", DiscountDistribution: "even", DiscountedUnits: "cheapest"}}}
	}
	const p = "specials[2]"
	tests := []struct {
		name   string
		path   string
		change func(s *catalog.Special)
		want   map[string][]string
	}{
		{"a good store special", p, func(s *catalog.Special) {}, nil},
		// The console's draft has no id until it is stored.
		{"a new special without an id", p, func(s *catalog.Special) { s.ID = 0 }, nil},
		{"a good brand special", p, func(s *catalog.Special) {
			s.StoreID, s.ProductBrandID, s.SpecialType, s.DiscountType = 0, brand, "buy_x_get_y", "target_price"
			s.DiscountTargetPrice = 0
		}, nil},
		{"a good promo code", p, func(s *catalog.Special) { s.SpecialType, s.PromoCode = "promo_code", "FALL10" }, nil},
		{"a good group special", p, func(s *catalog.Special) { s.SpecialType, s.UserGroup = "group", "veterans" }, nil},
		{"no title", p, func(s *catalog.Special) { s.Title = "" },
			map[string][]string{p + ".title": {"is required"}}},
		{"no type", p, func(s *catalog.Special) { s.SpecialType = "" },
			map[string][]string{p + ".special_type": {"is required",
				"must be one of product, bulk, bundle, cart_total, group, promo_code, buy_x_get_y, buy_x_and_save"}}},
		{"an unknown type", p, func(s *catalog.Special) { s.SpecialType = "bogo" },
			map[string][]string{p + ".special_type": {
				"must be one of product, bulk, bundle, cart_total, group, promo_code, buy_x_get_y, buy_x_and_save"}}},
		{"another store", p, func(s *catalog.Special) { s.StoreID = 8 },
			map[string][]string{p + ".store_id": {"names store 8, which is not in stores"}}},
		{"an unknown brand", p, func(s *catalog.Special) { s.ProductBrandID = 11 },
			map[string][]string{p + ".product_brand_id": {"names brand 11, which is not in brands"}}},
		{"neither store nor brand", p, func(s *catalog.Special) { s.StoreID = 0 },
			map[string][]string{p: {"needs a store_id (a store special) or a product_brand_id (a brand special)"}}},
		{"an unknown discount type", p, func(s *catalog.Special) { s.DiscountType = "dollar amount" },
			map[string][]string{p + ".discount_type": {"must be percent, dollar_amount or target_price"}}},
		{"a percentage above 100", p, func(s *catalog.Special) { s.DiscountPercent = 100.5 },
			map[string][]string{p + ".discount_percent": {"must be between 0 and 100"}}},
		{"a negative percentage", p, func(s *catalog.Special) { s.DiscountPercent = -1 },
			map[string][]string{p + ".discount_percent": {"must be between 0 and 100"}}},
		{"a negative dollar amount", p, func(s *catalog.Special) { s.DiscountDollarAmount = -100 },
			map[string][]string{p: {"discount amounts cannot be negative"}}},
		{"a negative target price", p, func(s *catalog.Special) { s.DiscountTargetPrice = -1 },
			map[string][]string{p: {"discount amounts cannot be negative"}}},
		{"ending as it starts", p, func(s *catalog.Special) { s.EndTime = &start },
			map[string][]string{p + ".end_time": {"must be after start_time"}}},
		{"a promo code of spaces", p, func(s *catalog.Special) { s.SpecialType, s.PromoCode = "promo_code", "  " },
			map[string][]string{p + ".promo_code": {"is required for a promo_code special"}}},
		{"a group of no known kind", p, func(s *catalog.Special) { s.SpecialType, s.UserGroup = "group", "teachers" },
			map[string][]string{p + ".user_group": {"must be seniors, veterans, students or medical for a group special"}}},
		{"a negative minimum subtotal", p, func(s *catalog.Special) { s.MinimumSubtotal = -1 },
			map[string][]string{p: {"minimum_subtotal cannot be negative and gold_discount_percent must be between 0 and 100"}}},
		{"a gold percentage above 100", p, func(s *catalog.Special) { s.GoldDiscountPercent = 101 },
			map[string][]string{p: {"minimum_subtotal cannot be negative and gold_discount_percent must be between 0 and 100"}}},
		{"a bulk tier above 100 percent", p, func(s *catalog.Special) { s.BulkTiers[1].DiscountPercent = 101 },
			map[string][]string{p + ".bulk_tiers[1]": {"thresholds and discounts cannot be negative, and a percentage is at most 100"}}},
		{"a bulk tier of negative grams", p, func(s *catalog.Special) { s.BulkTiers[0].MinGrams = -1 },
			map[string][]string{p + ".bulk_tiers[0]": {"thresholds and discounts cannot be negative, and a percentage is at most 100"}}},
		{"a negative bundle count", p, func(s *catalog.Special) { s.Rules.Bundle.MaxNumberOfDiscountedProducts = -1 },
			map[string][]string{p + ".rules.settings": {"counts cannot be negative"}}},
		{"unknown bundle settings", p, func(s *catalog.Special) {
			s.Rules.Bundle.DiscountApplicationMethod = "per_cart"
			s.Rules.Bundle.DiscountDistribution = "cheapest"
			s.Rules.Bundle.DiscountedUnits = "cheapest_first"
		}, map[string][]string{
			p + ".rules.settings.discount_application_method": {"must be per_item or per_bundle"},
			p + ".rules.settings.discount_distribution":       {"must be even or cheapest_first"},
			p + ".rules.settings.discounted_units":            {"must be dearest or cheapest"},
		}},
		// A console edit of one special names its fields at the top level,
		// and the special as a whole as "".
		{"the fields alone under no prefix", "", func(s *catalog.Special) {
			s.Title, s.DiscountDollarAmount, s.BulkTiers[0].MinItems = "", -1, -1
		}, map[string][]string{
			"title":         {"is required"},
			"":              {"discount amounts cannot be negative"},
			"bulk_tiers[0]": {"thresholds and discounts cannot be negative, and a percentage is at most 100"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := good()
			tt.change(&s)
			var v problem.Validations
			catalog.CheckSpecial(&v, tt.path, &s, stores, brands)
			if got := checked(t, &v); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("CheckSpecial(%q) = %q, want %q", tt.path, got, tt.want)
			}
		})
	}
}
