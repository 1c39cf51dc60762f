import { useCheckoutPath } from './checkoutPath'
import { useId, useRef } from 'react'
import { CloseButton } from '../../components/ui/CloseButton'
import { useModal } from '../../components/ui/Dialog'
import { ButtonLink } from '../../components/ui/Button'
import { formatMoney } from '../../lib/money'
import { WEIGHT_LABELS } from '../../lib/weights'
import type { Cart } from '../../lib/types'
import { useCart } from './api'
import { useLocalCart } from './store'
import { UnavailableProducts } from './UnavailableProducts'
import { unavailableOf } from './rules'
import styles from './CartDrawer.module.css'
import { assetURL } from '../../lib/appRoot'

/**
 * The bag drawer (spec section 4): opens after an add that put a new line in
 * the bag, over the page from the side. It shows the bag as the server has
 * it (reloaded once older than 2 s) and leads to the bag page or checkout.
 */
export function CartDrawer() {
  const open = useLocalCart((s) => s.drawerOpen)
  if (!open) return null
  return <Drawer />
}

function Drawer() {
  const titleId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const close = useLocalCart((s) => s.closeDrawer)
  const { data: cart, isPending } = useCart()

  useModal(ref)

  const empty = !cart || cart.status !== 'pending' || cart.products.length === 0
  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        close()
      }}
      onClick={(e) => {
        if (e.target === ref.current) close()
      }}
    >
      <div className={styles.body}>
        <header className={styles.head}>
          <h2 id={titleId}>Your bag</h2>
          <CloseButton label="Close the bag" onClick={close} />
        </header>
        {isPending && !cart ? <p className={styles.muted}>Loading your bag…</p> : empty ? <p className={styles.muted}>Your bag is empty.</p> : <Contents cart={cart} onNavigate={close} />}
      </div>
    </dialog>
  )
}

function Contents({ cart, onNavigate }: { cart: Cart; onNavigate: () => void }) {
  const checkoutPath = useCheckoutPath()
  const unavailable = unavailableOf(cart).length > 0
  return (
    <>
      <p className={styles.muted}>
        From <strong>{cart.store.name}</strong>
      </p>
      {unavailable && <UnavailableProducts cart={cart} compact />}
      <ul className={styles.lines} aria-label="Products in your bag">
        {cart.products.map((line) => (
          <li key={`${line.product_id}-${line.price_id}`} className={styles.line}>
            {line.image_url && <img src={assetURL(line.image_url)} alt="" width={48} height={48} />}
            <div>
              <p className={styles.name}>{line.name ?? `Product ${line.product_id}`}</p>
              <p className={styles.muted}>
                {line.count} × {WEIGHT_LABELS[line.price_id]}
                {!line.available && ' · unavailable'}
              </p>
            </div>
            <p className={styles.total}>{formatMoney(line.line_total)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.subtotal}>
        <span>Subtotal ({cart.product_count} {cart.product_count === 1 ? 'item' : 'items'})</span>
        <strong>{formatMoney(cart.discounted_subtotal)}</strong>
      </p>
      <div className={styles.actions}>
        {!unavailable && (
          <ButtonLink to={checkoutPath} block onClick={onNavigate}>
            Check out
          </ButtonLink>
        )}
        <ButtonLink to="/cart" variant="secondary" block onClick={onNavigate}>
          View bag
        </ButtonLink>
      </div>
      <button type="button" className={styles.keep} onClick={onNavigate}>
        Keep shopping
      </button>
    </>
  )
}
