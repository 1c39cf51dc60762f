// Code splitting (issue 21): a screen or a piece of the shell that most
// first pages do not show is its own chunk, fetched when it first renders.
// The store menu's first load (scripts/check-split.mjs) carries none of
// them.

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Skeleton } from '../ui/Skeleton'
import styles from './lazyComponent.module.css'

/**
 * A component whose code load() fetches on its first render; fallback shows
 * meanwhile. A chunk that fails to load throws to the nearest error
 * boundary (the route's errorElement), like any error of the screen itself.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }))
  function Lazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return Lazy
}

/**
 * What a screen shows while its code arrives: a block one viewport tall, so
 * the footer stays below the fold and nothing on screen moves when the
 * screen replaces it (no layout shift).
 */
export function ScreenFallback() {
  return (
    <div className={styles.screen} role="status">
      <span className="visually-hidden">Loading…</span>
      <Skeleton width="60%" height={32} />
      <Skeleton height={240} style={{ marginTop: 16 }} />
    </div>
  )
}

/** A screen of a route table whose code is fetched when the route first renders. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, <ScreenFallback />)
}
