package core

import (
	"strconv"
	"strings"
)

// Content codings Pistil answers in, best first: brotli is smaller than
// gzip for the same text, and every browser that sends "br" decodes it.
const (
	EncodingBrotli   = "br"
	EncodingGzip     = "gzip"
	EncodingIdentity = ""
)

// Negotiate picks the content coding for an Accept-Encoding header (RFC
// 9110, section 12.5.3): brotli when the client accepts it, else gzip, else
// none. A coding the client gives q=0 is refused, "*" stands for any coding
// not named, and a coding with a higher q-value wins over a lower one; at
// equal q-values brotli is preferred. A header that cannot be read answers
// identity: sending the bytes as they are is always understood.
func Negotiate(acceptEncoding string) string {
	if acceptEncoding == "" {
		return EncodingIdentity
	}
	br, gz, star := -1.0, -1.0, -1.0
	for part := range strings.SplitSeq(acceptEncoding, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q, ok := qValue(params)
		if !ok {
			return EncodingIdentity
		}
		switch name {
		case "br":
			br = max(br, q)
		case "gzip", "x-gzip":
			gz = max(gz, q)
		case "*":
			star = max(star, q)
		}
	}
	if br < 0 {
		br = star
	}
	if gz < 0 {
		gz = star
	}
	switch {
	case br > 0 && br >= gz:
		return EncodingBrotli
	case gz > 0:
		return EncodingGzip
	}
	return EncodingIdentity
}

// qValue reads the weight of one Accept-Encoding entry from its parameters
// (";q=0.5"); no weight is 1. ok is false for a weight that is not a number
// from 0 to 1.
func qValue(params string) (q float64, ok bool) {
	q = 1
	for p := range strings.SplitSeq(params, ";") {
		key, value, found := strings.Cut(strings.TrimSpace(p), "=")
		if !found || !strings.EqualFold(strings.TrimSpace(key), "q") {
			continue
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
		if err != nil || v < 0 || v > 1 {
			return 0, false
		}
		q = v
	}
	return q, true
}
