import { NavLink } from 'react-router'
import { useCart } from './api'

/** The bag's count as the header shows it: its products while the cart is pending, else none. */
export function useBagCount(): number {
  const { data: cart } = useCart()
  return cart?.status === 'pending' ? cart.product_count : 0
}

/** The header's link to the bag, with its count (styled by the layout's countClassName). */
export function BagLink({ countClassName, count }: { countClassName?: string; count?: number }) {
  const own = useBagCount()
  const n = count ?? own
  return (
    <NavLink to="/cart">
      Bag
      <span className={countClassName} aria-label={`${n} ${n === 1 ? 'item' : 'items'}`}>
        {n}
      </span>
    </NavLink>
  )
}
