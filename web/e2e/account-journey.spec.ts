import { expect, test } from './test'
import { resolve } from 'node:path'
import { expectAccessible, openRegistrationLink, screenshots } from './helpers'
import { latestMail } from './mail'
import { startServer, type ExtraServer } from './server'

// Issue 5's whole account journey on a server with the mfa_check flag and
// the demo catalogue (PISTIL_E2E_JOURNEY_PORT, by default the suite's port +
// 2000): register, log in from another device with the code sent by e-mail,
// edit the profile, upload an ID, write a review, log out, and meet the login
// prompt on a protected page.
const port = Number(process.env.PISTIL_E2E_JOURNEY_PORT ?? Number(process.env.PISTIL_E2E_PORT ?? 18080) + 2000)
const base = `http://127.0.0.1:${port}`
const fixtures = resolve(import.meta.dirname, 'fixtures')
let server: ExtraServer | undefined

test.beforeAll(async () => {
  server = await startServer(port, ['-features', 'mfa_check,terpene_filter,virtual_budtender'])
})

test.afterAll(() => server?.stop())

test('register, log in with a code, edit the profile, upload an ID, review, log out, and log in again when asked', async ({ browser }) => {
  const email = `katherine+${Date.now()}@example.com`
  const password = 'orbital-mechanics'
  const laptop = await browser.newContext()
  const registering = await laptop.newPage()
  await registering.goto(`${base}/register`)
  await registering.getByLabel('First name').fill('Katherine')
  await registering.getByLabel('Last name').fill('Johnson')
  await registering.getByLabel('Email').fill(email)
  await registering.getByLabel('Password').fill(password)
  await registering.getByRole('button', { name: 'Create account' }).click()
  await openRegistrationLink(registering, email)
  await expect(registering).toHaveURL(`${base}/`)
  await laptop.close()

  // A new device: the password alone is not enough.
  const phone = await browser.newContext({ storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'pistil.loginPrompt.dismissedUntil', value: String(Date.UTC(2100, 0, 1)) }] }] } })
  const page = await phone.newPage()
  await page.goto(`${base}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible()
  const mail = await latestMail(email, 'Your Pistil verification code')
  const code = /code is ([A-Z0-9]{6})/.exec(mail.text)?.[1]
  expect(code, mail.text).toBeTruthy()
  await page.getByLabel('Verification code').pressSequentially(code!)
  await expect(page).toHaveURL(`${base}/`)
  const who = await (await page.request.get(`${base}/api/v1/whoami`, {
    headers: { Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('pistil.auth.token') ?? localStorage.getItem('pistil.auth.token'))}` },
  })).json()
  expect(who.user.lastMfa, 'the code login is recorded as lastMfa').toBeTruthy()

  // The profile, with the spec's messages for bad input first.
  await page.goto(`${base}/profile/edit`)
  await page.getByLabel('Phone').fill('555-0100')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please enter a valid US phone number.')).toBeVisible()
  await page.getByLabel('Phone').fill('415-555-0100')
  await page.getByLabel('Date of birth').fill('1990-08-26')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile has been updated' })).toBeVisible()
  await expect(page).toHaveURL(`${base}/profile`)
  await expect(page.getByText('(415) 555-0100')).toBeVisible()

  // An ID.
  await page.getByRole('link', { name: 'Your identification' }).click()
  await page.getByLabel('Government photo ID', { exact: true }).setInputFiles(resolve(fixtures, 'id-card.png'))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your identification has been updated.' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Government photo ID: your saved photo' })).toBeVisible()

  // A review of a product of the first store.
  const menu = await page.request.post(`${base}/merch/v2/smart`, { data: { store_id: 1, search_filter: 'kind:vape', search_attributes: ['*'], page_size: 1 } })
  const product = (await menu.json()).products[0].search_attributes as { product_id: number; url_slug: string; name: string }
  const storePage = `${base}/stores/1/fog-city-botanicals/products/${product.product_id}/${product.url_slug}`
  await page.goto(storePage)
  await page.getByRole('link', { name: 'Write a review' }).click()
  await page.getByRole('radio', { name: '5 stars' }).check()
  await page.getByLabel('Your review (optional)').fill('Smooth and true to the strain.')
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your review.' })).toBeVisible()
  await page.goto(`${base}/stores/1/fog-city-botanicals/reviews`)
  await expect(page.getByRole('article', { name: /^Review by / }).filter({ hasText: 'Smooth and true to the strain.' })).toBeVisible()

  // Log out, then a protected page asks to log in over the page.
  await page.goto(`${base}/logout`)
  await expect(page).toHaveURL(`${base}/`)
  await page.goto(`${base}/profile/identification`)
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Log in to see your account.')).toBeVisible()
  await expect(dialog.getByLabel('Email')).toBeVisible()
  await expectAccessible(page, 'login prompt on a protected page')
  await screenshots(page, 'login-prompt-protected')
  // This device is known now: the password alone logs in, and the page stays.
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(`${base}/profile/identification`)
  await expect(page.getByRole('heading', { name: 'Your identification', level: 1 })).toBeVisible()
  await phone.close()
})
