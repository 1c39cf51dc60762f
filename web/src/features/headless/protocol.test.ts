import { describe, expect, it } from 'vitest'
import type { Partner } from '../../lib/appMode'
import { buildOfParent, checkBuildCart, contrast, fontUrlAllowed, readableText, redirectAllowed, themeVariables } from './protocol'

const site = 'https://partner.example'
const partners: Partner[] = [
  {
    id: 4,
    name: 'Headless',
    mode: 'headless',
    allowed_origins: [site, 'http://localhost:8081'],
    theme: { font_url: 'https://cdn.partner.example/brand.css' },
    store_ids: [3],
    auth_disabled: false,
    partner_hosted_path: '',
  },
  { id: 9, name: 'Other', mode: 'headless', allowed_origins: ['https://other.example'], theme: { font_url: 'https://cdn.other.example/brand.css' }, store_ids: [7], auth_disabled: false, partner_hosted_path: '' },
]

const good = {
  products: [
    { productId: 2089, priceId: 'eighth_ounce', count: 2 },
    { productId: 12, priceId: 'each', count: 1 },
  ],
  user: { firstName: 'Ada', lastName: 'Lee', birthDate: '1988-04-20', phone: '4155550100', email: 'ada@example.com', externalId: 'crm-1' },
  storeId: 3,
  headlessPartnerName: 'Partner Co',
  options: {
    font: { fontFamily: "'Inter', sans-serif", url: 'https://fonts.googleapis.com/css2?family=Inter' },
    theme: { themeColor: '#1d4ed8', navigationColor: '#111827', ctaTextColor: '#ffffff', calloutBackground: '#eff6ff', calloutTextColor: '#1e3a8a' },
    redirectUrl: 'https://partner.example/thanks',
    disableAuthFeatures: true,
    disableLoadingSpinner: true,
    disableWeightSelection: true,
    disableMarketingCheckoutAgreements: true,
  },
}

describe('checkBuildCart', () => {
  it('takes the wire shape from a partner origin for one of its stores', () => {
    const check = checkBuildCart(good, site, partners)
    expect(check.ok).toBe(true)
    if (!check.ok) return
    expect(check.value.partnerId).toBe(4)
    expect(check.value.products).toEqual(good.products)
    expect(check.value.user.externalId).toBe('crm-1')
    expect(check.value.options.disableWeightSelection).toBe(true)
  })

  it.each([
    ['another partner’s store', { ...good, storeId: 7 }, site],
    ['a store of no partner', { ...good, storeId: 99 }, site],
    ['an origin of another partner', good, 'https://other.example'],
    ['an origin of no partner', good, 'https://evil.example'],
  ])('refuses %s', (_, payload, origin) => {
    const check = checkBuildCart(payload, origin, partners)
    expect(check).toMatchObject({ ok: false, code: 'storeNotAllowed' })
  })

  it.each([
    ['no object', 'buildCart', 'payload'],
    ['no products', { ...good, products: [] }, 'products'],
    ['a bad price id', { ...good, products: [{ productId: 1, priceId: 'bushel', count: 1 }] }, 'products[0].priceId'],
    ['a zero count', { ...good, products: [{ productId: 1, priceId: 'each', count: 0 }] }, 'products[0].count'],
    ['a count over 99', { ...good, products: [{ productId: 1, priceId: 'each', count: 100 }] }, 'products[0].count'],
    ['a fractional product id', { ...good, products: [{ productId: 1.5, priceId: 'each', count: 1 }] }, 'products[0].productId'],
    ['a bad birth date', { ...good, user: { birthDate: '20/04/1988' } }, 'user.birthDate'],
    ['an http redirect elsewhere', { ...good, options: { redirectUrl: 'http://evil.example/' } }, 'options.redirectUrl'],
    ['a javascript: redirect', { ...good, options: { redirectUrl: 'javascript:alert(1)' } }, 'options.redirectUrl'],
    ['an http font', { ...good, options: { font: { url: 'http://fonts.googleapis.com/a.css' } } }, 'options.font.url'],
    ['a font stylesheet on any other https host', { ...good, options: { font: { url: 'https://evil.example/fonts.css' } } }, 'options.font.url'],
    ['a font on a look-alike host', { ...good, options: { font: { url: 'https://fonts.googleapis.com.evil.example/a.css' } } }, 'options.font.url'],
    ['a font with credentials in the URL', { ...good, options: { font: { url: 'https://x@fonts.googleapis.com/a.css' } } }, 'options.font.url'],
    ['another partner’s theme font', { ...good, storeId: 3, options: { font: { url: 'https://cdn.other.example/brand.css' } } }, 'options.font.url'],
    ['CSS in a font family', { ...good, options: { font: { fontFamily: 'x; background: url(y)' } } }, 'options.font.fontFamily'],
    ['a colour that is not hex', { ...good, options: { theme: { themeColor: 'red;x' } } }, 'options.theme.themeColor'],
    ['a flag that is not boolean', { ...good, options: { disableAuthFeatures: 'yes' } }, 'options.disableAuthFeatures'],
  ])('refuses %s', (_, payload, field) => {
    const check = checkBuildCart(payload, site, partners)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.code).toBe('invalidPayload')
    if (field !== 'payload') expect(Object.keys(check.errors)).toContain(field)
  })

  it('accepts numeric strings for ids and counts, and spaced price ids', () => {
    const check = checkBuildCart({ storeId: '3', products: [{ productId: '5', priceId: 'eighth ounce', count: '2' }] }, site, partners)
    expect(check).toMatchObject({ ok: true, value: { storeId: 3, products: [{ productId: 5, priceId: 'eighth_ounce', count: 2 }] } })
  })
})

describe('font stylesheets', () => {
  it.each([
    'https://fonts.googleapis.com/css2?family=Inter:wght@400;700',
    'https://use.typekit.net/abc1234.css',
    'https://fonts.bunny.net/css?family=inter:400',
  ])('takes %s', (url) => {
    expect(fontUrlAllowed(url)).toBe(true)
    expect(checkBuildCart({ ...good, options: { font: { url } } }, site, partners)).toMatchObject({ ok: true, value: { options: { font: { url } } } })
  })

  it('takes the partner’s own catalogue theme font_url, and only the partner’s', () => {
    const url = 'https://cdn.partner.example/brand.css'
    expect(checkBuildCart({ ...good, options: { font: { url } } }, site, partners)).toMatchObject({ ok: true })
    expect(fontUrlAllowed(url)).toBe(false)
    expect(fontUrlAllowed(url, url)).toBe(true)
    expect(fontUrlAllowed('http://cdn.partner.example/brand.css', 'http://cdn.partner.example/brand.css')).toBe(false)
  })

  it('refuses any other stylesheet in the buildCartError shape', () => {
    const check = checkBuildCart({ ...good, options: { font: { url: 'https://evil.example/x.css' } } }, site, partners)
    expect(check).toMatchObject({ ok: false, code: 'invalidPayload', message: 'The buildCart payload is not valid.' })
    if (check.ok) return
    expect(check.errors['options.font.url']).toMatch(/fonts\.googleapis\.com, use\.typekit\.net, fonts\.bunny\.net/)
  })
})

describe('redirectAllowed', () => {
  it.each([
    ['https://anywhere.example/x', 'http://localhost:8081', true],
    ['http://localhost:8081/thanks', 'http://localhost:8081', true],
    ['http://localhost:9999/thanks', 'http://localhost:8081', false],
    ['data:text/html,x', 'http://localhost:8081', false],
    ['/relative', 'http://localhost:8081', false],
  ])('%s from %s: %s', (url, origin, want) => expect(redirectAllowed(url, origin)).toBe(want))
})

describe('themeVariables', () => {
  it('maps the theme to the CSS variables, keeping text readable', () => {
    const vars = themeVariables({ themeColor: '#1d4ed8', ctaTextColor: '#ffff00', navigationColor: '#fef08a', calloutBackground: '#111111', calloutTextColor: '#222222' })
    expect(vars['--color-brand']).toBe('#1d4ed8')
    // Yellow on this blue falls short of 4.5:1, so a readable colour stands in.
    expect(contrast('#1d4ed8', vars['--color-on-brand']!)).toBeGreaterThanOrEqual(4.5)
    expect(vars['--headless-nav-text']).toBe('#000000')
    expect(vars['--headless-callout-text']).toBe('#ffffff')
  })
  it('keeps a wanted text colour that reads', () => {
    expect(readableText('#1d4ed8', '#ffffff')).toBe('#ffffff')
    expect(readableText('#ffffff', '#eeeeee')).toBe('#000000')
  })
  it('sets the font family with fallbacks', () => {
    expect(themeVariables({}, { fontFamily: "'Inter'" })['--font']).toBe("'Inter', system-ui, sans-serif")
  })
})

describe('buildOfParent', () => {
  it('is the build of the page that sent it, and of no other or none', () => {
    const build = { origin: site }
    expect(buildOfParent(build, site)).toBe(true)
    expect(buildOfParent(build, 'https://other.example')).toBe(false)
    expect(buildOfParent(build, undefined)).toBe(false)
    expect(buildOfParent(undefined, site)).toBe(false)
  })
})
