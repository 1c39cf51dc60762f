import { expect, test } from './test'
import { expectAccessible, registerShopper, screenshots } from './helpers'

// A signed-in shopper's reservation lands on their account (spec section 2:
// the reservation page after checkout), and another shopper is refused it.
test('a signed-in shopper reserves on their account, and nobody else sees it', async ({ page, request }) => {
  const menu = await request.post('/merch/v2/smart', { data: { store_id: 1, search_filter: 'kind:edible', search_attributes: ['*'], page_size: 20 } })
  const edible = ((await menu.json()).products as { search_attributes: Record<string, unknown> }[])
    .map((s) => s.search_attributes)
    .find((p) => (p.stock_each as number) >= 1)!
  const { email } = await registerShopper(page, 'Alan', { last: 'Turing', password: 'enigma-machine-1' })

  await page.goto(`/stores/1/fog-city-botanicals/products/${edible.product_id}/${edible.url_slug}`)
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('link', { name: /Bag 1 item/ })).toBeVisible()
  await page.goto('/cart/guest_checkout')
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible()
  // The profile fills what it knows.
  await expect(page.getByLabel('E-mail')).toHaveValue(email)
  await expect(page.getByLabel('First name')).toHaveValue('Alan')
  await page.getByLabel('Phone').fill('415-555-0123')
  await page.getByLabel('Date of birth').fill('1985-06-23')
  const checkout = page.waitForResponse((r) => r.url().endsWith('/api/v1/carts/checkout') && r.status() === 201)
  await page.getByRole('button', { name: 'Place reservation' }).click()
  const reserved = await (await checkout).json()
  expect(reserved.contact.is_registered).toBe(true)
  const id = reserved.reservation.id as number

  await expect(page).toHaveURL(new RegExp(`/profile/reservations/${id}$`))
  await expect(page.getByRole('heading', { name: `Reservation #${id}` })).toBeVisible()
  await expect(page.getByText(edible.name as string)).toBeVisible()
  await expectAccessible(page, 'reservation')

  await page.getByRole('link', { name: 'All your reservations' }).click()
  await expect(page).toHaveURL(/\/profile\/reservations$/)
  await expect(page.getByRole('link', { name: `#${id} at Fog City Botanicals` })).toBeVisible()
  await expect(page.getByText('Waiting for the store')).toBeVisible()
  await expectAccessible(page, 'reservations')
  await screenshots(page, 'reservations')

  await page.goto('/logout')
  await expect(page).toHaveURL(/\/$/)
  await registerShopper(page, 'Joan', { last: 'Turing', password: 'enigma-machine-1' })
  await page.goto(`/profile/reservations/${id}`)
  await expect(page.getByRole('heading', { name: 'Not your reservation' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText('This reservation belongs to another account.')
  await page.goto('/profile/reservations')
  await expect(page.getByText('No reservations yet.')).toBeVisible()
})
