import { describe, expect, it } from 'vitest'
import { CARD_SIZES, photoAttributes } from './photos'

describe('photoAttributes', () => {
  it('offers a store photo in its small, medium and large sizes', () => {
    expect(photoAttributes('/images/menu/abc123/medium.jpg', CARD_SIZES)).toEqual({
      src: '/images/menu/abc123/medium.jpg',
      srcSet: '/images/menu/abc123/small.jpg 200w, /images/menu/abc123/medium.jpg 400w, /images/menu/abc123/large.jpg 1000w',
      sizes: CARD_SIZES,
    })
  })

  it('takes any size of the photo and answers the one asked for as src', () => {
    const a = photoAttributes('/images/menu/k9/original.jpg', '100vw', 'large')
    expect(a.src).toBe('/images/menu/k9/large.jpg')
    expect(a.srcSet).toContain('/images/menu/k9/small.jpg 200w')
    expect(a.srcSet).not.toContain('original')
  })

  it('answers the default art and other pictures as they are, without srcset', () => {
    expect(photoAttributes('/images/products/flower/hybrid-2.svg', CARD_SIZES)).toEqual({ src: '/images/products/flower/hybrid-2.svg' })
    expect(photoAttributes('https://cdn.example.com/p/1.jpg', CARD_SIZES)).toEqual({ src: 'https://cdn.example.com/p/1.jpg' })
    // A size name that is not one of the server's is not a store photo.
    expect(photoAttributes('/images/menu/k/huge.jpg', CARD_SIZES)).toEqual({ src: '/images/menu/k/huge.jpg' })
  })
})
