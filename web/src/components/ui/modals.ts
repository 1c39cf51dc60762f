import { create } from 'zustand'

// Modals are opened by name with options (spec section 2). One shows at a
// time: opening another replaces it. The app's <Modals /> host maps names
// to components, so this store stays free of feature code.

/** The options each modal takes. */
export interface ModalOptions {
  login: {
    /** Why the shopper is asked, shown above the form. */
    message?: string
    /** Where to go once logged in; without it the shopper stays on the page. */
    next?: string
    /** Where to go when the modal is closed without logging in; without it the page stays. */
    dismissTo?: string
  }
  /** Asks whether to replace the cart with one at another store; the held add is in the cart store. */
  replaceCart: Record<string, never>
}

export type ModalName = keyof ModalOptions

export type OpenModal = { [N in ModalName]: { name: N; options: ModalOptions[N]; id: number } }[ModalName]

interface Modals {
  current?: OpenModal
  openModal: <N extends ModalName>(name: N, options?: ModalOptions[N]) => void
  closeModal: () => void
}

let nextId = 1

export const useModals = create<Modals>()((set) => ({
  openModal: (name, options = {}) => set({ current: { name, options, id: nextId++ } as OpenModal }),
  closeModal: () => set({ current: undefined }),
}))

/** Outside React (the api module's 401 handling, tests). */
export const openModal = <N extends ModalName>(name: N, options?: ModalOptions[N]) => useModals.getState().openModal(name, options)
export const closeModal = () => useModals.getState().closeModal()
