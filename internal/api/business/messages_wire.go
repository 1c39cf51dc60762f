package business

import "github.com/pistil/pistil/internal/notify"

// MessagePreviewRequest asks how one kind of message to a shopper looks
// with a look for the store's messages: the look being edited, or the
// saved one.
type MessagePreviewRequest struct {
	// Kind is the kind of message, by the status it announces: pending
	// (placed), verification, preparing, ready_for_pickup,
	// delivery_started, delivery_finished, finished or cancelled.
	Kind string `json:"kind" jsonschema:"required"`
	// Mode is the sample reservation's mode: pickup, delivery, curbside or
	// kiosk; "" for delivery when the kind is a delivery's, pickup
	// otherwise.
	Mode string `json:"mode,omitempty"`
	// Look is the look to show, checked as the settings check it; null
	// for the store's saved one.
	Look *notify.MessageLook `json:"look,omitempty" jsonschema:"nullable"`
}

// MessagePreview is one kind of message as a shopper would get it for a
// sample reservation: the e-mail's subject, plain text and HTML page, and
// the text message.
type MessagePreview struct {
	Kind    string `json:"kind"`
	Subject string `json:"subject"`
	Text    string `json:"text"`
	// HTML is a whole page, to be shown in a sandboxed frame.
	HTML string `json:"html"`
	// SMS is the text message to a shopper who gave a phone number.
	SMS string `json:"sms"`
	// SMSSent says the server sends text messages (-sms is not off);
	// without it shoppers get the e-mail alone.
	SMSSent bool `json:"sms_sent"`
}

// MessagePreviewAnswer answers a preview.
type MessagePreviewAnswer struct {
	Preview MessagePreview `json:"preview"`
}
