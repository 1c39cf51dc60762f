import { Reports } from '../../features/consoleReports/Reports'
import { RequireStore } from './storeGate'

/**
 * /business/stores/:storeId/reports: the store's reports, for a role with
 * reports.read there (managers, owners and operators). The chart library
 * comes with this screen only.
 */
export function ReportsScreen() {
  return <RequireStore permission="reports.read">{(_, store) => <Reports key={store.store_id} store={store} />}</RequireStore>
}

export { ReportsScreen as Component }
