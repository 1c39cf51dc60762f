import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_COOKIE_MAX_AGE_S,
  IDENTIFY_THROTTLE_MS,
  REDACTED,
  analyticsCookie,
  analyticsMode,
  analyticsUserId,
  bankAccountEvent,
  collectBase,
  commonPayload,
  insightEvent,
  insightFilters,
  mayIdentify,
  pageViewName,
  productProperties,
  readAnalyticsCookie,
  redact,
  scrubProperties,
  trackingTags,
  visitTags,
} from './analyticsRules'

describe('bank-account linking events (spec section 5)', () => {
  it.each([
    ['Start', 'checkout', 'pay', 'LinkBankAccountStart', 'checkoutPay'],
    ['Success', 'profile', 'gold', 'LinkBankAccountSuccess', 'profileGold'],
    ['Unlinked', 'profile', 'pay', 'LinkBankAccountUnlinked', 'profilePay'],
    ['Failed', 'checkout', 'gold', 'LinkBankAccountFailed', 'checkout'],
    ['UnlinkedLast', 'profile', 'pay', 'LinkBankAccountUnlinkedLast', 'profile'],
  ] as const)('%s from %s (%s) is %s with source %s', (step, source, program, name, suffixed) => {
    expect(bankAccountEvent(step, source, program)).toEqual({ name, source: suffixed })
  })
})

describe('page-view names (spec section 7)', () => {
  it.each([
    ['/', 'home'],
    ['/dispensaries', 'stores'],
    ['/dispensaries/us/co/denver', 'stores'],
    ['/brands/4/alpha-farms', 'brand'],
    ['/cart', 'cart'],
    ['/cart/checkout', 'checkout'],
    ['/cart/guest_checkout', 'guest checkout'],
    ['/login', 'login/registration'],
    ['/register', 'login/registration'],
    ['/products/100/blue-dream/reviews/new', 'product review form'],
    ['/stores/1/green-door/menu', 'store menu'],
    ['/stores/1/green-door/menu/flower', 'store menu'],
    ['/menu', 'store menu'],
    ['/stores/1/green-door/products/100/blue-dream', 'product detail'],
    ['/products/100/blue-dream', 'product detail'],
    ['/stores/1/green-door/menu/', 'store menu'],
  ])('%s is %s', (path, name) => expect(pageViewName(path)).toBe(name))
  it('has no name for other pages', () => {
    expect(pageViewName('/brands/jane-gold')).toBeUndefined()
    expect(pageViewName('/profile')).toBeUndefined()
    expect(pageViewName('/brands')).toBeUndefined()
  })
  it('names the kiosk start screen kiosk landing, in the kiosk only', () => {
    expect(pageViewName('/stores/1/green-door', true)).toBe('kiosk landing')
    expect(pageViewName('/stores/1', true)).toBe('kiosk landing')
    expect(pageViewName('/stores/1/green-door')).toBeUndefined()
  })
})

describe('tracking tags', () => {
  it('keeps og_ref and the five utm parameters only, redacted and cut to 100 characters', () => {
    expect(
      trackingTags(`?og_ref=fb&utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=jo@example.com&utm_term=${'x'.repeat(120)}&utm_id=9&q=1`),
    ).toEqual({ og_ref: 'fb', utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring', utm_content: REDACTED, utm_term: 'x'.repeat(100) })
    expect(trackingTags('?utm_source=')).toEqual({})
  })
  it('keeps the visit’s tags until a landing brings new ones', () => {
    expect(visitTags({ utm_source: 'a' }, {})).toEqual({ utm_source: 'a' })
    expect(visitTags({ utm_source: 'a', og_ref: 'x' }, { utm_source: 'b' })).toEqual({ utm_source: 'b' })
  })
})

describe('redaction', () => {
  // The rules themselves are tested in redact.test.ts; here, that analytics use all of them.
  it.each([
    ['write to Jo.Doe+x@mail.example.co.uk now', `write to ${REDACTED} now`],
    ['(415) 555 0100 and +1 415.555.0100', `${REDACTED} and ${REDACTED}`],
    ['card 4111 1111 1111 1111 2025', 'card **** **** **** **** 2025'],
  ])('%s -> %s', (s, want) => expect(redact(s)).toBe(want))
  it('masks card numbers in properties and tracking tags too', () => {
    expect(scrubProperties({ note: 'paid 4111111111111111', q: 'jo%40x.com' })).toEqual({ note: 'paid ****************', q: REDACTED })
    expect(trackingTags('?utm_term=4111-1111-1111-1111')).toEqual({ utm_term: '****-****-****-****' })
  })
  it('scrubs properties however deep, replacing personal keys whole and dropping undefined', () => {
    expect(
      scrubProperties({ email: 'a@b.co', Phone: 4155550100, note: 'call 415 555 0100', nested: [{ mail: 'x' }, 'a@b.co'], n: 5, none: undefined, gone: null }),
    ).toEqual({ email: REDACTED, Phone: REDACTED, note: `call ${REDACTED}`, nested: [{ mail: REDACTED }, REDACTED], n: 5, gone: null })
  })
})

describe('search insights (spec section 5)', () => {
  it('puts brand filters first and keeps at most 10', () => {
    const filters = [...Array.from({ length: 9 }, (_, i) => `kind:k${i}`), 'brand:Alpha', 'brand_name:Beta', 'kind:last']
    expect(insightFilters(filters)).toEqual(['brand:Alpha', 'brand_name:Beta', 'kind:k0', 'kind:k1', 'kind:k2', 'kind:k3', 'kind:k4', 'kind:k5', 'kind:k6', 'kind:k7'])
  })
  it('redacts an e-mail-like argument', () => {
    expect(insightFilters(['brand:jo@example.com', 'jo@example.com'])).toEqual([`brand:${REDACTED}`, REDACTED])
  })
  it('keeps at most 20 object ids and uses the device id as userToken', () => {
    const e = insightEvent('menu-products', 'Products Viewed', 'dev-1', { objectIDs: Array.from({ length: 25 }, (_, i) => i) })
    expect(e.objectIDs).toHaveLength(20)
    expect(e.objectIDs?.[19]).toBe('19')
    expect(e.userToken).toBe('dev-1')
    expect(e.filters).toBeUndefined()
    expect(insightEvent('i', 'Filters Applied', 'd', { filters: ['kind:flower'] })).toEqual({ index: 'i', eventName: 'Filters Applied', userToken: 'd', filters: ['kind:flower'] })
  })
})

describe('identity throttle (spec section 9)', () => {
  const t0 = 1_700_000_000_000
  it('lets a source through at most once per 15 minutes, each source on its own', () => {
    expect(IDENTIFY_THROTTLE_MS).toBe(900_000)
    expect(mayIdentify({}, 'login', t0)).toBe(true)
    expect(mayIdentify({ login: t0 }, 'login', t0 + 899_999)).toBe(false)
    expect(mayIdentify({ login: t0 }, 'login', t0 + 900_000)).toBe(true)
    expect(mayIdentify({ login: t0 }, 'alias', t0 + 1)).toBe(true)
  })
  it('lets a source through when the clock went back', () => {
    expect(mayIdentify({ login: t0 }, 'login', t0 - 1000)).toBe(true)
  })
})

describe('the analytics cookie (spec section 9)', () => {
  it('lasts six times 30 days', () => {
    expect(ANALYTICS_COOKIE_MAX_AGE_S).toBe(15_552_000)
    expect(analyticsCookie('abc', true)).toBe('pistil_aid=abc; Max-Age=15552000; Path=/; SameSite=Lax; Secure')
    expect(analyticsCookie('abc', false)).not.toContain('Secure')
  })
  it('is read back from document.cookie', () => {
    expect(readAnalyticsCookie('a=1; pistil_aid=xyz; b=2')).toBe('xyz')
    expect(readAnalyticsCookie('a=1')).toBeUndefined()
  })
})

describe('when analytics send', () => {
  it.each([
    [{ featureOn: true, optedOut: false, gpc: false, dev: false }, 'send'],
    [{ featureOn: true, optedOut: false, gpc: false, dev: true }, 'log'],
    [{ featureOn: false, optedOut: false, gpc: false, dev: false }, 'off'],
    [{ featureOn: true, optedOut: true, gpc: false, dev: false }, 'off'],
    [{ featureOn: true, optedOut: false, gpc: true, dev: false }, 'off'],
    [{ featureOn: false, optedOut: false, gpc: false, dev: true }, 'off'],
  ])('%o -> %s', (o, want) => expect(analyticsMode(o)).toBe(want))
  it('finds the collectors beside the API', () => {
    expect(collectBase('/api/v1')).toBe('/collect/v1')
    expect(collectBase('https://pistil.example/v1')).toBe('https://pistil.example/collect/v1')
    expect(collectBase('/shop/api/v1')).toBe('/shop/collect/v1')
  })
})

describe('payloads', () => {
  it('tells customers and business users apart by prefix (spec section 6)', () => {
    expect(analyticsUserId('customer', 12)).toBe('customer:12')
    expect(analyticsUserId('business', 12)).toBe('business:12')
  })
  it('has the common payload fields', () => {
    expect(
      commonPayload({ id: 1, name: 'Green Door', city: 'San Francisco', state: 'CA', zip: '94110', recreational: true, medical: true }, { fulfillmentType: 'pickup', searchRadius: 25, source: 'menu' }),
    ).toEqual({ storeId: 1, storeName: 'Green Door', storeCity: 'San Francisco', storeState: 'CA', storeType: 'recreational and medical', zipcode: '94110', fulfillmentType: 'pickup', searchRadius: 25, source: 'menu' })
    expect(commonPayload(undefined, { source: 'home' })).toEqual({ source: 'home' })
  })
  it('has the product properties of spec section 3', () => {
    const product = { product_id: 100, name: 'Blue Dream', brand: 'Alpha', kind: 'flower', root_subtype: 'Pre-ground', category: 'hybrid' }
    expect(productProperties({ product, weight: 'eighth_ounce', price: 35, regularPrice: 40, quantity: 2, store: { name: 'Green Door' }, cartId: 'c1' })).toEqual({
      productId: 100,
      productName: 'Blue Dream',
      pricePerUnit: 35,
      priceUnit: 'eighth_ounce',
      productBrand: 'Alpha',
      productKind: 'flower',
      productBrandSubtype: 'Pre-ground',
      productLineage: 'hybrid',
      storeName: 'Green Door',
      storeCurrency: 'USD',
      quantity: 2,
      priceTotal: 70,
      specialDiscountPerUnit: 5,
      cartId: 'c1',
    })
    expect(productProperties({ product: { ...product, category: null }, store: { name: 'S', currency: 'CAD' } })).toMatchObject({
      storeCurrency: 'CAD',
      quantity: 1,
      productLineage: undefined,
      specialDiscountPerUnit: undefined,
    })
  })
})
