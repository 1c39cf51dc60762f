package business

import (
	"bytes"
	"fmt"
	"io"
	"mime"
	"net/http"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage/catalogstore"
)

// The store's menu as CSV (docs/adr/0022-store-console.md, section 5):
// exported whole, edited in a spreadsheet, imported back, with a dry run
// first.

// menuCSVTypes are the media types an import takes: text/csv, and
// text/plain, which some clients send a file as.
var menuCSVTypes = []string{"text/csv", "text/plain"}

// dryRunQuery is the import's query.
var dryRunQuery = core.InQuery("dry_run", "true: answer what the file would change, and change nothing. false (the default): change it.")

// exportMenuCSV answers the store's whole menu, hidden products too, as
// CSV: a row per menu product and weight, by product name (the columns of
// catalog.MenuCSVColumns): GET /stores/{storeId}/menu.csv.
func (s *Server) exportMenuCSV(w http.ResponseWriter, r *http.Request) error {
	c := callerOf(r)
	items, err := s.Catalog.WholeMenu(r.Context(), c.store)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := catalog.WriteMenuCSV(&b, items); err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="store-%d-menu.csv"`, c.store))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(b.Bytes())
	return nil
}

// importMenuCSV reads an uploaded menu file (text/csv, at most 5 MiB and
// 50,000 rows) and answers what it changes of the store's menu: with
// ?dry_run=true only that, otherwise it applies every change in one
// transaction, each product changed gets a new version, shoppers' menus
// show it within a second, and one audit row (menu.import) lists the
// changes. Any bad row is 422 naming each bad cell as rows[N].column, and
// nothing is changed: POST /stores/{storeId}/menu/import?dry_run=.
func (s *Server) importMenuCSV(w http.ResponseWriter, r *http.Request) error {
	var dryRun bool
	switch raw := r.URL.Query().Get("dry_run"); raw {
	case "", "false":
	case "true":
		dryRun = true
	default:
		return problem.Invalidf("dry_run", "dry_run must be true or false.")
	}
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mediaType != "text/csv" && mediaType != "text/plain" {
		return problem.New(problem.Malformed, "Send the menu file as text/csv, not %q.", r.Header.Get("Content-Type"))
	}
	if r.ContentLength > catalog.MaxMenuCSVBytes {
		return problem.Invalidf("file", fmt.Sprintf("The file is larger than %d MiB: split it, or leave out the rows that do not change.", catalog.MaxMenuCSVBytes>>20))
	}
	edge.ReadAsCSV(r)
	data, err := io.ReadAll(io.LimitReader(r.Body, catalog.MaxMenuCSVBytes+1))
	if err != nil {
		return problem.New(problem.Malformed, "The file could not be read.")
	}
	file, err := catalog.ParseMenuCSV(data)
	if err != nil {
		return err
	}
	c := callerOf(r)
	done, err := s.Catalog.ImportMenu(r.Context(), catalogstore.MenuImport{StoreID: c.store, File: file, DryRun: dryRun,
		Audit: *audited(r, "menu.import")})
	if err != nil {
		return err
	}
	out := MenuImportAnswer{DryRun: dryRun, Rows: done.Rows, ProductsChanged: len(done.Products),
		Products: make([]MenuImportProduct, len(done.Products))}
	for i, p := range done.Products {
		mp := MenuImportProduct{MenuProductID: p.Item.ID, ProductName: p.Item.ProductName, Brand: p.Item.Brand, Version: p.Version,
			Changes: make([]MenuImportChange, len(p.Fields))}
		for j, f := range p.Fields {
			mp.Changes[j] = MenuImportChange{Row: f.Line, Field: f.Field, PriceID: f.PriceID, WeightLabel: f.PriceID.Label(),
				Before: f.Before, After: f.After}
		}
		out.Products[i] = mp
	}
	if !dryRun && len(done.Products) > 0 {
		s.Log.InfoContext(r.Context(), "menu imported in the store console", "store_id", c.store, "rows", done.Rows,
			"products", len(done.Products), "staff_id", c.actor.StaffID, "token_id", c.actor.TokenID,
			"request_id", core.RequestID(r.Context()))
	}
	w.Header().Set("Cache-Control", "no-store")
	core.Encode(w, http.StatusOK, out)
	return nil
}
