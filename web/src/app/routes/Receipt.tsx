import type { ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { ButtonLink } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import type { Reservation } from '../../lib/types'
import { WEIGHT_LABELS } from '../../lib/weights'
import { useReceipt } from '../../features/checkout/api'
import { Totals } from '../../features/cart/Totals'
import { NotFound } from './NotFound'
import pages from './pages.module.css'
import { useTitle } from './useTitle'

export function Receipt() {
  const { uuid = '' } = useParams()
  const [search] = useSearchParams()
  const { data: r, error, isPending } = useReceipt(uuid)
  useTitle('Reservation receipt')
  if (isNotFound(error)) return <NotFound what="reservation" />
  if (error) throw error
  if (isPending || !r) return <Skeleton height={400} />
  const registered = search.get('is_registered')
  return (
    <ReservationView reservation={r} title="Your reservation is placed" warning={search.get('warning')}>
      {registered === 'false' && (
        <p>
          <Link to="/register">Create an account</Link> to see your reservations in one place next time.
        </p>
      )}
      {registered === 'true' && (
        <p>
          You have an account with {r.contact.email}: <Link to="/login?next=/profile/reservations">log in</Link> to reserve on it next time.
        </p>
      )}
    </ReservationView>
  )
}

/** A reservation as its receipt shows it: where and when, what, and the totals. */
export function ReservationView({
  reservation: r,
  title,
  warning,
  children,
}: {
  reservation: Reservation
  title: string
  warning?: string | null
  children?: ReactNode
}) {
  const placed = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: r.store.time_zone_identifier }).format(
    new Date(r.created_at),
  )
  return (
    <article className={pages.list} aria-labelledby="receipt-title">
      <section className={pages.panel}>
        <h1 id="receipt-title">{title}</h1>
        <p>
          Reservation <strong>#{r.id}</strong> at <strong>{r.store.name}</strong>, placed {placed}. Keep this page or note your reservation
          number.
        </p>
        {warning && <p role="alert">{warning}</p>}
        <p>
          Pick up at {r.store.address}, {r.store.city}, {r.store.state} {r.store.zip} · {r.store.phone}. Bring a valid photo ID; pay by{' '}
          {r.payment_method} when you collect.
        </p>
        <p className={pages.muted}>
          Status: {r.status}. Reserved for {r.contact.first_name} {r.contact.last_name}.
        </p>
        {children}
      </section>
      <section className={pages.panel} aria-labelledby="items-title">
        <h2 id="items-title">Items</h2>
        <ul className={pages.list}>
          {r.products.map((p) => (
            <li key={`${p.product_id}-${p.price_id}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <span>
                {p.count} × {p.name} ({WEIGHT_LABELS[p.price_id]}) <span className={pages.muted}>· {p.brand}</span>
              </span>
              <span>{formatMoney(p.line_total)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={pages.panel} aria-labelledby="totals-title">
        <h2 id="totals-title">Totals</h2>
        <Totals {...r} total={r.amount} />
      </section>
      <div className={pages.actions}>
        <ButtonLink to={`/stores/${r.store.id}/${r.store.url_slug}/menu`} variant="secondary">
          Back to {r.store.name}
        </ButtonLink>
      </div>
    </article>
  )
}
