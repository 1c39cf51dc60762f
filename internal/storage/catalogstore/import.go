package catalogstore

import (
	"github.com/pistil/pistil/internal/storage"
)

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/problem"
)

// ImportSummary counts what an import wrote.
type ImportSummary struct {
	Stores, Brands, Products, MenuProducts, Specials, Reviews, Partners, UserSegments int
}

// Import loads a validated catalogue document in one transaction. Rows are
// keyed by the document's ids, so importing a document again updates them. A
// store's menu becomes exactly the document's: items and weights it no
// longer lists are removed, and stock is set to the document's counts.
// Returns the document's validation error, with nothing written, when it is
// invalid.
func (db *Store) Import(ctx context.Context, doc *catalog.Document) (ImportSummary, error) {
	var sum ImportSummary
	if err := doc.Validate(); err != nil {
		return sum, err
	}
	if err := checkRowFilters(doc); err != nil {
		return sum, err
	}
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		for _, b := range doc.Brands {
			if err := upsertBrand(ctx, tx, b); err != nil {
				return err
			}
		}
		for _, p := range doc.Products {
			if err := upsertProduct(ctx, tx, p); err != nil {
				return err
			}
		}
		for i := range doc.Stores {
			n, err := importStore(ctx, tx, &doc.Stores[i])
			if err != nil {
				return err
			}
			sum.MenuProducts += n
		}
		for _, s := range doc.UserSegments {
			if err := storage.UpsertUserSegment(ctx, tx, s); err != nil {
				return err
			}
		}
		for _, s := range doc.Specials {
			if err := upsertSpecial(ctx, tx, s); err != nil {
				return err
			}
		}
		for _, p := range doc.Partners {
			if err := upsertPartner(ctx, tx, p); err != nil {
				return err
			}
		}
		for _, r := range doc.Reviews {
			if err := upsertReview(ctx, tx, r); err != nil {
				return err
			}
		}
		if len(doc.Reviews) > 0 {
			if err := refreshRatings(ctx, tx); err != nil {
				return err
			}
		}
		for _, table := range []string{"stores", "brands", "products", "specials", "reviews"} {
			if err := tx.SyncIdentity(ctx, table); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return ImportSummary{}, err
	}
	sum.Stores, sum.Brands, sum.Products = len(doc.Stores), len(doc.Brands), len(doc.Products)
	sum.Specials, sum.Reviews, sum.Partners = len(doc.Specials), len(doc.Reviews), len(doc.Partners)
	sum.UserSegments = len(doc.UserSegments)
	return sum, nil
}

func upsertBrand(ctx context.Context, tx *storage.Tx, b catalog.Brand) error {
	doc, err := json.Marshal(b)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `
		INSERT INTO brands (id, name, url_slug, document) VALUES (?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET name = excluded.name, url_slug = excluded.url_slug, document = excluded.document`,
		b.ID, b.Name, b.URLSlug, string(doc))
	if err != nil {
		return fmt.Errorf("import brand %d: %w", b.ID, err)
	}
	return nil
}

func upsertProduct(ctx context.Context, tx *storage.Tx, p catalog.Product) error {
	doc, err := json.Marshal(p)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `
		INSERT INTO products (id, brand_id, name, kind, document) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET brand_id = excluded.brand_id, name = excluded.name,
			kind = excluded.kind, document = excluded.document`,
		p.ID, p.BrandID, p.Name, string(p.Kind), string(doc))
	if err != nil {
		return fmt.Errorf("import product %d: %w", p.ID, err)
	}
	return nil
}

// importStore writes a store and replaces its menu; it returns the number of
// menu items. The import is authoritative (docs/adr/0022-store-console.md,
// disagreement e): it bumps the version of every item it writes and the
// store's settings_version, so a console editor still holding the old ones is
// told that they changed rather than overwriting the import.
func importStore(ctx context.Context, tx *storage.Tx, s *catalog.Store) (int, error) {
	menu := s.Menu
	s.Menu = nil
	doc, err := json.Marshal(s)
	s.Menu = menu
	if err != nil {
		return 0, err
	}
	_, err = tx.Exec(ctx, `
		INSERT INTO stores (id, name, url_slug, city, state, country_code, lat, long, document, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET name = excluded.name, url_slug = excluded.url_slug, city = excluded.city,
			state = excluded.state, country_code = excluded.country_code, lat = excluded.lat, long = excluded.long,
			document = excluded.document, menu_version = stores.menu_version + 1,
			settings_version = stores.settings_version + 1, updated_at = excluded.updated_at`,
		s.ID, s.Name, s.URLSlug, s.City, s.State, s.CountryCode, s.Lat, s.Long, string(doc), tx.Now)
	if err != nil {
		return 0, fmt.Errorf("import store %d: %w", s.ID, err)
	}

	existing, err := menuProductIDs(ctx, tx, s.ID)
	if err != nil {
		return 0, err
	}
	upsertItem, err := tx.Prepare(ctx, `
		INSERT INTO menu_products (store_id, product_id, visible, store_notes, best_seller_rank, max_cart_quantity,
			allow_multiple_flower_count, operator_store_rank, inventories)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (store_id, product_id) DO UPDATE SET visible = excluded.visible, store_notes = excluded.store_notes,
			best_seller_rank = excluded.best_seller_rank, max_cart_quantity = excluded.max_cart_quantity,
			allow_multiple_flower_count = excluded.allow_multiple_flower_count,
			operator_store_rank = excluded.operator_store_rank, inventories = excluded.inventories,
			version = menu_products.version + 1
		RETURNING id`)
	if err != nil {
		return 0, err
	}
	defer upsertItem.Close()
	clearWeights, err := tx.Prepare(ctx, `DELETE FROM menu_product_weights WHERE menu_product_id = ?`)
	if err != nil {
		return 0, err
	}
	defer clearWeights.Close()
	insertWeight, err := tx.Prepare(ctx, `
		INSERT INTO menu_product_weights (menu_product_id, price_id, price_cents, stock, max_cart_quantity)
		VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		return 0, err
	}
	defer insertWeight.Close()

	for _, m := range menu {
		visible := m.Visible == nil || *m.Visible
		var id int64
		multiple := m.AllowMultipleFlowerCount == nil || *m.AllowMultipleFlowerCount
		inventories, err := json.Marshal(nonNil(m.Inventories))
		if err != nil {
			return 0, err
		}
		if err := upsertItem.QueryRowContext(ctx, s.ID, m.ProductID, visible, m.StoreNotes, m.BestSellerRank,
			m.MaxCartQuantity, multiple, m.OperatorStoreRank, string(inventories)).Scan(&id); err != nil {
			return 0, fmt.Errorf("import store %d product %d: %w", s.ID, m.ProductID, err)
		}
		delete(existing, m.ProductID)
		if _, err := clearWeights.ExecContext(ctx, id); err != nil {
			return 0, err
		}
		for _, w := range m.Weights {
			if _, err := insertWeight.ExecContext(ctx, id, string(w.PriceID), int64(w.Price), w.Stock, w.MaxCartQuantity); err != nil {
				return 0, fmt.Errorf("import store %d product %d weight %s: %w", s.ID, m.ProductID, w.PriceID, err)
			}
		}
	}
	for _, id := range existing {
		if _, err := tx.Exec(ctx, `DELETE FROM menu_products WHERE id = ?`, id); err != nil {
			return 0, fmt.Errorf("remove menu product %d: %w", id, err)
		}
	}
	return len(menu), nil
}

// menuProductIDs maps product id to menu product id for a store's menu.
func menuProductIDs(ctx context.Context, tx *storage.Tx, storeID int64) (map[int64]int64, error) {
	rows, err := tx.Query(ctx, `SELECT product_id, id FROM menu_products WHERE store_id = ?`, storeID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	ids := map[int64]int64{}
	for rows.Next() {
		var productID, id int64
		if err := rows.Scan(&productID, &id); err != nil {
			return nil, err
		}
		ids[productID] = id
	}
	return ids, rows.Err()
}

func upsertSpecial(ctx context.Context, tx *storage.Tx, s catalog.Special) error {
	doc, err := json.Marshal(s)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `
		INSERT INTO specials (id, store_id, product_brand_id, special_type, document) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET store_id = excluded.store_id, product_brand_id = excluded.product_brand_id,
			special_type = excluded.special_type, document = excluded.document, version = specials.version + 1`,
		s.ID, storage.NullID(s.StoreID), storage.NullID(s.ProductBrandID), s.SpecialType, string(doc))
	if err != nil {
		return fmt.Errorf("import special %d: %w", s.ID, err)
	}
	return nil
}

// upsertReview writes a review of the catalogue's over what it was. The
// catalogue says whether it is hidden; why the console hid it is kept only
// while it stays hidden. A store's reply stays.
func upsertReview(ctx context.Context, tx *storage.Tx, r catalog.Review) error {
	feelings, _ := json.Marshal(nonNil(r.Feelings))
	activities, _ := json.Marshal(nonNil(r.Activities))
	_, err := tx.Exec(ctx, `
		INSERT INTO reviews (id, product_id, store_id, rating, comment, nickname, feelings, activities, hidden, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET product_id = excluded.product_id, store_id = excluded.store_id,
			rating = excluded.rating, comment = excluded.comment, nickname = excluded.nickname,
			feelings = excluded.feelings, activities = excluded.activities, hidden = excluded.hidden,
			hidden_reason = CASE WHEN excluded.hidden THEN reviews.hidden_reason ELSE '' END,
			hidden_at = CASE WHEN excluded.hidden THEN reviews.hidden_at END,
			hidden_by = CASE WHEN excluded.hidden THEN reviews.hidden_by END`,
		r.ID, r.ProductID, storage.NullID(r.StoreID), r.Rating, r.Comment, r.Nickname, string(feelings), string(activities),
		r.Hidden, r.CreatedAt.UTC())
	if err != nil {
		return fmt.Errorf("import review %d: %w", r.ID, err)
	}
	return nil
}

// refreshRatings recomputes every product's aggregate rating and review
// count from its visible reviews.
func refreshRatings(ctx context.Context, tx *storage.Tx) error {
	_, err := tx.Exec(ctx, `
		UPDATE products SET
			aggregate_rating = (SELECT AVG(rating) FROM reviews r WHERE r.product_id = products.id AND r.hidden = FALSE),
			review_count = (SELECT COUNT(*) FROM reviews r WHERE r.product_id = products.id AND r.hidden = FALSE)`)
	if err != nil {
		return fmt.Errorf("refresh ratings: %w", err)
	}
	return nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// checkRowFilters parses the filter of every custom row, which
// catalog.Validate cannot: the filter language belongs to package merch.
func checkRowFilters(doc *catalog.Document) error {
	var v problem.Validations
	for i := range doc.Stores {
		for j, r := range doc.Stores[i].MenuSettings.CustomRows {
			if _, err := merch.ParseFilter(r.SearchFilter); err != nil {
				v.Add(fmt.Sprintf("stores[%d].menu_settings.custom_row_settings[%d].search_filter", i, j), err.Error())
			}
		}
	}
	return v.Err("The catalogue has a custom row whose filter cannot be read.")
}
