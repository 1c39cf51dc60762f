import { People } from '../../features/consoleStaff/People'
import { RequireStore } from './storeGate'

/** /business/stores/:storeId/staff: the store's people, for a role with staff.manage there. */
export function StaffScreen() {
  return <RequireStore permission="staff.manage">{(session, store) => <People key={store.store_id} store={store} me={session.staff.id} />}</RequireStore>
}

export { StaffScreen as Component }
