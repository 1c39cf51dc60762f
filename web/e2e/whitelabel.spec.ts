import { expect, test, type Page } from './test'
import { expectAccessible, screenshots } from './helpers'
import { startPartnerWorld, worldPorts, type PartnerWorld } from './partners'

// White-label and bloom (issue 7 point 4, docs/modes/white-label-and-bloom.md):
// a store's shop on the partner's own domain, in the partner's theme, with
// no marketplace navigation; bloom adds its own home page and confirms adds
// in place instead of opening the drawer. The demo's partners 6 and 7 are
// served on whitelabel.localhost and bloom.localhost.

const ports = worldPorts(31)
let world: PartnerWorld

test.beforeAll(async () => {
  world = await startPartnerWorld(ports.pistil, ports.site, () => [])
})

test.afterAll(() => world?.stop())

const css = (page: Page, selector: string, prop: string) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop)

async function noMarketplace(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  for (const name of ['Stores', 'Products', 'Brands']) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Pistil home' })).toHaveCount(0)
  // Pistil is named once, small, in the footer.
  await expect(page.getByRole('contentinfo')).toContainText('Powered by Pistil')
}

test("white-label: the partner's theme and wordmark, the store's menu at the root, no marketplace, a product into the bag", async ({ page }) => {
  const site = `http://whitelabel.localhost:${ports.pistil}`
  await page.goto(`${site}/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Emerald Sound Cannabis' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Emerald Sound Cannabis shop home' })).toContainText('Emerald Sound Cannabis shop')
  await noMarketplace(page)
  // The theme: navigation colour on the header, the partner's font, its name in the title.
  expect(await css(page, 'header', 'background-color')).toBe('rgb(2, 44, 34)')
  expect(await css(page, 'body', 'font-family')).toContain('Georgia')
  await expect(page).toHaveTitle(/\| Emerald Sound Cannabis shop$/)
  // The server's canonical URL is on the partner's host.
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site}/stores/5/emerald-sound-cannabis/menu`)
  const product = page.locator('main a[href*="/products/"]').first()
  await expect(product).toBeVisible()
  await expectAccessible(page, 'white-label menu')
  await screenshots(page, 'whitelabel-menu')

  await product.click()
  await expect(page).toHaveURL(/\/stores\/5\/emerald-sound-cannabis\/products\/\d+\//)
  const add = page.getByRole('button', { name: 'Add to bag' })
  expect(await add.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(6, 95, 70)')
  await add.click()
  const drawer = page.getByRole('dialog', { name: 'Your bag' })
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: /^Bag/ })).toContainText('1')
  await expectAccessible(page, 'white-label product')
  await screenshots(page, 'whitelabel-product')

  await page.getByRole('link', { name: /^Bag/ }).click()
  await expect(page).toHaveURL(`${site}/cart`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your bag' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check out' }).or(page.getByRole('link', { name: 'Check out' }))).toBeVisible()
  await expectAccessible(page, 'white-label bag')
  await screenshots(page, 'whitelabel-cart')

  // The marketplace's places lead back to the shop.
  await page.goto(`${site}/dispensaries`)
  await expect(page).toHaveURL(`${site}/`)
})

test('bloom: the store’s own home page behind its age gate, the menu, adds confirmed in place, the cart', async ({ page }) => {
  const site = `http://bloom.localhost:${ports.pistil}`
  await page.goto(`${site}/`)
  // Harborlight asks its visitors' age first.
  await expect(page.getByRole('heading', { name: 'Are you 21 or older?' })).toBeVisible()
  await page.getByRole('button', { name: 'Yes, I am 21 or older' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Harborlight Cannabis' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Hours' })).toBeVisible()
  await expect(page.getByText('285 Cambridge St, Boston, MA').first()).toBeVisible()
  await noMarketplace(page)
  expect(await css(page, 'header', 'background-color')).toBe('rgb(11, 31, 77)')
  await expect(page).toHaveTitle(/\| Harborlight Cannabis$/)
  await expectAccessible(page, 'bloom home')
  await screenshots(page, 'bloom-home')

  await page.getByRole('link', { name: 'Shop the menu' }).click()
  await expect(page).toHaveURL(`${site}/stores/6/harborlight-cannabis/menu`)
  const product = page.locator('main a[href*="/products/"]').first()
  await expect(product).toBeVisible()
  await expectAccessible(page, 'bloom menu')
  await screenshots(page, 'bloom-menu')

  await product.click()
  const add = page.getByRole('button', { name: 'Add to bag' })
  expect(await add.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)')
  await add.click()
  // No drawer in bloom: the add is confirmed where it happened.
  await expect(page.getByText(/Added 1 × .* to your bag/)).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Bag/ })).toContainText('1')
  await expectAccessible(page, 'bloom product')
  await screenshots(page, 'bloom-product')

  await page.getByRole('link', { name: /^Bag/ }).click()
  await expect(page).toHaveURL(`${site}/cart`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your bag' })).toBeVisible()
  await expectAccessible(page, 'bloom bag')
  await screenshots(page, 'bloom-cart')
})
