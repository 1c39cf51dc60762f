package api

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pistil/pistil/internal/api/business"
	"github.com/pistil/pistil/internal/staff"

	"github.com/pistil/pistil/internal/api/core"
)

var updateRoutes = flag.Bool("update-routes", false, "rewrite testdata/routes.txt from the route tables")

// servedRoutes lists every registration of the server's muxes and the
// admin listener's, one "table pattern" line each, in registration order.
func servedRoutes(t *testing.T) ([]string, []*core.RouteTable) {
	t.Helper()
	s := newServer(Deps{})
	tables := append(s.routes(), s.adminRoutes(http.NotFoundHandler()))
	var lines []string
	for _, tb := range tables {
		for _, r := range tb.Served {
			lines = append(lines, tb.Name+" "+r.Pattern())
		}
	}
	return lines, tables
}

// TestRoutesServed holds the list of routes the server registers
// (testdata/routes.txt): a route added, removed or renamed shows in the
// diff, and go test -run TestRoutesServed -update-routes rewrites it. Each
// route is probed on its mux, which must answer it with that very pattern;
// and no file registers a route outside routes.go's tables.
func TestRoutesServed(t *testing.T) {
	lines, tables := servedRoutes(t)
	got := strings.Join(lines, "\n") + "\n"
	golden := filepath.Join("testdata", "routes.txt")
	if *updateRoutes {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		wantSet := map[string]bool{}
		for _, l := range strings.Split(strings.TrimSpace(string(want)), "\n") {
			wantSet[l] = true
		}
		for _, l := range lines {
			if !wantSet[l] {
				t.Errorf("served but not in %s: %s", golden, l)
			}
			delete(wantSet, l)
		}
		for l := range wantSet {
			t.Errorf("in %s but not served: %s", golden, l)
		}
		t.Errorf("the routes differ from %s (in order or content); rewrite it with -update-routes if the change is meant", golden)
	}

	seen := map[string]bool{}
	for _, tb := range tables {
		for _, r := range tb.Served {
			if seen[tb.Name+" "+r.Pattern()] {
				t.Errorf("%s: %s registered twice", tb.Name, r.Pattern())
			}
			seen[tb.Name+" "+r.Pattern()] = true
			method := r.Method
			if method == "" {
				method = "GET"
			}
			req := httptest.NewRequest(method, probePath(r.Path), nil)
			if _, pattern := tb.Mux.Handler(req); pattern != r.Pattern() {
				t.Errorf("%s: %s %s is answered by %q, want %q", tb.Name, method, req.URL.Path, pattern, r.Pattern())
			}
		}
	}
}

var wildcard = regexp.MustCompile(`\{[A-Za-z]*(\.\.\.)?\}`)

// probePath is a path pattern with each wildcard filled in.
func probePath(pattern string) string {
	pattern = strings.ReplaceAll(pattern, "{$}", "")
	return wildcard.ReplaceAllString(pattern, "1")
}

// TestNoRouteOutsideTheTables fails on a ServeMux registration anywhere in
// the package but RouteTable.add: a route mounted by hand would be missing
// from TestRoutesServed's list (and, later, from the API description).
func TestNoRouteOutsideTheTables(t *testing.T) {
	// this package and every surface's
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	surfaces, err := filepath.Glob("*/*.go")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, surfaces...)
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			if name == filepath.Join("core", "route_types.go") && fn.Name.Name == "Add" {
				continue
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) != 2 {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || (sel.Sel.Name != "Handle" && sel.Sel.Name != "HandleFunc") {
					return true
				}
				if registersPattern(sel.X, call.Args[0]) {
					t.Errorf("%s: a route registered outside routes.go's tables", fset.Position(call.Pos()))
				}
				return true
			})
		}
	}
}

// registersPattern tells a ServeMux registration (a pattern string, or a
// receiver named like a mux) from other Handle methods (slog.Handler's).
func registersPattern(recv, first ast.Expr) bool {
	switch a := first.(type) {
	case *ast.BasicLit:
		return a.Kind == token.STRING
	case *ast.BinaryExpr:
		return true
	}
	var name string
	switch x := recv.(type) {
	case *ast.Ident:
		name = x.Name
	case *ast.SelectorExpr:
		name = x.Sel.Name
	}
	return strings.Contains(strings.ToLower(name), "mux") || name == "http"
}

// TestBusinessRoutesDeclarePermission: every route of the store console's
// API holds a permission its guard checks (docs/adr/0022-store-console.md,
// section 2), and no other route does.
func TestBusinessRoutesDeclarePermission(t *testing.T) {
	s := newServer(Deps{})
	for _, tb := range s.routes() {
		for _, r := range tb.Served {
			console := strings.HasPrefix(r.Path, business.Prefix+"/")
			switch {
			case console && (r.Op == nil || r.Op.Permission == ""):
				t.Errorf("%s %s declares no permission", r.Method, r.Path)
			case console && len(staff.RolesWith(r.Op.Permission)) == 0:
				t.Errorf("%s %s declares %q, which no role holds", r.Method, r.Path, r.Op.Permission)
			case !console && r.Op != nil && r.Op.Permission != "":
				t.Errorf("%s %s is outside %s but declares a permission", r.Method, r.Path, business.Prefix)
			}
		}
	}
}
