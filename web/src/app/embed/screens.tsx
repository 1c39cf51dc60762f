// The screens only a framed page has (spec section 2, embedded-only
// screens), and the guards its route tables put around shared screens.

import type { ReactNode } from 'react'
import { Link, Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router'
import { ButtonLink } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { appContext } from '../../lib/appMode'
import { ApiError, isNotFound } from '../../lib/api'
import { useCart } from '../../features/cart/api'
import { UnavailableProducts } from '../../features/cart/UnavailableProducts'
import { useLocalCart } from '../../features/cart/store'
import { reservationQuery, useReservation } from '../../features/checkout/api'
import { useCheckoutPath } from '../../features/cart/checkoutPath'
import { cartAlerts } from '../../features/cart/alerts'
import { useStores } from '../../features/stores/api'
import { StoreCard } from '../../features/stores/StoreCard'
import { LoginFirst, useSignedIn } from '../routes/Profile'
import { ReservationView } from '../../features/checkout/Receipt'
import { NotFound } from '../../components/ui/NotFound'
import { useTitle } from '../../components/ui/useTitle'
import pages from '../../components/ui/pages.module.css'
import { NotAvailableHere } from './FramedLayout'

/**
 * Account screens where the partner keeps accounts on; where it switched
 * them off (partner.auth_disabled) they go back to the menu, so no page of
 * the frame offers to log in.
 */
export function AuthOnly({ children }: { children: ReactNode }) {
  if (!appContext().features.auth) return <Navigate to="/" replace />
  return <>{children}</>
}

/** /cart/checkout with accounts off: every checkout is a guest's. */
export function CheckoutEntry({ children }: { children: ReactNode }) {
  if (!appContext().features.auth) return <Navigate to="/cart/guest_checkout" replace />
  return <>{children}</>
}

/**
 * The store screens of a framed page show only the partner's stores: the
 * one of /embed/stores/{id}, the operator's for the operator embed.
 */
export function StoreGate({ storeIds }: { storeIds: readonly number[] }) {
  const id = Number(useParams().id)
  if (!storeIds.includes(id)) return <NotAvailableHere />
  return <Outlet />
}

/** /cartAlerts: what in the bag needs the shopper (unavailable products, limits, changed specials). */
export function CartAlerts() {
  useTitle('Your bag needs attention')
  const uuid = useLocalCart((s) => s.uuid)
  const { data: cart, isPending } = useCart()
  const checkoutPath = useCheckoutPath()
  const alerts = cartAlerts(cart)
  // No bag: the query waits for none, and there is nothing to wait for.
  if (uuid && isPending) return <Skeleton height={200} />
  const blocking = alerts.some((a) => a.blocking)
  return (
    <section aria-labelledby="alerts-title">
      <h1 id="alerts-title">{alerts.length > 0 ? 'Your bag needs attention' : 'Your bag is ready'}</h1>
      {alerts.length === 0 && <p>Nothing in your bag needs your attention.</p>}
      {alerts.length > 0 && (
        <ul aria-label="Bag alerts">
          {alerts.map((a) => (
            <li key={a.text}>{a.text}</li>
          ))}
        </ul>
      )}
      {cart && blocking && <UnavailableProducts cart={cart} />}
      <div className={pages.actions}>
        <ButtonLink to="/cart" variant="secondary">
          View bag
        </ButtonLink>
        {cart && cart.status === 'pending' && cart.products.length > 0 && !blocking && <ButtonLink to={checkoutPath}>Check out</ButtonLink>}
      </div>
    </section>
  )
}

/** /reservationReview?id=: the signed-in shopper's reservation after checkout, inside the frame. */
export function ReservationReview() {
  const [search] = useSearchParams()
  const id = Number(search.get('id'))
  const who = useSignedIn()
  const res = useReservation(id, typeof who === 'object' && id > 0)
  useTitle(`Reservation #${id > 0 ? id : ''}`)
  if (!appContext().features.auth) return <Navigate to="/" replace />
  if (who === 'pending') return <Skeleton height={400} />
  if (who === 'guest') return <LoginFirst title="Your reservation" />
  if (!(id > 0) || isNotFound(res.error) || (res.error instanceof ApiError && res.error.status === 403)) return <NotFound what="reservation" />
  if (res.error) throw res.error
  if (!res.data) return <Skeleton height={400} />
  const r = res.data
  return (
    <ReservationView
      reservation={r}
      title={`Thank you! Reservation #${r.id} is placed`}
      warning={search.get('warning')}
      actionsFor={{ kind: 'account', id: r.id }}
      queryKey={reservationQuery(r.id).queryKey}
    >
      <p>
        <Link to="/">Back to the menu</Link>
      </p>
    </ReservationView>
  )
}

/** The operator embed's root: the operator's stores, in the partner's order, to choose one. */
export function StorePicker() {
  const ctx = appContext()
  const ids = ctx.partner?.store_ids ?? []
  const stores = useStores()
  useTitle(`Choose a store of ${ctx.partner?.name ?? 'ours'}`)
  if (stores.error) throw stores.error
  const shown = ids.map((id) => stores.data?.find((s) => s.id === id)).filter((s) => s !== undefined)
  return (
    <section aria-labelledby="picker-title" aria-busy={stores.isPending}>
      <h1 id="picker-title">Choose a store</h1>
      <p className={pages.muted}>Each store has its own menu and prices. Your bag holds one store's products.</p>
      {stores.isPending ? (
        <Skeleton height={160} />
      ) : (
        <ul aria-label="Stores" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 'var(--space-4)', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {shown.map((s) => (
            <li key={s.id}>
              <StoreCard store={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** A path the framed page keeps under another name (/profile/settings is /settings here). */
export function Renamed({ to }: { to: string }) {
  const { search } = useLocation()
  return <Navigate to={to + search} replace />
}
