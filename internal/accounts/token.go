package accounts

import (
	"errors"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Session lifetimes: a session the shopper asked to keep ("keep me signed
// in") lasts 30 days, any other 12 hours.
const (
	PersistentSession = 30 * 24 * time.Hour
	BrowserSession    = 12 * time.Hour
)

// MsgSignedOut answers a token that is not, or no longer, a session.
const MsgSignedOut = "Your session has ended. Please log in again."

// Claims are what a session token says: whose it is, which session, and
// until when.
type Claims struct {
	CustomerID int64
	SessionID  string
	Expires    time.Time
}

// Signer issues and checks session tokens: JWTs signed with HMAC-SHA256
// under a key every instance shares (stored in the database).
type Signer struct {
	Key []byte
}

const issuer = "pistil"

// ErrToken is any token that is not one of ours, is tampered with or has
// expired.
var ErrToken = errors.New("invalid or expired token")

// Issue signs a token for a session.
func (s Signer) Issue(c Claims, now time.Time) (string, error) {
	t := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{
		Issuer: issuer, Subject: strconv.FormatInt(c.CustomerID, 10), ID: c.SessionID,
		IssuedAt: jwt.NewNumericDate(now), ExpiresAt: jwt.NewNumericDate(c.Expires),
	})
	return t.SignedString(s.Key)
}

// Parse checks a token's signature, algorithm, issuer and expiry at now and
// answers its claims, or ErrToken.
func (s Signer) Parse(token string, now time.Time) (Claims, error) {
	var rc jwt.RegisteredClaims
	_, err := jwt.ParseWithClaims(token, &rc, func(*jwt.Token) (any, error) { return s.Key, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}), jwt.WithIssuer(issuer),
		jwt.WithExpirationRequired(), jwt.WithTimeFunc(func() time.Time { return now }))
	if err != nil {
		return Claims{}, ErrToken
	}
	id, err := strconv.ParseInt(rc.Subject, 10, 64)
	if err != nil || id <= 0 || rc.ID == "" {
		return Claims{}, ErrToken
	}
	return Claims{CustomerID: id, SessionID: rc.ID, Expires: rc.ExpiresAt.Time}, nil
}
