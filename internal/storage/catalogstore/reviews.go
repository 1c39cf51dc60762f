package catalogstore

import (
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/webhook/payload"
)

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// ReviewFilter picks reviews of one store or one product.
type ReviewFilter struct {
	StoreID, ProductID int64
	Limit, Offset      int
}

// Reviews returns visible reviews, newest first, and how many match in all.
// It returns problem.NotFound for an unknown store or product.
func (db *Store) Reviews(ctx context.Context, f ReviewFilter) ([]catalog.ShownReview, int, error) {
	r := db.Reader()
	where, arg, table, missing := "r.store_id = ?", f.StoreID, "stores", catalog.MsgNoSuchStore
	if f.ProductID != 0 {
		where, arg, table, missing = "r.product_id = ?", f.ProductID, "products", catalog.MsgNoSuchProduct
	}
	var exists int
	if err := r.QueryRow(ctx, `SELECT COUNT(*) FROM `+table+` WHERE id = ?`, arg).Scan(&exists); err != nil {
		return nil, 0, err
	}
	if exists == 0 {
		return nil, 0, problem.New(problem.NotFound, "%s", missing)
	}
	var total int
	if err := r.QueryRow(ctx, `SELECT COUNT(*) FROM reviews r WHERE r.hidden = FALSE AND `+where, arg).Scan(&total); err != nil {
		return nil, 0, err
	}
	out, err := queryReviews(ctx, r, `r.hidden = FALSE AND `+where+` ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
		arg, f.Limit, f.Offset)
	return out, total, err
}

// review returns one review as shown, or problem.NotFound.
func (db *Store) review(ctx context.Context, id int64) (catalog.ShownReview, error) {
	out, err := queryReviews(ctx, db.Reader(), `r.id = ?`, id)
	if err != nil {
		return catalog.ShownReview{}, err
	}
	if len(out) == 0 {
		return catalog.ShownReview{}, problem.New(problem.NotFound, "%s", catalog.MsgNoReview(id))
	}
	return out[0], nil
}

// queryReviews reads the reviews a condition (with its ordering) picks.
func queryReviews(ctx context.Context, r storage.Reader, where string, args ...any) ([]catalog.ShownReview, error) {
	rows, err := r.Query(ctx, `
		SELECT r.id, r.product_id, p.name, r.store_id, r.rating, r.comment, r.nickname, r.feelings, r.activities,
			r.upvote_count, r.created_at, r.reply, r.replied_at
		FROM reviews r JOIN products p ON p.id = r.product_id
		WHERE `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("list reviews: %w", err)
	}
	defer rows.Close()
	out := []catalog.ShownReview{}
	for rows.Next() {
		var (
			rv                   catalog.ShownReview
			feelings, activities string
			replied              sql.NullTime
		)
		if err := rows.Scan(&rv.ID, &rv.ProductID, &rv.ProductName, &rv.StoreID, &rv.Rating, &rv.Comment, &rv.Nickname,
			&feelings, &activities, &rv.UpvoteCount, &rv.CreatedAt, &rv.Reply, &replied); err != nil {
			return nil, err
		}
		rv.RepliedAt = storage.TimeOrNil(replied)
		if err := json.Unmarshal([]byte(feelings), &rv.Feelings); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(activities), &rv.Activities); err != nil {
			return nil, err
		}
		out = append(out, rv)
	}
	return out, rows.Err()
}

// FirstCustomerReviewID is where customers' reviews are numbered from,
// above any id a catalogue document gives its reviews (2^40).
const FirstCustomerReviewID = 1 << 40

// WriteReview records a customer's review, keeps the product's rating and
// review count up to date, and has the menus that sell the product rebuilt.
// An unknown product or store is problem.NotFound; a second review of the
// product by the customer is problem.Conflict.
func (db *Store) WriteReview(ctx context.Context, in catalog.NewReview) (catalog.ShownReview, error) {
	feelings, _ := json.Marshal(nonNil(in.Feelings))
	activities, _ := json.Marshal(nonNil(in.Activities))
	var out catalog.ShownReview
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		if db.Dialect.Name() == "postgres" {
			// Customers' review ids are counted here: one writer at a time.
			if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(727001)`); err != nil {
				return err
			}
		}
		var name string
		err := tx.QueryRow(ctx, `SELECT name FROM products WHERE id = ?`, in.ProductID).Scan(&name)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, "%s", catalog.MsgNoProduct(in.ProductID))
		} else if err != nil {
			return err
		}
		if in.StoreID != 0 {
			if _, err := storage.FindStore(ctx, tx.Reader, in.StoreID); err != nil {
				return err
			}
		}
		var exists int
		err = tx.QueryRow(ctx, `SELECT 1 FROM reviews WHERE customer_id = ? AND product_id = ?`, in.CustomerID, in.ProductID).Scan(&exists)
		if err == nil {
			return problem.New(problem.Conflict, catalog.MsgReviewedAlready)
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var id int64
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(id), ?) + 1 FROM reviews WHERE id >= ?`,
			int64(FirstCustomerReviewID-1), int64(FirstCustomerReviewID)).Scan(&id); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO reviews (id, product_id, store_id, customer_id, rating, comment, nickname, feelings,
			activities, hidden, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE, ?)`,
			id, in.ProductID, storage.NullID(in.StoreID), in.CustomerID, in.Rating, in.Comment, in.Nickname, string(feelings),
			string(activities), tx.Now)
		if err != nil {
			return fmt.Errorf("write review: %w", err)
		}
		if err := refreshProductRating(ctx, tx, in.ProductID); err != nil {
			return err
		}
		out = catalog.ShownReview{ID: id, ProductID: in.ProductID, ProductName: name, Rating: in.Rating, Comment: in.Comment,
			Nickname: in.Nickname, Feelings: nonNil(in.Feelings), Activities: nonNil(in.Activities), CreatedAt: tx.Now}
		if in.StoreID != 0 {
			out.StoreID = &in.StoreID
			tx.ReviewCreated(in.StoreID, payload.HookReview{ID: id, ProductID: in.ProductID, Rating: in.Rating, Comment: in.Comment,
				Nickname: in.Nickname, CreatedAt: tx.Now.UTC()})
		}
		return nil
	})
	return out, err
}

// refreshProductRating recomputes one product's rating and review count and
// marks the menus that sell it changed, so they are rebuilt.
func refreshProductRating(ctx context.Context, tx *storage.Tx, productID int64) error {
	_, err := tx.Exec(ctx, `
		UPDATE products SET
			aggregate_rating = (SELECT AVG(rating) FROM reviews r WHERE r.product_id = products.id AND r.hidden = FALSE),
			review_count = (SELECT COUNT(*) FROM reviews r WHERE r.product_id = products.id AND r.hidden = FALSE)
		WHERE id = ?`, productID)
	if err != nil {
		return fmt.Errorf("refresh rating: %w", err)
	}
	_, err = tx.Exec(ctx, `UPDATE stores SET menu_version = menu_version + 1
		WHERE id IN (SELECT store_id FROM menu_products WHERE product_id = ?)`, productID)
	return err
}

// ownReview locks a customer's own review for a change and answers its
// product. It is problem.NotFound for an unknown review and
// problem.Forbidden for another customer's or the catalogue's.
func ownReview(ctx context.Context, tx *storage.Tx, customerID, reviewID int64) (productID int64, err error) {
	var author sql.NullInt64
	err = tx.QueryRow(ctx, `SELECT customer_id, product_id FROM reviews WHERE id = ?`+tx.Dialect.ForUpdate(), reviewID).
		Scan(&author, &productID)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, problem.New(problem.NotFound, "%s", catalog.MsgNoReview(reviewID))
	} else if err != nil {
		return 0, err
	}
	if !author.Valid || author.Int64 != customerID {
		return 0, problem.New(problem.Forbidden, catalog.MsgNotYourReview)
	}
	return productID, nil
}

// EditReview replaces the rating, comment, nickname, feelings and
// activities of a customer's own review (in.CustomerID), keeps the
// product's rating up to date and answers the review as shown.
func (db *Store) EditReview(ctx context.Context, reviewID int64, in catalog.NewReview) (catalog.ShownReview, error) {
	feelings, _ := json.Marshal(nonNil(in.Feelings))
	activities, _ := json.Marshal(nonNil(in.Activities))
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		productID, err := ownReview(ctx, tx, in.CustomerID, reviewID)
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE reviews SET rating = ?, comment = ?, nickname = ?, feelings = ?, activities = ?
			WHERE id = ?`, in.Rating, in.Comment, in.Nickname, string(feelings), string(activities), reviewID)
		if err != nil {
			return fmt.Errorf("edit review: %w", err)
		}
		return refreshProductRating(ctx, tx, productID)
	})
	if err != nil {
		return catalog.ShownReview{}, err
	}
	return db.review(ctx, reviewID)
}

// DeleteReview removes a customer's own review and keeps the product's
// rating up to date.
func (db *Store) DeleteReview(ctx context.Context, customerID, reviewID int64) error {
	return db.InTx(ctx, func(tx *storage.Tx) error {
		productID, err := ownReview(ctx, tx, customerID, reviewID)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM reviews WHERE id = ?`, reviewID); err != nil {
			return fmt.Errorf("delete review: %w", err)
		}
		return refreshProductRating(ctx, tx, productID)
	})
}

// Upvote counts a customer's upvote of a visible review once, and answers
// the review's upvote count.
func (db *Store) Upvote(ctx context.Context, customerID, reviewID int64) (int, error) {
	var count int
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		var author sql.NullInt64
		err := tx.QueryRow(ctx, `SELECT customer_id FROM reviews WHERE id = ? AND hidden = FALSE`, reviewID).Scan(&author)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, "%s", catalog.MsgNoReview(reviewID))
		} else if err != nil {
			return err
		}
		if author.Valid && author.Int64 == customerID {
			return problem.New(problem.Forbidden, catalog.MsgOwnReview)
		}
		res, err := tx.Exec(ctx, `INSERT INTO review_upvotes (review_id, customer_id, created_at) VALUES (?, ?, ?)
			ON CONFLICT (review_id, customer_id) DO NOTHING`, reviewID, customerID, tx.Now)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			if _, err := tx.Exec(ctx, `UPDATE reviews SET upvote_count = upvote_count + 1 WHERE id = ?`, reviewID); err != nil {
				return err
			}
		}
		return tx.QueryRow(ctx, `SELECT upvote_count FROM reviews WHERE id = ?`, reviewID).Scan(&count)
	})
	return count, err
}
