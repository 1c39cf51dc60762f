// Package docform reads an identification document upload (PATCH
// /documents) off the wire, as JSON or as a multipart form, holding no more
// of it than its fields keep (issue 18: an upload costs at most 256 MB
// whatever it holds), and checks its text fields.
package docform

import (
	"bytes"
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/api/edge"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/photo"
	"github.com/pistil/pistil/internal/problem"
)

// TextFields are the document's text fields; the others are photo slots
// (accounts.PhotoSlots).
var TextFields = []string{"first_name", "last_name", "birth_date"}

// Form is a decoded PATCH /documents: text fields and photos that
// were sent (nil text: sent as null), photo slots to empty, and the
// problems found while reading it.
type Form struct {
	Text   map[string]*string
	Photos map[string][]byte
	Remove []string
	V      problem.Validations
}

// NewForm is an empty form to read into.
func NewForm() *Form { return &Form{Text: map[string]*string{}, Photos: map[string][]byte{}} }

// documentField is the field a form name stands for: document[first_name]
// and first_name alike; "" for names that are not document fields.
func documentField(name string) string {
	if inner, ok := strings.CutPrefix(name, "document["); ok {
		name = strings.TrimSuffix(inner, "]")
	}
	if accounts.IsPhotoSlot(name) || name == "first_name" || name == "last_name" || name == "birth_date" {
		return name
	}
	return ""
}

// ReadMultipart reads a form part by part, holding at most one
// photo's limit of each part. A file input left empty leaves its photo as
// it is; a photo field sent as an empty text value removes the photo.
func ReadMultipart(r *http.Request, form *Form) error {
	mr, err := r.MultipartReader()
	if err != nil {
		return problem.New(problem.Malformed, "The form could not be read: %s.", err)
	}
	var scratch []byte
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return badForm(err)
		}
		field := documentField(part.FormName())
		if field == "" {
			if _, err := io.Copy(io.Discard, part); err != nil {
				return badForm(err)
			}
			continue
		}
		_, params, _ := mime.ParseMediaType(part.Header.Get("Content-Disposition"))
		_, isFile := params["filename"]
		limit := MaxTextBytes
		if isFile {
			limit = photo.MaxBytes
		}
		data, err := readPart(part, limit, &scratch)
		if err != nil {
			return badForm(err)
		}
		if data == nil {
			if _, err := io.Copy(io.Discard, part); err != nil {
				return badForm(err)
			}
			if isFile {
				form.V.Add(field, photo.MsgTooLarge)
			} else {
				form.V.Add(field, "Please use no more than 100 characters.")
			}
			continue
		}
		if !isFile {
			if err := edge.CheckText(field, data); err != nil {
				return err
			}
		}
		switch {
		case accounts.IsPhotoSlot(field) && isFile && len(data) == 0 && params["filename"] == "":
			// A file input with no file chosen.
		case accounts.IsPhotoSlot(field) && isFile:
			form.Photos[field] = data
		case accounts.IsPhotoSlot(field) && len(bytes.TrimSpace(data)) == 0:
			form.Remove = append(form.Remove, field)
		case accounts.IsPhotoSlot(field):
			form.V.Add(field, photo.MsgNotAPhoto)
		default:
			text := string(data)
			form.Text[field] = &text
		}
	}
}

// readPart reads a part of at most limit bytes through scratch, which it
// grows and keeps for the next part, and answers a copy of its exact size,
// or nil when the part is longer (the rest left unread): a photo costs its
// size, where reading it whole cost about twice that.
func readPart(part io.Reader, limit int, scratch *[]byte) ([]byte, error) {
	buf := (*scratch)[:0]
	defer func() { *scratch = buf[:0] }()
	for len(buf) <= limit {
		if len(buf) == cap(buf) {
			grown := make([]byte, len(buf), min(max(2*cap(buf), 4<<10), limit+1))
			copy(grown, buf)
			buf = grown
		}
		n, err := part.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if errors.Is(err, io.EOF) {
			return append([]byte{}, buf...), nil
		} else if err != nil {
			return nil, err
		}
	}
	return nil, nil
}

// badForm is a form that could not be read: the body's limit, or malformed.
func badForm(err error) error {
	var tooBig *http.MaxBytesError
	var p *problem.Error
	if errors.As(err, &tooBig) {
		return err
	} else if errors.As(err, &p) {
		return p // refused by the edge check (api/edge)
	}
	return problem.New(problem.Malformed, "The form could not be read: %s.", err)
}

// TextProblem says what is wrong with a document's text field,
// trimmed, or "".
func TextProblem(field, trimmed string, now time.Time) string {
	switch {
	case field != "birth_date" && len([]rune(trimmed)) > 100:
		return "Please use no more than 100 characters."
	case field == "birth_date" && trimmed != "":
		return checkout.BirthDateProblem(trimmed, now, 0)
	}
	return ""
}
