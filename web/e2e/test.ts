// The suite's test: Playwright's, recording every API exchange the pages of
// a test make, so that they are checked against the API contract after the
// suite (issue 19; internal/api's TestBrowserExchanges, which make e2e
// runs), and running every browser context on the suite's clock
// (e2e/clock.ts). Specs import test and expect from here, never from
// @playwright/test.
import { test as base, type Browser, type Request } from '@playwright/test'
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { suiteOffset } from './clock'

export * from '@playwright/test'

/** Where the exchanges go, one JSON object a line; make e2e empties it before the suite. */
export const exchangesFile = process.env.PISTIL_E2E_EXCHANGES ?? resolve(import.meta.dirname, '../test-results/api-exchanges.jsonl')

/** The paths of the API the contract describes: the storefront's, its /v1 twins, merchandising, the collectors. */
const apiPath = /^\/(api|v1|merch|collect)\//

/** Pistil's servers in the suite listen on loopback names; the partner sites' pages are not the API. */
const loopback = (host: string) => host === '127.0.0.1' || host === 'localhost' || host.endsWith('.localhost')

/** One exchange as TestBrowserExchanges reads it; bodies in base64. */
interface Exchange {
  method: string
  url: string
  request_content_type?: string
  request_body?: string
  /** The names of the cookies the request carried, never their values. */
  request_cookies?: string[]
  status: number
  content_type?: string
  body?: string
  spec: string
}

async function exchangeOf(req: Request, spec: string): Promise<Exchange | undefined> {
  const url = new URL(req.url())
  if (!loopback(url.hostname) || !apiPath.test(url.pathname)) return undefined
  // A page or context closed (a test's end, a reload) before its finished requests are read answers nothing: an
  // error here, with no handler until the test's end, would fail the test as an unhandled rejection.
  const res = await req.response().catch(() => null)
  if (!res || res.status() < 200 || (res.status() >= 300 && res.status() < 400)) return undefined
  // Pistil gives every answer an X-Request-Id; one without came from a spec's page.route, not the server.
  if (!res.headers()['x-request-id']) return undefined
  // A stream (the console's live queue) has no end to read, and the contract describes it as text.
  if (res.headers()['content-type']?.startsWith('text/event-stream')) return undefined
  let body: Buffer
  let headers: Record<string, string>
  try {
    body = await res.body()
    headers = await req.allHeaders()
  } catch {
    // The page went away before the body or the headers could be read: nothing to check.
    return undefined
  }
  const sent = req.postDataBuffer()
  return {
    method: req.method(),
    url: url.pathname + url.search,
    request_content_type: headers['content-type'],
    request_cookies: headers.cookie?.split(';').map((c) => c.slice(0, c.indexOf('=')).trim()),
    request_body: sent ? sent.toString('base64') : undefined,
    status: res.status(),
    content_type: res.headers()['content-type'],
    body: body.toString('base64'),
    spec,
  }
}

/** Moves a page's Date by offset milliseconds; runs in the page, before its scripts. */
function shiftDate(offset: number) {
  const Real = Date
  function SuiteDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new Real(Real.now() + offset).toString()
    return args.length ? new Real(...(args as [number])) : new Real(Real.now() + offset)
  }
  SuiteDate.prototype = Real.prototype
  SuiteDate.now = () => Real.now() + offset
  SuiteDate.parse = Real.parse
  SuiteDate.UTC = Real.UTC
  globalThis.Date = SuiteDate as unknown as DateConstructor
}

export const test = base.extend<{ apiExchanges: void }, { browser: Browser }>({
  // Every context a test opens, the default one and those of browser.newContext, runs on the suite's clock
  // (e2e/clock.ts), as the server does: its pages' Date reads the suite's time. Only Date: Playwright's own
  // clock (page.clock, which bag-undo.spec.ts installs) fakes the timers too, and an error thrown in a faked
  // timer never reaches the page's error handlers, which errors.spec.ts tests.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        await context.addInitScript(shiftDate, suiteOffset)
        return context
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
  apiExchanges: [
    async ({ context }, use, testInfo) => {
      const pending: Promise<void>[] = []
      const spec = `${testInfo.file.split('/').pop()}: ${testInfo.title}`
      context.on('requestfinished', (req) => {
        pending.push(
          exchangeOf(req, spec).then((e) => {
            if (!e) return
            mkdirSync(dirname(exchangesFile), { recursive: true })
            appendFileSync(exchangesFile, JSON.stringify(e) + '\n')
          }),
        )
      })
      await use()
      await Promise.allSettled(pending)
    },
    { auto: true },
  ],
})
