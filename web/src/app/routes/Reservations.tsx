import type { ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { Button, ButtonLink } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { ApiError, isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import { reservationQuery, useReservation, useReservations, type ReservationDetail } from '../../features/checkout/api'
import { zoneLabel } from '../../lib/timeZones'
import { statusLabel } from '../../features/checkout/status'
import { useStore } from '../../features/stores/api'
import type { DayHours } from '../../lib/types'
import { NotFound } from '../../components/ui/NotFound'
import { LoginFirst, useSignedIn } from './Profile'
import { PrintableReceipt, ReservationView } from '../../features/checkout/Receipt'
import receiptStyles from '../../features/checkout/Receipt.module.css'
import pages from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { telHref } from '../../lib/tel'

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
              {statusLabel(r.status)}
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

/** Loads one of the signed-in customer's reservations for a page; another customer's is refused. */
function OwnReservation({ title, children }: { title: (id: number) => string; children: (r: ReservationDetail, id: number) => ReactNode }) {
  const id = Number(useParams().id)
  const who = useSignedIn()
  const res = useReservation(id, typeof who === 'object' && id > 0)
  useTitle(title(id))
  if (who === 'pending') return <Skeleton height={400} />
  if (who === 'guest') return <LoginFirst title={title(id)} />
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
  return <>{children(res.data, id)}</>
}

/** /profile/reservations/{id}: one of the customer's reservations, its progress, and cancel or "I'm here". */
export function ProfileReservation() {
  const [search] = useSearchParams()
  return (
    <OwnReservation title={(id) => `Reservation #${id}`}>
      {(r) => (
        <ReservationView
          reservation={r}
          title={`Reservation #${r.id}`}
          warning={search.get('warning')}
          actionsFor={{ kind: 'account', id: r.id }}
          queryKey={reservationQuery(r.id).queryKey}
          links={
            <>
              <ButtonLink to={`/profile/reservations/${r.id}/receipt`} variant="secondary">
                Receipt
              </ButtonLink>
              <ButtonLink to={`/profile/reservations/${r.id}/store`} variant="secondary">
                Store details
              </ButtonLink>
            </>
          }
        >
          <p>
            <Link to="/profile/reservations">All your reservations</Link>
          </p>
        </ReservationView>
      )}
    </OwnReservation>
  )
}

/** /profile/reservations/{id}/receipt: the printable receipt. */
export function ProfileReservationReceipt() {
  return (
    <OwnReservation title={(id) => `Receipt for reservation #${id}`}>
      {(r) => (
        <div className={`${pages.list} ${receiptStyles.page}`}>
          <p className={receiptStyles.noPrint}>
            <Link to={`/profile/reservations/${r.id}`}>Back to reservation #{r.id}</Link>
          </p>
          <PrintableReceipt reservation={r} kind="receipt" />
        </div>
      )}
    </OwnReservation>
  )
}

/**
 * /invoice/{id}: the invoice of one of the signed-in customer's
 * reservations: the printable receipt with seller, bill-to and what is
 * due. There is no invoice before a reservation, and none for another
 * customer's.
 */
export function Invoice() {
  return (
    <OwnReservation title={(id) => `Invoice for reservation #${id}`}>
      {(r) => (
        <div className={`${pages.list} ${receiptStyles.page}`}>
          <p className={receiptStyles.noPrint}>
            <Link to={`/profile/reservations/${r.id}`}>Back to reservation #{r.id}</Link>
          </p>
          <PrintableReceipt reservation={r} kind="invoice" />
        </div>
      )}
    </OwnReservation>
  )
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

function HoursTable({ caption, hours }: { caption: string; hours?: DayHours[] }) {
  if (!hours || hours.length === 0) return null
  const byDay = new Map(hours.map((h) => [h.day, h.period]))
  return (
    <table className={receiptStyles.hours}>
      <caption>{caption}</caption>
      <tbody>
        {DAYS.map((d) => {
          const p = byDay.get(d)
          return (
            <tr key={d}>
              <th scope="row">{d}</th>
              <td>{p ? `${p.from} – ${p.to}` : 'Closed'}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** /profile/reservations/{id}/store: where the reservation is: the store's address, phone, hours and a map link. */
export function ProfileReservationStore() {
  return <OwnReservation title={(id) => `Store for reservation #${id}`}>{(r) => <ReservationStore reservation={r} />}</OwnReservation>
}

function ReservationStore({ reservation: r }: { reservation: ReservationDetail }) {
  const store = useStore(r.store.id)
  const s = store.data
  const place = encodeURIComponent(`${r.store.name}, ${r.store.address}, ${r.store.city}, ${r.store.state} ${r.store.zip}`)
  const mode = r.reservation_mode
  return (
    <article className={`${pages.panel} ${receiptStyles.storePage}`} aria-labelledby="store-title">
      <p>
        <Link to={`/profile/reservations/${r.id}`}>Back to reservation #{r.id}</Link>
      </p>
      <h1 id="store-title">{r.store.name}</h1>
      <address className={pages.list} style={{ fontStyle: 'normal' }}>
        <span>
          {r.store.address}, {r.store.city}, {r.store.state} {r.store.zip}
        </span>
        <span>
          Phone: <a href={telHref(r.store.phone)}>{r.store.phone}</a>
        </span>
      </address>
      <p>
        <a
          href={s ? `https://www.openstreetmap.org/?mlat=${s.lat}&mlon=${s.long}#map=17/${s.lat}/${s.long}` : `https://www.openstreetmap.org/search?query=${place}`}
          target="_blank"
          rel="noreferrer"
        >
          Open the map<span className="visually-hidden"> of {r.store.name} (new tab)</span>
        </a>
      </p>
      {store.isPending && <Skeleton height={160} />}
      {s && (
        <>
          <HoursTable caption="Store hours" hours={s.working_hours} />
          {mode === 'delivery' && <HoursTable caption="Delivery hours" hours={s.delivery_hours} />}
          {mode === 'curbside' && <HoursTable caption="Curbside hours" hours={s.curbside_hours} />}
          <p className={pages.muted}>Hours are in the store's local time ({zoneLabel(s.time_zone_identifier)}).</p>
          <p>
            <Link to={`/stores/${s.id}/${s.url_slug}/about`}>About {s.name}</Link>
          </p>
        </>
      )}
    </article>
  )
}
