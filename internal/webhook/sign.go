package webhook

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

// SecretPrefix begins every subscription's secret, so that one pasted in
// the wrong place is recognised.
const SecretPrefix = "whsec_"

// NewSecret makes a subscription's signing secret: the prefix and 32
// random bytes in unpadded base64url.
func NewSecret() (string, error) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return SecretPrefix + base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// Sign is the Pistil-Signature header of body sent at t: the Unix time in
// seconds and the hex HMAC-SHA256, keyed with the secret's text as it is,
// of that time, a full stop and the body's exact bytes:
//
//	t=1764489600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
func Sign(secret string, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac(secret, ts, body))
}

func mac(secret, ts string, body []byte) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts))
	m.Write([]byte{'.'})
	m.Write(body)
	return m.Sum(nil)
}

// Tolerance is how far a delivery's time may be from the receiver's clock
// before Verify refuses it as a replay.
const Tolerance = 5 * time.Minute

// The errors of Verify.
var (
	ErrMalformed = errors.New("webhook: the signature header is not t=…,v1=…")
	ErrStale     = errors.New("webhook: the signature's time is too far from now")
	ErrMismatch  = errors.New("webhook: no signature matches the body")
)

// Verify checks a Pistil-Signature header against body as received, at
// now: its time within tolerance of now, and one of its v1 signatures the
// body's under secret. It is what a receiver written in Go runs; the
// integration guide shows the same in Node and Python.
func Verify(secret, header string, body []byte, now time.Time, tolerance time.Duration) error {
	var ts string
	var sigs [][]byte
	for part := range strings.SplitSeq(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return ErrMalformed
		}
		switch k {
		case "t":
			ts = v
		case "v1":
			if sig, err := hex.DecodeString(v); err == nil {
				sigs = append(sigs, sig)
			}
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 {
		return ErrMalformed
	}
	if d := now.Sub(time.Unix(sec, 0)); d > tolerance || d < -tolerance {
		return ErrStale
	}
	want := mac(secret, ts, body)
	for _, sig := range sigs {
		if hmac.Equal(sig, want) {
			return nil
		}
	}
	return ErrMismatch
}
