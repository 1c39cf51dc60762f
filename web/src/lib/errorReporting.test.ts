import { afterEach, describe, expect, it } from 'vitest'
import { resetAppContextForTests, resolveAppMode } from './appMode'
import {
  buildReport,
  collectorUrl,
  createThrottle,
  isOwnError,
  ownScriptPrefixes,
  reportError,
  routeErrorReport,
  setReportUser,
  stackScripts,
} from './errorReporting'
import { log, resetLogForTests } from './log'

afterEach(() => {
  resetAppContextForTests()
  resetLogForTests()
  setReportUser(undefined)
})

describe('createThrottle', () => {
  it('lets 10 a second through and refuses the 11th', () => {
    let now = 1000
    const allow = createThrottle(10, 1000, () => now)
    const first = Array.from({ length: 11 }, () => allow())
    expect(first.filter(Boolean)).toHaveLength(10)
    expect(first[10]).toBe(false)
    now = 1999 // still within the second of the first report
    expect(allow()).toBe(false)
    now = 2000 // the first ten are a second old
    expect(allow()).toBe(true)
  })
  it('counts a sliding window, not calendar seconds', () => {
    let now = 0
    const allow = createThrottle(10, 1000, () => now)
    for (let i = 0; i < 5; i++) expect(allow()).toBe(true)
    now = 600
    for (let i = 0; i < 5; i++) expect(allow()).toBe(true)
    now = 999
    expect(allow()).toBe(false)
    now = 1000 // the five at 0 leave the window
    for (let i = 0; i < 5; i++) expect(allow()).toBe(true)
    expect(allow()).toBe(false)
  })
})

const own = ['https://shop.example/assets/', 'https://pistil.example/assets/']
const chromeOwn = `TypeError: Cannot read properties of undefined (reading 'x')
    at Product (https://shop.example/assets/index-Bx1.js:40:1234)
    at renderWithHooks (https://shop.example/assets/index-Bx1.js:9:88)`

describe('own-code filter', () => {
  it('reads the scripts of Chromium and Firefox frames, skipping the message', () => {
    expect(stackScripts(chromeOwn, "Cannot read properties of undefined (reading 'x')")).toEqual([
      'https://shop.example/assets/index-Bx1.js',
      'https://shop.example/assets/index-Bx1.js',
    ])
    expect(stackScripts('f@https://pistil.example/assets/app.js:3:14\n@https://partner.example/site.js:1:1\n')).toEqual([
      'https://pistil.example/assets/app.js',
      'https://partner.example/site.js',
    ])
    expect(stackScripts('Error: see https://evil.example/x.js:1:2\n    at g (https://shop.example/assets/a.js:1:2)', 'see https://evil.example/x.js:1:2')).toEqual([
      'https://shop.example/assets/a.js',
    ])
  })
  it.each([
    ['our bundle', chromeOwn, '', true],
    ['our bundle on Pistil’s host (frameless embed)', 'f@https://pistil.example/assets/app.js:3:14', '', true],
    ['native frames first, then ours', 'SyntaxError: bad\n    at JSON.parse (<anonymous>)\n    at load (https://shop.example/assets/i.js:1:2)', '', true],
    ['an extension', 'Error: x\n    at e (chrome-extension://abcdef/content.js:1:2)\n    at f (https://shop.example/assets/i.js:1:2)', '', false],
    ['a partner page script', 'TypeError: y\n    at partner (https://partner.example/js/site.js:10:5)', '', false],
    ['a third-party script on our origin path', 'Error: z\n    at t (https://shop.example/tag.js:1:1)', '', false],
    ['a look-alike host', 'Error: z\n    at t (https://shop.example.evil.com/assets/i.js:1:1)', '', false],
    ['no stack, our file', '', 'https://shop.example/assets/i.js', true],
    ['cross-origin Script error.', '', '', false],
  ])('%s', (_, stack, filename, want) => {
    expect(isOwnError(stack, '', own, filename || undefined)).toBe(want)
  })
  it('knows our scripts per mode', () => {
    expect(ownScriptPrefixes('https://partner.example', { mode: 'whiteLabel' }, { deployPublicPath: '/menu/' })).toEqual([
      'https://partner.example/menu/assets/',
    ])
    expect(
      ownScriptPrefixes('https://partner.example', { mode: 'framelessEmbed' }, {}, {
        storeId: 1,
        isFramelessEmbedMode: true,
        partnerHostedPath: '/shop',
        publicPath: 'https://pistil.example/',
      }),
    ).toEqual(['https://partner.example/assets/', 'https://pistil.example/assets/'])
  })
})

describe('collectorUrl', () => {
  it('is beside the storefront API', () => {
    expect(collectorUrl('https://shop.example', { mode: 'default' }, {})).toBe('https://shop.example/collect/v1/errors')
    expect(collectorUrl('https://partner.example', { mode: 'bloom' }, { deployPublicPath: '/menu' })).toBe('https://partner.example/menu/collect/v1/errors')
    expect(
      collectorUrl('https://partner.example', { mode: 'framelessEmbed' }, {}, {
        storeId: 1,
        isFramelessEmbedMode: true,
        partnerHostedPath: '/shop',
        apiUrl: 'https://pistil.example/v1',
      }),
    ).toBe('https://pistil.example/collect/v1/errors')
  })
})

describe('buildReport', () => {
  it('masks every field, keeps 30 breadcrumbs and the user', () => {
    const crumbs = Array.from({ length: 32 }, (_, i) => ({ at: i, level: 'info' as const, message: i === 31 ? 'card 4111 1111 1111 1111' : `c${i}` }))
    const r = buildReport(
      { name: 'TypeError', message: 'bad 4111111111111111', stack: 'TypeError: bad 4111111111111111\n    at f (https://shop.example/assets/a.js:1:2)' },
      { url: 'https://shop.example/reservation_receipt/3f2a6c1e-8b4d-4e7a-9c1f-2d3e4f5a6b7c?n=4111-1111-1111-1111#x', mode: 'kiosk', userId: 42 },
      crumbs,
    )
    expect(r).toMatchObject({
      name: 'TypeError',
      message: 'bad ****************',
      url: 'https://shop.example/reservation_receipt/:uuid',
      mode: 'kiosk',
      user_id: 42,
    })
    expect(r.stack.startsWith('TypeError: bad ****************\n')).toBe(true)
    expect(r.breadcrumbs).toHaveLength(30)
    expect(r.breadcrumbs[0]?.message).toBe('c2')
    expect(r.breadcrumbs[29]?.message).toBe('card **** **** **** ****')
  })
  it('replaces e-mail addresses and phone numbers in the message and breadcrumbs', () => {
    const r = buildReport({ name: 'Error', message: 'no account for jo@example.com' }, { url: 'https://shop.example/', mode: 'default' }, [
      { at: 1, level: 'warn', message: 'texting (415) 555 0100 failed' },
    ])
    expect(r.message).toBe('no account for [redacted]')
    expect(r.breadcrumbs[0]?.message).toBe('texting [redacted] failed')
  })
  it('has a message and no user for a guest', () => {
    const r = buildReport({ name: 'RangeError', message: '' }, { url: 'https://shop.example/', mode: 'default' }, [])
    expect(r.message).toBe('RangeError')
    expect('user_id' in r).toBe(false)
  })
})

describe('reportError', () => {
  it('sends our errors once with the user and breadcrumbs, not others', () => {
    resetAppContextForTests(resolveAppMode({ pathname: '/' }, {}))
    const sent: { url: string; body: Record<string, unknown> }[] = []
    const send = (url: string, body: string) => sent.push({ url, body: JSON.parse(body) as Record<string, unknown> })
    setReportUser(7)
    log.info('opened the bag')
    const ours = new TypeError('boom')
    ours.stack = `TypeError: boom\n    at f (${window.location.origin}/assets/index.js:1:2)`
    expect(reportError({ error: ours }, send)).toBe(true)
    expect(reportError({ error: ours }, send)).toBe(false) // once per error
    const theirs = new Error('not ours')
    theirs.stack = 'Error: not ours\n    at x (https://tags.example/t.js:1:1)'
    expect(reportError({ error: theirs }, send)).toBe(false)
    expect(reportError({ error: 'a string rejection' }, send)).toBe(false)
    expect(reportError({ error: { name: 'RouteError', message: '404 Not Found' }, ours: true }, send)).toBe(true)
    expect(sent).toHaveLength(2)
    expect(sent[0]?.url).toBe(`${window.location.origin}/collect/v1/errors`)
    expect(sent[0]?.body).toMatchObject({ name: 'TypeError', message: 'boom', mode: 'default', user_id: 7 })
    expect(sent[0]?.body.breadcrumbs).toEqual([expect.objectContaining({ level: 'info', message: 'opened the bag' })])
  })
  it('sends the page as origin and path only, with a uuid segment replaced', () => {
    resetAppContextForTests(resolveAppMode({ pathname: '/' }, {}))
    const before = window.location.href
    window.history.replaceState(null, '', '/reservation_receipt/3f2a6c1e-8b4d-4e7a-9c1f-2d3e4f5a6b7c?token=Zx81kQ0pL2mN5rT7#cancel')
    try {
      const sent: Record<string, unknown>[] = []
      const ours = new Error('receipt failed')
      ours.stack = `Error: receipt failed\n    at f (${window.location.origin}/assets/index.js:1:2)`
      expect(reportError({ error: ours }, (_url, body) => sent.push(JSON.parse(body) as Record<string, unknown>))).toBe(true)
      expect(sent[0]?.url).toBe(`${window.location.origin}/reservation_receipt/:uuid`)
    } finally {
      window.history.replaceState(null, '', before)
    }
  })
})

describe('routeErrorReport', () => {
  it('leaves out not-found and other 4xx route responses, keeps 5xx ones and thrown errors', () => {
    expect(routeErrorReport({ status: 404, statusText: 'Not Found', internal: true, data: 'no route' })).toBeUndefined()
    expect(routeErrorReport({ status: 403, statusText: 'Forbidden', internal: false, data: null })).toBeUndefined()
    expect(routeErrorReport({ status: 503, statusText: 'Service Unavailable', internal: false, data: null })).toEqual({ name: 'RouteError', message: '503 Service Unavailable' })
    const thrown = new TypeError('x is undefined')
    expect(routeErrorReport(thrown)).toBe(thrown)
  })
})
