import { expect, test } from './test'
import { expectAccessible, registerShopper, screenshots } from './helpers'

// A signed-in shopper reviews a product from its page; the review shows on the
// store's reviews, and another shopper finds it helpful.
test('a shopper writes a review and another upvotes it', async ({ page, request }) => {
  const menu = await request.post('/merch/v2/smart', { data: { store_id: 1, search_filter: 'kind:edible', search_attributes: ['*'], page_size: 1 } })
  const product = (await menu.json()).products[0].search_attributes as { product_id: number; url_slug: string; name: string }

  // A guest is asked to log in first, and comes back to the form.
  await page.goto(`/products/${product.product_id}/${product.url_slug}/reviews/new?storeId=1&storeName=Fog%20City%20Botanicals`)
  await expect(page).toHaveURL(/\/login\?next=/)
  await registerShopper(page, 'Grace', { last: 'Hopper', password: 'compiler-pioneer' })

  await page.goto(`/stores/1/fog-city-botanicals/products/${product.product_id}/${product.url_slug}`)
  await page.getByRole('link', { name: 'Write a review' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Review `, 'i'))
  await expect(page.getByText('Bought at Fog City Botanicals')).toBeVisible()
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible()
  await expectAccessible(page, 'review form')
  await screenshots(page, 'review-form')
  await page.getByRole('radio', { name: '4 stars' }).check()
  await page.getByRole('checkbox', { name: 'Relaxed' }).check()
  await page.getByLabel('Your review (optional)').fill('Tasty, <b>gentle</b> and even.')
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your review.' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/stores/1/fog-city-botanicals/products/${product.product_id}/`))

  await page.goto('/stores/1/fog-city-botanicals/reviews')
  const mine = page.getByRole('article', { name: 'Review by Grace' })
  await expect(mine).toContainText('Tasty, <b>gentle</b> and even.') // shown as text, never as markup
  await expect(mine).toContainText('Felt relaxed')
  await mine.getByRole('button', { name: /^Helpful \(0\)/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You cannot upvote your own review.' })).toBeVisible()

  await page.goto('/logout')
  await expect(page).toHaveURL(/\/$/)
  await registerShopper(page, 'Ada', { last: 'Hopper', password: 'compiler-pioneer' })
  await page.goto('/stores/1/fog-city-botanicals/reviews')
  await page.getByRole('article', { name: 'Review by Grace' }).getByRole('button', { name: /^Helpful \(0\)/ }).click()
  await expect(page.getByRole('article', { name: 'Review by Grace' }).getByRole('button', { name: /^Helpful \(1\)/ })).toBeVisible()
  await expectAccessible(page, 'store reviews')
})

// A product page lists the product's reviews only from five reviews up (spec section 5).
test('a product page shows its reviews from five up', async ({ page, request }) => {
  const menu = await request.post('/merch/v2/smart', { data: { store_id: 1, search_attributes: ['*'], page_size: 200 } })
  type Attrs = { product_id: number; url_slug: string; review_count: number }
  const products = ((await menu.json()).products as { search_attributes: Attrs }[]).map((p) => p.search_attributes)
  const many = products.find((p) => p.review_count >= 6)
  const few = products.find((p) => p.review_count > 0 && p.review_count < 5)
  expect(many, 'a product with six or more reviews').toBeDefined()
  expect(few, 'a product with one to four reviews').toBeDefined()

  await page.goto(`/stores/1/fog-city-botanicals/products/${many!.product_id}/${many!.url_slug}`)
  const section = page.getByRole('region', { name: /^Reviews/ })
  await expect(section.getByRole('heading', { name: `Reviews (${many!.review_count})` })).toBeVisible()
  const shown = section.getByRole('article', { name: /^Review by / })
  await expect(shown.first()).toBeVisible()
  expect(await shown.count()).toBe(Math.min(many!.review_count, 20))
  await expectAccessible(page, 'product reviews')
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/screenshots/product-reviews.png' })

  await page.goto(`/stores/1/fog-city-botanicals/products/${few!.product_id}/${few!.url_slug}`)
  await expect(page.getByRole('link', { name: 'Write a review' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Reviews/ })).toHaveCount(0)
})
