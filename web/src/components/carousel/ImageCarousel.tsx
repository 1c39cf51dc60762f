import { useState } from 'react'
import styles from './ImageCarousel.module.css'
import { PAGE_SIZES, photoAttributes } from '../../lib/photos'

/**
 * A product's photos: one large, with back and forward buttons, and from
 * tablet width up a row of 88 px thumbnails (spec section 2). A store's
 * photos are offered in the sizes the server keeps (lib/photos.ts).
 */
export function ImageCarousel({ images, alt }: { images: string[]; alt: string }) {
  const [index, setIndex] = useState(0)
  const current = images[Math.min(index, images.length - 1)]
  if (!current) return null
  const many = images.length > 1
  return (
    <div className={styles.carousel} role={many ? 'region' : undefined} aria-roledescription={many ? 'carousel' : undefined} aria-label={many ? 'Photos' : undefined}>
      <div className={styles.stage}>
        {/* The page's largest picture (its LCP): fetched first, in the size the screen needs, in a square box kept while it loads. */}
        <img
          className={styles.image}
          {...photoAttributes(current, PAGE_SIZES, 'large')}
          alt={many ? `${alt}, photo ${index + 1} of ${images.length}` : alt}
          width={1000}
          height={1000}
          fetchPriority="high"
        />
        {many && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.back}`} onClick={() => setIndex((index + images.length - 1) % images.length)} aria-label="Previous photo">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={`${styles.arrow} ${styles.forward}`} onClick={() => setIndex((index + 1) % images.length)} aria-label="Next photo">
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {many && (
        <ul className={styles.thumbs} aria-label="Choose a photo">
          {images.map((src, i) => (
            <li key={src + i}>
              <button type="button" onClick={() => setIndex(i)} aria-label={`Photo ${i + 1} of ${images.length}`} aria-pressed={i === index}>
                <img {...photoAttributes(src, '88px', 'small')} alt="" width={88} height={88} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
