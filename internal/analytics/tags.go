package analytics

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/redact"
)

// TagNames are the tracking tags of spec section 7 a cart keeps: the
// landing URL's og_ref and utm_* parameters (web/src/lib/analyticsRules.ts).
var TagNames = []string{"og_ref", "utm_medium", "utm_source", "utm_campaign", "utm_content", "utm_term"}

// MaxTagLength is the longest tag value, in characters, as the app cuts them.
const MaxTagLength = 100

// Tags checks a cart's tracking tags and returns them cleaned: values
// trimmed and scrubbed of e-mail addresses, phone numbers and card numbers
// (the app does the same first), empty ones dropped; nil when none is left.
// problems has a message per tag at fault, by name: a name not in TagNames,
// or a value over MaxTagLength.
func Tags(in map[string]string) (tags, problems map[string]string) {
	for name, value := range in {
		value = strings.TrimSpace(value)
		switch {
		case !slices.Contains(TagNames, name):
			problems = set(problems, name, fmt.Sprintf("Tags are %s.", strings.Join(TagNames, ", ")))
		case len([]rune(value)) > MaxTagLength:
			problems = set(problems, name, fmt.Sprintf("Please use no more than %d characters.", MaxTagLength))
		case value != "":
			tags = set(tags, name, redact.String(value))
		}
	}
	if problems != nil {
		return nil, problems
	}
	return tags, nil
}

func set(m map[string]string, k, v string) map[string]string {
	if m == nil {
		m = map[string]string{}
	}
	m[k] = v
	return m
}
