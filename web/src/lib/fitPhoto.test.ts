import { describe, expect, it } from 'vitest'
import { fitPhoto, fittedSize } from './fitPhoto'

describe('fittedSize', () => {
  it.each([
    // A 24 MP phone photo: 2560 / 6000 = 0.42666…, 4000 × that = 1706.67.
    [6000, 4000, 2560, 1707],
    // Upright: the longest side is the height.
    [3024, 4032, 1920, 2560],
    // Exactly the limit, and smaller: kept.
    [2560, 1920, 2560, 1920],
    [160, 100, 160, 100],
    // A strip never rounds to nothing.
    [100000, 10, 2560, 1],
  ])('%i×%i is sent at %i×%i', (w, h, width, height) => {
    expect(fittedSize(w, h)).toEqual({ width, height })
  })
})

describe('fitPhoto', () => {
  it('sends a file the browser cannot read as it is', async () => {
    const file = new File(['not a photo at all\n'], 'id.jpg', { type: 'image/jpeg' })
    expect(await fitPhoto(file)).toBe(file)
  })
})
