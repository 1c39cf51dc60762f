package core

import (
	"strconv"
	"strings"

	"github.com/cespare/xxhash/v2"
)

// BodyETag is a strong entity tag for a body's bytes: a quoted 64-bit
// xxhash in hexadecimal. It names the bytes as they are before any content
// coding; CodedETag tells the codings apart.
func BodyETag(body []byte) string {
	return `"` + strconv.FormatUint(xxhash.Sum64(body), 16) + `"`
}

// CodedETag is the tag of a representation sent with a content coding: a
// strong tag gets the coding as a suffix inside its quotes ("abc" with br
// is "abc-br"), since RFC 9110 (section 8.8.3) has a strong validator
// differ between representations that differ in Content-Encoding. A weak
// tag (W/"...") already says only that the content is equivalent, and
// stays as it is; so does any tag for identity.
func CodedETag(tag, coding string) string {
	if coding == EncodingIdentity || strings.HasPrefix(tag, "W/") || len(tag) < 2 || !strings.HasSuffix(tag, `"`) {
		return tag
	}
	return tag[:len(tag)-1] + "-" + coding + `"`
}

// NoneMatch evaluates an If-None-Match header against a representation's
// current tag (RFC 9110, section 13.1.2): false, the condition failed and
// a GET or HEAD answers 304, when the header is "*" or lists a tag that
// matches by the weak comparison (W/ prefixes ignored, the opaque parts
// equal). A header that cannot be read lists nothing and the condition
// holds.
func NoneMatch(header, current string) bool {
	header = strings.TrimSpace(header)
	if header == "" || current == "" {
		return true
	}
	if header == "*" {
		return false
	}
	want := opaqueTag(current)
	if want == "" {
		return true
	}
	for header != "" {
		header = strings.TrimLeft(header, " \t,")
		if header == "" {
			break
		}
		tag, rest, ok := nextETag(header)
		if !ok {
			return true
		}
		if opaqueTag(tag) == want {
			return false
		}
		header = rest
	}
	return true
}

// nextETag reads one entity tag from the start of s (W/"x" or "x") and
// answers it with what follows; ok is false when s does not start with one.
func nextETag(s string) (tag, rest string, ok bool) {
	start := 0
	if strings.HasPrefix(s, "W/") {
		start = 2
	}
	if len(s) <= start || s[start] != '"' {
		return "", s, false
	}
	end := strings.IndexByte(s[start+1:], '"')
	if end < 0 {
		return "", s, false
	}
	end += start + 2
	return s[:end], s[end:], true
}

// opaqueTag is a tag without its weakness prefix, for the weak comparison;
// "" for what is not a quoted tag.
func opaqueTag(tag string) string {
	tag = strings.TrimPrefix(strings.TrimSpace(tag), "W/")
	if len(tag) < 2 || tag[0] != '"' || tag[len(tag)-1] != '"' {
		return ""
	}
	return tag
}
