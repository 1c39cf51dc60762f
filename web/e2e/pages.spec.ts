import { expect, test } from './test'
import { expectAccessible } from './helpers'

test('unknown screens and ids show the not-found page', async ({ page, request }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible()
  await expectAccessible(page, 'not found')

  await page.goto('/stores/1/fog-city-botanicals/products/999999/nothing')
  await expect(page.getByRole('heading', { name: "We couldn't find that product" })).toBeVisible()

  await page.goto('/stores/999/nowhere/menu')
  await expect(page.getByRole('heading', { name: "We couldn't find that store" })).toBeVisible()

  await page.goto('/reservation_receipt/not-a-reservation')
  await expect(page.getByRole('heading', { name: "We couldn't find that reservation" })).toBeVisible()

  const api = await request.get('/api/v1/stores/999')
  expect(api.status()).toBe(404)
  expect((await api.json()).code).toBe('not_found')
})

test('the directory lists every store by country and state', async ({ page }) => {
  await page.goto('/dispensaries')
  for (const country of ['United States', 'Canada', 'Puerto Rico']) {
    await expect(page.getByRole('heading', { name: country, level: 2 })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Queen West Cannabis Co.', exact: true })).toBeVisible()
  await expectAccessible(page, 'directory')

  // Drill down from country to city.
  await page.getByRole('link', { name: 'United States' }).click()
  await expect(page).toHaveURL(/\/dispensaries\/united-states$/)
  await expect(page.getByRole('heading', { name: 'Dispensaries in United States', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'California', exact: true }).click()
  await expect(page).toHaveURL(/\/dispensaries\/united-states\/california$/)
  await page.getByRole('link', { name: 'San Francisco', exact: true }).click()
  await expect(page).toHaveURL(/\/dispensaries\/united-states\/california\/san-francisco$/)
  await expect(page.getByRole('heading', { name: 'Dispensaries in San Francisco', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Fog City Botanicals', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sunset Grove Dispensary' })).toHaveCount(0)
  await expectAccessible(page, 'city directory')

  // Only known countries and states are places.
  for (const path of ['/dispensaries/atlantis', '/dispensaries/canada/california', '/dispensaries/united-states/california/nowhere']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: "We couldn't find that place" })).toBeVisible()
  }
})

test('the menu pages through a store and shows skeletons while loading', async ({ page }) => {
  // Longer than the assertion's polls grow apart (up to 1 s), so the skeleton cannot come and go between two.
  await page.route('**/merch/v2/smart', async (route) => {
    await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await page.goto('/stores/2/sunset-grove-dispensary/menu/all-products')
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: /All products \(665 products\)/ })).toBeVisible()
  await expect(page.getByRole('list').filter({ has: page.getByRole('article') }).getByRole('listitem')).toHaveCount(60)
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByText('Page 2 of 12')).toBeVisible()
})

test('the legal pages of the footer are there and readable', async ({ page }) => {
  await page.goto('/')
  const legal = page.getByRole('navigation', { name: 'Legal' })
  const links = legal.getByRole('link')
  await expect(links).toHaveCount(7)
  for (const [path, title] of [
    ['/terms', 'Terms of use'],
    ['/brands-terms', 'Terms for brands'],
    ['/data-terms', 'Data terms'],
    ['/dispensary-terms', 'Terms for dispensaries'],
    ['/ada', 'Accessibility'],
    ['/privacy-policy', 'Privacy policy'],
    ['/do-not-sell-my-information', 'Do not sell or share my personal information'],
  ]) {
    await page.goto(path!)
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  }
  await expectAccessible(page, 'legal page')
})

test('a crawler that runs no JavaScript sees the store, its hours and its prices', async ({ browser }) => {
  // and a shopper on a slow phone sees the store, its banner and the first row of its menu before the app has run
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  await page.goto('/stores/1/fog-city-botanicals/menu')
  await expect(page).toHaveTitle('Fog City Botanicals menu: San Francisco, CA | Pistil')
  await expect(page.getByRole('heading', { name: 'Fog City Botanicals', level: 1 })).toBeVisible()
  await expect(page.getByText('1455 Valencia St, San Francisco, CA 94110')).toBeVisible()
  await expect(page.getByRole('link', { name: '(415) 555-0142' })).toHaveAttribute('href', 'tel:4155550142')
  await expect(page.getByRole('img', { name: 'First visit?' })).toBeInViewport()
  const row = page.getByRole('region', { name: 'Top picks' })
  await expect(row.getByRole('article')).toHaveCount(20)
  const card = row.getByRole('article').first()
  await expect(card).toBeInViewport()
  await expect(card.getByRole('heading', { name: 'Romulan', level: 3 })).toBeVisible()
  await expect(card).toContainText('Night Owl Gardens')
  await expect(card).toContainText(/\$\d+\.\d\d \/ /)
  await expect(page.getByRole('rowheader', { name: 'Monday' })).toBeVisible()
  // other specs add products to the store: the count is the menu's, whatever it is now
  await expect(page.getByRole('heading', { name: /^Menu: \d+ products$/, level: 2 })).toBeVisible()
  const items = page.locator('main > ul > li').filter({ hasText: /\$\d+\.\d\d/ })
  await expect(items).toHaveCount(60)
  const first = page.getByRole('listitem').first().getByRole('link')
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText((await page.title()).split(' by ')[0]!)
  await context.close()
})

test('a menu and a product page opened from their address draw from the answers they bring', async ({ page }) => {
  // Issue 21: the store, and a product page's product, come in the page
  // (internal/api/site/preload.go), so the first screen waits for no trip
  // to the API once the scripts have run; later screens ask as before.
  const asked: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/api/v1/stores/') || path.startsWith('/api/v1/products/')) asked.push(path)
  })
  await page.goto('/stores/1/fog-city-botanicals/menu')
  await expect(page.getByRole('heading', { name: 'Fog City Botanicals', level: 1 })).toBeVisible()
  const card = page.locator('article').filter({ hasNotText: 'Romulan' }).first()
  await expect(card).toBeVisible()
  const name = (await card.getByRole('heading').textContent())!
  await page.goto('/stores/1/fog-city-botanicals/products/27/romulan')
  await expect(page.getByRole('heading', { level: 1, name: 'Romulan' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to bag' }).first()).toBeVisible()
  // The store is never asked for; the product page asks for its product again only once drawn (its stock kept current).
  const stores = () => asked.filter((p) => p.startsWith('/api/v1/stores/'))
  expect(stores()).toEqual([])
  // Moving on in the app asks the API for what the page did not bring.
  await page.goBack()
  await card.getByRole('link', { name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  expect(stores()).toEqual([])
  expect(asked.some((p) => p.startsWith('/api/v1/products/') && p !== '/api/v1/products/27')).toBe(true)
})

test('a store has its about, reviews and category pages', async ({ page }) => {
  await page.goto('/stores/1/fog-city-botanicals/menu/edible')
  await expect(page.getByRole('heading', { name: /^Edible \(\d+ products\)/ })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menu sections' }).getByRole('link', { name: /^Edible/ })).toHaveAttribute('aria-current', 'page')
  for (const text of await page.getByRole('article').allTextContents()) expect(text).toContain('Edible')

  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/stores\/1\/fog-city-botanicals\/about$/)
  await expect(page.getByRole('table', { name: 'Store hours' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Delivery hours' })).toBeVisible()
  await expectAccessible(page, 'store about')

  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Reviews' }).click()
  await expect(page.getByRole('heading', { name: /Reviews \(\d+\)/ })).toBeVisible()
  await expect(page.getByRole('article').first()).toContainText(/★/)
  await expectAccessible(page, 'store reviews')
})

test('stores near a point come nearest first', async ({ page }) => {
  await page.goto('/dispensaries/coordinates/37.7749/-122.4194/10')
  // A point is named by its nearest city, and distances are in miles in the US.
  await expect(page.getByRole('heading', { name: 'Dispensaries near San Francisco, CA' })).toBeVisible()
  const items = page.getByRole('listitem').filter({ hasText: 'mi away' })
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText('Fog City Botanicals')
  await page.goto('/dispensaries/coordinates/37.7749/-122.4194/3')
  await expect(page.getByRole('listitem').filter({ hasText: 'mi away' }).nth(1)).toContainText('Sunset Grove Dispensary')
  await page.goto('/dispensaries/coordinates/north/-122/3')
  await expect(page.getByRole('heading', { name: "We couldn't find that place" })).toBeVisible()
})

test('nothing scrolls sideways on the narrowest phone (320 px)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  for (const path of [
    '/',
    '/stores/1/fog-city-botanicals/menu',
    '/stores/1/fog-city-botanicals/menu/all-products',
    '/stores/1/fog-city-botanicals/budtender',
    '/products',
    '/brands',
    '/directory',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
  }
  // The menu's sort list, view toggle and Filters button share a row without covering each other.
  await page.goto('/stores/1/fog-city-botanicals/menu/all-products')
  const boxes = [page.getByLabel('Sort by'), page.getByRole('group', { name: 'Show products as' }), page.getByRole('button', { name: /^Filters/ })]
  const [sort, view, filters] = await Promise.all(boxes.map(async (b) => (await b.boundingBox())!))
  const apart = (a: typeof sort, b: typeof sort) =>
    a!.x + a!.width <= b!.x || b!.x + b!.width <= a!.x || a!.y + a!.height <= b!.y || b!.y + b!.height <= a!.y
  expect(apart(sort, view) && apart(sort, filters) && apart(view, filters), JSON.stringify({ sort, view, filters })).toBe(true)
  expect(sort!.width, 'the sort list is wide enough to read').toBeGreaterThan(200)
})

test('a feature flag can be switched off for a visit from the URL', async ({ page }) => {
  await page.goto('/stores/1/fog-city-botanicals/menu')
  const store = page.getByRole('navigation', { name: 'Store' })
  await expect(store.getByRole('link', { name: 'Ask the budtender' })).toBeVisible()
  await page.goto('/stores/1/fog-city-botanicals/menu?featureFlagsOff=virtual_budtender')
  await expect(store.getByRole('link', { name: 'Menu' })).toBeVisible()
  await expect(store.getByRole('link', { name: 'Ask the budtender' })).toHaveCount(0)
})
