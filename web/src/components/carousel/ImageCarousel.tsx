import { useState } from 'react'
import styles from './ImageCarousel.module.css'
import { assetURL } from '../../lib/appRoot'

/**
 * A product's photos: one large, with back and forward buttons, and from
 * tablet width up a row of 88 px thumbnails (spec section 2).
 */
export function ImageCarousel({ images, alt }: { images: string[]; alt: string }) {
  const [index, setIndex] = useState(0)
  const current = images[Math.min(index, images.length - 1)]
  if (!current) return null
  const many = images.length > 1
  return (
    <div className={styles.carousel} role={many ? 'region' : undefined} aria-roledescription={many ? 'carousel' : undefined} aria-label={many ? 'Photos' : undefined}>
      <div className={styles.stage}>
        <img className={styles.image} src={assetURL(current)} alt={many ? `${alt}, photo ${index + 1} of ${images.length}` : alt} width={400} height={400} />
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
                <img src={assetURL(src)} alt="" width={88} height={88} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
