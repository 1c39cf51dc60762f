import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { Button, ButtonLink } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { ApiError, isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import { WEIGHT_LABELS } from '../../lib/weights'
import {
  announceArrival,
  cancelReservation,
  receiptQuery,
  useReceipt,
  type ReservationDetail,
  type ReservationRef,
} from './api'
import { clock, dateKey, dayLabel, MODE_LABELS, PAYMENT_LABELS, windowLabel, zoneId } from './slots'
import { canAnnounce, canCancel, statusLabel, timeline } from './status'
import { Totals } from '../../components/ui/Totals'
import { appContext } from '../../lib/appMode'
import { NotFound } from '../../components/ui/NotFound'
import pages from '../../components/ui/pages.module.css'
import styles from './Receipt.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { telHref } from '../../lib/tel'

/** /reservation_receipt/{uuid}: a guest's receipt, with cancel and "I'm here" by the link's uuid. */
export function Receipt() {
  const { uuid = '' } = useParams()
  const [search] = useSearchParams()
  const { data: r, error, isPending } = useReceipt(uuid)
  useTitle('Reservation receipt')
  if (isNotFound(error)) return <NotFound what="reservation" />
  if (error) throw error
  if (isPending || !r) return <Skeleton height={400} />
  const registered = search.get('is_registered')
  const auth = appContext().features.auth
  return (
    <ReservationView
      reservation={r}
      title={r.status === 'cancelled' ? 'Your reservation is cancelled' : 'Your reservation is placed'}
      warning={search.get('warning')}
      actionsFor={{ kind: 'receipt', uuid }}
      queryKey={receiptQuery(uuid).queryKey}
    >
      {auth && registered === 'false' && (
        <p>
          <Link to="/register">Create an account</Link> to see your reservations in one place next time.
        </p>
      )}
      {auth && registered === 'true' && (
        <p>
          You have an account with {r.contact.email}: <Link to="/login?next=/profile/reservations">log in</Link> to reserve on it next time.
        </p>
      )}
    </ReservationView>
  )
}

const longDate = (at: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(at)).replace(/\s/g, ' ')

/** A step's time: the clock today, else the day too. */
function stepTime(at: string, zone: string, now = new Date()): string {
  const day = dayLabel(dateKey(new Date(at), zone), now, zone)
  return day === 'Today' ? clock(at, zone) : `${day.replace('Tomorrow', 'tomorrow')}, ${clock(at, zone)}`
}

/** When the order is for: the window in the store's zone, or as soon as possible. */
export function whenLine(r: ReservationDetail, zone: string, now: Date | null = new Date()): string {
  if (r.window_start && r.window_end) {
    // On paper (now null) the day is a date: "tomorrow" means nothing a day later.
    const day = now
      ? dayLabel(dateKey(new Date(r.window_start), zone), now, zone)
      : new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(r.window_start))
    return `${day}, ${windowLabel({ start: r.window_start, end: r.window_end }, zone)}${r.asap ? ' (as soon as possible)' : ''}`
  }
  // A reservation made before windows existed has neither; one with a window the store has not kept yet says so.
  return r.asap === false ? 'At the time the store confirms' : 'As soon as possible'
}

const addressLine = (a: NonNullable<ReservationDetail['delivery_address']>) =>
  [a.street, a.city, [a.state_code, a.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')

/** A reservation as its page shows it: status timeline, where and when, what, the totals, and the shopper's actions. */
export function ReservationView({
  reservation: r,
  title,
  warning,
  actionsFor,
  queryKey,
  links,
  children,
}: {
  reservation: ReservationDetail
  title: string
  warning?: string | null
  /** Where cancel goes; absent, the page offers no actions. */
  actionsFor?: ReservationRef
  /** The query the page reads, updated with the answer of an action. */
  queryKey?: QueryKey
  links?: ReactNode
  children?: ReactNode
}) {
  const zone = zoneId(r.store.time_zone_identifier)
  const mode = (r.reservation_mode || 'pickup') as keyof typeof MODE_LABELS
  const steps = timeline(mode, r.status, r.events)
  return (
    <article className={pages.list} aria-labelledby="receipt-title">
      <section className={pages.panel}>
        <h1 id="receipt-title">{title}</h1>
        <p>
          Reservation <strong>#{r.id}</strong> at <strong>{r.store.name}</strong>, placed {longDate(r.created_at, zone)}. Keep this page or note your
          reservation number.
        </p>
        {warning && (
          <p role="alert" className={styles.warning}>
            {warning}
          </p>
        )}
        <p className={styles.status}>
          Status: <strong data-testid="reservation-status">{statusLabel(r.status)}</strong>
          {r.cancelled_at && <> · cancelled {longDate(r.cancelled_at, zone)}</>}
        </p>
        {r.message && (
          <p className={styles.message}>
            <strong>From the store:</strong> {r.message}
          </p>
        )}
        <ol className={styles.timeline} aria-label="Progress">
          {steps.map((s) => (
            <li key={s.status} className={styles[s.state]} aria-current={s.state === 'current' ? 'step' : undefined}>
              <span className={styles.dot} aria-hidden="true" />
              <span>
                {s.label}
                <span className="visually-hidden">{s.state === 'done' ? ' (done)' : s.state === 'todo' ? ' (to come)' : ' (now)'}</span>
                {s.at && <small className={styles.at}>{stepTime(s.at, zone)}</small>}
              </span>
            </li>
          ))}
        </ol>
        <dl className={styles.facts}>
          <dt>{MODE_LABELS[mode] ?? mode}</dt>
          <dd>{whenLine(r, zone)}</dd>
          {r.delivery_address ? (
            <>
              <dt>Deliver to</dt>
              <dd>{addressLine(r.delivery_address)}</dd>
            </>
          ) : (
            <>
              <dt>Pick up at</dt>
              <dd>
                {r.store.address}, {r.store.city}, {r.store.state} {r.store.zip} · <a href={telHref(r.store.phone)}>{r.store.phone}</a>
              </dd>
            </>
          )}
          {r.curbside_spot && (
            <>
              <dt>Parking spot</dt>
              <dd>{r.curbside_spot}</dd>
            </>
          )}
          <dt>Payment</dt>
          <dd>
            {PAYMENT_LABELS[r.payment_method] ?? r.payment_method} when you {mode === 'delivery' ? 'receive it' : 'collect'}; bring a valid photo ID.
          </dd>
          <dt>Reserved for</dt>
          <dd>
            {r.contact.first_name} {r.contact.last_name}
          </dd>
        </dl>
        {actionsFor && <ShopperActions reservation={r} target={actionsFor} queryKey={queryKey} />}
        {children}
      </section>
      <Items reservation={r} />
      <section className={pages.panel} aria-labelledby="totals-title">
        <h2 id="totals-title">Totals</h2>
        <Totals {...r} total={r.amount} />
      </section>
      <div className={pages.actions}>
        {links}
        <ButtonLink to={`/stores/${r.store.id}/${r.store.url_slug}/menu`} variant="secondary">
          Back to {r.store.name}
        </ButtonLink>
      </div>
    </article>
  )
}

function Items({ reservation: r }: { reservation: ReservationDetail }) {
  return (
    <section className={pages.panel} aria-labelledby="items-title">
      <h2 id="items-title">Items</h2>
      <ul className={pages.list}>
        {r.products.map((p) => (
          <li key={`${p.product_id}-${p.price_id}`} className={styles.item}>
            <span>
              {p.count} × {p.name} ({WEIGHT_LABELS[p.price_id]}) <span className={pages.muted}>· {p.brand}</span>
            </span>
            <span>{formatMoney(p.line_total)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Cancel (confirmed in a dialog) while the reservation may be cancelled, and "I'm here" for curbside. */
function ShopperActions({ reservation: r, target, queryKey }: { reservation: ReservationDetail; target: ReservationRef; queryKey?: QueryKey }) {
  const client = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [spot, setSpot] = useState(r.curbside_spot ?? '')
  const [spotError, setSpotError] = useState<string>()
  const [arrived, setArrived] = useState<string>()

  const done = (next: ReservationDetail) => {
    if (queryKey) client.setQueryData(queryKey, next)
    void client.invalidateQueries({ queryKey: ['reservations'] })
  }

  const cancel = async () => {
    setBusy(true)
    setError(undefined)
    try {
      done(await cancelReservation(target))
      setConfirming(false)
    } catch (e) {
      setConfirming(false)
      setError(e instanceof ApiError ? e.message : 'Something went wrong, please try again.')
      if (queryKey) void client.invalidateQueries({ queryKey })
    } finally {
      setBusy(false)
    }
  }

  const here = async (e: FormEvent) => {
    e.preventDefault()
    setSpotError(undefined)
    if (spot.trim() === '') {
      setSpotError('Please fill out this field.')
      return
    }
    setBusy(true)
    try {
      const next = await announceArrival(r.uuid, spot.trim())
      done(next)
      setArrived(`Thanks! ${r.store.name} knows you are in spot ${spot.trim()}.`)
    } catch (err) {
      if (err instanceof ApiError) setSpotError(err.validations.curbside_spot?.[0] ?? err.message)
      else setSpotError('Something went wrong, please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.actions}>
      {error && <p role="alert">{error}</p>}
      {canAnnounce(r) && (
        <form onSubmit={here} noValidate className={styles.here} aria-labelledby="here-title">
          <h2 id="here-title">{r.arrived_at ? 'You are here' : 'Arrived for curbside pickup?'}</h2>
          {arrived || r.arrived_at ? (
            <p role="status">{arrived ?? `The store knows you are here${r.curbside_spot ? `, in spot ${r.curbside_spot}` : ''}.`}</p>
          ) : (
            <>
              <Field label="Parking spot number" name="curbside_spot" value={spot} onChange={(e) => setSpot(e.target.value)} errors={spotError ? [spotError] : []} maxLength={20} />
              <Button type="submit" disabled={busy} loading={busy}>
                I'm here
              </Button>
            </>
          )}
        </form>
      )}
      {canCancel(r) && (
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
          Cancel reservation
        </Button>
      )}
      {confirming && (
        <Dialog labelledBy="cancel-title" onDismiss={() => !busy && setConfirming(false)}>
          <h2 id="cancel-title">Cancel reservation #{r.id}?</h2>
          <p>{r.store.name} will put your items back on the shelf. This cannot be undone.</p>
          {/* The safe choice first, so the dialog opens with the focus on it. */}
          <div className={pages.actions}>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Keep it
            </Button>
            <Button onClick={() => void cancel()} disabled={busy} loading={busy}>
              Yes, cancel it
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  )
}

/**
 * A printable receipt (/profile/reservations/{id}/receipt) or invoice
 * (/invoice/{id}): seller, buyer, lines with unit prices, discounts, taxes
 * and total, and a Print button that the printed page leaves out.
 */
export function PrintableReceipt({ reservation: r, kind }: { reservation: ReservationDetail; kind: 'receipt' | 'invoice' }) {
  const zone = zoneId(r.store.time_zone_identifier)
  const title = kind === 'invoice' ? `Invoice for reservation #${r.id}` : `Receipt for reservation #${r.id}`
  return (
    <article className={`${pages.panel} ${styles.printable}`} aria-labelledby="printable-title">
      <div className={styles.printHeader}>
        <h1 id="printable-title">{title}</h1>
        <Button variant="secondary" className={styles.noPrint} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <dl className={styles.facts}>
        <dt>{kind === 'invoice' ? 'Seller' : 'Store'}</dt>
        <dd>
          {r.store.name}, {r.store.address}, {r.store.city}, {r.store.state} {r.store.zip} · {r.store.phone}
        </dd>
        <dt>{kind === 'invoice' ? 'Bill to' : 'Reserved for'}</dt>
        <dd>
          {r.contact.first_name} {r.contact.last_name} · {r.contact.email}
          {r.delivery_address && <> · {addressLine(r.delivery_address)}</>}
        </dd>
        <dt>Placed</dt>
        <dd>{longDate(r.created_at, zone)}</dd>
        <dt>{MODE_LABELS[r.reservation_mode as keyof typeof MODE_LABELS] ?? r.reservation_mode}</dt>
        {/* On paper "today" means nothing a day later: the full date. */}
        <dd>{whenLine(r, zone, null)}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(r.status)}</dd>
        <dt>Payment</dt>
        <dd>
          {PAYMENT_LABELS[r.payment_method] ?? r.payment_method}, {r.status === 'finished' ? 'paid' : r.status === 'cancelled' ? 'nothing due' : 'due on collection'}
        </dd>
      </dl>
      <div className={styles.tableWrap}>
        <table className={styles.lines}>
          <caption className="visually-hidden">Items</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Unit price</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {r.products.map((p) => (
              <tr key={`${p.product_id}-${p.price_id}`}>
                <th scope="row">
                  {p.name} ({WEIGHT_LABELS[p.price_id]}) <span className={pages.muted}>· {p.brand}</span>
                </th>
                <td>{p.count}</td>
                <td>{formatMoney(p.unit_price)}</td>
                <td>{formatMoney(p.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Totals {...r} total={r.amount} />
      <p className={pages.muted}>Reservation {r.uuid}</p>
    </article>
  )
}
