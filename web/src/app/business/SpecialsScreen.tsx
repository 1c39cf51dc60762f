import { Specials } from '../../features/consoleSpecials/Specials'
import { RequireStore } from './storeGate'

/**
 * /business/stores/:storeId/specials: the store's specials, for a role
 * with specials.read there; whether it may make, edit and end them
 * (specials.edit) and search the menu for the preview (menu.read) the
 * screen reads from the store's permissions.
 */
export function SpecialsScreen() {
  return <RequireStore permission="specials.read">{(_, store) => <Specials key={store.store_id} store={store} />}</RequireStore>
}

export { SpecialsScreen as Component }
