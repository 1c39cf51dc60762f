package core

import "testing"

func TestNegotiate(t *testing.T) {
	for _, tc := range []struct {
		header, want string
	}{
		{"", EncodingIdentity},
		{"identity", EncodingIdentity},
		{"gzip", EncodingGzip},
		{"x-gzip", EncodingGzip},
		{"br", EncodingBrotli},
		// What browsers send.
		{"gzip, deflate, br, zstd", EncodingBrotli},
		{"gzip, deflate", EncodingGzip},
		{"GZIP", EncodingGzip},
		{"  br ;q=1 , gzip", EncodingBrotli},
		// Weights: the higher wins, brotli at a tie, q=0 refuses.
		{"br;q=0.5, gzip;q=0.8", EncodingGzip},
		{"br;q=0.8, gzip;q=0.8", EncodingBrotli},
		{"br;q=0, gzip", EncodingGzip},
		{"br;q=0, gzip;q=0", EncodingIdentity},
		{"gzip;q=0.001", EncodingGzip},
		// "*" covers the codings not named.
		{"*", EncodingBrotli},
		{"*;q=0", EncodingIdentity},
		{"gzip, *;q=0", EncodingGzip},
		{"br;q=0, *", EncodingGzip},
		// A weight that is not one: sent as is.
		{"gzip;q=2", EncodingIdentity},
		{"gzip;q=abc", EncodingIdentity},
		{"br;q=-1", EncodingIdentity},
		{"deflate", EncodingIdentity},
	} {
		if got := Negotiate(tc.header); got != tc.want {
			t.Errorf("Negotiate(%q) = %q, want %q", tc.header, got, tc.want)
		}
	}
}
