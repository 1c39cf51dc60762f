package notify

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"net/url"
	"slices"
	"strings"
)

// Text messages through a gateway that speaks Twilio's Messages API
// (docs/integrations.md, "Text messages"): the number form it sends to,
// the replies a recipient may text back, and how the gateway signs what
// it posts to Pistil.

// Reply is what a recipient's text back asks for.
type Reply int

// The replies.
const (
	// Chatter is any other text: nothing is done.
	Chatter Reply = iota
	// Stop asks for no more text messages.
	Stop
	// Start asks for text messages again after a Stop.
	Start
	// Help asks who is texting and how to stop it.
	Help
)

// The words of each reply, as carriers and gateways recognise them.
var (
	stopWords  = []string{"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"}
	startWords = []string{"START", "UNSTOP", "YES", "OPTIN"}
	helpWords  = []string{"HELP", "INFO"}
)

// ReplyOf reads a text back: a keyword alone, in any case, with spaces
// and punctuation around it.
func ReplyOf(body string) Reply {
	word := strings.ToUpper(strings.TrimFunc(body, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r' || strings.ContainsRune(".!", r)
	}))
	switch {
	case slices.Contains(stopWords, word):
		return Stop
	case slices.Contains(startWords, word):
		return Start
	case slices.Contains(helpWords, word):
		return Help
	}
	return Chatter
}

// GatewaySignature is the X-Twilio-Signature of a form posted to
// fullURL (as the gateway called it, query included): the base64
// HMAC-SHA1, keyed with the account's auth token, of the URL followed by
// each form field's name and value, by name in byte order (a repeated
// name's values in the order sent).
func GatewaySignature(authToken, fullURL string, form url.Values) string {
	names := make([]string, 0, len(form))
	for k := range form {
		names = append(names, k)
	}
	slices.Sort(names)
	m := hmac.New(sha1.New, []byte(authToken))
	m.Write([]byte(fullURL))
	for _, k := range names {
		for _, v := range form[k] {
			m.Write([]byte(k))
			m.Write([]byte(v))
		}
	}
	return base64.StdEncoding.EncodeToString(m.Sum(nil))
}

// GatewaySigned reports whether signature is the gateway's of form
// posted to fullURL.
func GatewaySigned(authToken, fullURL string, form url.Values, signature string) bool {
	want := GatewaySignature(authToken, fullURL, form)
	return signature != "" && hmac.Equal([]byte(signature), []byte(want))
}
