import { expect, test } from './test'
import { expectAccessible, screenshots } from './helpers'

const cards = (page: import('./test').Page) => page.getByRole('article')

test('products near the shopper: the default position, paging and kinds', async ({ page }) => {
  await page.route('**/api/v1/products?*', async (route) => {
    await new Promise((r) => setTimeout(r, 300))
    await route.continue()
  })
  await page.goto('/products')
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Products near you', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Products near you | Pistil')
  await expect(page.getByText('665 products · page 1 of 12')).toBeVisible()
  await expect(page.getByText('These come from stores across the country. Use your location to see the nearest first.')).toBeVisible()
  await expect(cards(page)).toHaveCount(60)
  // Every card names its nearest store and distance.
  await expect(cards(page).first()).toContainText(/Nearest at .+ · [\d.,]+\smi/)
  await expect(cards(page).first()).toContainText(/from \$\d+\.\d\d/)
  await expectAccessible(page, 'products')
  await screenshots(page, 'discover-products')

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/products\?page=2$/)
  await expect(page.getByText('665 products · page 2 of 12')).toBeVisible()
  await expect(cards(page)).toHaveCount(60)
  await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible()

  // A kind narrows the list to /categories/{kind}.
  await page.getByRole('navigation', { name: 'Product types' }).getByRole('link', { name: 'Vapes' }).click()
  await expect(page).toHaveURL(/\/categories\/vape$/)
  await expect(page.getByRole('heading', { name: 'Vapes near you', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Vapes' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText(/^95 products/)).toBeVisible()
  for (const meta of await cards(page).locator('p').filter({ hasText: /^(Indica|Sativa|Hybrid|CBD)?Vape/ }).all()) {
    await expect(meta).toContainText('Vape')
  }
  await expect(cards(page).filter({ hasNotText: 'Vape' })).toHaveCount(0)
  await expectAccessible(page, 'category')
  await screenshots(page, 'discover-category')

  // The product link keeps the position, so its stores come nearest first.
  const first = cards(page).first().getByRole('heading').getByRole('link')
  const name = (await first.textContent())!
  await first.click()
  await expect(page).toHaveURL(/\/products\/\d+\/[a-z0-9-]+\?lat=[-\d.]+&long=[-\d.]+$/)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
})

test('a lat/long link and the browser location pick the nearest stores', async ({ browser, baseURL }) => {
  const plain = await browser.newContext({ baseURL })
  const page = await plain.newPage()
  await page.goto('/categories/flower?lat=40.72&long=-74.0')
  // A shared position is named by its nearest city, never by its coordinates.
  await expect(page.getByText('Nearest first from New York, NY.')).toBeVisible()
  await expect(cards(page).first()).toContainText('Hudson Canopy')
  // Kind links carry the position along.
  await expect(page.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products?lat=40.72&long=-74.0')
  await plain.close()

  const located = await browser.newContext({ baseURL, geolocation: { latitude: 43.65, longitude: -79.4 }, permissions: ['geolocation'] })
  const there = await located.newPage()
  await there.goto('/products')
  await expect(there.getByText('Nearest first from your location.')).toBeVisible()
  await expect(cards(there).first()).toContainText('Queen West Cannabis Co.')
  await expect(cards(there).first()).toContainText('CAD')
  await located.close()
})

test('an unknown category is not found, and a failed list says so', async ({ page }) => {
  await page.goto('/categories/weed')
  await expect(page.getByRole('heading', { name: "We couldn't find that category", level: 1 })).toBeVisible()

  await page.route('**/api/v1/products?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'internal', message: 'Server error has occurred' }) }),
  )
  await page.goto('/products')
  await expect(page.getByRole('alert')).toContainText('Server error has occurred')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('collections lead to filtered product lists with their counts', async ({ page }) => {
  await page.goto('/collections')
  await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Collections | Pistil')
  for (const group of ['By product type', 'By how it feels', 'By price and potency']) {
    await expect(page.getByRole('heading', { name: group, level: 2 })).toBeVisible()
  }
  await expect(page.getByRole('article').filter({ hasText: 'CBD-forward' })).toContainText(/\d+ products/)
  await expectAccessible(page, 'collections')
  await screenshots(page, 'discover-collections')

  const sleep = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'For sleep' }) })
  const count = (await sleep.getByText(/\d+ products/).textContent())!.replace(/,/g, '').match(/\d+/)![0]
  await sleep.getByRole('link', { name: 'For sleep' }).click()
  await expect(page).toHaveURL(/\/products\?effect=Sleepy$/)
  await expect(page.getByText('Filtered: Feels Sleepy')).toBeVisible()
  await expect(page.getByText(new RegExp(`^${Number(count).toLocaleString('en-US')} products`))).toBeVisible()
  await expectAccessible(page, 'filtered products')
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.getByText(/^665 products/)).toBeVisible()

  await page.goto('/collections')
  await page.getByRole('link', { name: 'Under $20' }).click()
  await expect(page).toHaveURL(/\/products\?max_price=20$/)
  await expect(page.getByText('Filtered: $20 or less nearby')).toBeVisible()

  await page.goto('/collections')
  await page.getByRole('link', { name: 'Flower', exact: true }).click()
  await expect(page).toHaveURL(/\/categories\/flower$/)
})

test('the directory lists every store A to Z by country and state', async ({ page }) => {
  await page.goto('/directory')
  await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Directory | Pistil')
  const countries = page.getByRole('heading', { level: 3 })
  await expect(countries).toHaveText(['Canada', 'Puerto Rico', 'United States'])
  await expect(page.getByRole('link', { name: 'Queen West Cannabis Co.' })).toHaveAttribute('href', /^\/stores\/\d+\/queen-west-cannabis-co\/menu$/)
  await expect(page.getByRole('link', { name: 'Ontario' })).toHaveAttribute('href', '/dispensaries/canada/ontario')
  for (const kind of ['flower', 'pre-roll', 'vape', 'extract', 'edible', 'tincture', 'topical', 'gear', 'merch', 'grow']) {
    await expect(page.locator(`a[href="/categories/${kind}"]`)).toHaveCount(1)
  }
  await expect(page.getByRole('link', { name: 'Collections' })).toBeVisible()
  // California's two stores, A to Z.
  await expect(page.getByRole('region', { name: 'California' }).getByRole('listitem')).toHaveText([/Fog City Botanicals/, /Sunset Grove Dispensary/])
  await expectAccessible(page, 'directory')
  await screenshots(page, 'discover-directory')

  await page.getByRole('link', { name: 'Harborlight Cannabis' }).click()
  await expect(page).toHaveURL(/\/stores\/\d+\/harborlight-cannabis\/menu$/)
})

test('cash-back brands list their live specials', async ({ page }) => {
  await page.goto('/brands/jane-gold')
  await expect(page.getByRole('heading', { name: 'Cash-back brands', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Cash-back brands | Pistil')
  const brands = page.getByRole('article')
  await expect(brands).toHaveCount(3)
  await expect(brands.first()).toContainText('15% back')
  await expect(brands.first().getByRole('heading', { level: 3 })).toHaveText(/back on/)
  await expectAccessible(page, 'cash-back brands')
  await screenshots(page, 'discover-jane-gold')

  await page.getByRole('link', { name: 'Summit Extracts' }).click()
  await expect(page).toHaveURL(/\/brands\/\d+\/summit-extracts$/)
  await expect(page.getByRole('heading', { name: 'Summit Extracts', level: 1 })).toBeVisible()
})

test('the initial query parameters narrow products near the shopper, and hard ones stay when clearing', async ({ page, request }) => {
  const brands = (await (await request.get('/api/v1/brands')).json()).brands as { name: string; productCount: number }[]
  const brand = brands.find((b) => b.productCount > 0)!
  await page.goto(`/products?brand=${encodeURIComponent(brand.name)}&root_types=flower,vape&store_type=recreational&hard=brand`)
  await expect(page.getByText(`By ${brand.name}`)).toBeVisible()
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  for (const text of await cards.allTextContents()) expect(text).toContain(brand.name)
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/brand=/)
  await expect(page).not.toHaveURL(/root_types=|store_type=/)
  await expect(page.getByText(`By ${brand.name}`)).toBeVisible()
})
