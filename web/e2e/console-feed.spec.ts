import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, expect, type Page } from './test'
import { consoleScreenshots, enrol, staffLink } from './console'
import { expectAccessible } from './helpers'

// Issue 22's kept point of sale feed, end to end: the owner of store 3
// keeps a feed in the console that points at an export this test serves on
// localhost (the suite's server has -webhooks-private). Saving it wakes the
// server's runner, which reads it at once and counts an edible 7 more than
// it had (less what reservations hold of it, as any sync): the console's
// menu says so, and the feed's page says how the read went. The export then
// says the count that leaves the old stock; "Read it now" puts it back, and
// the owner removes the feed.

const store = 3

interface ConsoleProduct {
  id: number
  product_name: string
  weights: { price_id: string; stock: number }[]
}

/** An edible of store 3 sold each, as the console's menu lists it now. */
async function edible(page: Page, id?: number): Promise<ConsoleProduct> {
  const res = await page.request.get(`/api/v1/business/stores/${store}/menu?kind=edible`)
  expect(res.status()).toBe(200)
  const all = ((await res.json()).menu_products as ConsoleProduct[]).filter((p) => p.weights.length === 1 && p.weights[0]!.price_id === 'each')
  const found = id === undefined ? all[0] : all.find((p) => p.id === id)
  expect(found, 'an edible sold each at store 3').toBeDefined()
  return found!
}

test('an owner keeps a point of sale feed; the server reads it and the menu follows', async ({ page, baseURL }) => {
  await enrol(page, staffLink('feed-owner@shop.example', 'owner', store, baseURL!), 'feed-owner@shop.example')
  const product = await edible(page)
  const was = product.weights[0]!.stock
  let export_ = `Pistil ID,SKU,Size,Qty\n${product.id},E2E-FEED-1,each,${was + 7}\n`
  const pos = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/csv' }).end(export_))
  await new Promise<void>((resolve) => pos.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(pos.address() as AddressInfo).port}/export.csv`
  try {
    await page.goto(`/business/stores/${store}/feed`)
    await expect(page.getByRole('heading', { name: 'Point of sale feed', level: 1 })).toBeVisible()
    await page.getByLabel('The export’s address').fill(url)
    const columns = page.getByRole('group', { name: 'The export’s columns' })
    await columns.getByLabel('The point of sale’s id').fill('SKU')
    await columns.getByLabel('Pistil’s menu product id').fill('Pistil ID')
    await columns.getByLabel('Size', { exact: true }).fill('Size')
    await columns.getByLabel('Count on hand').fill('Qty')
    await expectAccessible(page, 'console feed, new')
    await page.getByRole('button', { name: 'Save the feed' }).click()
    await expect(page.getByText('Saved the feed. It is read within seconds.')).toBeVisible()

    const status = page.getByRole('region', { name: 'How it went' })
    await expect
      .poll(
        async () => {
          await page.reload()
          return status.innerText()
        },
        { timeout: 20_000 },
      )
      .toContain('synced. 1 row read: 1 product changed')
    // Reservations of other specs may hold some: the stock is the count less what they hold.
    const read = (await edible(page, product.id)).weights[0]!.stock
    const held = was + 7 - read
    expect(held).toBeGreaterThanOrEqual(0)
    await expectAccessible(page, 'console feed, read')
    await consoleScreenshots(page, 'console-feed')

    // The export says the count that leaves the old stock; read it now.
    export_ = `Pistil ID,SKU,Size,Qty\n,E2E-FEED-1,each,${was + held}\n`
    await status.getByRole('button', { name: 'Read it now' }).click()
    await expect.poll(async () => (await edible(page, product.id)).weights[0]!.stock, { timeout: 20_000 }).toBe(was)
    await expect(status.getByRole('button', { name: 'Read it now' })).toBeEnabled({ timeout: 10_000 })

    await status.getByRole('button', { name: 'Remove the feed' }).click()
    await page.getByRole('dialog', { name: 'Remove the feed?' }).getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByRole('heading', { name: 'Keep a feed', level: 2 })).toBeVisible()
  } finally {
    pos.close()
  }
})
