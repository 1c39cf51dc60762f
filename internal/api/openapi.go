package api

import (
	_ "embed"
	"net/http"
)

// openAPIDocument is the API contract (ADR 0020), built from the route
// tables by TestOpenAPI and committed; the server serves it as it is.
//
//go:embed openapi.json
var openAPIDocument []byte

// openAPI answers the API contract: GET /api/openapi.json.
func openAPI(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, err := w.Write(openAPIDocument)
	return err
}
