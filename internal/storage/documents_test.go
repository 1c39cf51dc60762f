package storage_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/accountstore"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func countFiles(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	err := filepath.WalkDir(dir, func(_ string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestDocumentStorage: the key is made once and kept; a change whose
// transaction fails leaves no object behind; a photo reads back only for
// its owner.
func TestDocumentStorage(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		ctx := context.Background()
		key, err := accountstore.New(db).DocumentKey(ctx)
		if err != nil || len(key) != 32 {
			t.Fatalf("DocumentKey = %x, %v", key, err)
		}
		if again, _ := accountstore.New(db).DocumentKey(ctx); !bytes.Equal(again, key) {
			t.Error("DocumentKey changed between calls")
		}
		dir := t.TempDir()
		files, err := storage.OpenFiles(ctx, "file://"+filepath.ToSlash(dir)+"?metadata=skip&no_tmp_dir=true", key)
		if err != nil {
			t.Fatal(err)
		}
		defer files.Close()
		photo := accounts.NewPhoto{Data: []byte("pretend pixels"), ContentType: "image/png", Width: 1, Height: 1}

		// No customer 999: the row cannot be written, and the object goes.
		_, err = accountstore.New(db).UpdateDocument(ctx, files, 999, accounts.DocumentChange{Photos: map[string]accounts.NewPhoto{"veteran_photo": photo}})
		if err == nil {
			t.Fatal("a document for a customer who does not exist was stored")
		}
		if n := countFiles(t, dir); n != 0 {
			t.Errorf("%d objects left after a failed change, want 0", n)
		}

		ada, err := accountstore.New(db).CreateCustomer(ctx, accounts.NewCustomer{Email: "ada@example.com", PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		bob, _ := accountstore.New(db).CreateCustomer(ctx, accounts.NewCustomer{Email: "bob@example.com", PasswordHash: "x"})
		name := "Ada"
		d, err := accountstore.New(db).UpdateDocument(ctx, files, ada.ID, accounts.DocumentChange{FirstName: &name,
			Photos: map[string]accounts.NewPhoto{"veteran_photo": photo}})
		if err != nil || d.FirstName != "Ada" || d.Photos["veteran_photo"].Bytes != int64(len(photo.Data)) || !d.Satisfied()["veteran_photo"] {
			t.Fatalf("UpdateDocument = %+v, %v", d, err)
		}
		if _, data, err := accountstore.New(db).DocumentPhoto(ctx, files, ada.ID, "veteran_photo"); err != nil || !bytes.Equal(data, photo.Data) {
			t.Errorf("DocumentPhoto = %q, %v", data, err)
		}
		if _, _, err := accountstore.New(db).DocumentPhoto(ctx, files, bob.ID, "veteran_photo"); err == nil {
			t.Error("Bob read a photo he never uploaded")
		}
	})
}
