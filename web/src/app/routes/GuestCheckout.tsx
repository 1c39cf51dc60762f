import { ButtonLink } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { useCustomer, type Customer } from '../../lib/session'
import { useCart } from '../../features/cart/api'
import { useLocalCart } from '../../features/cart/store'
import type { Contact } from '../../features/checkout/api'
import { useStore } from '../../features/stores/api'
import pages from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { appContext } from '../../lib/appMode'
import { CheckoutScreen } from './CheckoutScreen'

// The checkout screen (spec section 4) is a thin route over the checkout's
// parts in features/checkout/ (mode, when, address, contact, payment), its
// form reducer (form.ts) and a mutation for the submit.

export { MSG_RESIDENT, validate } from '../../features/checkout/form'
export { defaultCheckoutError, MSG_TOTAL_UPDATED, MSG_UNAVAILABLE } from '../../features/checkout/messages'

/** /cart/checkout: a signed-in shopper's checkout; a guest is offered to log in or to check out as a guest. */
export function Checkout() {
  useTitle('Checkout')
  const { data: customer, isPending } = useCustomer()
  if (isPending) return <Skeleton height={320} />
  if (!customer) {
    return (
      <section className={pages.center} aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <p>Log in to keep this reservation on your account, or check out as a guest.</p>
        <div className={pages.actions}>
          <ButtonLink to="/login?next=/cart/checkout">Log in</ButtonLink>
          <ButtonLink to="/cart/guest_checkout" variant="secondary">
            Check out as a guest
          </ButtonLink>
        </div>
      </section>
    )
  }
  return <CheckoutForm customer={customer} />
}

/**
 * /cart/guest_checkout: the form waits for the session check so a signed-in shopper's details are filled in.
 * prefill gives contact fields to start from (a headless partner's user).
 */
export function GuestCheckout({ prefill }: { prefill?: Partial<Contact> } = {}) {
  useTitle('Guest checkout')
  const { data: customer, isPending } = useCustomer()
  if (isPending) return <Skeleton height={320} />
  return <CheckoutForm customer={customer ?? null} prefill={prefill} />
}

function CheckoutForm({ customer, prefill }: { customer: Customer | null; prefill?: Partial<Contact> }) {
  const { data: cart, isPending } = useCart()
  const uuid = useLocalCart((s) => s.uuid)
  const store = useStore(cart?.store.id ?? 0)
  if (uuid && isPending) return <Skeleton height={320} />
  if (!cart || cart.status !== 'pending' || cart.products.length === 0) {
    return (
      <section className={pages.center}>
        <h1>Nothing to check out</h1>
        <p className={pages.muted}>Your bag is empty.</p>
        <div className={pages.actions}>
          <ButtonLink to="/">Browse dispensaries</ButtonLink>
        </div>
      </section>
    )
  }
  if (store.isPending) return <Skeleton height={320} />
  if (!store.data) throw store.error ?? new Error('The store could not be loaded.')
  if (!customer && store.data.allow_guest_checkout === false) {
    // Where the partner switched accounts off, there is no login to offer.
    if (!appContext().features.auth) {
      return (
        <section className={pages.center} aria-labelledby="checkout-title">
          <h1 id="checkout-title">Reservations aren't available here</h1>
          <p>{cart.store.name} takes reservations from shoppers with an account, which this site does not offer. Please order on the store's own menu.</p>
        </section>
      )
    }
    return (
      <section className={pages.center} aria-labelledby="checkout-title">
        <h1 id="checkout-title">Log in to check out</h1>
        <p>{cart.store.name} takes reservations from shoppers with an account.</p>
        <div className={pages.actions}>
          <ButtonLink to="/login?next=/cart/checkout">Log in</ButtonLink>
          <ButtonLink to="/register" variant="secondary">
            Create an account
          </ButtonLink>
        </div>
      </section>
    )
  }
  return <CheckoutScreen cart={cart} store={store.data} customer={customer} prefill={prefill} />
}


