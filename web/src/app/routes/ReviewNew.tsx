import { useState, type FormEvent } from 'react'
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { ApiError, type Validations } from '../../lib/api'
import { MSG_REQUIRED } from '../../lib/forms'
import { useCustomer } from '../../lib/session'
import { ACTIVITIES, FEELINGS, useWriteReview } from '../../features/reviews/api'
import pages from '../../components/ui/pages.module.css'
import styles from './Account.module.css'
import { useTitle } from '../../components/ui/useTitle'

const MAX_COMMENT = 2000

/** /products/{id}/{name}/reviews/new?storeId=&storeName=&rating=: a signed-in customer reviews a product. */
export function ReviewNew() {
  const { id, name } = useParams()
  const [search] = useSearchParams()
  const location = useLocation()
  const { data: customer, isPending } = useCustomer()
  // The product's name as the path spells it, in title case.
  const productName = (name ?? '').split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')
  useTitle(`Review ${productName}`)
  if (isPending) return <Skeleton height={300} />
  if (!customer) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />
  return (
    <ReviewForm
      productId={Number(id)}
      productName={productName}
      storeId={Number(search.get('storeId')) || undefined}
      storeName={search.get('storeName') ?? undefined}
      initialRating={Math.min(5, Math.max(0, Number(search.get('rating')) || 0))}
      nickname={customer.nickname || customer.firstName}
    />
  )
}

function ReviewForm(props: { productId: number; productName: string; storeId?: number; storeName?: string; initialRating: number; nickname: string }) {
  const write = useWriteReview()
  const notify = useNotifications((s) => s.notify)
  const navigate = useNavigate()
  const [rating, setRating] = useState(props.initialRating)
  const [nickname, setNickname] = useState(props.nickname)
  const [comment, setComment] = useState('')
  const [feelings, setFeelings] = useState<string[]>([])
  const [activities, setActivities] = useState<string[]>([])
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setMessage(undefined)
    const found: Validations = {}
    if (rating < 1) found.rating = ['Please choose a rating from 1 to 5 stars.']
    if (nickname.trim() === '') found.nickname = [MSG_REQUIRED]
    setErrors(found)
    if (Object.keys(found).length > 0) return
    write.mutate(
      { productId: props.productId, rating, comment, nickname, feelings, activities, storeId: props.storeId },
      {
        onSuccess: () => {
          notify('Thanks for your review.')
          void navigate(-1)
        },
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.validations).length > 0) setErrors(err.validations)
          else setMessage(err.message || 'Something went wrong')
        },
      },
    )
  }
  const toggle = (list: string[], set: (v: string[]) => void, value: string) =>
    set(list.includes(value) ? list.filter((x) => x !== value) : [...list, value])
  return (
    <section className={`${pages.panel} ${styles.card}`} aria-labelledby="review-title">
      <h1 id="review-title">Review {props.productName}</h1>
      {props.storeName && <p className={pages.muted}>Bought at {props.storeName}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        {message && (
          <p className={styles.alert} role="alert">
            {message}
          </p>
        )}
        <fieldset className={styles.stars} aria-describedby={errors.rating ? 'rating-error' : undefined}>
          <legend>Your rating</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="visually-hidden">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
          {errors.rating && (
            <p className={styles.alert} id="rating-error">
              {errors.rating.join(' ')}
            </p>
          )}
        </fieldset>
        <Field label="Nickname" name="nickname" hint="Shown with your review." maxLength={40} value={nickname} onChange={(e) => setNickname(e.target.value)} errors={errors.nickname} />
        <div className={styles.field}>
          <label htmlFor="review-comment">Your review (optional)</label>
          <textarea id="review-comment" name="comment" rows={5} maxLength={MAX_COMMENT} value={comment} onChange={(e) => setComment(e.target.value)} aria-describedby="review-count" />
          <p id="review-count" className={pages.muted}>
            {comment.length} of {MAX_COMMENT} characters
          </p>
          {errors.comment && <p className={styles.alert}>{errors.comment.join(' ')}</p>}
        </div>
        <Choices legend="How did it make you feel?" options={FEELINGS} chosen={feelings} onToggle={(v) => toggle(feelings, setFeelings, v)} />
        <Choices legend="What were you doing?" options={ACTIVITIES} chosen={activities} onToggle={(v) => toggle(activities, setActivities, v)} />
        <Button type="submit" block disabled={write.isPending} loading={write.isPending}>
          Post review
        </Button>
      </form>
    </section>
  )
}

function Choices({ legend, options, chosen, onToggle }: { legend: string; options: string[]; chosen: string[]; onToggle: (v: string) => void }) {
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o} className={styles.check}>
          <input type="checkbox" checked={chosen.includes(o)} onChange={() => onToggle(o)} />
          {o}
        </label>
      ))}
    </fieldset>
  )
}
