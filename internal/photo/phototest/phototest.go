// Package phototest builds hostile photos for tests: files of a few
// hundred kilobytes, or a few dozen bytes, that claim gigabytes of pixels.
package phototest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
)

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
