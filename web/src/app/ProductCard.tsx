import type { ComponentProps } from 'react'
import { useCart } from '../features/cart/api'
import { ProductCard as MenuProductCard } from '../features/menu/ProductCard'
import { QuickAdd } from './QuickAdd'

/**
 * The menu's product card, showing first the weight of the product already
 * in the bag (spec sections 4 and 5). The menu does not import the cart, so
 * the two meet here; pages use this card. It carries the quick add
 * (QuickAdd.tsx) in the card's corner.
 */
export function ProductCard(props: Omit<ComponentProps<typeof MenuProductCard>, 'inCart'>) {
  const cart = useCart()
  const { store, product } = props
  const inCart = cart.data?.store.id === store.id ? cart.data.products.find((p) => p.product_id === product.product_id)?.price_id : undefined
  return <MenuProductCard {...props} inCart={inCart} action={(weight) => <QuickAdd product={product} store={store} weight={weight} />} />
}
