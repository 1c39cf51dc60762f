// A partner's theme (catalogue format, partners) as the app's design
// tokens (styles/global.css): white-label, bloom and the frameless embed
// wear the partner's colours, font and logo. Colours are adjusted where
// needed so text on them stays readable (WCAG AA, lib/contrast.ts).

import type { PartnerTheme } from './appMode'
import { contrastRatio, AA, mix, parseHex, readableOn, textColorOn } from './contrast'

/** The page background (--color-page): theme colours used as text must read on it. */
const PAGE = '#f7f5f0'
const WHITE = '#ffffff'

/** A font-family list as a partner wrote it, without anything that could end the declaration. */
function safeFontFamily(family: string): string {
  return family.replace(/[;{}<>\\]/g, '').trim()
}

/** The CSS custom properties of a partner's theme; a theme without colours changes none. */
export function themeVariables(theme: PartnerTheme | undefined): Record<string, string> {
  const vars: Record<string, string> = {}
  if (!theme) return vars
  if (parseHex(theme.theme_color)) {
    // Links are written in the brand colour on the page, buttons filled with it.
    const brand = readableOn(theme.theme_color as string, PAGE)
    const strong = mix(brand, '#000000', 0.25)
    const cta = theme.cta_text_color
    const onBrand = cta && parseHex(cta) && contrastRatio(cta, brand) >= AA && contrastRatio(cta, strong) >= AA ? cta : WHITE
    const soft = mix(brand, WHITE, 0.88)
    vars['--color-brand'] = brand
    vars['--color-brand-strong'] = readableOn(strong, soft)
    vars['--color-brand-soft'] = soft
    vars['--color-on-brand'] = onBrand
  }
  const nav = parseHex(theme.navigation_color) ? (theme.navigation_color as string) : vars['--color-brand-strong']
  if (nav) {
    vars['--color-nav'] = nav
    vars['--color-on-nav'] = textColorOn(nav, theme.cta_text_color)
  }
  if (parseHex(theme.callout_background)) {
    vars['--color-callout'] = theme.callout_background as string
    vars['--color-on-callout'] = textColorOn(theme.callout_background as string, theme.callout_text_color)
  }
  if (theme.font_family && safeFontFamily(theme.font_family)) {
    vars['--font'] = `${safeFontFamily(theme.font_family)}, system-ui, sans-serif`
  }
  return vars
}

/** Puts a theme's tokens on an element (the page's root, or the frameless embed's mount). */
export function applyTheme(el: HTMLElement, theme: PartnerTheme | undefined) {
  for (const [name, value] of Object.entries(themeVariables(theme))) el.style.setProperty(name, value)
}

/**
 * Loads the theme's web font (its font_url, a style sheet of @font-face
 * rules) into the document: fonts are the document's, even for a shadow root.
 */
export function loadThemeFont(theme: PartnerTheme | undefined, doc: Document = document) {
  const url = theme?.font_url
  if (!url || !/^https?:\/\//.test(url) || doc.querySelector(`link[data-pistil-font]`)) return
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = url
  link.dataset.pistilFont = ''
  doc.head.appendChild(link)
}
