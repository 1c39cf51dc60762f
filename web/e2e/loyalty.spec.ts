import { expect, test, type Page } from './test'
import { expectAccessible, registerShopper, screenshots } from './helpers'
import { latestMail } from './mail'
import { pistil, startServer, type ExtraServer } from './server'

// Issue 8 point 1: a signed-in shopper with points unlocks the rewards
// wallet in checkout with the code sent by e-mail, applies a reward, sees
// the discount and reserves; the points are spent.
//
// The points come from a finished reservation, which needs a staff token
// (pistil staff-token on the server's database), so this spec starts its
// own server with the demo catalogue on PISTIL_E2E_LOYALTY_PORT (by default
// the suite's port + 1700). Fog City Botanicals (store 1) earns 1 point a
// dollar and offers "$5 off your order" for 50 points.

const port = Number(process.env.PISTIL_E2E_LOYALTY_PORT ?? Number(process.env.PISTIL_E2E_PORT ?? 18080) + 1700)
const base = `http://127.0.0.1:${port}`
const STORE = { id: 1, slug: 'fog-city-botanicals', name: 'Fog City Botanicals' }
let server: ExtraServer | undefined

test.beforeAll(async () => {
  server = await startServer(port, [])
})

test.afterAll(() => server?.stop())

interface Item {
  product_id: number
  url_slug: string
  name: string
  price_each: number
  stock_each: number
}

async function edibles(page: Page): Promise<Item[]> {
  const res = await page.request.post(`${base}/merch/v2/smart`, {
    data: { store_id: STORE.id, search_filter: 'kind:edible', search_attributes: ['*'], page_size: 40 },
  })
  expect(res.ok()).toBe(true)
  return ((await res.json()).products as { search_attributes: Item }[]).map((s) => s.search_attributes)
}

async function register(page: Page): Promise<{ email: string; token: string }> {
  const { email } = await registerShopper(page, 'Grace', { base, last: 'Hopper', password: 'compiler-a-0-1952' })
  const token = await page.evaluate(() => sessionStorage.getItem('pistil.auth.token') ?? localStorage.getItem('pistil.auth.token'))
  expect(token).toBeTruthy()
  return { email, token: token! }
}

/** Earns points the way a shopper does: a reservation (through the API) that the store finishes. */
async function earnPoints(page: Page, auth: string, item: Item, count: number) {
  const headers = { Authorization: auth }
  const add = await page.request.post(`${base}/api/v1/cart_products`, {
    headers,
    data: { store_id: STORE.id, j_device_id: 'e2eloyaltydevice00001', app_mode: 'default', product: { product_id: item.product_id, price_id: 'each', count } },
  })
  expect(add.status(), await add.text()).toBe(201)
  const uuid = (await add.json()).cart_uuid as string
  const co = await page.request.post(`${base}/api/v1/carts/checkout`, {
    headers,
    data: { uuid, reservation_mode: 'pickup', first_name: 'Grace', last_name: 'Hopper', phone: '415-555-0142', email: 'grace@example.com', birth_date: '1980-12-09' },
  })
  expect(co.status(), await co.text()).toBe(201)
  const id = (await co.json()).reservation.id as number
  const staff = pistil('staff-token', '-db', server!.db, '-store', String(STORE.id), '-name', 'loyalty e2e')
  for (const status of ['verification', 'preparing', 'ready_for_pickup', 'finished']) {
    const r = await page.request.patch(`${base}/api/v1/staff/reservations/${id}`, { headers: { Authorization: `Bearer ${staff}` }, data: { status } })
    expect(r.status(), await r.text()).toBe(200)
  }
}

async function points(page: Page, auth: string): Promise<number> {
  const r = await page.request.get(`${base}/api/v1/stores/${STORE.id}/crm_integration`, { headers: { Authorization: auth } })
  return (await r.json()).crm_integration.points as number
}

test('a signed-in shopper unlocks the wallet in checkout with the mailed code, applies a reward and reserves', async ({ page }) => {
  const list = await edibles(page)
  const item = list.find((p) => p.stock_each >= 8 && p.price_each >= 20)!
  expect(item, 'an edible of $20 or more with stock').toBeTruthy()
  const { email, token } = await register(page)
  const auth = token.startsWith('Bearer ') ? token : `Bearer ${token}`
  // 5 × $20 or more, even at half price, is at least $50: 50 points or more.
  await earnPoints(page, auth, item, 5)
  const earned = await points(page, auth)
  expect(earned).toBeGreaterThanOrEqual(50)

  // A new bag, through the shop.
  await page.goto(`${base}/stores/${STORE.id}/${STORE.slug}/products/${item.product_id}/${item.url_slug}`)
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('link', { name: /Bag 1 item/ })).toBeVisible()
  await page.goto(`${base}/cart/checkout`)
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible()

  // The wallet is locked: points, and a code to ask for.
  const wallet = page.getByRole('region', { name: 'Your rewards' })
  await expect(wallet).toContainText(`${earned} points at ${STORE.name}`)
  await expect(wallet).toContainText('Your wallet is locked')
  await expectAccessible(page, 'checkout, wallet locked')
  await screenshots(page, 'loyalty-checkout-locked')
  await wallet.getByRole('button', { name: 'Send me a code' }).click()
  await expect(wallet.getByRole('status')).toContainText('We sent a code to')
  const mail = await latestMail(email, 'Your rewards wallet code')
  const code = /code is ([A-Z0-9]{6})/.exec(mail.text)?.[1]
  expect(code, mail.text).toBeTruthy()
  const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ'
  const input = wallet.getByLabel('Verification code')
  await input.fill(wrong)
  await expect(wallet.getByText('That code is not right. Please check it and try again.')).toBeVisible()
  await expectAccessible(page, 'checkout, wrong wallet code')
  await input.fill(code!.toLowerCase())

  // Unlocked: the rewards, and one applied.
  const rewards = wallet.getByRole('list', { name: 'Rewards' })
  await expect(rewards).toBeVisible()
  const total = page.getByTestId('order-total')
  const before = await total.innerText()
  await rewards.getByRole('button', { name: 'Apply $5 off your order' }).click()
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.getByText('Reward: $5 off your order')).toBeVisible()
  await expect(summary.getByRole('button', { name: 'Remove $5 off your order' })).toBeVisible()
  await expect(total).not.toHaveText(before)
  await expect(wallet).toContainText(`(${earned - 50} left after the rewards on this order)`)
  await expectAccessible(page, 'checkout, reward applied')
  await screenshots(page, 'loyalty-checkout-applied')

  // The profile shows the same wallet, unlocked, with the reward on the bag.
  await page.goto(`${base}/profile`)
  const profileWallet = page.getByRole('region', { name: 'Your rewards' })
  await expect(profileWallet.getByRole('list', { name: 'Rewards' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove $5 off your order' })).toBeVisible()
  await expectAccessible(page, 'profile wallet')
  await screenshots(page, 'loyalty-profile')
  await page.goto(`${base}/cart/checkout`)
  await expect(summary.getByText('Reward: $5 off your order')).toBeVisible()

  // Reserve: the points are spent with it.
  await page.getByLabel('Phone').fill('415-555-0142')
  await page.getByLabel('Date of birth').fill('1980-12-09')
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/carts/checkout'))
  await page.getByRole('button', { name: 'Place reservation' }).click()
  const answer = await placed
  expect(answer.status(), await answer.text()).toBe(201)
  const id = (await answer.json()).reservation.id as number
  await expect(page).toHaveURL(new RegExp(`/profile/reservations/${id}$`))
  expect(await points(page, auth)).toBe(earned - 50)
})
