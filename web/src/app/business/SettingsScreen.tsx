import { Settings } from '../../features/consoleSettings/Settings'
import { RequireStore } from './storeGate'

/**
 * /business/stores/:storeId/settings: the store's settings, for a role
 * with settings.read there; whether it may change them (settings.edit)
 * the screen reads from the store's permissions.
 */
export function SettingsScreen() {
  return <RequireStore permission="settings.read">{(_, store) => <Settings key={store.store_id} store={store} />}</RequireStore>
}

export { SettingsScreen as Component }
