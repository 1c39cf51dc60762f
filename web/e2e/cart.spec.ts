import { expect, test, type APIRequestContext, type Page } from './test'
import { expectAccessible, openRegistrationLink, screenshots } from './helpers'

// The cart rules of spec section 4 in the browser: the drawer, the
// replace-cart question when a product of another store is added, a line
// that sells out while in the bag and its fix-up, and a purchase limit's
// refusal.

type Attrs = Record<string, unknown>

async function products(request: APIRequestContext, storeId: number, kind: string): Promise<Attrs[]> {
  const res = await request.post('/merch/v2/smart', {
    data: { store_id: storeId, search_filter: `kind:${kind}`, search_attributes: ['*'], page_size: 60 },
  })
  return ((await res.json()).products as { search_attributes: Attrs }[]).map((s) => s.search_attributes)
}

const productPage = (storeId: number, slug: string, p: Attrs) => `/stores/${storeId}/${slug}/products/${p.product_id}/${p.url_slug}`

/** The local cart the app keeps (spec section 4, cart persistence). */
const localCart = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('pistil.cart.default') ?? '{}') as { state?: Record<string, unknown> }).state ?? {})

const contact = { first_name: 'Cy', last_name: 'Cole', phone: '4155550102', email: 'cy@example.com', birth_date: '1990-04-20' }

/** Another shopper buys every unit of a product's weight left at a store but left, through the API. */
async function buyAll(request: APIRequestContext, storeId: number, productId: number, priceId: string, left = 0) {
  for (let i = 0; i < 20; i++) {
    const menu = await (await request.get(`/api/v1/products/${productId}?store_id=${storeId}`)).json()
    const stock = menu.product[`stock_${priceId}`] as number
    if (stock <= left) return
    const add = await request.post('/api/v1/cart_products', {
      data: { store_id: storeId, j_device_id: 'e2e-other-shopper', product: { product_id: productId, price_id: priceId, count: Math.min(stock - left, 10) } },
    })
    expect(add.status(), await add.text()).toBe(201)
    const co = await request.post('/api/v1/carts/checkout', { data: { uuid: (await add.json()).cart_uuid, reservation_mode: 'pickup', ...contact } })
    expect(co.status(), await co.text()).toBe(201)
  }
  throw new Error(`product ${productId} did not sell out`)
}

test('adding from another store asks to replace the bag; keeping it or replacing it', async ({ page, request }) => {
  const [a] = (await products(request, 1, 'edible')).filter((p) => (p.stock_each as number) >= 2)
  const [b] = (await products(request, 2, 'edible')).filter((p) => (p.stock_each as number) >= 2)
  expect(a && b, 'an edible in stock at each store').toBeTruthy()

  await page.goto(productPage(1, 'fog-city-botanicals', a!))
  await page.getByRole('button', { name: 'Add to bag' }).click()
  // A new line opens the drawer, which shows the bag as the server has it.
  const drawer = page.getByRole('dialog', { name: 'Your bag' })
  await expect(drawer.getByRole('list', { name: 'Products in your bag' })).toContainText(a!.name as string)
  await expect(drawer).toContainText('Fog City Botanicals')
  await expectAccessible(page, 'cart drawer')
  await screenshots(page, 'cart-drawer')
  const first = await localCart(page)
  expect(first).toMatchObject({ status: 'pending', store: { id: 1, name: 'Fog City Botanicals' }, products: [{ id: a!.product_id, price_id: 'each', count: 1 }] })
  // The same product again only updates its count: no drawer.
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('status')).toContainText(`Added 1 × ${a!.name as string}`)
  await expect(page.getByRole('link', { name: /Bag 2 items/ })).toBeVisible()
  await expect(drawer).toHaveCount(0)

  // A product of another store: the question, and nothing added yet.
  await page.goto(productPage(2, 'sunset-grove-dispensary', b!))
  let posts = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/cart_products') && r.method() === 'POST') posts++
  })
  await page.getByRole('button', { name: 'Add to bag' }).click()
  const modal = page.getByRole('dialog', { name: 'Replace your bag?' })
  await expect(modal).toBeVisible()
  await expect(modal).toContainText('Your bag holds products from Fog City Botanicals')
  await expect(modal).toContainText('Start a new bag at Sunset Grove Dispensary?')
  expect(posts).toBe(0)
  await expectAccessible(page, 'replace-cart modal')
  await screenshots(page, 'replace-cart-modal')

  // Keeping it: the old bag stays as it was.
  await modal.getByRole('button', { name: 'Keep current bag' }).click()
  await expect(modal).toHaveCount(0)
  expect(await localCart(page)).toMatchObject({ uuid: first.uuid, store: { id: 1 } })
  await expect(page.getByRole('link', { name: /Bag 2 items/ })).toBeVisible()
  expect(posts).toBe(0)

  // Replacing it: the old bag is deleted and the product goes in a new one.
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(modal).toBeVisible()
  const deleted = page.waitForResponse((r) => r.url().includes('/api/v1/carts?uuid=') && r.request().method() === 'DELETE')
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart_products') && r.request().method() === 'POST')
  await modal.getByRole('button', { name: 'Replace bag' }).click()
  expect((await deleted).status()).toBe(204)
  expect((await added).status()).toBe(201)
  await expect(drawer).toContainText('Sunset Grove Dispensary')
  await expect(drawer.getByRole('list', { name: 'Products in your bag' })).toContainText(b!.name as string)
  const second = await localCart(page)
  expect(second).toMatchObject({ status: 'pending', store: { id: 2 }, products: [{ id: b!.product_id, count: 1 }] })
  expect(second.uuid).not.toBe(first.uuid)
  expect((await request.get(`/api/v1/carts?uuid=${first.uuid as string}`)).status()).toBe(404)
  await drawer.getByRole('link', { name: 'View bag' }).click()
  await expect(page.getByRole('heading', { name: 'Your bag', exact: true })).toBeVisible()
  await expect(page.getByText('Reserving from')).toContainText('Sunset Grove Dispensary')
})

test('a product that sold out while in the bag is shown and removed by the fix-up', async ({ page, request }) => {
  const edibles = (await products(request, 1, 'edible')).filter((p) => (p.stock_each as number) >= 2)
  // The one to sell out has the fewest left; the other stays in the bag.
  edibles.sort((x, y) => (x.stock_each as number) - (y.stock_each as number))
  const [gone, kept] = [edibles[0]!, edibles[edibles.length - 1]!]

  await page.goto(productPage(1, 'fog-city-botanicals', kept))
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await page.getByRole('button', { name: 'Close the bag' }).click()
  await page.goto(productPage(1, 'fog-city-botanicals', gone))
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('dialog', { name: 'Your bag' }).getByRole('listitem')).toHaveCount(2)

  await buyAll(request, 1, gone.product_id as number, 'each')

  await page.goto('/cart')
  const alert = page.getByRole('alert').filter({ hasText: 'no longer available' })
  await expect(alert).toContainText('A product in your bag is no longer available.')
  await expect(alert.getByRole('list', { name: 'Unavailable products' })).toContainText(`${gone.name as string} (Each): sold out`)
  await expect(page.getByText('No longer available in this quantity.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Check out' })).toHaveCount(0)
  await expectAccessible(page, 'cart with an unavailable product')
  await screenshots(page, 'cart-unavailable')

  const fixed = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart_products/unavailable') && r.request().method() === 'DELETE')
  await alert.getByRole('button', { name: 'Remove unavailable products' }).click()
  const cart = (await (await fixed).json()).cart
  expect(cart.products.map((p: Attrs) => p.product_id)).toEqual([kept.product_id])
  expect(cart.unavailable_products).toEqual([])
  await expect(page.getByRole('alert').filter({ hasText: 'no longer available' })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Products in your bag' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Check out' })).toBeVisible()
  expect(await localCart(page)).toMatchObject({ products: [{ id: kept.product_id, price_id: 'each', count: 1 }] })
})

test("the bag warns before reserving when a line's stock dropped below it", async ({ page, request }) => {
  // A tincture, a kind no other bag test buys, with enough left for three.
  const tincture = (await products(request, 1, 'tincture')).find((p) => (p.stock_each as number) >= 4)
  if (!tincture) throw new Error('no tincture with 4 left at store 1')
  const label = `${tincture.name as string} (Each)`
  await page.goto(productPage(1, 'fog-city-botanicals', tincture))
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await page.getByRole('button', { name: 'Close the bag' }).click()
  await page.goto('/cart')
  const counted = page.waitForResponse((r) => r.url().includes('/api/v1/cart_products/') && r.request().method() === 'PATCH')
  await page.getByLabel(`Quantity of ${label}`).selectOption('3')
  expect((await counted).status()).toBe(200)

  // Another shopper leaves two: the bag says so before the shopper reserves
  // (with, at some hours, the store's opening hours first).
  await buyAll(request, 1, tincture.product_id as number, 'each', 2)
  await page.reload()
  const warning = page.getByRole('note', { name: 'Before you reserve' })
  await expect(warning).toContainText(`Only 2 of ${label} left; your bag has 3.`)
  await expectAccessible(page, 'bag with a warning')
  await screenshots(page, 'cart-warning')

  // Two in the bag: no stock warning any more.
  await page.getByLabel(`Quantity of ${label}`).selectOption('2')
  await expect(page.getByText(`Only 2 of ${label} left`)).toHaveCount(0)
})

test('a sold-out bag emptied by the fix-up clears the local bag', async ({ page, request }) => {
  const edibles = (await products(request, 1, 'edible')).filter((p) => (p.stock_each as number) >= 1)
  edibles.sort((x, y) => (x.stock_each as number) - (y.stock_each as number))
  const gone = edibles.find((p) => (p.stock_each as number) > 0)!
  await page.goto(productPage(1, 'fog-city-botanicals', gone))
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible()
  await buyAll(request, 1, gone.product_id as number, 'each')
  await page.goto('/cart')
  await page.getByRole('button', { name: 'Remove unavailable products' }).click()
  await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible()
  expect((await localCart(page)).uuid).toBeUndefined()
  await expect(page.getByRole('link', { name: /Bag 0 items/ })).toBeVisible()
})

test('an add beyond a purchase limit is refused with the limit, the amount and the unit; one add at a time', async ({ page, request }) => {
  // California: 28.5 g of flower. Four quarter ounces are 28 g; a fifth would be 35 g.
  const flower = (await products(request, 1, 'flower')).find((p) => (p.stock_quarter_ounce as number) >= 6)!
  expect(flower, 'a flower with quarter ounces in stock').toBeDefined()
  await page.goto(productPage(1, 'fog-city-botanicals', flower))
  await page.getByRole('radio', { name: /^7g/ }).check()
  await page.getByLabel('Quantity').selectOption('4')

  // Two clicks in the same moment make one add: the second is ignored while the first is in flight.
  let posts = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/cart_products') && r.method() === 'POST') posts++
  })
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart_products') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Add to bag' }).focus()
  await page.getByRole('button', { name: 'Add to bag' }).evaluate((b: HTMLButtonElement) => {
    b.click()
    b.click()
  })
  expect((await added).status()).toBe(201)
  const drawer = page.getByRole('dialog', { name: 'Your bag' })
  await expect(drawer).toContainText('4 × 7g')
  expect(posts).toBe(1)
  await drawer.getByRole('button', { name: 'Keep shopping' }).click()
  // The button kept the focus while adding (aria-disabled, not disabled): the closed drawer gives it back.
  await expect(page.getByRole('button', { name: 'Add to bag' })).toBeFocused()

  await page.getByLabel('Quantity').selectOption('1')
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart_products') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Add to bag' }).click()
  expect((await refused).status()).toBe(422)
  const message = 'This would put 35 g of Non-concentrated cannabis in your bag; the limit is 28.5 g.'
  await expect(page.getByRole('status')).toContainText(message)
  // The flag is clear again, and the bag is as it was.
  await expect(page.getByRole('button', { name: 'Add to bag' })).toBeEnabled()
  const uuid = (await localCart(page)).uuid as string
  const cart = (await (await request.get(`/api/v1/carts?uuid=${uuid}`)).json()).cart
  expect(cart.products).toHaveLength(1)
  expect(cart.products[0].count).toBe(4)
  await expectAccessible(page, 'limit refused')
  await screenshots(page, 'cart-limit')
})

test('the bag a guest filled is theirs once they sign up, and follows them to another browser', async ({ page, browser, request }) => {
  const [edible] = (await products(request, 1, 'edible')).filter((p) => (p.stock_each as number) >= 2)
  await page.goto(productPage(1, 'fog-city-botanicals', edible!))
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await page.getByRole('button', { name: 'Close the bag' }).click()
  const guest = (await localCart(page)).uuid as string
  expect(guest).toBeTruthy()

  const email = `bag+${Date.now()}@example.com`
  await page.goto('/register')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('cobol-compiler-1')
  await page.getByRole('button', { name: 'Create account' }).click()
  const found = page.waitForResponse((r) => r.url().includes('/api/v1/carts/get_for_user'))
  await openRegistrationLink(page, email)
  const answer = await (await found).json()
  expect(answer.cart.uuid).toBe(guest)
  await expect(page.getByRole('link', { name: /Bag 1 item/ })).toBeVisible()

  // Another browser, with nothing kept locally: logging in brings the bag.
  const other = await browser.newContext()
  const second = await other.newPage()
  await second.goto('/login')
  await second.getByLabel('Email').fill(email)
  await second.getByLabel('Password').fill('cobol-compiler-1')
  await second.getByRole('button', { name: 'Log in' }).click()
  await expect(second.getByRole('link', { name: /Bag 1 item/ })).toBeVisible()
  expect((await localCart(second)).uuid).toBe(guest)
  await other.close()
})
