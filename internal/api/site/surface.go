// Package site is the site: the React app and its prerendered pages, the
// sitemap and robots, product illustrations, and the loaders partners include
// (embedded, frameless, headless). Its handlers are methods of Server, which
// embeds the core.Server every surface shares; its routes are listed in one
// table (Routes).
package site

import (
	"net/http"

	"github.com/pistil/pistil/internal/api/core"
)

// Server holds this surface's handlers.
type Server struct {
	*core.Server
	app *appHandler
	// assets is the manifest of the embedded build, read once (appAssets).
	assets assetsOnce
	// Featured answers a store's featured rows as /merch/v2/multi does a
	// shopper without a device, for a menu page's early answers, with the
	// first row's title and menu products' ids, which the page draws; the
	// merchandising surface's (set by the api package; nil brings none).
	Featured func(r *http.Request, storeID int64) (answer any, title string, first []int64, err error)
}

// New returns the surface over the shared core.
func New(c *core.Server) *Server {
	d := c.Deps
	s := &Server{Server: c, app: newAppHandler(d.App, d.Placeholder, d.Features, core.AppSettings(d), core.SignOnSettings(d.SignOn))}
	s.app.prerender = s.sitePrerender
	s.app.mode = s.PageModeOf
	return s
}
