package photo

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"runtime"
	"testing"

	"github.com/pistil/pistil/internal/photo/phototest"
)

// jpegFrame is a JPEG start and a frame header claiming w×h pixels of
// three components, luma sampled hv (0x22 for 4:2:0); marker 0xC0 is
// baseline, 0xC2 progressive.
func jpegFrame(w, h uint16, marker, hv byte) []byte {
	out := []byte{0xFF, 0xD8, 0xFF, marker, 0, 17, 8}
	out = binary.BigEndian.AppendUint16(out, h)
	out = binary.BigEndian.AppendUint16(out, w)
	out = append(out, 3, 1, hv, 0, 2, 0x11, 1, 3, 0x11, 1)
	// The start of a scan, where image.DecodeConfig stops reading.
	return append(out, 0xFF, 0xDA, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0)
}

// webpHeader is an extended WebP header (VP8X) claiming a w×h canvas.
func webpHeader(w, h uint32, alpha bool) []byte {
	chunk := []byte("VP8X")
	chunk = binary.LittleEndian.AppendUint32(chunk, 10)
	flags := byte(0)
	if alpha {
		flags = 0x10
	}
	chunk = append(chunk, flags, 0, 0, 0)
	chunk = append(chunk, byte(w-1), byte((w-1)>>8), byte((w-1)>>16), byte(h-1), byte((h-1)>>8), byte((h-1)>>16))
	out := []byte("RIFF")
	out = binary.LittleEndian.AppendUint32(out, uint32(4+len(chunk)))
	return append(append(out, "WEBP"...), chunk...)
}

// TestCheck reads only headers: each is a few dozen bytes, refused or let
// through by what it claims. The estimates, in bytes a pixel: PNG 8-bit 4,
// 16-bit 8, interlaced twice that; JPEG 4:2:0 1.5, 4:4:4 3, progressive
// five times that (4-byte coefficients), turned a quarter the same again.
func TestCheck(t *testing.T) {
	tests := []struct {
		name     string
		data     []byte
		estimate int64  // when accepted
		message  string // when refused
	}{
		{"the 16-bit PNG bomb of issue 18: 39.9 MP at 8 bytes", phototest.PNGHeader(6320, 6320, 16, 6, 0), 0,
			"This photo is 6320×6320 pixels; at its colour depth the most we take is 12 megapixels."},
		{"8-bit, 39.9 MP", phototest.PNGHeader(6320, 6320, 8, 6, 0), 0,
			"This photo is 6320×6320 pixels; the most we take is 24 megapixels."},
		{"2³¹-1 × 2²⁸, as large as the PNG decoder reads", phototest.PNGHeader(1<<31-1, 1<<28, 16, 6, 0), 0,
			"This photo is 2147483647×268435456 pixels; at its colour depth the most we take is 12 megapixels."},
		{"16-bit RGBA, 12 MP: 96 MB, the budget", phototest.PNGHeader(4000, 3000, 16, 6, 0), 96_000_000, ""},
		{"16-bit RGBA, one row more", phototest.PNGHeader(4000, 3001, 16, 6, 0), 0,
			"This photo is 4000×3001 pixels; at its colour depth the most we take is 12 megapixels."},
		{"16-bit grey counts as grey with alpha", phototest.PNGHeader(4000, 3001, 16, 0, 0), 0,
			"This photo is 4000×3001 pixels; at its colour depth the most we take is 12 megapixels."},
		{"8-bit RGB, 24 MP", phototest.PNGHeader(6000, 4000, 8, 2, 0), 96_000_000, ""},
		{"8-bit RGB, a column more than 24 MP", phototest.PNGHeader(6001, 4000, 8, 2, 0), 0,
			"This photo is 6001×4000 pixels; the most we take is 24 megapixels."},
		{"8-bit interlaced, 16 MP", phototest.PNGHeader(4000, 4000, 8, 6, 1), 0,
			"This photo is 4000×4000 pixels; at its colour depth the most we take is 12 megapixels."},
		{"a 65535×65535 JPEG", jpegFrame(65535, 65535, 0xC0, 0x22), 0,
			"This photo is 65535×65535 pixels; the most we take is 24 megapixels."},
		{"a 24 MP phone JPEG, 4:2:0", jpegFrame(6000, 4000, 0xC0, 0x22), 36_000_000, ""},
		{"turned a quarter", withExif(jpegFrame(6000, 4000, 0xC0, 0x22), exifTIFF(binary.LittleEndian, 6)), 72_000_000, ""},
		{"4:4:4", jpegFrame(6000, 4000, 0xC0, 0x11), 72_000_000, ""},
		{"4:4:4 turned a quarter", withExif(jpegFrame(6000, 4000, 0xC0, 0x11), exifTIFF(binary.BigEndian, 8)), 0,
			"This photo is 6000×4000 pixels; at its colour depth the most we take is 16 megapixels."},
		{"4:1:1 turned a quarter: drawn into RGBA twice", withExif(jpegFrame(4000, 3000, 0xC0, 0x41), exifTIFF(binary.BigEndian, 6)), 0,
			"This photo is 4000×3000 pixels; at its colour depth the most we take is 10.1 megapixels."},
		{"4:1:1 mirrored: turned plane by plane", withExif(jpegFrame(4000, 2000, 0xC0, 0x41), exifTIFF(binary.BigEndian, 2)), 24_000_000, ""},
		{"progressive 4:2:0, 12 MP", jpegFrame(4000, 3000, 0xC2, 0x22), 90_000_000, ""},
		{"progressive 4:2:0, 24 MP", jpegFrame(6000, 4000, 0xC2, 0x22), 0,
			"This photo is 6000×4000 pixels; at its colour depth the most we take is 12.8 megapixels."},
		{"a 16383×16383 WebP", webpHeader(16383, 16383, false), 0,
			"This photo is 16383×16383 pixels; the most we take is 24 megapixels."},
		{"a 24 MP WebP with alpha", webpHeader(6000, 4000, true), 60_000_000, ""},
	}
	bomb := phototest.PNGBomb(6320, 6320)
	if cfg, err := png.DecodeConfig(bytes.NewReader(bomb)); err != nil || cfg.Width != 6320 {
		t.Fatalf("the bomb is not a PNG: %v", err)
	}
	tests = append(tests, struct {
		name     string
		data     []byte
		estimate int64
		message  string
	}{fmt.Sprintf("the whole bomb, %d bytes", len(bomb)), bomb, 0,
		"This photo is 6320×6320 pixels; at its colour depth the most we take is 12 megapixels."})
	for _, tt := range tests {
		h, err := Check(tt.data)
		switch {
		case tt.message == "" && (err != nil || h.Estimate != tt.estimate):
			t.Errorf("%s: Check = %d bytes, %v; want %d bytes", tt.name, h.Estimate, err, tt.estimate)
		case tt.message != "" && (!errors.Is(err, ErrTooMany) || err.Error() != tt.message):
			t.Errorf("%s: Check = %v\nwant %s", tt.name, err, tt.message)
		}
		if tt.message != "" {
			if _, err := Clean(context.Background(), tt.data); !errors.Is(err, ErrTooMany) {
				t.Errorf("%s: Clean = %v, want ErrTooMany", tt.name, err)
			}
		}
	}
}

// TestCleanAfterItsTime: a photo whose context has ended is not decoded.
func TestCleanAfterItsTime(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Clean(ctx, encodeJPEG(t, twoColours(32, 16))); !errors.Is(err, ErrTooSlow) {
		t.Errorf("Clean after its context = %v, want ErrTooSlow", err)
	}
}

// TestOrientPlanes: turning a JPEG's YCbCr planes, a grey or a CMYK image
// gives the pixels that turning its RGBA copy gives (even sizes, so that
// each chroma sample covers the same pixels either way), and keeps its kind.
func TestOrientPlanes(t *testing.T) {
	src := encodeJPEG(t, twoColours(32, 16))
	for _, ratio := range []image.YCbCrSubsampleRatio{image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio422,
		image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio440, image.YCbCrSubsampleRatio411} {
		m := image.NewYCbCr(image.Rect(0, 0, 16, 8), ratio)
		for i := range m.Y {
			m.Y[i] = uint8(i * 13)
		}
		for i := range m.Cb {
			m.Cb[i], m.Cr[i] = uint8(i*29), uint8(255-i*17)
		}
		samePixels(t, ratio.String(), m)
	}
	g := image.NewGray(image.Rect(0, 0, 6, 4))
	c := image.NewCMYK(image.Rect(0, 0, 6, 4))
	for i := range g.Pix {
		g.Pix[i] = uint8(i * 11)
	}
	for i := range c.Pix {
		c.Pix[i] = uint8(i * 7)
	}
	samePixels(t, "grey", g)
	samePixels(t, "CMYK", c)
	if img, err := jpeg.Decode(bytes.NewReader(src)); err != nil {
		t.Fatal(err)
	} else if _, ok := Orient(img, 6).(*image.YCbCr); !ok {
		t.Errorf("a decoded JPEG turned is a %T, want *image.YCbCr", Orient(img, 6))
	}
}

func samePixels(t *testing.T, name string, img image.Image) {
	t.Helper()
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			rgba.Set(x, y, img.At(x, y))
		}
	}
	for o := 2; o <= 8; o++ {
		got, want := Orient(img, o), Orient(rgba, o)
		kind := fmtType(img)
		if m, ok := img.(*image.YCbCr); ok && o >= 5 && m.SubsampleRatio == image.YCbCrSubsampleRatio411 {
			kind = "other" // 4:1:1 turned a quarter has no YCbCr counterpart: RGBA
		}
		if got.Bounds() != want.Bounds() {
			t.Fatalf("%s %d: %v, want %v", name, o, got.Bounds(), want.Bounds())
		}
		if fmtType(got) != kind {
			t.Errorf("%s %d: turned into a %s", name, o, fmtType(got))
		}
		for y := range want.Bounds().Dy() {
			for x := range want.Bounds().Dx() {
				if g, w := color.RGBAModel.Convert(got.At(x, y)), want.At(x, y); g != w {
					t.Fatalf("%s %d: (%d, %d) = %v, want %v", name, o, x, y, g, w)
				}
			}
		}
	}
}

func fmtType(img image.Image) string {
	switch img.(type) {
	case *image.YCbCr:
		return "YCbCr"
	case *image.Gray:
		return "Gray"
	case *image.CMYK:
		return "CMYK"
	}
	return "other"
}

// A PNG that really is 16-bit and within the budget is cleaned and
// written again with 8 bits a channel, the high byte of each: opaque (it
// decodes into RGBA64) and translucent (NRGBA64).
func TestClean16BitPNG(t *testing.T) {
	for _, alpha := range []uint16{0xFFFF, 0x8000} {
		img := image.NewNRGBA64(image.Rect(0, 0, 40, 30))
		for y := range 30 {
			for x := range 40 {
				img.SetNRGBA64(x, y, color.NRGBA64{R: uint16(x * 1601), G: uint16(y * 2111), B: uint16(x*y*37 + 5), A: alpha})
			}
		}
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		p, err := Clean(context.Background(), b.Bytes())
		if err != nil || p.ContentType != "image/png" || p.Width != 40 || p.Height != 30 {
			t.Fatalf("Clean(16-bit PNG, alpha %x) = %s %d×%d, %v", alpha, p.ContentType, p.Width, p.Height, err)
		}
		if _, err := png.DecodeConfig(bytes.NewReader(p.Data)); err != nil || p.Data[24] != 8 { // IHDR bit depth
			t.Fatalf("alpha %x: written again at %d bits, %v", alpha, p.Data[24], err)
		}
		got, err := png.Decode(bytes.NewReader(p.Data))
		if err != nil {
			t.Fatal(err)
		}
		for y := range 30 {
			for x := range 40 {
				c := img.NRGBA64At(x, y)
				want := color.NRGBA{R: uint8(c.R >> 8), G: uint8(c.G >> 8), B: uint8(c.B >> 8), A: uint8(c.A >> 8)}
				if g := color.NRGBAModel.Convert(got.At(x, y)); alpha == 0xFFFF && g != want {
					t.Fatalf("opaque (%d, %d) = %v, want %v", x, y, g, want)
				} else if n, ok := got.(*image.NRGBA); alpha != 0xFFFF && (!ok || n.NRGBAAt(x, y) != want) {
					t.Fatalf("translucent (%d, %d) = %v, want %v", x, y, got.At(x, y), want)
				}
			}
		}
	}
}

// TestMemory cleans photos of each kind and checks that what cleaning one
// allocates, everything counted (runtime.MemStats.TotalAlloc, which bounds
// what it holds at once), is within what Header.Memory says it may take:
// the bound uploads budget their photos by. BenchmarkCleanLargest checks
// the same of the largest photos accepted.
func TestMemory(t *testing.T) {
	rgba := image.NewRGBA(image.Rect(0, 0, 3000, 2000))
	phototest.Fill(3000, 2000, 1, func(x, y int, v uint32) {
		i := rgba.PixOffset(x, y)
		rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2], rgba.Pix[i+3] = uint8(v), uint8(v/2), uint8(255-v), 255
	})
	var png8 bytes.Buffer
	if err := png.Encode(&png8, rgba); err != nil {
		t.Fatal(err)
	}
	deep := image.NewRGBA64(image.Rect(0, 0, 1500, 1000))
	phototest.Fill(1500, 1000, 1, func(x, y int, v uint32) {
		i := deep.PixOffset(x, y)
		copy(deep.Pix[i:i+8], []byte{uint8(v), uint8(v * 7), uint8(v / 2), 0, uint8(255 - v), 1, 255, 255})
	})
	var png16 bytes.Buffer
	if err := png.Encode(&png16, deep); err != nil {
		t.Fatal(err)
	}
	grey := image.NewGray(image.Rect(0, 0, 2000, 1500))
	phototest.Fill(2000, 1500, 4, func(x, y int, v uint32) { grey.Pix[grey.PixOffset(x, y)] = uint8(v) })
	var jpgGrey bytes.Buffer
	if err := jpeg.Encode(&jpgGrey, grey, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	jpg := phototest.JPEG(3000, 2000, 5, 95)
	for _, tt := range []struct {
		name string
		data []byte
	}{
		{"JPEG 3000×2000 4:2:0, quality 95", jpg},
		{"the same turned a quarter", withExif(jpg, exifTIFF(binary.LittleEndian, 6))},
		{"the same turned half", withExif(jpg, exifTIFF(binary.BigEndian, 3))},
		{"grey JPEG 2000×1500", jpgGrey.Bytes()},
		{"PNG 3000×2000 8-bit", png8.Bytes()},
		{"PNG 1500×1000 16-bit", png16.Bytes()},
	} {
		h, err := Check(tt.data)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err = Clean(context.Background(), tt.data)
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		allocated := int64(after.TotalAlloc - before.TotalAlloc)
		t.Logf("%s: %d bytes allocated; Memory %d, of which pixels %d", tt.name, allocated, h.Memory(), h.Estimate)
		if allocated > h.Memory() {
			t.Errorf("%s: %d bytes allocated, more than Memory's %d", tt.name, allocated, h.Memory())
		}
	}
}
