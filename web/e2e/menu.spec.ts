import { expect, test, type Page } from './test'
import { expectAccessible, screenshots } from './helpers'

const menu = '/stores/1/fog-city-botanicals/menu'

/** The count in a menu heading such as "All products (560 products)". */
async function count(page: Page, heading = page.getByRole('heading', { name: /\(\d+ products\)/ })) {
  await expect(heading).toBeVisible()
  return Number((await heading.textContent())!.match(/\((\d+) products\)/)![1])
}

/** Opens a filter list by its button and returns the list. */
async function openFilter(page: Page, name: string) {
  await page.locator('summary', { hasText: new RegExp(`^${name}`) }).click()
  return page.getByRole('group', { name })
}

test('a shopper filters, sorts and searches a menu', async ({ page }) => {
  await page.goto(`${menu}/all-products`)
  const heading = page.getByRole('heading', { name: /All products \(\d+ products\)/ })
  const all = await count(page, heading)

  // Each option shows its count; choosing one narrows the menu to that count.
  const flower = (await openFilter(page, 'Type')).getByRole('checkbox', { name: /^Flower \d+$/ })
  const flowerCount = Number((await flower.locator('xpath=..').textContent())!.match(/(\d+)$/)![1])
  await flower.click()
  await expect(page).toHaveURL(/root_types=flower/)
  await expect(heading).toHaveText(`All products (${flowerCount} products)`)
  expect(flowerCount).toBeLessThan(all)
  for (const text of await page.getByRole('article').allTextContents()) expect(text).toContain('Flower')

  // A price bucket narrows further; its count was worked out with the flower filter on.
  const bucket = (await openFilter(page, 'Price')).getByRole('checkbox', { name: /^\$20–\$40 \d+$/ })
  const bucketCount = Number((await bucket.locator('xpath=..').textContent())!.match(/(\d+)$/)![1])
  await bucket.click()
  await expect(page).toHaveURL(/price=20-40/)
  await expect(heading).toHaveText(`All products (${bucketCount} products)`)

  // An effect: its list's button and a chip above the products name it.
  const effect = (await openFilter(page, 'Effects')).getByRole('checkbox').first()
  const effectName = (await effect.locator('xpath=../span').textContent())!
  await effect.click()
  await expect(page).toHaveURL(/effects=/)
  await expect(page.locator('summary', { hasText: /^Effects/ })).toContainText(effectName)
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('button', { name: `Remove filter ${effectName}` })).toBeVisible()

  // Sorted by price, each card shows its cheapest weight, in ascending order.
  await page.getByLabel('Sort by').selectOption('price_asc')
  await expect(page).toHaveURL(/sort=price_asc/)
  const cards = page.getByRole('article')
  await expect(async () => {
    // the price paid: a struck "was" price is not it
    const prices = (await cards.allTextContents()).slice(0, 6).map((t) => Number(t.replace(/was \$[\d,.]+/, '').match(/\$([\d,]+\.\d\d)/)![1]!.replace(',', '')))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  }).toPass()
  await expectAccessible(page, 'filtered menu')

  // Clearing the filters brings every product back.
  await page.getByRole('button', { name: /^Clear \d+ filters$/ }).click()
  await expect(page).not.toHaveURL(/root_types=|price=|effects=/)
  await expect(heading).toHaveText(`All products (${all} products)`)

  // The search field waits for the shopper to stop typing.
  await page.getByLabel('Search this menu').fill('og')
  await expect(page).toHaveURL(/query=og/)
  await expect(heading).not.toHaveText(`All products (${all} products)`)
})

test('the filter bar works from the keyboard alone', async ({ page }) => {
  await page.goto(`${menu}/all-products`)
  const heading = page.getByRole('heading', { name: /All products \(\d+ products\)/ })
  const all = await count(page, heading)
  const search = page.getByLabel('Search this menu')
  await search.focus()
  await page.keyboard.type('haze')
  await expect(page).toHaveURL(/query=haze/)
  // Tab to the sort, choose the next option with the arrow key.
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Sort by')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/sort=name/)
  // Tab past Grid to List and press it.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'List' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/view=list/)
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
  // Open the type list, tick the first type with the space bar.
  await page.keyboard.press('Tab')
  await expect(page.locator('summary', { hasText: /^Type/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  const first = page.getByRole('group', { name: 'Type' }).getByRole('checkbox').first()
  await expect(first).toBeFocused()
  await page.keyboard.press('Space')
  await expect(first).toBeChecked()
  await expect(page).toHaveURL(/root_types=/)
  // and untick it again
  await page.keyboard.press('Space')
  await expect(page).not.toHaveURL(/root_types=/)
  await search.focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
  await expect(heading).toHaveText(`All products (${all} products)`)
})

test('initial query parameters narrow the menu, and hard ones cannot be changed', async ({ page }) => {
  await page.goto(`${menu}/all-products?root_types=vape,extract&category=indica&hard=root_types`)
  await expect(page.getByText('Showing only Vape or Extract')).toBeVisible()
  await expect(page.locator('summary', { hasText: /^Type/ })).toHaveCount(0)
  await expect((await openFilter(page, 'Lineage')).getByRole('checkbox', { name: /^Indica \d+$/ })).toBeChecked()
  await expect(page.getByRole('article').first()).toBeVisible()
  for (const text of await page.getByRole('article').allTextContents()) {
    expect(text).toMatch(/Vape|Extract/)
    expect(text).toContain('Indica')
  }
  // Escape closes the list; clearing the lineage keeps the fixed types.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('group', { name: 'Lineage' })).toBeHidden()
  await page.getByRole('button', { name: 'Clear 1 filter' }).click()
  await expect(page).toHaveURL(/root_types=vape%2Cextract|root_types=vape,extract/)
  await expect(page).not.toHaveURL(/category=/)
})

test('a search with a typo still finds the product', async ({ page }) => {
  await page.goto('/stores/2/sunset-grove-dispensary/menu/all-products')
  await page.getByLabel('Search this menu').fill('gumies')
  await expect(page).toHaveURL(/query=gumies/)
  await expect(page.getByRole('article').first()).toContainText('Gummies')
  await expect(page.getByRole('heading', { name: /All products \(\d+ products\)/ })).not.toHaveText('All products (665 products)')
})

test('the featured tab: banners, rows as carousels with View all, sponsored slots', async ({ page }) => {
  await page.goto(menu)
  // The store's banners move only when the shopper asks.
  const banners = page.getByRole('region', { name: 'Store announcements' })
  await expect(banners.getByRole('img')).toHaveAttribute('alt', /First visit/)
  await banners.getByRole('button', { name: 'Next announcement' }).click()
  await expect(banners.getByText('2 / 3')).toBeVisible()
  await expect(banners.getByRole('img')).toHaveAttribute('alt', /Vape week/)

  const top = page.getByRole('region', { name: 'Top picks' })
  await expect(top.getByRole('article').first()).toBeVisible()
  await expect(top.getByText('Sponsored').first()).toBeVisible()
  const back = top.getByRole('button', { name: 'Back: Top picks' })
  const forward = top.getByRole('button', { name: 'Forward: Top picks' })
  await expect(back).toBeDisabled()
  await expect(forward).toBeEnabled()
  await forward.click()
  await expect(back).toBeEnabled()
  // A row far below the screen draws its cards only as it comes near.
  const lastRow = page.locator('main section:has(> div > h3)').last()
  await expect(lastRow.getByRole('heading', { level: 3 })).toBeAttached()
  await expect(lastRow.getByRole('article')).toHaveCount(0)
  await lastRow.scrollIntoViewIfNeeded()
  await expect(lastRow.getByRole('article').first()).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectAccessible(page, 'featured menu')
  await screenshots(page, 'menu-featured')

  // A custom row of the store opens as its own list.
  await page.getByRole('link', { name: 'View all: Under $25' }).click()
  await expect(page).toHaveURL(/\/menu\/all-products\?row=custom-0$/)
  const heading = page.getByRole('heading', { name: /Under \$25 \(\d+ products\)/ })
  await expect(heading).toBeVisible()
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc')

  await page.goto(menu)
  await page.getByRole('link', { name: 'View all: Best sellers' }).click()
  await expect(page).toHaveURL(/row=best_selling/)
  await expect(page.getByRole('heading', { name: /Best sellers \(\d+ products\)/ })).toBeVisible()
})

test('a store shows its menu as a list or a grid, as it chose', async ({ page, request }) => {
  const stores = (await (await request.get('/api/v1/stores')).json()).stores as { id: number; url_slug: string; view_default: string }[]
  const list = stores.find((s) => s.view_default === 'list_view')!
  await page.goto(`/stores/${list.id}/${list.url_slug}/menu/all-products`)
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Grid' }).click()
  await expect(page).toHaveURL(/view=grid/)
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true')
})

// The deals tab lists the products a live special lowers the price of, and
// nothing a special merely covers (a bundle still to fill, cash back): every
// card shows its discount, on the weight the special lowers.
test('the deals tab lists only products on sale, each card with its discount', async ({ page, request }) => {
  await page.goto(`${menu}/specials`)
  const heading = page.getByRole('heading', { name: /This week's deals \(\d+ products\)/ })
  const shown = await count(page, heading)
  const answer = await request.post('/merch/v2/smart', { data: { store_id: 1, placement: 'specials', search_attributes: ['name'], page_size: 1 } })
  expect((await answer.json()).nb_hits).toBe(shown)
  expect(shown).toBeGreaterThan(0)
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const texts = await cards.allTextContents()
  expect(texts.length).toBe(Math.min(shown, 60))
  for (const text of texts) {
    expect(text).toMatch(/\d+% off/)
    expect(text).toMatch(/was \$\d+\.\d{2}/)
  }
  await expectAccessible(page, 'deals tab')
  await screenshots(page, 'deals-tab')
})

test('a product page reached from the specials keeps its query flags', async ({ page }) => {
  await page.goto(`${menu}/specials`)
  await expect(page.getByRole('heading', { name: /This week's deals \(\d+ products\)/ })).toBeVisible()
  await page.getByRole('article').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/products\/\d+\/[a-z0-9-]+\?fromMenu=true&fromAllSpecials=true$/)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link', { name: 'Specials' })).toHaveAttribute('href', '/stores/1/fog-city-botanicals/menu/specials')
  await expect(page.getByRole('region', { name: 'Similar products' })).toBeVisible()
  await page.getByRole('link', { name: '← Back to the menu' }).click()
  await expect(page).toHaveURL(/\/menu\/specials$/)
})

test('a product with several photos has a carousel with 88 px thumbnails from tablet width up', async ({ page, request }) => {
  const answer = await request.post('/merch/v2/smart', {
    data: { store_id: 1, search_filter: 'kind:vape', search_attributes: ['image_urls', 'url_slug'], page_size: 100 },
  })
  const slots = (await answer.json()).products as { product_id: number; search_attributes: { image_urls: string[]; url_slug: string } }[]
  const many = slots.find((s) => s.search_attributes.image_urls.length > 1)!
  await page.setViewportSize({ width: 768, height: 900 })
  await page.goto(`/stores/1/fog-city-botanicals/products/${many.product_id}/${many.search_attributes.url_slug}`)
  const thumbs = page.getByRole('list', { name: 'Choose a photo' }).getByRole('button')
  await expect(thumbs).toHaveCount(2)
  expect((await thumbs.first().boundingBox())!.width).toBe(88)
  await thumbs.nth(1).click()
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('img', { name: /photo 2 of 2/ })).toBeVisible()
  await page.getByRole('button', { name: 'Next photo' }).click()
  await expect(page.getByRole('img', { name: /photo 1 of 2/ })).toBeVisible()
  await expectAccessible(page, 'product photos')
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(page.getByRole('list', { name: 'Choose a photo' })).toBeHidden()
  await screenshots(page, 'product-photos')
})

test('the virtual budtender answers a plain-language request', async ({ page }) => {
  await page.goto('/stores/1/fog-city-botanicals/menu')
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Ask the budtender' }).click()
  await expect(page).toHaveURL(/\/budtender$/)
  await expect(page.getByRole('list', { name: 'Ideas' }).getByRole('button').first()).toBeVisible()
  await page.getByLabel('What are you looking for?').fill('something fruity to help me sleep, under $30')
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(page.getByRole('heading', { name: /matches for “something fruity to help me sleep, under \$30”/ })).toBeVisible()
  const picks = page.getByRole('region', { name: "The budtender's picks" }).getByRole('listitem')
  await expect(picks.first()).toContainText(/\d+% match\./)
  await expectAccessible(page, 'budtender')
  await screenshots(page, 'budtender')
})

test('impressions, once per product, and clicks reach the merchandising service', async ({ page }) => {
  const impressions: { productId: number; placement: string; janeDeviceId: string }[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/merch/v2/event/1')) impressions.push(JSON.parse(r.postData() ?? '{}'))
  })
  const statuses: number[] = []
  page.on('response', (r) => {
    if (r.url().includes('/merch/v2/event/')) statuses.push(r.status())
  })
  await page.goto(`${menu}/all-products`)
  // nothing counts as shown until half a card is in view
  await page.getByRole('article').first().scrollIntoViewIfNeeded()
  await expect.poll(() => impressions.length, { timeout: 10_000 }).toBeGreaterThan(0)
  expect(impressions[0]!.placement).toBe('menu_inline_table')
  // The device id: the 20-character fingerprint id, or a generated 21-character one (spec section 5).
  expect(impressions[0]!.janeDeviceId).toMatch(/^[A-Za-z0-9_-]{20,21}$/)
  // scrolling back over the same cards sends nothing new
  await page.mouse.wheel(0, 2000)
  await page.mouse.wheel(0, -2000)
  await page.waitForTimeout(1500)
  const ids = impressions.map((e) => e.productId)
  expect(new Set(ids).size).toBe(ids.length)

  const click = page.waitForRequest((r) => r.url().endsWith('/merch/v2/event/2'))
  const first = page.getByRole('article').first()
  await first.getByRole('link').click()
  const body = JSON.parse((await click).postData() ?? '{}')
  expect(body).toMatchObject({ storeId: 1, placement: 'menu_inline_table', isAddToCart: false })
  expect(body.adToken).toBeTruthy()
  // the server recorded every one of them
  await expect.poll(() => statuses.length).toBeGreaterThan(impressions.length)
  expect(statuses.every((s) => s === 204)).toBe(true)
})
