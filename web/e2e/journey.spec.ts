import { expect, test } from './test'
import { expectAccessible, screenshots } from './helpers'

// A shopper's first reservation: home, a store, a flower product, a weight,
// the bag, a guest checkout and the receipt, checked against the API.
test('a guest reserves a flower product for pickup', async ({ page, request }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: /Shop local dispensaries/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dispensaries', exact: true })).toBeVisible()
  await expectAccessible(page, 'home')

  await page.getByRole('link', { name: 'Fog City Botanicals', exact: true }).click()
  await expect(page).toHaveURL(/\/stores\/1\/fog-city-botanicals\/menu$/)
  await expect(page.getByRole('heading', { name: 'Fog City Botanicals', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /All products \(\d+ products\)/ })).toBeVisible()
  await expectAccessible(page, 'menu')
  await screenshots(page, 'menu')

  // Open the first flower on the menu that has a weight in stock.
  const menu = await request.post('/merch/v2/smart', {
    data: { search_filter: 'store_id = 1', search_attributes: ['*'], page: 0, page_size: 60 },
  })
  const slots = (await menu.json()).products as { search_attributes: Record<string, unknown> }[]
  const flower = slots
    .map((s) => s.search_attributes)
    .find((p) => p.kind === 'flower' && ((p.available_weights as string[]) ?? []).some((w) => w !== 'ounce' && (p[`stock_${w.replaceAll(' ', '_')}`] as number) >= 3))
  expect(flower, 'a flower in stock on the first page').toBeDefined()
  const name = flower!.name as string
  await page.getByRole('link', { name, exact: true }).first().click()
  await expect(page).toHaveURL(/\/products\/\d+\/[a-z0-9-]+\?fromMenu=true$/)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()

  // Choose the largest weight with at least 3 in stock that two of stay within
  // California's 28.5 g flower limit (so at most a half ounce).
  const weights = (flower!.available_weights as string[]).map((w) => w.replaceAll(' ', '_')).filter((w) => w !== 'ounce')
  const weight = [...weights].reverse().find((w) => (flower![`stock_${w}`] as number) >= 3)!
  const labels: Record<string, string> = { gram: '1g', two_gram: '2g', eighth_ounce: '3.5g', quarter_ounce: '7g', half_ounce: '14g', ounce: '28g' }
  await page.getByRole('radio', { name: new RegExp(`^${labels[weight]!.replace('.', '\\.')}`) }).check()
  await expectAccessible(page, 'product')
  await screenshots(page, 'product')
  const stockBefore = flower![`stock_${weight}`] as number

  await page.getByRole('button', { name: 'Add to bag' }).click()
  // A new line opens the bag drawer (spec section 4).
  const drawer = page.getByRole('dialog', { name: 'Your bag' })
  await expect(drawer.getByRole('list', { name: 'Products in your bag' })).toContainText(name)
  await expect(page.getByRole('link', { name: /Bag 1 item/ })).toBeAttached()

  await drawer.getByRole('link', { name: 'View bag' }).click()
  await expect(page.getByRole('heading', { name: 'Your bag', exact: true })).toBeVisible()
  const patch = page.waitForResponse((r) => r.url().includes('/api/v1/cart_products/') && r.request().method() === 'PATCH')
  await page.getByRole('combobox', { name: new RegExp(`Quantity of ${name}`) }).selectOption('2')
  const patched = await (await patch).json()
  expect(patched.cart.products[0].count).toBe(2)
  const orderTotal = patched.cart.order_total as number
  await expect(page.getByTestId('order-total')).toHaveText(money(orderTotal))
  // cart toppers: cheaper products of other kinds, never what is in the bag
  const toppers = page.getByRole('region', { name: 'Goes well with your bag' })
  await expect(toppers.getByRole('article').first()).toBeVisible()
  await expect(toppers.getByRole('article').filter({ hasText: name })).toHaveCount(0)
  await expectAccessible(page, 'cart')
  await screenshots(page, 'cart')

  await page.getByRole('link', { name: 'Check out' }).click()
  await expect(page.getByRole('heading', { name: 'Guest checkout' })).toBeVisible()
  // Bad input first: the server's validations reach the fields.
  await page.getByRole('button', { name: 'Place reservation' }).click()
  await expect(page.getByText('Please fill out this field.').first()).toBeVisible()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Phone').fill('415-555-0100')
  await page.getByLabel('E-mail').fill(`guest+${Date.now()}@example.com`)
  await page.getByLabel('Date of birth').fill('2015-06-01')
  await page.getByRole('button', { name: 'Place reservation' }).click()
  await expect(page.getByText('You must be 21 or older to reserve from this store.')).toBeVisible()
  await expectAccessible(page, 'checkout')

  await page.getByLabel('Date of birth').fill('1990-04-20')
  const checkout = page.waitForResponse((r) => r.url().endsWith('/api/v1/carts/checkout') && r.status() === 201)
  await page.getByRole('button', { name: 'Place reservation' }).click()
  const reserved = await (await checkout).json()
  expect(reserved.reservation.amount).toBe(orderTotal)

  await expect(page).toHaveURL(new RegExp(`/reservation_receipt/${reserved.reservation.uuid}\\?is_registered=false$`))
  await expect(page.getByRole('heading', { name: 'Your reservation is placed' })).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText(money(reserved.reservation.amount))
  await expectAccessible(page, 'receipt')
  await screenshots(page, 'receipt')

  // The stock of that weight dropped by the two bought, and the bag is empty.
  const after = await (await request.get(`/api/v1/products/${flower!.product_id}?store_id=1`)).json()
  expect(after.product[`stock_${weight}`]).toBe(stockBefore - 2)
  await expect(page.getByRole('link', { name: /Bag 0 items/ })).toBeVisible()
})

function money(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
