package storage_test

import (
	"maps"
	"testing"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/storage/eventstore"

	ct "github.com/pistil/pistil/internal/catalog/catalogtest"
	"github.com/pistil/pistil/internal/storage"
	"github.com/pistil/pistil/internal/storage/storagetest"
)

type line struct {
	product int64
	weight  catalog.Weight
	count   int
}

// reserve checks out a cart of the given lines from a device.
func reserve(t *testing.T, db *storage.DB, device string, lines ...line) {
	t.Helper()
	uuid := ""
	for _, l := range lines {
		c, err := db.AddToCart(ctx, storage.AddToCart{CartUUID: uuid, StoreID: ct.StoreSF, ProductID: l.product,
			PriceID: l.weight, Count: l.count, DeviceID: device})
		if err != nil {
			t.Fatal(err)
		}
		uuid = c.UUID
	}
	if _, _, err := db.Checkout(ctx, storage.CheckoutInput{CartUUID: uuid, Request: adult}); err != nil {
		t.Fatal(err)
	}
}

func TestSalesPurchasesAndBoughtWith(t *testing.T) {
	storagetest.Each(t, func(t *testing.T, db *storage.DB) {
		load(t, db)
		reserve(t, db, "device-a", line{ct.FlowerBlueDream, catalog.EighthOunce, 2}, line{ct.EdibleGummies, catalog.Each, 1})
		reserve(t, db, "device-b", line{ct.EdibleGummies, catalog.Each, 3}, line{ct.VapeLemon, catalog.HalfGram, 1})
		check := func(name string, got map[int64]int, err error, want map[int64]int) {
			t.Helper()
			if err != nil || !maps.Equal(got, want) {
				t.Errorf("%s = %v, %v; want %v", name, got, err, want)
			}
		}
		sales, err := eventstore.New(db).Sales(ctx, ct.StoreSF)
		check("Sales", sales, err, map[int64]int{ct.FlowerBlueDream: 2, ct.EdibleGummies: 4, ct.VapeLemon: 1})
		sales, err = eventstore.New(db).Sales(ctx, ct.StoreDenver)
		check("Sales at Denver", sales, err, map[int64]int{})
		mine, err := eventstore.New(db).Purchases(ctx, ct.StoreSF, "device-a")
		check("Purchases(device-a)", mine, err, map[int64]int{ct.FlowerBlueDream: 2, ct.EdibleGummies: 1})
		mine, err = eventstore.New(db).Purchases(ctx, ct.StoreSF, "device-c")
		check("Purchases(device-c)", mine, err, map[int64]int{})
		with, err := eventstore.New(db).BoughtWith(ctx, ct.StoreSF, []int64{ct.EdibleGummies})
		check("BoughtWith(gummies)", with, err, map[int64]int{ct.FlowerBlueDream: 1, ct.VapeLemon: 1})
		with, err = eventstore.New(db).BoughtWith(ctx, ct.StoreSF, []int64{ct.FlowerBlueDream, ct.EdibleGummies})
		check("BoughtWith(flower, gummies)", with, err, map[int64]int{ct.VapeLemon: 1})
	})
}
