import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Skeleton } from '../ui/Skeleton'
import styles from './CardCarousel.module.css'

/** Placeholders while a row loads (spec section 9). */
export const CAROUSEL_SKELETON_COUNT = 20

/**
 * The cards a row draws at first, and draws more of as the shopper nears
 * its end (scrolling, Forward, or the keyboard's focus): a store's featured
 * tab has a score of rows of 20, most of them never scrolled, and drawing
 * every card made the page some 350 cards long.
 */
export const CAROUSEL_BATCH = 8

/**
 * How far below (or above) the screen a row starts drawing its cards, as a
 * root margin: rows further away show placeholders, so a featured tab of a
 * score of rows draws the two or three a phone shows first, not some 150
 * cards, before its first paint.
 */
export const CAROUSEL_NEAR = '100% 0px'

interface CardCarouselProps {
  title: string
  /**
   * Draw the cards at once (the default), or only once the row comes within
   * a screen of the viewport (CAROUSEL_NEAR), placeholders until then.
   */
  eager?: boolean
  /** Where "View all" leads; without it there is no link. */
  viewAll?: string
  loading?: boolean
  /** What stands for each card while the row loads: by default a picture's placeholder. */
  placeholder?: ReactNode
  children?: ReactNode[]
}

/**
 * A titled, horizontally scrolling row of cards with back and forward
 * buttons (disabled at either end) and a "View all" link (spec section 2).
 */
export function CardCarousel({ title, viewAll, eager = true, loading = false, placeholder, children = [] }: CardCarouselProps) {
  const id = useId()
  const list = useRef<HTMLUListElement>(null)
  const section = useRef<HTMLElement>(null)
  // Without IntersectionObserver (jsdom, old browsers) every row draws at once.
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined')
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(true)
  const [shown, setShown] = useState(CAROUSEL_BATCH)
  const total = children.length
  const more = useCallback(() => setShown((n) => (n < total ? n + CAROUSEL_BATCH : n)), [total])

  const measure = useCallback(() => {
    const el = list.current
    if (!el) return
    setAtStart(el.scrollLeft <= 4)
    // Within a screen of the last card drawn, the next ones are drawn.
    const near = el.clientWidth > 0 && el.scrollLeft + el.clientWidth >= el.scrollWidth - el.clientWidth
    if (near && shown < total) more()
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 && shown >= total)
  }, [more, shown, total])

  useEffect(() => {
    const el = list.current
    if (!el) return
    el.addEventListener('scroll', measure, { passive: true })
    // The observer's first call, after the browser's own layout, is the first
    // measure: measuring here would make it lay the page out at once, for each
    // row of a featured tab in turn (issue 21).
    const resize = new ResizeObserver(measure)
    resize.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      resize.disconnect()
    }
  }, [measure, loading])

  useEffect(() => {
    const el = section.current
    if (near || !el) return
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: CAROUSEL_NEAR })
    seen.observe(el)
    return () => seen.disconnect()
  }, [near])

  const scroll = (direction: 1 | -1) => {
    const el = list.current
    if (!el) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' })
  }

  return (
    <section
      ref={section}
      className={styles.carousel}
      aria-labelledby={id}
      aria-busy={loading || undefined}
      // Focus reaching the row (its buttons, by the keyboard) draws its cards.
      onFocus={near ? undefined : () => setNear(true)}
    >
      <div className={styles.header}>
        <h3 id={id}>{title}</h3>
        <div className={styles.controls}>
          {viewAll && (
            <Link to={viewAll} className={styles.viewAll} aria-label={`View all: ${title}`}>
              View all
            </Link>
          )}
          <button type="button" className={styles.arrow} onClick={() => scroll(-1)} disabled={atStart} aria-label={`Back: ${title}`}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => scroll(1)} disabled={atEnd} aria-label={`Forward: ${title}`}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul
        className={styles.track}
        ref={list}
        onFocus={(e) => {
          // Tabbing onto one of the last cards drawn draws the next, so the keyboard reaches them all.
          const items = [...e.currentTarget.children]
          const at = items.findIndex((li) => li.contains(e.target))
          if (at >= items.length - 2) more()
        }}
      >
        {loading
          ? Array.from({ length: CAROUSEL_SKELETON_COUNT }, (_, i) => (
              <li key={i} aria-hidden="true">
                {placeholder ?? <Skeleton height={0} style={{ aspectRatio: '3 / 4', height: 'auto' }} />}
              </li>
            ))
          : !near
            ? Array.from({ length: Math.min(total, CAROUSEL_BATCH) }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <div className={styles.waiting} />
                </li>
              ))
            : children.slice(0, shown).map((child, i) => <li key={i}>{child}</li>)}
      </ul>
    </section>
  )
}
