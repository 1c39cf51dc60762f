import { expect, test } from './test'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expectAccessible, registerShopper, screenshots } from './helpers'
import { pistil, startServer, type ExtraServer } from './server'

// Issue 17 point 5: a store that hides its prices (hide_prices) shows none
// on its menu cards and product pages until the shopper logs in; then they
// show. The spec starts its own server with the demo catalogue, store 2
// switched to hide_prices (pistil import on its database), on
// PISTIL_E2E_HIDE_PRICES_PORT (by default the suite's port + 2300).

const port = Number(process.env.PISTIL_E2E_HIDE_PRICES_PORT ?? Number(process.env.PISTIL_E2E_PORT ?? 18080) + 2300)
const base = `http://127.0.0.1:${port}`
const STORE_ID = 2
let server: ExtraServer | undefined
let slug = ''

test.beforeAll(async () => {
  server = await startServer(port, [])
  const file = join(mkdtempSync(join(tmpdir(), 'pistil-e2e-hide-')), 'demo.json')
  pistil('seed', 'demo', '-out', file)
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { stores: { id: number; url_slug: string; menu_settings: Record<string, unknown> }[] }
  const store = doc.stores.find((s) => s.id === STORE_ID)!
  store.menu_settings.hide_prices = true
  slug = store.url_slug
  writeFileSync(file, JSON.stringify(doc))
  pistil('import', '-db', server.db, file)
})

test.afterAll(() => server?.stop())

test('a store that hides its prices shows them only once the shopper logs in', async ({ page }) => {
  const menu = `${base}/stores/${STORE_ID}/${slug}/menu/edible`
  await page.goto(menu)
  const cards = page.locator('article')
  await expect(cards.first()).toBeVisible()
  const asks = page.getByRole('button', { name: 'Log in to see prices' })
  await expect(asks.first()).toBeVisible()
  expect(await asks.count()).toBe(await cards.count())
  await expect(cards.filter({ hasText: '$' })).toHaveCount(0)
  // Nor price sorts or a price filter for a shopper who cannot see prices.
  await expect(page.getByRole('option', { name: /price/i })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Price/ })).toHaveCount(0)
  await expectAccessible(page, 'menu with prices hidden')
  await screenshots(page, 'hide-prices-menu')

  // The product page: no weights to price, the same invitation instead.
  const name = (await cards.first().getByRole('heading').textContent())!
  await cards.first().getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const product = page.url()
  await expect(page.getByText('This store shows its prices to shoppers who are logged in.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to bag' })).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('$')
  await expectAccessible(page, 'product with prices hidden')
  await screenshots(page, 'hide-prices-product')
  // Opened from its address, the page brings a signed-out shopper's answer: no prices in it either.
  await page.goto(product)
  await expect(page.getByText('This store shows its prices to shoppers who are logged in.')).toBeVisible()
  await expect(page.locator('main')).not.toContainText('$')

  // Asking to see them opens the login.
  await page.locator('p', { hasText: 'This store shows its prices' }).getByRole('button', { name: 'Log in to see prices' }).click()
  await expect(page.getByRole('dialog')).toContainText('Log in')
  await page.keyboard.press('Escape')

  // Signed in: prices and the bag.
  await registerShopper(page, 'Hedy', { base, last: 'Lamarr' })
  await page.goto(menu)
  await expect(cards.first()).toContainText('$')
  await expect(page.getByRole('option', { name: 'Price: low to high' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Log in to see prices' })).toHaveCount(0)
  await page.goto(product)
  await expect(page.getByRole('button', { name: 'Add to bag' })).toBeVisible()
  await expect(page.locator('main')).toContainText('$')
  await screenshots(page, 'hide-prices-product-signed-in')
})
