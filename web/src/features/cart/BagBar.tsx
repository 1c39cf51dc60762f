import { useLocation } from 'react-router'
import { formatMoney } from '../../lib/money'
import { useBottomBar } from '../../lib/bottomBar'
import { useCart } from './api'
import { useLocalCart } from './store'
import styles from './BagBar.module.css'

/** Pages with their own bar or that are the bag themselves: a product page (its "Add to bag"), the bag and checkout. */
export function hasOwnBottomBar(pathname: string): boolean {
  return /\/products\/\d+/.test(pathname) || /^\/cart(\/|$)/.test(pathname) || /\/checkout(\/|$)/.test(pathname)
}

/**
 * The phone's bag bar (issue 21): while the bag holds products, a bar at
 * the foot of the screen says how many and their total, and opens the bag.
 * From tablets up the header's bag link does this.
 */
export function BagBar() {
  const { data: cart } = useCart()
  const { pathname } = useLocation()
  const open = useLocalCart((s) => s.openDrawer)
  const drawerOpen = useLocalCart((s) => s.drawerOpen)
  const count = cart?.status === 'pending' ? cart.product_count : 0
  const show = count > 0 && !hasOwnBottomBar(pathname)
  useBottomBar(show)
  if (!show || !cart) return null
  return (
    <div className={styles.bar} hidden={drawerOpen}>
      {/* Its name is what it shows, the count said in words at the end: "View bag $20.80 (1 item)". */}
      <button type="button" className={styles.button} aria-haspopup="dialog" onClick={open}>
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
        <span className={styles.label}>View bag</span>
        <span className={styles.total}>
          {formatMoney(cart.discounted_subtotal)}
          <span className="visually-hidden">
            ({count} {count === 1 ? 'item' : 'items'})
          </span>
        </span>
      </button>
    </div>
  )
}
