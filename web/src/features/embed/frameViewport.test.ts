import { describe, expect, it } from 'vitest'
import { visibleBand } from './frameViewport'

describe('visibleBand', () => {
  it.each([
    [{ top: 1200, height: 812 }, { top: 1200, height: 812 }],
    [{ top: 0, height: 400.6 }, { top: 0, height: 401 }],
    [{ top: 10.4, height: 700 }, { top: 10, height: 700 }],
  ])('takes %o', (payload, want) => {
    expect(visibleBand(payload)).toEqual(want)
  })

  it.each([
    ['nothing', undefined],
    ['a string', 'top'],
    ['a negative top', { top: -5, height: 100 }],
    ['no height on screen', { top: 0, height: 0 }],
    ['text numbers', { top: '1', height: '2' }],
    ['infinity', { top: 0, height: Infinity }],
  ])('refuses %s', (_, payload) => {
    expect(visibleBand(payload)).toBeUndefined()
  })
})
