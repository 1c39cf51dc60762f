import { Webhooks } from '../../features/consoleStaff/Webhooks'
import { RequireStore } from './storeGate'

/** /business/stores/:storeId/webhooks: the store's webhooks, for a role with webhooks.manage there. */
export function WebhooksScreen() {
  return <RequireStore permission="webhooks.manage">{(_, store) => <Webhooks key={store.store_id} store={store} />}</RequireStore>
}

export { WebhooksScreen as Component }
