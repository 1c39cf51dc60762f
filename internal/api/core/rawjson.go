package core

import (
	"bytes"
	"encoding/json"
)

// MarshalCompact encodes v as the API writes JSON: no HTML escaping, no newline.
func MarshalCompact(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// AppendFields appends to dst a JSON object holding only the top-level
// fields of obj (a well-formed JSON object, as MarshalCompact writes) whose
// names are in want.
func AppendFields(dst, obj []byte, want map[string]bool) []byte {
	dst = append(dst, '{')
	first := true
	EachField(obj, func(key, field, _ []byte) {
		if want[string(key)] {
			if !first {
				dst = append(dst, ',')
			}
			first = false
			dst = append(dst, field...)
		}
	})
	return append(dst, '}')
}

// EachField calls f with each top-level field of obj (a well-formed JSON
// object, as MarshalCompact writes): its name, the whole "name":value text,
// and the value's text.
func EachField(obj []byte, f func(key, field, value []byte)) {
	i := 1 // past '{'
	for i < len(obj) && obj[i] != '}' {
		if obj[i] == ',' {
			i++
		}
		keyStart := i
		i = skipString(obj, i)
		key := obj[keyStart+1 : i-1]
		i++ // ':'
		valueStart := i
		i = skipValue(obj, i)
		f(key, obj[keyStart:i], obj[valueStart:i])
	}
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
