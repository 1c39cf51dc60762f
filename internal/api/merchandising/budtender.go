package merchandising

import (
	"cmp"
	"encoding/base64"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/budtender"
	"github.com/pistil/pistil/internal/problem"
)

// BudtenderRequest is a /v2/virtual-budtender call, snake_case or camelCase.
type BudtenderRequest struct {
	StoreID           core.FlexInt  `json:"store_id"`
	StoreIDCamel      core.FlexInt  `json:"storeId"`
	Query             string        `json:"query"`
	JaneDeviceID      string        `json:"jane_device_id"`
	JaneDeviceIDCamel string        `json:"janeDeviceId"`
	DistinctID        string        `json:"distinct_id"`
	SearchAttributes  []string      `json:"search_attributes"`
	Limit             *core.FlexInt `json:"limit"`
}

const (
	maxBudtenderQuery   = 300
	defaultBudtenderMax = 10
	// msgNeedDevice is the spec's error for a call without a device id.
	msgNeedDevice = "Jane Device ID (jdid) is required for the virtual budtender."
)

// budtenderCall reads a budtender request: the feature must be on, the
// shopper's device id given (in the body or the jdid cookie), the store known.
func (s *Server) budtenderCall(r *http.Request) (BudtenderRequest, *core.MenuView, int64, error) {
	if !s.Feature("virtual_budtender") {
		return BudtenderRequest{}, nil, 0, problem.New(problem.NotFound, "The virtual budtender is not switched on here.")
	}
	req, err := core.Decode[BudtenderRequest](r)
	if err != nil {
		return req, nil, 0, err
	}
	device := cmp.Or(req.JaneDeviceID, req.JaneDeviceIDCamel, strings.TrimPrefix(req.DistinctID, "$device:"))
	if c, err := r.Cookie("jdid"); device == "" && err == nil {
		device = c.Value
	}
	if device == "" {
		return req, nil, 0, invalid("janeDeviceId", msgNeedDevice)
	}
	storeID := int64(cmp.Or(req.StoreID, req.StoreIDCamel))
	if storeID <= 0 {
		return req, nil, 0, core.BadField("store_id", "is required.")
	}
	ix, err := s.Menus.Index(r.Context(), storeID)
	return req, ix, storeID, err
}

// virtualBudtender answers a plain-language request with products, each
// with its score and reasoning, and the answer as HTML and Markdown. It is
// worked out from the menu alone (package budtender), no outside service.
func (s *Server) virtualBudtender(w http.ResponseWriter, r *http.Request) error {
	req, ix, storeID, err := s.budtenderCall(r)
	if err != nil {
		return err
	}
	query := strings.TrimSpace(req.Query)
	if query == "" || len(query) > maxBudtenderQuery {
		return invalid("query", fmt.Sprintf("Tell the budtender what you are looking for, in at most %d characters.", maxBudtenderQuery))
	}
	limit := defaultBudtenderMax
	if req.Limit != nil {
		limit = int(*req.Limit)
	}
	if limit < 1 || limit > 50 {
		return invalid("limit", "limit must be from 1 to 50.")
	}
	intent := budtender.Parse(query)
	hidden := s.ViewHidesPrices(r, ix)
	if hidden {
		// a shopper who may not see the store's prices cannot search by them either
		intent.MinPrice, intent.MaxPrice, intent.Cheap = 0, 0, false
	}
	all := budtender.Recommend(intent, ix.All(), 0)
	results := all[:min(limit, len(all))]
	if hidden {
		for i := range results {
			results[i].Reasoning = strings.TrimSuffix(results[i].Reasoning, ", "+budtender.Price(results[i].Offer)+".") + "."
		}
	}
	want := core.AttributesOf(req.SearchAttributes)
	products := make([]BudtenderProduct, 0, len(results))
	for _, res := range results {
		m := res.Product
		attrs, err := ix.ProductFields(nil, m.ID, hidden, want)
		if err != nil {
			return err
		}
		products = append(products, BudtenderProduct{
			ObjectID: strconv.FormatInt(m.ID, 10), ProductID: m.Product.ID,
			AdToken: base64.RawURLEncoding.EncodeToString(fmt.Appendf(nil, "virtual_budtender_search:%d:%d", storeID, m.ID)),
			Score:   res.Score, Reasoning: res.Reasoning, PriceID: res.Offer.PriceID,
			SearchAttributes: attrs,
		})
	}
	core.Encode(w, http.StatusOK, BudtenderAnswer{
		Query: query, Products: products, TotalResults: len(all),
		HTMLResponse: budtender.HTML(intent, results), MarkdownResponse: budtender.Markdown(intent, results),
	})
	return nil
}

// budtenderQueries suggests requests that find products on this menu.
func (s *Server) budtenderQueries(w http.ResponseWriter, r *http.Request) error {
	_, ix, _, err := s.budtenderCall(r)
	if err != nil {
		return err
	}
	core.Encode(w, http.StatusOK, BudtenderQueries{Queries: budtender.SuggestedQueries(ix.All())})
	return nil
}

// invalid is a validation error on one field, its message also the error's.
func invalid(field, message string) error {
	var v problem.Validations
	v.Add(field, message)
	return v.Err(message)
}
