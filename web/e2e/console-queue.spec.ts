import { test, expect, type Page } from './test'
import { consoleScreenshots, enrol, staffLink } from './console'
import { expectAccessible } from './helpers'
import { latestMail } from './mail'

// Issue 20's queue, as staff and shopper side by side (two browser
// contexts): a budtender has the queue open; a shopper checks out; the
// reservation appears without a reload; the budtender takes it to ready;
// the shopper's receipt says so and the shopper's mail arrives. A manager
// of another store sees nothing of this one.

/** A guest's bag with one edible at a store, made through the API and handed to the app. */
async function guestBag(page: Page, store: { id: number; name: string }) {
  const found = await page.request.post('/merch/v2/smart', { data: { store_id: store.id, search_filter: 'kind:edible', search_attributes: ['*'], page_size: 40 } })
  const items = ((await found.json()).products as { search_attributes: { product_id: number; stock_each?: number } }[]).map((p) => p.search_attributes)
  const item = items.find((p) => (p.stock_each ?? 0) >= 2)!
  const res = await page.request.post('/api/v1/cart_products', {
    data: { cart_uuid: null, store_id: store.id, j_device_id: 'e2econsolequeue00001', app_mode: 'default', product: { product_id: item.product_id, price_id: 'each', count: 1 } },
  })
  expect(res.status()).toBe(201)
  const { cart_uuid } = await res.json()
  await page.goto('/')
  await page.evaluate(
    ([uuid, id, name]) => localStorage.setItem('pistil.cart.default', JSON.stringify({ state: { uuid, store: { id, name } }, version: 0 })),
    [cart_uuid, store.id, store.name] as const,
  )
}

test('a shopper checks out; the reservation appears in the budtender’s queue live and goes to ready', async ({ page, browser, baseURL }) => {
  const store = { id: 1, name: 'Fog City Botanicals' }
  // The budtender, with the queue open.
  const budContext = await browser.newContext()
  const bud = await budContext.newPage()
  await enrol(bud, staffLink('queue-bud@shop.example', 'budtender', store.id, baseURL!), 'queue-bud@shop.example')
  await bud.goto(`/business/stores/${store.id}/queue`)
  await expect(bud.getByRole('heading', { name: 'Queue', level: 1 })).toBeVisible()
  await expect(bud.getByTestId('queue-live')).toHaveText('Live')

  // The shopper checks out as a guest, for pickup as soon as possible.
  const email = `queue-shopper+${Date.now()}@example.com`
  await guestBag(page, store)
  await page.goto('/cart/guest_checkout')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Phone').fill('212-555-0187')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Date of birth').fill('1986-12-09')
  const cash = page.getByRole('radio', { name: 'Cash' })
  if (await cash.count()) await cash.check()
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/carts/checkout'))
  await page.getByRole('button', { name: 'Place reservation' }).click()
  const answer = await placed
  expect(answer.status(), await answer.text()).toBe(201)
  const { reservation } = await answer.json()
  await expect(page).toHaveURL(new RegExp(`/reservation_receipt/${reservation.uuid}`))

  // Without a reload, the row is in the budtender's queue and announced.
  const row = bud.getByTestId(`queue-row-${reservation.id}`)
  await expect(row).toBeVisible({ timeout: 5_000 })
  await expect(row).toContainText('Grace Hopper')
  await expect(bud.getByTestId('queue-announcer')).toContainText(`New reservation #${reservation.id}`)
  await expect(bud).toHaveTitle(/^\(\d+\) Queue/)
  await expectAccessible(bud, 'console queue')
  await consoleScreenshots(bud, 'console-queue')

  // Confirm, prepare, ready: each one step, by the row's and the detail's buttons.
  await row.getByRole('button', { name: `Confirm #${reservation.id}` }).click()
  await expect(bud.getByText(`Reservation #${reservation.id} is confirmed.`)).toBeVisible()
  await row.getByRole('link').click()
  const detail = bud.getByTestId('reservation-detail')
  await expect(detail.getByRole('heading', { name: `Reservation #${reservation.id}` })).toBeFocused()
  await expectAccessible(bud, 'console reservation detail')
  await consoleScreenshots(bud, 'console-reservation')
  const actions = detail.getByRole('group', { name: 'Actions' })
  await actions.getByRole('button', { name: 'Start preparing', exact: true }).click()
  await expect(actions.getByRole('button', { name: 'Mark ready', exact: true })).toBeVisible()
  await actions.getByRole('button', { name: 'Mark ready', exact: true }).click()
  await expect(detail).toContainText(/Ready/)

  // The shopper's receipt says ready, and the shopper's mail says so.
  await page.reload()
  await expect(page.getByText('Ready for pickup').first()).toBeVisible()
  const mail = await latestMail(email, `Your reservation #${reservation.id} is ready for pickup`)
  expect(mail.text).toContain(`/reservation_receipt/${reservation.uuid}`)
  // Its HTML twin is in the store's look (Pistil's green until the store sets one), with the same link.
  expect(mail.html).toContain('<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25;">Ready for pickup</h1>')
  expect(mail.html).toMatch(new RegExp(`<a href="http[^"]*/reservation_receipt/${reservation.uuid}" style="display:inline-block;`))
  await budContext.close()
})

test('a manager of another store sees nothing of this store’s queue', async ({ page, baseURL }) => {
  await enrol(page, staffLink('queue-den@shop.example', 'manager', 2, baseURL!), 'queue-den@shop.example')
  await page.goto('/business/stores/1/queue')
  await expect(page.getByRole('heading', { name: 'You have no role at this store' })).toBeVisible()
  await expectAccessible(page, 'console store refused')
  for (const path of ['/api/v1/business/stores/1/reservations', '/api/v1/business/stores/1/menu', '/api/v1/business/stream?store_id=1']) {
    const res = await page.request.get(path)
    expect(res.status(), path).toBe(403)
    expect((await res.json()).message).toBe('You have no role at this store.')
  }
})
