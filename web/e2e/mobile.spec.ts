import { expect, test, type APIRequestContext, type Page } from './test'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { expectAccessible, screenshots } from './helpers'

const shots = resolve(import.meta.dirname, '../test-results/screenshots')

/** What the phone's screen shows, fixed bars included (a full-page shot moves them). */
async function firstScreen(page: Page, name: string) {
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}-375x812.png` })
}

// Issue 21: the shop on a phone (375 × 812) shows products first and
// behaves: a compact store header and the first card on the first screen,
// filters in a bottom sheet with removable chips, a tick that keeps the
// page where it was, quick add from a card, a bag bar, a sticky "Add to
// bag" on the product page.

const phone = { width: 375, height: 812 }
const store = '/stores/1/fog-city-botanicals'

type Attrs = Record<string, unknown>

async function products(request: APIRequestContext, kind: string): Promise<Attrs[]> {
  const res = await request.post('/merch/v2/smart', {
    data: { store_id: 1, search_filter: `kind:${kind}`, search_attributes: ['*'], page_size: 60 },
  })
  return ((await res.json()).products as { search_attributes: Attrs }[]).map((s) => s.search_attributes)
}

/** The top of the first product card, in CSS pixels from the top of the page. */
const firstCardTop = (page: Page) => page.getByRole('article').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

test.describe('a new shopper on a phone', () => {
  // A first visit: the login prompt has not been dismissed.
  test.use({ storageState: { cookies: [], origins: [] }, viewport: phone })

  test('the first screen of a store menu shows products; the login prompt keeps out of the way, once a visit', async ({ page }) => {
    await page.goto(`${store}/menu`)
    await expect(page.getByRole('heading', { level: 1, name: 'Fog City Botanicals' })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    const top = await firstCardTop(page)
    expect(top, 'the first card starts on the first screen').toBeLessThan(phone.height - 120)
    // The prompt shows, at the foot of the screen, not over the first card.
    const prompt = page.getByRole('dialog', { name: 'Have an account?' })
    await expect(prompt).toBeVisible()
    const box = (await prompt.boundingBox())!
    expect(box.y).toBeGreaterThan(top)
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height)
    await expectAccessible(page, 'phone store menu with the login prompt')
    await firstScreen(page, 'mobile-store-menu-first-visit')
    // Once a visit: the next page has no prompt.
    await page.getByRole('link', { name: /^Specials/ }).first().click()
    await expect(page).toHaveURL(/\/specials/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(prompt).toHaveCount(0)
    await page.goto(`${store}/menu/all-products`)
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(prompt).toHaveCount(0)
  })
})

test.describe('a new shopper on a desktop', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1440, height: 900 } })

  test("the login prompt waits in the screen's corner, over none of the directory's search", async ({ page }) => {
    await page.goto('/dispensaries')
    const prompt = page.getByRole('dialog', { name: 'Have an account?' })
    await expect(prompt).toBeVisible()
    const box = (await prompt.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(1440)
    expect(box.y + box.height).toBeLessThanOrEqual(900)
    const place = page.getByRole('combobox', { name: 'City or ZIP code' })
    for (const control of [place, page.getByRole('button', { name: 'Search' }), page.getByRole('button', { name: 'Near me' })]) {
      const c = (await control.boundingBox())!
      const apart = c.x + c.width <= box.x || box.x + box.width <= c.x || c.y + c.height <= box.y || box.y + box.height <= c.y
      expect(apart, 'the prompt covers none of the search').toBe(true)
    }
    // and the search can be used with the prompt up
    await place.fill('den')
    await page.getByRole('option', { name: /Denver, CO/ }).click()
    await expect(page.getByRole('heading', { name: 'Dispensaries near Denver, CO', level: 1 })).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: phone })

  test('filters in a bottom sheet: a tick keeps the page where it was, chips name and remove the values', async ({ page }) => {
    await page.goto(`${store}/menu/all-products`)
    const heading = page.getByRole('heading', { name: /All products \(\d+ products\)/ })
    await expect(heading).toBeVisible()
    const all = (await heading.textContent())!
    await expect(page.locator('summary', { hasText: /^Type/ })).toBeHidden()

    // The shopper has scrolled the page down to the Filters button (the store's header is above the screen).
    const filters = page.getByRole('button', { name: /^Filters/ })
    const at = Math.round(await filters.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 80))
    expect(at).toBeGreaterThan(100)
    await page.evaluate((y) => window.scrollTo(0, y), at)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(at)
    await filters.click()
    expect(await page.evaluate(() => window.scrollY)).toBe(at)
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    // The sheet rises from the bottom and scrolls inside.
    const box = (await sheet.boundingBox())!
    expect(Math.round(box.y + box.height)).toBe(phone.height)
    expect(box.height).toBeLessThanOrEqual(phone.height * 0.86)

    // Lists open side by side: two in a row, one tap each.
    await sheet.locator('summary', { hasText: /^Type/ }).click()
    await sheet.locator('summary', { hasText: /^Lineage/ }).click()
    await expect(sheet.getByRole('group', { name: 'Type' })).toBeVisible()
    await expect(sheet.getByRole('group', { name: 'Lineage' })).toBeVisible()
    await expectAccessible(page, 'phone filter sheet')
    await firstScreen(page, 'mobile-filter-sheet')

    // click, not check: the box shows ticked once the menu's address has the filter
    await sheet.getByRole('group', { name: 'Type' }).getByRole('checkbox', { name: /^Flower \d+$/ }).click()
    await expect(page).toHaveURL(/root_types=flower/)
    await expect(heading).not.toHaveText(all)
    expect(await page.evaluate(() => window.scrollY), 'a tick keeps the page where it was').toBe(at)
    const indica = sheet.getByRole('group', { name: 'Lineage' }).getByRole('checkbox', { name: /^Indica \d+$/ })
    await indica.click()
    await expect(page).toHaveURL(/category=indica/)
    await expect(indica).toBeChecked()
    // The sheet stays open and says how many products there are now.
    await expect(sheet.getByRole('button', { name: /^Show \d+ products?$/ })).toBeVisible()
    // Fewer products make a shorter page: the place is kept as far as the page still reaches.
    const kept = () => page.evaluate(() => ({ y: window.scrollY, max: document.documentElement.scrollHeight - window.innerHeight }))
    await expect.poll(async () => { const { y, max } = await kept(); return y === Math.min(at, max) }).toBe(true)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect.poll(async () => { const { y, max } = await kept(); return y === Math.min(at, max) }).toBe(true)

    // Chips above the products name each value and remove it.
    const chips = page.getByRole('list', { name: 'Applied filters' })
    await expect(chips.getByRole('button', { name: 'Remove filter Flower' })).toHaveText(/Flower ×/)
    await expect(chips.getByRole('button', { name: 'Remove filter Indica' })).toHaveText(/Indica ×/)
    await expect(page.getByText(/selected/)).toHaveCount(0)
    await expectAccessible(page, 'phone menu with filter chips')
    await firstScreen(page, 'mobile-filter-chips')
    await chips.getByRole('button', { name: 'Remove filter Indica' }).click()
    await expect(page).not.toHaveURL(/category=/)
    await expect(page).toHaveURL(/root_types=flower/)
    await expect(chips.getByRole('button', { name: 'Remove filter Indica' })).toHaveCount(0)
  })

  test('quick add from a card, with a weight picker, then the bag bar opens the bag', async ({ page, request }) => {
    const flower = (await products(request, 'flower')).find((p) => (p.stock_eighth_ounce as number) > 2 && (p.price_gram as number) > 0 && (p.price_eighth_ounce as number) > 0)!
    expect(flower, 'a flower sold in several weights').toBeDefined()
    await page.goto(`${store}/menu/all-products?query=${encodeURIComponent(String(flower.name))}`)
    const card = page.getByRole('article').filter({ hasText: String(flower.name) }).first()
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: `Add ${flower.name} to bag: choose a weight` }).click()
    const picker = page.getByRole('dialog', { name: String(flower.name) })
    await expect(picker).toBeVisible()
    await expectAccessible(page, 'quick add weight picker')
    await firstScreen(page, 'mobile-quick-add-picker')
    await picker.getByRole('radio', { name: /^3\.5g/ }).check()
    await picker.getByRole('button', { name: /^Add to bag/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Your bag' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByText(String(flower.name))).toBeVisible()
    await drawer.getByRole('button', { name: 'Close the bag' }).click()

    // The bag bar: the count and total, at the foot of the screen; it opens the bag.
    const bar = page.getByRole('button', { name: /^View bag \$[\d.,]+ \(1 item\)$/ })
    await expect(bar).toBeVisible()
    const box = (await bar.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height)
    expect(box.y).toBeGreaterThan(phone.height - 90)
    await expectAccessible(page, 'phone menu with the bag bar')
    await firstScreen(page, 'mobile-menu-bag-bar')
    await screenshots(page, 'mobile-menu-bag-bar', [375, 1440])
    await bar.click()
    await expect(drawer).toBeVisible()
    await screenshots(page, 'mobile-bag-drawer', [375, 1440])
  })

  test('the product page keeps "Add to bag" on the first screen', async ({ page, request }) => {
    const edible = (await products(request, 'edible')).find((p) => (p.stock_each as number) > 2 && p.price_each)!
    await page.goto(`${store}/products/${edible.product_id}/${edible.url_slug}?fromMenu=true`)
    const add = page.getByRole('button', { name: 'Add to bag', exact: true })
    await expect(add).toBeVisible()
    const box = (await add.boundingBox())!
    expect(box.y + box.height, 'the button is on the first screen').toBeLessThanOrEqual(phone.height)
    // And stays there while the shopper reads on.
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(async () => (await add.boundingBox())!.y + box.height).toBeLessThanOrEqual(phone.height)
    await expectAccessible(page, 'phone product page')
    await firstScreen(page, 'mobile-product')
    await screenshots(page, 'mobile-product', [375, 1440])
    await add.click()
    await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible()
  })

  test('the bag page: the promo field and its Apply button side by side, "Check out" at hand, nothing wider than the screen', async ({ page, request }) => {
    const edible = (await products(request, 'edible')).find((p) => (p.stock_each as number) > 2 && p.price_each)!
    await page.goto(`${store}/products/${edible.product_id}/${edible.url_slug}`)
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible()
    await page.goto('/cart')
    const field = page.getByLabel('Promo code')
    const apply = page.getByRole('button', { name: 'Apply' })
    await expect(apply).toBeVisible()
    const f = (await field.boundingBox())!
    const a = (await apply.boundingBox())!
    const overlap = !(a.x >= f.x + f.width || a.x + a.width <= f.x || a.y >= f.y + f.height || a.y + a.height <= f.y)
    expect(overlap, 'Apply does not overlap the field').toBe(false)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
    // "Check out" and the total wait at the foot of the first screen, below the summary's terms and promo code.
    const checkout = page.getByRole('link', { name: 'Check out' })
    const c = (await checkout.boundingBox())!
    expect(c.y + c.height).toBeLessThanOrEqual(phone.height)
    expect(c.y).toBeGreaterThan(phone.height - 90)
    const total = (await page.getByTestId('order-total').innerText()).trim()
    await expect(checkout.locator('xpath=..')).toHaveText(`${total}Check out`)
    // The page ends with room for the bar: its last words are not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const foot = (await page.getByRole('contentinfo').boundingBox())!
    expect(foot.y + foot.height).toBeLessThanOrEqual((await checkout.boundingBox())!.y + 1)
    await expectAccessible(page, 'phone bag page')
    await firstScreen(page, 'mobile-bag')
    await screenshots(page, 'mobile-bag', [375, 1440])
    await checkout.click()
    await expect(page.getByRole('heading', { name: 'Guest checkout' })).toBeVisible()
  })

  test('the menu tabs keep the current one in sight, and the first once back to it', async ({ page }) => {
    await page.goto(`${store}/menu`)
    const row = page.getByRole('navigation', { name: 'Menu sections' })
    const current = row.locator('[aria-current="page"]')
    await expect(current).toHaveText(/^Featured/)
    await expect(current).toBeInViewport({ ratio: 1 })
    // the last tab lies beyond the screen's edge until opened
    const last = row.getByRole('link').last()
    await expect(last).not.toBeInViewport({ ratio: 1 })
    const name = await last.innerText()
    await last.click() // in the page: the row is as the shopper left it
    await expect(current).toHaveText(name)
    await expect(current).toBeInViewport({ ratio: 1 })
    await page.goBack()
    await expect(current).toHaveText(/^Featured/)
    await expect(current).toBeInViewport({ ratio: 1 })
  })

  test('the store menu on a phone and a desktop', async ({ page }) => {
    await page.goto(`${store}/menu`)
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
    await screenshots(page, 'mobile-store-menu', [375, 1440])
  })
})
