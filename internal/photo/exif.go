package photo

import (
	"encoding/binary"
	"image/color"
)

// Orientation reads the EXIF orientation (tag 0x0112 of the first image
// directory) of a JPEG: 1 to 8, or 1 when the file has none or it cannot
// be read.
func Orientation(jpg []byte) int { return readJPEG(jpg).orientation }

// jpegHeader is what the headers of a JPEG say before its first scan.
type jpegHeader struct {
	orientation int
	// progressive: the decoder keeps every coefficient (4 bytes a sample)
	// until the last scan.
	progressive bool
	// h, v are the luma sampling factors over chroma's (2, 2 for 4:2:0);
	// 0 when the frame header is missing or unusual.
	h, v int
}

// readJPEG walks the segments of a JPEG up to its first scan.
func readJPEG(jpg []byte) jpegHeader {
	out := jpegHeader{orientation: 1}
	if len(jpg) < 4 || jpg[0] != 0xFF || jpg[1] != 0xD8 {
		return out
	}
	exifSeen := false
	for i := 2; i+4 <= len(jpg); {
		if jpg[i] != 0xFF {
			return out
		}
		marker := jpg[i+1]
		if marker == 0xFF { // fill byte
			i++
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // start of scan, end of image: no more headers
			return out
		}
		if marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7) { // markers without a length
			i += 2
			continue
		}
		size := int(binary.BigEndian.Uint16(jpg[i+2:]))
		if size < 2 || i+2+size > len(jpg) {
			return out
		}
		segment := jpg[i+4 : i+2+size]
		switch {
		case marker == 0xE1 && !exifSeen && len(segment) >= 6 && string(segment[:6]) == "Exif\x00\x00":
			exifSeen = true
			if o := tiffOrientation(segment[6:]); o != 0 {
				out.orientation = o
			}
		case marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC: // start of frame
			out.progressive = marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE
			out.h, out.v = sampling(segment)
		}
		i += 2 + size
	}
	return out
}

// sampling reads a frame header's luma sampling factors over chroma's, for
// three components with chroma at 1×1; 0, 0 otherwise.
func sampling(sof []byte) (h, v int) {
	// precision, height, width, components, then 3 bytes a component.
	if len(sof) < 6 || sof[5] != 3 || len(sof) < 6+9 {
		return 0, 0
	}
	y, cb, cr := sof[7], sof[10], sof[13]
	if cb != 0x11 || cr != 0x11 {
		return 0, 0
	}
	return int(y >> 4), int(y & 0x0F)
}

// eighths are the bytes a pixel of this JPEG takes, in eighths, decoded
// and then turned by orientation (Orient), for the colour model that
// image.DecodeConfig read. Unknown sampling counts as 4:4:4, the deepest.
// A progressive JPEG also keeps a 4-byte coefficient for each sample until
// its last scan; an RGB one is converted into RGBA, a CMYK one into CMYK
// with its black plane apart first.
func (j jpegHeader) eighths(model color.Model, orientation int) (decoded, turned int64) {
	samples, converted := int64(24), int64(0) // 4:4:4: 3 bytes a pixel
	switch {
	case model == color.GrayModel:
		samples = 8
	case model == color.CMYKModel:
		samples, converted = 32, 8+32
	case model == color.RGBAModel:
		converted = 32
	case j.h*j.v >= 1 && j.h*j.v <= 8:
		samples = 8 + 16/int64(j.h*j.v)
	}
	decoded = samples + converted
	if j.progressive {
		decoded += 4 * samples
	}
	switch {
	case orientation < 2 || orientation > 8:
		return decoded, 0
	case model == color.CMYKModel || model == color.RGBAModel:
		return decoded, 32
	case model == color.YCbCrModel && orientation >= 5 && !transposable(j.h, j.v):
		return decoded, 2 * 32 // drawn into RGBA, then turned into another
	}
	return decoded, samples
}

// tiffOrientation reads tag 0x0112 from the first directory of a TIFF
// structure, 0 when it is missing or out of range.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 0
	}
	var order binary.ByteOrder
	switch string(t[:4]) {
	case "II*\x00":
		order = binary.LittleEndian
	case "MM\x00*":
		order = binary.BigEndian
	default:
		return 0
	}
	ifd := int64(order.Uint32(t[4:]))
	if ifd < 8 || ifd+2 > int64(len(t)) {
		return 0
	}
	n := int64(order.Uint16(t[ifd:]))
	for e := range n {
		at := ifd + 2 + 12*e
		if at+12 > int64(len(t)) {
			return 0
		}
		tag, typ, count := order.Uint16(t[at:]), order.Uint16(t[at+2:]), order.Uint32(t[at+4:])
		if tag != 0x0112 {
			continue
		}
		if typ != 3 || count != 1 { // one SHORT
			return 0
		}
		if o := int(order.Uint16(t[at+8:])); o >= 1 && o <= 8 {
			return o
		}
		return 0
	}
	return 0
}
