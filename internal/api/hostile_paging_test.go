package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage/accountstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// hostilePages are page numbers no pager sends: huge, negative, beyond
// int64, fractional, in another notation, or not numbers at all.
var hostilePages = []string{"1e12", "-1", "99999999999999999999", "9223372036854775807", "-9223372036854775808",
	"1000001", "1.5", "0x10", " 2", "abc", "NaN", "∞"}

// TestHostilePaging sends every paging parameter of the storefront API
// (/api/v1 and the frameless /v1), its staff routes and the merchandising
// service values out of their bounds (docs/security.md, "Paging"): a page
// number out of bounds is a 400 in the one error shape naming the
// parameter, the merchandising service's huge pages answer its empty page
// past the end, and parameters the API does not page with (per_page,
// limit, offset, hitsPerPage, page_size on the storefront API) change
// nothing. No answer is a 5xx, on either database; the bounds themselves
// are answered.
func TestHostilePaging(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		srv := newServer(t, db)
		ada := signUp(t, srv, db, "ada@example.com")
		token, err := accountstore.New(db).CreateStaffToken(context.Background(), ct.StoreSF, "front desk", staff.ActorCLI)
		if err != nil {
			t.Fatal(err)
		}
		staff := auth("Bearer " + token)
		const near = "lat=37.75&long=-122.42"

		// Pages counted in the query, from 1 or (nearby products) from 0.
		type route struct {
			path   string // with its query, to which &page= is added
			header http.Header
			first  int
			list   string // the answer's list
		}
		var routes []route
		for _, prefix := range []string{"/api/v1", "/v1"} {
			routes = append(routes,
				route{prefix + "/reservations?", ada, 1, "reservations"},
				route{prefix + "/stores/1/reviews?", nil, 1, "reviews"},
				route{prefix + fmt.Sprintf("/products/%d/reviews?", ct.FlowerBlueDream), nil, 1, "reviews"},
				route{prefix + "/staff/reservations?status=pending&", staff, 1, "reservations"},
				route{prefix + "/products?" + near + "&", nil, 0, "products"},
			)
		}
		for _, rt := range routes {
			first, last := rt.first, rt.first+999_999
			bad := append([]string{fmt.Sprint(first - 1), fmt.Sprint(last + 1)}, hostilePages...)
			for _, page := range bad {
				path := rt.path + "page=" + url.QueryEscape(page)
				r := callWith(t, srv, "GET", path, "", rt.header)
				if r.status != 400 || r.body["code"] != "malformed" || get(r.body, "validations", "page") == nil ||
					!strings.Contains(fmt.Sprint(r.body["message"]), fmt.Sprintf("from %d to %d", first, last)) {
					t.Errorf("%s = %d %.300s; want 400 malformed naming page and its bounds", path, r.status, r.raw)
				}
			}
			// The bounds are answered: the last page is past the end, an
			// empty list (on PostgreSQL an OFFSET of millions).
			for _, page := range []int{first, last} {
				path := rt.path + "page=" + fmt.Sprint(page)
				r := callWith(t, srv, "GET", path, "", rt.header)
				if r.status != 200 || r.body[rt.list] == nil || page == last && len(r.body[rt.list].([]any)) != 0 {
					t.Errorf("%s = %d %.300s; want 200", path, r.status, r.raw)
				}
			}
			// Other paging parameters are not read: the server's page size
			// holds.
			plain := callWith(t, srv, "GET", rt.path+"page="+fmt.Sprint(first), "", rt.header)
			for _, extra := range []string{"per_page=1e12", "per_page=-1", "limit=99999999999999999999", "limit=0",
				"offset=-1", "offset=9223372036854775807", "hitsPerPage=abc", "page_size=1000000000", "page_index=-5"} {
				path := rt.path + "page=" + fmt.Sprint(first) + "&" + extra
				r := callWith(t, srv, "GET", path, "", rt.header)
				if r.status != 200 || r.raw != plain.raw {
					t.Errorf("%s = %d %.300s; want the page without %s: %.300s", path, r.status, r.raw, extra, plain.raw)
				}
			}
		}

		// The merchandising service: pages counted from 0 in the body.
		smart := func(fields string) string {
			return `{"store_id": 1, "search_filter": "store_id:1", "page_size": 2, ` + fields + `}`
		}
		for _, tc := range []struct {
			fields string
			status int
			field  string // the validation a 400 names
		}{
			{`"page": -1`, 400, "page"},
			{`"page_index": -1`, 400, "page_index"},
			{`"page": -9223372036854775808`, 400, "page"},
			{`"page": 99999999999999999999`, 400, "page"},
			{`"page": 1e20`, 400, "page"},
			{`"page": 9223372036854775808`, 400, "page"},
			{`"page": "abc"`, 400, "page"},
			{`"page": 1.5`, 400, "page"},
			{`"page": true`, 400, "page"},
			{`"page_index": "0x10"`, 400, "page_index"},
			{`"page_size": 201`, 400, "page_size"},
			{`"page_size": -1`, 400, "page_size"},
			{`"page_size": 1e12`, 400, "page_size"},
			{`"max_products": 99999999999999999999`, 400, "max_products"},
			// Huge pages answer the empty page past the end.
			{`"page": 1e12`, 200, ""},
			{`"page": "1000000000000"`, 200, ""},
			{`"page": 9223372036854775807`, 200, ""},
			{`"page_index": 4611686018427387904`, 200, ""},
			{`"page": 2, "page_size": 0`, 200, ""},
			// Parameters the service does not page with change nothing.
			{`"page": 1e12, "hitsPerPage": 1000000, "per_page": -1, "offset": -1, "limit": 99999999999999999999`, 200, ""},
		} {
			for _, path := range []string{"/merch/v2/smart", "/merch/v2/smart?jdm_source=monolith&page=-1&hitsPerPage=1e12"} {
				r := send(t, srv, "POST", path, "text/plain", strings.NewReader(smart(tc.fields)), nil)
				switch {
				case r.status != tc.status:
					t.Errorf("%s %s = %d %.300s; want %d", path, tc.fields, r.status, r.raw, tc.status)
				case tc.status == 400 && (r.body["code"] != "malformed" || r.body["message"] == nil || get(r.body, "validations", tc.field) == nil):
					t.Errorf("%s %s: %.300s; want malformed naming %s", path, tc.fields, r.raw, tc.field)
				case tc.status == 200 && (len(r.body["products"].([]any)) != 0 || r.body["nb_hits"] != 3.0):
					t.Errorf("%s %s: %.300s; want the empty page past the end", path, tc.fields, r.raw)
				}
			}
		}
		// /v2/multi's rows and /v2/smartpage are bounded likewise.
		for body, field := range map[string]string{
			`{"type": "custom", "store_id": 1, "placements": [{"placement": "menu_inline", "page_size": 99999999999999999999}]}`: "placements.page_size",
			`{"type": "custom", "store_id": 1, "placements": [{"placement": "menu_inline", "page_size": -1}]}`:                   "placements[0].page_size",
			`{"store_id": 1, "object_ids": ` + jsonOf(make([]string, 201)) + `}`:                                                 "object_ids",
		} {
			path := "/merch/v2/multi"
			if strings.Contains(body, "object_ids") {
				path = "/merch/v2/smartpage"
			}
			r := send(t, srv, "POST", path, "text/plain", strings.NewReader(body), nil)
			if r.status != 400 || r.body["code"] != "malformed" || get(r.body, "validations", field) == nil {
				t.Errorf("%s %.100s = %d %.300s; want 400 naming %s", path, body, r.status, r.raw, field)
			}
		}
	})
}
