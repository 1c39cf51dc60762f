package storage_test

import (
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/catalogstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/problem"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

func TestImportRefusesAnUnreadableRowFilter(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		doc := ct.Small()
		doc.Stores[0].MenuSettings.CustomRows = []catalog.CustomRow{
			{Title: "Strong", SearchFilter: "percent_thc >= 25", Enabled: true},
			{Title: "Broken", SearchFilter: "kind:flower AND (", Enabled: true},
		}
		_, err := catalogstore.New(db).Import(ctx, doc)
		p := wantKind(t, err, problem.Invalid)
		if _, ok := p.Fields["stores[0].menu_settings.custom_row_settings[1].search_filter"]; !ok || len(p.Fields) != 1 {
			t.Errorf("fields = %v, want only custom_row_settings[1].search_filter", p.Fields)
		}
		if stores, _ := db.Stores(ctx, storage.StoreFilter{}); len(stores) != 0 {
			t.Errorf("an invalid import wrote %d stores", len(stores))
		}
	})
}
