import { expect, test, type Page } from './test'
import { expectAccessible, screenshots } from './helpers'

// Location-first discovery: the place search on the home page and the
// directory, "Near me" with and without the browser's consent, the nearby
// screen's words and units, and the store map. The suite's server has no
// tile source, so every map here is the offline one; nothing may be fetched
// from anywhere but the app's own origin.

const phone = { width: 375, height: 812 }
const desktop = { width: 1440, height: 900 }

/** Fails the test if the page asks anything of another origin (there is no internet here). */
function ownOriginOnly(page: Page, baseURL: string) {
  const foreign: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url())
  })
  return () => expect(foreign, 'requests to other origins').toEqual([])
}

const placeBox = (page: Page) => page.getByRole('combobox', { name: 'City or ZIP code' })
const mapPins = (page: Page) => page.getByRole('list', { name: 'Stores on the map' }).getByRole('link')

for (const size of [phone, desktop]) {
  test(`search by city from the home page at ${size.width}`, async ({ page, baseURL }) => {
    const checkOrigins = ownOriginOnly(page, baseURL!)
    await page.setViewportSize(size)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Find a dispensary near you' })).toBeVisible()
    await placeBox(page).fill('san')
    const option = page.getByRole('option', { name: /San Francisco, CA/ })
    await expect(option).toBeVisible()
    await expect(option).toContainText('City · 1 store')
    await expect(placeBox(page)).toHaveAttribute('aria-expanded', 'true')
    await expectAccessible(page, `home place suggestions ${size.width}`)
    await option.click()

    await expect(page).toHaveURL(/\/dispensaries\/coordinates\/37\.7502\/-122\.4204\/10\?near=San%20Francisco%2C%20CA$/)
    await expect(page.getByRole('heading', { name: 'Dispensaries near San Francisco, CA', level: 1 })).toBeVisible()
    await expect(page.getByText('Within 50\u00a0mi of San Francisco, CA, nearest first.')).toBeVisible()
    const list = page.getByRole('list', { name: 'Dispensaries by distance from San Francisco, CA' })
    const items = list.locator(':scope > li')
    await expect(items).toHaveCount(1)
    await expect(items.first()).toContainText('under 0.1\u00a0mi away')
    await expect(items.first()).toContainText('Fog City Botanicals')
    // No coordinates anywhere in the words.
    await expect(page.getByText(/-?\d+\.\d{3}, -?\d+\.\d{3}/)).toHaveCount(0)

    if (size.width < 1024) {
      // On a phone the list comes alone; the map is a button away.
      await expect(page.getByRole('figure')).toHaveCount(0)
      await page.getByRole('button', { name: 'Show map' }).click()
    }
    const map = page.getByRole('figure', { name: 'Map of 1 dispensary near San Francisco, CA' })
    await expect(map).toBeVisible()
    await expect(map).toHaveAttribute('data-map', 'offline')
    await expect(map.locator('svg path').first()).toBeAttached()
    await expect(mapPins(page)).toHaveCount(1)
    await expect(mapPins(page).first()).toHaveAccessibleName('Fog City Botanicals, San Francisco, CA, under 0.1\u00a0mi away')
    await expect(map.getByRole('img', { name: 'Searched: San Francisco, CA' })).toBeVisible()
    await expectAccessible(page, `nearby ${size.width}`)
    await screenshots(page, `places-nearby-city-${size.width}`, [size.width])

    // A pin is a link reached by keyboard, to the store's menu.
    await mapPins(page).first().focus()
    await expect(mapPins(page).first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/stores\/1\/fog-city-botanicals\/menu$/)
    checkOrigins()
  })
}

test('search by ZIP from the directory with the keyboard, and postal codes in kilometres', async ({ page, baseURL }) => {
  const checkOrigins = ownOriginOnly(page, baseURL!)
  await page.setViewportSize(desktop)
  await page.goto('/directory')
  await expect(page.getByRole('search', { name: 'Find dispensaries near a place' })).toBeVisible()
  await placeBox(page).fill('9411')
  // Fog City's own code and the codes it delivers to, by code, eight at most.
  await expect(page.getByRole('option')).toHaveCount(8)
  await expect(page.getByRole('option').first()).toHaveText(/^94110ZIP or postal code in San Francisco, CA · 1 store$/)
  await placeBox(page).press('ArrowDown')
  await expect(page.getByRole('option', { name: /^94110/ })).toHaveAttribute('aria-selected', 'true')
  await expect(placeBox(page)).toHaveAttribute('aria-activedescendant', /.+/)
  await expectAccessible(page, 'directory place suggestions')
  await screenshots(page, 'places-directory-suggestions', [375, 1440])
  await placeBox(page).press('Enter')
  await expect(page.getByRole('heading', { name: 'Dispensaries near 94110', level: 1 })).toBeVisible()
  await expect(page.getByText('Within 50\u00a0mi of 94110, nearest first.')).toBeVisible()

  // A Canadian code: the same search, in kilometres.
  await placeBox(page).fill('m6j')
  await page.getByRole('option', { name: /^M6J 1E9/ }).click()
  await expect(page.getByRole('heading', { name: 'Dispensaries near M6J 1E9', level: 1 })).toBeVisible()
  await expect(page.getByText('Within 80\u00a0km of M6J 1E9, nearest first.')).toBeVisible()
  await expect(mapPins(page).first()).toHaveAccessibleName(/^Queen West Cannabis Co\., Toronto, ON, .*\u00a0km away$/)

  // What no place matches is said so, in the search's status.
  await placeBox(page).fill('Atlantis')
  await placeBox(page).press('Enter')
  await expect(page.getByRole('search').getByRole('status')).toHaveText(/No dispensaries on Pistil in or near “Atlantis” yet/)
  checkOrigins()
})

test('near me with the browser’s position, once the shopper presses it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: phone, geolocation: { latitude: 43.65, longitude: -79.4 }, permissions: ['geolocation'] })
  const page = await context.newPage()
  const checkOrigins = ownOriginOnly(page, baseURL!)
  // The position is asked for only when "Near me" is pressed.
  await page.addInitScript(() => {
    const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation)
    ;(window as unknown as { asked: number }).asked = 0
    navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      ;(window as unknown as { asked: number }).asked++
      real(...args)
    }
  })
  await page.goto('/')
  await expect(placeBox(page)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0)
  await page.getByRole('button', { name: 'Near me' }).click()
  await expect(page.getByRole('heading', { name: 'Dispensaries near you', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/dispensaries\/coordinates\/43\.65\/-79\.4\/10\?near=me$/)
  // Toronto: kilometres, from the nearest store's country.
  await expect(page.getByText('Within 80\u00a0km of your location, nearest first.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Queen West Cannabis Co.' })).toContainText(/\d\.\d\u00a0km away/)
  await page.getByRole('button', { name: 'Show map' }).click()
  await expect(page.getByRole('figure', { name: /near your location/ })).toHaveAttribute('data-map', 'offline')
  await expect(mapPins(page)).toHaveCount(1)
  await expectAccessible(page, 'near me')
  await screenshots(page, 'places-near-me-375', [375])
  checkOrigins()
  await context.close()
})

test('near me refused: a clear message, and the search still works', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: phone })
  const page = await context.newPage()
  // The shopper says no to the browser's question.
  await page.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = (_ok, fail) =>
      fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'User denied Geolocation' } as GeolocationPositionError)
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Near me' }).click()
  await expect(page.getByRole('search').getByRole('status')).toHaveText(/Location is blocked for this site/)
  await expect(page).toHaveURL(/\/$/)
  await expectAccessible(page, 'near me refused')
  await placeBox(page).fill('denver')
  await page.getByRole('option', { name: /Denver, CO/ }).click()
  await expect(page.getByRole('heading', { name: 'Dispensaries near Denver, CO' })).toBeVisible()
  await context.close()
})

test('the home page and the directory with the map, at 375 and 1440', async ({ page, baseURL }) => {
  const checkOrigins = ownOriginOnly(page, baseURL!)
  await page.setViewportSize(desktop)
  await page.goto('/')
  const map = page.getByRole('figure', { name: 'Map of all 10 dispensaries on Pistil' })
  await expect(map).toHaveAttribute('data-map', 'offline')
  await expect(map.locator('svg path').first()).toBeAttached()
  await expect(mapPins(page)).toHaveCount(10)
  // Each pin is inside the map's box: the Canadian and Puerto Rican stores too.
  const box = (await map.boundingBox())!
  for (const pin of await mapPins(page).all()) {
    const b = (await pin.boundingBox())!
    expect(b.x + b.width / 2).toBeGreaterThan(box.x)
    expect(b.x + b.width / 2).toBeLessThan(box.x + box.width)
    expect(b.y + b.height / 2).toBeGreaterThan(box.y)
    expect(b.y + b.height / 2).toBeLessThan(box.y + box.height)
  }
  await expectAccessible(page, 'home with map')
  await screenshots(page, 'places-home-1440', [1440])

  await page.setViewportSize(phone)
  await page.getByRole('button', { name: 'Show map' }).click()
  await expect(mapPins(page)).toHaveCount(10)
  await screenshots(page, 'places-home-375', [375])

  await page.goto('/dispensaries/united-states/california')
  await expect(page.getByRole('heading', { name: 'Dispensaries in California', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Show map' }).click()
  await expect(mapPins(page)).toHaveCount(2)
  await expectAccessible(page, 'dispensaries in California')
  await screenshots(page, 'places-dispensaries-california', [375, 1440])
  await page.goto('/directory')
  await screenshots(page, 'places-directory', [375, 1440])
  checkOrigins()
})

/** Makes the page's settings name a tile source on our own origin, under /test-tiles/. */
async function withTileSource(page: Page, baseURL: string) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const res = await route.fetch()
      const html = (await res.text()).replace(
        /(<script id="pistil-app-settings" type="application\/json">)(\{.*?\})(<\/script>)/,
        (_m, open: string, json: string, close: string) =>
          open + JSON.stringify({ ...JSON.parse(json), mapTiles: { url: `${baseURL}/test-tiles/{z}/{x}/{y}.png`, attribution: '© Test tiles' } }) + close,
      )
      await route.fulfill({ response: res, body: html })
    },
  )
}

// A 1×1 green PNG: a tile the browser can draw.
const tilePNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test('with a tile source, the map is MapLibre over its tiles, pins still links', async ({ page, baseURL }) => {
  await withTileSource(page, baseURL!)
  let tiles = 0
  await page.route('**/test-tiles/**', (route) => {
    tiles++
    return route.fulfill({ status: 200, contentType: 'image/png', body: tilePNG })
  })
  const checkOrigins = ownOriginOnly(page, baseURL!)
  await page.setViewportSize(desktop)
  await page.goto('/')
  const map = page.getByRole('figure', { name: 'Map of all 10 dispensaries on Pistil' })
  await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => tiles).toBeGreaterThan(0)
  await expect(map.getByText('© Test tiles')).toBeAttached()
  // Held for a moment: tiles that load keep the tile map.
  await page.waitForTimeout(1500)
  await expect(map).toHaveAttribute('data-map', 'tiles')
  const pin = map.getByRole('link', { name: /^Fog City Botanicals, San Francisco, CA$/ })
  await pin.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/stores\/1\/fog-city-botanicals\/menu$/)
  checkOrigins()
})

test('a tile source that fails falls back to the offline map', async ({ page, baseURL }) => {
  // The tile source has no tiles: every one is a 404.
  await withTileSource(page, baseURL!)
  const checkOrigins = ownOriginOnly(page, baseURL!)
  await page.setViewportSize(desktop)
  await page.goto('/')
  const map = page.getByRole('figure', { name: 'Map of all 10 dispensaries on Pistil' })
  await expect(map).toHaveAttribute('data-map', 'offline', { timeout: 30_000 })
  await expect(mapPins(page)).toHaveCount(10)
  checkOrigins()
})
