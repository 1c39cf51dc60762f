package core

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"maps"
	"math"
	"net/http"
	"reflect"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// maxBody caps a request body; nothing the storefront sends comes near it.
const maxBody = 1 << 20

// statusOf is the one table from error kinds to HTTP status codes.
var statusOf = map[problem.Kind]int{
	problem.Malformed:    http.StatusBadRequest,
	problem.Unauthorized: http.StatusUnauthorized,
	problem.Forbidden:    http.StatusForbidden,
	problem.NotFound:     http.StatusNotFound,
	problem.Conflict:     http.StatusConflict,
	problem.Invalid:      http.StatusUnprocessableEntity,
	problem.Throttled:    http.StatusTooManyRequests,
	problem.Unavailable:  http.StatusServiceUnavailable,
	problem.Maintenance:  StatusMaintenance,
	problem.Internal:     http.StatusInternalServerError,
}

// Statuses is a copy of the table from error kinds to HTTP status codes,
// for the contract, which lists each error's status.
func Statuses() map[problem.Kind]int { return maps.Clone(statusOf) }

// Encode writes v as JSON with the given status.
func Encode(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		http.Error(w, `{"code":"internal","message":"Server error has occurred"}`, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// ErrorBody is the one error shape of docs/api.md.
type ErrorBody struct {
	Code    problem.Kind `json:"code"`
	Message string       `json:"message"`
	// Validations maps each field refused to its messages.
	Validations map[string][]string `json:"validations,omitempty"`
	problem.Details
}

// statusClientClosed is logged for requests the client abandoned (the code
// nginx uses for it); the client never sees it.
const statusClientClosed = 499

// WriteError answers err in the one error shape. Errors that are not a
// *problem.Error are internal: logged with the request id, never shown.
func WriteError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	var p *problem.Error
	if r.Context().Err() != nil && errors.Is(err, r.Context().Err()) {
		// The client went away (a cancelled fetch, a closed tab): nobody
		// reads the answer, and it is not a server fault.
		log.DebugContext(r.Context(), "request cancelled", "err", err, "path", r.URL.Path, "request_id", RequestID(r.Context()))
		w.WriteHeader(statusClientClosed)
		return
	}
	if !errors.As(err, &p) {
		log.ErrorContext(r.Context(), "internal error", "err", err, "method", r.Method, "path", r.URL.Path,
			"request_id", RequestID(r.Context()))
		p = &problem.Error{Kind: problem.Internal, Message: "Server error has occurred"}
	}
	status, ok := statusOf[p.Kind]
	if !ok {
		status = http.StatusInternalServerError
	}
	Encode(w, status, ErrorBody{Code: p.Kind, Message: p.Message, Validations: p.Fields, Details: p.Details})
}

// Decode reads a JSON request body of at most maxBody bytes into a T.
// Whatever the content type (browsers send text/plain to skip a CORS
// preflight), the body must be one JSON object. The error is
// problem.Malformed with a readable message.
func Decode[T any](r *http.Request) (T, error) { return DecodeCapped[T](r, maxBody) }

// DecodeCapped is decode with a cap of limit bytes on the body.
func DecodeCapped[T any](r *http.Request, limit int64) (T, error) {
	var v T
	if r.ContentLength > limit {
		return v, problem.New(problem.Malformed, "The request body is larger than %d bytes.", limit)
	}
	data, err := ReadBody(r, limit)
	if err != nil {
		return v, err
	}
	if int64(len(data)) > limit {
		return v, problem.New(problem.Malformed, "The request body is larger than %d bytes.", limit)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return v, problem.New(problem.Malformed, "The request body is empty; send a JSON object.")
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return v, BadJSON(data, err)
	}
	return v, nil
}

// ReadBody reads at most limit+1 bytes of r's body. A text the edge check
// refuses (api/edge) is answered as such.
func ReadBody(r *http.Request, limit int64) ([]byte, error) {
	edge.ReadAsJSON(r)
	data, err := io.ReadAll(io.LimitReader(r.Body, limit+1))
	var p *problem.Error
	if errors.As(err, &p) {
		return nil, p
	}
	if err != nil {
		return nil, problem.New(problem.Malformed, "The request body could not be read.")
	}
	return data, nil
}

// BadJSON is the 400 for a body that does not decode; a value of the
// wrong type names its field in the validations too.
func BadJSON(data []byte, err error) error {
	what := problem.ExplainJSON(data, err)
	msg := "The request body is not valid JSON: " + what
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) && typeErr.Field != "" {
		return &problem.Error{Kind: problem.Malformed, Message: msg, Fields: map[string][]string{typeErr.Field: {what}}}
	}
	return problem.New(problem.Malformed, "%s", msg)
}

// FlexInt is a whole number sent as a JSON number or a numeric string.
type FlexInt int64

func (n *FlexInt) UnmarshalJSON(b []byte) error {
	s := strings.TrimSpace(string(b))
	if s == "null" {
		return nil
	}
	if strings.HasPrefix(s, `"`) {
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		s = strings.TrimSpace(s)
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		// 1e3 is a whole number too; one beyond int64 (1e20) is not one
		// Pistil takes: converting it would wrap it around.
		if f, ferr := strconv.ParseFloat(s, 64); ferr == nil && f >= math.MinInt64 && f < math.MaxInt64 && f == math.Trunc(f) {
			*n = FlexInt(f)
			return nil
		}
		// A type error, which encoding/json completes with the field's
		// name (problem.ExplainJSON).
		return &json.UnmarshalTypeError{Value: strconv.Quote(s), Type: reflect.TypeFor[int64]()}
	}
	*n = FlexInt(v)
	return nil
}

// PathID reads a positive whole-number path parameter.
func PathID(r *http.Request, name string) (int64, error) {
	return ParseID(r.PathValue(name), name)
}

func ParseID(s, name string) (int64, error) {
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, problem.New(problem.Malformed, "%s must be a positive whole number, not %q.", name, s)
	}
	return id, nil
}

// OpenKey is a key of an answer named by its value (price_gram): the
// wire's open keys, which a type describes to the contract with OpenKeys.
type OpenKey struct {
	Name  string
	Value any
}

// WithKeys is v's JSON object with keys added at its end, in order.
func WithKeys(v any, keys ...OpenKey) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	out := bytes.TrimRight(buf.Bytes(), "\n")
	if len(keys) == 0 {
		return out, nil
	}
	// A copy without the object's closing brace: buf is written again.
	out = append([]byte(nil), out[:len(out)-1]...)
	for _, k := range keys {
		if len(out) > 1 {
			out = append(out, ',')
		}
		name, err := json.Marshal(k.Name)
		if err != nil {
			return nil, err
		}
		out = append(append(out, name...), ':')
		buf.Reset()
		if err := enc.Encode(k.Value); err != nil {
			return nil, err
		}
		out = append(out, bytes.TrimRight(buf.Bytes(), "\n")...)
	}
	return append(out, '}'), nil
}

// WeightKeys are the keys named for a weight, of each prefix given with
// its JSON Schema: price_ gives price_each, price_gram…
func WeightKeys(prefixes map[string]any) map[string]any {
	keys := map[string]any{}
	for prefix, schema := range prefixes {
		for _, w := range catalog.Weights {
			keys[prefix+string(w)] = schema
		}
	}
	return keys
}
