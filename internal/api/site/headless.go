package site

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"net/http"
)

// headlessEmbed is the script a headless partner puts on its page
// (docs/modes/headless.md): it frames /headless and carries the messages
// between the partner's page and the frame. The server writes its own
// origin over headlessOriginToken (LoaderOrigin).
//
//go:embed scripts/headless-embed.js
var headlessEmbed []byte

// headlessOriginToken is the JavaScript string literal in headlessEmbed
// that the server's origin, as a JSON string, takes the place of.
const headlessOriginToken = `"{{PISTIL_ORIGIN}}"`

func (s *Server) serveHeadlessEmbed(w http.ResponseWriter, r *http.Request) {
	o, _ := s.LoaderOrigin(r)
	// json.Marshal escapes <, > and &: the origin cannot end the script.
	origin, _ := json.Marshal(o)
	s.LoaderHeaders(w, r)
	h := w.Header()
	h.Set("Content-Type", "text/javascript; charset=utf-8")
	// Partners' pages load it on every visit: a short cache, so a fix reaches them soon.
	h.Set("Cache-Control", "public, max-age=300")
	// Cross-origin pages may load it as a script (and with crossorigin="anonymous").
	h.Set("Access-Control-Allow-Origin", "*")
	h.Set("Cross-Origin-Resource-Policy", "cross-origin")
	_, _ = w.Write(bytes.Replace(headlessEmbed, []byte(headlessOriginToken), origin, 1))
}
