import { Link } from 'react-router'
import { ButtonLink } from '../../components/ui/Button'
import type { Cart, CartProduct } from '../../lib/types'
import { WEIGHT_LABELS } from '../../lib/weights'
import { useCart } from '../../features/cart/api'
import { CartLine } from '../../features/cart/CartLine'
import { useLocalCart } from '../../features/cart/store'
import { Totals } from '../../components/ui/Totals'
import { UnavailableProducts } from '../../features/cart/UnavailableProducts'
import { unavailableOf } from '../../features/cart/rules'
import { modeWording } from '../../features/checkout/slots'
import { useTitle } from '../../components/ui/useTitle'
import pages from '../../components/ui/pages.module.css'
import cart from '../../features/cart/Cart.module.css'
import { analytics } from './frame'
import { useHeadless, useHeadlessOptions, type FailedLine } from '../../features/headless/state'
import styles from './headless.module.css'

/** The headless frame's home: the bag the partner's buildCart made, and the way to checkout. */
export function HeadlessBag() {
  useTitle('Your bag')
  const { status, refusal, failed } = useHeadless()
  const options = useHeadlessOptions()
  const uuid = useLocalCart((s) => s.uuid)
  const { data, isPending } = useCart()
  if (status === 'building' || (uuid && isPending)) return <Preparing spinner={!options.disableLoadingSpinner} />
  const lines = data?.status === 'pending' ? data.products : []
  return (
    <>
      {refusal && (
        <div className={styles.alert} role="alert">
          <p>Your bag could not be prepared: {refusal}</p>
        </div>
      )}
      {failed.length > 0 && <FailedLines failed={failed} />}
      {data && lines.length > 0 ? (
        <BagContents cart={data} authDisabled={options.disableAuthFeatures === true} />
      ) : status === 'waiting' && !refusal ? (
        <Preparing spinner={false} />
      ) : (
        <section aria-labelledby="bag-title">
          <h1 id="bag-title">Your bag is empty</h1>
          <p className={pages.muted}>Choose products on this site and they will be waiting for you here.</p>
        </section>
      )}
    </>
  )
}

function Preparing({ spinner }: { spinner: boolean }) {
  return (
    <div className={styles.waiting} role="status">
      {spinner && <span className={styles.spinner} aria-hidden="true" />}
      <p>Preparing your bag…</p>
    </div>
  )
}

function FailedLines({ failed }: { failed: FailedLine[] }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{failed.length === 1 ? 'One product could not be added to your bag:' : `${failed.length} products could not be added to your bag:`}</p>
      <ul>
        {failed.map((f) => (
          <li key={`${f.productId}-${f.priceId}`}>
            Product {f.productId} ({WEIGHT_LABELS[f.priceId]} × {f.count}): {f.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

function BagContents({ cart: bag, authDisabled }: { cart: Cart; authDisabled: boolean }) {
  const unavailable = unavailableOf(bag).length > 0 || bag.products.some((p) => !p.available)
  const wording = modeWording(bag.reservation_mode)
  return (
    <>
      <h1>Your bag</h1>
      <p className={styles.callout}>
        Reserving from <strong>{bag.store.name}</strong> {wording.reservedFor}. {wording.pay}
      </p>
      <UnavailableProducts cart={bag} />
      <div className={cart.layout}>
        <ul className={cart.lines} aria-label="Products in your bag">
          {bag.products.map((line) => (
            <Line key={`${line.product_id}-${line.price_id}`} line={line} />
          ))}
        </ul>
        <aside className={`${pages.panel} ${cart.summary}`} aria-labelledby="summary-title">
          <h2 id="summary-title">Order summary</h2>
          <Totals {...bag} total={bag.order_total} />
          {unavailable ? (
            <p className={cart.unavailable}>Remove the unavailable products to check out.</p>
          ) : (
            <ButtonLink to={authDisabled ? '/cart/guest_checkout' : '/cart/checkout'} block>
              Check out
            </ButtonLink>
          )}
        </aside>
      </div>
    </>
  )
}

/** A line with its count and removal; each change the server takes is an analytics event to the partner. */
function Line({ line }: { line: CartProduct }) {
  return (
    <CartLine
      line={line}
      heading={<Link to={`/products/${line.product_id}/${line.url_slug ?? 'product'}`}>{line.name ?? `Product ${line.product_id}`}</Link>}
      onCountChanged={(count) => analytics('cartItemChangeCount', { productId: line.product_id, count })}
      onRemoved={() => analytics('cartItemRemoval', { productId: line.product_id })}
    />
  )
}
