package catalogstore

import (
	"github.com/pistil/pistil/internal/storage"
)

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/specials"
)

const brandSummaryQuery = `
	SELECT b.document,
		(SELECT COUNT(DISTINCT p.id) FROM products p JOIN menu_products m ON m.product_id = p.id
			WHERE p.brand_id = b.id AND m.visible = TRUE),
		(SELECT COUNT(*) FROM specials s WHERE s.product_brand_id = b.id)
	FROM brands b`

// Brands lists every brand by rank, then name.
func (db *Store) Brands(ctx context.Context) ([]catalog.BrandSummary, error) {
	rows, err := db.Reader().Query(ctx, brandSummaryQuery)
	if err != nil {
		return nil, fmt.Errorf("list brands: %w", err)
	}
	defer rows.Close()
	var out []catalog.BrandSummary
	for rows.Next() {
		b, err := scanBrand(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if err := db.markActiveSpecials(ctx, out); err != nil {
		return nil, err
	}
	sortBrands(out)
	return out, nil
}

// Brand returns one brand, or problem.NotFound.
func (db *Store) Brand(ctx context.Context, id int64) (catalog.BrandSummary, error) {
	b, err := scanBrand(db.Reader().QueryRow(ctx, brandSummaryQuery+` WHERE b.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return b, problem.New(problem.NotFound, "%s", catalog.MsgNoBrand(id))
	} else if err != nil {
		return b, err
	}
	one := []catalog.BrandSummary{b}
	err = db.markActiveSpecials(ctx, one)
	return one[0], err
}

func scanBrand(row storage.Scanner) (catalog.BrandSummary, error) {
	var (
		b        catalog.BrandSummary
		doc      []byte
		specials int
	)
	if err := row.Scan(&doc, &b.ProductCount, &specials); err != nil {
		return b, err
	}
	if err := json.Unmarshal(doc, &b.Brand); err != nil {
		return b, fmt.Errorf("decode brand: %w", err)
	}
	b.HasActiveSpecial = specials > 0 // confirmed by markActiveSpecials
	return b, nil
}

// markActiveSpecials keeps HasActiveSpecial only for brands with a live
// special (active, enabled, started and not ended).
func (db *Store) markActiveSpecials(ctx context.Context, brands []catalog.BrandSummary) error {
	rows, err := db.Reader().Query(ctx, `SELECT product_brand_id, document FROM specials WHERE product_brand_id IS NOT NULL`)
	if err != nil {
		return err
	}
	defer rows.Close()
	active := map[int64]bool{}
	for rows.Next() {
		var (
			id  int64
			doc []byte
			s   catalog.Special
		)
		if err := rows.Scan(&id, &doc); err != nil {
			return err
		}
		if err := json.Unmarshal(doc, &s); err != nil {
			return err
		}
		if specials.Live(&s, db.Now()) {
			active[id] = true
		}
	}
	for i := range brands {
		brands[i].HasActiveSpecial = active[brands[i].ID]
	}
	return rows.Err()
}

// sortBrands orders brands by rank (ranked first), then name.
func sortBrands(bs []catalog.BrandSummary) {
	slices.SortFunc(bs, func(a, b catalog.BrandSummary) int {
		if c := cmp.Compare(storage.RankKey(a.Rank), storage.RankKey(b.Rank)); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
}

// BrandProducts lists a brand's products that at least one store sells,
// with their stores. It returns problem.NotFound for an unknown brand.
func (db *Store) BrandProducts(ctx context.Context, brandID int64) ([]catalog.ProductWithCarriers, error) {
	if _, err := db.Brand(ctx, brandID); err != nil {
		return nil, err
	}
	return db.productsWithCarriers(ctx, `p.brand_id = ?`, brandID)
}

// ProductCarriers returns a product with every store that sells it, or
// problem.NotFound when no store does.
func (db *Store) ProductCarriers(ctx context.Context, productID int64) (catalog.ProductWithCarriers, error) {
	ps, err := db.productsWithCarriers(ctx, `p.id = ?`, productID)
	if err != nil {
		return catalog.ProductWithCarriers{}, err
	}
	if len(ps) == 0 {
		return catalog.ProductWithCarriers{}, problem.New(problem.NotFound, "%s", catalog.MsgNoSeller(productID))
	}
	return ps[0], nil
}

func (db *Store) productsWithCarriers(ctx context.Context, where string, arg any) ([]catalog.ProductWithCarriers, error) {
	stores, err := db.Stores(ctx, storage.StoreFilter{})
	if err != nil {
		return nil, err
	}
	byID := map[int64]catalog.StoreSummary{}
	for _, s := range stores {
		byID[s.ID] = s
	}
	rows, err := db.Reader().Query(ctx, `
		SELECT p.id, p.document, b.document, m.store_id, w.price_id, w.price_cents, w.stock, w.max_cart_quantity
		FROM products p
		JOIN brands b ON b.id = p.brand_id
		JOIN menu_products m ON m.product_id = p.id AND m.visible = TRUE
		JOIN menu_product_weights w ON w.menu_product_id = m.id
		WHERE `+where+` ORDER BY p.name, p.id, m.store_id`, arg)
	if err != nil {
		return nil, fmt.Errorf("products with stores: %w", err)
	}
	defer rows.Close()
	var (
		out   []catalog.ProductWithCarriers
		index = map[int64]int{}
	)
	for rows.Next() {
		var (
			productID, storeID   int64
			productDoc, brandDoc []byte
			o                    catalog.Offer
		)
		if err := rows.Scan(&productID, &productDoc, &brandDoc, &storeID, &o.PriceID, &o.Price, &o.Stock, &o.MaxCartQuantity); err != nil {
			return nil, err
		}
		i, ok := index[productID]
		if !ok {
			var p catalog.ProductWithCarriers
			if err := json.Unmarshal(productDoc, &p.Product); err != nil {
				return nil, err
			}
			if err := json.Unmarshal(brandDoc, &p.Brand); err != nil {
				return nil, err
			}
			i = len(out)
			index[productID] = i
			out = append(out, p)
		}
		p := &out[i]
		if n := len(p.Carriers); n == 0 || p.Carriers[n-1].Store.ID != storeID {
			p.Carriers = append(p.Carriers, catalog.Carrier{Store: byID[storeID]})
		}
		c := &p.Carriers[len(p.Carriers)-1]
		c.Offers = append(c.Offers, o)
		if o.Price > 0 && (c.Lowest == 0 || o.Price < c.Lowest) {
			c.Lowest = o.Price
		}
	}
	return out, rows.Err()
}
