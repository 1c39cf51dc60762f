import { expect, test, type Page } from './test'
import { expectAccessible, registerShopper, screenshots } from './helpers'
import { startPartnerWorld, worldPorts, type PartnerWorld } from './partners'

// The frameless embed (issue 7 point 3, docs/modes/frameless.md): a
// dispensary's own page on another origin includes one script, and the
// menu renders inside that page under the partner's hosted path, in a
// shadow root its aggressive styles cannot reach. Its API calls cross
// origins with CORS for the partner's origin only.

const ports = worldPorts(30)
let world: PartnerWorld

test.beforeAll(async () => {
  world = await startPartnerWorld(
    ports.pistil,
    ports.site,
    (site) => [
      {
        id: 5,
        name: 'Motor City Cannabis Co.',
        mode: 'framelessEmbed',
        allowed_origins: [site],
        partner_hosted_path: '/menu',
        theme: { theme_color: '#1e3a8a', navigation_color: '#172554', cta_text_color: '#ffffff' },
        store_ids: [4],
      },
      { id: 9, name: 'Harborlight Cannabis', mode: 'framelessEmbed', allowed_origins: [site], partner_hosted_path: '/gated', store_ids: [6] },
    ],
    { '/menu': 'frameless.html', '/gated': 'frameless-gated.html' },
  )
})

test.afterAll(() => world?.stop())

const style = (page: Page, selector: string, props: string[]) =>
  page.locator(selector).first().evaluate((el, names) => {
    const s = getComputedStyle(el)
    return Object.fromEntries(names.map((n) => [n, s.getPropertyValue(n)]))
  }, props)

test("the menu renders inside the partner's page, crawlable, isolated both ways, and shops across origins", async ({ page }) => {
  const failed: string[] = []
  page.on('requestfailed', (r) => failed.push(r.url()))
  await page.goto(`${world.site}/menu`)

  // The partner's page is its own; the app lives in a shadow root on its container.
  await expect(page.getByRole('link', { name: 'Motor City Cannabis Co.' }).first()).toBeVisible()
  const host = page.locator('#pistil-menu')
  // The app's mount inside the shadow root (Playwright's locators pierce open shadow roots).
  const app = host.locator('#pistil-app')
  await expect(app.getByRole('heading', { level: 1, name: 'Motor City Cannabis Co.' })).toBeVisible()
  expect(await host.evaluate((el) => el.shadowRoot?.mode)).toBe('open')
  await expect(app.locator('a[href*="/products/"]').first()).toBeVisible()

  // Crawlable: the products are in the partner page's own DOM, as links on
  // the partner's domain under /menu, and rendered in the shadow root too.
  const light = await host.evaluate((el) => ({
    text: el.textContent ?? '',
    links: [...el.querySelectorAll(':scope > section a')].map((a) => a.getAttribute('href')),
  }))
  expect(light.text).toContain('Motor City Cannabis Co. menu')
  expect(light.links.length).toBeGreaterThan(3)
  for (const href of light.links) expect(href).toMatch(/^\/menu\/stores\/4\/motor-city-cannabis-co\/products\/\d+\/[a-z0-9-]+$/)
  const first = await app.locator('a[href*="/products/"]').first().textContent()
  expect(light.text).toContain((first ?? '').trim().split('\n')[0])
  // The light-DOM copy is not shown (no slot): shoppers and screen readers see the app.
  expect(await host.locator(':scope > section').evaluate((el) => el.getClientRects().length)).toBe(0)

  // Nothing of the app's styles reached the partner's page.
  expect(await style(page, 'body', ['margin-top', 'background-color'])).toEqual({ 'margin-top': '0px', 'background-color': 'rgba(0, 0, 0, 0)' })
  expect(await style(page, '#partner-box', ['max-width', 'margin-top'])).toEqual({ 'max-width': 'none', 'margin-top': '40px' })
  const partnerButton = await style(page, '#newsletter', ['background-color', 'font-family'])
  expect(partnerButton['background-color']).toBe('rgb(255, 0, 0)')
  expect(partnerButton['font-family']).toContain('Comic Sans')
  expect((await style(page, 'header.site', ['background-color']))['background-color']).toBe('rgb(59, 7, 100)')

  // On a phone the menu fits the partner's column: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 800 })

  await expectAccessible(page, 'frameless menu')
  await screenshots(page, 'frameless-menu')

  // A product page: the URL is the partner's, under its hosted path.
  await app.locator('a[href*="/products/"]').first().click()
  await expect(page).toHaveURL(/\/menu\/stores\/4\/motor-city-cannabis-co\/products\/\d+\/[a-z0-9-]+/)
  expect(new URL(page.url()).origin).toBe(world.site)
  const add = app.getByRole('button', { name: 'Add to bag' })
  await expect(add).toBeVisible()

  // Nothing of the partner's styles reached the app: its button wears the
  // partner's theme from Pistil, not the page's red; its font is the app's.
  const appButton = await add.evaluate((el) => {
    const s = getComputedStyle(el)
    return { bg: s.backgroundColor, font: s.fontFamily, border: s.borderStyle, size: s.fontSize }
  })
  expect(appButton.bg).toBe('rgb(30, 58, 138)')
  expect(appButton.font).not.toContain('Comic')
  expect(appButton.border).not.toBe('dashed')
  const appDiv = await app.locator('#main').evaluate((el) => getComputedStyle(el).marginTop)
  expect(appDiv).toBe('0px')
  const heading = await app.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).textTransform)
  expect(heading).toBe('none')

  // Add to bag: the cart calls cross to Pistil's /v1 with CORS; the drawer
  // (a dialog) opens inside the shadow root.
  await add.click()
  const drawer = app.getByRole('dialog', { name: 'Your bag' })
  await expect(drawer).toBeVisible()
  expect(await drawer.evaluate((el) => el.getRootNode() instanceof ShadowRoot)).toBe(true)
  await expectAccessible(page, 'frameless bag drawer')
  await screenshots(page, 'frameless-drawer')
  await page.keyboard.press('Escape')
  await expect(app.getByRole('link', { name: /Bag/ })).toContainText('1')
  expect(failed.filter((u) => u.includes('/v1/')), 'failed API calls').toEqual([])

  // The bag page, at the partner's /menu/cart.
  await app.getByRole('link', { name: /Bag/ }).click()
  await expect(page).toHaveURL(`${world.site}/menu/cart`)
  await expect(app.getByRole('heading', { level: 1 })).toContainText(/bag/i)
  await expectAccessible(page, 'frameless bag')
  await screenshots(page, 'frameless-cart')
})

test('a page on an origin the partner did not list gets no CORS: the calls fail and the app says so', async ({ page }) => {
  // The same page on another origin (127.0.0.1 is not localhost).
  const other = world.site.replace('localhost', '127.0.0.1')
  const cors: (string | null)[] = []
  page.on('response', (r) => {
    if (r.url().includes('/v1/stores/4') && !r.url().endsWith('.js') && !r.url().endsWith('.html')) cors.push(r.headers()['access-control-allow-origin'] ?? null)
  })
  await page.goto(`${other}/menu`)
  const host = page.locator('#pistil-menu')
  await expect(host.getByRole('heading', { name: 'Oops!' })).toBeVisible({ timeout: 20_000 })
  expect(cors.every((c) => c === null)).toBe(true)
  await expect(host.getByRole('button', { name: 'Add to bag' })).toHaveCount(0)
  await expectAccessible(page, 'frameless refused')
  await screenshots(page, 'frameless-refused')
})

// showAgeGate (the runtime config, from the store's compliance) puts the
// age question before the menu; a shopper logs in inside the partner's page
// across origins (the session token comes back in the Authorization header).
test('a gated store asks the age first inside the partner page, and a shopper logs in there', async ({ page }) => {
  const { email, password } = await registerShopper(page, 'Mary', { base: world.pistil.base, last: 'Somerville' })

  await page.goto(`${world.site}/gated`)
  const app = page.locator('#pistil-menu').locator('#pistil-app')
  const question = app.getByRole('heading', { name: 'Are you 21 or older?' })
  await expect(question).toBeVisible()
  await expect(app.getByRole('heading', { level: 1, name: 'Harborlight Cannabis' })).toHaveCount(0)
  await expectAccessible(page, 'frameless age gate')
  await screenshots(page, 'frameless-age-gate')
  await app.getByRole('button', { name: 'Yes, I am 21 or older' }).click()
  await expect(app.getByRole('heading', { level: 1, name: 'Harborlight Cannabis' })).toBeVisible()

  await app.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/gated\/login/)
  await app.getByLabel('Email').fill(email)
  await app.getByLabel('Password').fill(password)
  await app.getByRole('button', { name: 'Log in' }).click()
  await expect(app.getByRole('link', { name: 'Account' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`^${world.site}/gated`))
  await expectAccessible(page, 'frameless signed in')
})
