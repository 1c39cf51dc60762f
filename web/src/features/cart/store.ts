import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Cart } from '../../lib/types'
import { appContext } from '../../lib/appMode'
import { cartStorageKey, emptyCart, fromServer, initialCartPartner, type AddInput, type AppMode, type LocalCartData } from './rules'
import { localStore } from '../../lib/browserStorage'

export { cartStorageKey }

// The local cart (spec section 4): which server cart is the shopper's, for
// which store, and what it holds, kept in local storage under a key per app
// mode (and partner). Alongside, state that lives only as long as the page:
// an add in flight, the drawer, an add held for the replace-cart question.

export interface LocalCart extends LocalCartData {
  /** The app mode the cart is kept for, and the partner id in embedded modes. */
  mode: AppMode
  partnerId?: string
  /** An add is in flight: further adds are ignored until it settles. */
  adding: boolean
  drawerOpen: boolean
  /** An add for another store, held while the shopper is asked to replace the cart. */
  replacement?: AddInput
  /** When the local cart last matched the server's (ms since the epoch). */
  syncedAt?: number
  /** Takes what the server answered: an empty, checked-out or missing cart clears the local one. */
  syncFromServer: (cart: Cart | null | undefined, now?: number) => void
  /** Kept for callers that know only the uuid and store of a new cart. */
  setCart: (uuid: string, store: { id: number; name: string }) => void
  clear: () => void
  setAdding: (adding: boolean) => void
  openDrawer: () => void
  closeDrawer: () => void
  holdReplacement: (input: AddInput) => void
  dropReplacement: () => void
}

const initial = appContext()
const initialPartner = initialCartPartner(initial)

export const useLocalCart = create<LocalCart>()(
  persist(
    (set, get) => ({
      ...emptyCart,
      mode: initial.mode,
      partnerId: initialPartner,
      adding: false,
      drawerOpen: false,
      syncFromServer: (cart, now = Date.now()) => {
        const next = fromServer(cart, get().tags)
        set({
          uuid: next.uuid,
          status: next.status,
          store: next.store,
          reservation_mode: next.reservation_mode,
          products: next.products,
          tags: next.tags,
          promo_code: next.promo_code,
          delivery_address: next.delivery_address,
          syncedAt: now,
        })
      },
      setCart: (uuid, store) => set({ uuid, store, status: 'pending' }),
      clear: () =>
        set({
          uuid: undefined,
          status: undefined,
          store: undefined,
          reservation_mode: undefined,
          products: [],
          tags: undefined,
          promo_code: undefined,
          delivery_address: undefined,
          syncedAt: undefined,
          drawerOpen: false,
        }),
      setAdding: (adding) => set({ adding }),
      openDrawer: () => set({ drawerOpen: true }),
      closeDrawer: () => set({ drawerOpen: false }),
      holdReplacement: (replacement) => set({ replacement }),
      dropReplacement: () => set({ replacement: undefined }),
    }),
    {
      name: cartStorageKey(initial.mode, initialPartner),
      storage: createJSONStorage(() => localStore()),
      version: 1,
      // Only the cart itself is kept (spec section 4's list); the flags live as long as the page.
      partialize: (s): LocalCartData => ({
        uuid: s.uuid,
        status: s.status,
        store: s.store,
        reservation_mode: s.reservation_mode,
        products: s.products,
        tags: s.tags,
        promo_code: s.promo_code,
        delivery_address: s.delivery_address,
      }),
      // Version 0 kept only uuid and store.
      migrate: (old) => ({ ...emptyCart, ...(old as Partial<LocalCartData>) }),
    },
  ),
)

/**
 * Moves the local cart to another app mode's key (an embedded page that
 * learns its partner late, tests): the cart kept there, if any, is loaded;
 * the one kept under the old key stays there.
 */
export function switchCartMode(mode: AppMode, partnerId?: string) {
  const s = useLocalCart.getState()
  if (s.mode === mode && s.partnerId === partnerId) return
  const name = cartStorageKey(mode, partnerId)
  let stored: Partial<LocalCartData>
  try {
    stored = (JSON.parse(localStore().getItem(name) ?? '{}') as { state?: Partial<LocalCartData> }).state ?? {}
  } catch {
    stored = {}
  }
  // The new key first, so that the state set next is written there and not over the old cart.
  useLocalCart.persist.setOptions({ name })
  useLocalCart.setState({
    uuid: undefined,
    status: undefined,
    store: undefined,
    reservation_mode: undefined,
    tags: undefined,
    promo_code: undefined,
    delivery_address: undefined,
    ...emptyCart,
    ...stored,
    mode,
    partnerId,
    syncedAt: undefined,
    drawerOpen: false,
    replacement: undefined,
  })
}
