package site

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/pistil/pistil/internal/api/core"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/problem"
)

// storeEmbedScript answers the loader of /embed/stores/{id}/menu. Only a
// store an embedded partner lists has one: any other store's page would be
// refused by its frame-ancestors policy anyway.
func (s *Server) storeEmbedScript(w http.ResponseWriter, r *http.Request) {
	id, err := core.PathID(r, "id")
	if err != nil {
		s.refuseScript(w, r, err)
		return
	}
	store, err := s.DB.Store(r.Context(), id)
	if err != nil {
		s.refuseScript(w, r, err)
		return
	}
	partners, err := s.Catalog.Partners(r.Context())
	if err != nil {
		s.refuseScript(w, r, err)
		return
	}
	embedded := slices.ContainsFunc(partners, func(p catalog.Partner) bool {
		return p.Mode == "embedded" && slices.Contains(p.StoreIDs, id)
	})
	if !embedded {
		s.refuseScript(w, r, problem.New(problem.NotFound, "No partner embeds store %d.", id))
		return
	}
	s.writeEmbedScript(w, r, fmt.Sprintf("/embed/stores/%d/menu", id), store.Name+" menu")
}

// operatorEmbedScript answers the loader of /operator_embed/operators/{id}
// for an operator-embed partner.
func (s *Server) operatorEmbedScript(w http.ResponseWriter, r *http.Request) {
	id, err := core.PathID(r, "id")
	if err != nil {
		s.refuseScript(w, r, err)
		return
	}
	p, err := s.Catalog.Partner(r.Context(), id)
	if err == nil && p.Mode != "operatorEmbed" {
		err = problem.New(problem.NotFound, "There is no operator %d.", id)
	}
	if err != nil {
		s.refuseScript(w, r, err)
		return
	}
	s.writeEmbedScript(w, r, fmt.Sprintf("/operator_embed/operators/%d", id), p.Name+" menu")
}

// refuseScript answers a loader that cannot be had. A browser runs no
// script that comes with an error status, so the reason is a comment, for
// the partner's developer who opens the URL; the status is the one the
// API's error table gives.
func (s *Server) refuseScript(w http.ResponseWriter, r *http.Request, err error) {
	status, msg := http.StatusInternalServerError, "Something went wrong."
	switch problem.KindOf(err) {
	case problem.NotFound:
		status, msg = http.StatusNotFound, err.Error()
	case problem.Malformed:
		status, msg = http.StatusBadRequest, err.Error()
	default:
		s.Log.Error("embed script", "err", err, "request_id", core.RequestID(r.Context()))
	}
	s.LoaderHeaders(w, r)
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	// "*/" cannot end the comment early: messages are ours, but be sure.
	fmt.Fprintf(w, "/* Pistil: %s */\n", strings.ReplaceAll(msg, "*/", "* /"))
}

// embedScriptMaxAge is how long browsers and caches keep a loader. It names
// no build's assets, only the frame's address, so it may be kept a while;
// short enough that a fix to the loader reaches partners' pages the same hour.
const embedScriptMaxAge = 600

// writeEmbedScript answers the loader that frames framePath of this
// server. The frame's origin is the server's (LoaderOrigin), written into
// the script: nothing on the partner's page can change it.
func (s *Server) writeEmbedScript(w http.ResponseWriter, r *http.Request, framePath, title string) {
	o, _ := s.LoaderOrigin(r)
	origin, _ := json.Marshal(o)
	path, _ := json.Marshal(framePath)
	name, _ := json.Marshal(title)
	s.LoaderHeaders(w, r)
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", fmt.Sprintf("public, max-age=%d", embedScriptMaxAge))
	fmt.Fprintf(w, embedLoader, origin, path, name)
}

// embedLoader is the loader: it puts a frame of the app where the partner
// asked (the element named by the script's data-pistil-target, else an
// element with id "pistil-menu", else right after the script), and sizes it
// by the app's "resize" messages, taken only from that frame at the app's
// origin and only in the expected shape. It tells the frame which band of
// it is on screen ("viewport" {top, height}, on the page's scroll and
// resize, each frame resize and the app's "viewportRequest"), so the app
// can show its bag drawer and dialogs where the shopper is looking: the
// frame is as tall as its content, so its own window is not the screen. %[1]s is the server's origin,
// %[2]s the frame's path and %[3]s its title, each a JSON string. The
// script element is read only for where to put the frame and its title
// (document.currentScript can be clobbered by the page's markup, so it must
// be a script element); the origin is the server's alone. The frame sends
// the partner's origin as its referrer, the app's way to know its parent
// where the browser has no location.ancestorOrigins (Firefox), whatever
// the partner page's own referrer policy.
const embedLoader = `/* Pistil embed loader: see docs/modes/embedded.md in the Pistil repository. */
(function () {
  "use strict";
  var origin = %[1]s;
  var script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) script = null;
  var targetId = (script && script.getAttribute("data-pistil-target")) || "pistil-menu";
  var target = document.getElementById(targetId);
  var frame = document.createElement("iframe");
  frame.src = origin + %[2]s;
  frame.title = (script && script.getAttribute("data-pistil-title")) || %[3]s;
  frame.referrerPolicy = "origin";
  frame.setAttribute("data-pistil-frame", "");
  frame.style.display = "block";
  frame.style.width = "100%%";
  frame.style.border = "0";
  frame.style.height = "640px";
  if (target) target.appendChild(frame);
  else if (script && script.parentNode) script.parentNode.insertBefore(frame, script.nextSibling);
  else document.body.appendChild(frame);

  var MAX_HEIGHT = 100000;
  function sendViewport() {
    if (!frame.contentWindow) return;
    var rect = frame.getBoundingClientRect();
    var top = Math.max(0, -rect.top);
    var bottom = Math.min(rect.height, window.innerHeight - rect.top);
    if (bottom <= top) return;
    frame.contentWindow.postMessage({ messageType: "viewport", payload: { top: Math.round(top), height: Math.round(bottom - top) } }, origin);
  }
  var queued = false;
  function queueViewport() {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(function () {
      queued = false;
      sendViewport();
    });
  }
  window.addEventListener("scroll", queueViewport, { passive: true });
  window.addEventListener("resize", queueViewport);
  frame.addEventListener("load", queueViewport);

  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || typeof data !== "object" || typeof data.messageType !== "string") return;
    var payload = data.payload;
    if (data.messageType === "resize") {
      if (!payload || typeof payload.height !== "number" || !isFinite(payload.height) || payload.height <= 0) return;
      frame.style.height = Math.ceil(Math.min(payload.height, MAX_HEIGHT)) + "px";
      queueViewport();
    } else if (data.messageType === "viewportRequest") {
      sendViewport();
    } else if (data.messageType === "routeChange") {
      // A new screen starts at its top: bring the frame's top into view when it is above the window.
      if (frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: "start" });
    }
  });
})();
`
