// What every section of the settings form (./Settings.tsx) is given.

import type { Draft } from './draft'

export interface SectionProps {
  draft: Draft
  update: (change: (d: Draft) => void) => void
  /** The errors at a path exactly. */
  err: (path: string) => string[] | undefined
  /** The errors at a path and under it: a list's and its items'. */
  errUnder: (path: string) => string[] | undefined
}
