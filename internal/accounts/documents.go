package accounts

import (
	"slices"
	"time"
)

// The photo slots of an identification document (spec section 3).
const (
	GovernmentPhoto = "government_photo"
	MMJCard         = "mmj_card"
	MMJCardBack     = "mmj_card_back"
	StudentPhoto    = "student_photo"
	VeteranPhoto    = "veteran_photo"
)

// PhotoSlots are the photo slots in the order forms show them.
var PhotoSlots = []string{GovernmentPhoto, MMJCard, MMJCardBack, StudentPhoto, VeteranPhoto}

// IsPhotoSlot reports whether name is one of PhotoSlots.
func IsPhotoSlot(name string) bool { return slices.Contains(PhotoSlots, name) }

// MsgNoPhoto answers a photo slot of a document that holds no photo.
const MsgNoPhoto = "There is no such photo."

// MsgNotPhotoSlot refuses a photo for name, which is not one of PhotoSlots.
func MsgNotPhotoSlot(name string) string { return name + " is not a document photo." }

// Satisfied says, for each document a customer can show (government_photo,
// mmj_card, student_photo, veteran_photo), whether it is complete, given
// the photo slots that hold a photo (spec section 5): the MMJ card needs
// its front (mmj_card) and its back (mmj_card_back); any other document is
// satisfied when its photo is present.
func Satisfied(present map[string]bool) map[string]bool {
	return map[string]bool{
		GovernmentPhoto: present[GovernmentPhoto],
		MMJCard:         present[MMJCard] && present[MMJCardBack],
		StudentPhoto:    present[StudentPhoto],
		VeteranPhoto:    present[VeteranPhoto],
	}
}

// Groups are the user groups (as group specials name them: medical,
// students, veterans) that satisfied documents admit a shopper to.
func Groups(satisfied map[string]bool) []string {
	var groups []string
	if satisfied[MMJCard] {
		groups = append(groups, "medical")
	}
	if satisfied[StudentPhoto] {
		groups = append(groups, "students")
	}
	if satisfied[VeteranPhoto] {
		groups = append(groups, "veterans")
	}
	return groups
}

// Document is a customer's identification document (spec section 3). A
// customer who never sent one has an empty Document.
type Document struct {
	CustomerID int64
	// FirstName, LastName and BirthDate (YYYY-MM-DD) are as the document
	// shows them; "" when not given.
	FirstName, LastName, BirthDate string
	// Photos holds the slots (PhotoSlots) that have a photo.
	Photos map[string]DocumentPhoto
}

// DocumentPhoto describes one stored photo; the photo itself is sealed in
// blob storage.
type DocumentPhoto struct {
	ContentType   string
	Width, Height int
	Bytes         int64
	UploadedAt    time.Time
}

// Satisfied says which documents are complete (Satisfied).
func (d Document) Satisfied() map[string]bool {
	present := map[string]bool{}
	for slot := range d.Photos {
		present[slot] = true
	}
	return Satisfied(present)
}

// NewPhoto is a photo to store, already checked and cleaned (internal/photo).
type NewPhoto struct {
	Data          []byte
	ContentType   string
	Width, Height int
}

// DocumentChange changes a document: nil fields are left as they are.
// Photos replaces the photos of its slots; Remove empties slots.
type DocumentChange struct {
	FirstName, LastName, BirthDate *string
	Photos                         map[string]NewPhoto
	Remove                         []string
}
