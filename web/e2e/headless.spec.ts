import { expect, test, type APIRequestContext, type FrameLocator, type Page } from './test'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { expectAccessible, takeScreenshots } from './helpers'
import { startPartnerWorld, worldPorts, type PartnerWorld } from './partners'

// Issue 7 points 7 and 10, headless: a partner site on another origin loads
// {api}/headless/embed.js, waits for headlessAppLoaded, sends buildCart,
// and the shopper checks out inside the frame through to a reservation; the
// partner hears the analytics events, the HTTP errors and the finished
// checkout; a store not the partner's is refused; a site that is not the
// partner's can neither frame /headless nor drive it.

const ports = worldPorts(20)
let world: PartnerWorld

interface Message {
  messageType: string
  path?: string
  payload: Record<string, unknown>
}

interface MenuItem {
  product_id: number
  name: string
  url_slug: string
  [key: string]: unknown
}

const theme = { themeColor: '#7c2d12', navigationColor: '#1e293b', ctaTextColor: '#ffffff', calloutBackground: '#fef3c7', calloutTextColor: '#78350f' }
const user = { firstName: 'Grace', lastName: 'Hopper', birthDate: '1986-12-09', phone: '212-555-0187', email: 'grace.headless@example.com', externalId: 'crm-4471' }

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  world = await startPartnerWorld(ports.pistil, ports.site, (site) => [
    { id: 4, name: 'Partner Co', mode: 'headless', allowed_origins: [site], store_ids: [3], theme: { theme_color: '#14532d' } },
  ])
})

test.afterAll(() => world?.stop())

async function menu(request: APIRequestContext, filter: string): Promise<MenuItem[]> {
  const res = await request.post(`${world.pistil.base}/merch/v2/smart`, { data: { store_id: 3, search_filter: filter, search_attributes: ['*'], page_size: 40 } })
  expect(res.ok()).toBe(true)
  return ((await res.json()).products as { search_attributes: MenuItem }[]).map((s) => s.search_attributes)
}

/** A flower with eighth ounces and an edible, both in stock at store 3 (Mile High Apothecary). */
async function products(request: APIRequestContext) {
  const flower = (await menu(request, 'kind:flower')).find((p) => (p.stock_eighth_ounce as number) >= 5 && (p.stock_two_gram as number) >= 5)!
  const edible = (await menu(request, 'kind:edible')).find((p) => (p.stock_each as number) >= 5)!
  expect(flower && edible).toBeTruthy()
  return { flower, edible }
}

const shots = resolve(import.meta.dirname, '../test-results/screenshots')

/**
 * Screenshots of the partner's page with the frame, at a phone's, a
 * tablet's and a desktop's width. Chromium leaves a cross-origin frame
 * blank below the viewport in a full-page shot, so the viewport is made as
 * tall as the page (after the frame has fitted itself to the new width).
 */
async function screenshots(page: Page, name: string) {
  if (!takeScreenshots) return
  mkdirSync(shots, { recursive: true })
  const original = page.viewportSize()
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(300)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width, height: Math.max(900, height) })
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${shots}/${name}-${width}.png` })
  }
  if (original) await page.setViewportSize(original)
}

/**
 * Waits until the partner's iframe stops moving: the screenshots resize the
 * page, the frame then reports its new height and the partner resizes the
 * iframe, and a click before that has settled may land where the link was.
 */
async function frameSettled(page: Page) {
  const box = async () => JSON.stringify(await page.locator('#pistil-headless-frame').boundingBox())
  let last = ''
  await expect
    .poll(async () => {
      const now = await box()
      const same = now === last
      last = now
      return same
    }, { intervals: [250] })
    .toBe(true)
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as { partnerMessages: Message[] }).partnerMessages)

async function waitFor(page: Page, match: (m: Message) => boolean): Promise<Message> {
  let found: Message | undefined
  await expect.poll(async () => (found = (await messages(page)).find(match)) !== undefined, { timeout: 20_000 }).toBe(true)
  return found!
}

/** Opens the partner's page with the cart it sends once the app has loaded. */
async function openPartner(page: Page, cart: unknown, query = ''): Promise<FrameLocator> {
  await page.addInitScript((c) => ((window as unknown as { partnerCart: unknown }).partnerCart = c), cart)
  await page.goto(`${world.site}/headless.html${query}`)
  return page.frameLocator('#pistil-headless-frame')
}

test('a partner builds a cart, the shopper changes a count and checks out as a guest in the frame', async ({ page, request }) => {
  const { flower, edible } = await products(request)
  const cart = {
    products: [
      { productId: flower.product_id, priceId: 'eighth_ounce', count: 2 },
      { productId: edible.product_id, priceId: 'each', count: 1 },
    ],
    user,
    storeId: 3,
    headlessPartnerName: 'Partner Co',
    options: {
      theme,
      font: { fontFamily: 'Georgia, serif', url: 'https://fonts.googleapis.com/css2?family=Lora' },
      disableAuthFeatures: true,
      disableWeightSelection: true,
      disableMarketingCheckoutAgreements: true,
    },
  }
  // The font service, answered here (this machine has no internet): the frame loads the partner's stylesheet from it.
  const fontRequests: string[] = []
  await page.route('https://fonts.googleapis.com/**', (route) => {
    fontRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/css', headers: { 'Access-Control-Allow-Origin': '*' }, body: '/* Lora */' })
  })
  const frame = await openPartner(page, cart, '?hold')

  // The frame says it has loaded before anything else, then builds the cart.
  await expect(frame.getByRole('heading', { name: 'Your bag', level: 1 })).toBeVisible({ timeout: 30_000 })
  const all = await messages(page)
  expect(all[0]).toMatchObject({ messageType: 'loadingEvent', payload: { name: 'headlessAppLoaded' } })
  const built = await waitFor(page, (m) => m.messageType === 'cartBuilt')
  expect(built.payload).toMatchObject({ storeId: 3, failed: [], redirectUrl: null })
  expect((built.payload.products as unknown[]).length).toBe(2)
  // The frame is at the origin the server wrote into the script, and sends the partner's origin as its referrer
  // though the partner's page says no-referrer (Firefox has no location.ancestorOrigins: the app needs it).
  const frameEl = page.locator('#pistil-headless-frame')
  await expect(frameEl).toHaveAttribute('referrerpolicy', 'origin')
  await expect(frameEl).toHaveAttribute('src', `${world.pistil.base}/headless`)
  const inner = await (await frameEl.elementHandle())!.contentFrame()
  expect(await inner!.evaluate(() => document.referrer)).toBe(`${world.site}/`)
  await expect(frame.getByRole('list', { name: 'Products in your bag' }).getByRole('listitem')).toHaveCount(2)
  await expect(frame.getByText('Partner Co · Mile High Apothecary')).toBeVisible()
  // The partner's theme: its colour on the call to action, its font.
  const checkout = frame.getByRole('link', { name: 'Check out' })
  await expect(checkout).toHaveCSS('background-color', 'rgb(124, 45, 18)')
  await expect(frame.locator('body')).toHaveCSS('font-family', /Georgia/)
  await expect(frame.locator('link[rel="stylesheet"][href="https://fonts.googleapis.com/css2?family=Lora"]')).toHaveCount(1)
  await expect.poll(() => fontRequests).toEqual(['https://fonts.googleapis.com/css2?family=Lora'])
  // The frame fits its content: the partner's page grew the iframe past its first 480 px.
  await expect.poll(async () => (await page.locator('#pistil-headless-frame').boundingBox())?.height ?? 0).toBeGreaterThan(480)
  // No login anywhere: the partner switched accounts off.
  await expect(frame.getByRole('link', { name: /log in/i })).toHaveCount(0)
  await expectAccessible(page, 'headless bag')
  await screenshots(page, 'headless-bag')
  await frameSettled(page)

  // A count changed is an analytics event, sent at once.
  await frame.getByLabel(`Quantity of ${edible.name} (Each)`).selectOption('3')
  const changed = await waitFor(page, (m) => m.messageType === 'analyticsEvent' && m.payload.name === 'cartItemChangeCount')
  expect(changed.payload).toEqual({ name: 'cartItemChangeCount', properties: { productId: edible.product_id, count: 3 } })

  // The product page: the store is the cart's; no weight to choose.
  await frame.getByRole('link', { name: flower.name }).click()
  await expect(frame.getByRole('heading', { name: flower.name, level: 1 })).toBeVisible()
  await expect(frame.getByLabel('Weight')).toHaveCount(0)
  await expect(frame.getByText('3.5g ·')).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Update bag' })).toBeVisible()
  await expectAccessible(page, 'headless product')
  await screenshots(page, 'headless-product')
  await frameSettled(page)
  await frame.getByRole('link', { name: 'Back to your bag' }).click()

  // Checkout: the partner's user fills the contact fields; there is no login.
  await frame.getByRole('link', { name: 'Check out' }).click()
  await expect(frame.getByRole('heading', { name: 'Guest checkout' })).toBeVisible()
  await expect(frame.getByLabel('First name')).toHaveValue('Grace')
  await expect(frame.getByLabel('E-mail')).toHaveValue(user.email)
  await expect(frame.getByLabel('Date of birth')).toHaveValue('1986-12-09')
  await expectAccessible(page, 'headless checkout')
  await screenshots(page, 'headless-checkout')
  await frameSettled(page)
  await frame.getByRole('button', { name: 'Place reservation' }).click()

  // The guest receipt in the frame; the partner hears of it, with its own shopper id.
  await expect(frame.getByRole('heading', { name: 'Your reservation is placed' })).toBeVisible({ timeout: 30_000 })
  const done = await waitFor(page, (m) => m.messageType === 'checkoutComplete')
  // Said once, however many screens the shopper went through.
  expect((await messages(page)).filter((m) => m.messageType === 'loadingEvent')).toHaveLength(1)
  expect(done.payload).toMatchObject({ storeId: 3, externalId: 'crm-4471', redirectUrl: null })
  await expect(frame.getByRole('link', { name: /create an account|log in/i })).toHaveCount(0)
  const receipt = await request.get(`${world.pistil.base}/api/v1/reservation_receipts/${done.payload.reservationUuid as string}`)
  expect(receipt.ok()).toBe(true)
  const r = (await receipt.json()).reservation as { store: { id: number }; status: string; products: { product_id: number; count: number }[]; contact: { email: string } }
  expect(r.store.id).toBe(3)
  expect(r.status).toBe('pending')
  expect(r.contact.email).toBe(user.email)
  expect(r.products.map((p) => [p.product_id, p.count]).sort()).toEqual(
    [
      [flower.product_id, 2],
      [edible.product_id, 3],
    ].sort(),
  )
  await expectAccessible(page, 'headless receipt')
  await screenshots(page, 'headless-receipt')
})

test('an unavailable product is reported, a removal is an analytics event, and the partner takes the shopper to its thank-you page', async ({ page, request }) => {
  const { flower, edible } = await products(request)
  const cart = {
    products: [
      { productId: flower.product_id, priceId: 'two_gram', count: 1 },
      { productId: edible.product_id, priceId: 'each', count: 1 },
      { productId: 987654, priceId: 'each', count: 1 },
    ],
    user,
    storeId: 3,
    options: { redirectUrl: `${world.site}/headless-thanks.html` },
  }
  const frame = await openPartner(page, cart)
  await expect(frame.getByRole('heading', { name: 'Your bag', level: 1 })).toBeVisible({ timeout: 30_000 })

  // The refused line: an HTTP error to the partner, and a word to the shopper.
  const error = await waitFor(page, (m) => m.messageType === 'httpError')
  expect(error.payload).toMatchObject({ method: 'POST', path: '/api/v1/cart_products' })
  expect(error.payload.status).toBeGreaterThanOrEqual(400)
  const built = await waitFor(page, (m) => m.messageType === 'cartBuilt')
  expect((built.payload.failed as { productId: number }[]).map((f) => f.productId)).toEqual([987654])
  await expect(frame.getByRole('alert').filter({ hasText: 'One product could not be added' })).toBeVisible()
  await expect(frame.getByRole('list', { name: 'Products in your bag' }).getByRole('listitem')).toHaveCount(2)

  // A removal is an analytics event.
  await frame.getByRole('button', { name: `Remove ${edible.name} (Each)` }).click()
  const removed = await waitFor(page, (m) => m.messageType === 'analyticsEvent' && m.payload.name === 'cartItemRemoval')
  expect(removed.payload).toEqual({ name: 'cartItemRemoval', properties: { productId: edible.product_id } })
  await expect(frame.getByRole('list', { name: 'Products in your bag' }).getByRole('listitem')).toHaveCount(1)

  // Accounts are on: checkout offers to log in or go on as a guest.
  await frame.getByRole('link', { name: 'Check out' }).click()
  await frame.getByRole('link', { name: 'Check out as a guest' }).click()
  await expect(frame.getByLabel('Last name')).toHaveValue('Hopper')
  await frame.getByRole('button', { name: 'Place reservation' }).click()
  // The partner's page, told of the checkout, goes to the redirect it gave.
  await page.waitForURL(`${world.site}/headless-thanks.html`, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
})

test('a cart for a store not the partner’s, an over-limit count and a bad option are refused and reported', async ({ page, request }) => {
  const { edible } = await products(request)
  const frame = await openPartner(page, { products: [{ productId: edible.product_id, priceId: 'each', count: 1 }], storeId: 1, user })
  const refused = await waitFor(page, (m) => m.messageType === 'buildCartError')
  expect(refused.payload).toMatchObject({ code: 'storeNotAllowed', errors: { storeId: 'is not one of your stores' } })
  await expect(frame.getByRole('alert')).toContainText('Store 1 is not one of the stores')
  expect((await messages(page)).some((m) => m.messageType === 'cartBuilt')).toBe(false)
  await expectAccessible(page, 'headless refused')
  await screenshots(page, 'headless-refused')

  // An http font is refused with the field named.
  await page.evaluate((id) => {
    const w = window as unknown as { Pistil: { buildCart: (c: unknown) => void } }
    w.Pistil.buildCart({ products: [{ productId: id, priceId: 'each', count: 1 }], storeId: 3, options: { font: { url: 'http://fonts.example/a.css' } } })
  }, edible.product_id)
  await expect
    .poll(async () => (await messages(page)).filter((m) => m.messageType === 'buildCartError').map((m) => (m.payload.errors as Record<string, string>)['options.font.url']))
    .toContain('must be an https URL')
  // So is an https stylesheet that is not on a font service nor the partner's theme font.
  await page.evaluate((id) => {
    const w = window as unknown as { Pistil: { buildCart: (c: unknown) => void } }
    w.Pistil.buildCart({ products: [{ productId: id, priceId: 'each', count: 1 }], storeId: 3, options: { font: { url: 'https://evil.example/a.css' } } })
  }, edible.product_id)
  await expect
    .poll(async () => (await messages(page)).filter((m) => m.messageType === 'buildCartError').map((m) => (m.payload.errors as Record<string, string>)['options.font.url']))
    .toContainEqual(expect.stringContaining('fonts.googleapis.com'))

  // More than the store's limit: the server refuses the line, and the partner hears the HTTP error.
  const max = edible.max_cart_quantity_each as number
  await page.evaluate(
    ([id, count]) => {
      const w = window as unknown as { Pistil: { buildCart: (c: unknown) => void } }
      w.Pistil.buildCart({ products: [{ productId: id, priceId: 'each', count }], storeId: 3 })
    },
    [edible.product_id, max + 5] as const,
  )
  const error = await waitFor(page, (m) => m.messageType === 'httpError')
  expect(error.payload).toMatchObject({ method: 'POST', path: '/api/v1/cart_products' })
  expect(error.payload.status).toBe(422)
  await expect(frame.getByRole('alert').filter({ hasText: 'One product could not be added' })).toBeVisible()
})

test('a site that is not the partner’s can neither frame /headless nor drive it', async ({ page, request }) => {
  const { edible } = await products(request)
  // The same page from another origin (127.0.0.1 rather than localhost): not an allowed origin.
  const other = world.site.replace('localhost', '127.0.0.1')
  await page.addInitScript((c) => ((window as unknown as { partnerCart: unknown }).partnerCart = c), {
    products: [{ productId: edible.product_id, priceId: 'each', count: 1 }],
    storeId: 3,
  })
  const refused = page.waitForEvent('console', { predicate: (m) => /frame-ancestors/.test(m.text()), timeout: 20_000 })
  await page.goto(`${other}/headless.html`)
  await refused
  await page.waitForTimeout(1500)
  expect(await messages(page)).toEqual([])
  await expect(page.frameLocator('#pistil-headless-frame').getByRole('heading')).toHaveCount(0)

  // A window it opens is not its frame: the app takes no message from it and sends none.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((u) => void ((window as unknown as { opened: Window | null }).opened = window.open(u)), `${world.pistil.base}/headless`),
  ])
  await expect(popup.getByText('Preparing your bag…')).toBeVisible({ timeout: 30_000 })
  await page.evaluate(
    ([id, origin]) => {
      const opened = (window as unknown as { opened: Window | null }).opened
      opened?.postMessage({ messageType: 'buildCart', payload: { products: [{ productId: id, priceId: 'each', count: 1 }], storeId: 3 } }, origin)
    },
    [edible.product_id, world.pistil.base] as const,
  )
  await popup.waitForTimeout(2000)
  await expect(popup.getByText('Preparing your bag…')).toBeVisible()
  await expect(popup.getByRole('list', { name: 'Products in your bag' })).toHaveCount(0)
  expect(await messages(page)).toEqual([])
})
