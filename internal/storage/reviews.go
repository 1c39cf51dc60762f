package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/pistil/pistil/internal/problem"
)

// ShownReview is a visible review with the product it is about.
type ShownReview struct {
	ID          int64     `json:"id"`
	ProductID   int64     `json:"product_id"`
	ProductName string    `json:"product_name"`
	StoreID     *int64    `json:"store_id"`
	Rating      int       `json:"rating"`
	Comment     string    `json:"comment"`
	Nickname    string    `json:"nickname"`
	Feelings    []string  `json:"feelings"`
	Activities  []string  `json:"activities"`
	UpvoteCount int       `json:"upvote_count"`
	CreatedAt   time.Time `json:"created_at"`
}

// ReviewFilter picks reviews of one store or one product.
type ReviewFilter struct {
	StoreID, ProductID int64
	Limit, Offset      int
}

// Reviews returns visible reviews, newest first, and how many match in all.
// It returns problem.NotFound for an unknown store or product.
func (db *DB) Reviews(ctx context.Context, f ReviewFilter) ([]ShownReview, int, error) {
	r := db.reader()
	where, arg, table := "r.store_id = ?", f.StoreID, "stores"
	if f.ProductID != 0 {
		where, arg, table = "r.product_id = ?", f.ProductID, "products"
	}
	var exists int
	if err := r.queryRow(ctx, `SELECT COUNT(*) FROM `+table+` WHERE id = ?`, arg).Scan(&exists); err != nil {
		return nil, 0, err
	}
	if exists == 0 {
		return nil, 0, problem.New(problem.NotFound, "There is no such %s.", table[:len(table)-1])
	}
	var total int
	if err := r.queryRow(ctx, `SELECT COUNT(*) FROM reviews r WHERE r.hidden = FALSE AND `+where, arg).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := r.query(ctx, `
		SELECT r.id, r.product_id, p.name, r.store_id, r.rating, r.comment, r.nickname, r.feelings, r.activities,
			r.upvote_count, r.created_at
		FROM reviews r JOIN products p ON p.id = r.product_id
		WHERE r.hidden = FALSE AND `+where+` ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`, arg, f.Limit, f.Offset)
	if err != nil {
		return nil, 0, fmt.Errorf("list reviews: %w", err)
	}
	defer rows.Close()
	out := []ShownReview{}
	for rows.Next() {
		var (
			rv                   ShownReview
			feelings, activities string
		)
		if err := rows.Scan(&rv.ID, &rv.ProductID, &rv.ProductName, &rv.StoreID, &rv.Rating, &rv.Comment, &rv.Nickname,
			&feelings, &activities, &rv.UpvoteCount, &rv.CreatedAt); err != nil {
			return nil, 0, err
		}
		if err := json.Unmarshal([]byte(feelings), &rv.Feelings); err != nil {
			return nil, 0, err
		}
		if err := json.Unmarshal([]byte(activities), &rv.Activities); err != nil {
			return nil, 0, err
		}
		out = append(out, rv)
	}
	return out, total, rows.Err()
}
