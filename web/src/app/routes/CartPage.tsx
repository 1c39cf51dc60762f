import { useCheckoutPath } from '../../features/cart/checkoutPath'
import { modeWording } from '../../features/checkout/slots'
import { ButtonLink } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import type { Cart } from '../../lib/types'
import { useClearSpecialFlag, useCart, useOptimizeSpecials } from '../../features/cart/api'
import { ApiError } from '../../lib/api'
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { useLocalCart } from '../../features/cart/store'
import { Totals } from '../../components/ui/Totals'
import { UnavailableProducts } from '../../features/cart/UnavailableProducts'
import { unavailableOf } from '../../features/cart/rules'
import { CardCarousel } from '../../components/carousel/CardCarousel'
import { usePlacementRow } from '../../features/menu/api'
import { ProductCard } from '../ProductCard'
import { useStore } from '../../features/stores/api'
import pages from '../../components/ui/pages.module.css'
import styles from '../../features/cart/Cart.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { CartLine } from '../../features/cart/CartLine'
import { UndoRemoval } from '../../features/cart/UndoRemoval'
import { PromoTerms } from '../../features/cart/PromoTerms'
import { FulfilmentTerms } from '../../features/checkout/FulfilmentTerms'
import { ecommerce } from '../../lib/analytics'
import { cartLineProperties } from '../../features/menu/analytics'
import { pageIsWindow, useBottomBar } from '../../lib/bottomBar'
import { formatMoney } from '../../lib/money'

export function CartPage() {
  useTitle('Your bag')
  const uuid = useLocalCart((s) => s.uuid)
  const { data: cart, isPending, error } = useCart()
  return (
    <>
      <UndoRemoval />
      {uuid && isPending ? (
        <Skeleton height={240} />
      ) : !uuid || !cart || error || cart.status !== 'pending' || cart.products.length === 0 ? (
        <EmptyBag />
      ) : (
        <BagContents cart={cart} />
      )}
    </>
  )
}

function EmptyBag() {
  return (
    <section className={pages.center} aria-labelledby="bag-title">
      <h1 id="bag-title">Your bag is empty</h1>
      <p className={pages.muted}>Find a dispensary, choose a product and a weight, and it will wait for you here.</p>
      <div className={pages.actions}>
        <ButtonLink to="/">Browse dispensaries</ButtonLink>
      </div>
    </section>
  )
}

function BagContents({ cart }: { cart: Cart }) {
  const checkoutPath = useCheckoutPath()
  const unavailable = unavailableOf(cart).length > 0 || cart.products.some((p) => !p.available)
  const wording = modeWording(cart.reservation_mode)
  // Phones: "Check out" and the total stay at the foot of the screen, below
  // the summary's terms and promo code (issue 21).
  const stickyCheckout = !unavailable && pageIsWindow()
  useBottomBar(stickyCheckout)
  return (
    <>
      <h1>Your bag</h1>
      <p className={pages.muted}>
        Reserving from <strong>{cart.store.name}</strong> {wording.reservedFor}.
      </p>
      {(cart.special_has_changed || cart.brand_special_has_changed) && <SpecialChanged />}
      {cart.warning_message && (
        <p className={styles.warning} role="note" aria-label="Before you reserve">
          {cart.warning_message}
        </p>
      )}
      <UnavailableProducts cart={cart} />
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Products in your bag">
          {cart.products.map((line) => (
            <CartLine
              key={`${line.product_id}-${line.price_id}`}
              line={line}
              onRemoved={() => ecommerce('remove_from_cart', cartLineProperties(line, cart.store, cart.uuid), cart.store.id)}
            />
          ))}
        </ul>
        <aside className={`${pages.panel} ${styles.summary}`} aria-labelledby="summary-title">
          <h2 id="summary-title">Order summary</h2>
          <Totals {...cart} total={cart.order_total} />
          <BagTerms cart={cart} />
          <PromoCode cart={cart} />
          {unavailable && <p className={styles.unavailable}>Remove the unavailable products to check out.</p>}
          {!unavailable && (
            <div className={stickyCheckout ? styles.stickyCheckout : undefined}>
              {/* The total again, in the phone's bar only (the summary above says it to screen readers). */}
              <span className={styles.checkoutTotal} aria-hidden="true">
                {formatMoney(cart.order_total)}
              </span>
              <ButtonLink to={checkoutPath} block>
                Check out
              </ButtonLink>
            </div>
          )}
          <p className={pages.muted}>Taxes are calculated by the store's rules. {wording.pay}</p>
        </aside>
      </div>
      <CartToppers cart={cart} />
    </>
  )
}

/** The store's minimums and fees for each mode, and what the bag is short, before the checkout. */
function BagTerms({ cart }: { cart: Cart }) {
  const store = useStore(cart.store.id)
  if (!store.data) return null
  return <FulfilmentTerms store={store.data} subtotal={cart.discounted_subtotal} mode={cart.reservation_mode} address={cart.delivery_address} />
}

/** Tells the shopper a special on the bag changed or ended since they last looked. */
function SpecialChanged() {
  const clear = useClearSpecialFlag()
  return (
    <div className={styles.changed} role="alert">
      <p>A special on your bag has changed or ended, and your total has been updated.</p>
      <Button variant="secondary" onClick={() => clear.mutate()} disabled={clear.isPending}>
        OK
      </Button>
    </div>
  )
}

/** The promo code field: the server checks the code and answers the bag priced with it. */
function PromoCode({ cart }: { cart: Cart }) {
  const optimize = useOptimizeSpecials()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError(undefined)
    if (code.trim() === '') {
      setError('Please enter a promo code.')
      return
    }
    optimize.mutate(
      { promo_code: code.trim() },
      {
        onSuccess: () => setCode(''),
        onError: (err) => setError(err instanceof ApiError ? (err.validations.promo_code?.[0] ?? err.message) : 'Something went wrong'),
      },
    )
  }
  if (cart.promo_code) {
    return (
      <div className={styles.promo}>
        <PromoTerms cart={cart} />
        <button type="button" className={styles.remove} disabled={optimize.isPending} onClick={() => optimize.mutate({ promo_code: '' })}>
          Remove<span className="visually-hidden"> promo code {cart.promo_code}</span>
        </button>
      </div>
    )
  }
  return (
    <form className={styles.promo} onSubmit={submit} noValidate>
      <Field label="Promo code" name="promo_code" value={code} autoComplete="off" onChange={(e) => setCode(e.target.value)} errors={error ? [error] : []} />
      <Button type="submit" variant="secondary" disabled={optimize.isPending} loading={optimize.isPending}>
        Apply
      </Button>
    </form>
  )
}

/** Products that go with the bag (the cart_toppers placement). */
function CartToppers({ cart }: { cart: Cart }) {
  const store = useStore(cart.store.id)
  const row = usePlacementRow(cart.store.id, 'cart_toppers', { cart_product_ids: cart.products.map((p) => p.product_id) })
  if (!store.data || (row.data && row.data.products.length === 0)) return null
  return (
    <div className={styles.toppers}>
      <CardCarousel title="Goes well with your bag" loading={row.isPending}>
        {(row.data?.products ?? []).map((slot) => (
          <ProductCard
            key={slot.object_id}
            product={slot.search_attributes}
            store={store.data}
            slot={{ placement: 'cart_toppers', adToken: slot.ad_token }}
            query="fromMenu=true"
          />
        ))}
      </CardCarousel>
    </div>
  )
}
