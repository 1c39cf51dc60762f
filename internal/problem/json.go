package problem

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// ExplainJSON explains an error of encoding/json decoding data, with the
// field or the line and column it is at, in the words of a Malformed
// error's message.
func ExplainJSON(data []byte, err error) string {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr) && typeErr.Field != "":
		return fmt.Sprintf("%s must be %s, not %s.", typeErr.Field, article(typeErr.Type.Kind().String()), typeErr.Value)
	case errors.As(err, &typeErr):
		return fmt.Sprintf("expected %s, found %s.", article(typeErr.Type.Kind().String()), typeErr.Value)
	case errors.As(err, &syntaxErr):
		line, col := position(data, syntaxErr.Offset)
		return fmt.Sprintf("%s at line %d, column %d.", syntaxErr.Error(), line, col)
	}
	return err.Error() + "."
}

func article(kind string) string {
	switch kind {
	case "int", "int64", "int32", "uint", "uint64":
		return "a whole number"
	case "float64", "float32":
		return "a number"
	case "struct", "map":
		return "an object"
	case "slice", "array":
		return "a list"
	case "bool":
		return "true or false"
	}
	return "a " + kind
}

// position is the line and column of a byte offset of data, from 1.
func position(data []byte, offset int64) (line, col int) {
	if offset > int64(len(data)) {
		offset = int64(len(data))
	}
	before := data[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(offset) - bytes.LastIndexByte(before, '\n')
	return line, col
}
