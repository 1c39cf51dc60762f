import { test, expect } from './test'
import { consoleWidths, enrol, staffLink, totp } from './console'
import { expectAccessible, screenshots } from './helpers'

// The store console's sign-in (docs/adr/0022-store-console.md, section 1
// and plan step 1): an owner opens the welcome link the command line
// printed, chooses a password, enrols an authenticator app, reaches the
// console; signs in again on a second device with the app's next code;
// signs out everywhere, which ends both sessions.
test('an owner takes a welcome link to the console, signs in again and signs out everywhere', async ({ page, browser, baseURL }) => {
  const email = 'console-owner@shop.example'
  const link = staffLink(email, 'owner', 1, baseURL!)
  expect(link).toMatch(new RegExp(`^${baseURL}/business/welcome/[A-Za-z0-9_-]{43}$`))

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page, 'console welcome')
  await screenshots(page, 'console-welcome', consoleWidths)
  const staff = await enrol(page, link, email)
  expect(staff.recovery).toHaveLength(10)
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /Owner/ })).toBeVisible()
  await expectAccessible(page, 'console home')
  await screenshots(page, 'console-home', consoleWidths)
  // The link works once.
  const again = await browser.newContext()
  const used = await again.newPage()
  await used.goto(link)
  await used.getByLabel('New password').fill('console-password-2')
  await used.getByLabel('Confirm the password').fill('console-password-2')
  await used.getByRole('button', { name: 'Set my password' }).click()
  await expect(used.getByText(/expired or was already used/)).toBeVisible()

  // A second device signs in with the password and the app's next code.
  await used.goto('/business')
  await expect(used.getByRole('heading', { name: 'Sign in to the store console' })).toBeVisible()
  await expectAccessible(used, 'console sign-in')
  await screenshots(used, 'console-sign-in', consoleWidths)
  await used.getByLabel('Email').fill(email)
  await used.getByLabel('Password').fill(staff.password)
  await used.getByRole('button', { name: 'Continue' }).click()
  await used.getByLabel('Six-digit code').fill(totp(staff.key, 1))
  await expectAccessible(used, 'console second step')
  await used.getByRole('button', { name: 'Sign in' }).click()
  await expect(used.getByRole('heading', { name: /Hello/ })).toBeVisible()

  // Signing out everywhere from the second device ends the first one's session too.
  await used.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(used.getByRole('heading', { name: 'Sign in to the store console' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign in to the store console' })).toBeVisible()
  await again.close()
})
