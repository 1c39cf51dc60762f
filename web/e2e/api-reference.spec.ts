import { expect, test } from './test'
import { expectAccessible, screenshots } from './helpers'

// An integrator reads the API reference at /docs/api: drawn in the page from
// the contract the server serves, with nothing fetched from another host
// (an instance may have no internet); an operation opens to its shapes.
test('the API reference is served by the instance and readable', async ({ page, baseURL }) => {
  const elsewhere: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) elsewhere.push(r.url())
  })
  const contract = page.waitForResponse((r) => r.url().endsWith('/api/openapi.json'))
  await page.goto('/docs/api')
  expect((await contract).status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Pistil API reference', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/^API reference \| /)
  const surfaces = page.getByRole('navigation', { name: 'Surfaces' })
  for (const name of ['storefront', 'staff', 'kiosk', 'loaders', 'merchandising', 'collectors', 'site']) {
    await expect(surfaces.getByRole('link', { name })).toBeVisible()
  }

  // The kiosk's binding, opened from the keyboard: its body and its answer, field by field.
  const kiosk = page.getByRole('region', { name: 'kiosk' })
  const bind = kiosk.locator('details', { hasText: 'Bind this device to a store as its kiosk' })
  await expect(bind.locator('summary')).toContainText('POST /api/v1/kiosk/devices')
  await bind.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(bind).toHaveAttribute('open', '')
  await expect(bind).toContainText('also answered at /v1/kiosk/devices')
  await expect(bind.getByText('Request body')).toBeVisible()
  await expect(bind.locator('li', { hasText: /^pin/ })).toContainText('required')
  await expect(bind.locator('li', { hasText: /^store_id/ }).first()).toContainText('integer or string of digits')
  await expect(bind.locator('li', { hasText: /^device_token/ })).toContainText('sent as X-Pistil-Kiosk')
  // Every refusal is the one error shape, with its codes.
  await expect(bind.getByText('The one error shape.').first()).toBeVisible()

  // A nested answer: a reservation's lines and nullable times.
  const receipt = page.locator('details', { hasText: 'A reservation by its receipt' })
  await receipt.locator('summary').click()
  await expect(receipt.locator('li', { hasText: /^window_start/ })).toContainText('date-time or null')
  await expect(receipt.locator('li', { hasText: /^products/ }).first()).toContainText('array of ReservationLine')

  await screenshots(page, 'api-reference')
  await expectAccessible(page, 'the API reference')
  expect(elsewhere, 'requests to other hosts').toEqual([])
})
