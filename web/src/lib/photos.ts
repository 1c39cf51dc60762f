// Product pictures as <img> attributes: a store's own photos come in the
// four sizes the server keeps (internal/photo Sizes; GET
// /images/menu/{key}/{size}.jpg), so the browser is offered the three a page
// can use with their widths and picks by the slot's size and the screen's
// density. The default art (an SVG, /images/products/...) scales to any size
// and is one file.

import { assetURL } from './appRoot'

/** The sizes a store's photo is kept in, by their longest side in pixels (internal/photo Sizes). */
export const PHOTO_SIZES = { small: 200, medium: 400, large: 1000, original: 2560 } as const
export type PhotoSize = keyof typeof PHOTO_SIZES

/** The sizes offered to srcset: the original (up to 2560 px) is for downloads, never a page. */
const OFFERED: PhotoSize[] = ['small', 'medium', 'large']

const MENU_PHOTO = /^(.*\/images\/menu\/[^/?#]+\/)(small|medium|large|original)\.jpg$/

/**
 * The slot widths of a product card (sizes): two columns on a phone, three
 * from 768 px, four from 1024 px, five from 1440 px in the 1200 px content
 * column (features/menu/ProductCard.module.css).
 */
export const CARD_SIZES = '(min-width: 1440px) 240px, (min-width: 1024px) min(25vw, 300px), (min-width: 768px) 33vw, 50vw'

/** The product page's photo: the page's width on a phone, half the content column from 768 px. */
export const PAGE_SIZES = '(min-width: 768px) min(50vw, 600px), 100vw'

export interface PhotoAttributes {
  src: string
  srcSet?: string
  sizes?: string
}

/**
 * The src, srcset and sizes of a product picture. A store's photo (any of
 * its sizes' URLs) answers the given size as src and the small, medium and
 * large files as srcset, each described by its longest side: a photo is
 * fitted within a square of that side, so a square or landscape photo is
 * exactly that wide and a portrait one a little narrower, which only makes
 * the browser choose a size up. Any other URL is answered as it is.
 */
export function photoAttributes(url: string, sizes: string, size: Exclude<PhotoSize, 'original'> = 'medium'): PhotoAttributes {
  const m = MENU_PHOTO.exec(url)
  if (!m) return { src: assetURL(url) }
  const base = m[1]!
  return {
    src: assetURL(`${base}${size}.jpg`),
    srcSet: OFFERED.map((s) => `${assetURL(`${base}${s}.jpg`)} ${PHOTO_SIZES[s]}w`).join(', '),
    sizes,
  }
}

/**
 * Starts fetching pictures the way <img> elements given photoAttributes(url,
 * sizes) would, so that the <img> drawn later finds its file fetched or on
 * its way: a store menu knows its first cards' pictures when their row's
 * data comes, well before it has drawn them on a phone (issue 21).
 */
export function warmPhotos(urls: string[], sizes: string): void {
  if (typeof Image === 'undefined') return
  for (const url of urls) {
    const { src, srcSet, sizes: slot } = photoAttributes(url, sizes)
    const img = new Image()
    img.fetchPriority = 'high'
    // srcset and sizes before src: the browser chooses once they are all set
    if (srcSet && slot) {
      img.sizes = slot
      img.srcset = srcSet
    }
    img.src = src
  }
}
