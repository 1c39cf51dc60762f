package catalogstore

import (
	"github.com/pistil/pistil/internal/storage"
)

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/specials"
)

// DefaultPosition is where a shopper is taken to be when the client sends no
// position (catalog.DefaultPosition over every store).
func (db *Store) DefaultPosition(ctx context.Context) (lat, long float64, err error) {
	stores, err := db.Stores(ctx, storage.StoreFilter{})
	if err != nil {
		return 0, 0, err
	}
	lat, long = catalog.DefaultPosition(stores)
	return lat, long, nil
}

// ProductsNear lists every product some store sells with its nearest store
// to (lat, long), nearest first, then by name and id (catalog.Nearby). Only
// the stores keepStore accepts count as carriers (nil keeps every store).
func (db *Store) ProductsNear(ctx context.Context, lat, long float64, keepStore func(*catalog.StoreSummary) bool) ([]catalog.NearbyProduct, error) {
	all, err := db.productsWithCarriers(ctx, `p.id > ?`, int64(0))
	if err != nil {
		return nil, err
	}
	return catalog.Nearby(all, lat, long, keepStore), nil
}

// CashBackBrands lists the brands with at least one live cash-back brand
// special (active, enabled and within its dates), by rank then name, each
// with those specials by id.
func (db *Store) CashBackBrands(ctx context.Context) ([]catalog.BrandCashBack, error) {
	rows, err := db.Reader().Query(ctx, `SELECT document FROM specials WHERE product_brand_id IS NOT NULL ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("brand specials: %w", err)
	}
	defer rows.Close()
	now := db.Now()
	live := map[int64][]catalog.Special{}
	for rows.Next() {
		var (
			doc []byte
			s   catalog.Special
		)
		if err := rows.Scan(&doc); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(doc, &s); err != nil {
			return nil, fmt.Errorf("decode special: %w", err)
		}
		if s.ProductBrandID != 0 && s.CashBack && specials.Live(&s, now) {
			live[s.ProductBrandID] = append(live[s.ProductBrandID], s)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	if len(live) == 0 {
		return []catalog.BrandCashBack{}, nil
	}
	brands, err := db.Brands(ctx)
	if err != nil {
		return nil, err
	}
	out := []catalog.BrandCashBack{}
	for _, b := range brands {
		if ss := live[b.ID]; len(ss) > 0 {
			out = append(out, catalog.BrandCashBack{BrandSummary: b, Specials: ss})
		}
	}
	return out, nil
}
