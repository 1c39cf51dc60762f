import { useEffect, useId, useRef, useState } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { Totals } from '../../components/ui/Totals'
import { useNotifications } from '../../components/ui/notifications'
import { FormAlert } from '../../components/console/FormAlert'
import { isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import { zoneId } from '../../lib/timeZones'
import { documentURL, pickListQuery, queueKeys, reservationQuery, useMove, useNote, type PickList, type ReservationDetail } from './api'
import { arrivalText, ModeBadge, StatusBadge } from './Badges'
import { CancelDialog, NoteDialog } from './Dialogs'
import { clockText, momentText, windowText } from './format'
import { canCancel, isFinal, modeName, movedWords, nextStep, photoName, statusName, stepName } from './words'
import styles from './Queue.module.css'
import { telHref } from '../../lib/tel'

interface DetailProps {
  storeId: number
  id: number
  /** The member may move it on, cancel it and send notes (reservations.move). */
  canMove: boolean
  /** The member may look at the shopper's identification (documents.view). */
  canSeeDocuments: boolean
  /** Where "Back to the queue" goes: the list with its filters. */
  backTo: string
}

const ACTORS: Record<string, string> = { shopper: 'the shopper', store: 'the store', system: 'Pistil' }

/**
 * One reservation as the store works it (ADR 0022, section 7): its lines,
 * totals, contact, window, arrival, note and history, the shopper's
 * identification for those who may see it, and the actions, in a bar that
 * stays at the foot of the screen. Its heading takes focus when it opens.
 */
export function Detail({ storeId, id, canMove, canSeeDocuments, backTo }: DetailProps) {
  const detail = useQuery(reservationQuery(storeId, id))
  const heading = useRef<HTMLHeadingElement>(null)
  // Focus comes to the heading when the reservation opens, and after an action took away the button that had it.
  const [refocus, setRefocus] = useState(0)
  useEffect(() => heading.current?.focus(), [refocus])
  const r = detail.data

  return (
    <article className={styles.detail} aria-labelledby="reservation-title" data-testid="reservation-detail">
      <div>
        <Link to={backTo} className={styles.back}>
          Back to the queue
        </Link>
        <h2 id="reservation-title" ref={heading} tabIndex={-1}>
          Reservation #{id}
        </h2>
        {r && (
          <p className={styles.summary}>
            <StatusBadge status={r.status} /> <ModeBadge mode={r.reservation_mode} />
            <span className={styles.muted}>Placed {momentText(r.created_at, zoneId(r.time_zone_identifier), new Date())}</span>
          </p>
        )}
      </div>
      {detail.isPending ? (
        <div aria-hidden="true">
          <Skeleton height={20} width="70%" />
          <Skeleton height={120} style={{ marginTop: 12 }} />
        </div>
      ) : detail.isError ? (
        <div>
          <FormAlert>{isNotFound(detail.error) ? 'This reservation is not in this store’s queue.' : `The reservation could not be loaded: ${detail.error.message}`}</FormAlert>
          {!isNotFound(detail.error) && (
            <Button type="button" variant="secondary" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <Body r={detail.data} storeId={storeId} canMove={canMove} canSeeDocuments={canSeeDocuments} onActed={() => setRefocus((n) => n + 1)} />
      )}
    </article>
  )
}

function Body({
  r,
  storeId,
  canMove,
  canSeeDocuments,
  onActed,
}: {
  r: ReservationDetail
  storeId: number
  canMove: boolean
  canSeeDocuments: boolean
  onActed: () => void
}) {
  const zone = zoneId(r.time_zone_identifier)
  const now = new Date()
  const live = !isFinal(r.status)
  const contact = r.contact
  return (
    <>
      {r.arrived_at && live && (
        <p className={styles.arrivedNote} data-testid="detail-arrival">
          {arrivalText(r)} since {clockText(r.arrived_at, zone)}
        </p>
      )}
      <section aria-labelledby="when-title">
        <h3 id="when-title">When</h3>
        <p>
          {modeName(r.reservation_mode)}: {windowText(r, zone, now)}
        </p>
      </section>
      <section aria-labelledby="contact-title">
        <h3 id="contact-title">Contact</h3>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{[contact.first_name, contact.last_name].filter(Boolean).join(' ') || 'Not given'}</dd>
          <dt>Phone</dt>
          <dd>{contact.phone ? <a href={telHref(contact.phone)}>{contact.phone}</a> : 'Not given'}</dd>
          <dt>Email</dt>
          <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : 'Not given'}</dd>
          {contact.birth_date && (
            <>
              <dt>Birth date</dt>
              <dd>{contact.birth_date}</dd>
            </>
          )}
          {r.delivery_address && (
            <>
              <dt>Deliver to</dt>
              <dd>
                {[r.delivery_address.street, r.delivery_address.city, [r.delivery_address.state_code, r.delivery_address.zipcode].filter(Boolean).join(' ')]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="items-title">
        <h3 id="items-title">Items ({r.item_count})</h3>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Weight</th>
              <th scope="col" className={styles.num}>
                Count
              </th>
              <th scope="col" className={styles.num}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {r.products.map((p) => (
              <tr key={`${p.product_id}-${p.price_id}`}>
                <th scope="row">
                  {p.name}
                  {p.brand && <span className={styles.brand}>{p.brand}</span>}
                </th>
                <td>{p.weight_label}</td>
                <td className={styles.num}>{p.count}</td>
                <td className={styles.num}>{formatMoney(p.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="totals-title">
        <h3 id="totals-title">Totals</h3>
        <Totals
          {...r.totals}
          total={r.totals.order_total}
          specials={discountLines(r)}
          serviceFeeLabel="Service fee"
        />
        {r.payment_method && <p className={styles.muted}>Pays by {r.payment_method.replaceAll('_', ' ')}.</p>}
      </section>
      {r.message && (
        <section aria-labelledby="note-title">
          <h3 id="note-title">Latest note to the shopper</h3>
          <p>{r.message}</p>
        </section>
      )}
      {canSeeDocuments && live && r.document_photos.length > 0 && <Photos r={r} storeId={storeId} />}
      <section aria-labelledby="history-title">
        <h3 id="history-title">History</h3>
        <ol className={styles.history}>
          {r.events.map((e, i) => (
            <li key={i}>
              <strong>{statusName(e.status)}</strong> by {ACTORS[e.actor] ?? e.actor}, {momentText(e.created_at, zone, now)}
              {e.note && <> — “{e.note}”</>}
            </li>
          ))}
        </ol>
      </section>
      <Actions r={r} storeId={storeId} canMove={canMove} onActed={onActed} />
    </>
  )
}

/** The discounts, one line each, a special's lines in several categories together, and loyalty rewards after them. */
function discountLines(r: ReservationDetail): { special_id: number; title: string; amount: number }[] {
  const out: { special_id: number; title: string; amount: number }[] = []
  for (const d of r.discounts) {
    const same = out.find((o) => o.special_id === d.special_id)
    if (same) same.amount = Math.round((same.amount + d.amount) * 100) / 100
    else out.push({ special_id: d.special_id, title: d.title, amount: d.amount })
  }
  if (r.totals.loyalty_discount_total > 0) out.push({ special_id: -1, title: 'Loyalty rewards', amount: r.totals.loyalty_discount_total })
  return out
}

/** The shopper's identification: shown on a click only, each look logged by the server. */
function Photos({ r, storeId }: { r: ReservationDetail; storeId: number }) {
  const [shown, setShown] = useState<string[]>([])
  const [failed, setFailed] = useState<string[]>([])
  return (
    <section aria-labelledby="photos-title" className={styles.photos}>
      <h3 id="photos-title">Identification</h3>
      <p className={styles.muted}>Each time you show a photo, the store’s audit log keeps that you looked at it.</p>
      {r.document_photos.map((p) =>
        shown.includes(p.slot) ? (
          <figure key={p.slot} className={styles.photo}>
            {failed.includes(p.slot) ? (
              <FormAlert>The photo could not be shown.</FormAlert>
            ) : (
              <img
                src={documentURL(storeId, r.id, p.slot)}
                alt={`The shopper’s ${photoName(p.slot)}`}
                onError={() => setFailed((f) => [...f, p.slot])}
              />
            )}
            <figcaption>
              <Button type="button" variant="secondary" onClick={() => setShown((s) => s.filter((x) => x !== p.slot))}>
                Hide {photoName(p.slot)}
              </Button>
            </figcaption>
          </figure>
        ) : (
          <div key={p.slot}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setFailed((f) => f.filter((x) => x !== p.slot))
                setShown((s) => [...s, p.slot])
              }}
            >
              Show {photoName(p.slot)}
            </Button>
          </div>
        ),
      )}
    </section>
  )
}

/** The actions: the next step, cancelling with a reason, a note, and the pick list, in a bar that stays in reach. */
function Actions({ r, storeId, canMove, onActed }: { r: ReservationDetail; storeId: number; canMove: boolean; onActed: () => void }) {
  const client = useQueryClient()
  const notify = useNotifications((s) => s.notify)
  const move = useMove(storeId)
  const note = useNote(storeId)
  const [dialog, setDialog] = useState<'cancel' | 'note'>()
  const [sheet, setSheet] = useState<PickList>()
  const [printing, setPrinting] = useState(false)
  const step = nextStep(r.next_statuses)
  const live = !isFinal(r.status)

  const moveOn = (to: string) => {
    if (move.isPending) return
    move.mutate(
      { id: r.id, to },
      {
        onSuccess: (done) => {
          notify(`Reservation #${r.id} is ${movedWords(done.status)}.`)
          if (!nextStep(done.next_statuses)) onActed()
        },
        onError: (err) => {
          notify(err.message, 'error')
          void client.invalidateQueries({ queryKey: queueKeys.store(storeId) })
        },
      },
    )
  }

  const printPickList = async () => {
    setPrinting(true)
    try {
      const list = await client.fetchQuery(pickListQuery(storeId, r.id))
      // The sheet is in the page before the print dialog reads it, and leaves once it closes.
      flushSync(() => setSheet(list))
      window.addEventListener('afterprint', () => setSheet(undefined), { once: true })
      window.print()
    } catch (err) {
      notify(err instanceof Error ? err.message : 'The pick list could not be loaded.', 'error')
    } finally {
      setPrinting(false)
    }
  }

  return (
    <>
      <div className={styles.actionBar} role="group" aria-label="Actions">
        {canMove && step && (
          <Button type="button" onClick={() => moveOn(step)} loading={move.isPending}>
            {stepName(step)}
          </Button>
        )}
        {canMove && canCancel(r.next_statuses) && (
          <Button type="button" variant="secondary" onClick={() => setDialog('cancel')}>
            Cancel reservation
          </Button>
        )}
        {canMove && live && (
          <Button type="button" variant="secondary" onClick={() => setDialog('note')}>
            Send a note
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={() => void printPickList()} loading={printing} disabled={printing}>
          Print pick list
        </Button>
      </div>
      {dialog === 'cancel' && (
        <CancelDialog
          id={r.id}
          onClose={() => setDialog(undefined)}
          onCancel={async (reason) => {
            await move.mutateAsync({ id: r.id, to: 'cancelled', message: reason })
            setDialog(undefined)
            notify(`Reservation #${r.id} is cancelled. The shopper is told why.`)
            onActed()
          }}
        />
      )}
      {dialog === 'note' && (
        <NoteDialog
          id={r.id}
          name={r.shopper_name}
          onClose={() => setDialog(undefined)}
          onSend={async (message) => {
            await note.mutateAsync({ id: r.id, message })
            setDialog(undefined)
            notify(`Your note is sent to ${r.shopper_name || 'the shopper'}.`)
          }}
        />
      )}
      {sheet && createPortal(<PickSheet list={sheet} />, document.body)}
    </>
  )
}

/** The pick list as printed: what to gather, in the shelves' order, with a box to tick for each line. */
function PickSheet({ list }: { list: PickList }) {
  const zone = zoneId(list.time_zone_identifier)
  const titleId = useId()
  return (
    <section className={styles.printSheet} aria-labelledby={titleId} data-testid="pick-list">
      <h1 id={titleId}>Pick list: reservation #{list.reservation_id}</h1>
      <p>
        {list.store_name} · {modeName(list.reservation_mode)} · {windowText(list, zone, new Date())}
        {list.curbside_spot && ` · spot ${list.curbside_spot}`}
      </p>
      <p>
        For {list.shopper_name || 'a kiosk order'} · {list.item_count} {list.item_count === 1 ? 'item' : 'items'}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Picked</th>
            <th scope="col">Product</th>
            <th scope="col">Brand</th>
            <th scope="col">Weight</th>
            <th scope="col" className={styles.num}>
              Count
            </th>
          </tr>
        </thead>
        <tbody>
          {list.lines.map((l) => (
            <tr key={`${l.product_id}-${l.price_id}`}>
              <td>
                <span className={styles.tick} />
              </td>
              <td>{l.name}</td>
              <td>{l.brand}</td>
              <td>{l.weight_label}</td>
              <td className={styles.num}>{l.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
