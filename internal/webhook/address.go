package webhook

import (
	"net/netip"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/pistil/pistil/internal/problem"
)

// The messages of a subscriber URL refused.
const (
	MsgURL        = "The URL must be an http or https address with a host, without a user name, password or fragment, at most 2,000 characters."
	MsgURLPrivate = "The URL names a private, loopback or link-local address, which this server does not send webhooks to. A developer's server may allow them with -webhooks-private."
)

// CheckURL reads a subscriber's URL: http or https, a host, no user
// information or fragment, at most MaxURL bytes. Unless allowPrivate, a
// host that is an address Private calls private, or localhost, is
// refused: a store's staff must not make the server call its own network
// (its admin listener, a cloud's metadata service). A name that resolves
// to such an address is refused when the delivery dials it (notify).
func CheckURL(raw string, allowPrivate bool) (*url.URL, error) {
	if raw == "" || len(raw) > MaxURL || !utf8.ValidString(raw) || strings.ContainsFunc(raw, func(c rune) bool { return c <= ' ' || c == 0x7f }) {
		return nil, problem.Invalidf("url", MsgURL)
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Hostname() == "" || u.User != nil || u.Fragment != "" || u.Opaque != "" {
		return nil, problem.Invalidf("url", MsgURL)
	}
	if allowPrivate {
		return u, nil
	}
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return nil, problem.Invalidf("url", MsgURLPrivate)
	}
	if ip, err := netip.ParseAddr(host); err == nil && Private(ip) {
		return nil, problem.Invalidf("url", MsgURLPrivate)
	}
	return u, nil
}

// notPublic are ranges that are neither private nor loopback by netip's
// reckoning but are not the public internet either.
var notPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),   // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved, and broadcast
	netip.MustParsePrefix("64:ff9b:1::/48"),  // local-use NAT64
	netip.MustParsePrefix("2001:db8::/32"),   // documentation
	netip.MustParsePrefix("192.0.2.0/24"),    // documentation
	netip.MustParsePrefix("198.51.100.0/24"), // documentation
	netip.MustParsePrefix("203.0.113.0/24"),  // documentation
}

// Private reports whether ip is an address a webhook must not reach from a
// production server: loopback, private (RFC 1918, unique local IPv6),
// link-local (where clouds serve instance metadata), multicast,
// unspecified, or another range not on the public internet. An IPv4
// address written as IPv6 is judged as IPv4.
func Private(ip netip.Addr) bool {
	ip = ip.Unmap()
	if !ip.IsValid() || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() {
		return true
	}
	for _, p := range notPublic {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}
