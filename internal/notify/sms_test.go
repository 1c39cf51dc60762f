package notify

import (
	"net/url"
	"testing"
)

func TestReplyOf(t *testing.T) {
	for body, want := range map[string]Reply{
		"STOP": Stop, "stop": Stop, " Stop. ": Stop, "unsubscribe": Stop, "STOPALL": Stop, "Cancel": Stop, "quit!": Stop,
		"START": Start, "unstop": Start, "Yes": Start,
		"HELP": Help, "info": Help,
		"stop texting me": Chatter, "": Chatter, "Thanks!": Chatter, "STOP STOP": Chatter,
	} {
		if got := ReplyOf(body); got != want {
			t.Errorf("ReplyOf(%q) = %d, want %d", body, got, want)
		}
	}
}

// TestGatewaySignatureByHand: the signature of a known form, worked with
// printf '%s' 'https://shop.example/api/v1/sms/inbound?store=1BodySTOPFrom+14155550100To+14155550199' |
// openssl dgst -sha1 -hmac 12345 -binary | base64.
func TestGatewaySignatureByHand(t *testing.T) {
	form := url.Values{"To": {"+14155550199"}, "From": {"+14155550100"}, "Body": {"STOP"}}
	u := "https://shop.example/api/v1/sms/inbound?store=1"
	if got, want := GatewaySignature("12345", u, form), "ui+dDeDGUo84rIFgCQ3VuG764oI="; got != want {
		t.Fatalf("GatewaySignature = %s, want %s", got, want)
	}
	if !GatewaySigned("12345", u, form, "ui+dDeDGUo84rIFgCQ3VuG764oI=") {
		t.Error("the good signature is refused")
	}
	for name, c := range map[string]struct {
		token, url, sig string
		form            url.Values
	}{
		"another token": {"54321", u, "ui+dDeDGUo84rIFgCQ3VuG764oI=", form},
		"another URL":   {"12345", "https://shop.example/api/v1/sms/inbound", "ui+dDeDGUo84rIFgCQ3VuG764oI=", form},
		"another body":  {"12345", u, "ui+dDeDGUo84rIFgCQ3VuG764oI=", url.Values{"To": {"+14155550199"}, "From": {"+14155550100"}, "Body": {"START"}}},
		"no signature":  {"12345", u, "", form},
	} {
		if GatewaySigned(c.token, c.url, c.form, c.sig) {
			t.Errorf("%s: accepted", name)
		}
	}
}
