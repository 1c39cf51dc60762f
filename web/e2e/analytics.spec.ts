import { expect, test, type Page, type Request } from './test'
import { expectAccessible, screenshots } from './helpers'
import { worldPorts } from './partners'
import { pistil, startServer } from './server'

// Issue 8 points 2, 3, 5 and 7: a shopper's session lands in Pistil's own
// collectors and is counted in the store's report; the kiosk sends nothing;
// opting out on /do-not-sell-my-information (or Global Privacy Control)
// stops every event. Each test runs its own server on a fresh database, so
// the report holds that session's events only.

const STORE = { id: 1, slug: 'fog-city-botanicals' }

const tracked = (r: Request) => /\/collect\/|\/merch\/v2\/event\//.test(r.url())

/** Every analytics request the page makes, with its body. */
function watch(page: Page): { url: string; body: string }[] {
  const seen: { url: string; body: string }[] = []
  page.on('request', (r) => {
    if (tracked(r)) seen.push({ url: r.url(), body: r.postData() ?? '' })
  })
  return seen
}

/** No login prompt over the page in these sessions. */
async function quiet(page: Page) {
  await page.addInitScript(() => localStorage.setItem('pistil.loginPrompt.dismissedUntil', String(Date.UTC(2100, 0, 1))))
}

/** A flower with a weight in stock on the store's first menu page. */
async function flowerInStock(page: Page, base: string, storeId: number) {
  const res = await page.request.post(`${base}/merch/v2/smart`, {
    data: { search_filter: `store_id = ${storeId}`, search_attributes: ['*'], page: 0, page_size: 60 },
  })
  const list = ((await res.json()).products as { search_attributes: Record<string, unknown> }[]).map((s) => s.search_attributes)
  const p = list.find((a) => a.kind === 'flower' && ((a.available_weights as string[]) ?? []).some((w) => (a[`stock_${w.replaceAll(' ', '_')}`] as number) >= 3))
  expect(p, 'a flower in stock').toBeDefined()
  return p as { product_id: number; name: string; url_slug: string }
}

/** From the menu: the product's card seen, clicked, the product added to the bag. */
async function browseAndAdd(page: Page, menuURL: string, name: string) {
  await page.goto(menuURL)
  await expect(page.getByRole('heading', { name: /All products/ })).toBeVisible()
  const link = page.getByRole('link', { name, exact: true }).first()
  await link.scrollIntoViewIfNeeded()
  await page.waitForTimeout(400) // half the card in view counts as an impression
  await link.click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('link', { name: /Bag 1 item/ })).toBeAttached()
}

test.describe('analytics', () => {
  test('a shopper session is collected, scrubbed and counted in the store report (JSON and CSV)', async ({ page, context }) => {
    test.setTimeout(180_000)
    const { pistil: port } = worldPorts(35)
    const server = await startServer(port, [])
    try {
      const base = server.base
      await quiet(page)
      const sent = watch(page)
      const flower = await flowerInStock(page, base, STORE.id)

      await browseAndAdd(page, `${base}/stores/${STORE.id}/${STORE.slug}/menu?utm_source=e2e&utm_campaign=spring&og_ref=news`, flower.name)
      await page.getByRole('dialog', { name: 'Your bag' }).getByRole('link', { name: 'Check out' }).click()
      await expect(page.getByRole('heading', { name: 'Guest checkout' })).toBeVisible()
      await page.getByLabel('First name').fill('Ada')
      await page.getByLabel('Last name').fill('Lovelace')
      await page.getByLabel('Phone').fill('415-555-0100')
      await page.getByLabel('E-mail').fill(`ada+${Date.now()}@example.com`)
      await page.getByLabel('Date of birth').fill('1990-04-20')
      const checkout = page.waitForResponse((r) => r.url().endsWith('/api/v1/carts/checkout') && r.status() === 201)
      await page.getByRole('button', { name: 'Place reservation' }).click()
      const reserved = await (await checkout).json()
      await expect(page.getByRole('heading', { name: 'Your reservation is placed' })).toBeVisible()
      // the SDK debounce (1 s), then the collectors have answered
      await expect.poll(() => sent.filter((s) => s.url.includes('/collect/v1/events') && s.body.includes('"PURCHASE"')).length, { timeout: 10_000 }).toBe(1)
      await page.waitForTimeout(500)

      // What went out: to our own collectors only, with the visit's tags, and no e-mail or phone.
      const collected = sent.filter((s) => s.url.includes('/collect/v1/'))
      expect(collected.every((s) => s.url.startsWith(`${base}/collect/v1/`))).toBe(true)
      const all = collected.map((s) => s.body).join('\n')
      for (const name of ['page_view', 'ProductListingTap', 'view_item', 'add_to_cart', 'purchase', 'PURCHASE']) expect(all).toContain(`"name":"${name}"`)
      expect(all).toContain('"utm_source":"e2e"')
      expect(all).toContain('"og_ref":"news"')
      expect(all).toContain(`"transaction_id":"${reserved.reservation.uuid}"`)
      expect(all).toContain('"productName":')
      expect(all).not.toMatch(/@example\.com|415-555-0100|4155550100/)
      expect(sent.some((s) => s.url.includes('/merch/v2/event/1'))).toBe(true)
      expect(sent.some((s) => s.url.includes('/merch/v2/event/2') && s.body.includes('"isAddToCart":true'))).toBe(true)

      // The analytics cookie lasts six times 30 days.
      const cookie = (await context.cookies(base)).find((c) => c.name === 'pistil_aid')
      expect(cookie, 'the analytics cookie').toBeDefined()
      expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(180)

      // The store's report counts the session: JSON...
      const staff = { Authorization: `Bearer ${pistil('staff-token', '-db', server.db, '-store', String(STORE.id), '-name', 'analytics e2e')}` }
      const report = await page.request.get(`${base}/api/v1/stores/${STORE.id}/reports/products`, { headers: staff })
      expect(report.status()).toBe(200)
      const rows = (await report.json()).rows as Record<string, unknown>[]
      const mine = rows.filter((r) => r.product_id === flower.product_id)
      expect(mine).toHaveLength(1)
      // counted for the placement whose card the shopper saw first (the featured top row or the menu list)
      expect(mine[0]!).toMatchObject({ impressions: 1, clicks: 1, add_to_carts: 1, reservations: 1, units: 1, conversion_rate: 1 })
      expect(mine[0]!.placement).toMatch(/^menu_(top_row|inline_table)$/)
      expect(await page.request.get(`${base}/api/v1/stores/${STORE.id}/reports/products`).then((r) => r.status())).toBe(401)
      // ...and CSV.
      const csv = await page.request.get(`${base}/api/v1/stores/${STORE.id}/reports/products.csv`, { headers: staff })
      expect(csv.headers()['content-type']).toContain('text/csv')
      const lines = (await csv.text()).trim().split('\n')
      expect(lines[0]).toBe('day,product_id,product_name,placement,impressions,clicks,add_to_carts,reservations,units,click_through_rate,conversion_rate')
      expect(lines.find((l) => l.split(',')[1] === String(flower.product_id))).toMatch(new RegExp(`,${mine[0]!.placement},1,1,1,1,1,1,1$`))
      // The collected events, counted per name.
      const events = await page.request.get(`${base}/api/v1/stores/${STORE.id}/reports/events`, { headers: staff })
      const names = ((await events.json()).rows as { name: string; events: number }[]).map((r) => r.name)
      for (const name of ['page_view', 'ProductListingTap', 'view_item', 'add_to_cart', 'purchase', 'PURCHASE']) expect(names).toContain(name)
      // The campaign the shopper landed from reaches the reservation and the campaign report.
      const campaigns = await page.request.get(`${base}/api/v1/stores/${STORE.id}/reports/campaigns`, { headers: staff })
      expect(campaigns.status()).toBe(200)
      expect((await campaigns.json()).rows).toEqual([
        expect.objectContaining({ utm_source: 'e2e', utm_medium: '', utm_campaign: 'spring', reservations: 1, amount: reserved.reservation.amount }),
      ])
      const held = await page.request.get(`${base}/api/v1/staff/reservations/${reserved.reservation.id}`, { headers: staff })
      expect((await held.json()).reservation).toMatchObject({ tags: { utm_source: 'e2e', utm_campaign: 'spring', og_ref: 'news' } })
    } finally {
      server.stop()
    }
  })

  test('a kiosk session sends no analytics and no merchandising events', async ({ page }) => {
    test.setTimeout(180_000)
    const { pistil: port } = worldPorts(36)
    const server = await startServer(port, ['-kiosk-idle', '10m'])
    try {
      pistil('kiosk-pin', '-db', server.db, '-store', '2', '-pin', '24681357')
      const sent = watch(page)
      const origin = `http://kiosk.localhost:${port}`
      await page.goto(`${origin}/`)
      await page.getByLabel('Kiosk PIN').fill('24681357')
      await page.getByRole('button', { name: 'Set up kiosk' }).click()
      await expect(page).toHaveURL(`${origin}/stores/2/landing`)
      await page.getByRole('link', { name: 'Tap to start' }).click()
      const flower = await flowerInStock(page, server.base, 2)
      await browseAndAdd(page, `${origin}/stores/2/menu`, flower.name)
      await page.waitForTimeout(2500) // past the SDK debounce
      expect(sent).toEqual([])
    } finally {
      server.stop()
    }
  })

  test('opting out on /do-not-sell-my-information stops every event, and the choice is kept; Global Privacy Control does the same', async ({ page, browser }) => {
    test.setTimeout(180_000)
    const { pistil: port } = worldPorts(37)
    const server = await startServer(port, [])
    try {
      const base = server.base
      await quiet(page)
      const sent = watch(page)
      const flower = await flowerInStock(page, base, STORE.id)
      const menu = `${base}/stores/${STORE.id}/${STORE.slug}/menu`

      // Before: the menu sends its page view and impressions.
      await page.goto(menu)
      await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0)

      await page.goto(`${base}/do-not-sell-my-information`)
      const choice = page.getByRole('checkbox', { name: 'Do not send usage analytics from this device' })
      await expect(choice).not.toBeChecked()
      await choice.check()
      await expect(page.getByRole('status').filter({ hasText: 'Analytics are' })).toHaveText('Analytics are off on this device.')
      await expectAccessible(page, 'do not sell, opted out')
      await screenshots(page, 'do-not-sell-opted-out')
      await page.reload()
      await expect(choice).toBeChecked()

      sent.length = 0
      await browseAndAdd(page, menu, flower.name)
      await page.waitForTimeout(2500)
      expect(sent).toEqual([])

      // The browser's Global Privacy Control: the control shows it, and nothing is sent.
      const gpc = await browser.newContext()
      const other = await gpc.newPage()
      await other.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
        localStorage.setItem('pistil.loginPrompt.dismissedUntil', String(Date.UTC(2100, 0, 1)))
      })
      const gpcSent = watch(other)
      await other.goto(`${base}/do-not-sell-my-information`)
      const gpcChoice = other.getByRole('checkbox', { name: 'Do not send usage analytics from this device' })
      await expect(gpcChoice).toBeChecked()
      await expect(gpcChoice).toBeDisabled()
      await expect(other.getByText('Your browser sends the Global Privacy Control signal')).toBeVisible()
      await expectAccessible(other, 'do not sell, Global Privacy Control')
      await screenshots(other, 'do-not-sell-gpc')
      await browseAndAdd(other, menu, flower.name)
      await other.waitForTimeout(2500)
      expect(gpcSent).toEqual([])
      await gpc.close()
    } finally {
      server.stop()
    }
  })
})
