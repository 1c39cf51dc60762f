import { create } from 'zustand'
import type { ReactNode } from 'react'

// Notifications auto-hide after 6000 ms (spec section 4).
export const NOTIFICATION_MS = 6000

export interface Note {
  id: number
  kind: 'info' | 'error'
  content: ReactNode
}

interface Notes {
  notes: Note[]
  notify: (content: ReactNode, kind?: Note['kind']) => void
  dismiss: (id: number) => void
}

let next = 1

export const useNotifications = create<Notes>()((set, get) => ({
  notes: [],
  notify: (content, kind = 'info') => {
    const id = next++
    set({ notes: [...get().notes, { id, kind, content }] })
    setTimeout(() => get().dismiss(id), NOTIFICATION_MS)
  },
  dismiss: (id) => set({ notes: get().notes.filter((n) => n.id !== id) }),
}))
