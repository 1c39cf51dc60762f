// Command benchceiling is the ceiling that make bench compares Pistil with:
// it fetches one response from a URL once (POSTing the body in -body), then
// answers every request with those very bytes from memory. The difference
// between its throughput and Pistil's is what Pistil spends beyond moving
// the payload.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:18182", "listen address")
	url := flag.String("url", "", "URL to fetch the response from")
	bodyFile := flag.String("body", "", "file holding the JSON body to POST")
	flag.Parse()
	body, err := os.ReadFile(*bodyFile)
	if err != nil {
		log.Fatal(err)
	}
	res, err := http.Post(*url, "application/json", bytes.NewReader(body))
	if err != nil {
		log.Fatal(err)
	}
	payload, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil || res.StatusCode != http.StatusOK {
		log.Fatalf("fetch %s: status %d, %v", *url, res.StatusCode, err)
	}
	fmt.Printf("serving %d bytes on %s\n", len(payload), *addr)
	log.Fatal(http.ListenAndServe(*addr, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(payload)
	})))
}
