import { expect, test } from './test'
import { expectAccessible, screenshots } from './helpers'

test('a shopper goes from a brand to a store that sells its product', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click()
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible()
  await expectAccessible(page, 'brands')

  await page.getByRole('link', { name: 'Summit Extracts' }).click()
  await expect(page).toHaveURL(/\/brands\/\d+\/summit-extracts$/)
  await expect(page.getByRole('heading', { name: 'Summit Extracts', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Products \(\d+\)/ })).toBeVisible()
  await expectAccessible(page, 'brand')
  await screenshots(page, 'brand')

  const first = page.getByRole('article').first().getByRole('link')
  const name = (await first.textContent())!
  await first.click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Where to buy it' })).toBeVisible()
  await expectAccessible(page, 'product across stores')

  const store = page.getByRole('listitem').getByRole('heading').getByRole('link').first()
  await store.click()
  await expect(page).toHaveURL(/\/stores\/\d+\/[a-z0-9-]+\/products\/\d+\//)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to bag' })).toBeVisible()
})

test('an unknown brand is not found', async ({ page }) => {
  await page.goto('/brands/9999/nobody')
  await expect(page.getByRole('heading', { name: "We couldn't find that brand" })).toBeVisible()
})
