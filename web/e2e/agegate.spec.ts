import { expect, test } from './test'
import { expectAccessible } from './helpers'

// Harborlight (Boston) asks visitors their age before its menu.
test('a store with an age gate asks first, by keyboard, and remembers the answer', async ({ page }) => {
  await page.goto('/stores/6/harborlight-cannabis/menu')
  const question = page.getByRole('heading', { name: 'Are you 21 or older?', level: 1 })
  await expect(question).toBeVisible()
  await expect(question).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Harborlight Cannabis', level: 1 })).toHaveCount(0)
  await expectAccessible(page, 'age gate')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Yes, I am 21 or older' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Harborlight Cannabis', level: 1 })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Harborlight Cannabis', level: 1 })).toBeVisible()
  await expect(question).toHaveCount(0)
  // Stores without a gate never ask.
  await page.goto('/stores/1/fog-city-botanicals/menu')
  await expect(page.getByRole('heading', { name: 'Fog City Botanicals', level: 1 })).toBeVisible()
})

test('an under-age answer is met politely and the store stays closed', async ({ page }) => {
  await page.goto('/stores/6/harborlight-cannabis/about')
  await page.getByRole('button', { name: 'No, I am under 21' }).click()
  await expect(page.getByRole('heading', { name: 'Thanks for being honest', level: 1 })).toBeFocused()
  await expectAccessible(page, 'under age')
  await page.goto('/stores/6/harborlight-cannabis/menu')
  await expect(page.getByRole('heading', { name: 'Thanks for being honest', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Harborlight Cannabis', level: 1 })).toHaveCount(0)
})
