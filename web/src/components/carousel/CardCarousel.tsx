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

interface CardCarouselProps {
  title: string
  /** Where "View all" leads; without it there is no link. */
  viewAll?: string
  loading?: boolean
  children?: ReactNode[]
}

/**
 * A titled, horizontally scrolling row of cards with back and forward
 * buttons (disabled at either end) and a "View all" link (spec section 2).
 */
export function CardCarousel({ title, viewAll, loading = false, children = [] }: CardCarouselProps) {
  const id = useId()
  const list = useRef<HTMLUListElement>(null)
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
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    const resize = new ResizeObserver(measure)
    resize.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      resize.disconnect()
    }
  }, [measure, loading])

  const scroll = (direction: 1 | -1) => {
    const el = list.current
    if (!el) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' })
  }

  return (
    <section className={styles.carousel} aria-labelledby={id} aria-busy={loading || undefined}>
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
                <Skeleton height={0} style={{ aspectRatio: '3 / 4', height: 'auto' }} />
              </li>
            ))
          : children.slice(0, shown).map((child, i) => <li key={i}>{child}</li>)}
      </ul>
    </section>
  )
}
