import { expect, test, type APIRequestContext } from './test'
import { suiteNow } from './clock'
import { expectAccessible, screenshots } from './helpers'

// Issue 17 point 5: removing a line from the bag can be undone within the
// page settings' undoable window (five seconds by default); Undo puts the
// line back with its count and weight, also when it was the last one.

type Attrs = Record<string, unknown>

async function products(request: APIRequestContext, kind: string): Promise<Attrs[]> {
  const res = await request.post('/merch/v2/smart', {
    data: { store_id: 1, search_filter: `kind:${kind}`, search_attributes: ['*'], page_size: 60 },
  })
  return ((await res.json()).products as { search_attributes: Attrs }[]).map((s) => s.search_attributes)
}

test('a removed line comes back with Undo, count and weight; the offer ends with the window', async ({ page, request }) => {
  // The page is given a window of a minute (the settings block rewritten on its way in), long enough for axe
  // and the screenshots; the page's clock is Playwright's, which jumps over the window rather than waiting it out.
  const LONG = 60_000
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const res = await route.fetch()
    await route.fulfill({ response: res, body: (await res.text()).replace(`"undoableWindow":${window}`, `"undoableWindow":${LONG}`) })
  })
  await page.clock.install({ time: suiteNow() })
  const window = await page.request.get('/cart').then(async (r) => JSON.parse(/<script id="pistil-app-settings" type="application\/json">(.*?)<\/script>/.exec(await r.text())![1]!).undoableWindow as number)
  expect(window).toBe(5000)
  const flower = (await products(request, 'flower')).find((p) => (p.stock_gram as number) >= 3 && (p.price_gram as number) > 0)
  const edible = (await products(request, 'edible')).find((p) => (p.stock_each as number) >= 2)
  expect(flower && edible, 'a flower sold by the gram and an edible, in stock').toBeTruthy()

  // Two grams of the flower (not its default eighth) and one edible.
  await page.goto(`/stores/1/fog-city-botanicals/products/${flower!.product_id}/${flower!.url_slug}`)
  await page.getByRole('radio', { name: /^1g/ }).check()
  await page.getByLabel('Quantity').selectOption('2')
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toContainText(flower!.name as string)
  await page.keyboard.press('Escape')
  await page.goto(`/stores/1/fog-city-botanicals/products/${edible!.product_id}/${edible!.url_slug}`)
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toContainText(edible!.name as string)

  await page.goto('/cart')
  const lines = page.getByRole('list', { name: 'Products in your bag' })
  await expect(lines.getByRole('listitem')).toHaveCount(2)
  await lines.getByRole('button', { name: `Remove ${flower!.name as string} (1g)` }).click()
  const undo = page.getByRole('status').filter({ hasText: 'from your bag' })
  await expect(undo).toContainText(`Removed ${flower!.name as string} (1g) from your bag.`)
  // The Remove button went with its line; the focus is on Undo, not lost.
  await expect(undo.getByRole('button', { name: 'Undo' })).toBeFocused()
  await expect(lines.getByRole('listitem')).toHaveCount(1)
  expect(await page.evaluate(() => JSON.parse(document.getElementById('pistil-app-settings')!.textContent!).undoableWindow)).toBe(LONG)
  await expectAccessible(page, 'bag with undo')
  await screenshots(page, 'bag-undo')
  await undo.getByRole('button', { name: 'Undo' }).click()
  await expect(undo).toHaveCount(0)
  const back = lines.getByRole('listitem').filter({ hasText: flower!.name as string })
  await expect(back).toContainText('1g')
  await expect(back.getByLabel(`Quantity of ${flower!.name as string} (1g)`)).toHaveValue('2')

  // Not undone within the window: the offer goes, and the line stays out.
  await lines.getByRole('button', { name: `Remove ${edible!.name as string} (Each)` }).click()
  await expect(undo).toContainText(`Removed ${edible!.name as string} (Each)`)
  await page.clock.fastForward(LONG - 1000)
  await expect(undo).toBeVisible()
  await page.clock.fastForward(1000)
  await expect(undo).toHaveCount(0)
  await expect(lines.getByRole('listitem')).toHaveCount(1)

  // The last line out empties the bag; Undo fills it again.
  await lines.getByRole('button', { name: `Remove ${flower!.name as string} (1g)` }).click()
  await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible()
  await undo.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('heading', { name: 'Your bag', exact: true })).toBeVisible()
  await expect(lines.getByRole('listitem')).toHaveCount(1)
  await expect(lines.getByLabel(`Quantity of ${flower!.name as string} (1g)`)).toHaveValue('2')
})
