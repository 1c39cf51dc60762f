package illustration

import (
	"bytes"
	"encoding/xml"
	"io"
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
	if n != len(Pairs()) {
		t.Errorf("%d illustrations, Pairs lists %d", n, len(Pairs()))
	}
	if _, ok := SVG("flower", "nosuch"); ok {
		t.Error("SVG of an unknown pair = true")
	}
}
