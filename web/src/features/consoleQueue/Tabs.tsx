import { useRef, type KeyboardEvent } from 'react'
import type { StatusCounts } from './queueCache'
import { TABS } from './words'
import styles from './Queue.module.css'

/** The id of a tab's button, and of the panel they control. */
export const tabId = (key: string) => `queue-tab-${key}`
export const PANEL_ID = 'queue-panel'

/**
 * The status tabs (a tablist; ADR 0022, section 7), each with how many
 * reservations it holds under the other filters. The arrow keys move
 * between them and choose (Home and End, the first and the last); only the
 * chosen one is in the page's tab order.
 */
export function StatusTabs({ selected, counts, onSelect }: { selected: string; counts: StatusCounts | undefined; onSelect: (key: string) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const keys = (e: KeyboardEvent) => {
    const at = TABS.findIndex((t) => t.key === selected)
    const to =
      e.key === 'ArrowRight' ? (at + 1) % TABS.length
      : e.key === 'ArrowLeft' ? (at - 1 + TABS.length) % TABS.length
      : e.key === 'Home' ? 0
      : e.key === 'End' ? TABS.length - 1
      : -1
    if (to < 0) return
    e.preventDefault()
    buttons.current[to]?.focus()
    onSelect(TABS[to]!.key)
  }
  return (
    <div role="tablist" aria-label="Reservations by status" className={styles.tabs} onKeyDown={keys}>
      {TABS.map((t, i) => {
        const on = t.key === selected
        const n = counts?.[t.key as keyof StatusCounts]
        return (
          <button
            key={t.key}
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            role="tab"
            id={tabId(t.key)}
            aria-selected={on}
            aria-controls={PANEL_ID}
            tabIndex={on ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
            {n !== undefined && (
              <>
                {' '}
                <span className={styles.count}>{n}</span>
              </>
            )}
          </button>
        )
      })}
    </div>
  )
}
