import { Feed } from '../../features/consoleStaff/Feed'
import { RequireStore } from './storeGate'

/** /business/stores/:storeId/feed: the store's kept point of sale feed, for a role with inventory.sync there. */
export function FeedScreen() {
  return <RequireStore permission="inventory.sync">{(_, store) => <Feed key={store.store_id} store={store} />}</RequireStore>
}

export { FeedScreen as Component }
