package api_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/staff"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

// shopperEighth is Blue Dream's eighth at SF as a shopper's menu shows
// it: its price and its stock.
func shopperEighth(t *testing.T, srv *httptest.Server) (price, stock any) {
	t.Helper()
	r := call(t, srv, "GET", fmt.Sprintf("/api/v1/materialized_menu_products?store_id=%d&product_id=%d", ct.StoreSF, ct.FlowerBlueDream), "")
	list, _ := r.body["materialized_menu_products"].([]any)
	if r.status != 200 || len(list) != 1 {
		t.Fatalf("the shopper's menu = %d %s", r.status, r.raw)
	}
	return get(list[0], "price_eighth_ounce"), get(list[0], "stock_eighth_ounce")
}

// TestBusinessMenu: a manager finds Blue Dream on the console's menu and
// changes the eighth's price, which the shopper's menu shows once its
// index is a second old; a second manager who opened it before is told it
// changed (409, with the version now); a budtender may not edit the menu
// but marks the eighth out of stock, and a count with a stale count seen
// is refused naming the count now; store B's manager gets nothing of
// store A's menu, and store B's item under store A's path is not found.
// Every change is in the audit log.
func TestBusinessMenu(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, queueStart)
		srv := newServer(t, db)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		late := staffMember(t, db, srv, "late@shop.example", staff.Manager, ct.StoreSF, 0)
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		denver := staffMember(t, db, srv, "denver@shop.example", staff.Manager, ct.StoreDenver, 0)
		menu := fmt.Sprintf("/stores/%d/menu", ct.StoreSF)
		if price, stock := shopperEighth(t, srv); price != 35.0 || stock != 5.0 {
			t.Fatalf("the shopper's eighth = %v × %v, want 35 × 5", price, stock)
		}

		// The list: every item, hidden ones too, by name; search, kind, visibility, paging.
		r := mgr.call(t, "GET", menu, "")
		if r.status != 200 || r.body["total"] != 4.0 || r.body["per_page"] != 50.0 || r.body["page"] != 1.0 ||
			get(r.body, "menu_products", 0, "product_name") != "Blue Dream" || get(r.body, "menu_products", 1, "visible") != false ||
			r.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("menu = %d %s", r.status, r.raw)
		}
		item := get(r.body, "menu_products", 0)
		id := get(item, "id").(float64)
		if get(item, "product_id") != float64(ct.FlowerBlueDream) || get(item, "brand") != "Coastal Cultivators" || get(item, "kind") != "flower" ||
			get(item, "version") != 1.0 || get(item, "visible") != true || get(item, "max_cart_quantity") != 0.0 ||
			get(item, "weights", 1, "price_id") != "eighth_ounce" || get(item, "weights", 1, "weight_label") != "3.5g" ||
			get(item, "weights", 1, "price") != 35.0 || get(item, "weights", 1, "stock") != 5.0 {
			t.Errorf("Blue Dream = %v", item)
		}
		for query, total := range map[string]float64{"?q=BLUE": 1, "?q=peak": 2, "?kind=vape": 1, "?visible=false": 1,
			"?visible=true&kind=edible": 1, "?q=nothing": 0, "?page=2": 4} {
			if r := mgr.call(t, "GET", menu+query, ""); r.status != 200 || r.body["total"] != total {
				t.Errorf("menu%s = %d %s, want %v", query, r.status, r.raw, total)
			}
		}
		for query, field := range map[string]string{"?kind=weed": "kind", "?visible=maybe": "visible"} {
			wantProblem(t, "menu"+query, mgr.call(t, "GET", menu+query, ""), 422, field)
		}
		one := fmt.Sprintf("%s/%.0f", menu, id)
		if r := bud.call(t, "GET", one, ""); r.status != 200 || get(r.body, "menu_product", "id") != id || get(r.body, "menu_product", "version") != 1.0 {
			t.Fatalf("a budtender reads Blue Dream = %d %s", r.status, r.raw)
		}
		opened := late.call(t, "GET", one, "") // the second manager opens it now, at version 1

		// The manager's edit: the eighth at $32.50 (a numeric string, as anywhere), a note.
		edit := `{"version": 1, "store_notes": " Fresh jars Fridays. ", "weights": [{"price_id": "gram", "price": 12},
			{"price_id": "eighth_ounce", "price": "32.50"}, {"price_id": "quarter_ounce", "price": 65}]}`
		r = mgr.call(t, "PUT", one, edit)
		if r.status != 200 || get(r.body, "menu_product", "version") != 2.0 || get(r.body, "menu_product", "weights", 1, "price") != 32.5 ||
			get(r.body, "menu_product", "weights", 1, "stock") != 5.0 || get(r.body, "menu_product", "store_notes") != "Fresh jars Fridays." {
			t.Fatalf("the manager's edit = %d %s", r.status, r.raw)
		}
		// The shoppers' menu index is checked at most once a second.
		if price, _ := shopperEighth(t, srv); price != 35.0 {
			t.Errorf("the shopper's eighth at once = %v, want the index's 35 until it is a second old", price)
		}
		advance(time.Second)
		if price, _ := shopperEighth(t, srv); price != 32.5 {
			t.Errorf("the shopper's eighth a second later = %v, want 32.5", price)
		}

		// The second manager saves over what they opened: refused, with the version now.
		if get(opened.body, "menu_product", "version") != 1.0 {
			t.Fatalf("opened = %s", opened.raw)
		}
		r = late.call(t, "PUT", one, `{"version": 1, "visible": false}`)
		if r.status != 409 || r.body["code"] != "conflict" || r.body["version"] != 2.0 ||
			r.body["message"] != "This product was changed since you opened it. Reload it to see the change, then make yours again." {
			t.Errorf("a stale edit = %d %s", r.status, r.raw)
		}

		// Refused edits: no version, a bad weight, another store's item, a malformed id.
		wantProblem(t, "an edit without a version", mgr.call(t, "PUT", one, `{"visible": false}`), 422, "version")
		wantProblem(t, "a negative price", mgr.call(t, "PUT", one, `{"version": 2, "visible": false, "weights": [{"price_id": "gram", "price": -1}]}`), 422, "weights[0].price")
		wantProblem(t, "a count without the count seen", mgr.call(t, "PUT", one, `{"version": 2, "weights": [{"price_id": "gram", "price": 12, "stock": 9}]}`), 422, "weights[0].stock_was")
		r = call(t, srv, "GET", fmt.Sprintf("/api/v1/materialized_menu_products?store_id=%d&product_id=%d", ct.StoreDenver, ct.EdibleGummies), "")
		denverItem := get(r.body, "materialized_menu_products", 0, "menu_product_id")
		other := fmt.Sprintf("%s/%.0f", menu, denverItem)
		wantProblem(t, "store B's item under store A", mgr.call(t, "GET", other, ""), 404, "")
		wantProblem(t, "an edit of store B's item under store A", mgr.call(t, "PUT", other, `{"version": 1, "visible": false}`), 404, "")
		wantProblem(t, "a count of store B's item under store A", bud.call(t, "POST", other+"/stock", `{"price_id": "each", "stock": 0}`), 404, "")
		wantProblem(t, "a malformed id", mgr.call(t, "GET", menu+"/blue-dream", ""), 404, "")

		// A budtender cannot edit, but counts at the counter.
		r = bud.call(t, "PUT", one, `{"version": 2, "visible": false}`)
		if r.status != 403 || r.body["message"] != "A budtender cannot edit the menu." {
			t.Errorf("a budtender's edit = %d %s", r.status, r.raw)
		}
		r = bud.call(t, "POST", one+"/stock", `{"price_id": "eighth_ounce", "stock": 0}`)
		if r.status != 200 || get(r.body, "menu_product", "weights", 1, "stock") != 0.0 || get(r.body, "menu_product", "version") != 2.0 {
			t.Fatalf("out of stock = %d %s", r.status, r.raw)
		}
		r = bud.call(t, "POST", one+"/stock", `{"price_id": "eighth_ounce", "stock": 6, "stock_was": 5}`)
		if r.status != 409 || r.body["stock"] != 0.0 || r.body["price_id"] != "eighth_ounce" ||
			r.body["message"] != "The stock of 3.5g was changed since you opened it: it is 0 now. Reload it to see the change, then make yours again." {
			t.Errorf("a stale count = %d %s", r.status, r.raw)
		}
		if r := bud.call(t, "POST", one+"/stock", `{"price_id": "eighth_ounce", "stock": 6, "stock_was": 0}`); r.status != 200 || get(r.body, "menu_product", "weights", 1, "stock") != 6.0 {
			t.Errorf("a count = %d %s", r.status, r.raw)
		}
		wantProblem(t, "a count of a weight it does not sell", bud.call(t, "POST", one+"/stock", `{"price_id": "ounce", "stock": 0}`), 422, "price_id")
		wantProblem(t, "a count with none", bud.call(t, "POST", one+"/stock", `{"price_id": "gram"}`), 422, "stock")
		advance(time.Second)
		if _, stock := shopperEighth(t, srv); stock != 6.0 {
			t.Errorf("the shopper's eighth in stock = %v, want 6", stock)
		}

		// Store B's manager gets nothing of store A's menu.
		for _, c := range []struct{ method, path, body string }{{"GET", menu, ""}, {"GET", one, ""}, {"PUT", one, `{"version": 2}`},
			{"POST", one + "/stock", `{"price_id": "gram", "stock": 0}`}} {
			if r := denver.call(t, c.method, c.path, c.body); r.status != 403 || r.body["message"] != staff.MsgNotYourStore {
				t.Errorf("store B's manager: %s %s = %d %s", c.method, c.path, r.status, r.raw)
			}
		}

		rows, err := db.AuditLog(context.Background(), ct.StoreSF, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, a := range rows {
			if a.Subject == fmt.Sprintf("menu_product:%.0f", id) {
				got = append(got, a.Action+" "+a.Actor)
			}
		}
		want := []string{"menu_product.stock staff:bud@shop.example", "menu_product.stock staff:bud@shop.example", "menu_product.update staff:mgr@shop.example"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("audit, newest first = %v, want %v", got, want)
		}
		if p, _ := db.MenuProduct(context.Background(), ct.StoreSF, ct.FlowerBlueDream); p.StoreNote != "Fresh jars Fridays." || !p.Visible {
			t.Errorf("the stored item = %+v", p)
		}
	})
}

// TestBusinessMenuBounds: numbers past what a menu holds (and past the
// database's 32-bit columns) are refused with their paths, never a 5xx,
// and change nothing.
func TestBusinessMenuBounds(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		stopClock(db, queueStart)
		srv := newServer(t, db)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		menu := fmt.Sprintf("/stores/%d/menu", ct.StoreSF)
		item := get(mgr.call(t, "GET", menu, "").body, "menu_products", 0)
		one := fmt.Sprintf("%s/%.0f", menu, get(item, "id").(float64))
		r := mgr.call(t, "PUT", one, `{"version": 1, "max_cart_quantity": 5000000000, "weights": [
			{"price_id": "gram", "price": 99999999999, "stock": 3000000000, "stock_was": 40},
			{"price_id": "eighth_ounce", "price": 35, "stock": 5}, {"price_id": "quarter_ounce", "price": 65, "stock": 0}]}`)
		if wantProblem(t, "an edit past the bounds", r, 422, "weights[0].stock"); get(r.body, "validations", "weights[0].price") == nil ||
			get(r.body, "validations", "max_cart_quantity") == nil {
			t.Errorf("edit past the bounds = %s", r.raw)
		}
		r = mgr.call(t, "POST", one+"/stock", `{"price_id": "gram", "stock": 3000000000, "stock_was": 40}`)
		wantProblem(t, "a count past the bounds", r, 422, "stock")
		if price, stock := shopperEighth(t, srv); price != 35.0 || stock != 5.0 {
			t.Errorf("the shopper's eighth = %v × %v after refused edits, want 35 × 5", price, stock)
		}
	})
}

// TestBusinessMenuAdd: a manager finds the Rolling Papers, the one product
// of the catalogue SF's menu lacks, with the weights gear is sold in, and
// puts them on the menu at $3 × 50 (a numeric string price, as anywhere);
// the shopper's menu has them a second later; adding them again is 409
// naming the menu product, an unknown product 404, a weight gear is not
// sold in 422 with its path; a budtender may do neither.
func TestBusinessMenuAdd(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		advance := stopClock(db, queueStart)
		srv := newServer(t, db)
		mgr := staffMember(t, db, srv, "mgr@shop.example", staff.Manager, ct.StoreSF, 0)
		bud := staffMember(t, db, srv, "bud@shop.example", staff.Budtender, ct.StoreSF, 0)
		catalogue, menu := fmt.Sprintf("/stores/%d/catalogue", ct.StoreSF), fmt.Sprintf("/stores/%d/menu", ct.StoreSF)

		r := mgr.call(t, "GET", catalogue+"?q=paper", "")
		if r.status != 200 || r.body["total"] != 1.0 || get(r.body, "products", 0, "product_id") != float64(ct.NotOnMenu) ||
			get(r.body, "products", 0, "brand") != "Peak Provisions" || get(r.body, "products", 0, "kind") != "gear" ||
			get(r.body, "products", 0, "weights", 0, "price_id") != "each" || get(r.body, "products", 0, "weights", 0, "weight_label") != "Each" {
			t.Fatalf("the catalogue off the menu = %d %s", r.status, r.raw)
		}
		wantProblem(t, "a catalogue search of a kind that is none", mgr.call(t, "GET", catalogue+"?kind=weed", ""), 422, "kind")
		shopper := fmt.Sprintf("/api/v1/materialized_menu_products?store_id=%d&product_id=%d", ct.StoreSF, ct.NotOnMenu)
		if r := call(t, srv, "GET", shopper, ""); r.status == 200 && len(r.body["materialized_menu_products"].([]any)) > 0 {
			t.Fatalf("the shopper sees the papers before they are added: %s", r.raw)
		}

		add := fmt.Sprintf(`{"product_id": %d, "store_notes": " By the register. ", "weights": [{"price_id": "each", "price": "3.00", "stock": 50}]}`, ct.NotOnMenu)
		r = mgr.call(t, "POST", menu, add)
		if r.status != 201 || get(r.body, "menu_product", "product_name") != "Rolling Papers" || get(r.body, "menu_product", "version") != 1.0 ||
			get(r.body, "menu_product", "visible") != true || get(r.body, "menu_product", "store_notes") != "By the register." ||
			get(r.body, "menu_product", "weights", 0, "price") != 3.0 || get(r.body, "menu_product", "weights", 0, "stock") != 50.0 {
			t.Fatalf("the add = %d %s", r.status, r.raw)
		}
		id := get(r.body, "menu_product", "id").(float64)
		advance(time.Second)
		if r := call(t, srv, "GET", shopper, ""); r.status != 200 || get(r.body, "materialized_menu_products", 0, "price_each") != 3.0 {
			t.Errorf("the shopper's papers a second later = %d %s", r.status, r.raw)
		}
		if r := mgr.call(t, "GET", catalogue, ""); r.status != 200 || r.body["total"] != 0.0 {
			t.Errorf("the catalogue off the menu after the add = %d %s", r.status, r.raw)
		}

		r = mgr.call(t, "POST", menu, add)
		if r.status != 409 || r.body["message"] != fmt.Sprintf("This product is on the menu already, as menu product %.0f: edit it there.", id) {
			t.Errorf("adding again = %d %s", r.status, r.raw)
		}
		wantProblem(t, "an unknown product", mgr.call(t, "POST", menu, `{"product_id": 999999, "weights": [{"price_id": "each", "price": 3}]}`), 404, "")
		wantProblem(t, "no product", mgr.call(t, "POST", menu, `{"weights": [{"price_id": "each", "price": 3}]}`), 422, "product_id")
		r = call(t, srv, "GET", fmt.Sprintf("/api/v1/materialized_menu_products?store_id=%d&product_id=%d", ct.StoreDenver, ct.EdibleGummies), "")
		denver := staffMember(t, db, srv, "denver@shop.example", staff.Manager, ct.StoreDenver, 0)
		wantProblem(t, "flower sold each", denver.call(t, "POST", fmt.Sprintf("/stores/%d/menu", ct.StoreDenver),
			fmt.Sprintf(`{"product_id": %d, "weights": [{"price_id": "each", "price": 3}]}`, ct.FlowerBlueDream)), 422, "weights[0].price_id")
		for _, c := range []struct{ method, path, body string }{{"GET", catalogue, ""}, {"POST", menu, add}} {
			if r := bud.call(t, c.method, c.path, c.body); r.status != 403 {
				t.Errorf("a budtender's %s %s = %d %s", c.method, c.path, r.status, r.raw)
			}
		}
	})
}
