package storage

import (
	"bytes"
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// StoreFilter narrows a store listing; empty fields match everything.
type StoreFilter struct {
	CountryCode string
	State       string
}

const storeSummaryColumns = `s.document, s.menu_version,
	(SELECT COUNT(*) FROM menu_products m WHERE m.store_id = s.id AND m.visible = TRUE),
	(SELECT AVG(rating) FROM reviews r WHERE r.store_id = s.id AND r.hidden = FALSE),
	(SELECT COUNT(*) FROM reviews r WHERE r.store_id = s.id AND r.hidden = FALSE)`

// Stores lists the stores matching f, by country, state and name.
func (db *DB) Stores(ctx context.Context, f StoreFilter) ([]catalog.StoreSummary, error) {
	q := `SELECT ` + storeSummaryColumns + ` FROM stores s WHERE 1 = 1`
	var args []any
	if f.CountryCode != "" {
		q += ` AND s.country_code = ?`
		args = append(args, strings.ToUpper(f.CountryCode))
	}
	if f.State != "" {
		q += ` AND s.state = ?`
		args = append(args, strings.ToUpper(f.State))
	}
	q += ` ORDER BY s.country_code DESC, s.state, s.name`
	rows, err := db.Reader().Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("list stores: %w", err)
	}
	defer rows.Close()
	var out []catalog.StoreSummary
	for rows.Next() {
		s, err := scanStoreSummary(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// Store returns one store, or a problem.NotFound error.
func (db *DB) Store(ctx context.Context, id int64) (catalog.StoreSummary, error) {
	return FindStore(ctx, db.Reader(), id)
}

func FindStore(ctx context.Context, r Reader, id int64) (catalog.StoreSummary, error) {
	row := r.QueryRow(ctx, `SELECT `+storeSummaryColumns+` FROM stores s WHERE s.id = ?`, id)
	s, err := scanStoreSummary(row)
	if errors.Is(err, sql.ErrNoRows) {
		return s, problem.New(problem.NotFound, "%s", catalog.MsgNoStore(id))
	}
	return s, err
}

type Scanner interface{ Scan(dest ...any) error }

func scanStoreSummary(row Scanner) (catalog.StoreSummary, error) {
	var (
		s      catalog.StoreSummary
		doc    []byte
		rating sql.NullFloat64
	)
	if err := row.Scan(&doc, &s.MenuVersion, &s.ProductCount, &rating, &s.ReviewsCount); err != nil {
		return s, err
	}
	if err := json.Unmarshal(doc, &s.Store); err != nil {
		return s, fmt.Errorf("decode store: %w", err)
	}
	if rating.Valid {
		s.Rating = &rating.Float64
	}
	return s, nil
}

// MenuProduct returns the menu product of productID at storeID, or a
// problem.NotFound error when the store does not carry it.
func (db *DB) MenuProduct(ctx context.Context, storeID, productID int64) (catalog.MenuProduct, error) {
	if _, err := db.Store(ctx, storeID); err != nil {
		return catalog.MenuProduct{}, err
	}
	mps, err := menuProducts(ctx, db.Reader(), storeID, []int64{productID})
	if err != nil {
		return catalog.MenuProduct{}, err
	}
	if len(mps) == 0 {
		return catalog.MenuProduct{}, problem.New(problem.NotFound, "%s", catalog.MsgNotCarried(storeID, productID))
	}
	return mps[0], nil
}

// Menu returns every visible product on a store's menu, best sellers first,
// then by name. It returns a problem.NotFound error for an unknown store.
func (db *DB) Menu(ctx context.Context, storeID int64) ([]catalog.MenuProduct, error) {
	if _, err := db.Store(ctx, storeID); err != nil {
		return nil, err
	}
	return db.menu(ctx, storeID, nil)
}

func (db *DB) menu(ctx context.Context, storeID int64, products *ProductDocs) ([]catalog.MenuProduct, error) {
	all, err := readMenuProducts(ctx, db.Reader(), storeID, nil, products)
	if err != nil {
		return nil, err
	}
	return SortMenu(slices.DeleteFunc(all, func(m catalog.MenuProduct) bool { return !m.Visible })), nil
}

// SortMenu orders menu products best sellers first, then by name, case
// aside, products that tie in their first order, in place, and answers
// them. It sorts their places by keys worked out once, then moves each
// product once: a menu product is a large struct, and a sort of the
// products themselves moved each many times and lowercased two names at
// each comparison.
func SortMenu(menu []catalog.MenuProduct) []catalog.MenuProduct {
	type key struct {
		rank int
		name string
		at   int
	}
	keys := make([]key, len(menu))
	for i := range menu {
		keys[i] = key{RankKey(menu[i].BestSellerRank), strings.ToLower(menu[i].Product.Name), i}
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		return a.at - b.at
	})
	// Place i takes the product at keys[i].at: each cycle of the
	// permutation is followed once, its first product held aside.
	for i := range keys {
		if keys[i].at == i {
			continue
		}
		held, j := menu[i], i
		for keys[j].at != i {
			next := keys[j].at
			menu[j], keys[j].at = menu[next], j
			j = next
		}
		menu[j], keys[j].at = held, j
	}
	return menu
}

// RankKey puts ranked products (1 first) before unranked ones (0).
func RankKey(rank int) int {
	if rank <= 0 {
		return 1 << 30
	}
	return rank
}

// menuProducts loads a store's menu products, all of them or those of the
// given product ids, with their offers.
func menuProducts(ctx context.Context, r Reader, storeID int64, productIDs []int64) ([]catalog.MenuProduct, error) {
	return readMenuProducts(ctx, r, storeID, productIDs, nil)
}

// readMenuProducts is menuProducts with the products decoded through
// products (nil: each decoded anew).
func readMenuProducts(ctx context.Context, r Reader, storeID int64, productIDs []int64, products *ProductDocs) ([]catalog.MenuProduct, error) {
	where, args := `m.store_id = ?`, []any{storeID}
	if productIDs != nil {
		if len(productIDs) == 0 {
			return nil, nil
		}
		where += ` AND m.product_id IN (` + strings.Repeat(",?", len(productIDs))[1:] + `)`
		for _, id := range productIDs {
			args = append(args, id)
		}
	}
	// The weights and photos are read beside the products, on a connection
	// of their own, when a whole menu is read from the pool: a store's first
	// menu request waits for all three (issue 21: at most 50 ms).
	var beside chan menuExtras
	if productIDs == nil && r.pooled() {
		beside = make(chan menuExtras, 1)
		go func() { beside <- readMenuExtras(ctx, r, where, args) }()
	}
	// A whole menu is read into an array of its size: grown by appending,
	// the arrays it outgrew were a store's first request's largest garbage.
	var out []catalog.MenuProduct
	if productIDs == nil {
		var n int
		if err := r.QueryRow(ctx, `SELECT count(*) FROM menu_products m WHERE `+where, args...).Scan(&n); err != nil {
			return nil, fmt.Errorf("count menu of store %d: %w", storeID, err)
		}
		out = make([]catalog.MenuProduct, 0, n)
	}
	// The brands are read after the products, once each: joined, every
	// product's row carried its brand's document.
	rows, err := r.Query(ctx, `
		SELECT m.id, m.visible, m.store_notes, m.best_seller_rank, m.max_cart_quantity, m.allow_multiple_flower_count,
			m.operator_store_rank, m.inventories, p.id, p.document, p.aggregate_rating, p.review_count, p.brand_id
		FROM menu_products m
		JOIN products p ON p.id = m.product_id
		WHERE `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("load menu of store %d: %w", storeID, err)
	}
	defer rows.Close()
	var (
		brandIDs = make([]int64, 0, cap(out)) // each product's, as out
		ratings  = make([]float64, 0, cap(out))
		brands   = map[int64]*catalog.Brand{}
		// the products none is kept for, decoded after the read
		pending []pendingProduct
	)
	var (
		// the documents are read in place, valid until the next row: a
		// product's is only compared with the one kept (ProductDocs)
		productDoc, invDoc sql.RawBytes
		rating             sql.NullFloat64
		multiple           bool
		// int64s: Scan converts to int by reflection
		rank, maxQuantity, operatorRank, reviews, productID, brandID int64
	)
	for rows.Next() {
		m := catalog.MenuProduct{StoreID: storeID}
		if err := rows.Scan(&m.ID, &m.Visible, &m.StoreNote, &rank, &maxQuantity, &multiple,
			&operatorRank, &invDoc, &productID, &productDoc, &rating, &reviews, &brandID); err != nil {
			return nil, err
		}
		m.BestSellerRank, m.MaxCartQuantity, m.OperatorStoreRank, m.ReviewCount = int(rank), int(maxQuantity), int(operatorRank), int(reviews)
		m.SingleFlowerCount = !multiple
		if string(invDoc) != "[]" { // most products have none
			if err := json.Unmarshal(invDoc, &m.Inventories); err != nil {
				return nil, fmt.Errorf("decode inventories: %w", err)
			}
		}
		if m.Product = products.lookup(productID, productDoc); m.Product == nil {
			pending = append(pending, pendingProduct{at: len(out), id: productID, doc: bytes.Clone(productDoc)})
		}
		brands[brandID] = nil
		brandIDs = append(brandIDs, brandID)
		if rating.Valid {
			// the ratings of a whole menu in one array (sized by its count)
			if len(ratings) < cap(ratings) {
				ratings = append(ratings, rating.Float64)
				m.AggregateRating = &ratings[len(ratings)-1]
			} else {
				v := rating.Float64
				m.AggregateRating = &v
			}
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	decoded, err := products.decodePending(pending)
	if err != nil {
		return nil, err
	}
	for i, p := range pending {
		out[p.at].Product = decoded[i]
	}
	if err := readBrands(ctx, r, brands); err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].Brand = brands[brandIDs[i]]; out[i].Brand == nil {
			return nil, fmt.Errorf("load menu of store %d: product %d's brand %d is missing", storeID, out[i].Product.ID, brandIDs[i])
		}
	}
	// In the order of their ids, sorted here: ORDER BY m.id made SQLite
	// copy every row, documents and all, into a temporary tree first.
	slices.SortFunc(out, func(a, b catalog.MenuProduct) int { return cmp.Compare(a.ID, b.ID) })

	var extras menuExtras
	if beside != nil {
		extras = <-beside
	} else {
		extras = readMenuExtras(ctx, r, where, args)
	}
	if extras.err != nil {
		return nil, extras.err
	}
	for i := range out {
		m := &out[i]
		m.Offers, m.Photos = extras.offers[m.ID], extras.photos[m.ID]
	}
	return out, nil
}

// menuExtras are the offers and photos of menu products, by menu product id.
type menuExtras struct {
	offers map[int64][]catalog.Offer
	photos map[int64][]catalog.MenuPhoto
	err    error
}

// readMenuExtras reads the offers and photos of the menu products where
// says (readMenuProducts).
func readMenuExtras(ctx context.Context, r Reader, where string, args []any) menuExtras {
	out := menuExtras{offers: map[int64][]catalog.Offer{}, photos: map[int64][]catalog.MenuPhoto{}}
	rows, err := r.Query(ctx, `
		SELECT w.menu_product_id, w.price_id, w.price_cents, w.stock, w.max_cart_quantity
		FROM menu_product_weights w JOIN menu_products m ON m.id = w.menu_product_id
		WHERE `+where, args...)
	if err != nil {
		out.err = fmt.Errorf("load menu weights: %w", err)
		return out
	}
	defer rows.Close()
	type weightRow struct {
		id int64
		o  catalog.Offer
	}
	var (
		all []weightRow
		// read as plain values: Scan converts to named types by
		// reflection, and a weight's name to a string of its own
		id, price, stock, maxQuantity int64
		weight                        sql.RawBytes
	)
	for rows.Next() {
		if out.err = rows.Scan(&id, &weight, &price, &stock, &maxQuantity); out.err != nil {
			return out
		}
		all = append(all, weightRow{id, catalog.Offer{PriceID: catalog.WeightNamed(weight),
			Price: money.Cents(price), Stock: int(stock), MaxCartQuantity: int(maxQuantity)}})
	}
	if out.err = rows.Err(); out.err != nil {
		return out
	}
	rows.Close()
	// Every offer in one array, each product's together in the order of
	// catalog.Weights: one object a menu for the collector to mark, not
	// one a product.
	slices.SortFunc(all, func(a, b weightRow) int {
		return cmp.Or(cmp.Compare(a.id, b.id), cmp.Compare(a.o.PriceID.Index(), b.o.PriceID.Index()))
	})
	offers := make([]catalog.Offer, len(all))
	for i := 0; i < len(all); {
		j := i
		for ; j < len(all) && all[j].id == all[i].id; j++ {
			offers[j] = all[j].o
		}
		out.offers[all[i].id] = offers[i:j:j]
		i = j
	}
	out.err = ReadMenuPhotos(ctx, r, where, args, func(id int64, p catalog.MenuPhoto) {
		out.photos[id] = append(out.photos[id], p)
	})
	return out
}

// readBrands decodes the brands whose ids are brands' keys into their
// values, in one query.
func readBrands(ctx context.Context, r Reader, brands map[int64]*catalog.Brand) error {
	if len(brands) == 0 {
		return nil
	}
	ids := make([]any, 0, len(brands))
	for id := range brands {
		ids = append(ids, id)
	}
	rows, err := r.Query(ctx, `SELECT id, document FROM brands WHERE id IN (`+strings.Repeat(",?", len(ids))[1:]+`)`, ids...)
	if err != nil {
		return fmt.Errorf("load brands: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id  int64
			doc sql.RawBytes
		)
		if err := rows.Scan(&id, &doc); err != nil {
			return err
		}
		b := new(catalog.Brand)
		if err := json.Unmarshal(doc, b); err != nil {
			return fmt.Errorf("decode brand %d: %w", id, err)
		}
		brands[id] = b
	}
	return rows.Err()
}

// MenuVersion identifies the state of a store's menu: it changes when an
// import changes the menu and when a reservation takes stock. It returns
// problem.NotFound for an unknown store.
func (db *DB) MenuVersion(ctx context.Context, storeID int64) (string, error) {
	var menu, lastReservation int64
	err := db.Reader().QueryRow(ctx, `
		SELECT s.menu_version, COALESCE((SELECT MAX(r.id) FROM reservations r WHERE r.store_id = s.id), 0)
		FROM stores s WHERE s.id = ?`, storeID).Scan(&menu, &lastReservation)
	if errors.Is(err, sql.ErrNoRows) {
		return "", problem.New(problem.NotFound, "%s", catalog.MsgNoStore(storeID))
	} else if err != nil {
		return "", fmt.Errorf("menu version of store %d: %w", storeID, err)
	}
	return fmt.Sprintf("%d.%d", menu, lastReservation), nil
}
