package redact

import (
	"testing"

	"github.com/pistil/pistil/internal/testenv"
)

// sharedCases are the cases of testdata/cases.json, which
// web/src/lib/redact.test.ts reads too: the server and the browser apply
// one rule set, so one table of cases drives both.
type sharedCases struct {
	About    string `json:"about"`
	Redacted string `json:"redacted"`
	Cards    []sharedCase
	String   []sharedCase
	PageURL  []sharedCase `json:"page_url"`
	Links    []sharedCase
}

type sharedCase struct {
	In   string `json:"in"`
	Want string `json:"want"`
	Why  string `json:"why"`
}

func readCases(t *testing.T) sharedCases {
	t.Helper()
	var c sharedCases
	testenv.ReadCases(t, "testdata/cases.json", &c)
	if c.Redacted != Redacted || len(c.Cards) == 0 || len(c.String) == 0 || len(c.PageURL) == 0 || len(c.Links) == 0 {
		t.Fatalf("testdata/cases.json: redacted %q, %d/%d/%d/%d cases", c.Redacted, len(c.Cards), len(c.String), len(c.PageURL), len(c.Links))
	}
	return c
}

func TestShared(t *testing.T) {
	c := readCases(t)
	for _, f := range []struct {
		name  string
		fn    func(string) string
		cases []sharedCase
	}{{"Cards", Cards, c.Cards}, {"String", String, c.String}, {"PageURL", PageURL, c.PageURL}, {"Links", Links, c.Links}} {
		for _, tc := range f.cases {
			if got := f.fn(tc.In); got != tc.Want {
				t.Errorf("%s(%q) = %q, want %q %s", f.name, tc.In, got, tc.Want, tc.Why)
			}
		}
	}
}
