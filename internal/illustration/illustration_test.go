package illustration

import (
	"bytes"
	"encoding/xml"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
)

func TestEveryPhotoHasAnIllustration(t *testing.T) {
	n := 0
	for folder, files := range catalog.PhotoFolders() {
		for _, file := range files {
			svg, ok := SVG(folder, file)
			if !ok {
				t.Errorf("SVG(%q, %q) missing", folder, file)
				continue
			}
			n++
			dec := xml.NewDecoder(bytes.NewReader(svg))
			for {
				if _, err := dec.Token(); err == io.EOF {
					break
				} else if err != nil {
					t.Errorf("SVG(%q, %q) is not well-formed: %v", folder, file, err)
					break
				}
			}
			if !bytes.Contains(svg, []byte("<title")) {
				t.Errorf("SVG(%q, %q) has no title", folder, file)
			}
		}
	}
	if n*catalog.DefaultPhotoVariants != len(Pairs()) {
		t.Errorf("%d illustrations in %d variants, Pairs lists %d", n, catalog.DefaultPhotoVariants, len(Pairs()))
	}
	if _, ok := SVG("flower", "nosuch"); ok {
		t.Error("SVG of an unknown pair = true")
	}
}

// Every variant of every pair is served under the name
// catalog.DefaultPhotoPathFor writes, and the variants differ.
func TestVariants(t *testing.T) {
	for id := range int64(catalog.DefaultPhotoVariants) {
		path := catalog.DefaultPhotoPathFor("", id, catalog.Edible, "Chocolates", "")
		folder, file, _ := strings.Cut(strings.TrimPrefix(strings.TrimSuffix(path, ".svg"), "/"), "/")
		if _, ok := SVG(folder, file); !ok {
			t.Errorf("SVG for %s missing", path)
		}
	}
	seen := map[string]bool{}
	for v := range catalog.DefaultPhotoVariants {
		name := "hybrid"
		if v > 0 {
			name += "-" + strconv.Itoa(v)
		}
		svg, _ := SVG("flower", name)
		if seen[string(svg)] {
			t.Errorf("variant %d draws the same as an earlier one", v)
		}
		seen[string(svg)] = true
	}
	if _, ok := SVG("flower", "hybrid-"+strconv.Itoa(catalog.DefaultPhotoVariants)); ok {
		t.Error("a variant beyond DefaultPhotoVariants is served")
	}
}

// The subtypes with a drawing of their own name known pairs and drawings,
// and jewelry is no longer drawn as a T-shirt.
func TestSubtypeIcons(t *testing.T) {
	folders := catalog.PhotoFolders()
	for pair, icon := range subtypeIcon {
		folder, file, _ := strings.Cut(pair, "/")
		if !slices.Contains(folders[folder], file) {
			t.Errorf("subtypeIcon names %s, not a default photo", pair)
		}
		if subtypeIcons[icon] == "" {
			t.Errorf("subtypeIcon %s names drawing %q, which does not exist", pair, icon)
		}
	}
	jewelry, _ := SVG("merch", "jewelry")
	clothing, _ := SVG("merch", "clothing")
	if bytes.Contains(jewelry, []byte(tshirt)) || !bytes.Contains(clothing, []byte(tshirt)) {
		t.Error("jewelry should be a ring and clothing a T-shirt")
	}
	vape, _ := SVG("vape", "disposables")
	if !bytes.Contains(vape, []byte(subtypeIcons["pen"])) {
		t.Error("a disposable vape should be drawn as a pen")
	}
}
