import { Menu } from '../../features/consoleMenu/Menu'
import { RequireStore } from './storeGate'

/**
 * /business/stores/:storeId/menu: the store's menu and stock, for a role
 * with menu.read there; what else the role may do (menu.stock, menu.edit)
 * the screen reads from the store's permissions.
 */
export function MenuScreen() {
  return <RequireStore permission="menu.read">{(_, store) => <Menu key={store.store_id} store={store} />}</RequireStore>
}

export { MenuScreen as Component }
