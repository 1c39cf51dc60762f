import { useParams, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { ReviewItem } from '../../features/reviews/ReviewItem'
import { useStore } from '../../features/stores/api'
import { useStoreReviews } from '../../features/reviews/api'
import { StoreHeader } from '../../features/stores/StoreHeader'
import { StoreTabs } from '../../features/stores/StoreTabs'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

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
            <ReviewItem key={r.id} review={r} showProduct />
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
