package storage

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"strings"

	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// buckets, the default
	_ "gocloud.dev/blob/s3blob"   // s3:// buckets, for production
	"gocloud.dev/gcerrors"

	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/sealed"
)

// Files keeps private files (identification photos) in a blob bucket,
// each sealed (internal/sealed) under its key and its owner before it
// leaves the process, so the bucket holds only ciphertext of them; and
// public files (the console's product photos) as they are, under
// PublicPrefix only (PutPublic).
type Files struct {
	bucket *blob.Bucket
	box    *sealed.Box
	// Log hears of photos that could not be deleted (slog.Default when nil).
	Log *slog.Logger
}

// OpenFiles opens the bucket at url (file:///dir or s3://bucket) and
// seals its objects with a 32-byte key.
func OpenFiles(ctx context.Context, url string, key []byte) (*Files, error) {
	box, err := sealed.New(key)
	if err != nil {
		return nil, err
	}
	bucket, err := blob.OpenBucket(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("open file storage %s: %w", url, err)
	}
	return &Files{bucket: bucket, box: box}, nil
}

// Close closes the bucket.
func (f *Files) Close() error { return f.bucket.Close() }

// NewBlobKey is a random object name under prefix: it says nothing about
// whose file it is.
func NewBlobKey(prefix string) (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return prefix + hex.EncodeToString(b), nil
}

// sealName binds an object to its key and its owner: a blob copied to
// another key or another customer's row does not open.
func sealName(key string, owner int64) string {
	return key + "\x00customer:" + strconv.FormatInt(owner, 10)
}

// Put seals data for owner and keeps it under key.
func (f *Files) Put(ctx context.Context, key string, owner int64, data []byte) error {
	sealedData, err := f.box.Seal(data, sealName(key, owner))
	if err != nil {
		return err
	}
	return f.bucket.WriteAll(ctx, key, sealedData, &blob.WriterOptions{ContentType: "application/octet-stream"})
}

// Get reads and opens what Put kept under key for owner; another owner's
// row does not open it.
func (f *Files) Get(ctx context.Context, key string, owner int64) ([]byte, error) {
	data, err := f.bucket.ReadAll(ctx, key)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", key, err)
	}
	plain, err := f.box.Open(data, sealName(key, owner))
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", key, err)
	}
	return plain, nil
}

// Remove deletes objects; one already gone is not an error.
func (f *Files) Remove(ctx context.Context, keys ...string) error {
	var errs []error
	for _, k := range keys {
		if err := f.bucket.Delete(ctx, k); err != nil && gcerrors.Code(err) != gcerrors.NotFound {
			errs = append(errs, fmt.Errorf("delete %s: %w", k, err))
		}
	}
	return errors.Join(errs...)
}

// PublicPrefix is where public files are kept: product photos, which
// anyone may see, and which are therefore not sealed.
const PublicPrefix = "products/"

// publicKey is the object name of a public file: name under PublicPrefix.
// A name that is empty, absolute or climbs (..) is refused.
func publicKey(name string) (string, error) {
	if name == "" || strings.HasPrefix(name, "/") || slices.Contains(strings.Split(name, "/"), "..") {
		return "", fmt.Errorf("public file name %q", name)
	}
	return PublicPrefix + name, nil
}

// PutPublic keeps data as it is (not sealed) under PublicPrefix + name.
func (f *Files) PutPublic(ctx context.Context, name, contentType string, data []byte) error {
	key, err := publicKey(name)
	if err != nil {
		return err
	}
	return f.bucket.WriteAll(ctx, key, data, &blob.WriterOptions{ContentType: contentType})
}

// GetPublic reads what PutPublic kept under name; problem.NotFound when
// there is none.
func (f *Files) GetPublic(ctx context.Context, name string) ([]byte, error) {
	key, err := publicKey(name)
	if err != nil {
		return nil, problem.New(problem.NotFound, "There is no such photo.")
	}
	data, err := f.bucket.ReadAll(ctx, key)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return nil, problem.New(problem.NotFound, "There is no such photo.")
	} else if err != nil {
		return nil, fmt.Errorf("read %s: %w", key, err)
	}
	return data, nil
}

// RemovePublic deletes public files by name; one already gone is not an
// error.
func (f *Files) RemovePublic(ctx context.Context, names ...string) error {
	keys := make([]string, 0, len(names))
	for _, n := range names {
		key, err := publicKey(n)
		if err != nil {
			return err
		}
		keys = append(keys, key)
	}
	return f.Remove(ctx, keys...)
}

// Logger hears of photos that could not be deleted: Log, or slog.Default.
func (f *Files) Logger() *slog.Logger {
	if f.Log != nil {
		return f.Log
	}
	return slog.Default()
}
