package notify

import (
	"strings"
	"testing"
)

func TestReservationMessages(t *testing.T) {
	u := ReservationUpdate{ID: 42, StoreName: "Golden Gate Greenhouse", Status: "delivery_started", Mode: "delivery",
		Message: "Driver: Sam.", Link: "https://shop.example/reservation_receipt/abc", Email: "ada@example.com", Phone: "4155550100"}
	got := ReservationMessages(u)
	if len(got) != 1 || got[0].Channel != Email || got[0].To != "ada@example.com" ||
		got[0].Subject != "Your reservation #42 is on its way" {
		t.Fatalf("without SMS = %+v", got)
	}
	want := "Your reservation #42 at Golden Gate Greenhouse is on its way.\n\nA note from the store: Driver: Sam.\n\nSee your reservation at any time:\n\nhttps://shop.example/reservation_receipt/abc\n"
	if got[0].Body != want {
		t.Errorf("body = %q, want %q", got[0].Body, want)
	}
	u.SMS, u.SMSFrom = true, "+14155550142"
	got = ReservationMessages(u)
	if len(got) != 2 || got[1].Channel != SMS || got[1].To != "4155550100" || got[1].From != "+14155550142" || got[0].From != "" ||
		got[1].Body != "Golden Gate Greenhouse: your reservation #42 is on its way. Driver: Sam. https://shop.example/reservation_receipt/abc" {
		t.Errorf("with SMS = %+v", got)
	}
	u.Phone = ""
	if got = ReservationMessages(u); len(got) != 1 {
		t.Errorf("SMS without a phone = %+v", got)
	}
	u.Status, u.Message = "cancelled", ""
	if got = ReservationMessages(u); got[0].Subject != "Your reservation #42 has been cancelled" || strings.Contains(got[0].Body, "note") {
		t.Errorf("cancelled = %+v", got[0])
	}
}

func TestSendsReservationNews(t *testing.T) {
	off := []string{"verification", "preparing"}
	for _, tt := range []struct {
		status   string
		withNote bool
		off      []string
		want     bool
	}{
		{"verification", false, nil, true},
		{"verification", false, off, false},
		{"preparing", false, off, false},
		{"preparing", true, off, true}, // the store's note goes
		{"ready_for_pickup", false, off, true},
		{"pending", false, []string{"pending"}, true}, // never turned off
		{"cancelled", false, []string{"cancelled"}, true},
		{"", true, off, true},
		{"", false, off, true},
	} {
		if got := SendsReservationNews(tt.status, tt.withNote, tt.off); got != tt.want {
			t.Errorf("SendsReservationNews(%q, %v, %v) = %v, want %v", tt.status, tt.withNote, tt.off, got, tt.want)
		}
	}
}

func TestReservationMessagesInTheStoresLook(t *testing.T) {
	u := ReservationUpdate{ID: 7, StoreName: `Bud & Bloom <Mission>`, Status: "ready_for_pickup", Mode: "pickup",
		Message: "Bring your ID.", Link: "https://shop.example/reservation_receipt/r-7", Email: "ada@example.com",
		Phone: "+14155550100", SMS: true, Look: MessageLook{Color: "#ffcc00", BackgroundColor: "#000000",
			SignOff: "See you soon!\nThe Bud & Bloom team", Notes: map[string]string{"ready_for_pickup": "Pickup is at   the side door.",
				"cancelled": "Not this one"}}}
	got := ReservationMessages(u)
	mail, text := got[0], got[1]
	wantBody := "Your reservation #7 at Bud & Bloom <Mission> is ready for pickup.\n\nA note from the store: Bring your ID.\n\n" +
		"Pickup is at   the side door.\n\nSee your reservation at any time:\n\nhttps://shop.example/reservation_receipt/r-7\n\n" +
		"See you soon!\nThe Bud & Bloom team\n"
	if mail.Body != wantBody {
		t.Errorf("plain text = %q, want %q", mail.Body, wantBody)
	}
	for _, want := range []string{
		`<title>Your reservation #7 is ready for pickup</title>`,
		// The store's name is text, escaped; the yellow band takes black
		// text, the black page white small print.
		`background-color:#ffcc00;color:#000000;padding:20px 24px;font-size:20px;font-weight:700;">Bud &amp; Bloom &lt;Mission&gt;</td>`,
		`<body style="margin:0;padding:0;background-color:#000000;">`,
		`color:#ffffff;">You get this e-mail because you made reservation #7 at Bud &amp; Bloom &lt;Mission&gt;.</p>`,
		`<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25;">Ready for pickup</h1>`,
		`<strong>A note from the store:</strong> Bring your ID.`,
		`>Pickup is at   the side door.</p>`,
		`<a href="https://shop.example/reservation_receipt/r-7" style="display:inline-block;`,
		// Yellow is too light for a link on white.
		`style="color:#000000;word-break:break-all;">https://shop.example/reservation_receipt/r-7</a>`,
		`white-space:pre-line;">See you soon!` + "\n" + `The Bud &amp; Bloom team</p>`,
	} {
		if !strings.Contains(mail.HTML, want) {
			t.Errorf("HTML lacks %q:\n%s", want, mail.HTML)
		}
	}
	if strings.Contains(mail.HTML, "Not this one") || strings.Contains(mail.HTML, "<img") {
		t.Errorf("HTML shows another kind's note or a logo:\n%s", mail.HTML)
	}
	wantText := "Bud & Bloom <Mission>: your reservation #7 is ready for pickup. Bring your ID. Pickup is at the side door. " +
		"See you soon! The Bud & Bloom team https://shop.example/reservation_receipt/r-7"
	if text.Body != wantText {
		t.Errorf("text message = %q, want %q", text.Body, wantText)
	}

	// A logo stands for the name, which becomes its text alternative; a
	// note with no status is no kind, and takes no kind's note.
	u.Look.LogoURL, u.Status, u.Message = "https://cdn.example/logo.png?v=1&s=2", "", "We moved your window to 5 pm."
	mail = ReservationMessages(u)[0]
	if !strings.Contains(mail.HTML, `<img src="https://cdn.example/logo.png?v=1&amp;s=2" alt="Bud &amp; Bloom &lt;Mission&gt;" height="48"`) ||
		!strings.Contains(mail.HTML, ">A note about your reservation</h1>") || strings.Contains(mail.HTML, "side door") {
		t.Errorf("with a logo, a note alone:\n%s", mail.HTML)
	}
	if mail.Subject != "Your reservation #7 has been updated" || strings.Contains(mail.Body, "side door") {
		t.Errorf("a note alone = %q / %q", mail.Subject, mail.Body)
	}
}

// Each kind of message has its own subject and heading.
func TestReservationKindsWords(t *testing.T) {
	subjects, headings := map[string]bool{}, map[string]bool{}
	for _, kind := range ReservationKinds {
		w := wordsOf(kind, "delivery")
		if w.news == wordsOf("", "").news || subjects[w.news] || headings[w.heading] {
			t.Errorf("%s: words %+v are another kind's", kind, w)
		}
		subjects[w.news], headings[w.heading] = true, true
	}
	if c, p := wordsOf("ready_for_pickup", "curbside"), wordsOf("ready_for_pickup", "pickup"); c == p {
		t.Errorf("curbside and pickup read the same when ready: %+v", c)
	}
}
