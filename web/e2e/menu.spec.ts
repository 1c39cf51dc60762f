import { expect, test } from '@playwright/test'
import { expectAccessible } from './helpers'

test('a shopper filters, sorts and searches a menu', async ({ page }) => {
  await page.goto('/stores/1/fog-city-botanicals/menu')
  const heading = page.getByRole('heading', { name: /Menu \(\d+ products\)/ })
  await expect(heading).toBeVisible()
  const all = Number((await heading.textContent())!.match(/\((\d+) products\)/)![1])

  // The Flower chip shows its count; checking it narrows the menu to that count.
  const flower = page.getByRole('checkbox', { name: /^Flower \d+$/ })
  const flowerCount = Number((await flower.locator('xpath=..').textContent())!.match(/(\d+)$/)![1])
  // The menu follows the URL, so the box shows checked once the navigation lands.
  await flower.click()
  await expect(flower).toBeChecked()
  await expect(page).toHaveURL(/root_types=flower/)
  await expect(heading).toHaveText(`Menu (${flowerCount} products)`)
  expect(flowerCount).toBeLessThan(all)
  const cards = page.getByRole('article')
  for (const text of await cards.allTextContents()) expect(text).toContain('Flower')

  // Sorted by price, each card shows its cheapest weight, in ascending order.
  await page.getByLabel('Sort by').selectOption('price_asc')
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect(async () => {
    const prices = (await cards.allTextContents()).slice(0, 6).map((t) => Number(t.match(/\$([\d,]+\.\d\d)/)![1]!.replace(',', '')))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  }).toPass()

  // The search field waits for the shopper to stop typing.
  await page.getByLabel('Search this menu').fill('og')
  await expect(page).toHaveURL(/query=og/)
  await expect(heading).not.toHaveText(`Menu (${flowerCount} products)`)
  await expectAccessible(page, 'filtered menu')

  // The filter bar works from the keyboard alone.
  await page.getByLabel('Search this menu').fill('')
  await page.getByRole('checkbox', { name: /^Flower \d+$/ }).focus()
  await page.keyboard.press('Space')
  await expect(page).not.toHaveURL(/root_types=/)
  await expect(heading).toHaveText(`Menu (${all} products)`)
})

test('initial query parameters narrow the menu', async ({ page }) => {
  await page.goto('/stores/1/fog-city-botanicals/menu?root_types=vape,extract&category=indica')
  await expect(page.getByRole('checkbox', { name: /^Vape \d+$/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^Extract \d+$/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^Indica \d+$/ })).toBeChecked()
  for (const text of await page.getByRole('article').allTextContents()) {
    expect(text).toMatch(/Vape|Extract/)
    expect(text).toContain('Indica')
  }
})

test('a search with a typo still finds the product', async ({ page }) => {
  await page.goto('/stores/2/sunset-grove-dispensary/menu')
  await page.getByLabel('Search this menu').fill('gumies')
  await expect(page).toHaveURL(/query=gumies/)
  await expect(page.getByRole('article').first()).toContainText('Gummies')
  await expect(page.getByRole('heading', { name: /Menu \(\d+ products\)/ })).not.toHaveText('Menu (665 products)')
})
