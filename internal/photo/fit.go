package photo

import (
	"context"
	"errors"
	"image"
	"image/color"

	"golang.org/x/image/draw"
)

// Product photos: a store's own photos of a product on its menu, uploaded
// in the store console (docs/adr/0022-store-console.md, section 5) and
// kept as JPEG in every size of Sizes.

// Size is a size product photos are kept in: its name, as the shoppers'
// ProductPhoto.URLs names it, and its longest side in pixels.
type Size struct {
	Name    string
	Longest int
}

// Sizes are the sizes of a product photo, largest first: the cards draw
// medium (400×400).
var Sizes = []Size{{"original", 2560}, {"large", 1000}, {"medium", 400}, {"small", 200}}

// IsSize says whether name is one of Sizes.
func IsSize(name string) bool {
	for _, s := range Sizes {
		if s.Name == name {
			return true
		}
	}
	return false
}

// ProductQuality is the JPEG quality product photos are kept at.
const ProductQuality = 85

// Fit scales img down so that its longest side is longest, keeping its
// aspect ratio (each side rounded to the nearest pixel, at least 1), with
// Catmull-Rom. An image whose longest side is already at most longest is
// returned as it is: Fit never enlarges.
func Fit(img image.Image, longest int) image.Image {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if longest <= 0 || max(w, h) <= longest {
		return img
	}
	fw, fh := fitted(w, h, longest)
	out := image.NewRGBA(image.Rect(0, 0, fw, fh))
	draw.CatmullRom.Scale(out, out.Bounds(), img, b, draw.Src, nil)
	return out
}

// fitted are the sides of a w×h image scaled so that its longest side is
// longest.
func fitted(w, h, longest int) (int, int) {
	if w >= h {
		return longest, max(1, (h*longest+w/2)/w)
	}
	return max(1, (w*longest+h/2)/h), longest
}

// Rendition is a product photo in one of Sizes: a JPEG without metadata.
type Rendition struct {
	// Size is the size's name (Size.Name).
	Size          string
	Data          []byte
	Width, Height int
}

// Renditions checks data as Clean does (Check first, before anything is
// decoded), decodes it, turns it upright by its EXIF orientation and
// encodes it as JPEG at ProductQuality in each of Sizes, largest first,
// each fitted (Fit) from the one before. Transparent pixels become white.
// The files carry pixels only: no EXIF, GPS or comments. Its errors are
// Clean's.
func Renditions(ctx context.Context, data []byte) ([]Rendition, error) {
	img, _, err := decode(ctx, data)
	if err != nil {
		return nil, err
	}
	out := make([]Rendition, 0, len(Sizes))
	for i, size := range Sizes {
		img = Fit(img, size.Longest)
		if i == 0 {
			img = onWhite(img)
		}
		if ctx.Err() != nil {
			return nil, ErrTooSlow
		}
		buf := &output{ctx: ctx}
		err := encodeJPEGTo(buf, img, ProductQuality)
		switch {
		case ctx.Err() != nil:
			return nil, ErrTooSlow
		case errors.Is(err, errOutputTooLarge):
			return nil, ErrDetailed
		case err != nil:
			return nil, err
		}
		b := img.Bounds()
		out = append(out, Rendition{Size: size.Name, Data: buf.buf, Width: b.Dx(), Height: b.Dy()})
	}
	return out, nil
}

// onWhite draws an image that has transparent pixels over white, which
// JPEG (without alpha) would otherwise show black; an opaque one is
// returned as it is.
func onWhite(img image.Image) image.Image {
	if opaque(img) {
		return img
	}
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.Draw(out, out.Bounds(), img, b.Min, draw.Over)
	return out
}
