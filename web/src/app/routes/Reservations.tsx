import { Link, useParams, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { ApiError, isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import { useReservation, useReservations } from '../../features/checkout/api'
import { NotFound } from './NotFound'
import { LoginFirst, useSignedIn } from './Profile'
import { ReservationView } from './Receipt'
import pages from './pages.module.css'
import { useTitle } from './useTitle'

const STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting for the store',
  verification: 'Being verified',
  preparing: 'Being prepared',
  ready_for_pickup: 'Ready for pickup',
  delivery_started: 'On its way',
  delivery_finished: 'Delivered',
  finished: 'Completed',
  cancelled: 'Cancelled',
}

/** /profile/reservations: the signed-in customer's reservations, newest first. */
export function ProfileReservations() {
  useTitle('Your reservations')
  const who = useSignedIn()
  const [search, setSearch] = useSearchParams()
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1)
  const list = useReservations(page, typeof who === 'object')
  if (who === 'pending') return <Skeleton height={200} />
  if (who === 'guest') return <LoginFirst title="Your reservations" />
  const pagesCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.per_page)) : 1
  return (
    <section aria-labelledby="reservations-title" className={pages.list}>
      <h1 id="reservations-title">Your reservations</h1>
      {list.isPending && <Skeleton height={200} />}
      {list.error && <p role="alert">{list.error.message}</p>}
      {list.data?.total === 0 && (
        <p>
          No reservations yet. <Link to="/dispensaries">Find a dispensary</Link> to reserve from.
        </p>
      )}
      <ul className={pages.list}>
        {list.data?.reservations.map((r) => (
          <li key={r.id} className={pages.panel}>
            <h2>
              <Link to={`/profile/reservations/${r.id}`}>
                #{r.id} at {r.store.name}
              </Link>
            </h2>
            <p>
              {new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: r.store.time_zone_identifier }).format(
                new Date(r.created_at),
              )}{' '}
              · {r.product_count} {r.product_count === 1 ? 'item' : 'items'} · {formatMoney(r.amount)}
            </p>
            <p className={pages.muted}>
              {r.reservation_mode === 'delivery' ? 'Delivery' : r.reservation_mode === 'curbside' ? 'Curbside pickup' : 'Pickup'} ·{' '}
              {STATUS_LABELS[r.status] ?? r.status}
            </p>
          </li>
        ))}
      </ul>
      {pagesCount > 1 && (
        <nav aria-label="Reservation pages" className={pages.actions}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setSearch(page === 2 ? {} : { page: String(page - 1) })}>
            Newer
          </Button>
          <span style={{ alignSelf: 'center' }}>
            Page {page} of {pagesCount}
          </span>
          <Button variant="secondary" disabled={page >= pagesCount} onClick={() => setSearch({ page: String(page + 1) })}>
            Older
          </Button>
        </nav>
      )}
    </section>
  )
}

/** /profile/reservations/{id}: one of the customer's reservations with its receipt; another customer's is refused. */
export function ProfileReservation() {
  const id = Number(useParams().id)
  const [search] = useSearchParams()
  const who = useSignedIn()
  const res = useReservation(id, typeof who === 'object' && id > 0)
  useTitle(`Reservation #${id}`)
  if (who === 'pending') return <Skeleton height={400} />
  if (who === 'guest') return <LoginFirst title={`Reservation #${id}`} />
  if (isNotFound(res.error) || !(id > 0)) return <NotFound what="reservation" />
  if (res.error instanceof ApiError && res.error.status === 403) {
    return (
      <section className={pages.center}>
        <h1>Not your reservation</h1>
        <p role="alert">{res.error.message}</p>
        <p>
          <Link to="/profile/reservations">Your reservations</Link>
        </p>
      </section>
    )
  }
  if (res.error) throw res.error
  if (!res.data) return <Skeleton height={400} />
  return (
    <ReservationView reservation={res.data} title={`Reservation #${res.data.id}`} warning={search.get('warning')}>
      <p>
        <Link to="/profile/reservations">All your reservations</Link>
      </p>
    </ReservationView>
  )
}
