import { Reviews } from '../../features/consoleReviews/Reviews'
import { RequireStore } from './storeGate'

/**
 * /business/stores/:storeId/reviews: the store's reviews, for a role with
 * reviews.moderate there, to reply to, hide with a reason and show again.
 */
export function ReviewsScreen() {
  return <RequireStore permission="reviews.moderate">{(_, store) => <Reviews key={store.store_id} store={store} />}</RequireStore>
}

export { ReviewsScreen as Component }
