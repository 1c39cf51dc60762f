package sealed

import (
	"bytes"
	"errors"
	"testing"
)

func TestSealOpen(t *testing.T) {
	key := bytes.Repeat([]byte{7}, KeySize)
	other := bytes.Repeat([]byte{8}, KeySize)
	box, err := New(key)
	if err != nil {
		t.Fatal(err)
	}
	plain := []byte("the front of a medical card")
	sealed, err := box.Seal(plain, "documents/abc customer 1")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(sealed, plain) {
		t.Fatal("the sealed object contains the plain text")
	}
	again, _ := box.Seal(plain, "documents/abc customer 1")
	if bytes.Equal(sealed, again) {
		t.Error("two seals of the same object are equal: the nonce is not fresh")
	}
	tampered := bytes.Clone(sealed)
	tampered[len(tampered)-20] ^= 1
	otherBox, _ := New(other)

	tests := []struct {
		name   string
		box    *Box
		sealed []byte
		aad    string
		ok     bool
	}{
		{"round trip", box, sealed, "documents/abc customer 1", true},
		{"tampered ciphertext", box, tampered, "documents/abc customer 1", false},
		{"moved to another key", box, sealed, "documents/xyz customer 1", false},
		{"moved to another customer", box, sealed, "documents/abc customer 2", false},
		{"wrong key", otherBox, sealed, "documents/abc customer 1", false},
		{"truncated", box, sealed[:10], "documents/abc customer 1", false},
		{"empty", box, nil, "documents/abc customer 1", false},
		{"unknown version", box, append([]byte{9}, sealed[1:]...), "documents/abc customer 1", false},
	}
	for _, tt := range tests {
		got, err := tt.box.Open(tt.sealed, tt.aad)
		if tt.ok && (err != nil || !bytes.Equal(got, plain)) {
			t.Errorf("%s: Open = %q, %v; want the plain text", tt.name, got, err)
		}
		if !tt.ok && !errors.Is(err, ErrOpen) {
			t.Errorf("%s: Open = %q, %v; want ErrOpen", tt.name, got, err)
		}
	}
}

func TestKeys(t *testing.T) {
	if _, err := New(make([]byte, 16)); err == nil {
		t.Error("New accepted a 16-byte key")
	}
	for _, tt := range []struct {
		in string
		ok bool
	}{
		{"00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff", true},
		{" 00112233445566778899AABBCCDDEEFF00112233445566778899aabbccddeeff\n", true},
		{"00112233", false},
		{"zz112233445566778899aabbccddeeff00112233445566778899aabbccddeeff", false},
		{"", false},
	} {
		if _, err := ParseKey(tt.in); (err == nil) != tt.ok {
			t.Errorf("ParseKey(%q) error = %v, want ok %v", tt.in, err, tt.ok)
		}
	}
	a, _ := NewKey()
	b, _ := NewKey()
	if len(a) != KeySize || bytes.Equal(a, b) {
		t.Error("NewKey does not make fresh 32-byte keys")
	}
}
