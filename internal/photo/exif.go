package photo

import "encoding/binary"

// Orientation reads the EXIF orientation (tag 0x0112 of the first image
// directory) of a JPEG: 1 to 8, or 1 when the file has none or it cannot
// be read.
func Orientation(jpg []byte) int {
	if len(jpg) < 4 || jpg[0] != 0xFF || jpg[1] != 0xD8 {
		return 1
	}
	for i := 2; i+4 <= len(jpg); {
		if jpg[i] != 0xFF {
			return 1
		}
		marker := jpg[i+1]
		if marker == 0xFF { // fill byte
			i++
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // start of scan, end of image: no more headers
			return 1
		}
		if marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7) { // markers without a length
			i += 2
			continue
		}
		size := int(binary.BigEndian.Uint16(jpg[i+2:]))
		if size < 2 || i+2+size > len(jpg) {
			return 1
		}
		segment := jpg[i+4 : i+2+size]
		if marker == 0xE1 && len(segment) >= 6 && string(segment[:6]) == "Exif\x00\x00" {
			if o := tiffOrientation(segment[6:]); o != 0 {
				return o
			}
			return 1
		}
		i += 2 + size
	}
	return 1
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
