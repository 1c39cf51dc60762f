import { useState } from 'react'
import { Button } from '../../components/ui/Button'
import { WEIGHT_LABELS } from '../../lib/weights'
import type { Cart } from '../../lib/types'
import { useRemoveUnavailable } from './api'
import { unavailableOf } from './rules'
import styles from './UnavailableProducts.module.css'

/**
 * The unavailable-products fix-up (spec sections 4 and 8): names the lines
 * that sold out or left the menu since they went in the bag, and removes
 * them in one call. The bag answered has none left; an empty one clears the
 * local bag. Shown by the bag page, the drawer and after a checkout answered
 * 'One or more products in your cart are no longer available'.
 */
export function UnavailableProducts({ cart, compact = false }: { cart: Cart; compact?: boolean }) {
  const remove = useRemoveUnavailable()
  const [error, setError] = useState<string>()
  const missing = unavailableOf(cart)
  if (missing.length === 0) return null
  const nameOf = (id: number) => cart.products.find((p) => p.product_id === id)?.name ?? `Product ${id}`
  return (
    <div className={compact ? `${styles.box} ${styles.compact}` : styles.box} role="alert">
      <p className={styles.title}>
        {missing.length === 1 ? 'A product in your bag is' : 'Some products in your bag are'} no longer available.
      </p>
      <ul className={styles.list} aria-label="Unavailable products">
        {missing.map((u) => (
          <li key={`${u.product_id}-${u.price_id}`}>
            {`${nameOf(u.product_id)} (${WEIGHT_LABELS[u.price_id]}): ${u.available > 0 ? `only ${u.available} left` : 'sold out'}`}
          </li>
        ))}
      </ul>
      {!compact && <p className={styles.hint}>Remove them to check out the rest of your bag.</p>}
      <Button
        variant="secondary"
        disabled={remove.isPending}
        loading={remove.isPending}
        onClick={() => {
          setError(undefined)
          remove.mutate(undefined, { onError: (e) => setError(e.message || 'Something went wrong') })
        }}
      >
        Remove unavailable products
      </Button>
      {error && <p className={styles.error}>{error}</p>}
    </div>
  )
}
