package site

import (
	"bytes"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/api/core"
)

// builtFile is one file of the built app, with the codings of it the build
// wrote beside it (name.br, name.gz: web/vite.config.ts), each with its
// own strong ETag.
type builtFile struct {
	etag  string
	coded map[string]codedFile // by coding: core.EncodingBrotli, core.EncodingGzip
}

type codedFile struct {
	name string
	etag string
	size int
}

// precodedSuffixes are the files a build writes beside a text asset, by
// their coding.
var precodedSuffixes = map[string]string{".br": core.EncodingBrotli, ".gz": core.EncodingGzip}

// builtFiles lists the app's files, each with its precoded siblings; the
// siblings themselves are not listed, so they are not served under their
// own names. Each file is read once, here, for its ETag.
func builtFiles(app fs.FS) map[string]builtFile {
	out := map[string]builtFile{}
	var coded []string
	_ = fs.WalkDir(app, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if _, ok := precodedSuffixes[path.Ext(name)]; ok {
			if _, err := fs.Stat(app, strings.TrimSuffix(name, path.Ext(name))); err == nil {
				coded = append(coded, name)
				return nil
			}
		}
		data, err := fs.ReadFile(app, name)
		if err != nil {
			return nil
		}
		out[name] = builtFile{etag: core.BodyETag(data)}
		return nil
	})
	for _, name := range coded {
		ext := path.Ext(name)
		plain := strings.TrimSuffix(name, ext)
		f, ok := out[plain]
		data, err := fs.ReadFile(app, name)
		if !ok || err != nil {
			continue
		}
		if f.coded == nil {
			f.coded = map[string]codedFile{}
		}
		f.coded[precodedSuffixes[ext]] = codedFile{name: name, etag: core.BodyETag(data), size: len(data)}
		out[plain] = f
	}
	return out
}

// serveBuilt serves a file of the built app: the coding of it the build
// wrote for the request's Accept-Encoding (core.Negotiate) when there is
// one, else the file itself; with its ETag (If-None-Match answers 304) and
// "Vary: Accept-Encoding" when it has codings. A coded file carries its
// Content-Encoding, which tells core.Compress to leave it alone: the same
// bytes are never coded per request.
func (h *appHandler) serveBuilt(w http.ResponseWriter, r *http.Request, name string, f builtFile) {
	hd := w.Header()
	if ctype := mime.TypeByExtension(path.Ext(name)); ctype != "" {
		hd.Set("Content-Type", ctype)
	} else {
		hd.Set("Content-Type", "application/octet-stream")
	}
	if len(f.coded) > 0 {
		core.AddVary(hd, "Accept-Encoding")
		coding := core.Negotiate(r.Header.Get("Accept-Encoding"))
		if c, ok := f.coded[coding]; ok {
			h.serveCoded(w, r, coding, c)
			return
		}
	}
	hd.Set("ETag", f.etag)
	file, err := h.files.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer file.Close()
	content, ok := file.(io.ReadSeeker)
	if !ok {
		data, err := io.ReadAll(file)
		if err != nil {
			http.Error(w, "Server error has occurred", http.StatusInternalServerError)
			return
		}
		content = bytes.NewReader(data)
	}
	// Byte ranges, If-None-Match and HEAD, as for any file.
	http.ServeContent(w, r, name, time.Time{}, content)
}

// serveCoded sends a file's coding written at build time, whole (ranges of
// coded bytes are no use to a browser), with its Content-Encoding, length
// and ETag; If-None-Match answers 304.
func (h *appHandler) serveCoded(w http.ResponseWriter, r *http.Request, coding string, c codedFile) {
	hd := w.Header()
	hd.Set("ETag", c.etag)
	if !core.NoneMatch(r.Header.Get("If-None-Match"), c.etag) {
		hd.Del("Content-Type")
		w.WriteHeader(http.StatusNotModified)
		return
	}
	file, err := h.files.Open(c.name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer file.Close()
	hd.Set("Content-Encoding", coding)
	hd.Set("Content-Length", strconv.Itoa(c.size))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = io.Copy(w, file)
	}
}
