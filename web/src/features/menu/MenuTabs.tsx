import { useEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router'
import { track } from '../../lib/analytics'
import { commonPayload } from '../../lib/analyticsRules'
import type { Labels } from '../../lib/slug'
import { storePath } from '../../lib/slug'
import type { Store } from '../../lib/types'
import styles from './MenuTabs.module.css'

export const KINDS = ['flower', 'pre-roll', 'vape', 'extract', 'edible', 'tincture', 'topical', 'gear', 'merch', 'grow']

/** The tabs a store's menu has when its settings do not list them. */
export const DEFAULT_TABS = ['featured', 'specials', ...KINDS, 'all-products', 'brand_specials']

export const SECTIONS = ['featured', 'specials', 'all-products', 'brand_specials']

export function menuTabs(store: Store): string[] {
  return store.menu_tabs && store.menu_tabs.length > 0 ? store.menu_tabs : DEFAULT_TABS
}

export function tabLabel(tab: string, store: Store, labels: Labels): string {
  switch (tab) {
    case 'featured':
      return 'Featured'
    case 'specials':
      return store.specials_row_display_name || 'Specials'
    case 'all-products':
      return 'All products'
    case 'brand_specials':
      return 'Brand specials'
  }
  return labels.kind(tab)
}

/**
 * The menu's sections, from the store's settings: featured, specials, each
 * kind it sells (with counts), all products and brand specials.
 */
export function MenuTabs({ store, labels, kindCounts }: { store: Store; labels: Labels; kindCounts?: Record<string, number> }) {
  const base = `${storePath(store)}/menu`
  const tabs = menuTabs(store).filter((t) => !KINDS.includes(t) || (kindCounts?.[t] ?? 0) > 0)
  const nav = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const scrolled = useRef(false)
  useEffect(() => {
    // The current tab stays in sight when the row scrolls sideways, once
    // per section. The first tab is in sight unless this scrolled the row
    // away from it: reading a tab's place makes the browser lay out the
    // whole page at once, which on a slowed phone took 0.4 s of the menu's
    // first draw (issue 21), so the first tab reads nothing.
    const row = nav.current
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !current) return
    if (current.closest('li')?.previousElementSibling) {
      row.scrollLeft = current.offsetLeft - row.offsetLeft - 16
      scrolled.current = true
    } else if (scrolled.current) {
      row.scrollLeft = 0
      scrolled.current = false
    }
  }, [pathname, tabs.length])
  return (
    <nav aria-label="Menu sections" className={styles.tabs} ref={nav}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <NavLink to={tab === 'featured' ? base : `${base}/${tab}`} end onClick={() => track('MenuTabTap', { ...commonPayload(store, { source: 'store menu' }), menuTab: tab })}>
              {tabLabel(tab, store, labels)}
              {KINDS.includes(tab) && kindCounts?.[tab] !== undefined && <small> {kindCounts[tab]}</small>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
