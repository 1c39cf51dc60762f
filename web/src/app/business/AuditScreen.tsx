import { AuditLog } from '../../features/consoleStaff/AuditLog'
import { RequireStore } from './storeGate'

/** /business/stores/:storeId/audit: the store's audit log, for a role with audit.read there. */
export function AuditScreen() {
  return <RequireStore permission="audit.read">{(_, store) => <AuditLog key={store.store_id} store={store} />}</RequireStore>
}

export { AuditScreen as Component }
