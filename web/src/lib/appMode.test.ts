import { describe, expect, it } from 'vitest'
import { apiBase, modeStorageKey, resolveAppMode, type Partner } from './appMode'

const partner = (over: Partial<Partner> = {}): Partner => ({
  id: 1,
  name: 'Fog City Botanicals website',
  mode: 'embedded',
  allowed_origins: ['https://www.fogcity.example'],
  theme: {},
  store_ids: [1],
  auth_disabled: false,
  partner_hosted_path: '',
  ...over,
})

describe('resolveAppMode', () => {
  it.each([
    // path, the settings' mode, want mode, basename, partnerId
    ['/', undefined, 'default', '', undefined],
    ['/stores/1/gg/menu', undefined, 'default', '', undefined],
    ['/embedded-things', undefined, 'default', '', undefined],
    ['/embed', undefined, 'embedded', '/embed', undefined],
    ['/embed/replaceCart', undefined, 'embedded', '/embed', undefined],
    ['/embed/stores/42/menu', undefined, 'embedded', '/embed/stores/42', '42'],
    ['/embed/stores/42', 'embedded', 'embedded', '/embed/stores/42', '42'],
    ['/operator_embed/operators/7/stores/3', undefined, 'operatorEmbed', '/operator_embed/operators/7', undefined],
    ['/kiosk/stores/2/sunset-grove/landing', undefined, 'kiosk', '/kiosk', '2'],
    ['/headless/products/1/x', undefined, 'headless', '/headless', undefined],
    // A kiosk on its own host: the server says kiosk; the paths start at the root.
    ['/stores/2/setup', 'kiosk', 'kiosk', '', '2'],
    // The store console, with or without the server's word.
    ['/business', undefined, 'business', '/business', undefined],
    ['/business/welcome/abc', 'business', 'business', '/business', undefined],
    ['/businesses', undefined, 'default', '', undefined],
  ] as const)('%s (settings %s) is %s under %s', (pathname, appMode, mode, basename, partnerId) => {
    const ctx = resolveAppMode({ pathname }, { appMode })
    expect(ctx.mode).toBe(mode)
    expect(ctx.basename).toBe(basename)
    expect(ctx.partnerId).toBe(partnerId)
  })

  it('takes a white-label or bloom partner from the settings, on its own domain', () => {
    const ctx = resolveAppMode({ pathname: '/' }, { appMode: 'bloom', partner: partner({ mode: 'bloom', store_ids: [5] }) })
    expect(ctx).toMatchObject({ mode: 'bloom', partnerId: '5', basename: '' })
    expect(ctx.features).toMatchObject({ cartDrawer: false, marketplaceNav: false, framed: false, auth: true })
    const proxied = resolveAppMode({ pathname: '/shop/menu' }, { appMode: 'whiteLabel', deployPublicPath: '/shop/', partner: partner({ mode: 'whiteLabel' }) })
    expect(proxied.basename).toBe('/shop')
  })

  it('lets the frameless runtime config win: the app runs in the partner page, under its hosted path', () => {
    const ctx = resolveAppMode(
      { pathname: '/menu/products/3/x' },
      {},
      { storeId: 9, isFramelessEmbedMode: true, partnerHostedPath: '/menu/', apiUrl: 'https://pistil.example/v1' },
    )
    expect(ctx).toMatchObject({ mode: 'framelessEmbed', partnerId: '9', basename: '/menu' })
  })

  it('switches features by mode: no analytics or accounts at the kiosk, no drawer in headless, accounts off where the partner says', () => {
    expect(resolveAppMode({ pathname: '/kiosk' }, {}).features).toMatchObject({ analytics: false, auth: false, cartDrawer: true })
    expect(resolveAppMode({ pathname: '/headless' }, {}).features).toMatchObject({ cartDrawer: false, framed: true, analytics: true })
    expect(resolveAppMode({ pathname: '/embed/stores/1' }, { partner: partner({ auth_disabled: true }) }).features.auth).toBe(false)
    expect(resolveAppMode({ pathname: '/embed/stores/1' }, { partner: partner() }).features.auth).toBe(true)
    expect(resolveAppMode({ pathname: '/' }, {}).features).toMatchObject({ auth: true, analytics: true, marketplaceNav: true, framed: false })
  })

  it('gives the store console none of the shopper’s features and no partner', () => {
    const ctx = resolveAppMode({ pathname: '/business/sign-in' }, { appMode: 'business', partner: partner() })
    expect(ctx.features).toEqual({ auth: false, analytics: false, cartDrawer: false, marketplaceNav: false, framed: false })
    expect(ctx.partner).toBeUndefined()
    expect(ctx.partnerId).toBeUndefined()
  })
})

describe('modeStorageKey', () => {
  it('is one key per mode, with the partner id for embedded, whiteLabel and framelessEmbed only', () => {
    expect(modeStorageKey('cart')).toBe('pistil.cart.default')
    expect(modeStorageKey('cart', 'embedded', '1')).toBe('pistil.cart.embedded.1')
    expect(modeStorageKey('cart', 'embedded', '2')).toBe('pistil.cart.embedded.2')
    expect(modeStorageKey('checkout', 'whiteLabel', '3')).toBe('pistil.checkout.whiteLabel.3')
    expect(modeStorageKey('cart', 'framelessEmbed', '4')).toBe('pistil.cart.framelessEmbed.4')
    expect(modeStorageKey('cart', 'kiosk', '2')).toBe('pistil.cart.kiosk')
    expect(modeStorageKey('cart', 'headless', '2')).toBe('pistil.cart.headless')
  })

  it('keeps the store console’s keys under pistil.business.', () => {
    expect(modeStorageKey('alerts', 'business')).toBe('pistil.business.alerts')
    expect(modeStorageKey('alerts', 'business', '2')).toBe('pistil.business.alerts')
  })
})

describe('apiBase', () => {
  it('is /api/v1 under the deploy path, and the API host without /api for the frameless embed', () => {
    expect(apiBase({ mode: 'default' }, {})).toBe('/api/v1')
    expect(apiBase({ mode: 'whiteLabel' }, { deployPublicPath: '/shop/' })).toBe('/shop/api/v1')
    expect(apiBase({ mode: 'framelessEmbed' }, { framelessEmbedApiUrl: '/v1' })).toBe('/v1')
    expect(
      apiBase({ mode: 'framelessEmbed' }, {}, { storeId: 1, isFramelessEmbedMode: true, partnerHostedPath: '/menu', apiUrl: 'https://p.example/v1/' }),
    ).toBe('https://p.example/v1')
  })
})
