import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { useNotifications } from '../../components/ui/notifications'
import { useCustomer } from '../../features/account/api'
import { useUpvote } from '../../features/reviews/api'
import { useStore, useStoreReviews } from '../../features/stores/api'
import { StoreHeader } from '../../features/stores/StoreHeader'
import { StoreTabs } from '../../features/stores/StoreTabs'
import { NotFound } from './NotFound'
import styles from './pages.module.css'
import { useTitle } from './useTitle'

export function StoreReviews() {
  const storeId = Number(useParams().id)
  const [search, setSearch] = useSearchParams()
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1)
  const store = useStore(storeId)
  const reviews = useStoreReviews(storeId, page)
  useTitle(store.data ? `Reviews of ${store.data.name}` : undefined)
  if (isNotFound(store.error)) return <NotFound what="store" />
  if (store.error) throw store.error
  if (!store.data) return <Skeleton height={300} />
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / reviews.data.page_size)) : 1
  return (
    <>
      <StoreHeader store={store.data} />
      <StoreTabs store={store.data} />
      <section aria-labelledby="reviews-title">
        <h2 id="reviews-title">
          Reviews {reviews.data && <span className={styles.muted}>({reviews.data.total})</span>}
        </h2>
        {reviews.isPending && <Skeleton height={200} />}
        {reviews.data?.total === 0 && <p>No reviews yet.</p>}
        <ul className={styles.list}>
          {reviews.data?.reviews.map((r) => (
            <li key={r.id} className={styles.panel}>
              <article aria-label={`Review by ${r.nickname}`}>
                <p>
                  <strong aria-label={`${r.rating} out of 5 stars`}>{'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)}</strong> · {r.nickname} ·{' '}
                  {new Date(r.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                </p>
                <p>
                  <strong>{r.product_name}</strong>
                </p>
                {r.comment && <p>{r.comment}</p>}
                {r.feelings.length > 0 && <p className={styles.muted}>Felt {r.feelings.join(', ').toLowerCase()}</p>}
                <Helpful reviewId={r.id} count={r.upvote_count} nickname={r.nickname} />
              </article>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label="Review pages" className={styles.actions}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setSearch(page === 2 ? {} : { page: String(page - 1) })}>
              Newer reviews
            </Button>
            <span style={{ alignSelf: 'center' }}>
              Page {page} of {pages}
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setSearch({ page: String(page + 1) })}>
              Older reviews
            </Button>
          </nav>
        )}
      </section>
    </>
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
