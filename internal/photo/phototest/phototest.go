// Package phototest builds photos for tests: hostile ones, files of a few
// hundred kilobytes, or a few dozen bytes, that claim gigabytes of pixels;
// and genuine ones as large as a phone's.
package phototest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/jpeg"
)

// Fill fills a w×h image with a gradient and noise of so many bits, so
// that it compresses like a photo rather than like a flat colour.
func Fill(w, h int, noise int, set func(x, y int, v uint32)) {
	seed := uint32(1)
	for y := range h {
		for x := range w {
			seed = seed*1664525 + 1013904223
			set(x, y, uint32(x*255/w+y*255/h)/2+seed>>(32-noise))
		}
	}
}

// JPEG is a w×h 4:2:0 JPEG of Fill's gradient and noise at quality q.
// 6000×4000 with 5 bits of noise at quality 95 is 10.1 MB, as large as a
// 24-megapixel photo may be.
func JPEG(w, h, noise, q int) []byte {
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	Fill(w, h, noise, func(x, y int, v uint32) {
		i := rgba.PixOffset(x, y)
		rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2], rgba.Pix[i+3] = uint8(v), uint8(v/2), uint8(255-v), 255
	})
	var b bytes.Buffer
	if err := jpeg.Encode(&b, rgba, &jpeg.Options{Quality: q}); err != nil {
		panic(err) // a bytes.Buffer does not fail
	}
	return b.Bytes()
}

// PNGHeader is a PNG signature and IHDR chunk, with a valid CRC, claiming
// w×h pixels of the colour type (2 RGB, 6 RGBA, 0 grey) and bit depth,
// interlaced when interlace is 1, and followed by nothing.
func PNGHeader(w, h uint32, depth, colourType, interlace byte) []byte {
	ihdr := binary.BigEndian.AppendUint32([]byte("IHDR"), w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, depth, colourType, 0, 0, interlace)
	return chunk([]byte("\x89PNG\r\n\x1a\n"), ihdr)
}

// chunk appends a PNG chunk (type and data in typeAndData) with its
// length and CRC.
func chunk(out, typeAndData []byte) []byte {
	out = binary.BigEndian.AppendUint32(out, uint32(len(typeAndData)-4))
	out = append(out, typeAndData...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(typeAndData))
}

// PNGBomb is a complete, valid w×h PNG of 16-bit RGBA pixels, all
// transparent black: its rows compress to almost nothing (6320×6320 is
// about 320 kB for 320 MB of pixels). It is written a row at a time, so
// building it never holds the pixels.
func PNGBomb(w, h uint32) []byte {
	var idat bytes.Buffer
	idat.WriteString("IDAT")
	zw := zlib.NewWriter(&idat)
	row := make([]byte, 1+8*int(w)) // filter byte 0, then 8 bytes a pixel
	for range h {
		_, _ = zw.Write(row)
	}
	_ = zw.Close()
	out := PNGHeader(w, h, 16, 6, 0)
	out = chunk(out, idat.Bytes())
	return chunk(out, []byte("IEND"))
}
