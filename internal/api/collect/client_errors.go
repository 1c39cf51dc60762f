package collect

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/clienterr"
	"github.com/pistil/pistil/internal/problem"
)

// maxReportUserAgent caps the user agent kept with an error report, in
// characters: browsers' are under 200.
const maxReportUserAgent = 300

// ClientErrorRequest is an error report as the app sends it
// (web/src/lib/errorReporting.ts); user_id may be a number or a numeric string.
type ClientErrorRequest struct {
	clienterr.Report
	UserID *core.FlexInt `json:"user_id"`
}

// collectClientError keeps an error report from a shopper's browser. The
// app sends it as text/plain (no CORS preflight, also from a partner's page)
// with keepalive, so it arrives even as the page unloads; nobody reads the
// answer but tests, which get 204 or a 4xx in the error shape.
func (s *Server) collectClientError(w http.ResponseWriter, r *http.Request) error {
	data, err := core.ReadBody(r, clienterr.MaxBody)
	if err != nil {
		return err
	}
	if len(data) > clienterr.MaxBody {
		return problem.New(problem.Malformed, "The error report is larger than %d bytes.", clienterr.MaxBody)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return problem.New(problem.Malformed, "The request body is empty; send a JSON object.")
	}
	var req ClientErrorRequest
	if err := json.Unmarshal(data, &req); err != nil {
		return core.BadJSON(data, err)
	}
	report := req.Report
	if req.UserID != nil {
		id := int64(*req.UserID)
		report.CustomerID = &id
	}
	report, err = clienterr.Check(report)
	if err != nil {
		return err
	}
	// The user agent is informational: the edge check lets any through,
	// and the report keeps a sanitised copy.
	ua := edge.Informational(r.UserAgent(), maxReportUserAgent)
	id, err := s.Events.RecordClientError(r.Context(), clienterr.Stored{Report: report, UserAgent: ua, RequestID: core.RequestID(r.Context())})
	if err != nil {
		return err
	}
	// Debug, and without the client's text: every shopper's browser can
	// write here, and the report itself is in the database.
	s.Log.DebugContext(r.Context(), "client error reported", "client_error_id", id, "mode", report.Mode)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// ClientErrorList answers the admin listener's GET /client-errors.
type ClientErrorList struct {
	ClientErrors []clienterr.Stored `json:"client_errors"`
}

// ListClientErrors answers the newest error reports (admin listener):
// ?limit= (1 to 1000, default 100) and ?since= (an RFC 3339 time).
func (s *Server) ListClientErrors(w http.ResponseWriter, r *http.Request) error {
	limit, since, err := clientErrorQuery(r)
	if err != nil {
		return err
	}
	list, err := s.Events.ClientErrors(r.Context(), since, limit)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, ClientErrorList{ClientErrors: list})
	return nil
}

func clientErrorQuery(r *http.Request) (limit int, since time.Time, err error) {
	var v problem.Validations
	limit = 100
	if s := r.URL.Query().Get("limit"); s != "" {
		if limit, err = strconv.Atoi(s); err != nil || limit < 1 || limit > 1000 {
			v.Add("limit", "must be a whole number from 1 to 1000")
		}
	}
	if s := r.URL.Query().Get("since"); s != "" {
		if since, err = time.Parse(time.RFC3339, s); err != nil {
			v.Add("since", "must be a time such as 2026-11-24T10:00:00Z")
		}
	}
	return limit, since, v.Err("The query is not valid.")
}
