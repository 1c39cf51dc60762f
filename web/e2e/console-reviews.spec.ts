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

  // The shopper's review, as reviews.spec.ts writes one.
  await registerShopper(page, 'Quinn', { last: 'Reviewer', password: 'quinn-reviews-1' })
  await page.goto(`/stores/1/fog-city-botanicals/products/${product.product_id}/${product.url_slug}`)
  await page.getByRole('link', { name: 'Write a review' }).click()
  await expect(page.getByText('Bought at Fog City Botanicals')).toBeVisible()
  await page.getByRole('radio', { name: '2 stars' }).check()
  await page.getByLabel('Your review (optional)').fill('The budtender was rude to me.')
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your review.' })).toBeVisible()

  // The manager finds it in the console and replies.
  const mgrContext = await browser.newContext()
  const mgr = await mgrContext.newPage()
  await enrol(mgr, staffLink('reviews-mgr@shop.example', 'manager', 1, baseURL!), 'reviews-mgr@shop.example')
  await mgr.goto('/business/stores/1')
  await mgr.getByRole('navigation').getByRole('link', { name: 'Reviews' }).first().click()
  await expect(mgr).toHaveURL(/\/business\/stores\/1\/reviews$/)
  await expect(mgr.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible()
  const card = mgr.getByRole('article', { name: `Quinn on ${product.name}` })
  await expect(card).toContainText('The budtender was rude to me.')
  await expect(card.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible()
  await expectAccessible(mgr, 'console reviews')
  await consoleScreenshots(mgr, 'console-reviews')
  const reply = 'We are sorry, Quinn. Please ask for the manager next time.'
  await card.getByRole('button', { name: 'Write a reply to Quinn' }).click()
  await card.getByLabel('Reply to Quinn').fill(reply)
  await card.getByRole('button', { name: 'Send reply' }).click()
  await expect(mgr.getByText('Replied to Quinn.')).toBeVisible()
  await expect(card).toContainText('The store’s reply')

  // Within a second or so the shopper's side shows the reply under the review.
  const shopperReview = page.getByRole('article', { name: 'Review by Quinn' })
  await expect
    .poll(
      async () => {
        await page.goto('/stores/1/fog-city-botanicals/reviews')
        await expect(page.getByRole('heading', { name: /^Reviews/, level: 2 })).toBeVisible()
        await expect(shopperReview).toBeVisible()
        return shopperReview.innerText()
      },
      { timeout: 30_000 },
    )
    .toContain(reply)
  await expect(shopperReview).toContainText('Reply from the store')
  await expectAccessible(page, 'store reviews with a reply')

  // Hiding asks why; no reason is refused in the dialog.
  await card.getByRole('button', { name: 'Hide the review by Quinn' }).click()
  const dialog = mgr.getByRole('dialog', { name: 'Hide the review by Quinn?' })
  await dialog.getByRole('button', { name: 'Hide the review' }).click()
  await expect(dialog.getByLabel('Why hide it?')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(mgr, 'console review hide dialog')
  await consoleScreenshots(mgr, 'console-reviews-hide')
  await dialog.getByLabel('Why hide it?').fill('Names a member of staff; handled in person.')
  await dialog.getByRole('button', { name: 'Hide the review' }).click()
  await expect(dialog).toBeHidden()
  await expect(card).toContainText('Hidden from shoppers. Reason: Names a member of staff; handled in person.')
  await mgr.getByLabel('Which reviews').selectOption('Hidden from shoppers')
  await expect(mgr).toHaveURL(/hidden=true/)
  await expect(mgr.getByRole('article', { name: `Quinn on ${product.name}` })).toBeVisible()

  // It leaves the shopper's store page.
  await expect
    .poll(
      async () => {
        await page.goto('/stores/1/fog-city-botanicals/reviews')
        await expect(page.getByRole('heading', { name: /^Reviews/, level: 2 })).toBeVisible()
        await expect(page.getByRole('article').first()).toBeVisible()
        return page.getByRole('article', { name: 'Review by Quinn' }).count()
      },
      { timeout: 30_000 },
    )
    .toBe(0)
  await mgrContext.close()
})
