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
	"os"
	"testing"

	"github.com/pistil/pistil/internal/photo/phototest"
)

// twoColours is a w×h image, red on its left half and blue on its right.
func twoColours(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := color.NRGBA{R: 255, A: 255}
			if x >= w/2 {
				c = color.NRGBA{B: 255, A: 255}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

func encodeJPEG(t *testing.T, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// exifTIFF is a TIFF structure whose first directory holds the orientation
// (when not 0) and a pointer to a GPS directory with a latitude reference.
func exifTIFF(order interface {
	binary.ByteOrder
	binary.AppendByteOrder
}, orientation uint16) []byte {
	var t []byte
	if order.String() == binary.LittleEndian.String() {
		t = append(t, "II*\x00"...)
	} else {
		t = append(t, "MM\x00*"...)
	}
	t = order.AppendUint32(t, 8)
	entries := [][3]uint32{{0x8825, 4, 0}} // GPS directory pointer, filled in below
	if orientation != 0 {
		entries = append([][3]uint32{{0x0112, 3, uint32(orientation)}}, entries...)
	}
	t = order.AppendUint16(t, uint16(len(entries)))
	gpsAt := uint32(8 + 2 + 12*len(entries) + 4)
	for _, e := range entries {
		t = order.AppendUint16(t, uint16(e[0]))
		t = order.AppendUint16(t, uint16(e[1]))
		t = order.AppendUint32(t, 1)
		switch e[0] {
		case 0x0112:
			t = order.AppendUint16(t, uint16(e[2]))
			t = append(t, 0, 0)
		default:
			t = order.AppendUint32(t, gpsAt)
		}
	}
	t = order.AppendUint32(t, 0) // no next directory
	// GPS directory: GPSLatitudeRef "N".
	t = order.AppendUint16(t, 1)
	t = order.AppendUint16(t, 0x0001)
	t = order.AppendUint16(t, 2)
	t = order.AppendUint32(t, 2)
	t = append(t, 'N', 0, 0, 0)
	t = order.AppendUint32(t, 0)
	return append(t, "GPS 37.7749 N 122.4194 W"...)
}

// withExif puts an APP1 Exif segment holding tiff right after the JPEG's
// start-of-image marker.
func withExif(jpg, tiff []byte) []byte {
	payload := append([]byte("Exif\x00\x00"), tiff...)
	seg := []byte{0xFF, 0xE1}
	seg = binary.BigEndian.AppendUint16(seg, uint16(len(payload)+2))
	seg = append(seg, payload...)
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	return append(out, jpg[2:]...)
}

func TestOrientation(t *testing.T) {
	plain := encodeJPEG(t, twoColours(8, 8))
	// An APP0 segment before the Exif one, as cameras write them.
	app0 := func(jpg []byte) []byte {
		seg := []byte{0xFF, 0xE0, 0x00, 0x07, 'J', 'F', 'I', 'F', 0}
		return append(append(append([]byte{}, jpg[:2]...), seg...), jpg[2:]...)
	}
	tests := []struct {
		name string
		data []byte
		want int
	}{
		{"no exif", plain, 1},
		{"little-endian 6", withExif(plain, exifTIFF(binary.LittleEndian, 6)), 6},
		{"big-endian 8", withExif(plain, exifTIFF(binary.BigEndian, 8)), 8},
		{"big-endian 3 after APP0", app0(withExif(plain, exifTIFF(binary.BigEndian, 3))), 3},
		{"exif without orientation", withExif(plain, exifTIFF(binary.LittleEndian, 0)), 1},
		{"orientation out of range", withExif(plain, exifTIFF(binary.LittleEndian, 9)), 1},
		{"bad byte order", withExif(plain, []byte("XX*\x00\x08\x00\x00\x00")), 1},
		{"directory past the end", withExif(plain, []byte("II*\x00\xff\x00\x00\x00")), 1},
		{"segment length past the end", []byte{0xFF, 0xD8, 0xFF, 0xE1, 0x40, 0x00, 'E'}, 1},
		{"not a JPEG", []byte("hello, world"), 1},
		{"empty", nil, 1},
	}
	for _, tt := range tests {
		if got := Orientation(tt.data); got != tt.want {
			t.Errorf("%s: Orientation = %d, want %d", tt.name, got, tt.want)
		}
	}
}

func TestOrient(t *testing.T) {
	// A 3×2 image with a distinct value per pixel: 0 1 2 / 3 4 5.
	src := image.NewNRGBA(image.Rect(0, 0, 3, 2))
	for i := range 6 {
		src.SetNRGBA(i%3, i/3, color.NRGBA{R: uint8(i), A: 255})
	}
	tests := []struct {
		orientation int
		want        [][]uint8 // rows of the result
	}{
		{1, [][]uint8{{0, 1, 2}, {3, 4, 5}}},
		{2, [][]uint8{{2, 1, 0}, {5, 4, 3}}},
		{3, [][]uint8{{5, 4, 3}, {2, 1, 0}}},
		{4, [][]uint8{{3, 4, 5}, {0, 1, 2}}},
		{5, [][]uint8{{0, 3}, {1, 4}, {2, 5}}},
		{6, [][]uint8{{3, 0}, {4, 1}, {5, 2}}},
		{7, [][]uint8{{5, 2}, {4, 1}, {3, 0}}},
		{8, [][]uint8{{2, 5}, {1, 4}, {0, 3}}},
	}
	for _, tt := range tests {
		got := Orient(src, tt.orientation)
		var rows [][]uint8
		b := got.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			var row []uint8
			for x := b.Min.X; x < b.Max.X; x++ {
				r, _, _, _ := got.At(x, y).RGBA()
				row = append(row, uint8(r>>8))
			}
			rows = append(rows, row)
		}
		if !equalRows(rows, tt.want) {
			t.Errorf("Orient(%d) = %v, want %v", tt.orientation, rows, tt.want)
		}
	}
}

func equalRows(a, b [][]uint8) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

func TestClean(t *testing.T) {
	jpg := encodeJPEG(t, twoColours(32, 16))
	withGPS := withExif(jpg, exifTIFF(binary.BigEndian, 1))
	if !bytes.Contains(withGPS, []byte("Exif")) || !bytes.Contains(withGPS, []byte("GPS")) {
		t.Fatal("the fixture carries no Exif GPS block")
	}
	if _, _, err := image.Decode(bytes.NewReader(withGPS)); err != nil {
		t.Fatalf("the fixture does not decode: %v", err)
	}

	t.Run("metadata is stripped", func(t *testing.T) {
		p, err := Clean(context.Background(), withGPS)
		if err != nil {
			t.Fatal(err)
		}
		if p.ContentType != "image/jpeg" || p.Width != 32 || p.Height != 16 {
			t.Errorf("Clean = %s %d×%d, want image/jpeg 32×16", p.ContentType, p.Width, p.Height)
		}
		for _, s := range []string{"Exif", "GPS", "122.4194"} {
			if bytes.Contains(p.Data, []byte(s)) {
				t.Errorf("the cleaned photo still contains %q", s)
			}
		}
	})
	t.Run("orientation 6 turns the photo clockwise", func(t *testing.T) {
		p, err := Clean(context.Background(), withExif(jpg, exifTIFF(binary.LittleEndian, 6)))
		if err != nil {
			t.Fatal(err)
		}
		if p.Width != 16 || p.Height != 32 {
			t.Fatalf("Clean = %d×%d, want 16×32", p.Width, p.Height)
		}
		img, err := jpeg.Decode(bytes.NewReader(p.Data))
		if err != nil {
			t.Fatal(err)
		}
		// The red left half is now the top half.
		if r, _, b, _ := img.At(8, 4).RGBA(); r < 0xc000 || b > 0x4000 {
			t.Errorf("top = r %x b %x, want red", r, b)
		}
		if r, _, b, _ := img.At(8, 28).RGBA(); b < 0xc000 || r > 0x4000 {
			t.Errorf("bottom = r %x b %x, want blue", r, b)
		}
	})
	t.Run("a PNG stays a PNG", func(t *testing.T) {
		var b bytes.Buffer
		if err := png.Encode(&b, twoColours(5, 3)); err != nil {
			t.Fatal(err)
		}
		p, err := Clean(context.Background(), b.Bytes())
		if err != nil || p.ContentType != "image/png" || p.Width != 5 || p.Height != 3 {
			t.Fatalf("Clean(PNG) = %s %d×%d, %v", p.ContentType, p.Width, p.Height, err)
		}
		if _, err := png.Decode(bytes.NewReader(p.Data)); err != nil {
			t.Error(err)
		}
	})

	// A PNG header claiming 10000×10000 pixels, with no pixels behind it.
	huge := phototest.PNGHeader(10000, 10000, 8, 0, 0)

	refused := []struct {
		name string
		data []byte
		want error
	}{
		{"a text file", []byte("my name is Ada, this is not a photo\n"), ErrNotAPhoto},
		{"empty", nil, ErrNotAPhoto},
		{"a GIF", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), ErrNotAPhoto},
		{"a JPEG cut short", jpg[:40], ErrNotAPhoto},
		{"a PDF", []byte("%PDF-1.4\n%âãÏÓ\n1 0 obj\n"), ErrNotAPhoto},
		{"more than 10 MB", append(bytes.Clone(jpg), make([]byte, MaxBytes)...), ErrTooLarge},
		{"100 megapixels", huge, ErrTooMany},
	}
	for _, tt := range refused {
		if _, err := Clean(context.Background(), tt.data); !errors.Is(err, tt.want) {
			t.Errorf("Clean(%s) = %v, want %v", tt.name, err, tt.want)
		}
	}
}

// The WebP files in testdata were drawn on a canvas and encoded by Chromium
// (canvas.toDataURL("image/webp")): 12×8, one fully opaque, one with
// a transparent right edge.
func TestCleanWebP(t *testing.T) {
	for _, tt := range []struct{ file, want string }{
		{"testdata/opaque.webp", "image/jpeg"},
		{"testdata/transparent.webp", "image/png"},
	} {
		data, err := os.ReadFile(tt.file)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Clean(context.Background(), data)
		if err != nil || p.ContentType != tt.want || p.Width != 12 || p.Height != 8 {
			t.Errorf("Clean(%s) = %s %d×%d, %v; want %s 12×8", tt.file, p.ContentType, p.Width, p.Height, err, tt.want)
		}
	}
}
