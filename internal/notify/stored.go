package notify

import "time"

// Stored is a message as the outbox keeps it, and how its delivery went.
type Stored struct {
	ID int64
	Message
	Attempts      int
	NextAttemptAt time.Time
	LastError     string
	// GatewayStatus is a text message's last status from the gateway
	// (queued, sent, delivered, undelivered, failed), "" for none.
	GatewayStatus string
	CreatedAt     time.Time
	SentAt        *time.Time
	FailedAt      *time.Time
}
