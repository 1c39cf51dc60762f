package redact

import (
	"regexp"
	"strings"
)

// Placeholders for path segments that are capabilities: a reservation's or
// a cart's uuid is what lets a guest cancel or check out, a token in a path
// signs someone in.
const (
	UUIDSegment  = ":uuid"
	TokenSegment = ":token"
)

var (
	uuidPattern = regexp.MustCompile(`[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}`)
	uuidWhole   = regexp.MustCompile(`^` + uuidPattern.String() + `$`)
	// A URL in free text: with a scheme, or a root-relative path, up to a
	// space, a quote or a bracket. Group 1 is what precedes a relative one.
	linkPattern = regexp.MustCompile(`[a-zA-Z][a-zA-Z0-9+.\-]*://[^\s'"<>()\[\]{}]+|(^|[\s'"(=])/[^\s'"<>()\[\]{}]*`)
	// The line and column a stack frame puts after its script's URL.
	lineCol = regexp.MustCompile(`(?::\d+){1,2}$`)
)

// tokenLike: a path segment holding, between dashes, a piece of at least 16
// letters, digits or underscores with both a letter and a digit (a hex or
// base64url token), which slugs and numeric ids never do.
func tokenLike(seg string) bool {
	for _, piece := range strings.Split(seg, "-") {
		if len(piece) < 16 {
			continue
		}
		letter, digit, other := false, false, false
		for _, c := range piece {
			switch {
			case c >= '0' && c <= '9':
				digit = true
			case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_':
				letter = true
			default:
				other = true
			}
		}
		if letter && digit && !other {
			return true
		}
	}
	return false
}

// maskPath replaces uuid-like and token-like segments of a path.
func maskPath(path string) string {
	segs := strings.Split(path, "/")
	for i, s := range segs {
		switch {
		case uuidWhole.MatchString(s):
			segs[i] = UUIDSegment
		case tokenLike(s):
			segs[i] = TokenSegment
		}
	}
	return strings.Join(segs, "/")
}

// cleanURL drops a URL's query and fragment (keeping the :line:col a stack
// frame puts after them) and masks its uuid-like and token-like path
// segments; scheme and host stay.
func cleanURL(u string) string {
	suffix := ""
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		suffix = lineCol.FindString(u[i:])
		u = u[:i]
	}
	prefix := ""
	if i := strings.Index(u, "://"); i >= 0 {
		rest := u[i+3:]
		host := rest
		if j := strings.IndexByte(rest, '/'); j >= 0 {
			host = rest[:j]
		}
		prefix, u = u[:i+3]+host, rest[len(host):]
	}
	return prefix + maskPath(u) + suffix
}

// PageURL is a page's address as an error report may keep it: origin and
// path only, no query or fragment (a password-reset token, a partner's
// page parameters), with uuid-like segments replaced by :uuid and
// token-like ones by :token.
func PageURL(u string) string {
	return cleanURL(u)
}

// Links cleans every URL in free text (a message, a stack, a log line) as
// PageURL does, and replaces any other uuid by :uuid.
func Links(text string) string {
	out := linkPattern.ReplaceAllStringFunc(text, func(m string) string {
		lead := ""
		if m != "" && !strings.Contains(m, "://") && m[0] != '/' {
			lead, m = m[:1], m[1:]
		}
		return lead + cleanURL(m)
	})
	return uuidPattern.ReplaceAllString(out, UUIDSegment)
}
