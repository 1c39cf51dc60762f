import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { refusalOf } from '../../components/console/refusal'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { SelectField } from '../../components/console/SelectField'
import { TextArea } from '../../components/console/TextArea'
import { useErrorFocus } from '../../components/console/useErrorFocus'
import { focusWhenDrawn } from '../../lib/focus'
import type { StaffStore } from '../../lib/staffSession'
import { reviewListQuery, useReviewChanges, type Review } from './api'
import { filterSearch, readFilters, type ReviewFilters, type Which } from './filters'
import styles from './Reviews.module.css'

/** The longest reply and reason the server takes, in characters. */
export const MAX_REPLY = 2000
export const MAX_REASON = 500

/** Which review a control acts on, after its visible words: the reviewer and the product, as a list has several by one reviewer. */
const ofReview = (r: Review) => `the review by ${r.nickname} of ${r.product_name}`
const toReviewer = (r: Review) => `to ${r.nickname} on ${r.product_name}`

// The device's time zone: the store's is in neither the staff session's
// store entry nor the reviews' answer.
const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso))

/**
 * The store's reviews (ADR 0022, plan step 11), for a role with
 * reviews.moderate: what shoppers wrote about the store's products,
 * newest first, shown and hidden ones (a filter in the address). Each
 * can get the store's reply, which shoppers read under it, and be hidden
 * with a reason the store keeps, or shown again.
 */
export function Reviews({ store }: { store: StaffStore }) {
  useTitle(`Reviews at ${store.store_name}`)
  const storeId = store.store_id
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const list = useQuery({ ...reviewListQuery(storeId, filters), placeholderData: keepPreviousData })
  const [hiding, setHiding] = useState<Review>()
  const change = (f: Partial<ReviewFilters>) => setParams(filterSearch({ ...filters, page: 1, ...f }).replace(/^\?/, ''))
  const page = list.data
  const pages = page ? Math.max(1, Math.ceil(page.total / page.per_page)) : 1
  const base = `/stores/${storeId}/reviews`
  const none = { '': 'The store has no reviews yet.', false: 'No review is shown to shoppers.', true: 'No review is hidden.' }[filters.hidden]

  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>Reviews</ScreenHeading>
        <p className={ui.muted}>
          What shoppers wrote about {store.store_name}. Reply where everyone can read it, or hide a review with a reason the store keeps. Changes reach
          the shoppers’ pages within a second.
        </p>
      </div>
      <section aria-labelledby="reviews-title" className={styles.section}>
        <h2 id="reviews-title">Reviews of the store</h2>
        <SelectField label="Which reviews" value={filters.hidden} onChange={(e) => change({ hidden: e.target.value as Which })} className={styles.filter}>
          <option value="">All reviews</option>
          <option value="false">Shown to shoppers</option>
          <option value="true">Hidden from shoppers</option>
        </SelectField>
        <div aria-busy={list.isFetching || undefined} className={styles.section}>
          {list.isPending ? (
            <div aria-hidden="true" className={styles.section}>
              <Skeleton height={120} />
              <Skeleton height={120} />
            </div>
          ) : list.isError ? (
            <div className={styles.section}>
              <FormAlert>The reviews could not be loaded: {list.error.message}</FormAlert>
              <div className={ui.actions}>
                <Button type="button" variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              </div>
            </div>
          ) : page && page.reviews.length > 0 ? (
            <>
              <p className={ui.muted} role="status">
                {page.total === 1 ? '1 review' : `${page.total} reviews`}
              </p>
              <ul className={styles.list}>
                {page.reviews.map((r) => (
                  <li key={r.id}>
                    <ReviewCard storeId={storeId} review={r} onHide={() => setHiding(r)} />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav className={styles.pages} aria-label="Pages of reviews">
                  {filters.page > 1 ? <Link to={`${base}${filterSearch({ ...filters, page: filters.page - 1 })}`}>Newer reviews</Link> : <span />}
                  <span>
                    Page {filters.page} of {pages}
                  </span>
                  {filters.page < pages ? <Link to={`${base}${filterSearch({ ...filters, page: filters.page + 1 })}`}>Older reviews</Link> : <span />}
                </nav>
              )}
            </>
          ) : (
            <p role="status">{none}</p>
          )}
        </div>
      </section>
      {hiding && <HideDialog key={hiding.id} storeId={storeId} review={hiding} onClose={() => setHiding(undefined)} />}
    </div>
  )
}

/** One review: its stars, author, product, date and words; whether it is hidden and why; the store's reply; hide or show. */
function ReviewCard({ storeId, review: r, onHide }: { storeId: number; review: Review; onHide: () => void }) {
  const { show } = useReviewChanges(storeId)
  const notify = useNotifications((s) => s.notify)
  const titleId = `review-${r.id}-title`
  return (
    <article aria-labelledby={titleId} className={`${styles.card} ${r.hidden ? styles.hiddenCard : ''}`}>
      <h3 id={titleId} className={styles.cardTitle}>
        {r.nickname} on {r.product_name}
      </h3>
      <p>
        <span role="img" aria-label={`${r.rating} out of 5 stars`} className={styles.stars}>
          {'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)}
        </span>{' '}
        <span className={ui.muted}>· {when(r.created_at)}</span>
      </p>
      {r.comment ? <p className={styles.words}>{r.comment}</p> : <p className={ui.muted}>No words, only stars.</p>}
      {r.hidden ? (
        <p className={styles.hiddenNote}>
          <strong>Hidden from shoppers.</strong>{' '}
          {r.hidden_reason ? (
            <>
              Reason: {r.hidden_reason}
              {r.hidden_at && ` (${r.hidden_by ? `${r.hidden_by}, ` : ''}${when(r.hidden_at)})`}
            </>
          ) : (
            'The catalogue hides it.'
          )}
        </p>
      ) : (
        <p className={ui.muted}>Shown to shoppers.</p>
      )}
      <Reply
        storeId={storeId}
        review={r}
        actions={
          r.hidden ? (
            <Button
              type="button"
              variant="secondary"
              loading={show.isPending}
              onClick={() =>
                !show.isPending &&
                show.mutate(r.id, {
                  onSuccess: () => notify(`Shoppers see the review by ${r.nickname} again.`),
                  onError: (err) => notify(refusalOf(err, []).message ?? 'The review could not be shown.', 'error'),
                })
              }
            >
              Show again <span className="visually-hidden">{ofReview(r)}</span>
            </Button>
          ) : (
            <Button type="button" variant="secondary" onClick={onHide}>
              Hide <span className="visually-hidden">{ofReview(r)}</span>
            </Button>
          )
        }
      />
    </article>
  )
}

/** The store's reply: shown with Edit and Remove; or a Reply button that opens the form to write it (or change it). The review's other actions (hide or show) share its row. */
function Reply({ storeId, review: r, actions }: { storeId: number; review: Review; actions: ReactNode }) {
  const { reply, removeReply } = useReviewChanges(storeId)
  const notify = useNotifications((s) => s.notify)
  const [editing, setEditing] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [alert, setAlert] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  useErrorFocus(form, attempt)
  // Closing the form, or removing the reply, takes away the control that
  // had focus: it goes to the Reply or Edit reply button that takes its
  // place, once the review shows the reply as it now is ('any' after Cancel).
  const opener = useRef<HTMLButtonElement>(null)
  const focusBack = useRef<'reply' | 'none' | 'any'>(undefined)
  useEffect(() => {
    const want = focusBack.current
    if (!want || editing || (want === 'reply' && !r.reply) || (want === 'none' && r.reply)) return
    focusBack.current = undefined
    opener.current?.focus()
  })

  if (r.reply && !editing) {
    return (
      <div className={styles.reply}>
        <p>
          <strong>The store’s reply</strong>
          {r.replied_at && <span className={ui.muted}> · {`${r.replied_by ? `${r.replied_by}, ` : ''}${when(r.replied_at)}`}</span>}
        </p>
        <p className={styles.words}>{r.reply}</p>
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className={ui.actions}>
          <Button ref={opener} type="button" variant="secondary" onClick={() => setEditing(true)}>
            Edit reply <span className="visually-hidden">{toReviewer(r)}</span>
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={removeReply.isPending}
            onClick={() =>
              !removeReply.isPending &&
              removeReply.mutate(r.id, {
                onSuccess: () => {
                  focusBack.current = 'none'
                  notify(`Removed the reply to ${r.nickname}.`)
                },
                onError: (err) => setAlert(refusalOf(err, []).message),
              })
            }
          >
            Remove reply <span className="visually-hidden">{toReviewer(r)}</span>
          </Button>
          {actions}
        </div>
      </div>
    )
  }

  if (!r.reply && !editing) {
    return (
      <div className={ui.actions}>
        <Button ref={opener} type="button" variant="secondary" onClick={() => setEditing(true)}>
          Reply <span className="visually-hidden">{toReviewer(r)}</span>
        </Button>
        {actions}
      </div>
    )
  }

  const send = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (reply.isPending) return
    const text = String(new FormData(e.currentTarget).get('reply') ?? '').trim()
    setErrors([])
    setAlert(undefined)
    if (text === '') {
      setErrors(['Please write the reply.'])
      setAttempt((n) => n + 1)
      return
    }
    reply.mutate(
      { id: r.id, reply: text },
      {
        onSuccess: () => {
          focusBack.current = 'reply'
          setEditing(false)
          notify(`Replied to ${r.nickname}.`)
        },
        onError: (err) => {
          const refusal = refusalOf(err, ['reply'])
          setErrors(refusal.errors.reply ?? [])
          setAlert(refusal.message)
          setAttempt((n) => n + 1)
        },
      },
    )
  }
  return (
    <form ref={form} onSubmit={send} noValidate className={styles.replyForm}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextArea
        label={`Reply ${toReviewer(r)}`}
        name="reply"
        rows={3}
        maxLength={MAX_REPLY}
        defaultValue={r.reply}
        // It opens on a click of Reply or Edit reply, to be typed in at once.
        ref={focusWhenDrawn}
        hint="Shoppers read it under the review."
        errors={errors}
      />
      <div className={ui.actions}>
        <Button type="submit" variant="secondary" loading={reply.isPending}>
          {reply.isPending ? 'Sending…' : r.reply ? 'Save reply' : 'Send reply'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            focusBack.current = 'any'
            setEditing(false)
            setErrors([])
            setAlert(undefined)
          }}
        >
          Cancel
        </Button>
      </div>
      <div className={ui.actions}>{actions}</div>
    </form>
  )
}

/** Asks why before hiding a review; the reason is required, kept for the store's staff, and never shown to shoppers. */
function HideDialog({ storeId, review, onClose }: { storeId: number; review: Review; onClose: () => void }) {
  const { hide } = useReviewChanges(storeId)
  const notify = useNotifications((s) => s.notify)
  const [errors, setErrors] = useState<string[]>([])
  const [alert, setAlert] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  useErrorFocus(form, attempt)
  const send = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (hide.isPending) return
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '').trim()
    setErrors([])
    setAlert(undefined)
    if (reason === '') {
      setErrors(['Please say why the review is hidden.'])
      setAttempt((n) => n + 1)
      return
    }
    hide.mutate(
      { id: review.id, reason },
      {
        onSuccess: () => {
          notify(`Hid the review by ${review.nickname}.`)
          onClose()
        },
        onError: (err) => {
          const refusal = refusalOf(err, ['reason'])
          setErrors(refusal.errors.reason ?? [])
          setAlert(refusal.message)
          setAttempt((n) => n + 1)
        },
      },
    )
  }
  return (
    <Dialog labelledBy="review-hide-title" onDismiss={onClose}>
      <form ref={form} onSubmit={send} noValidate className={styles.dialog}>
        <h2 id="review-hide-title">Hide the review by {review.nickname}?</h2>
        <p>Shoppers stop seeing it, and it stops counting in {review.product_name}’s rating. You can show it again later.</p>
        {alert && <FormAlert>{alert}</FormAlert>}
        <TextArea label="Why hide it?" name="reason" rows={3} maxLength={MAX_REASON} hint="Kept for the store’s staff; shoppers never see it." errors={errors} />
        <div className={ui.actions}>
          <Button type="submit" loading={hide.isPending}>
            {hide.isPending ? 'Hiding…' : 'Hide the review'}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep it shown
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
