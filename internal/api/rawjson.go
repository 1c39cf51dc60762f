package api

import (
	"bytes"
	"encoding/json"
)

// marshalCompact encodes v as the API writes JSON: no HTML escaping, no newline.
func marshalCompact(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// appendFields appends to dst a JSON object holding only the top-level
// fields of obj (a well-formed JSON object, as marshalCompact writes) whose
// names are in want.
func appendFields(dst, obj []byte, want map[string]bool) []byte {
	dst = append(dst, '{')
	first := true
	i := 1 // past '{'
	for i < len(obj) && obj[i] != '}' {
		if obj[i] == ',' {
			i++
		}
		keyStart := i
		i = skipString(obj, i)
		key := obj[keyStart+1 : i-1]
		i++ // ':'
		i = skipValue(obj, i)
		if want[string(key)] {
			if !first {
				dst = append(dst, ',')
			}
			first = false
			dst = append(dst, obj[keyStart:i]...)
		}
	}
	return append(dst, '}')
}

// skipString returns the index just past the JSON string starting at i.
func skipString(b []byte, i int) int {
	i++ // opening quote
	for i < len(b) {
		switch b[i] {
		case '\\':
			i += 2
			continue
		case '"':
			return i + 1
		}
		i++
	}
	return i
}

// skipValue returns the index just past the JSON value starting at i.
func skipValue(b []byte, i int) int {
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for i < len(b) {
			switch b[i] {
			case '"':
				i = skipString(b, i)
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
			i++
		}
		return i
	}
	for i < len(b) && b[i] != ',' && b[i] != '}' && b[i] != ']' {
		i++
	}
	return i
}
