import { fileURLToPath } from 'node:url'
import { test, expect, type Page } from './test'
import { consoleScreenshots, enrol, staffLink } from './console'
import { expectAccessible } from './helpers'

// ADR 0022, step 8: a manager uploads a photo of a product in the console's
// menu editor, and the shopper's product page shows it, served from
// /images/menu/… for a year, in place of the catalogue's photo.

const photo = fileURLToPath(new URL('./fixtures/mmj-card.jpg', import.meta.url))

interface ConsoleProduct {
  id: number
  product_id: number
  product_name: string
  brand: string
  photos: { id: number }[]
}

/** A vape of the store's, as the console lists it: one no other spec gives photos. */
async function vape(page: Page): Promise<ConsoleProduct> {
  const res = await page.request.get('/api/v1/business/stores/1/menu?kind=vape')
  expect(res.status()).toBe(200)
  const products = (await res.json()).menu_products as ConsoleProduct[]
  expect(products.length).toBeGreaterThan(0)
  return products[0]!
}

test('a manager uploads a photo; the shopper’s product page shows it', async ({ page, browser, baseURL }) => {
  await enrol(page, staffLink('photo-mgr@shop.example', 'manager', 1, baseURL!), 'photo-mgr@shop.example')
  const product = await vape(page)
  const name = product.product_name

  await page.goto(`/business/stores/1/menu?q=${encodeURIComponent(name)}`)
  const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: product.brand })
  await row.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` })
  await expect(dialog.getByRole('heading', { name: 'Photos' })).toBeVisible()
  await dialog.getByLabel('Add a photo').setInputFiles(photo)
  await dialog.getByRole('button', { name: 'Upload the photo' }).click()
  await expect(page.getByText(`Added a photo of ${name}.`)).toBeVisible()
  // The upload rebuilds its form empty; focus goes to its file input.
  await expect(dialog.getByLabel('Add a photo')).toBeFocused()
  const preview = dialog.getByRole('img', { name: `Photo ${product.photos.length + 1} of ${name}` })
  await expect(preview).toBeVisible()
  await expect(preview).toHaveAttribute('src', /^\/images\/menu\/[0-9a-f]{32}\/small\.jpg$/)
  // The preview has loaded: the server answers the photo.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await expect(dialog.getByRole('button', { name: `Remove photo ${product.photos.length + 1} of ${name}` })).toBeVisible()
  await expectAccessible(page, 'console menu editor with a photo')
  await consoleScreenshots(page, 'console-menu-photos')

  // The form saves after the upload without a conflict: the photo moved the version, and the form followed.
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`Saved ${name}.`)).toBeVisible()

  // Within a second or so, the shopper's product page shows the store's photo.
  // The shopper has a context of their own; the console is on the test's
  // page, whose API exchanges are recorded for the contract check (e2e/test.ts).
  const shopperContext = await browser.newContext()
  const shopper = await shopperContext.newPage()
  const shopperPage = `/stores/1/fog-city-botanicals/products/${product.product_id}/x`
  const image = shopper.getByRole('main').locator('img[src*="/images/menu/"]').first()
  await expect
    .poll(
      async () => {
        await shopper.goto(shopperPage)
        await expect(shopper.getByRole('heading', { level: 1 })).toContainText(name)
        return image.count()
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  // The page's picture is the large file, and the browser is offered the
  // three sizes a page can use, each with its width (lib/photos.ts).
  const src = await image.getAttribute('src')
  expect(src).toMatch(/\/images\/menu\/[0-9a-f]{32}\/large\.jpg$/)
  const base = src!.replace(/large\.jpg$/, '')
  await expect(image).toHaveAttribute('srcset', `${base}small.jpg 200w, ${base}medium.jpg 400w, ${base}large.jpg 1000w`)
  await expect(image).toHaveAttribute('sizes', /100vw/)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const served = await shopper.request.get(src!)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/jpeg')
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  await expectAccessible(shopper, 'product page with the store’s photo')

  // The manager removes it again; focus goes to the next Remove button, or the Photos heading when none is left.
  const added = product.photos.length + 1
  await row.getByRole('button', { name: `Edit ${name}` }).click()
  await dialog.getByRole('button', { name: `Remove photo ${added} of ${name}` }).click()
  await expect(page.getByText(`Removed photo ${added} of ${name}.`)).toBeVisible()
  await expect(dialog.getByRole('img', { name: `Photo ${added} of ${name}` })).toHaveCount(0)
  await expect(
    product.photos.length > 0 ? dialog.getByRole('button', { name: `Remove photo ${added - 1} of ${name}` }) : dialog.getByRole('heading', { name: 'Photos' }),
  ).toBeFocused()
  await shopperContext.close()
})
