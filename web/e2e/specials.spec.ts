import { expect, test } from './test'
import { expectAccessible, screenshots } from './helpers'

const money = (n: number) => `$${n.toFixed(2)}`

// A shopper fills the pre-roll bundle from its page, watches it go from not
// qualified to applied, and sees the total the server's engine computed.
test('a shopper fills a bundle and sees it applied', async ({ page, request }) => {
  await page.goto('/stores/1/fog-city-botanicals/specials')
  await expect(page.getByRole('heading', { name: "This week's deals", level: 2 })).toBeVisible()
  await expectAccessible(page, 'specials')
  await page.getByRole('link', { name: 'Mix and match: 3 pre-rolls for $25' }).click()
  await expect(page).toHaveURL(/\/stores\/1\/fog-city-botanicals\/specials\/2\/mix-and-match-3-pre-rolls-for-25$/)
  await expect(page.getByRole('heading', { name: 'Mix and match: 3 pre-rolls for $25', level: 1 })).toBeVisible()
  await page.getByText('Terms and conditions').click()
  await expect(page.getByText(/Three pre-rolls per bundle/)).toBeVisible()
  await expectAccessible(page, 'special detail')

  const callout = page.getByTestId('special-callout')
  const adds = page.getByRole('button', { name: /^Add to bag/ })
  const add = async (i: number) => {
    const done = page.waitForResponse((r) => r.url().includes('/api/v1/cart_products') && r.request().method() === 'POST')
    await adds.nth(i).click()
    return (await (await done).json()).cart
  }
  await add(0)
  await expect(callout).toHaveAttribute('data-status', 'not_qualified')
  await expect(callout).toContainText('Add 2 more qualifying products to unlock this special')
  await expect(callout).toContainText('1 of 3 in your bag.')
  await expect(page.getByRole('button', { name: 'Checkout now' })).toHaveCount(0)
  await add(1)
  await expect(callout).toContainText('Add 1 more qualifying product')
  const cart = await add(2)

  // The engine's answer: three pre-rolls for $25.00, whatever they cost alone.
  const items = cart.item_total as number
  expect(cart.specials).toHaveLength(1)
  expect(cart.specials[0].special_id).toBe(2)
  expect(cart.discounted_subtotal).toBe(25)
  expect(cart.all_discounts_total).toBeCloseTo(items - 25, 2)
  await expect(callout).toHaveAttribute('data-status', 'applied')
  await expect(callout).toContainText('Special applied')
  await expect(callout).toContainText(`You save ${money(items - 25)}`)
  await expect(page.getByRole('region', { name: 'In your bag for this bundle' }).getByRole('listitem')).toHaveCount(3)
  await expectAccessible(page, 'special applied')
  await screenshots(page, 'special-applied')

  // Removing one from the bundle's list takes it back to not qualified.
  await page.getByRole('button', { name: /^Remove/ }).first().click()
  await expect(callout).toHaveAttribute('data-status', 'not_qualified')
  await add(0)
  await expect(callout).toHaveAttribute('data-status', 'applied')
  await page.getByRole('link', { name: 'Checkout now' }).click()

  // The bag shows the same total as the server, and the special's line.
  await expect(page.getByRole('heading', { name: 'Your bag', exact: true })).toBeVisible()
  const uuid = await page.evaluate(() => JSON.parse(localStorage.getItem('pistil.cart.default') ?? '{}').state.uuid as string)
  const server = (await (await request.get(`/api/v1/carts?uuid=${uuid}`)).json()).cart
  expect(server.discounted_subtotal).toBe(25)
  await expect(page.getByTestId('order-total')).toHaveText(money(server.order_total))
  await expect(page.getByRole('definition').filter({ hasText: money(-server.all_discounts_total).replace('$-', '-$') })).toHaveCount(1)

  // A promo code the store does not run is refused and changes nothing.
  await page.getByLabel('Promo code').fill('nope')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('The promo code NOPE is not valid at this store.')).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText(money(server.order_total))
  // WELCOME10 needs $50.00 of products: kept, not applied yet.
  await page.getByLabel('Promo code').fill('welcome10')
  await page.getByRole('button', { name: 'Apply' }).click()
  // The code names what it waits for (promo_code_terms), not just "its terms".
  const saved = page.getByRole('status').filter({ hasText: 'Promo code WELCOME10' })
  await expect(saved).toContainText('It applies once your bag meets its terms')
  await expect(saved.getByRole('listitem')).toHaveText(['Spend $50.00 or more.'])
  await expect(page.getByTestId('order-total')).toHaveText(money(server.order_total))
  await expectAccessible(page, 'cart with specials')
  await screenshots(page, 'cart-specials')
})

// A shopper whose bag holds something else opens the pre-roll bundle: the
// callout counts towards the bundle's three from the start ("0 of 3"), and
// "1 of 3" after the first pre-roll.
test("a bundle's page counts from its threshold before the first add", async ({ page, request }) => {
  const answer = await request.post('/merch/v2/smart', {
    data: { store_id: 1, search_filter: 'kind:tincture', search_attributes: ['url_slug', 'stock_each'], page_size: 40 },
  })
  const slots = (await answer.json()).products as { product_id: number; search_attributes: { url_slug: string; stock_each: number } }[]
  const other = slots.find((s) => s.search_attributes.stock_each > 0)!
  expect(other, 'a tincture in stock').toBeTruthy()
  await page.goto(`/stores/1/fog-city-botanicals/products/${other.product_id}/${other.search_attributes.url_slug}`)
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('link', { name: /Bag 1 item/ })).toBeVisible()

  await page.goto('/stores/1/fog-city-botanicals/specials/2/mix-and-match-3-pre-rolls-for-25')
  const callout = page.getByTestId('special-callout')
  await expect(callout).toHaveAttribute('data-status', 'not_qualified')
  await expect(callout).toContainText('Add 3 more qualifying products to unlock this special')
  await expect(callout).toContainText('0 of 3 in your bag.')
  await expectAccessible(page, 'bundle before the first add')
  await screenshots(page, 'bundle-threshold')

  const added = page.waitForResponse((r) => r.url().includes('/api/v1/cart_products') && r.request().method() === 'POST')
  await page.getByRole('button', { name: /^Add to bag/ }).first().click()
  await added
  await expect(callout).toContainText('Add 2 more qualifying products to unlock this special')
  await expect(callout).toContainText('1 of 3 in your bag.')
})
