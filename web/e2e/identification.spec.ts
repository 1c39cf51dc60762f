import { expect, test } from './test'
import { resolve } from 'node:path'
import { expectAccessible, openRegistrationLink, screenshots } from './helpers'

const fixtures = resolve(import.meta.dirname, 'fixtures')

// A shopper uploads their identification: names, a government ID and the
// front of a medical card, is told the back is needed, sees a refused file
// explained on its field, and finds the stored photos after a reload.
test('a shopper uploads their identification', async ({ page }) => {
  // A guest is asked to log in over the page, and can make an account from there.
  await page.goto('/profile/identification')
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'Create an account' }).click()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  const email = `ada+id${Date.now()}@example.com`
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('analytical-engine')
  await page.getByRole('button', { name: 'Create account' }).click()
  await openRegistrationLink(page, email)
  await expect(page).toHaveURL(/\/profile\/identification$/)
  await expect(page.getByRole('heading', { name: 'Your identification', level: 1 })).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Ada')

  // A text file named like a photo is refused on its field, by its content.
  await page.getByLabel('Government photo ID', { exact: true }).setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all\n') })
  await page.getByRole('button', { name: 'Save' }).click()
  const government = page.getByLabel('Government photo ID', { exact: true })
  await expect(government).toHaveAccessibleDescription(/Please upload a photo \(JPEG, PNG or WebP\)\./)
  await expect(government).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, 'identification with errors')

  // Real photos: previews before saving, then the success message.
  await page.getByLabel('Date of birth').fill('1990-12-10')
  await government.setInputFiles(resolve(fixtures, 'id-card.png'))
  await page.getByLabel('Medical marijuana card, front', { exact: true }).setInputFiles(resolve(fixtures, 'mmj-card.jpg'))
  await expect(page.getByRole('img', { name: 'Government photo ID: the photo you chose, not saved yet' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Medical marijuana card, front: the photo you chose, not saved yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your identification has been updated.' })).toBeVisible()
  await expect(page.getByLabel('Medical marijuana card, back', { exact: true })).toHaveAccessibleDescription('Needed: back of the card')

  // After a reload the stored photos come back, fetched with the session token.
  await page.reload()
  const stored = page.getByRole('img', { name: 'Government photo ID: your saved photo' })
  await expect(stored).toBeVisible()
  await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160)
  await expect(page.getByRole('img', { name: 'Medical marijuana card, front: your saved photo' })).toBeVisible()
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-12-10')
  await expect(government).toHaveAccessibleDescription(/^Uploaded /)
  await expectAccessible(page, 'identification')
  await screenshots(page, 'identification')
  // On a phone nothing is wider than the screen (the previews once made the page 404 px wide at 375).
  await page.setViewportSize({ width: 375, height: 812 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 720 })

  // The photo is not public: without the token the server refuses it.
  const anonymous = await page.request.get('/api/v1/documents/photos/government_photo')
  expect(anonymous.status()).toBe(401)

  // Keyboard only: from the back of the card to Save.
  await page.getByLabel('Medical marijuana card, back', { exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Student ID', { exact: true })).toBeFocused()

  // A photo can be removed.
  await page.getByRole('button', { name: 'Remove photo: Government photo ID' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Government photo ID: photo removed.' })).toBeVisible()
  await expect(government).toHaveAccessibleDescription('Not uploaded yet')
  await expect(page.getByRole('img', { name: 'Government photo ID: your saved photo' })).toHaveCount(0)

  // A photo as large as a phone's camera writes (24 MP, made here in the
  // browser) is sent 2560 px on its longest side (fitPhoto), so the server
  // checks it quickly: the server does not resize, so the photo it stores
  // is what the browser sent.
  const phoneBase64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 6000
    canvas.height = 4000
    const context = canvas.getContext('2d')!
    const gradient = context.createLinearGradient(0, 0, 6000, 4000)
    gradient.addColorStop(0, '#2d6a4f')
    gradient.addColorStop(1, '#f4a261')
    context.fillStyle = gradient
    context.fillRect(0, 0, 6000, 4000)
    context.fillStyle = '#111'
    context.font = '400px sans-serif'
    context.fillText('STUDENT ID', 400, 2000)
    return canvas.toDataURL('image/jpeg', 0.95).slice('data:image/jpeg;base64,'.length)
  })
  const phonePhoto = Buffer.from(phoneBase64, 'base64')
  const student = page.getByLabel('Student ID', { exact: true })
  await student.setInputFiles({ name: 'student-id.jpg', mimeType: 'image/jpeg', buffer: phonePhoto })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your identification has been updated.' })).toBeVisible()
  const savedStudent = page.getByRole('img', { name: 'Student ID: your saved photo' })
  await expect.poll(() => savedStudent.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight])).toEqual([2560, 1707])

  // The account page links here.
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Your identification' }).click()
  await expect(page).toHaveURL(/\/profile\/identification$/)
})
