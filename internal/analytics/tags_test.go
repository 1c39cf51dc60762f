package analytics

import (
	"reflect"
	"strings"
	"testing"
)

func TestTags(t *testing.T) {
	for _, tt := range []struct {
		name           string
		in             map[string]string
		tags, problems map[string]string
	}{
		{"none", nil, nil, nil},
		{"a campaign", map[string]string{"utm_source": " newsletter ", "utm_campaign": "420-sale", "utm_medium": "email"},
			map[string]string{"utm_source": "newsletter", "utm_campaign": "420-sale", "utm_medium": "email"}, nil},
		{"empty values are dropped", map[string]string{"og_ref": "", "utm_term": "  "}, nil, nil},
		{"scrubbed", map[string]string{"utm_content": "jo@example.com", "utm_term": "call 415-555-0100"},
			map[string]string{"utm_content": Redacted, "utm_term": "call " + Redacted}, nil},
		{"exactly 100 characters", map[string]string{"og_ref": strings.Repeat("é", 100)}, map[string]string{"og_ref": strings.Repeat("é", 100)}, nil},
		{"101 characters", map[string]string{"og_ref": strings.Repeat("a", 101), "utm_source": "ok"}, nil,
			map[string]string{"og_ref": "Please use no more than 100 characters."}},
		{"an unknown tag", map[string]string{"gclid": "x"}, nil,
			map[string]string{"gclid": "Tags are og_ref, utm_medium, utm_source, utm_campaign, utm_content, utm_term."}},
	} {
		tags, problems := Tags(tt.in)
		if !reflect.DeepEqual(tags, tt.tags) || !reflect.DeepEqual(problems, tt.problems) {
			t.Errorf("%s: Tags(%v) = %v, %v; want %v, %v", tt.name, tt.in, tags, problems, tt.tags, tt.problems)
		}
	}
}
