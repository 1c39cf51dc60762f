package catalogstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
)

// The store console's reviews (docs/adr/0022-store-console.md, plan step
// 11): the reviews whose store_id is the store's, hidden ones too, which
// its staff reply to, hide with a reason and show again. reviews.hidden is
// the one truth of whether shoppers see a review; hidden_reason, hidden_at
// and hidden_by say why, when and by whom it was hidden, and are cleared
// when it is shown again. Each change is one transaction with its audit
// row (before and after) and the store's menu_version bumped, so shoppers'
// pages change within a second; hiding and showing also recompute the
// product's rating and review count, which leave hidden reviews out.

// StoreReview is a review as the store's console shows it: as shoppers
// see it (with the store's reply), whether it is hidden, and why, when and
// by whom (the staff member's name, "" when unknown) it was hidden and
// replied to.
type StoreReview struct {
	catalog.ShownReview
	Hidden       bool
	HiddenReason string
	HiddenAt     *time.Time
	HiddenBy     string
	RepliedBy    string
}

// StoreReviewFilter picks a page of a store's reviews: shown or hidden
// ones only (Hidden), or all (nil).
type StoreReviewFilter struct {
	Hidden        *bool
	Limit, Offset int
}

// StoreReviews is a page of the store's reviews the filter picks, newest
// first, and how many it picks in all.
func (db *Store) StoreReviews(ctx context.Context, storeID int64, f StoreReviewFilter) ([]StoreReview, int, error) {
	where, args := `r.store_id = ?`, []any{storeID}
	if f.Hidden != nil {
		where, args = where+` AND r.hidden = ?`, append(args, *f.Hidden)
	}
	r := db.Reader()
	var total int
	if err := r.QueryRow(ctx, `SELECT COUNT(*) FROM reviews r WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count store %d's reviews: %w", storeID, err)
	}
	out, err := storeReviews(ctx, r, where+` ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`, append(args, f.Limit, f.Offset)...)
	return out, total, err
}

// StoreReview is one of the store's reviews; problem.NotFound for any
// other id, another store's included.
func (db *Store) StoreReview(ctx context.Context, storeID, id int64) (StoreReview, error) {
	return storeReview(ctx, db.Reader(), storeID, id)
}

func storeReview(ctx context.Context, r storage.Reader, storeID, id int64) (StoreReview, error) {
	list, err := storeReviews(ctx, r, `r.id = ? AND r.store_id = ?`, id, storeID)
	if err != nil {
		return StoreReview{}, err
	}
	if len(list) == 0 {
		return StoreReview{}, problem.New(problem.NotFound, "%s", catalog.MsgNoReview(id))
	}
	return list[0], nil
}

// storeReviews reads the reviews a condition (with its ordering) picks,
// as the console shows them.
func storeReviews(ctx context.Context, r storage.Reader, where string, args ...any) ([]StoreReview, error) {
	rows, err := r.Query(ctx, `
		SELECT r.id, r.hidden, r.hidden_reason, r.hidden_at, COALESCE(h.name, ''), COALESCE(p.name, '')
		FROM reviews r LEFT JOIN staff_users h ON h.id = r.hidden_by LEFT JOIN staff_users p ON p.id = r.replied_by
		WHERE `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("read store reviews: %w", err)
	}
	var (
		out []StoreReview
		ids []any
	)
	for rows.Next() {
		var (
			sr       StoreReview
			hiddenAt sql.NullTime
		)
		if err := rows.Scan(&sr.ID, &sr.Hidden, &sr.HiddenReason, &hiddenAt, &sr.HiddenBy, &sr.RepliedBy); err != nil {
			rows.Close()
			return nil, err
		}
		sr.HiddenAt = storage.TimeOrNil(hiddenAt)
		out, ids = append(out, sr), append(ids, sr.ID)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return []StoreReview{}, nil
	}
	// The reviews as shoppers see them, read as the shop reads them.
	shown, err := queryReviews(ctx, r, `r.id IN (`+strings.Repeat(",?", len(ids))[1:]+`)`, ids...)
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]catalog.ShownReview, len(shown))
	for _, s := range shown {
		byID[s.ID] = s
	}
	for i := range out {
		out[i].ShownReview = byID[out[i].ID]
	}
	return out, nil
}

// ReviewChange is a console change of one of a store's reviews: the
// review, the text (a reply, or the reason it is hidden) and the audit
// row (actor, request), whose action, subject, before and after storage
// fills in. The actor's staff id is kept as who replied or hid it.
type ReviewChange struct {
	StoreID, ID int64
	Text        string
	Audit       staff.Entry
}

// ReplyToReview sets or changes the store's reply to one of its reviews
// (c.Text, cleaned by catalog.CleanReply) and answers the review as it is
// now (review.reply). Its refusals, with nothing written: problem.NotFound
// for no review of the store's; catalog.CleanReply's problem.Invalid.
func (db *Store) ReplyToReview(ctx context.Context, c ReviewChange) (StoreReview, error) {
	text, err := catalog.CleanReply(c.Text)
	if err != nil {
		return StoreReview{}, err
	}
	return db.changeReview(ctx, c, "review.reply", func(tx *storage.Tx, cur StoreReview) error {
		_, err := tx.Exec(ctx, `UPDATE reviews SET reply = ?, replied_at = ?, replied_by = ? WHERE id = ?`,
			text, tx.Now, storage.NullID(c.Audit.Actor.StaffID), c.ID)
		return err
	})
}

// RemoveReply takes the store's reply off one of its reviews
// (review.reply_remove). A review with no reply is problem.Conflict
// (catalog.MsgNoReplyToRemove).
func (db *Store) RemoveReply(ctx context.Context, c ReviewChange) (StoreReview, error) {
	return db.changeReview(ctx, c, "review.reply_remove", func(tx *storage.Tx, cur StoreReview) error {
		if cur.Reply == "" {
			return problem.New(problem.Conflict, "%s", catalog.MsgNoReplyToRemove)
		}
		_, err := tx.Exec(ctx, `UPDATE reviews SET reply = '', replied_at = NULL, replied_by = NULL WHERE id = ?`, c.ID)
		return err
	})
}

// HideReview hides one of the store's reviews from shoppers for a reason
// (c.Text, cleaned by catalog.CleanHideReason), which is kept with when
// and by whom (review.hide); the product's rating and review count leave
// it out. A hidden review is problem.Conflict
// (catalog.MsgReviewHiddenAlready).
func (db *Store) HideReview(ctx context.Context, c ReviewChange) (StoreReview, error) {
	reason, err := catalog.CleanHideReason(c.Text)
	if err != nil {
		return StoreReview{}, err
	}
	return db.changeReview(ctx, c, "review.hide", func(tx *storage.Tx, cur StoreReview) error {
		if cur.Hidden {
			return problem.New(problem.Conflict, "%s", catalog.MsgReviewHiddenAlready)
		}
		if _, err := tx.Exec(ctx, `UPDATE reviews SET hidden = TRUE, hidden_reason = ?, hidden_at = ?, hidden_by = ? WHERE id = ?`,
			reason, tx.Now, storage.NullID(c.Audit.Actor.StaffID), c.ID); err != nil {
			return err
		}
		return refreshProductRating(ctx, tx, cur.ProductID)
	})
}

// ShowReview shows one of the store's hidden reviews to shoppers again,
// clearing why it was hidden (the audit row's before keeps it:
// review.show). A review shoppers see is problem.Conflict
// (catalog.MsgReviewShownAlready).
func (db *Store) ShowReview(ctx context.Context, c ReviewChange) (StoreReview, error) {
	return db.changeReview(ctx, c, "review.show", func(tx *storage.Tx, cur StoreReview) error {
		if !cur.Hidden {
			return problem.New(problem.Conflict, "%s", catalog.MsgReviewShownAlready)
		}
		if _, err := tx.Exec(ctx, `UPDATE reviews SET hidden = FALSE, hidden_reason = '', hidden_at = NULL, hidden_by = NULL WHERE id = ?`,
			c.ID); err != nil {
			return err
		}
		return refreshProductRating(ctx, tx, cur.ProductID)
	})
}

// changeReview changes one of the store's reviews, locked, as change
// does, bumps the store's menu_version and writes the audit row with the
// review before and after, in one transaction.
func (db *Store) changeReview(ctx context.Context, c ReviewChange, action string,
	change func(tx *storage.Tx, cur StoreReview) error) (StoreReview, error) {
	var out StoreReview
	err := db.InTx(ctx, func(tx *storage.Tx) error {
		var productID int64
		err := tx.QueryRow(ctx, `SELECT product_id FROM reviews WHERE id = ? AND store_id = ?`+tx.Dialect.ForUpdate(), c.ID, c.StoreID).
			Scan(&productID)
		if errors.Is(err, sql.ErrNoRows) {
			return problem.New(problem.NotFound, "%s", catalog.MsgNoReview(c.ID))
		} else if err != nil {
			return err
		}
		cur, err := storeReview(ctx, tx.Reader, c.StoreID, c.ID)
		if err != nil {
			return err
		}
		if err := change(tx, cur); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE stores SET menu_version = menu_version + 1 WHERE id = ?`, c.StoreID); err != nil {
			return fmt.Errorf("bump the menu version of store %d: %w", c.StoreID, err)
		}
		if out, err = storeReview(ctx, tx.Reader, c.StoreID, c.ID); err != nil {
			return err
		}
		a := c.Audit
		a.StoreID, a.Action, a.Subject = c.StoreID, action, fmt.Sprintf("review:%d", c.ID)
		a.Before, a.After = auditedReview(cur), auditedReview(out)
		return tx.Audit(ctx, a)
	})
	return out, err
}

// auditedReviewRow is a review as its audit rows keep it: what the store
// changes, not the shopper's words.
type auditedReviewRow struct {
	Hidden       bool       `json:"hidden"`
	HiddenReason string     `json:"hidden_reason,omitempty"`
	HiddenAt     *time.Time `json:"hidden_at,omitempty"`
	Reply        string     `json:"reply,omitempty"`
	RepliedAt    *time.Time `json:"replied_at,omitempty"`
}

func auditedReview(r StoreReview) auditedReviewRow {
	return auditedReviewRow{Hidden: r.Hidden, HiddenReason: r.HiddenReason, HiddenAt: r.HiddenAt, Reply: r.Reply, RepliedAt: r.RepliedAt}
}
