package catalog

import (
	"errors"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/problem"
)

// TestCleanReplyAndReason: a reply and a reason are trimmed, and refused
// (on their field) when empty or longer than their limit, counted in
// characters, not bytes.
func TestCleanReplyAndReason(t *testing.T) {
	for _, tt := range []struct {
		name, in, want, field, message string
		clean                          func(string) (string, error)
	}{
		{"a reply", "  Thanks, see you soon!\n", "Thanks, see you soon!", "", "", CleanReply},
		{"an empty reply", " \t ", "", "reply", MsgReplyEmpty, CleanReply},
		{"2000 characters", strings.Repeat("é", 2000), strings.Repeat("é", 2000), "", "", CleanReply},
		{"2001 characters", strings.Repeat("a", 2001), "", "reply", "Please use no more than 2000 characters.", CleanReply},
		{"a reason", " Names a budtender ", "Names a budtender", "", "", CleanHideReason},
		{"no reason", "", "", "reason", MsgHideReason, CleanHideReason},
		{"500 characters", strings.Repeat("ü", 500), strings.Repeat("ü", 500), "", "", CleanHideReason},
		{"501 characters", strings.Repeat("x", 501), "", "reason", "Please use no more than 500 characters.", CleanHideReason},
	} {
		got, err := tt.clean(tt.in)
		if tt.field == "" {
			if err != nil || got != tt.want {
				t.Errorf("%s: = %q, %v; want %q", tt.name, got, err, tt.want)
			}
			continue
		}
		var p *problem.Error
		if !errors.As(err, &p) || p.Kind != problem.Invalid || len(p.Fields[tt.field]) != 1 || p.Fields[tt.field][0] != tt.message {
			t.Errorf("%s: error = %#v, want %s on %s", tt.name, err, tt.message, tt.field)
		}
	}
}
