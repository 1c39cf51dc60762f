// Package sealed encrypts small objects at rest with AES-256-GCM. A sealed
// object is a version byte, a random 12-byte nonce and the ciphertext with
// its 16-byte tag. The caller names what the object is (additional
// authenticated data, such as its storage key and owner), so an object moved
// to another name fails to open. It does no I/O.
package sealed

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

// KeySize is the length of a key: 32 bytes, AES-256.
const KeySize = 32

// version 1 is AES-256-GCM with a 12-byte random nonce.
const version = 1

// ErrOpen is returned for an object that is not one this key sealed under
// this name: tampered, truncated, moved, or sealed with another key.
var ErrOpen = errors.New("sealed: the object cannot be opened with this key and name")

// Box seals and opens objects with one key.
type Box struct {
	aead cipher.AEAD
}

// New returns a Box for a 32-byte key.
func New(key []byte) (*Box, error) {
	if len(key) != KeySize {
		return nil, fmt.Errorf("sealed: the key is %d bytes, want %d", len(key), KeySize)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Box{aead: aead}, nil
}

// ParseKey reads a key written as 64 hexadecimal digits.
func ParseKey(s string) ([]byte, error) {
	key, err := hex.DecodeString(strings.TrimSpace(s))
	if err != nil || len(key) != KeySize {
		return nil, fmt.Errorf("want %d hexadecimal digits (a %d-byte key)", 2*KeySize, KeySize)
	}
	return key, nil
}

// NewKey returns a random key.
func NewKey() ([]byte, error) {
	key := make([]byte, KeySize)
	if _, err := rand.Read(key); err != nil {
		return nil, err
	}
	return key, nil
}

// Seal encrypts plain under a fresh random nonce, bound to name.
func (b *Box) Seal(plain []byte, name string) ([]byte, error) {
	n := b.aead.NonceSize()
	out := make([]byte, 1+n, 1+n+len(plain)+b.aead.Overhead())
	out[0] = version
	if _, err := rand.Read(out[1 : 1+n]); err != nil {
		return nil, err
	}
	return b.aead.Seal(out, out[1:1+n], plain, []byte(name)), nil
}

// Open decrypts what Seal returned for the same name, or returns ErrOpen.
func (b *Box) Open(sealed []byte, name string) ([]byte, error) {
	n := b.aead.NonceSize()
	if len(sealed) < 1+n+b.aead.Overhead() || sealed[0] != version {
		return nil, ErrOpen
	}
	plain, err := b.aead.Open(nil, sealed[1:1+n], sealed[1+n:], []byte(name))
	if err != nil {
		return nil, ErrOpen
	}
	return plain, nil
}
