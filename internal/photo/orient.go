package photo

import (
	"image"
	"image/draw"
)

// Orient returns img turned the way an EXIF orientation (1 to 8) says it
// should be shown; other values leave it as it is. Grey, CMYK, RGBA, NRGBA
// and YCbCr images (what the JPEG decoder returns) are turned plane by
// plane into one new image of the same kind, so turning costs no more
// memory than the image itself; other images are first drawn into RGBA.
func Orient(img image.Image, orientation int) image.Image {
	if orientation < 2 || orientation > 8 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	dst := image.Rect(0, 0, w, h)
	if orientation >= 5 {
		dst = image.Rect(0, 0, h, w)
	}
	switch m := img.(type) {
	case *image.Gray:
		out := image.NewGray(dst)
		turn(out.Pix, out.Stride, m.Pix[m.PixOffset(b.Min.X, b.Min.Y):], m.Stride, w, h, 1, orientation)
		return out
	case *image.CMYK:
		out := image.NewCMYK(dst)
		turn(out.Pix, out.Stride, m.Pix[m.PixOffset(b.Min.X, b.Min.Y):], m.Stride, w, h, 4, orientation)
		return out
	case *image.NRGBA:
		out := image.NewNRGBA(dst)
		turn(out.Pix, out.Stride, m.Pix[m.PixOffset(b.Min.X, b.Min.Y):], m.Stride, w, h, 4, orientation)
		return out
	case *image.RGBA:
		out := image.NewRGBA(dst)
		turn(out.Pix, out.Stride, m.Pix[m.PixOffset(b.Min.X, b.Min.Y):], m.Stride, w, h, 4, orientation)
		return out
	case *image.YCbCr:
		if out, ok := turnYCbCr(m, dst, orientation); ok {
			return out
		}
	}
	src := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(src, src.Bounds(), img, b.Min, draw.Src)
	return Orient(src, orientation)
}

// subsampling is each YCbCr subsample ratio as luma's sampling factors
// over chroma's; transposed is the ratio of the image turned a quarter.
var (
	subsampling = map[image.YCbCrSubsampleRatio][2]int{
		image.YCbCrSubsampleRatio444: {1, 1}, image.YCbCrSubsampleRatio422: {2, 1},
		image.YCbCrSubsampleRatio420: {2, 2}, image.YCbCrSubsampleRatio440: {1, 2},
		image.YCbCrSubsampleRatio411: {4, 1}, image.YCbCrSubsampleRatio410: {4, 2},
	}
	transposed = map[image.YCbCrSubsampleRatio]image.YCbCrSubsampleRatio{
		image.YCbCrSubsampleRatio444: image.YCbCrSubsampleRatio444,
		image.YCbCrSubsampleRatio420: image.YCbCrSubsampleRatio420,
		image.YCbCrSubsampleRatio422: image.YCbCrSubsampleRatio440,
		image.YCbCrSubsampleRatio440: image.YCbCrSubsampleRatio422,
	}
)

// transposable says whether a YCbCr image with these sampling factors
// can be turned a quarter plane by plane (4:1:1 and 4:1:0 cannot).
func transposable(h, v int) bool {
	for ratio, f := range subsampling {
		if f == [2]int{h, v} {
			_, ok := transposed[ratio]
			return ok
		}
	}
	return false
}

// turnYCbCr turns each plane of m; false when m does not start at (0, 0)
// or its ratio has no turned counterpart.
func turnYCbCr(m *image.YCbCr, dst image.Rectangle, orientation int) (image.Image, bool) {
	ratio := m.SubsampleRatio
	if orientation >= 5 {
		var ok bool
		if ratio, ok = transposed[ratio]; !ok {
			return nil, false
		}
	}
	if m.Rect.Min != (image.Point{}) {
		return nil, false
	}
	out := image.NewYCbCr(dst, ratio)
	w, h := m.Rect.Dx(), m.Rect.Dy()
	turn(out.Y, out.YStride, m.Y, m.YStride, w, h, 1, orientation)
	cw, ch := out.CStride, len(out.Cb)/max(out.CStride, 1)
	if orientation >= 5 {
		cw, ch = ch, cw
	}
	turn(out.Cb, out.CStride, m.Cb, m.CStride, cw, ch, 1, orientation)
	turn(out.Cr, out.CStride, m.Cr, m.CStride, cw, ch, 1, orientation)
	return out, true
}

// turn copies a w×h plane of bpp-byte pixels from src into dst, turned by
// orientation (2 to 8). Each destination pixel (x, y) comes from source
// byte base + x·dx + y·dy.
func turn(dst []byte, dstStride int, src []byte, srcStride, w, h, bpp, orientation int) {
	if w == 0 || h == 0 {
		return
	}
	right, bottom := (w-1)*bpp, (h-1)*srcStride
	var base, dx, dy int
	switch orientation {
	case 2: // mirrored
		base, dx, dy = right, -bpp, srcStride
	case 3: // upside down
		base, dx, dy = right+bottom, -bpp, -srcStride
	case 4: // mirrored upside down
		base, dx, dy = bottom, bpp, -srcStride
	case 5: // mirrored along the main diagonal
		base, dx, dy = 0, srcStride, bpp
	case 6: // to be turned 90° clockwise
		base, dx, dy = bottom, -srcStride, bpp
	case 7: // mirrored along the other diagonal
		base, dx, dy = right+bottom, -srcStride, -bpp
	case 8: // to be turned 90° anticlockwise
		base, dx, dy = right, srcStride, -bpp
	}
	dw, dh := w, h
	if orientation >= 5 {
		dw, dh = h, w
	}
	for y := range dh {
		row := dst[y*dstStride : y*dstStride+dw*bpp]
		s := base + y*dy
		for x := 0; x < len(row); x += bpp {
			copy(row[x:x+bpp], src[s:s+bpp])
			s += dx
		}
	}
}
