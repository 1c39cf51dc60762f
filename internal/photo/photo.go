// Package photo checks uploaded photos by their content and re-encodes them
// without metadata. A photo is sniffed (http.DetectContentType), its size
// and colour depth read from its header before any pixel is decoded
// (against decompression bombs), decoded, turned upright by its EXIF
// orientation, and encoded again: the new file carries pixels only, no
// EXIF, GPS or comments. It does no I/O; a context bounds its time.
package photo

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"math"
	"net/http"

	_ "golang.org/x/image/webp" // image.Decode reads WebP
)

// The limits of one photo (docs/benchmarks.md measures them).
const (
	// MaxBytes is the largest file accepted: 10 MB.
	MaxBytes = 10 << 20
	// MaxPixels is the largest image accepted: 24 megapixels, the largest
	// photo a phone camera writes by default (most write 12), and far more
	// than an identification card needs to be read.
	MaxPixels = 24_000_000
	// MaxPixelBytes bounds the memory the pixels of one photo may take once
	// decoded, turned copy included (Estimate): 96 MB, a 24-megapixel
	// photo at 4 bytes a pixel. Deeper images get fewer pixels: a 16-bit
	// PNG at most 12 megapixels.
	MaxPixelBytes = 96_000_000
	// MaxOutputBytes bounds the photo encoded again: 16 MB.
	MaxOutputBytes = 16_000_000
	// MemoryPerPhoto bounds what cleaning any accepted photo costs
	// (Header.Memory of the largest): callers that budget memory by
	// photo may count on one always fitting in it.
	MemoryPerPhoto = 128 << 20
	// JPEGQuality is the quality photos are encoded again at.
	JPEGQuality = 90
)

// The messages of refused photos, shown under the form field.
const (
	MsgNotAPhoto = "Please upload a photo (JPEG, PNG or WebP)."
	MsgTooLarge  = "This photo is larger than 10 MB."
	MsgTooSlow   = "This photo took too long to check; please send a smaller one."
	MsgDetailed  = "This photo is too detailed to store; please send a smaller one."
)

// Errors of Clean; their text is the message to show. A photo with too
// many pixels is a *SizeError, which errors.Is ErrTooMany.
var (
	ErrNotAPhoto = errors.New(MsgNotAPhoto)
	ErrTooLarge  = errors.New(MsgTooLarge)
	ErrTooMany   = errors.New("this photo has too many pixels")
	ErrTooSlow   = errors.New(MsgTooSlow)
	ErrDetailed  = errors.New(MsgDetailed)
)

// SizeError refuses a photo whose pixels would take more memory than a
// photo may: more than MaxPixels, or more than MaxPixelBytes at its depth.
type SizeError struct {
	Width, Height int
	// Most is the largest number of pixels taken at this photo's depth.
	Most int64
}

func (e *SizeError) Error() string {
	if e.Most >= MaxPixels {
		return fmt.Sprintf("This photo is %d×%d pixels; the most we take is %s megapixels.",
			e.Width, e.Height, megapixels(MaxPixels))
	}
	return fmt.Sprintf("This photo is %d×%d pixels; at its colour depth the most we take is %s megapixels.",
		e.Width, e.Height, megapixels(e.Most))
}

// Is makes errors.Is(err, ErrTooMany) true.
func (e *SizeError) Is(target error) bool { return target == ErrTooMany }

// megapixels writes n pixels in megapixels, rounded down to a tenth.
func megapixels(n int64) string {
	return fmt.Sprintf("%g", math.Floor(float64(n)/100_000)/10)
}

// Photo is a cleaned photo: encoded again, upright, without metadata.
type Photo struct {
	Data []byte
	// ContentType is image/jpeg or image/png.
	ContentType   string
	Width, Height int
}

// Header is what a photo's header says, read without decoding a pixel.
type Header struct {
	// Format is jpeg, png or webp.
	Format        string
	Width, Height int
	// Orientation is the EXIF orientation of a JPEG (1 to 8), else 1.
	Orientation int
	// Estimate is the most memory its pixels take while it is cleaned:
	// decoded, and turned when its orientation says so.
	Estimate int64
}

// What cleaning a photo costs besides its pixels (Header.Memory).
const (
	// outputMemory is the photo encoded again, at most MaxOutputBytes,
	// and the copy its buffer's last growth makes: at most half as much.
	outputMemory = MaxOutputBytes * 3 / 2
	// codecMemory is the decoders' and encoders' own buffers: a few
	// hundred kilobytes (zlib's window and tables, Huffman tables, a
	// progressive JPEG's block state).
	codecMemory = 1 << 20
)

// Memory is the most memory cleaning the photo takes, everything counted:
// its pixels (Estimate), the photo encoded again and the decoders' and
// encoders' buffers. It is at most MemoryPerPhoto for any photo Check
// accepts, and far less for most: about 61 MB for a 12-megapixel phone
// JPEG to be turned upright.
func (h Header) Memory() int64 { return h.Estimate + outputMemory + codecMemory }

// The largest photo's Memory fits in MemoryPerPhoto (else this overflows).
const _ = uint64(MemoryPerPhoto - (MaxPixelBytes + outputMemory + codecMemory))

// formats maps a sniffed content type to the decoder's format name.
var formats = map[string]string{"image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp"}

// Check reads a photo's header and refuses it, before anything is
// decoded, when it is not a JPEG, PNG or WebP (ErrNotAPhoto), is larger
// than MaxBytes (ErrTooLarge) or would take more than MaxPixels or
// MaxPixelBytes (a *SizeError). It costs a few kilobytes whatever the
// photo claims.
func Check(data []byte) (Header, error) {
	if len(data) > MaxBytes {
		return Header{}, ErrTooLarge
	}
	format, ok := formats[http.DetectContentType(data)]
	if !ok {
		return Header{}, ErrNotAPhoto
	}
	cfg, cfgFormat, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfgFormat != format || cfg.Width <= 0 || cfg.Height <= 0 {
		return Header{}, ErrNotAPhoto
	}
	h := Header{Format: format, Width: cfg.Width, Height: cfg.Height, Orientation: 1}
	pixels := int64(cfg.Width) * int64(cfg.Height)
	// Bytes a pixel takes, in eighths: decoded, then turned.
	var decoded, turned int64
	switch format {
	case "png":
		decoded = 4 * 8 // 8-bit: RGBA, NRGBA, or grey that transparency makes NRGBA
		switch cfg.ColorModel {
		case color.Gray16Model, color.RGBA64Model, color.NRGBA64Model:
			decoded = 8 * 8
		}
		if len(data) > 28 && data[28] == 1 { // Adam7: the passes, then the image
			decoded *= 2
		}
	case "webp":
		switch cfg.ColorModel {
		case color.YCbCrModel: // lossy: 4:2:0
			decoded = 12
		case color.NYCbCrAModel: // lossy with alpha
			decoded = 20
		default: // lossless: NRGBA and the decoder's working copy
			decoded = 8 * 8
		}
	case "jpeg":
		j := readJPEG(data)
		h.Orientation = j.orientation
		decoded, turned = j.eighths(cfg.ColorModel, h.Orientation)
	}
	// The most pixels at this depth; compared before multiplying, since a
	// PNG may claim up to 2⁶⁰ pixels.
	most := min(MaxPixels, MaxPixelBytes*8/(decoded+turned))
	if pixels > most {
		return h, &SizeError{Width: cfg.Width, Height: cfg.Height, Most: most}
	}
	h.Estimate = pixels * (decoded + turned) / 8
	return h, nil
}

// Clean checks that data is a JPEG, PNG or WebP photo within the limits
// (Check) and returns it encoded again: JPEG stays JPEG (quality 90), PNG
// stays PNG, WebP becomes JPEG, or PNG when it has transparency. It
// returns ErrTooLarge, ErrNotAPhoto, a *SizeError, ErrDetailed when the
// new file would exceed MaxOutputBytes, or ErrTooSlow when ctx
// ends first: decoding stops at its next read, encoding at its next write.
func Clean(ctx context.Context, data []byte) (Photo, error) {
	img, h, err := decode(ctx, data)
	if err != nil {
		return Photo{}, err
	}
	out := &output{ctx: ctx, buf: make([]byte, 0, min(2*len(data), MaxOutputBytes))}
	contentType := "image/jpeg"
	if h.Format == "png" || (h.Format == "webp" && !opaque(img)) {
		contentType = "image/png"
		err = pngEncoder.Encode(out, img)
	} else {
		err = encodeJPEGTo(out, img, JPEGQuality)
	}
	switch {
	case ctx.Err() != nil:
		return Photo{}, ErrTooSlow
	case errors.Is(err, errOutputTooLarge):
		return Photo{}, ErrDetailed
	case err != nil:
		return Photo{}, err
	}
	b := img.Bounds()
	return Photo{Data: out.buf, ContentType: contentType, Width: b.Dx(), Height: b.Dy()}, nil
}

// decode checks data (Check), decodes it within ctx and turns it upright:
// the pixels Clean and Renditions encode again, with no metadata.
func decode(ctx context.Context, data []byte) (image.Image, Header, error) {
	h, err := Check(data)
	if err != nil {
		return nil, h, err
	}
	if ctx.Err() != nil {
		return nil, h, ErrTooSlow
	}
	img, _, err := image.Decode(ctxReader{ctx, bytes.NewReader(data)})
	if ctx.Err() != nil {
		return nil, h, ErrTooSlow
	}
	if err != nil {
		return nil, h, ErrNotAPhoto
	}
	return Orient(To8Bit(img), h.Orientation), h, nil
}

// pngEncoder favours speed: a 24-megapixel PNG is written again in a
// fraction of the time the default level takes, a little larger.
var pngEncoder = png.Encoder{CompressionLevel: png.BestSpeed}

// To8Bit turns a 16-bit image (what a 16-bit PNG decodes into) into its
// 8-bit counterpart in the same memory, keeping the high byte of each
// channel: an identification photo needs no more, and the PNG encoder
// writes 8-bit images quickly but 16-bit ones a pixel at a time. Other
// images are returned as they are.
func To8Bit(img image.Image) image.Image {
	var pix []byte
	var stride, to int // bytes a source row, bytes a new pixel
	var r image.Rectangle
	switch m := img.(type) {
	case *image.NRGBA64:
		pix, stride, to, r = m.Pix, m.Stride, 4, m.Rect
	case *image.RGBA64:
		pix, stride, to, r = m.Pix, m.Stride, 4, m.Rect
	case *image.Gray16:
		pix, stride, to, r = m.Pix, m.Stride, 1, m.Rect
	default:
		return img
	}
	// Each channel keeps its high byte. Writing forward never overtakes
	// reading: new byte j lands at or before the source byte it is read from.
	w, h := r.Dx(), r.Dy()
	j := 0
	for y := range h {
		row := pix[y*stride:]
		for x := range w * to {
			pix[j] = row[2*x]
			j++
		}
	}
	pix = pix[:j:j]
	switch img.(type) {
	case *image.NRGBA64:
		return &image.NRGBA{Pix: pix, Stride: w * 4, Rect: image.Rect(0, 0, w, h)}
	case *image.RGBA64:
		return &image.RGBA{Pix: pix, Stride: w * 4, Rect: image.Rect(0, 0, w, h)}
	}
	return &image.Gray{Pix: pix, Stride: w, Rect: image.Rect(0, 0, w, h)}
}

// encodeJPEGTo encodes img at quality into out. The JPEG encoder keeps
// encoding after a write fails; so that an abandoned photo stops within a
// few kilobytes, a failed write panics with abort and the panic ends here.
func encodeJPEGTo(out *output, img image.Image, quality int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			a, ok := r.(abort)
			if !ok {
				panic(r)
			}
			err = a.err
		}
	}()
	return jpeg.Encode(abortingWriter{out}, img, &jpeg.Options{Quality: quality})
}

// abort carries a failed write out of the JPEG encoder.
type abort struct{ err error }

type abortingWriter struct{ out *output }

func (w abortingWriter) Write(p []byte) (int, error) {
	n, err := w.out.Write(p)
	if err != nil {
		panic(abort{err})
	}
	return n, nil
}

// ctxReader stops a decoder at its next read once its context has ended.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

var errOutputTooLarge = errors.New("photo: the photo encoded again is larger than MaxOutputBytes")

// output collects an encoded photo, stopping the encoder at its next write
// once its context has ended or MaxOutputBytes are written.
type output struct {
	ctx context.Context
	buf []byte
}

func (o *output) Write(p []byte) (int, error) {
	if err := o.ctx.Err(); err != nil {
		return 0, err
	}
	if len(o.buf)+len(p) > MaxOutputBytes {
		return 0, errOutputTooLarge
	}
	o.buf = append(o.buf, p...)
	return len(p), nil
}

func opaque(img image.Image) bool {
	o, ok := img.(interface{ Opaque() bool })
	return !ok || o.Opaque()
}
