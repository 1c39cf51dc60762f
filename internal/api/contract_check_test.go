package api_test

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
)

// contractValidator checks requests and answers against the committed API
// contract (openapi.json, ADR 0020), built once.
var contractValidator = sync.OnceValues(func() (validator.Validator, error) {
	b, err := os.ReadFile("openapi.json")
	if err != nil {
		return nil, err
	}
	doc, err := libopenapi.NewDocument(b)
	if err != nil {
		return nil, err
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return v, nil
})

// checkContract fails the test when an answer the API tests got disagrees
// with the contract, or when the server took a request that the contract
// says it refuses. The /v1 twins are checked as the
// /api/v1 operations they are. Paths the contract does not describe (the
// app's pages, and the unknown paths the fallbacks answer) are left alone.
func checkContract(t testing.TB, req *http.Request, body []byte, res *http.Response, raw []byte) {
	t.Helper()
	v, err := contractValidator()
	if err != nil {
		t.Fatalf("the API contract: %v", err)
	}
	// A /v1 twin is its /api/v1 operation.
	twin := func(p string) string {
		if rest, ok := strings.CutPrefix(p, "/v1/"); ok {
			return "/api/v1/" + rest
		}
		return p
	}
	u := *req.URL
	u.Path, u.RawPath = twin(u.Path), twin(u.RawPath)
	checked := req.Clone(req.Context())
	checked.URL = &u
	checked.Body = io.NopCloser(bytes.NewReader(body))
	answer := *res
	answer.Body = io.NopCloser(bytes.NewReader(raw))
	ok, problems := v.ValidateHttpRequestResponse(checked, &answer)
	if ok {
		return
	}
	for _, p := range problems {
		// A JSON answer of success is an operation's, and must be described;
		// but for the admin listener's list of error reports, which is for
		// operators on a private address and not in the contract (ADR 0020).
		jsonDone := res.StatusCode < 300 && strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") &&
			req.URL.Path != "/client-errors"
		if p.ValidationType == "path" && !jsonDone && (p.ValidationSubType == "missing" || req.Method == http.MethodOptions ||
			res.StatusCode == http.StatusMethodNotAllowed || res.StatusCode == http.StatusNotFound) {
			// Not an operation: a page of the app, an unknown path or
			// method the fallbacks answer, or a CORS preflight (cors.go).
			continue
		}
		if p.ValidationType != "response" && res.StatusCode >= 400 {
			// A request off the contract that the server refused too:
			// what the tests of bad input send. The refusal itself is
			// still checked.
			continue
		}
		t.Errorf("contract: %s %s → %d: [%s/%s] %s: %s", req.Method, req.URL.Path, res.StatusCode, p.ValidationType, p.ValidationSubType, p.Message, p.Reason)
		for _, e := range p.SchemaValidationErrors {
			t.Errorf("  %s at %s", e.Reason, e.FieldPath)
		}
	}
}
