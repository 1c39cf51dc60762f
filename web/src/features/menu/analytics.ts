// The product properties of spec section 3 for a menu product, from its
// prices on the menu (lib/analyticsRules.productProperties).
import { productProperties, type ProductProperties } from '../../lib/analyticsRules'
import type { CardProduct } from '../../lib/cardAttributes'
import type { WeightId } from '../../lib/types'
import { actualPriceOf, defaultWeight, priceOf } from '../../lib/weights'

export function menuProductProperties(
  product: CardProduct,
  store: { name?: string; currency?: string },
  o: { weight?: WeightId; quantity?: number; cartId?: string } = {},
): ProductProperties {
  const weight = o.weight ?? defaultWeight(product)
  return productProperties({
    product,
    weight,
    price: weight ? actualPriceOf(product, weight) : undefined,
    regularPrice: weight ? priceOf(product, weight) : undefined,
    quantity: o.quantity,
    store: { name: store.name ?? '', currency: store.currency },
    cartId: o.cartId,
  })
}

/** The product properties of a bag line (its name, brand and kind as the cart knows them). */
export function cartLineProperties(
  line: { product_id: number; price_id: WeightId; count: number; name?: string; brand?: string; kind?: string; category?: string | null; unit_price: number | null },
  store: { name: string },
  cartId: string,
): ProductProperties {
  return productProperties({
    product: { product_id: line.product_id, name: line.name ?? '', brand: line.brand ?? '', kind: line.kind ?? '', category: line.category },
    weight: line.price_id,
    price: line.unit_price ?? undefined,
    quantity: line.count,
    store,
    cartId,
  })
}
