package storage

import (
	"context"
	"fmt"

	"github.com/pistil/pistil/internal/catalog"
)

// ReadMenuPhotos hands each store's own photo (catalog.MenuPhoto) of the
// menu products m that where picks to add, each product's in their order.
func ReadMenuPhotos(ctx context.Context, r Reader, where string, args []any, add func(menuProductID int64, p catalog.MenuPhoto)) error {
	rows, err := r.Query(ctx, `SELECT ph.menu_product_id, ph.id, ph.position, ph.blob_key, ph.width, ph.height
		FROM menu_product_photos ph JOIN menu_products m ON m.id = ph.menu_product_id
		WHERE `+where+` ORDER BY ph.menu_product_id, ph.position, ph.id`, args...)
	if err != nil {
		return fmt.Errorf("read menu photos: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id int64
			p  catalog.MenuPhoto
		)
		if err := rows.Scan(&id, &p.ID, &p.Position, &p.Key, &p.Width, &p.Height); err != nil {
			return err
		}
		add(id, p)
	}
	return rows.Err()
}
