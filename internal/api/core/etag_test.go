package core

import "testing"

func TestBodyETag(t *testing.T) {
	// xxhash64 of "" is ef46db3751d8e999 (the algorithm's published value).
	if got := BodyETag(nil); got != `"ef46db3751d8e999"` {
		t.Errorf("BodyETag(nil) = %s", got)
	}
	if BodyETag([]byte("a")) == BodyETag([]byte("b")) {
		t.Error("two bodies share a tag")
	}
}

func TestCodedETag(t *testing.T) {
	for _, tc := range []struct{ tag, coding, want string }{
		{`"abc"`, EncodingBrotli, `"abc-br"`},
		{`"abc"`, EncodingGzip, `"abc-gzip"`},
		{`"abc"`, EncodingIdentity, `"abc"`},
		{`W/"abc"`, EncodingBrotli, `W/"abc"`}, // weak: equivalent content, one tag
		{`""`, EncodingGzip, `"-gzip"`},
		{`abc`, EncodingBrotli, `abc`}, // not a tag: left as it is
		{``, EncodingBrotli, ``},
	} {
		if got := CodedETag(tc.tag, tc.coding); got != tc.want {
			t.Errorf("CodedETag(%s, %q) = %s, want %s", tc.tag, tc.coding, got, tc.want)
		}
	}
}

// TestNoneMatch: false means the condition failed, so a GET answers 304.
func TestNoneMatch(t *testing.T) {
	for _, tc := range []struct {
		header, current string
		want            bool
	}{
		{``, `"a"`, true},
		{`"a"`, `"a"`, false},
		{`"b"`, `"a"`, true},
		{`*`, `"a"`, false},
		{` * `, `"a"`, false},
		// Lists, with and without spaces.
		{`"x", "a"`, `"a"`, false},
		{`"x","y" ,"a"`, `"a"`, false},
		{`"x", "y"`, `"a"`, true},
		// The weak comparison: W/ is ignored on either side.
		{`W/"a"`, `"a"`, false},
		{`"a"`, `W/"a"`, false},
		{`W/"a"`, `W/"a"`, false},
		// Codings are different representations.
		{`"a"`, `"a-br"`, true},
		{`"a-br"`, `"a-br"`, false},
		{`"a-gzip", "a-br"`, `"a-br"`, false},
		// A tag may hold a comma.
		{`"a,b"`, `"a,b"`, false},
		{`"a,b"`, `"a"`, true},
		// Unreadable headers list nothing.
		{`a`, `"a"`, true},
		{`"a`, `"a"`, true},
		{`W/a`, `"a"`, true},
		{`"x" junk "a"`, `"a"`, true},
		{`,,, "a"`, `"a"`, false},
		// No current tag: nothing to match.
		{`"a"`, ``, true},
	} {
		if got := NoneMatch(tc.header, tc.current); got != tc.want {
			t.Errorf("NoneMatch(%s, %s) = %v, want %v", tc.header, tc.current, got, tc.want)
		}
	}
}

func TestCompressible(t *testing.T) {
	for _, tc := range []struct {
		contentType string
		want        bool
	}{
		{"application/json; charset=utf-8", true},
		{"application/problem+json", true},
		{"text/html; charset=utf-8", true},
		{"text/css", true},
		{"text/javascript; charset=utf-8", true},
		{"application/javascript", true},
		{"image/svg+xml", true},
		{"text/plain; charset=utf-8", true},
		{"application/xml; charset=utf-8", true},
		{"text/csv", true},
		{"TEXT/HTML", true},
		{"text/event-stream", false},
		{"image/jpeg", false},
		{"image/png", false},
		{"image/webp", false},
		{"font/woff2", false},
		{"application/zip", false},
		{"application/gzip", false},
		{"application/octet-stream", false},
		{"", false},
	} {
		if got := Compressible(tc.contentType); got != tc.want {
			t.Errorf("Compressible(%q) = %v, want %v", tc.contentType, got, tc.want)
		}
	}
}

func TestAddVary(t *testing.T) {
	for _, tc := range []struct {
		before []string
		want   []string
	}{
		{nil, []string{"Accept-Encoding"}},
		{[]string{"Origin"}, []string{"Origin", "Accept-Encoding"}},
		{[]string{"Origin, accept-encoding"}, []string{"Origin, accept-encoding"}},
		{[]string{"*"}, []string{"*"}},
	} {
		h := map[string][]string{}
		if tc.before != nil {
			h["Vary"] = tc.before
		}
		AddVary(h, "Accept-Encoding")
		if got := h["Vary"]; len(got) != len(tc.want) || got[len(got)-1] != tc.want[len(tc.want)-1] {
			t.Errorf("AddVary(%v) = %v, want %v", tc.before, got, tc.want)
		}
	}
}
