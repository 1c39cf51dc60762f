// Package web holds the React storefront and embeds its production build.
//
// The build lands in web/dist (npm run build). A checkout where the front end
// was never built still compiles: dist then holds only .gitkeep, and the
// server answers every screen with placeholder.html instead.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

//go:embed placeholder.html
var placeholder []byte

// Dist returns the built app, rooted at its index.html, and whether a build
// is present at all.
func Dist() (fs.FS, bool) {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		return nil, false
	}
	if _, err := fs.Stat(sub, "index.html"); err != nil {
		return sub, false
	}
	return sub, true
}

// Placeholder is the page served in place of the app when it was not built.
func Placeholder() []byte { return placeholder }
