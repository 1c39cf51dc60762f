// Whether an age question covers the page right now: the login prompt
// never shows over it (issue 21). The age gate says so while its question
// is mounted.

import { useEffect } from 'react'
import { create } from 'zustand'

export const useAgeGateShowing = create<{ count: number }>()(() => ({ count: 0 }))

/** Marks the age question as showing while the calling component is mounted. */
export function useMarkAgeGateShowing() {
  useEffect(() => {
    useAgeGateShowing.setState((s) => ({ count: s.count + 1 }))
    return () => useAgeGateShowing.setState((s) => ({ count: s.count - 1 }))
  }, [])
}
