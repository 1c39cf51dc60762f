// Package photo checks uploaded photos by their content and re-encodes them
// without metadata. A photo is sniffed (http.DetectContentType), its size
// read from its header before any pixel is decoded (against decompression
// bombs), decoded, turned upright by its EXIF orientation, and encoded
// again: the new file carries pixels only, no EXIF, GPS or comments. It
// does no I/O.
package photo

import (
	"bytes"
	"errors"
	"image"
	"image/draw"
	"image/jpeg"
	"image/png"
	"net/http"

	_ "golang.org/x/image/webp" // image.Decode reads WebP
)

// The limits of one photo.
const (
	// MaxBytes is the largest file accepted: 10 MB.
	MaxBytes = 10 << 20
	// MaxPixels is the largest image accepted: 40 megapixels.
	MaxPixels = 40_000_000
	// JPEGQuality is the quality photos are encoded again at.
	JPEGQuality = 90
)

// The messages of refused photos, shown under the form field.
const (
	MsgNotAPhoto = "Please upload a photo (JPEG, PNG or WebP)."
	MsgTooLarge  = "This photo is larger than 10 MB."
	MsgTooMany   = "This photo is larger than 40 megapixels."
)

// Errors of Clean; their text is the message to show.
var (
	ErrNotAPhoto = errors.New(MsgNotAPhoto)
	ErrTooLarge  = errors.New(MsgTooLarge)
	ErrTooMany   = errors.New(MsgTooMany)
)

// Photo is a cleaned photo: encoded again, upright, without metadata.
type Photo struct {
	Data []byte
	// ContentType is image/jpeg or image/png.
	ContentType   string
	Width, Height int
}

// formats maps a sniffed content type to the decoder's format name.
var formats = map[string]string{"image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp"}

// Clean checks that data is a JPEG, PNG or WebP photo within the limits and
// returns it encoded again: JPEG stays JPEG (quality 90), PNG stays PNG,
// WebP becomes JPEG, or PNG when it has transparency. It returns
// ErrTooLarge, ErrTooMany or ErrNotAPhoto.
func Clean(data []byte) (Photo, error) {
	if len(data) > MaxBytes {
		return Photo{}, ErrTooLarge
	}
	format, ok := formats[http.DetectContentType(data)]
	if !ok {
		return Photo{}, ErrNotAPhoto
	}
	cfg, cfgFormat, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfgFormat != format || cfg.Width <= 0 || cfg.Height <= 0 {
		return Photo{}, ErrNotAPhoto
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return Photo{}, ErrTooMany
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return Photo{}, ErrNotAPhoto
	}
	if format == "jpeg" {
		img = Orient(img, Orientation(data))
	}
	var out bytes.Buffer
	contentType := "image/jpeg"
	if format == "png" || (format == "webp" && !opaque(img)) {
		contentType = "image/png"
		err = png.Encode(&out, img)
	} else {
		err = jpeg.Encode(&out, img, &jpeg.Options{Quality: JPEGQuality})
	}
	if err != nil {
		return Photo{}, err
	}
	b := img.Bounds()
	return Photo{Data: out.Bytes(), ContentType: contentType, Width: b.Dx(), Height: b.Dy()}, nil
}

func opaque(img image.Image) bool {
	o, ok := img.(interface{ Opaque() bool })
	return !ok || o.Opaque()
}

// Orient returns img turned the way an EXIF orientation (1 to 8) says it
// should be shown; other values leave it as it is.
func Orient(img image.Image, orientation int) image.Image {
	if orientation < 2 || orientation > 8 {
		return img
	}
	b := img.Bounds()
	src := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(src, src.Bounds(), img, b.Min, draw.Src)
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if orientation >= 5 {
		dw, dh = h, w
	}
	dst := image.NewNRGBA(image.Rect(0, 0, dw, dh))
	for y := range dh {
		for x := range dw {
			var sx, sy int
			switch orientation {
			case 2: // mirrored
				sx, sy = w-1-x, y
			case 3: // upside down
				sx, sy = w-1-x, h-1-y
			case 4: // mirrored upside down
				sx, sy = x, h-1-y
			case 5: // mirrored along the main diagonal
				sx, sy = y, x
			case 6: // to be turned 90° clockwise
				sx, sy = y, h-1-x
			case 7: // mirrored along the other diagonal
				sx, sy = w-1-y, h-1-x
			case 8: // to be turned 90° anticlockwise
				sx, sy = w-1-y, x
			}
			si, di := src.PixOffset(sx, sy), dst.PixOffset(x, y)
			copy(dst.Pix[di:di+4], src.Pix[si:si+4])
		}
	}
	return dst
}
