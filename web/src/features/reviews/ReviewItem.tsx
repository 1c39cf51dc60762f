import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../components/ui/Button'
import { useNotifications } from '../../components/ui/notifications'
import { useCustomer } from '../../lib/session'
import type { ShownReview } from './api'
import { useUpvote } from './api'
import pages from '../../components/ui/pages.module.css'
import styles from './ReviewItem.module.css'

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' })

/** One review as shoppers read it: stars, who and when, the text as text (never markup), the store's reply, and the Helpful button. */
export function ReviewItem({ review: r, showProduct = false }: { review: ShownReview; showProduct?: boolean }) {
  return (
    <li className={pages.panel}>
      <article aria-label={`Review by ${r.nickname}`}>
        <p>
          <strong aria-label={`${r.rating} out of 5 stars`}>{'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)}</strong> · {r.nickname} ·{' '}
          {day(r.created_at)}
        </p>
        {showProduct && (
          <p>
            <strong>{r.product_name}</strong>
          </p>
        )}
        {r.comment && <p>{r.comment}</p>}
        {r.feelings.length > 0 && <p className={pages.muted}>Felt {r.feelings.join(', ').toLowerCase()}</p>}
        {r.store_reply && (
          <div className={styles.reply}>
            <p className={pages.muted}>
              <strong>Reply from the store</strong> · {day(r.store_reply.created_at)}
            </p>
            <p>{r.store_reply.text}</p>
          </div>
        )}
        <Helpful reviewId={r.id} count={r.upvote_count} nickname={r.nickname} />
      </article>
    </li>
  )
}

/** One upvote per customer; guests are asked to log in first. */
function Helpful({ reviewId, count, nickname }: { reviewId: number; count: number; nickname: string }) {
  const { data: customer } = useCustomer()
  const upvote = useUpvote()
  const notify = useNotifications((s) => s.notify)
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <p>
      <Button
        variant="secondary"
        disabled={upvote.isPending}
        onClick={() => {
          if (!customer) {
            void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`)
            return
          }
          upvote.mutate(reviewId, { onError: (e) => notify(e.message, 'error') })
        }}
      >
        Helpful ({count})<span className="visually-hidden">: the review by {nickname}</span>
      </Button>
    </p>
  )
}
