import { useParams } from 'react-router'
import { Queue } from '../../features/consoleQueue/Queue'
import { RequireStore } from './storeGate'

/**
 * /business/stores/:storeId/queue, and /queue/:reservationId with a
 * reservation open: the store's queue, for a role with reservations.read
 * there.
 */
export function QueueScreen() {
  const params = useParams()
  const id = Number(params.reservationId)
  const reservationId = params.reservationId !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined
  return <RequireStore permission="reservations.read">{(_, store) => <Queue key={store.store_id} store={store} reservationId={reservationId} />}</RequireStore>
}

export { QueueScreen as Component }
