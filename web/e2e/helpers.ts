import { expect, type Frame, type Page } from './test'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { latestMail } from './mail'

/** axe-core's browser script, put into each frame it checks. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Fails on any serious or critical accessibility violation of the page as
 * it stands, in its own document and in each of its frames (an embedded
 * menu in a partner's page). axe-core runs in each frame by itself and
 * answers its violations only: @axe-core/playwright, which gathered every
 * check's nodes of every frame and finished the run in a page of its own,
 * took two to four times axe's own time on a long menu (ADR 0024).
 */
export async function expectAccessible(page: Page, name: string) {
  const summary: string[] = []
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue
    // an empty frame (a frame not loaded yet, a tracking pixel) has nothing to check
    if (frame !== page.mainFrame() && (frame.url() === 'about:blank' || frame.url() === '')) continue
    // a frame sandboxed without scripts (the console's e-mail preview) runs no script, axe's neither: check its page by itself
    if (frame !== page.mainFrame() && (await scriptless(frame))) continue
    summary.push(...(await frameViolations(frame)))
  }
  expect(summary, `axe violations on ${name}`).toEqual([])
}

/** Whether a frame's element sandboxes it without allow-scripts. */
async function scriptless(frame: Frame): Promise<boolean> {
  const sandbox = await (await frame.frameElement()).getAttribute('sandbox')
  return sandbox !== null && !sandbox.split(/\s+/).includes('allow-scripts')
}

async function frameViolations(frame: Frame): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const results = await axe.run(document, { resultTypes: ['violations'], iframes: false })
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
  })
}

const shots = resolve(import.meta.dirname, '../test-results/screenshots')

/**
 * Whether the suite keeps its screenshots: unless PISTIL_E2E_SCREENSHOTS
 * is 0, as `make test` sets it (they are for people to look at, and took a
 * fifth of the suite's time; `make screenshots` takes them; ADR 0024).
 */
export const takeScreenshots = process.env.PISTIL_E2E_SCREENSHOTS !== '0'

/** Keeps full-page screenshots at a phone's, a tablet's and a desktop's width (or those given) as test artefacts. */
export async function screenshots(page: Page, name: string, widths = [375, 768, 1440]) {
  if (!takeScreenshots) return
  mkdirSync(shots, { recursive: true })
  const original = page.viewportSize()
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
  }
  if (original) await page.setViewportSize(original)
}

export interface Shopper {
  email: string
  password: string
}

/**
 * Finishes a registration sent from page: the "Check your email" step
 * shows, the mail to email carries the link, and page opens it and makes
 * the account. The shopper is then signed in there and sent on (home, or
 * the registration's next page).
 */
export async function openRegistrationLink(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible()
  const mail = await latestMail(email, 'Finish creating your Pistil account')
  const link = /https?:\/\/\S+\/register\?token=\S+/.exec(mail.text)?.[0]
  expect(link, `the registration link in ${mail.text}`).toBeTruthy()
  await page.goto(link!)
  await page.getByRole('button', { name: 'Create my account' }).click()
}

/**
 * Makes an account on the register page of Pistil at base (the suite's own
 * server when empty), from the link mailed to it, and waits for the home
 * page it leads to; the shopper is then signed in there. The e-mail
 * address is unique per call.
 */
export async function registerShopper(page: Page, first: string, { base = '', last = 'Lovelace', password = 'analytical-engine-1' } = {}): Promise<Shopper> {
  const email = `${first.toLowerCase()}+${Date.now()}@example.com`
  await page.goto(`${base}/register`)
  await page.getByLabel('First name').fill(first)
  await page.getByLabel('Last name').fill(last)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await openRegistrationLink(page, email)
  await expect(page).toHaveURL(base ? `${base}/` : /\/$/)
  return { email, password }
}

/** A guest reservation of one edible at store 1, made through the API as the app makes it, by who+timestamp@example.com; answers it. */
export async function reserveAnEdible(page: Page, who: string): Promise<{ id: number; uuid: string }> {
  const found = await page.request.post('/merch/v2/smart', { data: { store_id: 1, search_filter: 'kind:edible', search_attributes: ['*'], page_size: 40 } })
  const items = ((await found.json()).products as { search_attributes: { product_id: number; stock_each?: number } }[]).map((p) => p.search_attributes)
  const item = items.find((p) => (p.stock_each ?? 0) >= 2)!
  const add = await page.request.post('/api/v1/cart_products', {
    data: { cart_uuid: null, store_id: 1, j_device_id: `e2e${who.replace(/[^a-z0-9]/gi, '')}0001`, app_mode: 'default', product: { product_id: item.product_id, price_id: 'each', count: 1 } },
  })
  expect(add.status()).toBe(201)
  const { cart_uuid } = await add.json()
  const checkout = await page.request.post('/api/v1/carts/checkout', {
    data: {
      uuid: cart_uuid,
      reservation_mode: 'pickup',
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '212-555-0187',
      email: `${who}+${Date.now()}@example.com`,
      birth_date: '1986-12-09',
      payment_method: 'cash',
    },
  })
  expect(checkout.status(), await checkout.text()).toBe(201)
  return (await checkout.json()).reservation
}
