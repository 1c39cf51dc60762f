import { useState } from 'react'
import { Link } from 'react-router'
import styles from './BannerCarousel.module.css'
import { assetURL } from '../../lib/appRoot'

export interface Banner {
  image_url: string
  alt_text: string
  link?: string
}

/**
 * The store's carousel banners: one slide at a time, moved only by the
 * shopper (no autoplay), each slide an image with its text alternative.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0)
  const banner = banners[Math.min(index, banners.length - 1)]
  if (!banner) return null
  const image = <img src={assetURL(banner.image_url)} alt={banner.alt_text} width={1200} height={240} className={styles.image} />
  const external = banner.link?.startsWith('https://')
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Store announcements">
      <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${banners.length}`}>
        {banner.link ? (
          external ? (
            <a href={banner.link} rel="noopener noreferrer">
              {image}
            </a>
          ) : (
            <Link to={banner.link}>{image}</Link>
          )
        ) : (
          image
        )}
      </div>
      {banners.length > 1 && (
        <div className={styles.controls}>
          <button type="button" onClick={() => setIndex((index + banners.length - 1) % banners.length)} aria-label="Previous announcement">
            <span aria-hidden="true">‹</span>
          </button>
          <span aria-live="polite">
            {index + 1} / {banners.length}
          </span>
          <button type="button" onClick={() => setIndex((index + 1) % banners.length)} aria-label="Next announcement">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  )
}
