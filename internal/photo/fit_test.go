package photo

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"
)

// TestFit: sides worked out by hand, the aspect kept and rounded to the
// nearest pixel, and never enlarged.
func TestFit(t *testing.T) {
	for _, tt := range []struct {
		w, h, longest int
		wantW, wantH  int
	}{
		{4000, 3000, 2560, 2560, 1920}, // 3000 × 2560 / 4000 = 1920
		{4000, 3000, 1000, 1000, 750},
		{4000, 3000, 400, 400, 300},
		{4000, 3000, 200, 200, 150},
		{3000, 4000, 200, 150, 200}, // portrait: the height is the longest
		{1000, 999, 400, 400, 400},  // 999 × 400 / 1000 = 399.6, rounded to 400
		{1000, 1001, 400, 400, 400}, // 1000 × 400 / 1001 = 399.6
		{1000, 3, 200, 200, 1},      // 3 × 200 / 1000 = 0.6: rounded to 1
		{5000, 1, 200, 200, 1},      // 0.04: at least 1
		{300, 200, 400, 300, 200},   // smaller already: not enlarged
		{400, 400, 400, 400, 400},   // exactly the size: as it is
	} {
		src := twoColours(tt.w, tt.h)
		got := Fit(src, tt.longest)
		if b := got.Bounds(); b.Dx() != tt.wantW || b.Dy() != tt.wantH {
			t.Errorf("Fit(%d×%d, %d) = %d×%d, want %d×%d", tt.w, tt.h, tt.longest, b.Dx(), b.Dy(), tt.wantW, tt.wantH)
		}
		if max(tt.w, tt.h) <= tt.longest && got != image.Image(src) {
			t.Errorf("Fit(%d×%d, %d) made a new image of one that fits", tt.w, tt.h, tt.longest)
		}
	}
}

// TestFitKeepsThePicture: the red left half stays left and the blue right
// half right once scaled.
func TestFitKeepsThePicture(t *testing.T) {
	got := Fit(twoColours(800, 400), 200)
	for _, tt := range []struct {
		x, y   int
		red    bool
		corner string
	}{{10, 50, true, "left"}, {190, 50, false, "right"}} {
		r, _, b, _ := got.At(tt.x, tt.y).RGBA()
		if (r > b) != tt.red {
			t.Errorf("%s = r %x b %x, want red %v", tt.corner, r, b, tt.red)
		}
	}
}

// TestRenditions: a photo with EXIF GPS and an orientation becomes four
// upright JPEGs at their sizes, without metadata, and a small photo is not
// enlarged.
func TestRenditions(t *testing.T) {
	jpg := encodeJPEG(t, twoColours(3000, 1500))
	turned := withExif(jpg, exifTIFF(binary.LittleEndian, 6)) // shown 1500×3000
	out, err := Renditions(context.Background(), turned)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		size string
		w, h int
	}{{"original", 1280, 2560}, {"large", 500, 1000}, {"medium", 200, 400}, {"small", 100, 200}}
	if len(out) != len(want) {
		t.Fatalf("%d renditions, want %d", len(out), len(want))
	}
	for i, w := range want {
		r := out[i]
		if r.Size != w.size || r.Width != w.w || r.Height != w.h {
			t.Errorf("rendition %d = %s %d×%d, want %s %d×%d", i, r.Size, r.Width, r.Height, w.size, w.w, w.h)
		}
		img, format, err := image.Decode(bytes.NewReader(r.Data))
		if err != nil || format != "jpeg" {
			t.Fatalf("%s does not decode as JPEG: %s, %v", r.Size, format, err)
		}
		if b := img.Bounds(); b.Dx() != w.w || b.Dy() != w.h {
			t.Errorf("%s decodes as %d×%d", r.Size, b.Dx(), b.Dy())
		}
		for _, s := range []string{"Exif", "GPS", "122.4194"} {
			if bytes.Contains(r.Data, []byte(s)) {
				t.Errorf("%s still contains %q", r.Size, s)
			}
		}
		if Orientation(r.Data) != 1 {
			t.Errorf("%s has orientation %d", r.Size, Orientation(r.Data))
		}
		// Turned clockwise: the red left half is now the top.
		if red, _, blue, _ := img.At(w.w/2, w.h/4).RGBA(); red < 0xc000 || blue > 0x4000 {
			t.Errorf("%s top = r %x b %x, want red", r.Size, red, blue)
		}
	}

	small, err := Renditions(context.Background(), encodeJPEG(t, twoColours(300, 150)))
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range [][2]int{{300, 150}, {300, 150}, {300, 150}, {200, 100}} {
		if small[i].Width != w[0] || small[i].Height != w[1] {
			t.Errorf("a 300×150 photo's %s = %d×%d, want %d×%d", small[i].Size, small[i].Width, small[i].Height, w[0], w[1])
		}
	}
}

// TestRenditionsTransparent: transparent pixels of a PNG come out white,
// not black.
func TestRenditionsTransparent(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 40, 40)) // all transparent
	img.SetNRGBA(0, 0, color.NRGBA{R: 255, A: 255})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	out, err := Renditions(context.Background(), b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got, err := jpeg.Decode(bytes.NewReader(out[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	if r, g, bl, _ := got.At(30, 30).RGBA(); r < 0xf000 || g < 0xf000 || bl < 0xf000 {
		t.Errorf("a transparent pixel = %x %x %x, want white", r, g, bl)
	}
}

// TestRenditionsRefused: what Check refuses is refused before decoding,
// with Clean's errors, and a context that ended is too slow.
func TestRenditionsRefused(t *testing.T) {
	if _, err := Renditions(context.Background(), []byte("%PDF-1.7 not a photo")); !errors.Is(err, ErrNotAPhoto) {
		t.Errorf("a PDF = %v, want ErrNotAPhoto", err)
	}
	if _, err := Renditions(context.Background(), make([]byte, MaxBytes+1)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("a file over MaxBytes = %v, want ErrTooLarge", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Renditions(ctx, encodeJPEG(t, twoColours(40, 20))); !errors.Is(err, ErrTooSlow) {
		t.Errorf("after its time = %v, want ErrTooSlow", err)
	}
	for _, s := range []string{"small", "medium", "large", "original"} {
		if !IsSize(s) {
			t.Errorf("IsSize(%q) = false", s)
		}
	}
	if IsSize("huge") || IsSize("") {
		t.Error("IsSize takes a size that is not one")
	}
}
