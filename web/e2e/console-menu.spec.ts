import { writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, expect, type Page } from './test'
import { consoleScreenshots, enrol, staffLink } from './console'
import { expectAccessible } from './helpers'

// Issue 20's menu: a manager changes a price and the shopper's menu shows
// it; a second editor's stale save is told "changed since you opened it";
// a CSV with one bad row is refused with the row named, and nothing
// changes.

interface ConsoleProduct {
  id: number
  product_id: number
  product_name: string
  brand: string
  version: number
  weights: { price_id: string; price: number; stock: number }[]
}

/** The store's edibles as the console lists them, the cheapest weights first. */
async function edibles(page: Page): Promise<ConsoleProduct[]> {
  const res = await page.request.get('/api/v1/business/stores/1/menu?kind=edible')
  expect(res.status()).toBe(200)
  return ((await res.json()).menu_products as ConsoleProduct[]).filter((p) => p.weights.length === 1 && p.weights[0]!.price_id === 'each')
}

test('a manager changes a price; the shopper’s menu shows it; a stale editor is told', async ({ page, browser, baseURL }) => {
  const mgrContext = await browser.newContext()
  const mgr = await mgrContext.newPage()
  await enrol(mgr, staffLink('menu-mgr@shop.example', 'manager', 1, baseURL!), 'menu-mgr@shop.example')
  const product = (await edibles(mgr)).at(-1)!
  // Two brands may sell a product of one name: the row is the product's and its brand's.
  const row = (p: Page) => p.getByRole('row').filter({ hasText: product.product_name }).filter({ hasText: product.brand })
  const was = product.weights[0]!.price
  const now = Math.round((was + 1.25) * 100) / 100

  // The shopper's product page, before.
  const shopperPage = `/stores/1/fog-city-botanicals/products/${product.product_id}/x`
  await page.goto(shopperPage)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(product.product_name)

  // A second tab opens the same product to edit before the first saves.
  const stale = await mgrContext.newPage()
  await stale.goto(`/business/stores/1/menu?q=${encodeURIComponent(product.product_name)}`)
  await row(stale).getByRole('button', { name: `Edit ${product.product_name}` }).click()

  await mgr.goto(`/business/stores/1/menu?q=${encodeURIComponent(product.product_name)}`)
  await expect(mgr.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible()
  await expectAccessible(mgr, 'console menu')
  await consoleScreenshots(mgr, 'console-menu')
  await row(mgr).getByRole('button', { name: `Edit ${product.product_name}` }).click()
  const dialog = mgr.getByRole('dialog', { name: `Edit ${product.product_name}` })
  await dialog.getByLabel(/^Price of /).fill(now.toFixed(2))
  await expectAccessible(mgr, 'console menu editor')
  await consoleScreenshots(mgr, 'console-menu-editor')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(mgr.getByText(`Saved ${product.product_name}.`)).toBeVisible()

  // Within a second or so, on every instance, the shopper sees the new price.
  await expect
    .poll(
      async () => {
        await page.reload()
        // The page has drawn the product (not its skeleton) before its text is read.
        await expect(page.getByRole('heading', { level: 1 })).toContainText(product.product_name)
        return page.getByRole('main').innerText()
      },
      { timeout: 30_000 },
    )
    .toContain(`$${now.toFixed(2)}`)

  // The stale tab's save is refused, not written over the first.
  const staleDialog = stale.getByRole('dialog', { name: `Edit ${product.product_name}` })
  await staleDialog.getByLabel(/^Price of /).fill((was + 2).toFixed(2))
  await staleDialog.getByRole('button', { name: 'Save' }).click()
  await expect(stale.getByRole('alert')).toContainText('This product was changed since you opened it.')
  await expect(stale.getByRole('button', { name: 'Reload' })).toBeVisible()
  const after = (await edibles(mgr)).find((p) => p.id === product.id)!
  expect(after.weights[0]!.price).toBe(now)
  await mgrContext.close()
})

test('a manager adds a product from the catalogue; the shopper’s menu shows it', async ({ page, baseURL }) => {
  const shopper = await page.context().browser()!.newContext()
  await enrol(page, staffLink('menu-add@shop.example', 'manager', 1, baseURL!), 'menu-add@shop.example')
  const res = await page.request.get('/api/v1/business/stores/1/catalogue?kind=edible')
  expect(res.status()).toBe(200)
  const offer = ((await res.json()).products as { product_id: number; product_name: string; brand: string }[])[0]!

  await page.goto('/business/stores/1/menu')
  await page.getByRole('button', { name: 'Add a product' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('searchbox', { name: 'Product or brand name' }).fill(offer.product_name)
  await dialog.getByRole('button', { name: 'Search the catalogue' }).click()
  await dialog.getByRole('button', { name: `Add ${offer.product_name} by ${offer.brand}` }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Sell Each' })).toBeChecked()
  await dialog.getByLabel('Price of Each (dollars)').fill('23.45')
  await dialog.getByLabel('Stock of Each').fill('12')
  await expectAccessible(page, 'console menu add')
  await consoleScreenshots(page, 'console-menu-add')
  await dialog.getByRole('button', { name: 'Add to the menu' }).click()
  await expect(page.getByText(`Added ${offer.product_name} to the menu.`)).toBeVisible()

  // Within a second or so the shopper's product page sells it at that price.
  const buyer = await shopper.newPage()
  await expect
    .poll(
      async () => {
        await buyer.goto(`/stores/1/fog-city-botanicals/products/${offer.product_id}/x`)
        await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible()
        return buyer.getByRole('main').innerText()
      },
      { timeout: 30_000 },
    )
    .toContain('$23.45')
  await shopper.close()
})

test('a CSV with one bad row is refused with the row named, and nothing changes', async ({ page, baseURL }) => {
  await enrol(page, staffLink('csv-mgr@shop.example', 'manager', 1, baseURL!), 'csv-mgr@shop.example')
  const [first, second] = await edibles(page)
  const file = join(mkdtempSync(join(tmpdir(), 'pistil-csv-')), 'prices.csv')
  writeFileSync(file, `menu_product_id,price_id,price\n${first!.id},each,${(first!.weights[0]!.price + 1).toFixed(2)}\n${second!.id},each,-1\n`)

  await page.goto('/business/stores/1/menu')
  await expect(page.getByRole('heading', { name: 'Menu file (CSV)' })).toBeVisible()
  await page.getByLabel('CSV file').setInputFiles(file)
  await page.getByRole('button', { name: 'Check the file' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Correct these rows, then check the file again:')
  await expect(alert).toContainText('Line 3, price:')
  await expect(page.getByRole('button', { name: 'Apply these changes' })).toHaveCount(0)
  await expectAccessible(page, 'console menu CSV refused')
  await consoleScreenshots(page, 'console-menu-csv')

  // Nothing changed: neither the good row nor the bad one.
  const now = await edibles(page)
  expect(now.find((p) => p.id === first!.id)!.weights[0]!.price).toBe(first!.weights[0]!.price)
  expect(now.find((p) => p.id === second!.id)!.weights[0]!.price).toBe(second!.weights[0]!.price)
  // The import itself, asked outright, is refused and names the row.
  const refused = await page.evaluate(async (text) => {
    const session = await (await fetch('/api/v1/business/session')).json()
    const res = await fetch('/api/v1/business/stores/1/menu/import', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', 'X-CSRF-Token': session.csrf_token },
      body: text,
    })
    return { status: res.status, body: await res.json() }
  }, `menu_product_id,price_id,price\n${first!.id},each,1.00\n${second!.id},each,-1\n`)
  expect(refused.status).toBe(422)
  expect(Object.keys(refused.body.validations)).toEqual(['rows[3].price'])
  expect((await edibles(page)).find((p) => p.id === first!.id)!.weights[0]!.price).toBe(first!.weights[0]!.price)
})

// The specials editor (plan step 9): a manager makes a store special, it is
// listed as theirs beside the brand's read-only ones, previews what a
// sample bag pays with it, and ends it.
test('a manager makes a special, previews a bag with it and ends it', async ({ page, baseURL }) => {
  await enrol(page, staffLink('specials-mgr@shop.example', 'manager', 1, baseURL!), 'specials-mgr@shop.example')
  await page.goto('/business/stores/1/specials')
  await expect(page.getByRole('heading', { name: 'Specials', level: 1 })).toBeVisible()
  await expectAccessible(page, 'console specials')
  await consoleScreenshots(page, 'console-specials')
  await page.getByRole('button', { name: 'New special' }).click()
  const dialog = page.getByRole('dialog', { name: 'New special' })
  await dialog.getByLabel('Title').fill('Console test: 10% off')
  await dialog.getByLabel('Percent off').fill('10')
  // The preview prices a sample bag with the draft on the server, by the
  // store's engine: one edible at a whole-dollar price, 10% off it.
  const edible = (await edibles(page)).find((p) => Number.isInteger(p.weights[0]!.price))!
  const preview = dialog.getByRole('region', { name: 'Preview' })
  await preview.getByRole('searchbox', { name: 'Find a product on the menu' }).fill(edible.product_name)
  await preview.getByRole('searchbox', { name: 'Find a product on the menu' }).press('Enter')
  await preview.getByRole('button', { name: `Add ${edible.product_name} to the sample bag` }).first().click()
  await preview.getByRole('button', { name: 'Price the bag' }).click()
  await expect(preview.getByText(`This special takes $${(edible.weights[0]!.price / 10).toFixed(2)} off this bag.`)).toBeVisible()
  await expectAccessible(page, 'console special editor')
  await consoleScreenshots(page, 'console-special-editor')
  await dialog.getByRole('button', { name: 'Make the special' }).click()
  await expect(page.getByText('Made Console test: 10% off.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'Console test: 10% off' })
  await expect(row).toContainText('10% off')

  await row.getByRole('button', { name: 'End now: Console test: 10% off' }).click()
  await page.getByRole('dialog', { name: 'End Console test: 10% off now?' }).getByRole('button', { name: 'End it now' }).click()
  await expect(page.getByText('Ended Console test: 10% off.')).toBeVisible()
  await expect(row).toContainText('Ended')
})
