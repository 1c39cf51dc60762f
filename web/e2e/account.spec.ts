import { expect, test } from './test'
import { expectAccessible, screenshots } from './helpers'
import { latestMail } from './mail'

// A shopper registers, logs out, logs in again, and is asked to log in again
// (a login modal over the page) when the session token is no longer good.
test('a shopper registers, logs out and logs back in', async ({ page }) => {
  const email = `ada+${Date.now()}@example.com`
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  await expectAccessible(page, 'login')

  // The account page asks a guest to log in, in a modal over the page.
  await page.goto('/profile')
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/register\?next=%2Fprofile$/)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Please fill out this field.')).toHaveCount(2)
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('too-short')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Please enter a password with a minimum of 10 characters.')).toBeVisible()
  await expectAccessible(page, 'register with errors')
  await screenshots(page, 'register')
  await page.getByLabel('Password').fill('analytical-engine')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'sent you a link' })).toContainText('finish creating your account')
  await expectAccessible(page, 'register sent')
  await screenshots(page, 'register-sent')
  // The link, opened here, asks for one click before it makes the account.
  const mail = await latestMail(email, 'Finish creating your Pistil account')
  const link = /https?:\/\/\S+\/register\?token=\S+/.exec(mail.text)?.[0]
  expect(link).toContain('&next=%2Fprofile')
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Finish creating your account', level: 1 })).toBeVisible()
  await expectAccessible(page, 'finish registration')
  await screenshots(page, 'register-finish')
  await page.getByRole('button', { name: 'Create my account' }).click()

  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeVisible()
  await expectAccessible(page, 'profile')

  // Edit the profile: the spec's phone message, then the success notice.
  await page.getByRole('link', { name: 'Edit your profile' }).click()
  await page.getByLabel('Phone').fill('555-0100')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please enter a valid US phone number.')).toBeVisible()
  await expectAccessible(page, 'profile edit with errors')
  await page.getByLabel('Phone').fill('415-555-0100')
  await page.getByLabel('Nickname').fill('countess')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile has been updated' })).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('(415) 555-0100')).toBeVisible()

  // Join Gold: the membership and its date show in gold.
  await page.getByRole('button', { name: 'Join Gold' }).click()
  await expect(page.getByText(/^Gold member since /)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Join Gold' })).toHaveCount(0)
  await expectAccessible(page, 'gold profile')
  await screenshots(page, 'profile')

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Log in' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.')
  await page.getByLabel('Password').fill('analytical-engine')
  await page.getByLabel('Keep me signed in').uncheck()
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible()
  // Not kept signed in: the token lives in session storage only.
  const stored = await page.evaluate(() => [sessionStorage.getItem('pistil.auth.token'), localStorage.getItem('pistil.auth.token')])
  expect(stored[0]).toBeTruthy()
  expect(stored[1]).toBeNull()

  // A token the server no longer accepts: the shopper is asked to log in again, over the page, and stays on it after.
  await page.evaluate(() => sessionStorage.setItem('pistil.auth.token', 'tampered.token.value'))
  await page.goto('/profile')
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  expect(await page.evaluate(() => sessionStorage.getItem('pistil.auth.token'))).toBeNull()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill('analytical-engine')
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible()
})
