import { test, expect } from './test'
import { consoleScreenshots, enrol, staffLink } from './console'
import { expectAccessible, registerShopper } from './helpers'

// Issue 20's reviews: a shopper reviews a product bought at the store; the
// store's manager replies, and the reply shows under the review on the
// shopper's side; the manager hides it with a reason, and it leaves the
// store's reviews page.

test('a manager replies to a review, then hides it with a reason', async ({ page, browser, request, baseURL }) => {
  const menu = await request.post('/merch/v2/smart', { data: { store_id: 1, search_filter: 'kind:flower', search_attributes: ['*'], page_size: 1 } })
  const product = (await menu.json()).products[0].search_attributes as { product_id: number; url_slug: string; name: string }

  // The shopper's review, as reviews.spec.ts writes one. The shopper is in a
  // context of their own, and the console on the test's page, whose API
  // exchanges are recorded for the contract check (e2e/test.ts).
  const shopperContext = await browser.newContext()
  const shopper = await shopperContext.newPage()
  await registerShopper(shopper, 'Quinn', { last: 'Reviewer', password: 'quinn-reviews-1' })
  await shopper.goto(`/stores/1/fog-city-botanicals/products/${product.product_id}/${product.url_slug}`)
  await shopper.getByRole('link', { name: 'Write a review' }).click()
  await expect(shopper.getByText('Bought at Fog City Botanicals')).toBeVisible()
  await shopper.getByRole('radio', { name: '2 stars' }).check()
  await shopper.getByLabel('Your review (optional)').fill('The budtender was rude to me.')
  await shopper.getByRole('button', { name: 'Post review' }).click()
  await expect(shopper.getByRole('status').filter({ hasText: 'Thanks for your review.' })).toBeVisible()

  // The manager finds it in the console and replies.
  await enrol(page, staffLink('reviews-mgr@shop.example', 'manager', 1, baseURL!), 'reviews-mgr@shop.example')
  await page.goto('/business/stores/1')
  await page.getByRole('navigation').getByRole('link', { name: 'Reviews' }).first().click()
  await expect(page).toHaveURL(/\/business\/stores\/1\/reviews$/)
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible()
  const card = page.getByRole('article', { name: `Quinn on ${product.name}` })
  await expect(card).toContainText('The budtender was rude to me.')
  await expect(card.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible()
  await expectAccessible(page, 'console reviews')
  await consoleScreenshots(page, 'console-reviews')
  const reply = 'We are sorry, Quinn. Please ask for the manager next time.'
  await card.getByRole('button', { name: `Reply to Quinn on ${product.name}` }).click()
  await card.getByLabel(`Reply to Quinn on ${product.name}`).fill(reply)
  await card.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByText('Replied to Quinn.')).toBeVisible()
  await expect(card).toContainText('The store’s reply')
  await expect(card.getByRole('button', { name: `Edit reply to Quinn on ${product.name}` })).toBeFocused()

  // Within a second or so the shopper's side shows the reply under the review.
  const shopperReview = shopper.getByRole('article', { name: 'Review by Quinn' })
  await expect
    .poll(
      async () => {
        await shopper.goto('/stores/1/fog-city-botanicals/reviews')
        await expect(shopper.getByRole('heading', { name: /^Reviews/, level: 2 })).toBeVisible()
        await expect(shopperReview).toBeVisible()
        return shopperReview.innerText()
      },
      { timeout: 30_000 },
    )
    .toContain(reply)
  await expect(shopperReview).toContainText('Reply from the store')
  await expectAccessible(shopper, 'store reviews with a reply')

  // Hiding asks why; no reason is refused in the dialog.
  await card.getByRole('button', { name: `Hide the review by Quinn of ${product.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Hide the review by Quinn?' })
  await dialog.getByRole('button', { name: 'Hide the review' }).click()
  await expect(dialog.getByLabel('Why hide it?')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, 'console review hide dialog')
  await consoleScreenshots(page, 'console-reviews-hide')
  await dialog.getByLabel('Why hide it?').fill('Names a member of staff; handled in person.')
  await dialog.getByRole('button', { name: 'Hide the review' }).click()
  await expect(dialog).toBeHidden()
  await expect(card).toContainText('Hidden from shoppers. Reason: Names a member of staff; handled in person.')
  await page.getByLabel('Which reviews').selectOption('Hidden from shoppers')
  await expect(page).toHaveURL(/hidden=true/)
  await expect(page.getByRole('article', { name: `Quinn on ${product.name}` })).toBeVisible()

  // It leaves the shopper's store page.
  await expect
    .poll(
      async () => {
        await shopper.goto('/stores/1/fog-city-botanicals/reviews')
        await expect(shopper.getByRole('heading', { name: /^Reviews/, level: 2 })).toBeVisible()
        await expect(shopper.getByRole('article').first()).toBeVisible()
        return shopper.getByRole('article', { name: 'Review by Quinn' }).count()
      },
      { timeout: 30_000 },
    )
    .toBe(0)

  // Shown again, it is back in the store's list of shown reviews.
  const hidden = page.getByRole('article', { name: `Quinn on ${product.name}` })
  await hidden.getByRole('button', { name: `Show again the review by Quinn of ${product.name}` }).click()
  await expect(page.getByText('Shoppers see the review by Quinn again.')).toBeVisible()
  await page.getByLabel('Which reviews').selectOption('Shown to shoppers')
  await expect(page.getByRole('article', { name: `Quinn on ${product.name}` })).toContainText('Shown to shoppers.')
  await shopperContext.close()
})
