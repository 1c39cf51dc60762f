import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

// The local cart: which server cart is the shopper's, and for which store.
// Kept per app mode (spec section 4); this build serves the default mode.
export const cartStorageKey = (appMode = 'default') => `pistil.cart.${appMode}`

interface LocalCart {
  uuid?: string
  store?: { id: number; name: string }
  setCart: (uuid: string, store: { id: number; name: string }) => void
  clear: () => void
}

export const useLocalCart = create<LocalCart>()(
  persist(
    (set) => ({
      setCart: (uuid, store) => set({ uuid, store }),
      clear: () => set({ uuid: undefined, store: undefined }),
    }),
    { name: cartStorageKey(), storage: createJSONStorage(() => localStorage) },
  ),
)
