import { Tokens } from '../../features/consoleStaff/Tokens'
import { RequireStore } from './storeGate'

/** /business/stores/:storeId/tokens: the store's integration tokens, for a role with tokens.manage there. */
export function TokensScreen() {
  return <RequireStore permission="tokens.manage">{(_, store) => <Tokens key={store.store_id} store={store} />}</RequireStore>
}

export { TokensScreen as Component }
