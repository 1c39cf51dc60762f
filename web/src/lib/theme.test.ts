import { describe, expect, it } from 'vitest'
import { applyTheme, themeVariables } from './theme'
import { AA, contrastRatio } from './contrast'

const PAGE = '#f7f5f0'

describe('themeVariables', () => {
  it('changes nothing without a theme', () => {
    expect(themeVariables(undefined)).toEqual({})
    expect(themeVariables({})).toEqual({})
  })

  it("takes a partner's readable colours as they are", () => {
    const v = themeVariables({ theme_color: '#065f46', navigation_color: '#022c22', cta_text_color: '#ffffff', font_family: 'Georgia, serif' })
    expect(v['--color-brand']).toBe('#065f46')
    expect(v['--color-on-brand']).toBe('#ffffff')
    expect(v['--color-nav']).toBe('#022c22')
    expect(v['--color-on-nav']).toBe('#ffffff')
    expect(v['--font']).toBe('Georgia, serif, system-ui, sans-serif')
  })

  it.each([
    ['a yellow theme with white text', { theme_color: '#facc15', cta_text_color: '#ffffff', navigation_color: '#fde68a' }],
    ['a pale theme', { theme_color: '#e0f2fe', callout_background: '#0c4a6e', callout_text_color: '#0f172a' }],
    ['a dark theme with dark text', { theme_color: '#111827', cta_text_color: '#1f2937' }],
    ['a mid theme with a black cta', { theme_color: '#2563eb', cta_text_color: '#000000' }],
  ])('%s: every pair of text and background reaches AA', (_, theme) => {
    const v = themeVariables(theme)
    expect(contrastRatio(v['--color-brand'], PAGE)).toBeGreaterThanOrEqual(AA)
    expect(contrastRatio(v['--color-brand'], '#ffffff')).toBeGreaterThanOrEqual(AA)
    expect(contrastRatio(v['--color-on-brand'], v['--color-brand'])).toBeGreaterThanOrEqual(AA)
    expect(contrastRatio(v['--color-on-brand'], v['--color-brand-strong'])).toBeGreaterThanOrEqual(AA)
    expect(contrastRatio(v['--color-brand-strong'], v['--color-brand-soft'])).toBeGreaterThanOrEqual(AA)
    expect(contrastRatio(v['--color-on-nav'], v['--color-nav'])).toBeGreaterThanOrEqual(AA)
    if (v['--color-callout']) expect(contrastRatio(v['--color-on-callout'], v['--color-callout'])).toBeGreaterThanOrEqual(AA)
  })

  it('keeps a font family from ending its declaration', () => {
    expect(themeVariables({ font_family: 'Lora; } body { color: red' })['--font']).toBe('Lora  body  color: red, system-ui, sans-serif')
  })

  it('puts the tokens on an element', () => {
    const el = document.createElement('div')
    applyTheme(el, { theme_color: '#1d4ed8' })
    expect(el.style.getPropertyValue('--color-brand')).toBe('#1d4ed8')
  })
})
