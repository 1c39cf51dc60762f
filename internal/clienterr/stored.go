package clienterr

import "time"

// Stored is a stored error report from a shopper's browser.
type Stored struct {
	ID int64 `json:"id"`
	Report
	UserAgent string    `json:"user_agent"`
	RequestID string    `json:"request_id"`
	CreatedAt time.Time `json:"created_at"`
}
