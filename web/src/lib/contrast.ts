// Colour contrast (WCAG 2.x): partners choose their theme's colours, and
// text on them must still be readable: 4.5:1 for normal text (AA).

export type RGB = readonly [number, number, number]

/** The AA minimum contrast for normal text. */
export const AA = 4.5

const BLACK = '#000000'
const WHITE = '#ffffff'

/** #rrggbb or #rgb as [r, g, b] (0–255), or undefined for anything else. */
export function parseHex(color: string | undefined): RGB | undefined {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color?.trim() ?? '')?.[1]
  if (!digits) return undefined
  const hex = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)]
}

export function toHex(rgb: RGB): string {
  return `#${[...rgb].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`
}

/** Relative luminance of an sRGB colour (WCAG 2.x definition). */
export function luminance(rgb: RGB): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string | undefined, b: string | undefined): number {
  const x = parseHex(a)
  const y = parseHex(b)
  if (!x || !y) return 1
  const [lx, ly] = [luminance(x), luminance(y)]
  return (Math.max(lx, ly) + 0.05) / (Math.min(lx, ly) + 0.05)
}

/**
 * The text colour for a background: the preferred one (a partner's
 * cta_text_color) when it reaches AA on it, otherwise black or white,
 * whichever contrasts more.
 */
export function textColorOn(background: string, preferred?: string): string {
  if (preferred && parseHex(preferred) && contrastRatio(background, preferred) >= AA) return preferred
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE
}

/** a mixed with b: amount 0 is a, 1 is b. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a)
  const y = parseHex(b)
  if (!x || !y) return a
  const at = (i: 0 | 1 | 2) => x[i] + (y[i] - x[i]) * amount
  return toHex([at(0), at(1), at(2)])
}

/**
 * The colour itself when it reaches AA against the surface, otherwise the
 * same hue darkened (or, on a dark surface, lightened) just enough: for a
 * theme colour used as link text.
 */
export function readableOn(color: string, surface: string): string {
  if (!parseHex(color) || !parseHex(surface)) return color
  if (contrastRatio(color, surface) >= AA) return color
  const toward = contrastRatio(surface, BLACK) >= contrastRatio(surface, WHITE) ? BLACK : WHITE
  for (let step = 1; step <= 20; step++) {
    const c = mix(color, toward, step / 20)
    if (contrastRatio(c, surface) >= AA) return c
  }
  return toward
}
