import { Tokens } from '../../features/consoleStaff/Tokens'
import { RequireStore } from './storeGate'

/**
 * /business/stores/:storeId/tokens: the store's integration tokens, for a
 * role with tokens.manage there; a new token may cover the other stores
 * where the same person holds it too (a chain's point of sale).
 */
export function TokensScreen() {
  return (
    <RequireStore permission="tokens.manage">
      {(session, store) => (
        <Tokens
          key={store.store_id}
          store={store}
          others={session.stores.filter((s) => s.store_id !== store.store_id && s.permissions.includes('tokens.manage'))}
        />
      )}
    </RequireStore>
  )
}

export { TokensScreen as Component }
