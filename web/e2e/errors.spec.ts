import { expect, test, type Page, type Request } from './test'
import { expectAccessible, registerShopper, screenshots } from './helpers'
import { startPartnerWorld, worldPorts } from './partners'
import { pistil } from './server'

// Client error reporting (spec section 7; docs/observability.md): an error
// of our own code that reaches the generic error page is sent to
// /collect/v1/errors, redacted (the page URL without its query), and the operator lists it with
// "pistil client-errors"; errors of other scripts on the page are not sent.

interface Listed {
  name: string
  message: string
  stack: string
  url: string
  mode: string
  breadcrumbs: { level: string; message: string }[]
}

/** The reports stored, newest first, as the operator lists them. */
function listReports(db = process.env.PISTIL_E2E_DB ?? ''): Listed[] {
  const out = pistil('client-errors', '-db', db, '-json', '-limit', '100')
  return out
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Listed)
}

/** Every error report the page sends. */
function watchReports(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/collect/v1/errors') sent.push(r)
  })
  return sent
}

const product = '/stores/1/fog-city-botanicals/products'

async function firstProduct(page: Page, base = ''): Promise<string> {
  const answer = await page.request.post(`${base}/merch/v2/smart`, { data: { search_filter: 'store_id:1', hits_per_page: 1 } })
  const slots = (await answer.json()).products as { product_id: number; search_attributes: { url_slug: string } }[]
  const p = slots[0]
  if (!p) throw new Error('no product on the menu of store 1')
  return `${product}/${p.product_id}/${p.search_attributes.url_slug}`
}

/** A malformed API answer: a product without its prices, weights and photos, which the product page cannot render. */
async function breakProductAnswers(page: Page, after?: Promise<unknown>) {
  await page.route('**/api/v1/products/*?*', async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue()
    await after
    return route.fulfill({ json: { product: { id: 1, menu_product_id: 1, name: 'Broken' } } })
  })
}

test('our pages refuse an injected inline script (the script policy)', async ({ page }) => {
  await page.goto('/stores/1/fog-city-botanicals')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const injected = await page
    .addScriptTag({ content: 'window.__injected = true' })
    .then(() => 'ran')
    .catch((e: Error) => e.message)
  expect(injected).toContain('Content Security Policy')
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
})

// On Pistil's own pages the script policy refuses other scripts (above); in
// the frameless embed the app shares the partner's page, whose own scripts
// run. This test stands for such a page, so it lifts the policy.
test.describe('on a page that runs other scripts', () => {
  test.use({ bypassCSP: true })

  test('errors of scripts that are not ours are not reported', async ({ page }) => {
    const sent = watchReports(page)
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(e.message))
    // A tag manager's script on another host, readable (CORS), so the page
    // sees its full error and stack: still not ours.
    await page.route('https://tags.example/tag.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: 'function tagFires() { throw new Error("third-party boom 4111111111111111") }\nsetTimeout(tagFires, 0)\n',
      }),
    )
    await page.goto('/stores/1/fog-city-botanicals')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.evaluate(() => {
      const s = document.createElement('script')
      s.src = 'https://tags.example/tag.js'
      s.crossOrigin = 'anonymous'
      document.head.append(s)
    })
    // An inline script of the page (a partner's snippet, an extension's injection).
    await page.addScriptTag({ content: 'setTimeout(function inlineFires() { throw new Error("inline boom") }, 0)' })
    await expect.poll(() => pageErrors.length).toBeGreaterThanOrEqual(2)
    expect(pageErrors.join('\n')).toContain('third-party boom')
    expect(pageErrors.join('\n')).toContain('inline boom')
    await page.waitForTimeout(500)
    expect(sent, 'reports sent for errors of other scripts').toHaveLength(0)
    expect(listReports().filter((r) => /third-party boom|inline boom/.test(r.message))).toEqual([])
  })
})

test('an error of our code shows the generic error page and is reported, masked, and listed', async ({ page }) => {
  const path = await firstProduct(page)
  const sent = watchReports(page)
  await breakProductAnswers(page)
  const report = page.waitForResponse((r) => new URL(r.url()).pathname === '/collect/v1/errors')
  await page.goto(`${path}?ref=4111-1111-1111-1111`)
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
  await expect(page.getByText('Sorry, an unexpected error has occurred.')).toBeVisible()
  // Details only in development.
  await expect(page.locator('pre')).toHaveCount(0)
  expect((await report).status()).toBe(204)
  const body = JSON.parse(sent[0]?.postData() ?? '{}') as Listed
  expect(sent[0]?.headers()['content-type']).toContain('text/plain')
  expect(body.mode).toBe('default')
  expect(body.stack).toContain('/assets/')
  expect(body.breadcrumbs.length).toBeGreaterThan(0)
  expect(body.breadcrumbs.length).toBeLessThanOrEqual(30)

  await expect.poll(() => listReports().filter((r) => r.url.includes(path)).length).toBe(1)
  const listed = listReports().find((r) => r.url.includes(path))
  expect(listed?.name).toBe(body.name)
  expect(listed?.message).toBe(body.message)
  expect(listed?.stack).toContain('/assets/')
  // Origin and path only: the query (here a card number) never leaves the page.
  expect(body.url).toBe(`${new URL(page.url()).origin}${path}`)
  expect(listed?.url).toBe(body.url)
  expect(JSON.stringify(listed)).not.toContain('4111')

  await expectAccessible(page, 'the generic error page')
  await screenshots(page, 'errors-generic-page')
})

test('a signed-in shopper’s report carries their customer id', async ({ page }) => {
  const path = await firstProduct(page)
  await registerShopper(page, 'Linus', { last: 'Errata', password: 'stack-traces-please' })
  const token = await page.evaluate(() => sessionStorage.getItem('pistil.auth.token') ?? localStorage.getItem('pistil.auth.token'))
  const me = (await (await page.request.get('/api/v1/whoami', { headers: { Authorization: `Bearer ${token}` } })).json()) as { user: { id: number } }
  expect(me.user.id).toBeGreaterThan(0)

  // The page knows who is signed in once whoami answers; the broken
  // product arrives after that.
  const whoami = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/whoami')
  await breakProductAnswers(page, whoami)
  const sent = watchReports(page)
  const report = page.waitForResponse((r) => new URL(r.url()).pathname === '/collect/v1/errors')
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
  expect((await report).status()).toBe(204)
  expect((JSON.parse(sent[0]?.postData() ?? '{}') as { user_id?: number }).user_id).toBe(me.user.id)
})

// A partner's frame on another site, which this Chromium refuses storage:
// the app in it still reports, with its mode.
test('the app in a partner frame refused storage reports its errors', async ({ page }) => {
  const ports = worldPorts(47)
  const world = await startPartnerWorld(ports.pistil, ports.site, (site) => [
    { id: 1, name: 'Fog City Botanicals website', mode: 'embedded', allowed_origins: [site], store_ids: [1] },
  ], { '/embedded': 'embedded.html' })
  try {
    const path = await firstProduct(page, world.pistil.base)
    await page.goto(`${world.site}/embedded`)
    await expect.poll(() => page.frames().some((f) => f.url().includes('/embed/stores/1'))).toBe(true)
    const frame = page.frames().find((f) => f.url().includes('/embed/stores/1'))!
    const refused = await frame.evaluate(() => {
      try {
        window.localStorage.setItem('probe', '1')
        return false
      } catch {
        return true
      }
    })
    expect(refused, 'the frame is refused storage').toBe(true)

    await breakProductAnswers(page)
    const report = page.waitForResponse((r) => new URL(r.url()).pathname === '/collect/v1/errors')
    await frame.goto(`${world.pistil.base}/embed/stores/1${path}`)
    await expect(frame.getByRole('heading', { name: 'Oops!' })).toBeVisible()
    expect((await report).status()).toBe(204)
    await expect.poll(() => listReports(world.pistil.db).map((r) => r.mode)).toEqual(['embedded'])
  } finally {
    world.stop()
  }
})
