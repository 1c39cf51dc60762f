import { describe, expect, it } from 'vitest'
import { AA, contrastRatio, luminance, mix, parseHex, readableOn, textColorOn } from './contrast'

describe('contrast', () => {
  it('parses #rrggbb and #rgb, and nothing else', () => {
    expect(parseHex('#1d4ed8')).toEqual([29, 78, 216])
    expect(parseHex('#fff')).toEqual([255, 255, 255])
    expect(parseHex('red')).toBeUndefined()
    expect(parseHex('#12345')).toBeUndefined()
    expect(parseHex(undefined)).toBeUndefined()
  })

  it('computes WCAG luminance and ratios', () => {
    expect(luminance([0, 0, 0])).toBe(0)
    expect(luminance([255, 255, 255])).toBe(1)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    // #767676 on white is the well-known AA threshold grey: 4.54.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1)
  })

  it.each([
    // background, preferred, chosen: the partner's colour when it passes
    ['#1d4ed8', '#ffffff', '#ffffff'],
    ['#065f46', '#ffffff', '#ffffff'],
    // a yellow button with white text fails; black passes
    ['#facc15', '#ffffff', '#000000'],
    // a pale theme with no preference
    ['#e0f2fe', undefined, '#000000'],
    // a dark theme whose cta text is too dark: white instead
    ['#1e293b', '#334155', '#ffffff'],
    // a mid grey where both pass: the preference stays
    ['#000000', '#ffff00', '#ffff00'],
    // a preference that is not a colour is ignored
    ['#14532d', 'white', '#ffffff'],
  ])('text on %s (preferred %s) is %s', (bg, preferred, want) => {
    const got = textColorOn(bg, preferred)
    expect(got).toBe(want)
    expect(contrastRatio(bg, got)).toBeGreaterThanOrEqual(AA)
  })

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mix('#ff0000', '#000000', 0)).toBe('#ff0000')
  })

  it('darkens a light theme colour until it reads as link text on white', () => {
    expect(readableOn('#1d4ed8', '#ffffff')).toBe('#1d4ed8')
    const yellow = readableOn('#facc15', '#ffffff')
    expect(yellow).not.toBe('#facc15')
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(AA)
    const onDark = readableOn('#1e3a8a', '#111827')
    expect(contrastRatio(onDark, '#111827')).toBeGreaterThanOrEqual(AA)
  })
})
